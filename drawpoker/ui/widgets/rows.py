"""The rows of a menu panel: :class:`Row`, :class:`Section`, :class:`ChoiceRow`,
:class:`ToggleRow` and :class:`ButtonRow` (:class:`TextRow` is in
:mod:`drawpoker.ui.widgets.text_row`, :class:`SliderRow` in
:mod:`drawpoker.ui.widgets.slider_row`).

Rows are small objects that draw themselves into a Rect given by the scene
(:class:`drawpoker.ui.scenes.menu.MenuScene`) and react to clicks and keys:

* :class:`Section` — a heading inside the panel (not focusable);
* :class:`ChoiceRow` — ``‹ value ›`` stepping through a list (Left/Right, click) up to its
  ends; optionally drawn as thumbnails (card backs, felt colours);
* :class:`ToggleRow` — an on/off switch (Enter, Space, click);
* :class:`ButtonRow` — a button inside the panel.

``px`` is the text size in pixels the scene lays the rows out with.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from drawpoker.i18n import _
from drawpoker.ui import text as ui_text
from drawpoker.ui.input import Key
from drawpoker.ui.text import text_width
from drawpoker.ui.theme import (
    CREAM,
    FOCUS_EDGE,
    GOLD,
    GOLD_DARK,
    ROW_FOCUS,
    ROW_HOVER,
    SOFT,
    TEXT,
    WHITE,
)
from drawpoker.ui.widgets.buttons import FancyButton
from drawpoker.ui.widgets.hint_lines import HINT_SHARE, hint_lines


class Row:
    """One line of a menu panel.

    Attributes:
        label: translated text on the left.
        rect: where the row is drawn (set by the scene).
        focusable: keyboard focus can land here.
        units: height in row units (1 = one line).
        enabled: greyed out and inert when False.
        hint: a second, smaller line of explanation (optional); where it does not fit its
            line, it wraps and the row grows by :attr:`grown` pixels (one-unit rows).
    """

    focusable = True
    units = 1.0

    def __init__(self, label: str, *, hint: str = "") -> None:
        self.label = label
        self.hint = hint
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True
        self.visible = True
        self.offset = 0  # top of the row inside the scrolled content (pixels)
        self.grown = 0  # pixels the row is taller for its hint's further lines

    def control_width(self, px: int) -> int:
        """Pixels the control on the right needs at text size ``px``."""
        return 0

    def value_words(self) -> str:
        """The control's value as it is read out ("On", "70%", "Blue"); "" when none."""
        return ""

    def spoken(self) -> str:
        """The row as the voice reads it: the label, the value, the hint (". "-joined)."""
        return ". ".join(p for p in (self.label, self.value_words(), self.hint) if p)

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        """Draw the row into :attr:`rect` with text size ``px``."""
        r = self.rect
        if focused:
            bg = pygame.Surface(r.size, pygame.SRCALPHA)
            bg.fill(ROW_FOCUS)
            surface.blit(bg, r.topleft)
            pygame.draw.rect(surface, FOCUS_EDGE, (r.x, r.y + 3, 3, r.height - 6))
        elif hovered and self.enabled:
            bg = pygame.Surface(r.size, pygame.SRCALPHA)
            bg.fill(ROW_HOVER)
            surface.blit(bg, r.topleft)
        color = TEXT if self.enabled else (120, 120, 112)
        label_h = self.line_height()
        room = self.label_room(px)
        names, name_px = self.label_lines(px)
        if self.label_growth(px) > self.grown:  # a new label, not laid out yet
            names, name_px = [self.label], px
        name_step = ui_text.font(name_px).get_linesize()
        # alone, the label's lines stand in the middle of the row (a taller pill beside it)
        y = r.y + label_h * 0.36 if self.hint else r.centery - (len(names) - 1) * name_step / 2
        for k, name in enumerate(names):
            ui_text.draw_text(surface, name, (r.x + px, y + k * name_step), name_px, color,
                              anchor="midleft", max_width=room)
        if self.hint:
            lines, hint_px = self.hint_lines(px)
            step = ui_text.font(hint_px).get_linesize()
            if (len(lines) - 1) * step > self.grown:  # a new hint, not laid out yet
                hint_px = ui_text.fit_text(self.hint, round(px * HINT_SHARE), room)
                lines = [ui_text.ellipsize(self.hint, hint_px, room)]
            top = r.y + label_h * 0.74 + (len(names) - 1) * name_step
            for i, line in enumerate(lines):
                ui_text.draw_text(surface, line, (r.x + px, top + i * step),
                                  hint_px, SOFT, anchor="midleft", shadow=False, max_width=room)

    def line_height(self) -> int:
        """Pixels of the row's first line (its label and hint), :attr:`grown` not counted."""
        h = self.rect.height - self.grown
        return h if self.units <= 1.0 else round(h / self.units)

    def hint_lines(self, px: int) -> tuple[list[str], int]:
        """The hint's lines beside the control and their size (pixels): wrapped at a larger
        text in a one-unit row (:func:`~drawpoker.ui.widgets.hint_lines.hint_lines`)."""
        return hint_lines(self.hint, px, self.label_room(px), may_wrap=self.units <= 1.0)

    def hint_growth(self, px: int) -> int:
        """Pixels the row needs below its line for the hint's further lines at ``px``
        (its ``rect`` as wide as it will be drawn)."""
        if not self.hint:
            return 0
        lines, size = self.hint_lines(px)
        return (len(lines) - 1) * ui_text.font(size).get_linesize()

    def label_lines(self, px: int) -> tuple[list[str], int]:
        """The label's lines left of the control and their size (pixels): one line at
        100 % (shrunk to fit), wrapped at a larger text where it is wider than its room
        (:func:`ui_text.fit_or_wrap`)."""
        return ui_text.fit_or_wrap(self.label, px, self.label_room(px))

    def label_growth(self, px: int) -> int:
        """Pixels the row needs below its line for the label's further lines at ``px``."""
        lines, size = self.label_lines(px)
        return (len(lines) - 1) * ui_text.font(size).get_linesize()

    def growth(self, px: int) -> int:
        """Pixels the row grows by (:attr:`grown`) at ``px`` for what wraps in it: its
        label's and its hint's further lines; its ``rect`` as wide and tall as one line."""
        return self.label_growth(px) + self.hint_growth(px)

    def label_room(self, px: int) -> int:
        """Pixels available to the label (left of the control)."""
        return max(40, self.rect.width - self.control_width(px) - px * 2)

    def control_rect(self, px: int) -> pygame.Rect:
        """The Rect of the control at the right end of the row."""
        r = self.rect
        cw = self.control_width(px)
        line_h = self.line_height()
        return pygame.Rect(r.right - px - cw, r.y + round(line_h * 0.14), cw, round(line_h * 0.72))

    def click(self, pos: tuple[int, int], px: int) -> bool:
        """A click inside the row; True if something changed."""
        return self.activate()

    def activate(self) -> bool:
        """Enter / Space on the focused row."""
        return False

    def step(self, direction: int) -> bool:
        """Left (-1) / Right (+1) on the focused row."""
        return False

    def drag(self, pos: tuple[int, int], px: int) -> bool:
        """Pointer moved with the button held (sliders)."""
        return False

    def text(self, intent: Key) -> bool:
        """A key while focused, before navigation (text rows consume typing)."""
        return False


class Section(Row):
    """A heading that groups the rows below it."""

    focusable = False
    units = 0.9

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        r = self.rect
        y = r.bottom - round(r.height * 0.34)
        t = ui_text.draw_text(surface, self.label.upper(), (r.x + px * 0.6, y), round(px * 0.78), GOLD,
                              anchor="midleft", bold=True, shadow=False)
        pygame.draw.line(surface, (*GOLD_DARK,), (t.right + px * 0.6, y), (r.right - px * 0.6, y), 1)

    def click(self, pos: tuple[int, int], px: int) -> bool:
        return False


class ChoiceRow(Row):
    """Step through ``choices`` (``(value, translated text)``): ‹ and Left go back, ›, Right
    and Enter forward, stopping at the ends (no wrap; the arrow at an end is dimmed); a
    click on the pill's left half goes back, on its right half forward.

    Args:
        get / set: read and write the value (``set`` may raise ``ValueError``; the
            scene shows the reason).
        preview: draws a thumbnail per choice ``(value, (w, h)) -> Surface``; the row is
            then drawn as clickable thumbnails instead of ``‹ text ›``.
    """

    def __init__(self, label: str, choices: Sequence[tuple[Any, str]], get: Callable[[], Any],
                 set: Callable[[Any], None], *, hint: str = "",
                 preview: Callable[[Any, tuple[int, int]], pygame.Surface] | None = None
                 ) -> None:
        super().__init__(label, hint=hint)
        self.choices = list(choices)
        self.get = get
        self.set = set
        self.preview = preview
        if preview is not None:
            self.units = 2.2

    def index(self) -> int:
        """Position of the current value in :attr:`choices` (0 if not found)."""
        v = self.get()
        for i, (value, _t) in enumerate(self.choices):
            if value == v:
                return i
        return 0

    def value_words(self) -> str:
        return self.value_text()

    def value_text(self) -> str:
        """The text of the current value."""
        v = self.get()
        for value, text in self.choices:
            if value == v:
                return text
        return str(v)

    #: set by the scene: every ChoiceRow of a panel is exactly this wide (a neat column);
    #: a value wider than the column is drawn smaller, so one long translation never
    #: pushes its selector out of line (0: as wide as the widest choice).
    min_width = 0

    def control_width(self, px: int) -> int:
        if self.preview is not None:
            th = round(self.thumb_h(px))
            return len(self.choices) * (round(th * 1.0) + px // 2)
        return self.min_width if self.min_width > 0 else self.natural_width(px)

    def natural_width(self, px: int) -> int:
        """Width that fits the widest choice at ``px`` pixels between its arrows (they
        grow with the text size, as the row does)."""
        widest = max((text_width(t, px, bold=True) for _v, t in self.choices), default=40)
        return widest + round(px * 4 * ui_text.text_scale())

    def thumb_h(self, px: int) -> float:
        return px * 2.9

    def arrow_width(self) -> int:
        """Pixels each arrow end of the ‹ value › pill takes: its height on one line."""
        return round(self.line_height() * 0.72)

    def value_lines(self, text: str, px: int) -> list[str]:
        """``text`` as the pill shows it at ``px``: one line where it fits between the
        arrows (at 100 %: always), else wrapped at that size, a number kept on the line of the word before
        it ("ante 1"; the row grows, :meth:`growth`)."""
        room = self.control_width(px) - 2 * self.arrow_width()
        if ui_text.text_scale() == 1.0 or text_width(text, px, bold=True) <= room:
            return [text]  # (at 100 % a longer value is drawn smaller)
        glued = re.sub(r" (?=\d)", "\u00a0", text)  # a number stays with the word before it
        return ui_text.wrap_text(glued, px, room, bold=True)

    def value_growth(self, px: int) -> int:
        """Pixels the pill grows by for the value with the most lines (every value: the
        row keeps its height as the value steps)."""
        if self.preview is not None:
            return 0
        most = max((len(self.value_lines(t, px)) for _v, t in self.choices), default=1)
        return (most - 1) * ui_text.font(px, True).get_linesize()

    def growth(self, px: int) -> int:
        return max(super().growth(px), self.value_growth(px))

    def control_rect(self, px: int) -> pygame.Rect:
        if self.preview is None:
            c = super().control_rect(px)
            c.height += self.value_growth(px)
            return c
        r = self.rect
        cw = self.control_width(px)
        th = round(self.thumb_h(px))
        return pygame.Rect(r.right - px - cw, r.centery - th // 2, cw, th)

    def thumb_rects(self, px: int) -> list[pygame.Rect]:
        """One Rect per choice thumbnail."""
        c = self.control_rect(px)
        th = c.height
        tw = round(th * 1.0)
        gap = px // 2
        return [pygame.Rect(c.x + i * (tw + gap), c.y, tw, th) for i in range(len(self.choices))]

    def step(self, direction: int) -> bool:
        if not self.enabled or not self.choices:
            return False
        i = self.index() + direction
        if not 0 <= i < len(self.choices):
            return False
        self.set(self.choices[i][0])
        return True

    def activate(self) -> bool:
        return self.step(+1)

    def click(self, pos: tuple[int, int], px: int) -> bool:
        if not self.enabled:
            return False
        if self.preview is not None:
            for rect, (value, _t) in zip(self.thumb_rects(px), self.choices, strict=True):
                if rect.collidepoint(pos):
                    self.set(value)
                    return True
            return False
        # the pill's left half steps back, its right half forward: where the pill moves
        # under the pointer as its value changes (the text size lays the screen out
        # again), a second click at one place acts again, never on the other side
        return self.step(-1 if pos[0] < self.control_rect(px).centerx else +1)

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=focused, hovered=hovered)
        if self.preview is not None:
            current = self.get()
            for rect, (value, text) in zip(self.thumb_rects(px), self.choices, strict=True):
                img = self.preview(value, (rect.width - 8, rect.height - 8))
                surface.blit(img, img.get_rect(center=rect.center))
                if value == current:
                    pygame.draw.rect(surface, GOLD, rect, 3, border_radius=6)
                    ui_text.draw_text(surface, text, (rect.centerx, rect.bottom + px * 0.1), round(px * 0.7),
                                      GOLD, anchor="midtop", shadow=True)
            return
        c, ends = self.control_rect(px), self.arrow_width()
        color = TEXT if self.enabled else (120, 120, 112)
        pill = pygame.Surface(c.size, pygame.SRCALPHA)
        pygame.draw.rect(pill, (0, 0, 0, 90), pill.get_rect(), border_radius=ends // 2)
        pygame.draw.rect(pill, (*GOLD_DARK, 200 if focused else 120), pill.get_rect(), 1,
                         border_radius=ends // 2)
        surface.blit(pill, c.topleft)
        arrow = GOLD if self.enabled else color
        at, end = self.index(), len(self.choices) - 1  # an arrow at its end is dim
        first, last = (arrow if at > 0 else GOLD_DARK), (arrow if at < end else GOLD_DARK)
        ui_text.draw_text(surface, "\u2039", (c.x + ends * 0.55, c.centery - px * 0.08), round(px * 1.4),
                          first, bold=True, shadow=False)
        ui_text.draw_text(surface, "\u203a", (c.right - ends * 0.55, c.centery - px * 0.08),
                          round(px * 1.4), last, bold=True, shadow=False)
        lines = self.value_lines(self.value_text(), px)
        step = ui_text.font(px, True).get_linesize()
        for k, line in enumerate(lines):  # wrapped lines centred on the pill
            ui_text.draw_text(surface, line, (c.centerx, c.centery + (k - (len(lines) - 1) / 2) * step),
                              px, color, bold=True, max_width=c.width - ends * 2)


class ToggleRow(Row):
    """An on/off switch."""

    def __init__(self, label: str, get: Callable[[], bool], set: Callable[[bool], None], *,
                 hint: str = "") -> None:
        super().__init__(label, hint=hint)
        self.get = get
        self.set = set

    def value_words(self) -> str:
        return _("On") if self.get() else _("Off")

    def control_width(self, px: int) -> int:
        return max(text_width(_("On"), round(px * 0.8), bold=True),
                   text_width(_("Off"), round(px * 0.8), bold=True)) + round(px * 3.2)

    def activate(self) -> bool:
        if not self.enabled:
            return False
        self.set(not self.get())
        return True

    def step(self, direction: int) -> bool:
        if not self.enabled or self.get() == (direction > 0):
            return False
        self.set(direction > 0)
        return True

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=focused, hovered=hovered)
        c = self.control_rect(px)
        on = bool(self.get())
        track = (52, 142, 92) if on else (64, 70, 74)
        if not self.enabled:
            track = (50, 52, 54)
        pygame.draw.rect(surface, (0, 0, 0), c.move(0, 2), border_radius=c.height // 2)
        pygame.draw.rect(surface, track, c, border_radius=c.height // 2)
        pygame.draw.rect(surface, (255, 255, 255), c, 1, border_radius=c.height // 2)
        rad = c.height // 2 - 3
        kx = c.right - c.height // 2 if on else c.x + c.height // 2
        pygame.draw.circle(surface, CREAM, (kx, c.centery), rad)
        text = _("On") if on else _("Off")
        tx = c.x + (c.width - c.height) / 2 if on else c.x + c.height + (c.width - c.height) / 2
        ui_text.draw_text(surface, text, (tx, c.centery), round(px * 0.8), WHITE, bold=True)


class ButtonRow(Row):
    """A button inside the panel (e.g. "Reset profile")."""

    def __init__(self, label: str, action: Callable[[], None], *, style: str = "neutral",
                 hint: str = "", text: str = "") -> None:
        super().__init__(label, hint=hint)
        self.button = FancyButton(text or label, style, action=action)

    def control_width(self, px: int) -> int:
        return self.button.preferred_width(round(px * 0.9))

    def activate(self) -> bool:
        if self.enabled and self.button.action:
            self.button.action()
        return False

    def click(self, pos: tuple[int, int], px: int) -> bool:
        if self.control_rect(px).collidepoint(pos):
            return self.activate()
        return False

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=focused, hovered=hovered)
        self.button.rect = self.control_rect(px)
        self.button.enabled = self.enabled
        self.button.hovered = hovered
        self.button.draw(surface)
