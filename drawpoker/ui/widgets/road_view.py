"""The career map's pictures: the road winding across the felt with a stop for each card
room, each stop a poker-chip medallion (its number, a padlock while locked, a gold star
once finished), and the room's name and state under it.

Plain functions of what they are given (the stops' centres, the rooms' states, the scale);
the map screen (``ui/scenes/career.py``) lays them out and handles the input. The road
and the medallions are drawn twice as large and scaled down (smooth edges) and cached.

API: ``stop_centres(rect, n)``, ``road_backdrop(size, centres, felt, s)``,
``medallion(colour, state, diameter)``, ``draw_stop(surface, centre, ...)``,
``ROOM_COLOURS``.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from drawpoker.ui import text as ui_text
from drawpoker.ui.paint import panel
from drawpoker.ui.sprites.table import room_surface
from drawpoker.ui.theme import CREAM, GOLD, GOLD_DARK, MUTED, RGB, SOFT

#: each room's colour on the map, by room id (an unknown room is slate)
ROOM_COLOURS: dict[str, RGB] = {
    "kitchen": (186, 72, 60), "saloon": (196, 134, 48), "club": (38, 122, 84),
    "backroom": (112, 62, 150), "riverboat": (48, 102, 172), "casino": (168, 38, 62),
    "highroller": (44, 44, 54), "grand": (128, 40, 118),
}
_SLATE: RGB = (92, 98, 104)
_SAND: RGB = (196, 170, 120)
_SAND_EDGE: RGB = (92, 64, 36)


def stop_centres(rect: pygame.Rect, n: int) -> list[tuple[int, int]]:
    """``n`` stops spread evenly across ``rect``, rising and falling on a gentle wave (the
    first low at the left, the last high at the right: the road climbs)."""
    out = []
    for i in range(n):
        t = (i + 0.5) / n
        x = rect.left + t * rect.width
        wave = math.sin(i * 1.35 + 0.4) * 0.28
        climb = 0.18 - 0.36 * t
        y = rect.centery + (wave + climb) * rect.height
        out.append((round(x), round(y)))
    return out


def _curve(points: list[tuple[float, float]], steps: int = 18) -> list[tuple[float, float]]:
    """A Catmull-Rom curve through ``points`` (the ends doubled)."""
    if len(points) < 2:
        return list(points)
    pts = [points[0], *points, points[-1]]
    out: list[tuple[float, float]] = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for k in range(steps):
            t = k / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(  # type: ignore[arg-type]
                0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j]
                                                          - p3[j]) * t2
                       + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in range(2)))
    out.append(points[-1])
    return out


def _thick(surface: pygame.Surface, colour: tuple[int, ...], path: list[tuple[float, float]],
           width: int) -> None:
    """A thick line along ``path`` with round joints."""
    pygame.draw.lines(surface, colour, False, path, width)
    r = width // 2
    for p in path[:: max(1, len(path) // 60)] + [path[0], path[-1]]:
        pygame.draw.circle(surface, colour, (round(p[0]), round(p[1])), r)


_STEPS = 18  # curve points between two stops


@lru_cache(maxsize=4)
def road_backdrop(size: tuple[int, int], centres: tuple[tuple[int, int], ...], felt: str,
                  s: float, reached: int = 0) -> pygame.Surface:
    """The felt room with the road through ``centres`` (from off the left edge to past the
    last stop), its centre line gold up to stop ``reached`` (the road travelled), drawn at
    twice the size and scaled down. Cached: do not draw on it."""
    bg = room_surface(size, felt)
    if not centres:
        return bg
    k = 2
    big = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
    first, last = centres[0], centres[-1]
    lead_in = (first[0] - 2.2 * (centres[1][0] - first[0]) if len(centres) > 1 else 0,
               first[1] + 40 * s)
    lead_out = (last[0] + 0.9 * (last[0] - centres[-2][0]) if len(centres) > 1 else size[0],
                last[1] - 30 * s)
    path = [(x * k, y * k) for x, y in _curve([lead_in, *centres, lead_out], _STEPS)]
    travelled = (reached + 1) * _STEPS
    w = max(8, round(30 * s)) * k
    _thick(big, (0, 0, 0, 70), [(x + 3 * k, y + 5 * k) for x, y in path], w + 6 * k)
    _thick(big, (*_SAND_EDGE, 255), path, w + 5 * k)
    _thick(big, (*_SAND, 255), path, w)
    dash, gap, run = 14 * s * k, 12 * s * k, 0.0
    for i, (a, b) in enumerate(zip(path, path[1:], strict=False)):
        seg = math.dist(a, b)
        if (run % (dash + gap)) < dash:
            gold = i < travelled
            pygame.draw.line(big, GOLD if gold else (250, 240, 214), a, b,
                             max(2, round((4.5 if gold else 3) * s * k)))
        run += seg
    bg.blit(pygame.transform.smoothscale(big, size), (0, 0))
    return bg


def _star(centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    return [(centre[0] + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
             centre[1] - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5))
            for i in range(10)]


def _shade(colour: RGB, f: float) -> RGB:
    return (min(255, round(colour[0] * f)), min(255, round(colour[1] * f)),
            min(255, round(colour[2] * f)))


@lru_cache(maxsize=48)
def medallion(colour: RGB, state: str, diameter: int) -> pygame.Surface:
    """One stop's chip medallion, ``diameter`` pixels across (its shadow below it): the
    room's ``colour`` with white edge marks; ``locked``: slate with a padlock;
    ``finished``: a gold rim and a gold star. Cached: do not draw on it."""
    k = 3
    d = max(8, diameter) * k
    img = pygame.Surface((d + 8 * k, d + 12 * k), pygame.SRCALPHA)
    c = (d // 2 + 4 * k, d // 2 + 2 * k)
    r = d // 2
    face = _SLATE if state == "locked" else colour
    pygame.draw.circle(img, (0, 0, 0, 90), (c[0] + 2 * k, c[1] + 5 * k), r)
    pygame.draw.circle(img, GOLD if state == "finished" else _shade(face, 0.6), c, r)
    pygame.draw.circle(img, face, c, r - 3 * k)
    for i in range(8):  # the chip's edge marks
        a = i * math.pi / 4
        w = 0.16
        pts = [(c[0] + (r - 3 * k) * math.sin(a + dw), c[1] - (r - 3 * k) * math.cos(a + dw))
               for dw in (-w, w)]
        pts += [(c[0] + r * 0.72 * math.sin(a + dw), c[1] - r * 0.72 * math.cos(a + dw))
                for dw in (w * 0.9, -w * 0.9)]
        pygame.draw.polygon(img, (236, 232, 222) if state != "locked" else (150, 154, 158), pts)
    pygame.draw.circle(img, _shade(face, 1.18), c, round(r * 0.66))
    pygame.draw.circle(img, (250, 243, 224, 200) if state != "locked" else (170, 172, 176),
                       c, round(r * 0.66), max(1, k))
    if state == "locked":  # a padlock
        bw, bh = r * 0.62, r * 0.48
        body = pygame.Rect(0, 0, round(bw), round(bh))
        body.midtop = (c[0], round(c[1] - bh * 0.15))
        shackle = pygame.Rect(0, 0, round(bw * 0.66), round(bh * 1.1))
        shackle.midbottom = (c[0], body.top + round(bh * 0.35))
        pygame.draw.ellipse(img, (214, 216, 220), shackle, max(2, round(r * 0.09)))
        pygame.draw.rect(img, (214, 216, 220), body, border_radius=round(r * 0.08))
        pygame.draw.circle(img, _SLATE, (c[0], body.centery - round(bh * 0.08)), round(r * 0.07))
    if state == "finished":
        sc = (c[0] + r * 0.68, c[1] - r * 0.68)
        pygame.draw.circle(img, (0, 0, 0, 80), (round(sc[0]) + k, round(sc[1]) + 2 * k),
                           round(r * 0.36))
        pygame.draw.circle(img, GOLD_DARK, (round(sc[0]), round(sc[1])), round(r * 0.36))
        pygame.draw.polygon(img, GOLD, _star(sc, r * 0.3))
    return pygame.transform.smoothscale(img, (img.get_width() // k, img.get_height() // k))


def name_floor() -> int:
    """The size (pixels, as :func:`drawpoker.ui.text.font` takes it) a stop's name shrinks
    to at most: 9 pixels on the screen, the floor at 100 % text, at every text size (a
    larger text gives a long name back the size 100 % gives it before a word breaks)."""
    return math.ceil(9 / ui_text.text_scale())


def stop_name_px(names: tuple[str, ...], diameter: int, label_width: int) -> int:
    """The one size (pixels) of every stop's name on the road: the largest at which each
    of ``names`` wraps into two lines at most of ``label_width`` pixels with no word
    broken (a long name shrinks every name, so the rooms read alike), at least
    :func:`name_floor`."""
    return _stop_name_px(names, diameter, label_width, ui_text.text_scale())


@lru_cache(maxsize=32)
def _stop_name_px(names: tuple[str, ...], diameter: int, label_width: int,
                  _scale: float) -> int:
    px = max(11, round(diameter * 0.22))
    while px > name_floor() and any(
            len(lines := ui_text.wrap_text(n, px, label_width - round(px * 1.1), bold=True)) > 2
            or max(ui_text.text_width(t, px, bold=True) for t in lines)
            > label_width - round(px * 1.1) for n in names):
        px -= 1
    return px


def _name_lines(name: str, px: int, label_width: int) -> tuple[list[str], int]:
    """A stop's ``name`` in two lines at most of ``label_width`` pixels (less the plate's
    margins), and its size: ``px``, shrunk towards :func:`name_floor` while it takes more."""
    lines = ui_text.wrap(name, px, label_width - round(px * 1.1), bold=True)
    while len(lines) > 2 and px > name_floor():  # a long name shrinks to two lines
        px -= 1
        lines = ui_text.wrap(name, px, label_width - round(px * 1.1), bold=True)
    return lines[:2], px


def _status_px(diameter: int) -> int:
    return max(10, round(max(11, round(diameter * 0.22)) * 0.9))


def plate_span(name: str, *, diameter: int, label_width: int, name_px: int,
               above: bool = False) -> tuple[int, int]:
    """The top and bottom (pixels from the stop's centre, up negative) of the dark plate
    :func:`draw_stop` draws the stop's ``name`` and status on, at ``name_px`` in
    ``label_width`` pixels, under the medallion (over it, ``above``)."""
    lines, px = _name_lines(name, name_px, label_width)
    height = (ui_text.grown(px * 1.2) * len(lines) + ui_text.grown(_status_px(diameter) * 1.25)
              + ui_text.grown(px * 0.5))
    gap = round(px * 0.75) // 2
    if above:  # clear of the medallion raised when chosen, and of its gold ring
        bottom = -(diameter // 2 + round(diameter * 0.08) + max(3, diameter // 12)
                   + max(2, diameter // 18)) - gap
        return bottom - height, bottom
    return diameter // 2 + gap, diameter // 2 + gap + height


def draw_stop(surface: pygame.Surface, centre: tuple[int, int], *, colour: RGB, state: str,
              number: int, name: str, status: str, diameter: int, label_width: int,
              selected: bool, hovered: bool, glow: float,
              name_px: int | None = None, above: bool = False) -> pygame.Rect:
    """One stop of the road: its medallion at ``centre`` (raised when ``selected``, with a
    pulsing gold ring of strength ``glow`` 0..1), its ``number`` on it unless locked, its
    ``name`` (two lines at most, ``label_width`` pixels; at ``name_px`` pixels, the size
    :func:`stop_name_px` gives every stop, else shrunk on its own) and ``status`` on a
    dark plate under it (over it, ``above``: at a larger text the plates take turns, each
    twice as wide).

    Returns:
        The Rect a click selects the stop in (medallion and name).
    """
    lift = round(diameter * 0.08) if selected else 0
    img = medallion(colour, state, diameter)
    top_left = (centre[0] - img.get_width() // 2,
                centre[1] - diameter // 2 - round(diameter * 0.02) - lift)
    mid = (centre[0], centre[1] - lift)
    if selected or hovered:
        ring = diameter // 2 + max(3, diameter // 12)
        alpha = round(110 + 120 * glow) if selected else 90
        halo = pygame.Surface((ring * 2 + 8, ring * 2 + 8), pygame.SRCALPHA)
        pygame.draw.circle(halo, (*GOLD, alpha), (ring + 4, ring + 4), ring,
                           max(2, diameter // 18))
        surface.blit(halo, (mid[0] - ring - 4, mid[1] - ring - 4))
    surface.blit(img, top_left)
    if state != "locked":
        px = max(12, round(diameter * 0.34))
        ui_text.draw_text(surface, str(number), mid, px, CREAM, bold=True)
    px = name_px or max(11, round(diameter * 0.22))
    small = _status_px(diameter)
    lines, px = _name_lines(name, px, label_width)
    inner = label_width - round(px * 1.1)  # the text's width inside its plate
    line_h = ui_text.grown(px * 1.2)  # lines grow with the text size
    height = line_h * len(lines) + ui_text.grown(small * 1.25)
    widest = max([ui_text.text_width(t, px, bold=True) for t in lines]
                 + [ui_text.text_width(status, small)])
    plate = pygame.Rect(0, 0, min(label_width, widest + round(px * 1.1)),
                        height + ui_text.grown(px * 0.5))
    plate.midtop = (centre[0], centre[1] + plate_span(
        name, diameter=diameter, label_width=label_width, name_px=px, above=above)[0])
    edge = max(2, diameter // 10)  # a wide plate at the road's end stays on the window
    plate.clamp_ip(surface.get_rect().inflate(-2 * edge, 0))
    panel(surface, plate, alpha=150 if not selected else 200, color=(10, 14, 12),
          radius=max(4, px // 2))
    name_colour = GOLD if selected else (CREAM if state != "locked" else MUTED)
    rect = pygame.Rect(0, 0, diameter, diameter).move(centre[0] - diameter // 2,
                                                      centre[1] - diameter // 2 - lift)
    y = plate.top + ui_text.grown(px * 0.25) + line_h // 2
    for line in lines:
        ui_text.draw_text(surface, line, (plate.centerx, y), px, name_colour, bold=True,
                          max_width=inner)
        y += line_h
    status_colour = GOLD if state == "finished" else (SOFT if state == "open" else MUTED)
    ui_text.draw_text(surface, status, (plate.centerx, y - line_h // 2 + ui_text.grown(small * 1.15)),
                      small, status_colour, max_width=inner)
    return rect.union(plate)

