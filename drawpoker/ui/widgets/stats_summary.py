"""The Statistics screen's summary page (drawing only; the figures are
:class:`drawpoker.persistence.stats.Statistics`'): eight figure tiles; *How you play*, the
rates of opening, calling, raising and folding before and after the draw, with a note on
what they count; *Cards drawn*, a bar per number of cards drawn.

Laid out from the text size and the translated words. At 100 % the tiles stand four a
row over the table and the chart side by side, in the panel's height. At a larger text a
tile's label and a column's head wrap onto two lines, the tiles stand two a row where a
label or a figure would still not fit, and the chart goes under the table where the
table needs the page's width; the page then grows taller than the panel and the screen
scrolls (:class:`drawpoker.ui.scenes.stats.StatsScene`). No text is drawn smaller than
100 % gives it, and none is cut.
"""

from __future__ import annotations

from typing import Any

import pygame

from drawpoker.i18n import _, format_chips, format_number, format_signed_chips
from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.text import fit_or_wrap, fits_whole, text_width
from drawpoker.ui.theme import CREAM, GOLD, NEGATIVE, POSITIVE, SOFT, TEXT
from drawpoker.ui.widgets.stat_charts import CHART_LINE, whole_percent

#: a tile: its label, its figure and the figure's colour
Figure = tuple[str, str, tuple[int, int, int]]
#: the tiles a row, tried in turn at a larger text (the first whose words all fit)
COLUMNS = (4, 2, 1)


def fair_px_height(px: int) -> int:
    """The height of the summary's *Is the deal fair?* button at 100 % text (pixels, for
    rows of ``px`` pixels): its label's size is made from it."""
    return round(px * 2.2)


def fair_height(px: int) -> int:
    """The height of the summary's *Is the deal fair?* button (pixels): a little lower
    at a larger text, so that the note above it keeps its lines (its label grows with
    the text size all the same: :func:`fair_px_height`)."""
    if ui_text.text_scale() == 1.0:
        return fair_px_height(px)
    return ui_text.grown(px * 1.8)


def figures(st: Any) -> list[Figure]:
    """The eight tiles of ``st`` (:class:`drawpoker.persistence.stats.Statistics`)."""
    avg = st.average_draw
    net_color = POSITIVE if st.net > 0 else NEGATIVE if st.net < 0 else CREAM
    return [
        (_("Hands played"), format_chips(st.hands_played), CREAM),
        (_("Hands won"), format_chips(st.hands_won), CREAM),
        (_("Win rate"), whole_percent(st.win_rate), CREAM),
        (_("Net result"), format_signed_chips(st.net), net_color),
        (_("Biggest pot you played in"), format_chips(st.biggest_pot), CREAM),
        (_("Biggest pot won"), format_chips(st.biggest_pot_won), CREAM),
        (_("Showdowns won"), _("{won} of {total}").format(
            won=format_number(st.showdowns_won), total=format_number(st.showdowns)), CREAM),
        (_("Average cards drawn"),
         "\u2014" if avg is None else format_number(avg, places=1), CREAM),
    ]


def _larger() -> bool:
    return ui_text.text_scale() > 1.0


def _height(px: int, *, bold: bool = False) -> int:
    return ui_text.font(px, bold).get_height()


def _step(px: int) -> int:
    return ui_text.font(px).get_linesize()


def draw_summary(surface: pygame.Surface, v: pygame.Rect, px: int, st: Any,
                 fair_width: int) -> tuple[int, pygame.Rect]:
    """Draw the page from the top of ``v`` (the panel's view, pixels; the page goes on
    below ``v.bottom`` where its content needs: ``surface`` must be tall enough) at text
    size ``px``; ``fair_width``: the *Is the deal fair?* button's own width (pixels).

    Returns:
        ``(height, fair)``: the page's height from ``v.top`` (at least ``v.height``) and
        where the fair button goes (pixels, on ``surface``).
    """
    y = _tiles(surface, v, px, figures(st)) + px
    side = round((v.width - 3 * px) * 0.56)
    if _larger() and not _side_by_side(side, px):
        side = v.width - 2 * px  # the chart goes under the table
    table = pygame.Rect(v.x + px, y, side, 0)
    bh = fair_height(px)
    below = _decisions(surface, table, px, st)  # the note's last line
    fy = max(v.bottom - px - bh, below + ui_text.grown(px * 0.6))
    if _larger():  # clear of the note's last line by half a line
        fy = max(fy, below + _height(round(px * 0.75)) + round(px * 0.5))
    fair = pygame.Rect(table.x, fy, min(side, fair_width), bh)
    if side < v.width - 2 * px:
        chart = pygame.Rect(table.right + px, y, v.right - px - table.right - px, 0)
        chart.height = max(v.bottom - px, fair.bottom) - y
    else:
        chart = pygame.Rect(table.x, fair.bottom + px, side, round(px * 12))
    _draw_counts(surface, chart, px, st.draw_counts)
    return max(v.height, chart.bottom + px - v.y, fair.bottom + px - v.y), fair


# --------------------------------------------------------------------------- tiles
def _tiles(surface: pygame.Surface, v: pygame.Rect, px: int, items: list[Figure]) -> int:
    """The figure tiles under the scope line; returns their bottom (pixels)."""
    gap = ui_text.grown(px * 0.7)
    top = v.y + px * 2
    vpx, lpx = round(px * 1.5), round(px * 0.8)
    cols = COLUMNS[0]
    for cols in COLUMNS:
        fw = (v.width - 2 * px - gap * (cols - 1)) // cols
        if not _larger() or all(
                fits_whole(value, vpx, fw - px, bold=True)
                and fits_whole(label, lpx, fw - px // 2)
                and len(fit_or_wrap(label, lpx, fw - px // 2)[0]) <= 2
                for label, value, _c in items):
            break
    labels = [fit_or_wrap(label, lpx, fw - px // 2) for label, _v, _c in items]
    fh = round(px * 4.2)
    most = max(len(lines) for lines, _p in labels)
    if _larger():
        fh = max(fh, _height(vpx, bold=True) + most * _step(lpx) + round(px * 0.8))
    for i, ((label, value, color), (lines, size)) in enumerate(zip(items, labels, strict=True)):
        r, c = divmod(i, cols)
        rect = pygame.Rect(v.x + px + c * (fw + gap), top + r * (fh + gap), fw, fh)
        paint.panel(surface, rect, alpha=110, color=(0, 0, 0), radius=8,
                    border=(120, 92, 48, 160))
        if not _larger():
            ui_text.draw_text(surface, value, (rect.centerx, rect.y + fh * 0.4), vpx, color,
                              bold=True, max_width=fw - px)
            ui_text.draw_text(surface, label, (rect.centerx, rect.y + fh * 0.78), lpx, SOFT,
                              shadow=False, max_width=fw - px // 2)
            continue
        vh, ls = _height(vpx, bold=True), _step(size)
        y0 = rect.y + (fh - vh - most * ls) / 2  # the figures level, a short label under
        ui_text.draw_text(surface, value, (rect.centerx, y0 + vh / 2), vpx, color, bold=True,
                          max_width=fw - px)
        for j, line in enumerate(lines):
            ui_text.draw_text(surface, line, (rect.centerx, y0 + vh + ls * (j + 0.5)), size,
                              SOFT, shadow=False)
    rows = -(-len(items) // cols)
    return top + rows * (fh + gap)


# --------------------------------------------------------------------------- how you play
def _heads() -> list[str]:
    return [_("Open"), _("Call"), _("Raise"), _("Fold")]


def _names() -> list[str]:
    return [_("Before the draw"), _("After the draw")]


def _side_by_side(width: int, px: int) -> bool:
    """Whether the table fits ``width`` pixels beside the chart at a larger text: each
    head whole in its column, each row's name on one line, *Pat* under its bar."""
    first = round(width * 0.36)
    colw = round((width - first) / 4) - 4
    slot = (width * 0.78) / 6 - 4  # the chart beside is about as wide as the table
    return (all(fits_whole(h, round(px * 0.85), colw) for h in _heads())
            and all(len(fit_or_wrap(n, round(px * 0.9), first - 6)[0]) == 1 for n in _names())
            and text_width(_("Pat"), round(px * 0.8)) <= slot)


def _decisions(surface: pygame.Surface, left: pygame.Rect, px: int, st: Any) -> int:
    """*How you play* from ``left.topleft``, ``left.width`` wide; returns the centre of
    the note's last line (pixels)."""
    ui_text.draw_text(surface, _("How you play"), (left.x, left.y), px, GOLD, anchor="topleft",
                      bold=True)
    first = round(left.width * 0.36)
    colw = (left.width - first) / 4
    hpx, rpx = round(px * 0.85), round(px * 0.9)
    heads = [fit_or_wrap(h, hpx, round(colw) - 4) for h in _heads()]
    names = [fit_or_wrap(n, rpx, first - 6) for n in _names()]
    hls = _step(hpx)
    most = max(len(lines) for lines, _p in heads)
    ty = left.y + round(px * 1.9)
    step = round(px * 1.7)
    first_row = ty + step
    if _larger():  # the heads under the heading, the rows under the heads
        ty = left.y + max(round(px * 1.9),
                          round(_height(px, bold=True) + px * 0.3 + most * hls / 2))
        row_h = max(max(len(lines) for lines, _p in names) * _step(rpx),
                    _height(rpx, bold=True))
        step = max(step, row_h + round(px * 0.3))
        first_row = ty + max(step, round(most * hls / 2 + row_h / 2 + px * 0.3))
    for i, (lines, size) in enumerate(heads):
        for j, line in enumerate(lines):
            ui_text.draw_text(surface, line, (left.x + first + colw * (i + 0.5),
                                              ty + (j - (len(lines) - 1) / 2) * hls),
                              size, GOLD, shadow=False, max_width=round(colw) - 4)
    rates = (st.before_draw, st.after_draw)
    for k, ((lines, size), rr) in enumerate(zip(names, rates, strict=True)):
        ry = first_row + step * k
        for j, line in enumerate(lines):
            ui_text.draw_text(surface, line, (left.x, ry + (j - (len(lines) - 1) / 2) * _step(size)),
                              size, TEXT, anchor="midleft", shadow=False, max_width=first - 6)
        for i, val in enumerate((rr.open_rate, rr.call_rate, rr.raise_rate, rr.fold_rate)):
            ui_text.draw_text(surface, whole_percent(val), (left.x + first + colw * (i + 0.5), ry),
                              rpx, TEXT, shadow=False, bold=True)
    note = _("Open: bets when nobody has bet. Call, raise, fold: when facing a bet.")
    npx = round(px * 0.75)
    # a larger text: its lines close up to the font's own
    nstep = _step(npx) if _larger() else ui_text.grown(npx * 1.4)
    ly = first_row + step * len(names)
    for j, line in enumerate(ui_text.wrap_text(note, npx, left.width)):
        ly = first_row + step * len(names) + j * nstep
        ui_text.draw_text(surface, line, (left.x, ly), npx, SOFT, anchor="midleft",
                          shadow=False)
    return round(ly)


# --------------------------------------------------------------------------- cards drawn
def _draw_counts(surface: pygame.Surface, right: pygame.Rect, px: int,
                 counts: dict[int | None, int]) -> None:
    """*Cards drawn*: a bar per number of cards drawn (*Pat*, 1-5) in ``right``."""
    ui_text.draw_text(surface, _("Cards drawn"), (right.x, right.y), px, GOLD, anchor="topleft",
                      bold=True)
    keys: list[int | None] = [0, 1, 2, 3, 4, 5]
    labels = [_("Pat"), "1", "2", "3", "4", "5"]
    top_n = max([counts.get(k, 0) for k in keys] + [1])
    vpx, lpx = round(px * 0.75), round(px * 0.8)
    head, room = round(px * 1.9), px  # above the bars, over the tallest
    foot = round(px * 3.4) - head  # under the bars
    below = px * 0.7  # the labels' centre under the bars
    if _larger():  # the chart clear of its heading, the labels and figures at their size
        head = max(head, _height(px, bold=True) + round(px * 0.3))
        foot = max(foot, _height(lpx) + round(px * 0.3))
        room = max(room, _height(vpx) + 2)
        below = max(below, _height(lpx) / 2 + 2)
    chart = pygame.Rect(right.x, right.y + head, right.width, right.height - head - foot)
    slot = chart.width / len(keys)
    for i, (draw_key, lab) in enumerate(zip(keys, labels, strict=True)):
        n = counts.get(draw_key, 0) or 0
        h = round((chart.height - room) * n / top_n)
        bar = pygame.Rect(round(chart.x + slot * i + slot * 0.18), chart.bottom - h,
                          round(slot * 0.64), h)
        pygame.draw.rect(surface, CHART_LINE, bar, border_radius=3)
        if n:
            vy = bar.top - (px * 0.55 if not _larger() else _height(vpx) / 2 + 1)
            ui_text.draw_text(surface, str(n), (bar.centerx, vy), vpx, TEXT, shadow=False)
        ui_text.draw_text(surface, lab, (bar.centerx, chart.bottom + below), lpx, SOFT,
                          shadow=False)
