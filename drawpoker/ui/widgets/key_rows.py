"""The rows of the Controls page: :class:`KeyRow` (an action and its keys; Enter or a
click, then the new key) and :class:`PadRow` (what a pad button does, with its glyph)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from drawpoker.i18n import _
from drawpoker.ui import keymap
from drawpoker.ui import text as ui_text
from drawpoker.ui.input import Key
from drawpoker.ui.key_names import key_label
from drawpoker.ui.prompts import PROMPTS
from drawpoker.ui.sprites.pad_glyphs import glyph_width, pad_glyph
from drawpoker.ui.text import text_width
from drawpoker.ui.theme import GOLD, SOFT
from drawpoker.ui.widgets.rows import ButtonRow, Row, Section


class KeyRow(Row):
    """An action (:data:`drawpoker.ui.keymap.ACTIONS`) and its keys in force.

    Enter, Space or a click starts listening; the next key pressed is offered to
    ``choose(action, key)`` (which refuses a conflict with its reason), Esc or the pad's
    B stops listening with nothing changed.

    Args:
        action: the action's name.
        choose: takes the new key for the action.
    """

    def __init__(self, action: keymap.Action, choose: Callable[[str, int], None]) -> None:
        super().__init__(keymap.action_label(action))
        self.action = action
        self.choose = choose
        self.listening = False

    def value_text(self) -> str:
        """The keys as shown ("C / K"), or the prompt while listening."""
        if self.listening:
            return _("Press a key…")
        return " / ".join(key_label(k) for k in keymap.current().keys(self.action.name))

    def control_width(self, px: int) -> int:
        return max(text_width(self.value_text(), px, bold=True),
                   text_width(_("Press a key…"), px, bold=True)) + px

    def activate(self) -> bool:
        self.listening = not self.listening
        return False

    def text(self, intent: Key) -> bool:
        if not self.listening:
            return False
        key = intent.physical
        if PROMPTS.pad or key == pygame.K_ESCAPE or not key:
            # a pad button means a key too (A is Enter): only B (Esc) stops listening
            self.listening = self.listening and key not in (pygame.K_ESCAPE,)
            return True
        self.listening = False
        self.choose(self.action.name, key)
        return True

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=focused, hovered=hovered)
        ui_text.draw_text(surface, self.value_text(), (self.rect.right - px, self.rect.centery),
                          px, GOLD if not self.listening else SOFT, bold=True,
                          anchor="midright")


class PadRow(Row):
    """What a pad button does at the table: the words on the left, the button's glyph for
    the last pad used on the right (read-only)."""

    focusable = False

    def __init__(self, label: str, button: str) -> None:
        super().__init__(label)
        self.button = button

    def control_width(self, px: int) -> int:
        return glyph_width(self.button, PROMPTS.family, round(px * 1.5)) + px

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=False, hovered=False)
        glyph = pad_glyph(self.button, PROMPTS.family, round(px * 1.5))
        surface.blit(glyph, glyph.get_rect(midright=(self.rect.right - px,
                                                     self.rect.centery)))


def controls_rows(open_page: Callable[[], None]) -> list[Row]:
    """The Settings screen's Controls section: a heading and the button that opens the
    Controls page (``open_page``)."""
    return [Section(_("Controls")),
            ButtonRow(_("Keys and controller"), open_page,
                      hint=_("Choose your keys; what the pad's buttons do"),
                      text=_("Change…"))]


__all__ = ["KeyRow", "PadRow", "controls_rows"]
