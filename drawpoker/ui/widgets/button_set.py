""":class:`ButtonSet`: the buttons of one screen as the player works them.

Every screen with a row or a column of :class:`~drawpoker.ui.widgets.buttons.FancyButton`
routes its pointer and key intents through one of these, so a button behaves the same
everywhere:

* the pointer lights the button under it (its hover face);
* a press marks the button under the pointer as pressed and the release presses it only
  if the pointer is still over it, as desktop buttons do;
* with a keyboard focus, Up/Left/Shift+Tab and Down/Right/Tab move the focus ring
  (wrapping) and Enter/Space press the focused button; without one, Enter/Space press the
  ``default`` button when there is one;
* the pad's D-pad moves the focus to the nearest button that way (:meth:`ButtonSet.navigate`);
* every press, by pointer or key, plays the click sound before the button acts.

What Esc means (back, cancel, resume) and any other key stay the screen's own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import overload

import pygame

from drawpoker.ui.input import Click, Intent, Key, Motion, Release
from drawpoker.ui.spatial import nearest
from drawpoker.ui.widgets.buttons import FancyButton

#: the keys that press the focused (or default) button
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
_BACK_KEYS = (pygame.K_UP, pygame.K_LEFT)
_ON_KEYS = (pygame.K_DOWN, pygame.K_RIGHT)

SoundPlayer = Callable[[str], None]


class ButtonSet(Sequence[FancyButton]):
    """The buttons of a screen, in focus order, and how intents work them.

    A sequence of its buttons (``len``, index, iterate). The screen lays the buttons out
    (their ``rect``) and replaces them with :meth:`set` when it builds them again.

    Args:
        buttons: the buttons, in focus order (left to right, top to bottom).
        focus: the index of the button with the keyboard focus at first; ``None``: the set
            takes no focus (no ring; arrows and Tab stay the screen's).
        default: the button Enter/Space press when the set takes no focus (``None``: the
            keys stay the screen's).
        pointer_focus: the focus follows the pointer onto a button (one highlight for the
            mouse and the keyboard: menus); otherwise only the keys and clicks move it.
        claim_clicks: a left press anywhere, and every release, is consumed (a modal
            screen); ``False``: a press off the buttons is left to the screen.
        sound: the sound a press plays (``None``: silent).
        on_press: what pressing button ``index`` does; by default its ``action``.
    """

    def __init__(self, buttons: Iterable[FancyButton] = (), *, focus: int | None = None,
                 default: int | None = None, pointer_focus: bool = False,
                 claim_clicks: bool = True, sound: str | None = "click",
                 on_press: Callable[[int], None] | None = None) -> None:
        self.buttons: list[FancyButton] = list(buttons)
        self.focus = focus
        self.default = default
        self.pointer_focus = pointer_focus
        self.claim_clicks = claim_clicks
        self.sound = sound
        self.on_press = on_press
        #: the button under a press that has not been released yet
        self.pressed: FancyButton | None = None
        #: the face (label, place) of the button the pointer pressed last, which a
        #: double-click's second press may press again
        self.clicked: tuple[str, tuple[int, int, int, int]] | None = None

    # the sequence --------------------------------------------------------------------
    @overload
    def __getitem__(self, index: int) -> FancyButton: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[FancyButton]: ...

    def __getitem__(self, index: int | slice) -> FancyButton | Sequence[FancyButton]:
        return self.buttons[index]

    def __len__(self) -> int:
        return len(self.buttons)

    def __iter__(self) -> Iterator[FancyButton]:
        return iter(self.buttons)

    def focused_label(self) -> str | None:
        """The label of the button with the keyboard focus (or the default one), or None."""
        index = self.focus if self.focus is not None else self.default
        if index is None or not 0 <= index < len(self.buttons):
            return None
        return str(self.buttons[index].label)

    def set(self, buttons: Iterable[FancyButton]) -> None:
        """Replace the buttons (built again: a new layout or language). A press under way
        is dropped; the focus stays at its index (the last button if there are fewer)."""
        if self.pressed is not None:
            self.pressed.pressed = False
        self.buttons = list(buttons)
        self.pressed = None
        if self.focus is not None and self.buttons:
            self.focus = min(self.focus, len(self.buttons) - 1)

    # intents -------------------------------------------------------------------------
    def handle(self, intent: Intent, play_sound: SoundPlayer) -> bool:
        """Route one intent (see the module doc); ``play_sound(name)`` plays the click.

        Returns:
            True when the intent was consumed: every pointer move, a left press (off the
            buttons only with ``claim_clicks``), every release, and the keys the set uses.
        """
        if isinstance(intent, Motion):
            self.point(intent.pos)
            return True
        if isinstance(intent, Click | Release):
            return self.click(intent, play_sound)
        if isinstance(intent, Key):
            return self.key(intent, play_sound)
        return False

    def navigate(self, dx: int, dy: int) -> bool:
        """The pad pointed ``(dx, dy)``: the focus goes to the nearest shown, enabled
        button that way (:func:`drawpoker.ui.spatial.nearest`); a set without a focus
        takes one (its default, else its first button). False when no button lies that way."""
        rects = [b.rect if b.visible and b.enabled else None for b in self.buttons]
        if not any(r is not None for r in rects):
            return False
        if self.focus is None:
            first = next(i for i, r in enumerate(rects) if r is not None)
            self.focus = self.default if self.default is not None else first
            return True
        target = nearest(rects, self.focus, dx, dy)
        if target is None:
            return False
        self.focus = target
        return True

    def point(self, pos: tuple[int, int]) -> None:
        """The pointer is at ``pos`` (pixels): hover faces, and the focus if it follows."""
        for i, b in enumerate(self.buttons):
            b.hover(pos)
            if self.pointer_focus and b.hovered:
                self.focus = i

    def click(self, intent: Click | Release, play_sound: SoundPlayer) -> bool:
        """A mouse press or release: press on a button, act on the release over it.

        Returns:
            True when consumed (see :meth:`handle`).
        """
        if isinstance(intent, Click):
            if intent.button != 1:
                return False
            for b in self.buttons:
                if b.hit(intent.pos):
                    if intent.double and self.clicked != _face(b):
                        return True  # came under the pointer within a double-click
                    b.pressed = True
                    self.pressed = b
                    return True
            return self.claim_clicks
        held, self.pressed = self.pressed, None
        if held is not None:
            held.pressed = False
            if held.hit(intent.pos) and held in self.buttons:
                self.clicked = _face(held)
                self.press(self.buttons.index(held), play_sound)
        return True

    def key(self, intent: Key, play_sound: SoundPlayer) -> bool:
        """A key: focus moves and Enter/Space (see the module doc).

        Returns:
            True when the set used the key.
        """
        k = intent.key
        if not self.buttons:
            return False
        if self.focus is not None:
            shift = bool(intent.mod & pygame.KMOD_SHIFT)
            if k in _BACK_KEYS or (k == pygame.K_TAB and shift):
                self.focus = (self.focus - 1) % len(self.buttons)
                return True
            if k in _ON_KEYS or k == pygame.K_TAB:
                self.focus = (self.focus + 1) % len(self.buttons)
                return True
        target = self.focus if self.focus is not None else self.default
        if k in PRESS_KEYS and target is not None:
            self.press(target % len(self.buttons), play_sound)
            return True
        return False

    def press(self, index: int, play_sound: SoundPlayer) -> None:
        """Press button ``index``: the click sound, the focus moves there, then it acts."""
        if self.focus is not None:
            self.focus = index
        if self.sound:
            play_sound(self.sound)
        if self.on_press is not None:
            self.on_press(index)
            return
        action = self.buttons[index].action
        if action is not None:
            action()

    # drawing -------------------------------------------------------------------------
    def mark_focus(self) -> None:
        """Put the focus ring on the focused button only (none when the set takes none)."""
        for i, b in enumerate(self.buttons):
            b.focused = i == self.focus

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every button, the focus ring on the focused one."""
        self.mark_focus()
        for b in self.buttons:
            b.draw(surface)


def _face(button: FancyButton) -> tuple[str, tuple[int, int, int, int]]:
    """What tells a button from the one that takes its place: its label and its Rect."""
    r = button.rect
    return str(button.label), (r.x, r.y, r.w, r.h)


__all__ = ["PRESS_KEYS", "ButtonSet"]
