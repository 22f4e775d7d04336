"""The draw advisor's panel: at a larger text size its lines (the chance now, the pot
odds, the draw's odds, the best keep) stand at the foot of the hand log's column under
the heading "Draw advisor", at the log's text size, and the log's lines end above it.

The controls bar holds them at 100 % beside the hand's words (``view_bars``); its height
is the window's, not the text's: at 150 % three lines wrapped in its narrow left column
ran off the window's bottom. Where the log is closed they stay in the bar, which is then
wider by the log's column.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from drawpoker.i18n import _
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout
from drawpoker.ui.table.log_panel import log_px

#: The advisor's colour (its lines in the bar and in the panel).
ADVISOR_BLUE = (150, 210, 255)
_HEADING = (120, 170, 215)
_BG = (18, 24, 30)
_RULE = (70, 90, 120)


def docked(lay: Layout) -> bool:
    """True when the advisor's lines go in the panel at the log column's foot (a larger
    text size, the log open), False when the controls bar draws them."""
    return ui_text.text_scale() > 1.0 and lay.log_panel is not None


def _rows(lay: Layout, lines: Sequence[str]) -> tuple[int, list[list[str]]]:
    """The lines' size (pixels at 100 % text) and each line wrapped to the panel's width."""
    panel = lay.log_panel
    assert panel is not None
    px = log_px(lay)
    width = panel.width - round(30 * lay.scale)
    return px, [ui_text.wrap(line, px, width) for line in lines]


def _steps(lay: Layout, px: int) -> tuple[int, int, int]:
    """The panel's margin, its rows' step and the room between two lines (pixels)."""
    s = lay.scale
    return round(8 * s), ui_text.font(px).get_linesize(), round(5 * s)


def advisor_rect(lay: Layout, lines: Sequence[str]) -> pygame.Rect | None:
    """Where the panel stands (window pixels): the log column's width, as tall as the
    heading and ``lines`` wrapped need, at the column's foot; None where it is not
    drawn (:func:`docked` is False, or no lines)."""
    if not lines or not docked(lay):
        return None
    panel = lay.log_panel
    assert panel is not None
    px, rows = _rows(lay, lines)
    pad, step, gap = _steps(lay, px)
    head = ui_text.font(round(px * 0.9), True).get_linesize()
    height = 2 * pad + head + gap + sum(len(r) for r in rows) * step + (len(rows) - 1) * gap
    return pygame.Rect(panel.x, panel.bottom - height, panel.width, height)


def draw_advisor(surface: pygame.Surface, lay: Layout, lines: Sequence[str]) -> None:
    """The panel with ``lines`` at the log column's foot (:func:`advisor_rect`); nothing
    where it has no place."""
    rect = advisor_rect(lay, lines)
    if rect is None:
        return
    s = lay.scale
    px, rows = _rows(lay, lines)
    pad, step, gap = _steps(lay, px)
    pygame.draw.rect(surface, _BG, rect)
    pygame.draw.line(surface, (60, 70, 66), rect.topleft, (rect.right - 1, rect.top))
    x = rect.x + round(12 * s)
    y = rect.y + pad
    head_px = round(px * 0.9)
    ui_text.draw_text(surface, _("Draw advisor"), (x, y), head_px, _HEADING,
                      anchor="topleft", bold=True, shadow=False)
    y += ui_text.font(head_px, True).get_linesize() + gap
    bar_x = x
    for wrapped in rows:  # each line under a thin blue rule at its left, as the reasons
        pygame.draw.line(surface, _RULE, (bar_x, y + 2), (bar_x, y + len(wrapped) * step - 2),
                         max(1, round(2 * s)))
        for part in wrapped:
            ui_text.draw_text(surface, part, (x + round(8 * s), y), px, ADVISOR_BLUE,
                              anchor="topleft", shadow=False)
            y += step
        y += gap
