"""The game pad: its buttons by position, what each does at the table, and the families of
pads whose own glyphs are shown (Xbox, PlayStation, Nintendo Switch Pro, Steam Deck).

Buttons are named by position as SDL's game-controller API reports them with button
labels off (``SDL_GAMECONTROLLER_USE_BUTTON_LABELS=0``): ``a`` is the bottom face button
on every pad (Xbox A, PlayStation cross, Switch B), ``b`` the right one, ``x`` the left
one, ``y`` the top one; ``lb``/``rb`` the shoulders, ``lt``/``rt`` the triggers,
``start``, ``back`` (View, Share/Create, −), ``ls``/``rs`` the sticks pressed in, and
``up``/``down``/``left``/``right`` the D-pad (the left stick gives the same).

On the screens around the table A confirms (Enter), B and Start go back (Esc), X is Space
(plays a replay), the D-pad
and the stick move the focus to the nearest control in that direction, the shoulders
page (Page Up/Down). The table reads :data:`PAD_ACTIONS`. No pad ever rumbles.
"""

from __future__ import annotations

import pygame

#: SDL's button numbers -> the game's names.
BUTTONS: dict[int, str] = {
    pygame.CONTROLLER_BUTTON_A: "a", pygame.CONTROLLER_BUTTON_B: "b",
    pygame.CONTROLLER_BUTTON_X: "x", pygame.CONTROLLER_BUTTON_Y: "y",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "lb", pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rb",
    pygame.CONTROLLER_BUTTON_START: "start", pygame.CONTROLLER_BUTTON_BACK: "back",
    pygame.CONTROLLER_BUTTON_LEFTSTICK: "ls", pygame.CONTROLLER_BUTTON_RIGHTSTICK: "rs",
    pygame.CONTROLLER_BUTTON_DPAD_UP: "up", pygame.CONTROLLER_BUTTON_DPAD_DOWN: "down",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "left", pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "right",
}
#: The D-pad's directions as (dx, dy), y down.
DIRECTIONS: dict[str, tuple[int, int]] = {"up": (0, -1), "down": (0, 1), "left": (-1, 0),
                                          "right": (1, 0)}

#: What each pad button does at the table, by the table's control mode (the groups of
#: :mod:`drawpoker.ui.keymap`, and ``busted`` for the out-of-chips choice). ``table`` holds
#: at any time; the pad's cursor over the cards is ``cursor_left``/``cursor_right``/``pick``.
PAD_ACTIONS: dict[str, dict[str, str]] = {
    "table": {"start": "menu", "b": "menu", "ls": "advisor", "rs": "log"},
    "busy": {"a": "skip"},
    "bet": {"a": "call", "x": "fold", "y": "raise", "back": "allin", "rb": "more", "lb": "less",
            "rt": "more10", "lt": "less10", "up": "more", "down": "less", "right": "more",
            "left": "less"},
    "draw": {"left": "cursor_left", "right": "cursor_right", "a": "pick", "y": "draw",
             "x": "undo"},
    "show": {"a": "show", "x": "muck"},
    "over": {"a": "next"},
    "busted": {"a": "rebuy", "x": "leave"},
    # the screens around the table (they get the keys these mean): for hints
    "menu": {"a": "confirm", "b": "back", "up": "up", "down": "down", "left": "left",
             "right": "right"},
}

#: The key each pad button means on a screen that does not read the pad itself.
MENU_KEYS: dict[str, int] = {"a": pygame.K_RETURN, "b": pygame.K_ESCAPE, "x": pygame.K_SPACE,
                             "start": pygame.K_ESCAPE, "lb": pygame.K_PAGEUP,
                             "rb": pygame.K_PAGEDOWN, "up": pygame.K_UP, "down": pygame.K_DOWN,
                             "left": pygame.K_LEFT, "right": pygame.K_RIGHT}

#: The pad families whose glyphs the game draws.
FAMILIES = ("xbox", "playstation", "nintendo", "deck")


def family_of(name: str) -> str:
    """The family of a pad from SDL's name for it ("PS5 Controller" -> ``playstation``;
    Steam Deck -> ``deck``; anything unknown -> ``xbox``, the layout SDL maps every pad to)."""
    low = name.lower()
    if "steam deck" in low:
        return "deck"
    if any(word in low for word in ("playstation", "dualshock", "dualsense", "ps3", "ps4",
                                    "ps5", "sony")):
        return "playstation"
    if any(word in low for word in ("nintendo", "switch", "joy-con", "pro controller")):
        return "nintendo"
    return "xbox"


def pad_button_for(action: str, groups: tuple[str, ...] = tuple(PAD_ACTIONS)) -> str | None:
    """The pad button that does ``action`` in one of ``groups`` (the first found), or None."""
    for group in groups:
        for button, name in PAD_ACTIONS.get(group, {}).items():
            if name == action:
                return button
    return None


#: The name of each button in words, per family (for hint lines in text).
_WORDS: dict[str, dict[str, str]] = {
    "xbox": {"a": "A", "b": "B", "x": "X", "y": "Y", "lb": "LB", "rb": "RB", "lt": "LT",
             "rt": "RT", "start": "Menu", "back": "View", "ls": "LS", "rs": "RS"},
    "playstation": {"a": "Cross", "b": "Circle", "x": "Square", "y": "Triangle", "lb": "L1",
                    "rb": "R1", "lt": "L2", "rt": "R2", "start": "Options", "back": "Create",
                    "ls": "L3", "rs": "R3"},
    "nintendo": {"a": "B", "b": "A", "x": "Y", "y": "X", "lb": "L", "rb": "R", "lt": "ZL",
                 "rt": "ZR", "start": "+", "back": "−", "ls": "LS", "rs": "RS"},
    "deck": {"a": "A", "b": "B", "x": "X", "y": "Y", "lb": "L1", "rb": "R1", "lt": "L2",
             "rt": "R2", "start": "Menu", "back": "View", "ls": "L3", "rs": "R3"},
}


def button_word(button: str, family: str) -> str:
    """How ``button`` is printed on a ``family`` pad ("Cross", "ZR", "B"); the D-pad's
    directions as "D-pad ↑"."""
    arrows = {"up": "D-pad ↑", "down": "D-pad ↓", "left": "D-pad ←", "right": "D-pad →"}
    return arrows.get(button) or _WORDS.get(family, _WORDS["xbox"]).get(button, button)


__all__ = ["BUTTONS", "DIRECTIONS", "FAMILIES", "MENU_KEYS", "PAD_ACTIONS", "button_word",
           "family_of", "pad_button_for"]
