"""Player settings: a small JSON file with the defaults in code.

API:
    ``Settings`` (frozen dataclass, defaults in code; see its docstring for every key):
    ``Settings()`` are the defaults; ``settings.replace(**changes)`` returns a validated
    copy (``ValueError`` naming the key on a bad value); ``to_dict()`` / ``from_dict(d)``.
    ``SettingsStore(path)``: ``load() -> Settings`` (never raises for a bad file), then
    ``notices`` (list of :class:`~drawpoker.persistence.notices.Notice` to show the player),
    ``writable`` (False when the file on disk is from a newer version: it is never
    overwritten), ``settings`` (the current value), ``save(settings) -> bool`` (atomic;
    False when refused or the disk failed, with an ``unwritable`` notice added),
    ``update(**changes) -> bool`` (replace + save).
    ``load_settings(path) -> (Settings, list[Notice], writable)``, ``save_settings(path,
    settings)`` (raises :class:`NewerFileError` rather than overwrite a newer file, OSError
    on disk trouble). ``SETTINGS_VERSION``; ``UPGRADERS`` (version n -> n+1 functions).

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
      notice naming the keys; unknown keys are dropped.
The loader only parses JSON (``json.loads``); it never evaluates or unpickles anything.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import stat
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from drawpoker.i18n import LANGUAGES
from drawpoker.persistence.notices import Notice, NoticeKind
from drawpoker.persistence.paths import atomic_write_text, kept_aside_path

FORMAT_NAME = "drawpoker-settings"
SETTINGS_VERSION = 2
#: a settings file larger than this (bytes) is treated as damaged.
MAX_FILE_BYTES = 1_000_000

ANIMATION_SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
_IDENT = re.compile(r"^[a-z0-9][a-z0-9_-]{0,31}$")
MIN_WINDOW = (320, 240)
MAX_WINDOW = 16384
#: Largest chip amount a stored ``last_table`` may name (an ante, a blind, a bet, a buy-in
#: in units); the table set-up offers at most 200, a hand-edited 10**15 broke Play now.
MAX_TABLE_CHIPS = 1_000_000


class NewerFileError(RuntimeError):
    """The file on disk was written by a newer version of the game; it is not overwritten."""


def _json_value(value: Any, where: str, depth: int = 0) -> Any:
    """Check that ``value`` is plain JSON data (for ``last_table``); returns a deep copy."""
    if depth > 20:
        raise ValueError(f"{where}: nested too deeply")
    if value is None or isinstance(value, bool | str):
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"{where}: numbers must be finite")
        return value
    if isinstance(value, list | tuple):
        return [_json_value(v, where, depth + 1) for v in value]
    if isinstance(value, Mapping):
        out: dict[str, Any] = {}
        for k, v in value.items():
            if not isinstance(k, str):
                raise ValueError(f"{where}: keys must be text")
            out[k] = _json_value(v, where, depth + 1)
        return out
    raise ValueError(f"{where}: {type(value).__name__} is not JSON data")


def _check_last_table(value: Any) -> dict[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise ValueError("last_table: must be an object with 'rules' and 'seats', or null")
    data: dict[str, Any] = _json_value(value, "last_table")
    rules = data.get("rules")
    seats = data.get("seats")
    if not isinstance(rules, dict):
        raise ValueError("last_table.rules: must be an object (scenario-format rules)")
    if not isinstance(seats, list) or not 2 <= len(seats) <= 8:
        raise ValueError("last_table.seats: must be a list of 2 to 8 seats")
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) or not seat["name"]:
            raise ValueError(f"last_table.seats[{i}]: must be an object with a 'name'")
    names = [" ".join(seat["name"].split()).casefold() for seat in seats]
    if len(set(names)) != len(names):
        raise ValueError("last_table.seats: names must be unique")
    opponents = data.get("opponents")
    if opponents is not None:
        if not isinstance(opponents, list) or not all(
                isinstance(o, list) and o and isinstance(o[0], str) for o in opponents):
            raise ValueError("last_table.opponents: must be a list of [name, style, level]")
        used = [" ".join(o[0].split()).casefold() for o in opponents[: len(seats) - 1]]
        if len(set(used)) != len(used):
            raise ValueError("last_table.opponents: names must be unique")
    for key, amount in rules.items():
        if isinstance(amount, int) and not isinstance(amount, bool) \
                and abs(amount) > MAX_TABLE_CHIPS:
            raise ValueError(f"last_table.rules.{key}: at most {MAX_TABLE_CHIPS:,}, got {amount}")
    units = seats[0].get("buy_in_units")
    if units is not None and (isinstance(units, bool) or not isinstance(units, int)
                              or not 1 <= units <= MAX_TABLE_CHIPS):
        raise ValueError(f"last_table.seats[0].buy_in_units: must be 1 to {MAX_TABLE_CHIPS:,}, "
                         f"got {units!r}")
    from drawpoker.engine.rules import TableRules

    try:
        table_rules = TableRules.from_dict(rules)
    except ValueError as exc:
        raise ValueError(f"last_table.{exc}") from exc
    if table_rules.max_buy_in_chips > MAX_TABLE_CHIPS * 100:
        raise ValueError(f"last_table.rules: a buy-in of up to {table_rules.max_buy_in_chips:,} "
                         f"chips is more than a table holds ({MAX_TABLE_CHIPS * 100:,})")
    return data


def _validate(name: str, value: Any) -> Any:
    """Return the normalised value of setting ``name`` or raise ValueError naming it."""

    def need_bool() -> bool:
        if not isinstance(value, bool):
            raise ValueError(f"{name}: must be true or false, got {value!r}")
        return value

    def need_number(lo: float, hi: float) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"{name}: must be a number, got {value!r}")
        if not (lo <= value <= hi):  # also false for NaN
            raise ValueError(f"{name}: must be between {lo} and {hi}, got {value!r}")
        return float(value)

    if name == "language":
        if not isinstance(value, str) or value not in LANGUAGES:
            raise ValueError(
                f"language: must be one of {', '.join(LANGUAGES)}, got {value!r}"
            )
        return value
    if name == "animation_speed":
        if value not in ANIMATION_SPEEDS:
            raise ValueError(
                f"animation_speed: must be one of {', '.join(ANIMATION_SPEEDS)}, got {value!r}"
            )
        return value
    if name == "volume":
        return need_number(0.0, 1.0)
    if name == "confirm_call_fraction":
        return need_number(0.0, 1.0)
    if name == "auto_next_hand_seconds":
        return need_number(0.0, 60.0)
    if name in ("card_back", "table_color"):
        if not isinstance(value, str) or not _IDENT.match(value):
            raise ValueError(f"{name}: must be a short name of letters, digits, - or _, got {value!r}")
        return value
    if name == "window_size":
        if (
            not isinstance(value, list | tuple)
            or len(value) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) for v in value)
        ):
            raise ValueError(f"window_size: must be [width, height] in pixels, got {value!r}")
        w, h = value
        if not (MIN_WINDOW[0] <= w <= MAX_WINDOW and MIN_WINDOW[1] <= h <= MAX_WINDOW):
            raise ValueError(f"window_size: {w}x{h} pixels is out of range")
        return (int(w), int(h))
    if name == "last_table":
        return _check_last_table(value)
    if name in _BOOL_KEYS:
        return need_bool()
    raise ValueError(f"{name}: unknown setting")


_BOOL_KEYS = frozenset(
    {"muted", "four_color_deck", "fullscreen", "confirm_allin", "reduced_motion",
     "advisor_enabled"}
)


@dataclass(frozen=True, slots=True)
class Settings:
    """Every player setting, with its default.

    These are THE defaults of the game (the UI uses this type as its settings in force,
    ``app.settings``): a first start, a damaged file and a file missing keys all give the same values.

    Attributes:
        language: UI language code (``drawpoker.i18n.LANGUAGES``), default ``"en"``.
        animation_speed: ``slow`` | ``normal`` | ``fast`` | ``instant``.
        volume: master volume 0.0..1.0.
        muted: all sound off (keeps ``volume``).
        four_color_deck: clubs green and diamonds blue.
        card_back: name of the card-back design (an asset name; the UI falls back to its
            default if it does not know it).
        table_color: name of the felt colour (same rule).
        fullscreen: start in fullscreen.
        window_size: ``(width, height)`` of the window in pixels (not fullscreen).
        confirm_allin: ask before going all-in.
        confirm_call_fraction: ask before a call that costs more than this fraction of
            your stack (0.0..1.0; 1.0 never asks).
        reduced_motion: replace sliding/flipping with fades (accessibility).
        advisor_enabled: show the odds advisor.
        auto_next_hand_seconds: deal the next hand after this many seconds (0 = wait for a
            click), 0..60.
        last_table: the last table set up, ``{"rules": <scenario-format rules>, "seats":
            [{"name": str, "player": "human" | AI spec, "buy_in": chips, ...}, ...]}``, or
            ``None``. Any extra JSON keys in a seat are kept.
    """

    language: str = "en"
    animation_speed: str = "normal"
    volume: float = 0.7
    muted: bool = False
    four_color_deck: bool = False
    card_back: str = "blue"
    table_color: str = "green"
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    confirm_allin: bool = False
    confirm_call_fraction: float = 0.5
    reduced_motion: bool = False
    advisor_enabled: bool = False
    auto_next_hand_seconds: float = 0.0
    last_table: dict[str, Any] | None = field(default=None, compare=True)

    def __post_init__(self) -> None:
        for f in fields(self):
            object.__setattr__(self, f.name, _validate(f.name, getattr(self, f.name)))

    def replace(self, **changes: Any) -> Settings:
        """A copy with ``changes`` applied.

        Raises:
            ValueError: an unknown key or a bad value (the key is named).
        """
        known = {f.name for f in fields(self)}
        for key in changes:
            if key not in known:
                raise ValueError(f"{key}: unknown setting")
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """The settings as JSON data (``window_size`` as a list)."""
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> tuple[Settings, tuple[str, ...]]:
        """Settings from JSON data, tolerant: a bad value takes its default.

        Returns:
            ``(settings, reset_keys)``: ``reset_keys`` names the keys whose values could
            not be used. Unknown keys are ignored.
        """
        good: dict[str, Any] = {}
        reset: list[str] = []
        for f in fields(cls):
            if f.name not in data:
                continue
            try:
                good[f.name] = _validate(f.name, data[f.name])
            except (ValueError, TypeError, ArithmeticError, RecursionError):
                reset.append(f.name)
        return cls(**good), tuple(reset)


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


def _document(settings: Settings) -> str:
    doc = {"format": FORMAT_NAME, "version": SETTINGS_VERSION, "settings": settings.to_dict()}
    return json.dumps(doc, indent=2, ensure_ascii=False, sort_keys=True) + "\n"


class _Corrupt(Exception):
    pass


class _NotAFile(Exception):
    """A FIFO, folder, device... sits where the settings file should be."""


def _read_bytes(path: Path) -> bytes:
    """The bytes of the regular file at ``path``, never opening anything else for reading.

    Raises:
        _NotAFile: ``path`` is not a regular file (a FIFO would block the game at start).
        OSError: the file cannot be read.
    """
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise _NotAFile(f"{path} is not a regular file")
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):  # swapped in meanwhile
            raise _NotAFile(f"{path} is not a regular file")
        return handle.read(MAX_FILE_BYTES + 1)


def is_not_regular(path: Path) -> bool:
    """True when something that is not a regular file (FIFO, folder, device, socket) is at
    ``path`` (a symbolic link is followed); False for a regular file or nothing."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def _read_document(path: Path) -> dict[str, Any]:
    """Parse the file; raise _Corrupt(detail) for anything unusable, _NotAFile."""
    try:
        raw = _read_bytes(path)
    except OSError as exc:
        raise _Corrupt(f"cannot read: {exc}") from exc
    if len(raw) > MAX_FILE_BYTES:
        raise _Corrupt(f"file is more than {MAX_FILE_BYTES} bytes")
    try:
        text = raw.decode("utf-8-sig")
        doc = json.loads(text, parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise _Corrupt(f"not valid JSON: {exc}") from exc
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
        except Exception as exc:  # a bug or a value no upgrader foresaw: keep the file aside
            raise _Corrupt(
                f"cannot upgrade from format {version}: {type(exc).__name__}: {exc}") from exc
        if not isinstance(doc, dict):
            raise _Corrupt(f"cannot upgrade from format {version}: not an object")
        version += 1
    doc["_upgraded_from"] = found
    return doc


def _reject_constant(name: str) -> float:
    raise ValueError(f"{name} is not allowed")


def version_of(path: Path) -> int | None:
    """The format version of the settings file at ``path``, or None if unreadable/absent."""
    try:
        return int(_read_document(path)["version"])
    except (_Corrupt, _NotAFile, OSError):
        return None


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
        for stale in path.parent.glob(f".{path.name}.*.tmp"):  # left by a crash mid-write
            with contextlib.suppress(OSError):
                stale.unlink()
        missing = not path.exists()
    except OSError as exc:  # the folder cannot be looked into (a locked parent folder)
        notices.append(Notice(NoticeKind.UNWRITABLE, "settings", path, detail=str(exc)))
        return Settings(), notices, False
    if missing:
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
        kept: Path | None = kept_aside_path(path)
        try:
            path.replace(kept)  # type: ignore[arg-type]
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
        notices.append(Notice(NoticeKind.UNWRITABLE, "settings", path, detail=str(exc)))
        return False
    return True


def save_settings(path: Path, settings: Settings) -> None:
    """Write ``settings`` atomically (temporary file + ``os.replace``); a symbolic link
    is written through (its target changes, the link stays).

    Raises:
        NewerFileError: the file on disk is from a newer version; it is left as it is.
        OSError: the file cannot be written.
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
                                       detail=str(exc)))
            return False
        return True
