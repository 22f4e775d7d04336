"""The statistics screen's charts, drawn in the game: a line chart (bankroll over time,
with a baseline and marks) and a bar chart (results by hand, green won / red lost, with the
running total as a line), both on a grid of round steps; :func:`whole_percent` writes
a rate as the figures show it.

Units: values in chips, Rects and ``px`` in pixels.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from drawpoker.i18n import _, format_chips
from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.theme import CREAM, GOLD, NEGATIVE, POSITIVE, SOFT

CHART_LINE = (232, 190, 92)
GRID = (255, 255, 255, 26)


def _nice_step(span: float, target: int = 4) -> float:
    """A round grid step so that ``span`` is covered by about ``target`` steps."""
    if span <= 0:
        return 1.0
    raw = span / target
    mag = 10 ** len(str(int(raw))) / 10 if raw >= 1 else 1.0
    for m in (1, 2, 2.5, 5, 10):
        if raw <= m * mag:
            return m * mag
    return 10 * mag


def _grid(surface: pygame.Surface, rect: pygame.Rect, lo: float, hi: float, px: int) -> None:
    step = _nice_step(hi - lo)
    v = (lo // step) * step
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    while v <= hi + 1e-9:
        if v >= lo - 1e-9:
            y = rect.bottom - (v - lo) / (hi - lo) * rect.height
            pygame.draw.line(layer, GRID, (0, y - rect.y), (rect.width, y - rect.y))
            ui_text.draw_text(surface, format_chips(round(v)), (rect.x - px * 0.4, y), round(px * 0.78), SOFT,
                        anchor="midright", shadow=False)
        v += step
    surface.blit(layer, rect.topleft)


def whole_percent(x: float | None) -> str:
    """A fraction 0..1 as a whole percentage, or a dash when there is none."""
    if x is None:
        return "\u2014"
    return _("{value}%").format(value=format_chips(round(100 * x)))


def mark_labels(rect: pygame.Rect, xs: Sequence[int], sizes: Sequence[tuple[int, int]],
                ) -> list[pygame.Rect | None]:
    """Where the marks' labels go inside ``rect`` (pixels), none over another: each label
    (``sizes[k]``, width and height) sits right of its mark's line at ``xs[k]`` (left of it
    at the right edge), on the lowest row near the bottom that is free (after a refill the
    line is high, before it at the bottom-left); rows stack up to half the chart's height,
    and a label with no free row is left out (None: its dashed line still marks it)."""
    placed: list[pygame.Rect] = []
    out: list[pygame.Rect | None] = []
    for x, (w, h) in zip(xs, sizes, strict=True):
        left = x + 4 if x + 4 + w <= rect.right else x - 4 - w
        spot = None
        row = 0
        while spot is None and row * (h + 2) + h <= rect.height // 2:
            box = pygame.Rect(left, rect.bottom - 4 - h - row * (h + 2), w, h)
            if box.collidelist(placed) < 0:
                spot = box
            row += 1
        if spot is not None:
            placed.append(spot)
        out.append(spot)
    return out


def line_chart(surface: pygame.Surface, rect: pygame.Rect, values: Sequence[int], px: int, *,
               baseline: int | None = None, marks: Sequence[tuple[int, str]] = ()) -> None:
    """Bankroll line with a soft filled area, grid and value labels, inside ``rect``.

    Args:
        marks: ``(index into values, label)``: a dashed upright line with a small label
            at that point (e.g. "+1,000 from the house" where a fresh bankroll was given).
    """
    if not values:
        return
    lo, hi = float(min(values)), float(max(values))
    if baseline is not None:
        lo, hi = min(lo, baseline), max(hi, baseline)
    pad = max(1.0, (hi - lo) * 0.08)
    lo, hi = lo - pad, hi + pad
    _grid(surface, rect, lo, hi, px)
    n = len(values)

    def pt(i: int, v: float) -> tuple[float, float]:
        x = rect.x + (i / max(1, n - 1)) * rect.width
        return (x, rect.bottom - (v - lo) / (hi - lo) * rect.height)

    points = [pt(i, v) for i, v in enumerate(values)]
    if baseline is not None:
        y = pt(0, baseline)[1]
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        for x in range(0, rect.width, 8):
            pygame.draw.line(layer, (255, 255, 255, 70), (x, y - rect.y), (x + 4, y - rect.y))
        surface.blit(layer, rect.topleft)
    if n == 1:
        points = [points[0], (rect.right, points[0][1])]
    area = pygame.Surface(rect.size, pygame.SRCALPHA)
    poly = [(x - rect.x, y - rect.y) for x, y in points]
    pygame.draw.polygon(area, (*CHART_LINE, 46), [*poly, (poly[-1][0], rect.height), (poly[0][0], rect.height)])
    surface.blit(area, rect.topleft)
    pygame.draw.lines(surface, CHART_LINE, False, points, max(2, px // 7))
    shown = [(round(pt(i, 0)[0]), text) for i, text in marks if 0 <= i < n]
    for x, _text in shown:
        for y in range(rect.top, rect.bottom, 8):
            pygame.draw.line(surface, GOLD, (x, y), (x, min(rect.bottom, y + 4)), 2)
    sizes = [ui_text.render_text(text, round(px * 0.72), GOLD).get_size() for _x, text in shown]
    places = mark_labels(rect, [x for x, _t in shown], sizes)
    for (_x, text), place in zip(shown, places, strict=True):
        if place is not None:
            ui_text.draw_text(surface, text, place.topleft, round(px * 0.72), GOLD,
                              anchor="topleft")
    end = points[-1]
    pygame.draw.circle(surface, CREAM, end, max(3, px // 4))
    label = ui_text.render_text(format_chips(values[-1]), round(px * 0.85), CREAM, bold=True)
    box = label.get_rect().inflate(px // 2, px // 4)
    box.bottomright = (round(end[0] - px * 0.4), round(end[1] - px * 0.4))
    if box.top < rect.top:
        box.topright = (round(end[0] - px * 0.4), round(end[1] + px * 0.4))
    paint.panel(surface, box, alpha=200, color=(12, 14, 12), radius=5, border=(*CHART_LINE, 200))
    surface.blit(label, label.get_rect(center=box.center))


def bar_chart(surface: pygame.Surface, rect: pygame.Rect, values: Sequence[int], px: int, *,
              running: Sequence[int] = ()) -> None:
    """A bar per hand (green won, red lost) around a zero line, plus the running total."""
    if not values:
        return
    series = list(values) + list(running)
    lo, hi = float(min(0, *series)), float(max(0, *series))
    pad = max(1.0, (hi - lo) * 0.08)
    lo, hi = lo - pad, hi + pad
    _grid(surface, rect, lo, hi, px)

    def y_of(v: float) -> float:
        return rect.bottom - (v - lo) / (hi - lo) * rect.height

    n = len(values)
    slot = rect.width / n
    bw = max(1, min(round(slot * 0.7), px * 2))
    zero = y_of(0)
    for i, v in enumerate(values):
        x = rect.x + slot * (i + 0.5)
        y = y_of(v)
        bar = pygame.Rect(round(x - bw / 2), round(min(y, zero)), bw, max(1, round(abs(zero - y))))
        pygame.draw.rect(surface, POSITIVE if v > 0 else NEGATIVE if v < 0 else SOFT, bar)
    pygame.draw.line(surface, (220, 220, 210), (rect.x, zero), (rect.right, zero), 1)
    if running:
        pts = [(rect.x + slot * (i + 0.5), y_of(v)) for i, v in enumerate(running)]
        if len(pts) > 1:
            pygame.draw.lines(surface, CHART_LINE, False, pts, max(2, px // 8))
