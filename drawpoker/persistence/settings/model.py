"""The player's settings as a value: the ``Settings`` dataclass, its defaults and checks.

API:
    ``Settings`` (frozen dataclass, defaults in code; see its docstring for every key):
    ``Settings()`` are the defaults; ``settings.replace(**changes)`` returns a validated
    copy (``ValueError`` naming the key on a bad value); ``to_dict()`` / ``from_dict(d)``
    (tolerant: a bad value takes its default and is named).
    ``SOUND_CHANNELS``, ``TEXT_SIZES``, ``ANIMATION_SPEEDS``, ``FOLD_FAST_FORWARD``, ``MIN_WINDOW`` / ``MAX_WINDOW`` (pixels), ``MAX_TABLE_CHIPS``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any

from drawpoker.engine.rules import TableRules
from drawpoker.i18n import LANGUAGES

ANIMATION_SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
_IDENT = re.compile(r"^[a-z0-9][a-z0-9_-]{0,31}$")
MIN_WINDOW = (320, 240)
MAX_WINDOW = 16384
#: Largest chip amount a stored ``last_table`` may name (an ante, a blind, a bet, a buy-in
#: in units); the table set-up offers at most 200, a hand-edited 10**15 broke Play now.
MAX_TABLE_CHIPS = 1_000_000


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


def _is_name(text: str, *, blank: bool = False) -> bool:
    """``text`` is a name the set-up could have given a seat: printable (no control
    character, which the font at the table refuses: a NUL stopped the game), at most 40
    characters, and not blank unless ``blank`` ("" keeps a person's "Player N")."""
    return len(text) <= 40 and text.isprintable() and (blank or bool(text.strip()))


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
        if not all(_is_name(o[0]) for o in opponents):
            raise ValueError("last_table.opponents: a name must be printable text of 1 to 40 "
                             "characters")
        used = [" ".join(o[0].split()).casefold() for o in opponents[: len(seats) - 1]]
        if len(set(used)) != len(used):
            raise ValueError("last_table.opponents: names must be unique")
    for key, amount in rules.items():
        if isinstance(amount, int) and not isinstance(amount, bool) \
                and abs(amount) > MAX_TABLE_CHIPS:
            raise ValueError(f"last_table.rules.{key}: at most {MAX_TABLE_CHIPS:,}, got {amount}")
    people = data.get("people")
    if people is not None and (isinstance(people, bool) or not isinstance(people, int)
                               or not 1 <= people <= len(seats)):
        raise ValueError(f"last_table.people: must be 1 to {len(seats)} (the seats), "
                         f"got {people!r}")
    people_names = data.get("people_names")
    if people_names is not None and (not isinstance(people_names, list) or len(people_names) > 7
                                     or not all(isinstance(n, str) and _is_name(n, blank=True)
                                                for n in people_names)):
        raise ValueError("last_table.people_names: must be a list of up to 7 names "
                         "(printable, up to 40 characters)")
    first_name = data.get("first_name")
    if first_name is not None and (not isinstance(first_name, str)
                                   or not _is_name(first_name, blank=True)):
        raise ValueError("last_table.first_name: must be a printable name of up to 40 "
                         "characters")
    units = seats[0].get("buy_in_units")
    if units is not None and (isinstance(units, bool) or not isinstance(units, int)
                              or not 1 <= units <= MAX_TABLE_CHIPS):
        raise ValueError(f"last_table.seats[0].buy_in_units: must be 1 to {MAX_TABLE_CHIPS:,}, "
                         f"got {units!r}")
    try:
        table_rules = TableRules.from_dict(rules)
    except ValueError as exc:
        raise ValueError(f"last_table.{exc}") from exc
    if table_rules.max_buy_in_chips > MAX_TABLE_CHIPS * 100:
        raise ValueError(f"last_table.rules: a buy-in of up to {table_rules.max_buy_in_chips:,} "
                         f"chips is more than a table holds ({MAX_TABLE_CHIPS * 100:,})")
    return data


#: At most this many actions in ``key_map``, each with at most :data:`MAX_KEYS_PER_ACTION`
#: key names of at most 32 characters.
MAX_KEY_MAP = 64
MAX_KEYS_PER_ACTION = 4


def _check_key_map(value: Any) -> dict[str, list[str]]:
    """``key_map`` as plain data: action name -> a list of key names. Which actions and
    keys exist is the UI's to check (``drawpoker.ui.keymap.KeyMap.from_names``)."""
    if not isinstance(value, Mapping) or len(value) > MAX_KEY_MAP:
        raise ValueError(f"key_map: must be an object of at most {MAX_KEY_MAP} actions")
    out: dict[str, list[str]] = {}
    for action, names in value.items():
        if not isinstance(action, str) or not _IDENT.match(action):
            raise ValueError(f"key_map: {action!r} is not an action name")
        if not isinstance(names, list | tuple) or not 1 <= len(names) <= MAX_KEYS_PER_ACTION \
                or not all(isinstance(n, str) and 0 < len(n) <= 32 for n in names):
            raise ValueError(f"key_map.{action}: must be a list of 1 to "
                             f"{MAX_KEYS_PER_ACTION} key names")
        out[action] = list(names)
    return out


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
    if name == "fold_fast_forward":
        if value not in FOLD_FAST_FORWARD:
            raise ValueError(
                f"fold_fast_forward: must be one of {', '.join(FOLD_FAST_FORWARD)}, got {value!r}")
        return value
    if name in _VOLUME_KEYS:
        return need_number(0.0, 1.0)
    if name == "text_size":
        if isinstance(value, bool) or value not in TEXT_SIZES:
            raise ValueError(f"text_size: must be one of {', '.join(map(str, TEXT_SIZES))} "
                             f"(percent), got {value!r}")
        return int(value)
    if name == "confirm_call_fraction":
        return need_number(0.0, 1.0)
    if name == "auto_next_hand_seconds":
        return need_number(0.0, 60.0)
    if name in ("card_back", "table_color", "chip_set"):
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
    if name == "key_map":
        return _check_key_map(value)
    if name == "tutorial_step":
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 99:
            raise ValueError(f"tutorial_step: must be a whole number 0..99, got {value!r}")
        return value
    if name in _BOOL_KEYS:
        return need_bool()
    raise ValueError(f"{name}: unknown setting")


#: The sound channels besides the master ``volume``: each has ``<channel>_volume`` and
#: ``<channel>_muted`` (effects: the table's sounds; voice: the spoken table; ambience:
#: the room's background loop).
SOUND_CHANNELS: tuple[str, ...] = ("effects", "voice", "ambience")
_VOLUME_KEYS = frozenset({"volume", *(f"{c}_volume" for c in SOUND_CHANNELS)})
#: The text sizes offered, in percent of the normal size.
TEXT_SIZES: tuple[int, ...] = (100, 125, 150)

_BOOL_KEYS = frozenset(
    {"muted", *(f"{c}_muted" for c in SOUND_CHANNELS), "speak_table", "four_color_deck", "fullscreen", "confirm_allin", "reduced_motion",
     "advisor_enabled", "confirm_stand_pat", "confirm_free_fold", "undo_draw", "coach_enabled", "tutorial_offered"}
)
#: What happens once the player has folded: the rest of the hand at the chosen speed
#: (``fast``: four times quicker) or at once (``instant``), or as usual (``off``).
FOLD_FAST_FORWARD: tuple[str, ...] = ("off", "fast", "instant")


@dataclass(frozen=True, slots=True)
class Settings:
    """Every player setting, with its default.

    These are THE defaults of the game (the UI uses this type as its settings in force,
    ``app.settings``): a first start, a damaged file and a file missing keys all give the
    same values.

    Attributes:
        language: UI language code (``drawpoker.i18n.LANGUAGES``), default ``"en"``.
        animation_speed: ``slow`` | ``normal`` | ``fast`` | ``instant``.
        volume: master volume 0.0..1.0 (every channel is scaled by it; a settings file
            from before the channels had only this, so its sound stays as loud).
        muted: all sound off (keeps ``volume``).
        effects_volume, voice_volume, ambience_volume: each channel's volume 0.0..1.0
            (:data:`SOUND_CHANNELS`): effects are the table's sounds, voice the spoken
            table, ambience the room's background.
        effects_muted, voice_muted, ambience_muted: that channel alone off.
        speak_table: speak every action, the player's cards, the draw, the showdown, the
            pot and the focused control through the system's speech (default off).
        text_size: text and controls at 100, 125 or 150 percent (:data:`TEXT_SIZES`).
        four_color_deck: clubs green and diamonds blue.
        card_back: name of the card-back design (an asset name; the UI falls back to its
            default if it does not know it).
        table_color: name of the felt colour (same rule).
        chip_set: name of the chip set (same rule).
        (Which of them the player may choose is ``progress.unlocks``'s: Settings offers
        only the unlocked ones.)
        fullscreen: start in fullscreen.
        window_size: ``(width, height)`` of the window in pixels (not fullscreen).
        confirm_allin: ask before going all-in (default on: a misclick costs the stack).
        confirm_stand_pat: ask once before standing pat with nothing marked on a hand
            that is not made (a misclick on *Stand pat*).
        confirm_free_fold: ask before folding when checking is free, offering the check
            (a hand that could see the next card for nothing).
        undo_draw: hold a draw for a moment (``DRAW_UNDO_SECONDS``) with an *Undo*
            button before it is sent.
        fold_fast_forward: once the player has folded, the rest of the hand plays
            ``instant`` (at once), ``fast`` (four times quicker) or ``off`` (as usual).
        confirm_call_fraction: ask before a call that costs more than this fraction of
            your stack (0.0..1.0; 1.0 never asks).
        reduced_motion: replace sliding/flipping with fades (accessibility).
        advisor_enabled: show the odds advisor.
        auto_next_hand_seconds: deal the next hand after this many seconds (0 = wait for a
            click), 0..60; by default after a short pause, a casual game's pace.
        coach_enabled: review the player's decisions after each hand (the coach).
        key_map: the keys the player changed, action name -> pygame key names
            (``{"fold": ["x"]}``; the others keep their defaults, ``drawpoker.ui.keymap``).
        tutorial_step: tutorial steps completed (0..99; the tutorial resumes there).
        tutorial_offered: the tutorial was offered (a message over the title on the first start).
        last_table: the last table set up, ``{"rules": <scenario-format rules>, "seats":
            [{"name": str, "player": "human" | AI spec, "buy_in": chips, ...}, ...]}``, or
            ``None``. Any extra JSON keys in a seat are kept.
    """

    language: str = "en"
    animation_speed: str = "normal"
    volume: float = 0.7
    muted: bool = False
    effects_volume: float = 1.0
    effects_muted: bool = False
    voice_volume: float = 1.0
    voice_muted: bool = False
    ambience_volume: float = 0.5
    ambience_muted: bool = False
    speak_table: bool = False
    text_size: int = 100
    four_color_deck: bool = False
    card_back: str = "blue"
    table_color: str = "green"
    chip_set: str = "classic"
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    confirm_allin: bool = True
    confirm_stand_pat: bool = True
    confirm_free_fold: bool = True
    undo_draw: bool = True
    fold_fast_forward: str = "instant"
    confirm_call_fraction: float = 0.5
    reduced_motion: bool = False
    advisor_enabled: bool = False
    auto_next_hand_seconds: float = 4.0
    coach_enabled: bool = False
    key_map: dict[str, list[str]] = field(default_factory=dict)
    tutorial_step: int = 0
    tutorial_offered: bool = False
    last_table: dict[str, Any] | None = field(default=None, compare=True)

    def __post_init__(self) -> None:
        for f in fields(self):
            object.__setattr__(self, f.name, _validate(f.name, getattr(self, f.name)))

    def channel_level(self, channel: str) -> float:
        """The loudness a sound channel plays at, 0.0..1.0: the master ``volume`` times the
        channel's own volume, 0.0 while ``muted`` or the channel's mute is on.

        Raises:
            ValueError: ``channel`` is not one of :data:`SOUND_CHANNELS`.
        """
        if channel not in SOUND_CHANNELS:
            raise ValueError(f"unknown sound channel {channel!r}; channels are "
                             f"{', '.join(SOUND_CHANNELS)}")
        if self.muted or getattr(self, f"{channel}_muted"):
            return 0.0
        return float(self.volume) * float(getattr(self, f"{channel}_volume"))

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

