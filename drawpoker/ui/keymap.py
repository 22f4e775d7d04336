"""Keyboard shortcuts as tables: key → command, per context of the table scene.

A command is a short name the scene's input handling acts on ("fold", "more", "card2",
...). Letters are pygame key codes, so they follow the keyboard layout.
"""

from __future__ import annotations

import pygame

#: Modifier keys that turn the letter shortcuts (F, C, R, A, ...) off while held: Ctrl+A,
#: Alt+F, Cmd+C ... are not poker actions.
SHORTCUT_BLOCKING_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META | pygame.KMOD_GUI

#: Keys that skip a running animation.
SKIP_KEYS: frozenset[int] = frozenset({pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER})

#: At any time (no modifier held): the advisor, the log panel, and the voice's keys: V
#: says the last spoken line again, T says the table (the player's cards, the pot, what
#: it costs to call, his stack).
TABLE_KEYS: dict[int, str] = {pygame.K_h: "advisor", pygame.K_TAB: "log",
                              pygame.K_v: "repeat", pygame.K_t: "read_table"}

#: At the player's turn to bet: the actions, the amount by one or ten bet steps, the
#: typed amount's Backspace and Enter (bets or raises only to an amount chosen in this
#: decision: typed, slider, wheel, arrows or a quick size; else it only says how to bet).
BET_KEYS: dict[int, str] = {
    pygame.K_f: "fold", pygame.K_c: "call", pygame.K_k: "call",
    pygame.K_r: "raise", pygame.K_b: "raise", pygame.K_a: "allin",
    pygame.K_UP: "more", pygame.K_RIGHT: "more", pygame.K_DOWN: "less", pygame.K_LEFT: "less",
    pygame.K_PAGEUP: "more10", pygame.K_PAGEDOWN: "less10",
    pygame.K_BACKSPACE: "backspace", pygame.K_RETURN: "enter", pygame.K_KP_ENTER: "enter",
}

#: At the draw: keys 1-5 (and the keypad's) mark a card; Enter or D draws; Backspace or
#: U takes back a draw still waiting for its Undo.
DRAW_KEYS: dict[int, str] = {
    **{pygame.K_1 + k: f"card{k}" for k in range(5)},
    **{pygame.K_KP1 + k: f"card{k}" for k in range(5)},
    pygame.K_RETURN: "draw", pygame.K_KP_ENTER: "draw", pygame.K_d: "draw",
    pygame.K_BACKSPACE: "undo", pygame.K_u: "undo",
}

#: At the showdown: S or Enter shows, M mucks.
SHOW_KEYS: dict[int, str] = {pygame.K_s: "show", pygame.K_RETURN: "show",
                             pygame.K_KP_ENTER: "show", pygame.K_m: "muck"}

#: The hand is over: Enter or N deals the next. Not Space: Space only skips an animation,
#: so hurried presses at the end of a hand leave the player looking at the result.
OVER_KEYS: dict[int, str] = {pygame.K_RETURN: "next", pygame.K_KP_ENTER: "next",
                             pygame.K_n: "next"}


def key_names(command: str, table: dict[int, str]) -> list[str]:
    """The names of the keys that give ``command`` in ``table`` (as printed on the keys:
    "C", "Enter", "1"), in the table's order; [] when no key does."""
    names: list[str] = []
    for key, name in table.items():
        if name == command:
            label = pygame.key.name(key)
            label = "Enter" if label == "return" else (
                label.upper() if len(label) == 1 else label.title())
            if label not in names:
                names.append(label)
    return names


def key_name(command: str, table: dict[int, str]) -> str:
    """The key to name for ``command`` in a hint: its first one-character key ("C", "1"),
    else its first key ("Enter"); "" when no key gives it."""
    names = key_names(command, table)
    short = [n for n in names if len(n) == 1]
    return (short or names or [""])[0]
