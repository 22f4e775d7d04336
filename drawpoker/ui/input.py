"""The one place pygame events become intents.

Scenes never read ``pygame.event`` themselves: the app calls :func:`to_intents`
for each event and hands the resulting intents to the scene stack. Intents are
small frozen dataclasses, so tests can also build them directly.

Mouse positions are in window pixels of the *current* window size (pygame-ce
reports them that way after a resize), which is also the size the layout is
computed for, so clicks land on what is drawn (known fault B52).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Click:
    """Primary button pressed at ``pos`` (pixels). ``button``: 1 left, 3 right.
    ``clicks``: the press's place in a run the system counts as one multi-click (SDL's
    count, by the system's double-click time and distance): 2 for a double-click's
    second press, 1 for a press on its own."""

    pos: tuple[int, int]
    button: int = 1
    clicks: int = 1

    @property
    def double(self) -> bool:
        """The second (or a later) press of a double-click."""
        return self.clicks > 1


@dataclass(frozen=True)
class Release:
    """Mouse button released at ``pos`` (ends slider drags)."""

    pos: tuple[int, int]
    button: int = 1


@dataclass(frozen=True)
class Motion:
    """Pointer moved to ``pos``; ``dragging`` while the left button is held."""

    pos: tuple[int, int]
    dragging: bool = False


@dataclass(frozen=True)
class Wheel:
    """Mouse wheel: ``dy`` > 0 scrolls up (raise the amount)."""

    dy: int
    pos: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class Key:
    """A key pressed: what it means (``key``, a pygame key code: the player's Confirm key
    reads as Enter, :meth:`drawpoker.ui.keymap.KeyMap.meaning`), modifier bits, the typed
    text (may be '') and the key itself (``pressed``; 0: the same as ``key``), which the
    table looks up in its own key map."""

    key: int
    mod: int = 0
    text: str = ""
    pressed: int = 0

    @property
    def physical(self) -> int:
        """The key pressed (``pressed``, else ``key``)."""
        return self.pressed or self.key


@dataclass(frozen=True)
class PadPress:
    """A pad button pressed, by position (:mod:`drawpoker.ui.pad`: ``"a"``, ``"lb"``,
    ``"up"``...; the left stick and the triggers come as presses too). Only a scene that
    reads the pad (``Scene.reads_pad``) gets it; others get the key it means."""

    button: str


@dataclass(frozen=True)
class PadLost:
    """The pad in use was unplugged (the table pauses)."""


@dataclass(frozen=True)
class Resize:
    """The window now measures ``size`` (w, h) pixels."""

    size: tuple[int, int]


@dataclass(frozen=True)
class Quit:
    """The window was closed."""


Intent = Click | Release | Motion | Wheel | Key | PadPress | PadLost | Resize | Quit


#: The text of the last KEYDOWN, to recognise the TEXTINPUT event that echoes it.
_last_key_text: list[str] = [""]


def to_intents(event: pygame.event.Event) -> list[Intent]:
    """Translate one pygame event into zero or more intents.

    Unknown events translate to ``[]``. ``KEYDOWN`` carries its ``unicode`` text
    (digits typed into the amount box come through it); a ``TEXTINPUT`` that is not the
    echo of the key press before it (dead keys, input methods) becomes ``Key(0, 0, text)``.
    """
    et = event.type
    if et == pygame.QUIT:
        return [Quit()]
    if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) \
            and getattr(event, "touch", False):
        return []  # SDL's mouse copy of a touch: the FINGER event is the tap
    if et in (pygame.FINGERDOWN, pygame.FINGERUP):
        return touch_intents(event)
    if et == pygame.MOUSEBUTTONDOWN:
        if event.button in (4, 5):  # legacy wheel buttons; MOUSEWHEEL handles them
            return []
        return [Click(tuple(event.pos), event.button, int(getattr(event, "clicks", 1) or 1))]
    if et == pygame.MOUSEBUTTONUP:
        if event.button in (4, 5):
            return []
        return [Release(tuple(event.pos), event.button)]
    if et == pygame.MOUSEMOTION:
        buttons = getattr(event, "buttons", (0, 0, 0))
        return [Motion(tuple(event.pos), bool(buttons and buttons[0]))]
    if et == pygame.MOUSEWHEEL:
        dy = int(getattr(event, "y", 0))
        if dy == 0:
            return []
        try:
            pos = pygame.mouse.get_pos()
        except pygame.error:
            pos = (0, 0)
        return [Wheel(dy, (int(pos[0]), int(pos[1])))]
    if et == pygame.KEYDOWN:
        text = getattr(event, "unicode", "") or ""
        _last_key_text[0] = text
        return [Key(event.key, getattr(event, "mod", 0), text)]
    if et == pygame.TEXTINPUT:
        # Text the key press did not carry already (a letter composed with a dead key or
        # an input method, "Ž" typed by a tool) comes as a key with no key code: text
        # fields take it and no hotkey fires. The usual echo of a KEYDOWN is dropped.
        text = str(getattr(event, "text", "") or "")
        echoed = text == _last_key_text[0]
        _last_key_text[0] = ""
        return [] if (not text or echoed) else [Key(0, 0, text)]
    if et == pygame.VIDEORESIZE:
        return [Resize((int(event.w), int(event.h)))]
    if et == getattr(pygame, "WINDOWSIZECHANGED", -1):
        return [Resize((int(event.x), int(event.y)))]
    return []


def touch_intents(event: pygame.event.Event) -> list[Intent]:
    """A finger on the touch screen as the mouse: FINGERDOWN at ``x``, ``y`` (0..1 of the
    window) is a move there and a left press, FINGERUP a release: a tap is a click."""
    window = pygame.display.get_surface()
    w, h = window.get_size() if window is not None else (0, 0)
    pos = (min(w - 1, max(0, round(float(event.x) * w))),
           min(h - 1, max(0, round(float(event.y) * h))))
    if event.type == pygame.FINGERDOWN:
        return [Motion(pos), Click(pos, 1)]
    return [Release(pos, 1)]
