"""What the scenes are given: typed settings, the profile, sounds, toasts, the window's size
and navigation.

:class:`Services` is a value the :class:`drawpoker.ui.app.App` builds and owns, and hands to
every scene (a scene's ``self.app``). It owns the player's files (no window needed, so it
can be made alone in tests):

* :attr:`Services.settings` — the settings in force, a frozen
  :class:`~drawpoker.persistence.settings.Settings` (the file's own field names);
  :meth:`Services.load_settings` reads the file at start (recovering from damage) and
  returns the notices to show; :meth:`Services.change_settings` changes fields, makes
  them take effect at once (language, sound, fullscreen) and saves every setting;
* :attr:`Services.profile` — the player's profile (SQLite), opened on first use (the
  game's first frame does not wait for it: ``App.finish_start``); its notices wait in
  :attr:`Services.pending_notices`;
* :attr:`Services.toasts` (the one-line messages over every scene), :meth:`play_sound`,
  :attr:`speed`;
* :attr:`Services.nav` (the :class:`~drawpoker.ui.navigation.Navigator`, screens by route
  name) and :attr:`Services.stack` (the scene stack), set by the App when it builds them;
* the window's side (:attr:`size`, :meth:`toggle_fullscreen`, :meth:`quit`) comes from
  :attr:`Services.window`, the App (a :class:`WindowSide`).

A language given on the command line (``--language``) is for this run only: the
settings in force carry it, the file keeps the player's own choice
(:attr:`Services.saved_language`) until he picks a language in Settings.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, overload

import pygame

from drawpoker import i18n
from drawpoker.persistence.notices import Notice, NoticeKind, folder_notice, with_reset_keys
from drawpoker.persistence.paths import data_paths
from drawpoker.persistence.settings import SOUND_CHANNELS, Settings, SettingsStore
from drawpoker.ui import keymap
from drawpoker.ui import text as ui_text
from drawpoker.ui.ambience import Ambience
from drawpoker.ui.clock import speed_of
from drawpoker.ui.navigation import Navigator, ScreenStack
from drawpoker.ui.speech.voice import Voice
from drawpoker.ui.sprites import raster_cache
from drawpoker.ui.sprites.cards import CARD_BACKS as CARD_BACK_NAMES
from drawpoker.ui.sprites.chip_sets import CHIP_SETS as CHIP_SET_COLOURS
from drawpoker.ui.sprites.chips import use_chip_set
from drawpoker.ui.sprites.table import FELTS as FELT_COLORS
from drawpoker.ui.toast import Toast

#: The settings that change how loud a channel plays, or whether the table is spoken.
SOUND_KEYS = frozenset({"volume", "muted", "speak_table",
                        *(f"{c}_{k}" for c in SOUND_CHANNELS for k in ("volume", "muted"))})

if TYPE_CHECKING:  # pragma: no cover
    from drawpoker.persistence.profile import Profile

#: Card-back designs the game draws; an unknown one in the file falls back to the first.
CARD_BACKS: tuple[str, ...] = CARD_BACK_NAMES
#: Felt colours the game draws (same rule).
FELTS: tuple[str, ...] = tuple(FELT_COLORS)
#: Chip sets the game draws (same rule).
CHIP_SETS: tuple[str, ...] = tuple(CHIP_SET_COLOURS)


def open_profile_file(path: Path | str, *, lock: bool | str = False) -> tuple[Profile, list[Notice]]:
    """:func:`drawpoker.persistence.profile.open_profile` (same arguments and result), with
    the profile package imported at the first call: the game's first frame comes up
    without it (issue #17)."""
    from drawpoker.persistence.profile import open_profile  # loaded after the first frame

    return open_profile(path, lock=lock)


T = TypeVar("T")


class Forward(Generic[T]):
    """A class attribute of the App that is the same-named attribute of its ``services``
    (``app.settings`` reads and writes ``app.services.settings``): the App's callers and
    its own loop reach what the scenes are given without a second copy of it."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type) -> Forward[T]: ...
    @overload
    def __get__(self, obj: object, owner: type) -> T: ...
    def __get__(self, obj: object | None, owner: type) -> Forward[T] | T:
        if obj is None:
            return self
        value: T = getattr(getattr(obj, "services"), self.name)  # noqa: B009
        return value

    def __set__(self, obj: object, value: T) -> None:
        setattr(getattr(obj, "services"), self.name, value)  # noqa: B009


class WindowSide(Protocol):
    """What the window gives the scenes (the App is one)."""

    @property
    def size(self) -> tuple[int, int]:
        """The size scenes lay out for (pixels)."""

    def toggle_fullscreen(self) -> None:
        """Switch between fullscreen and the window."""

    def quit(self) -> None:
        """Leave the main loop after this frame."""


class Services:
    """The player's settings and profile, sounds, toasts, navigation and the window's side.

    Args:
        data_dir: the ``--data-dir`` folder (``None``: the platform's user folders).
        language: a ``--language`` for this run only, or ``None``.
        realtime: the game's real-time loop (the computer players think on a worker
            thread); False in tests.

    Attributes:
        settings: the settings in force.
        settings_store: the settings file (its ``notices`` and ``writable``).
        saved_language: the language the file keeps (the player's own choice).
        windowed_size: the window size to save (pixels), ``None`` before the window opens.
        pending_notices: file notices not shown yet (shown at start, over the title).
        told_damaged_hands: the player was told this run that some hands are damaged.
        told_assets: asset files already told missing or damaged this run.
        asset_notice: the open dialog about missing asset files, if any.
        sounds: the sound bank (``play(name)``, ``volume``, ``muted``).
        ambience: the room's ambience loop, or None before the sound device is opened.
        voice: the spoken table (:class:`~drawpoker.ui.speech.voice.Voice`).
        seed: the ``--seed`` of this run (``None``: random).
        demo_hands: ``--demo N`` hands, or ``None``.
        hands_played: hands finished at tables this run.
        toasts: the one-line message over every scene (:meth:`show_toast` shows one).
        nav: screens by route name; stack: the scene stack (both set by the App).
        window: the window's side, the App (``None`` until the window opens).
    """

    nav: Navigator
    stack: ScreenStack

    def __init__(self, data_dir: str | None = None, *, language: str | None = None,
                 realtime: bool = False) -> None:
        self.data_dir = data_dir
        self.cli_language = language
        self.realtime = realtime
        self.toasts = Toast()
        self.window: WindowSide | None = None
        self.settings = Settings()
        self.saved_language: str | None = None
        self.windowed_size: tuple[int, int] | None = None
        self.pending_notices: list[Notice] = []
        self.told_damaged_hands = False
        self.told_assets: set[str] = set()
        self.asset_notice: object | None = None
        self.sounds: Any = None
        #: the room's ambience loop (:class:`~drawpoker.ui.ambience.Ambience`), opened with
        #: the sound device at start; None before
        self.ambience: Ambience | None = None
        #: the spoken table (on while ``speak_table`` is on)
        self.voice = Voice()
        self.seed: int | None = None
        self.demo_hands: int | None = None
        self.hands_played = 0
        self.profile_if_open: Profile | None = None
        paths = data_paths(data_dir)
        #: Where pictures the game can make again are kept (:meth:`keep_pictures`).
        self.cache_dir = paths.cache_dir
        self.settings_store = SettingsStore(paths.settings_file)
        try:
            paths.ensure()
        except OSError as exc:  # no folder: play with the defaults, say so once, write nothing
            self.settings_store.writable = False
            self.settings_store.notices.append(Notice(NoticeKind.UNWRITABLE, "settings",
                                                      paths.settings_file, detail=str(exc)))

    def keep_pictures(self) -> None:
        """Keep the rasterised cards and chips in :attr:`cache_dir` between runs
        (:mod:`drawpoker.ui.sprites.raster_cache`; the game does, tests mostly do not)."""
        raster_cache.use_folder(self.cache_dir / raster_cache.FOLDER_NAME)

    # settings ----------------------------------------------------------------
    def load_settings(self) -> list[Notice]:
        """Read the settings file into :attr:`settings`; returns the notices for the player.

        A missing file (the first start) keeps the game's defaults, takes the language
        from the system locale (:func:`drawpoker.i18n.detect_system_language`), and
        writes them. A ``--language`` wins over both for this run only. Unknown card
        backs, felt colours or chip sets fall back to the first of :data:`CARD_BACKS` /
        :data:`FELTS` / :data:`CHIP_SETS`, named in the settings' ``reset_values`` notice.
        """
        store = self.settings_store
        try:
            existed = store.path.exists()
        except OSError:  # a folder that cannot even be looked into (a locked parent folder)
            existed = False
            if store.writable:
                store.writable = False
                store.notices.append(Notice(NoticeKind.UNWRITABLE, "settings", store.path,
                                            detail="permission denied"))
        writable = store.writable  # False: the folder could not be made (already told)
        loaded = store.load()
        store.writable = store.writable and writable
        # first start: the language follows the system locale; afterwards the file's
        language = loaded.language if existed else i18n.detect_system_language()
        self.saved_language = language
        changes: dict[str, Any] = {"language": self.cli_language or language}
        looks = {"card_back": CARD_BACKS, "table_color": FELTS, "chip_set": CHIP_SETS}
        unknown = {name: names[0] for name, names in looks.items()
                   if getattr(loaded, name) not in names}
        changes.update(unknown)
        if unknown:  # named with the file's other unusable values, in one notice
            store.notices[:] = with_reset_keys(store.notices, tuple(unknown), store.path)
        self.settings = loaded.replace(**changes)
        use_chip_set(self.settings.chip_set)
        try:
            i18n.set_language(self.settings.language or "en")
        except ValueError:
            self.settings = self.settings.replace(language="en")
        self.apply_setting("key_map")
        if not existed:
            self.save_settings()
        self.voice.apply(self.settings)
        ui_text.set_text_scale(self.settings.text_size / 100)
        return list(store.notices)

    def settings_to_save(self) -> Settings:
        """:attr:`settings` as written to the file: the player's own language (not a
        ``--language`` for this run) and the window size.

        Raises:
            ValueError: a value the settings file cannot hold (the key is named).
        """
        changes: dict[str, Any] = {}
        if self.saved_language:
            changes["language"] = self.saved_language
        if self.windowed_size:
            changes["window_size"] = (int(self.windowed_size[0]), int(self.windowed_size[1]))
        return self.settings.replace(**changes)

    def save_settings(self) -> bool:
        """Write :attr:`settings` to the file; False if refused or it failed (the game
        keeps running)."""
        try:
            value = self.settings_to_save()
        except ValueError:
            return False
        return bool(self.settings_store.save(value))

    def change_settings(self, **changes: Any) -> None:
        """Change settings fields, make them take effect and save every setting (the
        player's choice of language replaces a ``--language`` given for this run).

        Raises:
            ValueError: an unknown field or a bad value (nothing is changed).
        """
        self.settings = self.settings.replace(**changes)
        if "language" in changes:
            self.saved_language = self.settings.language
        for name in changes:
            self.apply_setting(name)
        told = len(self.settings_store.notices)
        if not self.save_settings() and len(self.settings_store.notices) > told:
            self.show_toast(i18n._(  # the write failed just now: never a silent loss
                "Your settings were not saved, so this change lasts until you quit. Free some "
                "space on the disk or make {folder} writable to keep it.").format(
                    folder=str(self.settings_store.path.parent)), error=True, seconds=8.0)

    def apply_setting(self, name: str) -> None:
        """Make the changed settings field ``name`` take effect at once."""
        s = self.settings
        if name == "language":
            i18n.set_language(s.language)
            if pygame.display.get_init():
                pygame.display.set_caption(i18n._("Draw Poker"))
        elif name == "key_map":
            try:
                keymap.use(keymap.KeyMap.from_names(s.key_map))
            except ValueError as exc:  # a hand-edited file: the defaults, the file kept
                keymap.use(keymap.KeyMap())
                self.show_toast(i18n._("The keys in the settings file could not be used "
                                       "({problem}); the default keys are in use.").format(
                                           problem=str(exc)), error=True, seconds=8.0)
        elif name in SOUND_KEYS:
            if self.sounds is not None:
                self.sounds.volume = s.channel_level("effects")
                self.sounds.muted = s.channel_level("effects") <= 0.0
            if self.ambience is not None:
                self.ambience.set_level(s.channel_level("ambience"))
            self.voice.apply(s)
        elif name == "text_size":
            ui_text.set_text_scale(s.text_size / 100)
            if self.window is not None:
                for scene in self.stack.scenes:  # every screen lays out again at the new size
                    scene.resize(self.size)
        elif name == "chip_set":
            use_chip_set(s.chip_set)
        elif name == "fullscreen":
            want = s.fullscreen
            self.settings = s.replace(fullscreen=not want)
            self.toggle_fullscreen()  # flips the flag back to ``want`` and resizes every scene

    # profile -----------------------------------------------------------------
    @property
    def profile(self) -> Profile:
        """The player's profile, opened on first use (notices go to :attr:`pending_notices`).

        The lock keeps a second copy of the game off this profile (it gets a temporary
        one and the ``in_use`` notice): two copies would mix their chip accounting. A
        folder that cannot be written gives a profile in memory and an ``unwritable``
        notice.
        """
        if self.profile_if_open is not None:
            return self.profile_if_open
        paths = data_paths(self.data_dir)
        open_profile = open_profile_file
        profile: Profile
        notices: list[Notice]
        try:
            paths.ensure()
            profile, notices = open_profile(paths.profile_file, lock="process")
        except OSError as exc:
            profile, notices = open_profile(":memory:")
            notices = [folder_notice(exc, paths.profile_file)]
        self.profile_if_open = profile
        self.pending_notices.extend(notices)
        if not profile.temporary:  # a guest's profile is no record of what the player earned
            self._refuse_locked_looks(profile)
        return profile

    def close_profile(self) -> None:
        """Close the player's profile if it was opened, giving its lock file back (at the
        end of the run; what was committed is on disk already). The next use of
        :attr:`profile` opens it again."""
        profile, self.profile_if_open = self.profile_if_open, None
        if profile is not None:
            profile.close()

    def _refuse_locked_looks(self, profile: Profile) -> None:
        """A card back, felt or chip set the player has not unlocked, chosen by hand in the
        settings file, is set back to the free one and named in a ``locked_looks`` notice;
        the file is saved with every other setting as it was (:mod:`drawpoker.ui.looks`)."""
        from drawpoker.ui.looks import free_look, refused_looks  # with the profile, later

        refused = refused_looks(profile, self.settings)
        if refused:
            self.pending_notices.append(Notice(
                NoticeKind.LOCKED_LOOKS, "settings", self.settings_store.path,
                keys=tuple(f"{key}: {name}" for key, name in refused.items())))
            self.change_settings(**{key: free_look(key) for key in refused})

    def export_dir(self) -> Path:
        """The folder exported hands go to (created)."""
        folder = data_paths(self.data_dir).ensure().export_dir
        folder.mkdir(parents=True, exist_ok=True)
        return folder

    # sounds, toasts, animation speed ------------------------------------------
    def play_sound(self, name: str) -> None:
        """Play sound ``name`` unless muted."""
        if self.settings.muted or self.sounds is None:
            return
        self.sounds.play(name)

    @property
    def toast(self) -> tuple[str, bool, float] | None:
        """The toast shown now: ``(text, error, seconds left)``, or None."""
        return self.toasts.current

    def show_toast(self, text: str, *, error: bool = False, seconds: float = 5.0) -> None:
        """Show a one-line message at the top of the window over any scene for
        ``seconds`` (game time)."""
        self.toasts.show(text, error=error, seconds=seconds)

    @property
    def speed(self) -> float:
        """Animation time multiplier from the speed setting (0 = instant)."""
        return speed_of(str(self.settings.animation_speed))

    # the window's side (the App) -------------------------------------------------
    def _window(self) -> WindowSide:
        if self.window is None:
            raise RuntimeError("the window is not open yet (Services.window is None)")
        return self.window

    @property
    def size(self) -> tuple[int, int]:
        """The size scenes lay out for (pixels).

        Raises:
            RuntimeError: no window yet.
        """
        return self._window().size

    def toggle_fullscreen(self) -> None:
        """Switch between fullscreen and the window (F11)."""
        self._window().toggle_fullscreen()

    def quit(self) -> None:
        """Leave the main loop after this frame."""
        self._window().quit()


__all__ = ["CARD_BACKS", "CHIP_SETS", "FELTS", "Forward", "Services", "WindowSide", "open_profile_file"]
