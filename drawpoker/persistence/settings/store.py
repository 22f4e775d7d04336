"""The settings file: read (recovering from damage), upgrade older formats, save atomically.

API:
    ``SettingsStore(path)``: ``load() -> Settings`` (never raises for a bad file), then
    ``notices`` (list of :class:`~drawpoker.persistence.notices.Notice` to show the player),
    ``writable`` (False when the file on disk is from a newer version: it is never
    overwritten), ``settings`` (the current value), ``save(settings) -> bool`` (atomic;
    False when refused or the disk failed, with an ``unwritable`` notice added),
    ``update(**changes) -> bool`` (replace + save).
    ``load_settings(path) -> (Settings, list[Notice], writable)``, ``save_settings(path,
    settings)`` (raises :class:`NewerFileError` rather than overwrite a newer file, OSError
    on disk trouble), ``version_of(path)``, ``is_not_regular(path)``.
    ``FORMAT_NAME``, ``SETTINGS_VERSION``; ``UPGRADERS`` (version n -> n+1 functions),
    ``UNUSABLE``.

File format (version 2)::

    {"format": "drawpoker-settings", "version": 2, "settings": {"language": "en", ...}}

Format 1 (pre-release) was a flat object ``{"version": 1, "volume": 0..100 (percent),
"sound": bool, "window": "WxH", ...}``; it is upgraded on load.

What happens to a bad file:
    - not UTF-8 / not JSON / not an object / no usable version / too big: the file is
      renamed to ``settings.corrupt-<UTC time>.json`` beside it, defaults are used and
      written, and a ``corrupt`` notice says where the old file is;
    - a version newer than ``SETTINGS_VERSION``: defaults are used in memory, the file is
      left untouched and never saved over (``writable`` False), ``newer`` notice;
    - a single key with an unusable value: that key takes its default, ``reset_values``
      notice naming the keys; unknown keys are dropped;
    - an upgrader that raises on a value it did not foresee: the file is set aside as
      corrupt.
The loader only parses JSON (``json.loads``); it never evaluates or unpickles anything.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

from drawpoker.persistence.files import DamagedFile, NotAFile, keep_aside, read_json
from drawpoker.persistence.notices import Notice, NoticeKind
from drawpoker.persistence.paths import atomic_write_text, link_target_missing
from drawpoker.persistence.settings.model import Settings

FORMAT_NAME = "drawpoker-settings"
SETTINGS_VERSION = 2
#: a settings file larger than this (bytes) is treated as damaged.
MAX_FILE_BYTES = 1_000_000


class NewerFileError(RuntimeError):
    """The file on disk was written by a newer version of the game; it is not overwritten."""


#: An upgrader puts this in place of a value it cannot convert: the loader then resets
#: that key to its default with a ``reset_values`` notice naming it.
UNUSABLE: Any = {"unusable": "value could not be upgraded"}


def _upgrade_1_to_2(old: dict[str, Any]) -> dict[str, Any]:
    """Format 1 (flat, volume in percent, ``sound`` on/off, ``window`` "WxH") -> format 2.

    Total for any JSON object: a value that cannot be converted (a 400-digit volume, a
    window of the wrong shape) becomes :data:`UNUSABLE`, so only that key is reset.
    """
    values: dict[str, Any] = {k: v for k, v in old.items() if k != "version"}
    if "volume" in values:
        vol = values["volume"]
        if isinstance(vol, int | float) and not isinstance(vol, bool):
            try:
                values["volume"] = float(vol) / 100.0
            except (OverflowError, ValueError):
                values["volume"] = UNUSABLE
    if "sound" in values:
        sound = values.pop("sound")
        values["muted"] = (not sound) if isinstance(sound, bool) else UNUSABLE
    if "window" in values:
        window = values.pop("window")
        if isinstance(window, str) and re.fullmatch(r"\d{1,5}x\d{1,5}", window, re.ASCII):
            w, h = window.split("x")
            values["window_size"] = [int(w), int(h)]
        else:
            values["window_size"] = UNUSABLE
    return {"format": FORMAT_NAME, "version": 2, "settings": values}


#: version n -> function turning a version-n document into a version-(n+1) document.
UPGRADERS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _upgrade_1_to_2}

#: what an upgrader may raise on JSON data it did not foresee (the file is then set aside)
_UPGRADE_ERRORS = (ArithmeticError, LookupError, TypeError, ValueError, RecursionError)


def _document(settings: Settings) -> str:
    doc = {"format": FORMAT_NAME, "version": SETTINGS_VERSION, "settings": settings.to_dict()}
    return json.dumps(doc, indent=2, ensure_ascii=False, sort_keys=True) + "\n"


class _Corrupt(Exception):
    pass


class _NotAFile(Exception):
    """A FIFO, folder, device... sits where the settings file should be."""


def is_not_regular(path: Path) -> bool:
    """True when something that is not a regular file (FIFO, folder, device, socket) is at
    ``path`` (a symbolic link is followed), or a symbolic link loop; False for a regular
    file or nothing."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except (FileNotFoundError, NotADirectoryError):  # nothing there (a dangling link too)
        return False
    except OSError:  # a symbolic link loop: no file can ever be read or written there
        return True


def _read_document(path: Path) -> dict[str, Any]:
    """Parse the file; raise _Corrupt(detail) for anything unusable, _NotAFile."""
    try:
        doc = read_json(path, MAX_FILE_BYTES)
    except NotAFile as exc:
        raise _NotAFile(str(exc)) from exc
    except OSError as exc:
        raise _Corrupt(f"cannot read: {exc}") from exc
    except DamagedFile as exc:
        raise _Corrupt(str(exc)) from exc
    if not isinstance(doc, dict):
        raise _Corrupt("the top level is not a JSON object")
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise _Corrupt(f"no usable format version (found {version!r})")
    if version >= 2 and doc.get("format") != FORMAT_NAME:
        raise _Corrupt(f"format is {doc.get('format')!r}, not {FORMAT_NAME!r}")
    return doc


def _upgraded_document(path: Path) -> dict[str, Any]:
    """The document at ``path`` brought up to ``SETTINGS_VERSION`` by :data:`UPGRADERS`,
    with ``"_upgraded_from"`` set to the version found (a newer file is returned as it is).

    Raises:
        _Corrupt: unreadable, or an upgrader failed on it (the file is kept aside).
        _NotAFile: not a regular file.
    """
    doc = _read_document(path)
    version = found = int(doc["version"])
    while version < SETTINGS_VERSION:
        try:
            doc = UPGRADERS[version](doc)
        except _UPGRADE_ERRORS as exc:  # a value no upgrader foresaw: keep the file aside
            raise _Corrupt(
                f"cannot upgrade from format {version}: {type(exc).__name__}: {exc}") from exc
        if not isinstance(doc, dict):
            raise _Corrupt(f"cannot upgrade from format {version}: not an object")
        version += 1
    doc["_upgraded_from"] = found
    return doc


def version_of(path: Path) -> int | None:
    """The format version of the settings file at ``path``, or None if unreadable/absent."""
    try:
        return int(_read_document(path)["version"])
    except (_Corrupt, _NotAFile, OSError):
        return None


def _stale_temporaries(path: Path) -> list[str]:
    """The temporary files of :func:`atomic_write_text` beside ``path`` (none when its
    folder does not exist or cannot be looked into, as a glob finds none)."""
    try:
        with os.scandir(path.parent) as entries:  # not a glob: no pattern compiled each start
            return [entry.path for entry in entries
                    if entry.name.startswith(f".{path.name}.") and entry.name.endswith(".tmp")]
    except OSError:
        return []


def load_settings(path: Path) -> tuple[Settings, list[Notice], bool]:
    """Read the settings file, recovering from every kind of damage (see module doc).

    Args:
        path: the settings file (``DataPaths.settings_file``).

    Returns:
        ``(settings, notices, writable)``; ``writable`` is False when the file is from a
        newer version and must not be overwritten.
    """
    notices: list[Notice] = []
    try:
        for name in _stale_temporaries(path):  # left by a crash mid-write
            with contextlib.suppress(OSError):
                os.unlink(name)
        missing = not os.path.lexists(path)
    except OSError as exc:  # the folder cannot be looked into (a locked parent folder)
        notices.append(Notice(NoticeKind.UNWRITABLE, "settings", path, detail=str(exc)))
        return Settings(), notices, False
    nowhere = link_target_missing(path)
    if nowhere is not None:  # a drive not connected: its settings are not lost, not replaced
        notices.append(Notice(NoticeKind.UNWRITABLE, "settings", path, detail=nowhere))
        return Settings(), notices, False
    if missing or (os.path.islink(path) and not is_not_regular(path)
                   and not os.path.exists(path)):  # nothing, or a link to a file not made yet
        return Settings(), notices, True
    if is_not_regular(path):
        notices.append(Notice(NoticeKind.NOT_A_FILE, "settings", path,
                              detail=f"{path} is not a regular file"))
        return Settings(), notices, False
    try:
        doc = _upgraded_document(path)
    except _NotAFile as exc:
        notices.append(Notice(NoticeKind.NOT_A_FILE, "settings", path, detail=str(exc)))
        return Settings(), notices, False
    except _Corrupt as exc:
        try:
            kept: Path | None = keep_aside(path)
        except OSError:
            kept = None
        notices.append(Notice(NoticeKind.CORRUPT, "settings", path, kept_aside=kept,
                              detail=str(exc), supported_version=SETTINGS_VERSION))
        defaults = Settings()
        _try_write(path, defaults, notices)
        return defaults, notices, True
    upgraded_from = int(doc.pop("_upgraded_from"))
    if upgraded_from > SETTINGS_VERSION:
        notices.append(Notice(NoticeKind.NEWER, "settings", path, found_version=upgraded_from,
                              supported_version=SETTINGS_VERSION,
                              detail=f"format {upgraded_from} > {SETTINGS_VERSION}"))
        return Settings(), notices, False
    values = doc.get("settings")
    if not isinstance(values, dict):
        values = {}
    settings, reset = Settings.from_dict(values)
    if reset:
        notices.append(Notice(NoticeKind.RESET_VALUES, "settings", path, keys=reset,
                              supported_version=SETTINGS_VERSION))
    if upgraded_from < SETTINGS_VERSION:
        notices.append(Notice(NoticeKind.UPGRADED, "settings", path, found_version=upgraded_from,
                              supported_version=SETTINGS_VERSION))
    if upgraded_from < SETTINGS_VERSION or reset:
        _try_write(path, settings, notices)
    return settings, notices, True


def _try_write(path: Path, settings: Settings, notices: list[Notice]) -> bool:
    try:
        atomic_write_text(path, _document(settings))
    except OSError as exc:
        notices.append(Notice(NoticeKind.UNWRITABLE, "settings", path, detail=_reason(exc)))
        return False
    return True


def _reason(exc: OSError) -> str:
    """The technical reason of a failed write, for the notice (``strerror`` and the file)."""
    if exc.strerror and exc.filename:
        return f"{exc.strerror}: {exc.filename}"
    return exc.strerror or str(exc)


def save_settings(path: Path, settings: Settings) -> None:
    """Write ``settings`` atomically (temporary file + ``os.replace``); a symbolic link
    is written through (its target changes, the link stays).

    Raises:
        NewerFileError: the file on disk is from a newer version; it is left as it is.
        OSError: the file cannot be written, or is read-only (never replaced then, see
            ``paths.atomic_write_text``).
    """
    if is_not_regular(path):
        raise OSError(f"{path} is not a regular file; it is not replaced")
    on_disk = version_of(path) if path.exists() else None
    if on_disk is not None and on_disk > SETTINGS_VERSION:
        raise NewerFileError(
            f"{path} is settings format {on_disk}, newer than {SETTINGS_VERSION}; not overwritten"
        )
    atomic_write_text(path, _document(settings))


class SettingsStore:
    """The settings file of one user, for the game to load once and save on change.

    Attributes:
        path: the settings file.
        settings: the current settings (defaults until :meth:`load`).
        notices: what to tell the player (filled by :meth:`load` and failed saves).
        writable: False when the file is from a newer version (never overwritten).
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.settings = Settings()
        self.notices: list[Notice] = []
        self.writable = True

    def load(self) -> Settings:
        """Load (see :func:`load_settings`); never raises for a bad file."""
        self.settings, notices, self.writable = load_settings(self.path)
        self.notices.extend(notices)
        return self.settings

    def update(self, **changes: Any) -> bool:
        """Apply ``changes`` to the current settings and save them (see :meth:`save`).

        Raises:
            ValueError: an unknown key or a bad value (nothing is changed).
        """
        return self.save(self.settings.replace(**changes))

    def save(self, settings: Settings) -> bool:
        """Make ``settings`` current and write them; False if refused or the write failed.

        Refused (False, nothing written) when the file on disk is from a newer version.
        A failed write adds an ``unwritable`` notice.
        """
        self.settings = settings
        if not self.writable:
            return False
        try:
            save_settings(self.path, settings)
        except NewerFileError:
            self.writable = False
            return False
        except OSError as exc:
            self.notices.append(Notice(NoticeKind.UNWRITABLE, "settings", self.path,
                                       detail=_reason(exc)))
            return False
        return True
