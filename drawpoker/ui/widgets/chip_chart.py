"""The chip-count chart of a tournament: every player's chips after each hand, one line
each over the hands played (a line ends where its player was knocked out).

:func:`draw_chip_chart` draws into a Rect; :data:`LINE_COLORS` are the players' colours
(the player's own line is gold), shared with the legend of the results screen.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from drawpoker.i18n import format_chips
from drawpoker.ui import text as ui_text
from drawpoker.ui.theme import GOLD, MUTED

#: Line colours of the computer players, seat order.
LINE_COLORS: tuple[tuple[int, int, int], ...] = (
    (96, 160, 232), (226, 96, 84), (110, 200, 120), (186, 120, 220), (236, 150, 60),
    (80, 200, 200), (230, 120, 170), (170, 170, 160))


def line_color(seat: int, hero: int | None) -> tuple[int, int, int]:
    """Seat ``seat``'s colour: gold for the player, else one of :data:`LINE_COLORS`."""
    if seat == hero:
        return GOLD
    k = seat - (1 if hero is not None and seat > hero else 0)
    return LINE_COLORS[k % len(LINE_COLORS)]


def draw_chip_chart(surface: pygame.Surface, rect: pygame.Rect, history: Sequence[Sequence[int]],
                    hero: int | None, px: int) -> None:
    """Draw ``history`` (per hand, every seat's chips; the start first) into ``rect``
    with axis labels at text size ``px``."""
    if len(history) < 2 or rect.width < 40 or rect.height < 40:
        return
    top = max(max(row) for row in history) or 1
    small = max(10, round(px * 0.75))
    label_w = ui_text.text_width(format_chips(top), small) + 8
    plot = pygame.Rect(rect.x + label_w, rect.y + 4, rect.width - label_w - 6,
                       rect.height - small * 2 - 8)
    for k in range(5):
        y = plot.bottom - round(plot.height * k / 4)
        pygame.draw.line(surface, (60, 70, 64), (plot.x, y), (plot.right, y))
        ui_text.draw_text(surface, format_chips(round(top * k / 4)), (plot.x - 6, y), small, MUTED,
                          anchor="midright", shadow=False)
    hands = len(history) - 1
    for k in range(5):
        n = round(hands * k / 4)
        x = plot.x + round(plot.width * n / hands)
        ui_text.draw_text(surface, str(n), (x, plot.bottom + small), small, MUTED, shadow=False)

    def point(i: int, chips: int) -> tuple[int, int]:
        return (plot.x + round(plot.width * i / hands),
                plot.bottom - round(plot.height * chips / top))

    seats = len(history[0])
    order = [s for s in range(seats) if s != hero] + ([hero] if hero is not None else [])
    for seat in order:
        pts = []
        for i, row in enumerate(history):
            pts.append(point(i, row[seat]))
            if row[seat] <= 0:
                break
        if len(pts) >= 2:
            width = 3 if seat == hero else 2
            pygame.draw.lines(surface, line_color(seat, hero), False, pts, width)
