"""The game's link to the player's files: settings and profile (drawpoker.persistence).

The app keeps its live settings in ``app.settings`` (a dict with the UI's short keys,
see :data:`drawpoker.ui.app.DEFAULT_SETTINGS`). This module maps them to the
persistence layer's :class:`~drawpoker.persistence.settings.Settings` and back:

* :func:`load_into` — at start: read the settings file (recovering from damage),
  copy its values into ``app.settings``, apply the language and volume, and return
  the notices to show the player (corrupt file kept aside, newer version...);
* :func:`save_from` — after every change on the settings screens (atomic write);
* :func:`apply` — make a changed setting take effect at once (language, sound,
  fullscreen);
* :func:`profile_of` — the player's profile (SQLite), opened once per app; its
  notices are queued on ``app.pending_notices``.

Nothing here draws; it only needs the app object's attributes (``settings``,
``data_dir``, ``sounds``, ``toggle_fullscreen``).
"""

from __future__ import annotations

import contextlib
from typing import Any

from drawpoker import i18n

#: UI setting key -> persistence Settings field.
KEY_MAP: dict[str, str] = {
    "speed": "animation_speed",
    "volume": "volume",
    "mute": "muted",
    "four_color": "four_color_deck",
    "card_back": "card_back",
    "felt": "table_color",
    "fullscreen": "fullscreen",
    "confirm_allin": "confirm_allin",
    "confirm_call": "confirm_call_fraction",
    "reduced_motion": "reduced_motion",
    "advisor": "advisor_enabled",
    "auto_next": "auto_next_hand_seconds",
    "language": "language",
    "last_table": "last_table",
}

CARD_BACKS: tuple[str, ...] = ("blue", "red", "green", "black")
FELTS: tuple[str, ...] = ("green", "blue", "red", "purple")


def _store(app: Any) -> Any:
    store = getattr(app, "settings_store", None)
    if store is None:
        from drawpoker.persistence.paths import data_paths
        from drawpoker.persistence.settings import SettingsStore

        paths = data_paths(getattr(app, "data_dir", None))
        store = SettingsStore(paths.settings_file)
        try:
            paths.ensure()
        except OSError as exc:  # no folder: play with the defaults, say so once, write nothing
            from drawpoker.persistence.notices import Notice, NoticeKind

            store.writable = False
            store.notices.append(Notice(NoticeKind.UNWRITABLE, "settings", paths.settings_file,
                                        detail=str(exc)))
        app.settings_store = store
    return store


def load_into(app: Any) -> list[Any]:
    """Load the settings file into ``app.settings``; returns the notices for the player.

    A missing file (the first start) keeps the game's defaults, takes the language from
    the system locale (:func:`drawpoker.i18n.detect_system_language`), and writes them.
    A language given on the command line (``--language``, "for this run") wins over both
    for this run only: it is never written to the file; ``app.saved_language`` keeps the
    player's own choice, which :func:`to_settings` writes until the player picks a
    language in Settings (:func:`set_and_save`). Unknown card backs or
    felt colours fall back to the first of :data:`CARD_BACKS` / :data:`FELTS`.
    """
    store = _store(app)
    try:
        existed = store.path.exists()
    except OSError:  # a folder that cannot even be looked into (a locked parent folder)
        existed = False
        if store.writable:
            from drawpoker.persistence.notices import Notice, NoticeKind

            store.writable = False
            store.notices.append(Notice(NoticeKind.UNWRITABLE, "settings", store.path,
                                        detail="permission denied"))
    writable = store.writable  # False: the folder could not be made (already told)
    loaded = store.load()
    store.writable = store.writable and writable
    if existed:
        data = loaded.to_dict()
        for ui_key, field in KEY_MAP.items():
            if field in data:
                app.settings[ui_key] = data[field]
    if not existed:
        # First start: the language follows the system locale (issue 9); afterwards
        # the player's choice in Settings is kept in the file.
        app.settings.setdefault("language", i18n.detect_system_language())
    app.settings.setdefault("language", i18n.current_language())
    app.saved_language = app.settings["language"]
    cli_language = getattr(getattr(app, "options", None), "language", None)
    if cli_language:
        app.settings["language"] = cli_language
    app.settings.setdefault("confirm_call", 0.5)
    app.settings.setdefault("last_table", None)
    if app.settings.get("card_back") not in CARD_BACKS:
        app.settings["card_back"] = CARD_BACKS[0]
    if app.settings.get("felt") not in FELTS:
        app.settings["felt"] = FELTS[0]
    try:
        i18n.set_language(str(app.settings.get("language") or "en"))
    except ValueError:
        app.settings["language"] = "en"
    if not existed:
        save_from(app)
    return list(store.notices)


def to_settings(app: Any) -> Any:
    """``app.settings`` as a persistence ``Settings`` value.

    Raises:
        ValueError: a value the settings file cannot hold (the key is named).
    """
    store = _store(app)
    changes: dict[str, Any] = {}
    for ui_key, field in KEY_MAP.items():
        if ui_key in app.settings:
            value = app.settings[ui_key]
            if field == "auto_next_hand_seconds" or field == "volume" or field == "confirm_call_fraction":
                value = float(value)
            if field == "language" and getattr(app, "saved_language", None):
                value = app.saved_language  # not a --language given for this run only
            changes[field] = value
    size = getattr(app, "windowed_size", None)
    if size:
        changes["window_size"] = (int(size[0]), int(size[1]))
    return store.settings.replace(**changes)


def save_from(app: Any) -> bool:
    """Write ``app.settings`` to the settings file; False if refused or it failed.

    A value the file cannot hold is not written (False); the game keeps running.
    """
    store = _store(app)
    try:
        value = to_settings(app)
    except ValueError:
        return False
    return bool(store.save(value))


def apply(app: Any, key: str) -> None:
    """Make the changed setting ``key`` take effect at once."""
    s = app.settings
    if key == "language":
        i18n.set_language(str(s["language"]))
        try:
            import pygame

            pygame.display.set_caption(i18n._("Draw Poker"))
        except Exception:
            pass
    elif key in ("volume", "mute"):
        sounds = getattr(app, "sounds", None)
        for attr, value in (("volume", float(s.get("volume", 0.8))), ("muted", bool(s.get("mute")))):
            with contextlib.suppress(Exception):
                setattr(sounds, attr, value)
    elif key == "fullscreen":
        want = bool(s["fullscreen"])
        s["fullscreen"] = not want
        app.toggle_fullscreen()  # flips the flag back to ``want`` and resizes every scene


def set_and_save(app: Any, key: str, value: Any) -> None:
    """Change one setting, apply it and save every setting (the player's choice of
    language replaces a ``--language`` given for this run)."""
    app.settings[key] = value
    if key == "language":
        app.saved_language = value
    apply(app, key)
    save_from(app)


def profile_of(app: Any) -> Any:
    """The player's profile, opened on first use (notices go to ``app.pending_notices``)."""
    profile = getattr(app, "profile", None)
    if profile is not None:
        return profile
    from drawpoker.persistence.paths import data_paths
    from drawpoker.persistence.profile import open_profile

    paths = data_paths(getattr(app, "data_dir", None))
    try:
        paths.ensure()
        # the lock keeps a second copy of the game off this profile (it gets a temporary
        # one and the ``in_use`` notice): two copies would mix their chip accounting
        profile, notices = open_profile(paths.profile_file, lock="process")
    except OSError as exc:  # the folder cannot be written: play on with a profile in memory
        from drawpoker.persistence.notices import Notice, NoticeKind

        profile, notices = open_profile(":memory:")
        notices = [Notice(NoticeKind.UNWRITABLE, "profile", paths.profile_file, detail=str(exc))]
    app.profile = profile
    pending = getattr(app, "pending_notices", None)
    if pending is None:
        pending = []
        app.pending_notices = pending
    pending.extend(notices)
    return profile


def export_dir(app: Any) -> Any:
    """The folder exported hands go to (created)."""
    from drawpoker.persistence.paths import data_paths

    folder = data_paths(getattr(app, "data_dir", None)).ensure().export_dir
    folder.mkdir(parents=True, exist_ok=True)
    return folder
