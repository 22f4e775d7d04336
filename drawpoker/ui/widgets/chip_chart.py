"""The chip-count chart of a tournament: every player's chips after each hand, one line
each over the hands played (a line ends where its player was knocked out).

:func:`draw_chip_chart` draws into a Rect; :data:`LINE_COLORS` are the players' colours
(the player's own line is gold). :func:`seat_colors` gives every player one colour, the
same as at the table (a computer player's personality badge colour, ``theme.BADGE_COLORS``),
for the lines and the legend of the results screen.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from drawpoker.i18n import format_chips
from drawpoker.ui import text as ui_text
from drawpoker.ui.theme import BADGE_COLORS, GOLD, MUTED, RGB

#: Line colours of computer players whose personality the document does not give, seat order.
LINE_COLORS: tuple[RGB, ...] = (
    (96, 160, 232), (226, 96, 84), (110, 200, 120), (186, 120, 220), (236, 150, 60),
    (80, 200, 200), (230, 120, 170), (170, 170, 160))


def seat_colors(seats: int, hero: int | None, badges: Sequence[str] = ()) -> list[RGB]:
    """Every seat's colour: gold for the player, a computer player's personality badge
    colour (``badges[seat]``, as its plate shows it), a second player of one personality
    a lighter shade of it; a seat without a known badge one of :data:`LINE_COLORS`."""
    out: list[RGB] = []
    for seat in range(seats):
        badge = badges[seat] if seat < len(badges) else ""
        if seat == hero:
            color = GOLD
        elif badge in BADGE_COLORS:
            color = BADGE_COLORS[badge]
            while color in out and max(color) < 235:
                color = (min(255, color[0] + 45), min(255, color[1] + 45), min(255, color[2] + 45))
        else:
            k = seat - (1 if hero is not None and seat > hero else 0)
            color = LINE_COLORS[k % len(LINE_COLORS)]
        out.append(color)
    return out


def nice_ticks(top: int, most: int = 5) -> list[int]:
    """Round axis marks from 0 to at least ``top`` (a whole positive number): at most
    ``most`` of them, a step of 1, 2, 2.5 or 5 times a power of ten (whole numbers), the
    last one ``top`` or the first step over it ("0, 10, 20, 30, 40", never "0, 10, 19,
    28, 38")."""
    top = max(1, int(top))
    power = 1
    while True:
        for unit in (1, 2, 5, 10) if power == 1 else (1, 2, 2.5, 5, 10):
            step = round(unit * power)
            if step >= 1 and -(-top // step) <= most - 1:
                return [k * step for k in range(-(-top // step) + 1)]
        power *= 10


def draw_chip_chart(surface: pygame.Surface, rect: pygame.Rect, history: Sequence[Sequence[int]],
                    hero: int | None, px: int, badges: Sequence[str] = ()) -> None:
    """Draw ``history`` (per hand, every seat's chips; the start first) into ``rect``
    with axis labels at text size ``px``, each seat in its :func:`seat_colors` colour
    (``badges``: every seat's personality key)."""
    if len(history) < 2 or rect.width < 40 or rect.height < 40:
        return
    chip_ticks = nice_ticks(max(max(row) for row in history) or 1)
    top = chip_ticks[-1]
    small = max(10, round(px * 0.75))
    label_w = ui_text.text_width(format_chips(top), small) + 8
    line = ui_text.font(small).get_height()  # the top label's upper half above the plot,
    below = round(line * 1.5)  # the hands' labels a line under the chips' lowest one
    plot = pygame.Rect(rect.x + label_w, rect.y + line // 2, rect.width - label_w - 6,
                       rect.height - line // 2 - below - 2)
    for chips in chip_ticks:
        y = plot.bottom - round(plot.height * chips / top)
        pygame.draw.line(surface, (60, 70, 64), (plot.x, y), (plot.right, y))
        ui_text.draw_text(surface, format_chips(chips), (plot.x - 6, y), small, MUTED,
                          anchor="midright", shadow=False)
    hands = len(history) - 1
    for n in nice_ticks(hands):
        if n > hands:
            break
        x = plot.x + round(plot.width * n / hands)
        ui_text.draw_text(surface, str(n), (x, plot.bottom + line), small, MUTED, shadow=False)

    def point(i: int, chips: int) -> tuple[int, int]:
        return (plot.x + round(plot.width * i / hands),
                plot.bottom - round(plot.height * chips / top))

    seats = len(history[0])
    colors = seat_colors(seats, hero, badges)
    order = [s for s in range(seats) if s != hero] + ([hero] if hero is not None else [])
    for seat in order:
        pts = []
        for i, row in enumerate(history):
            pts.append(point(i, row[seat]))
            if row[seat] <= 0:
                break
        if len(pts) >= 2:
            width = 3 if seat == hero else 2
            pygame.draw.lines(surface, colors[seat], False, pts, width)
