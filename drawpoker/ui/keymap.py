"""The keys the player chose: every table and menu action, its default keys, and the
:class:`KeyMap` in force (the defaults with the player's changes from the settings).

An *action* is a short name the scenes act on ("fold", "more", "card2", "confirm", ...)
in a *group*: ``menu`` (every screen's Enter, Esc, arrows, F11, F12), ``table`` (at the
table at any time), ``busy`` (while an animation runs), ``bet``, ``draw``, ``show`` and
``over`` (the table's control modes). Two actions whose groups can be live at the same
moment never share a key (:func:`overlaps`); ``menu`` stands apart, because the table reads
the key pressed and every other screen its meaning (:meth:`KeyMap.meaning`).

Keys are pygame key codes, so letters follow the keyboard layout; the settings file
keeps them by pygame's key names (``settings.key_map``: only the actions the player
changed, ``{"fold": ["x"]}``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

import pygame

from drawpoker.i18n import N_, _
from drawpoker.ui.key_names import key_label

#: Modifier keys that turn the letter shortcuts (F, C, R, A, ...) off while held: Ctrl+A,
#: Alt+F, Cmd+C ... are not poker actions.
SHORTCUT_BLOCKING_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META | pygame.KMOD_GUI

#: The groups live at the table: ``table`` with each of the others.
TABLE_GROUPS = ("table", "busy", "bet", "draw", "show", "over", "busted")


@dataclass(frozen=True)
class Action:
    """One remappable action: its ``name``, ``group``, English ``label`` (translated when
    shown) and default ``keys`` (pygame key codes, the first one shown in hints)."""

    name: str
    group: str
    label: str
    keys: tuple[int, ...]


def _a(name: str, group: str, label: str, *keys: int) -> Action:
    return Action(name, group, label, tuple(keys))


_ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)

#: Every action, in the order the Controls page lists them.
ACTIONS: tuple[Action, ...] = (
    _a("confirm", "menu", N_("Confirm"), *_ENTER),
    _a("back", "menu", N_("Back"), pygame.K_ESCAPE),
    _a("up", "menu", N_("Up"), pygame.K_UP),
    _a("down", "menu", N_("Down"), pygame.K_DOWN),
    _a("left", "menu", N_("Left"), pygame.K_LEFT),
    _a("right", "menu", N_("Right"), pygame.K_RIGHT),
    _a("fullscreen", "menu", N_("Fullscreen"), pygame.K_F11),
    _a("screenshot", "menu", N_("Screenshot"), pygame.K_F12),
    _a("menu", "table", N_("Pause menu"), pygame.K_ESCAPE),
    _a("advisor", "table", N_("Draw advisor"), pygame.K_h),
    _a("log", "table", N_("Hand log"), pygame.K_TAB),
    _a("repeat", "table", N_("Say the last line again"), pygame.K_v),
    _a("read_table", "table", N_("Say the table"), pygame.K_t),
    _a("skip", "busy", N_("Skip the animation"), pygame.K_SPACE, *_ENTER),
    _a("fold", "bet", N_("Fold"), pygame.K_f),
    _a("call", "bet", N_("Check or call"), pygame.K_c, pygame.K_k),
    _a("raise", "bet", N_("Bet or raise"), pygame.K_r, pygame.K_b),
    _a("allin", "bet", N_("All in"), pygame.K_a),
    _a("more", "bet", N_("Raise the amount"), pygame.K_UP, pygame.K_RIGHT),
    _a("less", "bet", N_("Lower the amount"), pygame.K_DOWN, pygame.K_LEFT),
    _a("more10", "bet", N_("Raise the amount by ten steps"), pygame.K_PAGEUP),
    _a("less10", "bet", N_("Lower the amount by ten steps"), pygame.K_PAGEDOWN),
    _a("enter", "bet", N_("Bet the amount"), *_ENTER),
    _a("backspace", "bet", N_("Erase a typed digit"), pygame.K_BACKSPACE),
    *(_a(f"card{k}", "draw", N_("Mark card {number}"), pygame.K_1 + k, pygame.K_KP1 + k)
      for k in range(5)),
    _a("draw", "draw", N_("Draw"), *_ENTER, pygame.K_d),
    _a("undo", "draw", N_("Undo the draw"), pygame.K_BACKSPACE, pygame.K_u),
    _a("show", "show", N_("Show"), pygame.K_s, *_ENTER),
    _a("muck", "show", N_("Muck"), pygame.K_m),
    _a("next", "over", N_("Next hand"), *_ENTER, pygame.K_n),
    _a("rebuy", "busted", N_("Rebuy"), *_ENTER, pygame.K_r),
    _a("leave", "busted", N_("Leave table"), pygame.K_l),
)
BY_NAME: dict[str, Action] = {a.name: a for a in ACTIONS}


def action_label(action: Action) -> str:
    """The action's name on screen, in the current language ("Mark card 2")."""
    text = _(action.label)
    if action.name.startswith("card"):
        text = text.format(number=int(action.name[4:]) + 1)
    return text


def overlaps(a: str, b: str) -> bool:
    """True when groups ``a`` and ``b`` can be live at the same moment (a key may serve
    only one action of them)."""
    if a == b:
        return True
    if "menu" in (a, b):
        return False
    return "table" in (a, b)


def types_text(key: int) -> bool:
    """True for a key that types a character (letters, digits, Space, punctuation):
    menu keys must type nothing, or a name could not be typed."""
    return 32 <= key < 127 or pygame.K_KP_DIVIDE <= key <= pygame.K_KP_PERIOD \
        and key != pygame.K_KP_ENTER


class KeyConflict(ValueError):
    """A key cannot serve that action; the message is the player's reason ("C is already
    Call")."""


class KeyMap:
    """The keys in force for every action.

    Args:
        changes: action name -> its keys (pygame key codes) for the actions the player
            changed; the others keep their defaults.

    Raises:
        ValueError: an unknown action, an action with no key, or a key two live actions
            would share (the message names them).
    """

    def __init__(self, changes: Mapping[str, Iterable[int]] | None = None) -> None:
        self._keys: dict[str, tuple[int, ...]] = {a.name: a.keys for a in ACTIONS}
        for name, keys in (changes or {}).items():
            if name not in BY_NAME:
                raise ValueError(f"key_map: unknown action {name!r}")
            keys = tuple(keys)
            if not keys:
                raise ValueError(f"key_map: {name!r} has no key")
            self._keys[name] = keys
        for action in ACTIONS:
            for key in self._keys[action.name]:
                clash = self.owner(key, action.group, but=action.name)
                if clash is not None:
                    raise ValueError(f"key_map: {pygame.key.name(key)!r} serves both "
                                     f"{action.name!r} and {clash.name!r}")

    # reading ---------------------------------------------------------------------
    def keys(self, action: str) -> tuple[int, ...]:
        """The keys of ``action`` (the first one is shown in hints).

        Raises:
            KeyError: no such action.
        """
        return self._keys[action]

    def label(self, action: str) -> str:
        """The hint for ``action``: its first key's label ("F", "↵")."""
        return key_label(self._keys[action][0])

    def command(self, group: str, key: int) -> str | None:
        """The action of ``group`` that ``key`` serves, or None."""
        for action in ACTIONS:
            if action.group == group and key in self._keys[action.name]:
                return action.name
        return None

    def owner(self, key: int, group: str, *, but: str = "") -> Action | None:
        """The action (other than ``but``) live with ``group`` that ``key`` serves, or None."""
        for action in ACTIONS:
            if action.name != but and overlaps(group, action.group) \
                    and key in self._keys[action.name]:
                return action
        return None

    def meaning(self, key: int) -> int:
        """What a key pressed means to the screens around the table: the default key of
        the menu action it serves (Enter for the player's Confirm key), 0 for a default
        menu key the player gave away, else the key itself."""
        menu = self.command("menu", key)
        if menu is not None:
            return BY_NAME[menu].keys[0]
        for action in ACTIONS:
            if action.group == "menu" and key in action.keys:
                return 0
        return key

    def changes(self) -> dict[str, tuple[int, ...]]:
        """The actions whose keys differ from the defaults, with their keys."""
        return {a.name: self._keys[a.name] for a in ACTIONS if self._keys[a.name] != a.keys}

    # changing ------------------------------------------------------------------------
    def rebound(self, action: str, key: int) -> KeyMap:
        """A copy where ``key`` is the only key of ``action``.

        Raises:
            KeyConflict: ``key`` already serves a live action ("C is already Call"), or a
                menu key would type text.
            KeyError: no such action.
        """
        act = BY_NAME[action]
        clash = self.owner(key, act.group, but=action)
        if clash is not None:
            raise KeyConflict(_("{key} is already {action}").format(
                key=key_label(key), action=action_label(clash)))
        if act.group == "menu" and types_text(key):
            raise KeyConflict(_("{key} types text; menu keys must type nothing").format(
                key=key_label(key)))
        changes = self.changes()
        changes[action] = (key,)
        return KeyMap(changes)

    # the settings file -------------------------------------------------------------
    def to_names(self) -> dict[str, list[str]]:
        """The player's changes as the settings file keeps them (pygame key names)."""
        return {name: [pygame.key.name(k) for k in keys] for name, keys in self.changes().items()}

    @classmethod
    def from_names(cls, data: Mapping[str, object]) -> KeyMap:
        """The key map of a settings file's ``key_map``.

        Raises:
            ValueError: one line naming what is wrong (an unknown action or key name,
                two actions on one key).
        """
        changes: dict[str, tuple[int, ...]] = {}
        for name, names in data.items():
            if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                raise ValueError(f"key_map.{name}: must be a list of key names")
            codes = []
            for key_name in names:
                code = _codes().get(key_name)
                if code is None:
                    raise ValueError(f"key_map.{name}: unknown key {key_name!r}")
                codes.append(code)
            changes[name] = tuple(codes)
        return cls(changes)


@lru_cache(maxsize=1)
def _codes() -> dict[str, int]:
    """pygame's key names -> key codes, for every key pygame names (read before the
    display starts, where ``pygame.key.key_code`` would warn)."""
    codes: dict[str, int] = {}
    for attr in dir(pygame):
        if attr.startswith("K_"):
            code = getattr(pygame, attr)
            codes.setdefault(pygame.key.name(code), code)
    codes.pop("", None)
    return codes


#: The key map every screen reads (:func:`use` sets it from the settings).
_current: list[KeyMap] = [KeyMap()]


def current() -> KeyMap:
    """The key map in force."""
    return _current[0]


def use(keymap: KeyMap) -> None:
    """Put ``keymap`` in force (the settings were read or changed)."""
    _current[0] = keymap


__all__ = ["ACTIONS", "BY_NAME", "SHORTCUT_BLOCKING_MODS", "TABLE_GROUPS", "Action", "KeyConflict",
           "KeyMap", "action_label", "current", "overlaps", "types_text", "use"]
