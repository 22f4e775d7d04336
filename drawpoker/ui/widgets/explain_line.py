"""The explanation strip of a set-up screen: a plain sentence about the option under the
pointer or with the keyboard focus, beside a "?" medallion, in a dark rounded strip.

:func:`explain_height` says how tall the strip is for a text size; :func:`draw_explanation`
draws it, the sentence wrapped to two lines and made smaller only when two lines at the
screen's size would not hold it (so it always fits, in every language).
"""

from __future__ import annotations

import pygame

from drawpoker.ui import text as ui_text
from drawpoker.ui.paint import panel
from drawpoker.ui.theme import BRASS_DARK, BRASS_LIGHT, CREAM, GOLD_DARK

#: The lines an explanation may take.
LINES = 2


def explain_px(px: int) -> int:
    """The explanation's text size for a screen's row text size ``px`` (pixels)."""
    return max(11, round(px * 0.8))


def explain_height(px: int) -> int:
    """The strip's height (pixels) for a screen's row text size ``px``."""
    return round(explain_px(px) * (1.3 * LINES + 0.9))


def fit_lines(text: str, px: int, width: int) -> tuple[list[str], int]:
    """``text`` wrapped to at most :data:`LINES` lines of ``width`` pixels: the lines and
    their text size (``px`` or smaller, at least 9 pixels)."""
    size = px
    while True:
        lines = ui_text.wrap(text, size, width)
        if len(lines) <= LINES or size <= 9:
            return lines[:LINES], size
        size -= 1


def draw_explanation(surface: pygame.Surface, rect: pygame.Rect, text: str, px: int) -> None:
    """Draw ``text`` in the strip ``rect`` (pixels); ``px``: the screen's row text size.
    Nothing is drawn for an empty text."""
    if not text or rect.width <= 0:
        return
    panel(surface, rect, alpha=170, radius=max(6, rect.height // 4), border=GOLD_DARK)
    size = explain_px(px)
    r = round(size * 0.75)
    centre = (rect.x + r + round(size * 0.6), rect.centery)
    pygame.draw.circle(surface, BRASS_DARK, (centre[0], centre[1] + 1), r + 1)
    pygame.draw.circle(surface, BRASS_LIGHT, centre, r)
    ui_text.draw_text(surface, "?", centre, round(r * 1.3), (46, 30, 12), bold=True, shadow=False)
    left = centre[0] + r + round(size * 0.6)
    lines, size = fit_lines(text, size, rect.right - left - round(size * 0.6))
    step = round(size * 1.3)
    y = rect.centery - step * (len(lines) - 1) / 2
    for line in lines:
        ui_text.draw_text(surface, line, (left, y), size, CREAM, anchor="midleft", shadow=False)
        y += step
