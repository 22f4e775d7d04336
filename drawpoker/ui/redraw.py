"""When a menu screen draws: after input, while it fades in, while a caret blinks; and
what a toast over it keeps off (its panel, its rows in view and its footer).

:class:`MenuRedraw` is the drawing half of :class:`drawpoker.ui.scenes.menu.MenuScene`
(see :mod:`drawpoker.ui.scene` for the protocol): a still menu draws nothing and lets the
loop sleep; a pointer move draws only when it changed the hover highlight.
"""

from __future__ import annotations

import pygame

from drawpoker.ui.layout import scale_of
from drawpoker.ui.paint import framed
from drawpoker.ui.scene import Scene
from drawpoker.ui.toast import control_rects
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.rows import Row

#: Milliseconds a text caret is shown, then hidden (:class:`~drawpoker.ui.widgets.text_row.TextRow`).
CARET_MS = 500


class MenuRedraw(Scene):
    """Redraw rules of a screen with rows, a footer and a fade-in (the base of MenuScene)."""

    fade: float
    rows: list[Row]
    footer: ButtonSet
    viewport: pygame.Rect
    panel: pygame.Rect
    hover: Row | None
    dragging: Row | None
    _drawn_fade = 0.0
    _drawn_caret: int | None = None

    def _caret_phase(self) -> int | None:
        """Which half of the caret's blink shows now (None: no row is being typed in)."""
        if any(getattr(r, "buffer", None) is not None for r in self.rows):
            return (pygame.time.get_ticks() // CARET_MS) % 2
        return None

    def needs_redraw(self) -> bool:
        return (Scene.needs_redraw(self) or self.fade > 0 or self._drawn_fade > 0
                or self._caret_phase() != self._drawn_caret)

    def drawn(self) -> None:
        Scene.drawn(self)
        self._drawn_fade = self.fade
        self._drawn_caret = self._caret_phase()

    def motion_key(self) -> object:
        return (id(self.hover), tuple(bool(b.hovered) for b in self.footer),
                self.dragging is not None, id(self.footer.pressed))

    def toast_clear(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """The panel with its rim, the rows in view that take focus and the footer's
        buttons: a toast keeps off them (``Scene.toast_clear``; under the title, over the
        panel, when no place is clear)."""
        return ([framed(self.panel, scale_of(size))]
                + control_rects(self.rows, view=self.viewport) + control_rects(self.footer))

    def wake_in(self) -> float | None:
        if self.needs_redraw():
            return 0.0
        if self._drawn_caret is not None:
            return (CARET_MS - pygame.time.get_ticks() % CARET_MS) / 1000.0
        return None
