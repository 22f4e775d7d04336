"""The Statistics screen's *Starting hands* page (drawing only): a row per starting-hand
category (:attr:`drawpoker.persistence.stats.Statistics.by_category`) with the hands
played and won, the win rate, the net result and the result per hand.

At a larger text a column's head wraps onto two lines, the columns take the room their
heads' longest words need from the hands' names, and a name too long for what is left
wraps onto two lines (the row grows); every row is drawn, the page growing taller than
the panel (the screen scrolls). No text is drawn smaller than 100 % gives it, none is cut.
"""

from __future__ import annotations

from typing import Any

import pygame

from drawpoker.i18n import _, format_chips, format_signed_chips
from drawpoker.ui import text as ui_text
from drawpoker.ui.text import fit_or_wrap, text_width
from drawpoker.ui.theme import GOLD, NEGATIVE, POSITIVE, TEXT
from drawpoker.ui.widgets.stat_charts import whole_percent


def _heads() -> list[str]:
    return [_("Hands"), _("Won"), _("Win rate"), _("Net"), _("Per hand")]


def draw_starting(surface: pygame.Surface, v: pygame.Rect, px: int, st: Any) -> int:
    """Draw the page from the top of ``v`` (the panel's view, pixels; the rows go on below
    ``v.bottom``: ``surface`` must be tall enough) at text size ``px``.

    Returns:
        The page's height from ``v.top`` (pixels, at least ``v.height``).
    """
    larger = ui_text.text_scale() > 1.0
    ui_text.draw_text(surface, _("Results by starting hand"), (v.x + px, v.y + px * 0.9), px,
                      GOLD, anchor="midleft", bold=True)
    heads = _heads()
    room = v.width - 2 * px
    first = round(room * 0.38)
    hpx, rpx = round(px * 0.85), round(px * 0.9)
    if larger:  # each column as wide as its head's longest word
        need = max(text_width(word, hpx, bold=True) for h in heads for word in h.split()) + 8
        first = max(round(room * 0.25), min(first, room - need * len(heads)))
    colw = (room - first) / len(heads)
    wrapped = [fit_or_wrap(h, hpx, round(colw) - 4, bold=True) if larger else ([h], hpx)
               for h in heads]
    names = [fit_or_wrap(cat.label, rpx, first - px) for cat in st.by_category]
    hls = ui_text.font(hpx, True).get_linesize()
    most = max(len(lines) for lines, _p in wrapped)
    y = v.y + round(px * 2.8)
    row_h = ui_text.grown(px * 1.7)
    first_row = y + row_h
    if larger:  # the heads under the heading, the rows under the heads
        title_bottom = px * 0.9 + ui_text.font(px, True).get_height() / 2
        y = v.y + max(round(px * 2.8), round(title_bottom + px * 0.3 + most * hls / 2))
        rls = ui_text.font(rpx).get_linesize()
        row_h = max([row_h] + [len(lines) * rls + round(px * 0.4) for lines, _p in names])
        first_row = y + max(row_h, round(most * hls / 2 + row_h / 2))
    for i, (lines, size) in enumerate(wrapped):
        for j, line in enumerate(lines):
            ui_text.draw_text(surface, line, (v.x + px + first + colw * (i + 0.5),
                                              y + (j - (len(lines) - 1) / 2) * hls),
                              size, GOLD, shadow=False, bold=True)
    bottom = v.y + v.height
    for k, (cat, (lines, size)) in enumerate(zip(st.by_category, names, strict=True)):
        ry = first_row + row_h * k
        if k % 2 == 0:
            band = pygame.Surface((room, row_h), pygame.SRCALPHA)
            band.fill((255, 255, 255, 12))
            surface.blit(band, (v.x + px, ry - row_h // 2))
        step = ui_text.font(size).get_linesize()
        for j, line in enumerate(lines):
            ui_text.draw_text(surface, line, (v.x + px * 1.4, ry + (j - (len(lines) - 1) / 2) * step),
                              size, TEXT, anchor="midleft", shadow=False, max_width=first - px)
        net_color = POSITIVE if cat.net > 0 else NEGATIVE if cat.net < 0 else TEXT
        cells = [(format_chips(cat.hands), TEXT), (format_chips(cat.won), TEXT),
                 (whole_percent(cat.win_rate), TEXT), (format_signed_chips(cat.net), net_color),
                 (format_signed_chips(round(cat.average_net)), net_color)]
        for i, (text, color) in enumerate(cells):
            ui_text.draw_text(surface, text, (v.x + px + first + colw * (i + 0.5), ry), rpx,
                              color, shadow=False)
        bottom = max(bottom, ry + row_h // 2 + px)
    return bottom - v.y
