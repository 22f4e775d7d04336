""":class:`MenuScene`, the base of the screens around the table (menus, setup, settings...):
a full screen (or an overlay) with a title, a scrollable panel of *rows*
(:mod:`drawpoker.ui.widgets.rows`, :mod:`drawpoker.ui.widgets.text_row`) and a footer of buttons.

The pad's D-pad moves the focus to the nearest row or button that way.
Keyboard: Up/Down (and Tab) move the focus over rows and footer buttons,
Left/Right change the focused row, Enter activates it, Esc goes back, PageUp/
PageDown and the wheel scroll. Everything is laid out from the window size:
sizes scale with ``min(w / 1280, h / 720)`` and widths are measured from the
translated texts, so longer German or Russian labels widen the panel instead of
being cut off.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import pygame

from drawpoker.i18n import current_language
from drawpoker.ui import text as ui_text
from drawpoker.ui.input import Click, Intent, Key, Motion, Release, Wheel
from drawpoker.ui.layout import scale_of
from drawpoker.ui.paint import COVER, scrollbar, shade, wood_panel
from drawpoker.ui.redraw import MenuRedraw
from drawpoker.ui.spatial import nearest
from drawpoker.ui.sprites.table import felt_background
from drawpoker.ui.text import draw_heading
from drawpoker.ui.theme import GOLD, NEGATIVE
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton, place_in_a_row
from drawpoker.ui.widgets.explain_line import draw_explanation, explain_height
from drawpoker.ui.widgets.row_anchor import hold, scroll_for
from drawpoker.ui.widgets.row_stack import stack_rows
from drawpoker.ui.widgets.row_widths import panel_widths, rows_in_every_language
from drawpoker.ui.widgets.rows import Row
from drawpoker.ui.widgets.slider_row import SliderRow
from drawpoker.ui.widgets.text_row import TextRow


class MenuScene(MenuRedraw):
    """A titled screen with a scrollable panel of rows and a footer of buttons.

    Subclasses implement :meth:`build` (fill :attr:`rows` and :attr:`footer`) and may
    override :meth:`draw_extra` / :meth:`layout_extra` for charts or previews. A row's
    callback raising ``ValueError`` shows its message in the status line instead.

    Attributes:
        rows: the panel's rows, top to bottom.
        footer: the buttons under the panel (the last one is usually Back).
        status: a message under the panel (errors in red).
        panel_width: preferred panel width at scale 1 (pixels).
    """

    title_text = ""
    panel_width = 760
    #: shrink the panel to its rows (short screens); the footer stays where every
    #: screen has it
    fit_content = False
    overlay = False
    steady_widths = False  #: the panel as wide in every language (a Language row)
    #: a strip under the panel explains the pointed or focused row (:meth:`explanation`)
    explains = False

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Row] = []
        #: the footer's buttons (their focus is the screen's, shared with the rows)
        self.footer = ButtonSet(claim_clicks=False, on_press=self._press)
        self.focus = 0
        self.hover: Row | None = None
        self.scroll = 0
        self.content_h = 0
        self.status = ""
        self.status_error = False
        self.viewport = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.px = 16
        self.s = 1.0
        self.size = (1280, 720)
        self.dragging: Row | None = None
        self.pointer: tuple[int, int] | None = None  # where the pointer last was (pixels)
        self.language = ""
        self.samples: list[list[Row]] = []  # the rows in every language (steady_widths)
        self._bg: pygame.Surface | None = None
        #: seconds of fade-in left (set by :meth:`enter`)
        self.fade = 0.0

    # construction -----------------------------------------------------------
    def title(self) -> str:
        """The screen's heading (translated)."""
        return self.title_text

    def build(self) -> None:
        """Create :attr:`rows` and :attr:`footer` (called on enter and on language change)."""

    #: seconds a full screen takes to fade in (none with reduced motion or instant speed)
    FADE_IN = 0.16

    def enter(self) -> None:
        self.fade = 0.0 if self._still() else self.FADE_IN
        self.rebuild()

    def _still(self) -> bool:
        settings = self.app.settings
        return settings.reduced_motion or settings.animation_speed == "instant"

    def update(self, dt: float) -> None:
        self.fade = max(0.0, self.fade - dt)

    def rebuild(self) -> None:
        """Build rows and footer again (e.g. after the language changed) and lay out."""
        self.language = current_language()
        focus = self.focus
        self.rows = []
        self.footer.set([])
        if self.steady_widths:  # the widths of the panel in every language (row_widths)
            self.samples = rows_in_every_language(self._built_rows)
        self.build()
        self.focus = min(focus, max(0, len(self.focusables()) - 1))
        self.resize(self.app.size if self.app else self.size)

    def _built_rows(self) -> list[Row]:
        self.build()
        rows, self.rows = self.rows, []
        return rows

    def resume(self) -> None:
        if current_language() != self.language:
            self.rebuild()
        else:
            self.resize(self.app.size)
        self._bg = None

    def spoken_focus(self) -> str | None:
        """The focused row as the voice reads it (label, value, hint), or the footer
        button's label."""
        item = self.focused_item()
        if item is None:
            return None
        return item.spoken() if isinstance(item, Row) else str(item.label)

    def focusables(self) -> list[Row | FancyButton]:
        """Rows that take focus, then the footer buttons."""
        items: list[Row | FancyButton] = [r for r in self.rows if r.focusable and r.visible]
        items += [b for b in self.footer if b.visible]
        return items

    def resize(self, size: tuple[int, int]) -> None:
        held = hold(self.focused_item(), self.rows, self.pointer)
        self.size = size
        sw, sh = size
        s = scale_of(size)
        self.s = s
        self.px = px = max(14, round(19 * s))
        ts = ui_text.text_scale()  # rows, buttons and the status line grow with the text
        margin = round(24 * s)
        title_h = round(92 * s)
        foot_h = round(64 * s * ts) if self.footer else 0
        status_h = round(30 * s * ts) + (explain_height(px) + round(6 * s) if self.explains else 0)
        row_h = round(px * 2.3 * ts)
        _column, need = panel_widths([self.rows, *self.samples], px, sw, margin)
        width = min(sw - 2 * margin, max(round(self.panel_width * s), need))
        avail_h = sh - title_h - foot_h - status_h - margin
        if self.fit_content:
            content = sum(round(row_h * r.units) for r in self.rows if r.visible) + round(14 * s)
            avail_h = min(avail_h, content)
        self.panel = pygame.Rect(0, 0, width, avail_h)
        self.panel.midtop = (sw // 2, title_h)
        self.layout_extra()
        self.viewport = self.panel.inflate(-round(12 * s), -round(12 * s))
        self.content_h = stack_rows(self.rows, self.samples, self.viewport, row_h, px)
        self.max_scroll = max(0, self.content_h - self.viewport.height)
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        if held is not None:  # the row being edited stays where it was
            self.scroll = scroll_for(held, self.viewport, self.max_scroll)
        self._place_rows()
        # footer buttons sized to their text, centred in a row at the bottom, in the same
        # place on every screen (Back never moves between screens)
        if self.footer:
            bh = ui_text.grown(round(46 * s))
            y0 = sh - foot_h + (foot_h - bh) // 2 - round(6 * s)  # every screen's place
            place_in_a_row(self.footer, sw // 2, y0, round(46 * s), sw - 2 * margin, s)
        self._bg = None

    def explanation(self, row: Row) -> str:
        """A plain sentence about ``row`` for the strip under the panel ("" for none;
        shown only on a screen that :attr:`explains`)."""
        return ""

    def explained_row(self) -> Row | None:
        """The row the strip explains: the one under the pointer, else the focused one."""
        focused = self.focused_item()
        return self.hover or (focused if isinstance(focused, Row) else None)

    def layout_extra(self) -> None:
        """Adjust :attr:`panel` for extra content (previews, charts) before rows are placed."""

    def _place_rows(self) -> None:
        for r in self.rows:
            if r.visible:
                r.rect.y = self.viewport.y + r.offset - self.scroll
        # hovered: the row under the pointer, also one a scroll brought there; never a heading
        pos = self.pointer if self.pointer and self.viewport.collidepoint(self.pointer) else None
        self.hover = next((r for r in self.rows if r.visible and r.focusable and pos
                           and r.rect.collidepoint(pos)), None)

    def scroll_to(self, row: Row) -> None:
        """Scroll so that ``row`` is fully visible."""
        top = row.offset
        if top < self.scroll:
            self.scroll = top
        elif top + row.rect.height > self.scroll + self.viewport.height:
            self.scroll = top + row.rect.height - self.viewport.height
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        self._place_rows()

    def scroll_by(self, dy: int) -> None:
        """Scroll the panel by ``dy`` pixels (positive = down)."""
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))
        self._place_rows()

    # behaviour ----------------------------------------------------------------
    def back(self) -> None:
        """Esc / Back: leave this screen."""
        self.app.stack.pop()

    def changed(self, row: Row) -> None:
        """A row's value changed (hook for subclasses)."""

    def say(self, text: str, *, error: bool = False) -> None:
        """Show ``text`` in the status line."""
        self.status = text
        self.status_error = error

    def _run(self, fn: Callable[[], Any], row: Row | None = None) -> Any:
        try:
            result = fn()
        except ValueError as exc:
            self.say(str(exc), error=True)
            return False
        if result and row is not None:
            self.status = "" if self.status_error else self.status
            self.status_error = False
            self.changed(row)
        return result

    def focused_item(self) -> Row | FancyButton | None:
        """The item with the keyboard focus."""
        items = self.focusables()
        return items[self.focus] if 0 <= self.focus < len(items) else None

    def move_focus(self, delta: int) -> None:
        """Move the keyboard focus by ``delta`` items (wrapping)."""
        items = self.focusables()
        if not items:
            return
        self.focus = (self.focus + delta) % len(items)
        self.pointer = self.hover = None  # keys or the pad lead: the strip follows the focus
        item = items[self.focus]
        if isinstance(item, Row):
            self.scroll_to(item)
        self._update_focus_flags()

    def navigate(self, dx: int, dy: int) -> bool:
        """The pad: up and down go to the nearest row or footer button that way; left and
        right change the focused row (the arrow keys) or go along the footer."""
        items = self.focusables()
        item = self.focused_item()
        if dx and isinstance(item, Row):
            return False
        rects = [it.rect if it.enabled else None for it in items]
        target = nearest(rects, self.focus if item is not None else None, dx, dy)
        if target is None:
            return False
        self.move_focus(target - self.focus)
        return True

    def _update_focus_flags(self) -> None:
        item = self.focused_item()
        for b in self.footer:
            b.focused = b is item

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Motion):
            return self._motion(intent)
        if isinstance(intent, Release):
            self.dragging = None
            return self.footer.click(intent, self.app.play_sound)
        if isinstance(intent, Wheel):
            self.scroll_by(-intent.dy * self.px * 3)
            return True
        if isinstance(intent, Click):
            return self._click(intent) or self.modal
        if isinstance(intent, Key):
            return self._key(intent) or self.modal
        return self.modal

    def _motion(self, intent: Motion) -> bool:
        self.pointer = intent.pos
        self.footer.point(intent.pos)
        self._place_rows()  # and the row under the pointer
        if self.dragging is not None and intent.dragging:
            row = self.dragging
            self._run(lambda: row.drag(intent.pos, self.px), row)
        return True

    def _click(self, intent: Click) -> bool:
        self.pointer = intent.pos
        if intent.button != 1:
            return False
        if self.footer.click(intent, self.app.play_sound):
            items = self.focusables()
            if self.footer.pressed in items:
                self.focus = items.index(self.footer.pressed)
            self._update_focus_flags()
            return True
        if self.viewport.collidepoint(intent.pos):
            for r in self.rows:
                if r.visible and r.focusable and r.rect.collidepoint(intent.pos):
                    items = self.focusables()
                    for other in self.rows:
                        if isinstance(other, TextRow) and other is not r and other.editing():
                            self._run(other.commit, other)
                    if r in items:
                        self.focus = items.index(r)
                    self._update_focus_flags()
                    if r.enabled:
                        self.app.play_sound("click")
                        self._run(functools.partial(r.click, intent.pos, self.px), r)
                        if isinstance(r, SliderRow):
                            self.dragging = r
                    return True
        return self.click_extra(intent.pos)

    def _press(self, index: int) -> None:
        action = self.footer[index].action
        if action is not None:
            self._run(action)

    def click_extra(self, pos: tuple[int, int]) -> bool:
        """A click outside rows and footer (hook for subclasses)."""
        return False

    def _key(self, intent: Key) -> bool:
        item = self.focused_item()
        if isinstance(item, Row) and item.text(intent):
            if isinstance(item, TextRow) and not item.editing():
                self.changed(item)
            return True
        k = intent.key
        if k == pygame.K_ESCAPE:
            self.back()
            return True
        if k in (pygame.K_DOWN, pygame.K_TAB) and not (k == pygame.K_TAB and intent.mod & pygame.KMOD_SHIFT):
            self.move_focus(+1)
            return True
        if k == pygame.K_UP or (k == pygame.K_TAB and intent.mod & pygame.KMOD_SHIFT):
            self.move_focus(-1)
            return True
        if k == pygame.K_PAGEDOWN:
            self.scroll_by(self.viewport.height * 3 // 4)
            return True
        if k == pygame.K_PAGEUP:
            self.scroll_by(-self.viewport.height * 3 // 4)
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            d = -1 if k == pygame.K_LEFT else 1
            if isinstance(item, Row):
                self._run(lambda: item.step(d), item)
            elif isinstance(item, FancyButton):
                self.move_focus(d)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if isinstance(item, Row) and item.enabled:
                self.app.play_sound("click")
                self._run(item.activate, item)
            elif isinstance(item, FancyButton) and item.enabled and item.action:
                self.app.play_sound("click")
                self._run(item.action)
            return True
        return self.key_extra(intent)

    def key_extra(self, intent: Key) -> bool:
        """A key not used for navigation (hook for subclasses)."""
        return False

    # drawing ------------------------------------------------------------------
    def background(self, surface: pygame.Surface) -> None:
        """The room behind the panel (the felt glow in the table's colour)."""
        if self.overlay:
            shade(surface, COVER)
            return
        size = surface.get_size()
        if self._bg is None or self._bg.get_size() != size:
            felt = str(self.app.settings.table_color) if self.app else "green"
            self._bg = felt_background(size, felt)
        surface.blit(self._bg, (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        self.background(surface)
        s = self.s
        sw, _sh = self.size
        draw_heading(surface, self.title(), s)
        wood_panel(surface, self.panel, s, alpha=252 if self.overlay else 232)  # no menu shows through
        clip = surface.get_clip()
        surface.set_clip(self.viewport)
        focused = self.focused_item()
        for r in self.rows:
            if not r.visible or r.rect.bottom < self.viewport.top or r.rect.top > self.viewport.bottom:
                continue
            r.draw(surface, self.px, focused=r is focused, hovered=r is self.hover)
        self.draw_extra(surface)
        surface.set_clip(clip)
        if self.max_scroll > 0:
            scrollbar(surface, self.viewport, self.scroll, self.max_scroll, self.content_h, s)
        if self.status:
            color = NEGATIVE if self.status_error else GOLD
            ui_text.draw_text(surface, self.status, (sw / 2, self.panel.bottom + round(22 * s)),
                              round(self.px * 0.85), color, max_width=sw - round(40 * s))
        if self.explains:
            row = self.explained_row()
            px = self.px
            strip = pygame.Rect(self.panel.x, self.panel.bottom + round(36 * s),
                                self.panel.width, explain_height(px))
            draw_explanation(surface, strip, self.explanation(row) if row else "", px)
        self._update_focus_flags()
        for b in self.footer:
            b.draw(surface)
        self.draw_outside(surface)
        fade = self.fade
        if fade > 0 and not self.overlay:  # the screen comes up out of the dark
            shade(surface, round(255 * fade / self.FADE_IN))

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Extra content drawn inside the panel's clip (hook for subclasses)."""

    def draw_outside(self, surface: pygame.Surface) -> None:
        """Extra content drawn after the panel and footer, unclipped (hook for subclasses)."""
