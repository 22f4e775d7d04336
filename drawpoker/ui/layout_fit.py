"""Fitting the table's pieces around each other (pixels): the areas a seat's bet, dealer
button and action pill, and the pot take; the shown cards spread clear of the other
plates; the dealer button and the deck and muck placed where they cover nothing.

Helpers of :func:`drawpoker.ui.layout.compute_layout` (which re-exports the Rect
helpers); the seats are ``SeatLayout`` values (``plate``, ``cards``, ``shown``, ``bet``,
``button``, ``point``, ``is_hero``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pygame

from drawpoker.ui import text as ui_text
from drawpoker.ui.text import text_scale

Point = tuple[float, float]


def _r(x: float, y: float, w: float, h: float) -> pygame.Rect:
    return pygame.Rect(round(x), round(y), round(w), round(h))


def bet_rect(bet: Point, scale: float) -> pygame.Rect:
    """The area a seat's bet can cover: the widest chip pile (four columns of chips of
    diameter ``max(10, 22 * scale)`` pixels) centred on ``bet`` and its amount below."""
    d = max(10, round(22 * scale))
    r = pygame.Rect(0, 0, round(d * 4.2), round(d * 2.3))
    r.midtop = (round(bet[0]), round(bet[1] - d * 0.9))
    return r


def button_diameter(scale: float) -> int:
    """The dealer button's diameter in pixels at the table's ``scale``: 38 at 1280×720,
    never under 24 (its letter stays legible in the smallest window)."""
    return max(24, round(38 * scale))


def button_rect(point: Point, scale: float) -> pygame.Rect:
    """The dealer button's Rect (:func:`button_diameter` pixels square) centred on ``point``."""
    d = button_diameter(scale)
    return pygame.Rect(round(point[0] - d / 2), round(point[1] - d / 2), d, d)


def caption_rect(deck: Point, small: tuple[int, int], font_px: int,
                 avoid: Sequence[pygame.Rect] = (), width: int = 0) -> pygame.Rect:
    """Where the two lines under the deck go ("Deck sealed" and the short commitment,
    ``view_commitment``), pixels: their lines at ``0.7 * font_px`` grown with the text
    size, at least ``width`` wide (their widest words),
    centred under the stub of ``small`` cards at ``deck``; where that touches one of
    ``avoid`` (the dealer button, the plates), the first clear of them above the stub,
    right of it or left of it; where none is, under it all the same."""
    cw, ch = small
    px = round(font_px * 0.7)
    w = max(cw * 3, px * 9, width)
    h = ui_text.grown(px * 2.6)
    below = pygame.Rect(round(deck[0] - w / 2), round(deck[1] + ch / 2 + px * 0.5), round(w), h)
    above = below.copy()
    above.bottom = round(deck[1] - ch * 0.58 - px * 0.3)  # over the stub's stepped backs
    right = below.copy()
    right.midleft = (round(deck[0] + cw / 2 + px * 0.5), round(deck[1]))
    left = below.copy()
    left.midright = (round(deck[0] - cw * 0.6 - px * 0.5), round(deck[1]))
    return next((r for r in (below, above, right, left) if r.collidelist(list(avoid)) == -1),
                below)


def pill_zone(sl: Any, scale: float) -> pygame.Rect:
    """Where seat ``sl``'s action pill ("Raises to 1,575", "Wins 2,775") can reach: under
    an opponent's plate, right of the player's (pixels), as tall (and the player's as
    wide) as the text size makes it (:func:`drawpoker.ui.text.grown`)."""
    p = sl.plate
    if sl.is_hero:
        h = ui_text.grown(30 * scale)
        return pygame.Rect(p.right + round(8 * scale), p.centery - h // 2,
                           ui_text.grown(170 * scale), h)
    return pygame.Rect(p.x - round(6 * scale), p.bottom, p.width + round(12 * scale),
                       ui_text.grown(32 * scale))


def pot_zone(pot: Point, scale: float) -> pygame.Rect:
    """The area the pot's pile of chips and its label take around ``pot`` (pixels)."""
    return pygame.Rect(round(pot[0] - 80 * scale), round(pot[1] - 46 * scale),
                       round(160 * scale), round(82 * scale))


def shown_floor(table_area: pygame.Rect, scale: float) -> int:
    """The highest y (pixels) a shown card's top edge may take, lifted or not: below the top
    bar's 1-pixel line (drawn on ``table_area.top``), the 2-pixel gold outline of a winning
    card (drawn 2 pixels outside it) and a small gap (the top seat's winners lost their top
    edge and outline under the bar)."""
    return table_area.top + 3 + max(1, round(2 * scale))


def fit_backs(seats: dict[int, Any], s: float, area: pygame.Rect) -> dict[int, Any]:
    """Keep an opponent's card backs (they stand on his plate's top edge) off the other
    seats' plates (at eight seats a side seat's backs reached the plate above): slide the
    fan sideways along its own plate, the least that clears them; where no slide does (the
    smallest window), shrink it, keeping its bottom edge, 2·s pixels clear of the plate
    above and below the top bar."""
    out: dict[int, Any] = {}
    for seat, sl in seats.items():
        out[seat] = sl
        if sl.is_hero:
            continue
        others = [o.plate for k, o in seats.items() if k != seat]
        backs = sl.cards[0].unionall(list(sl.cards[1:]))
        if backs.collidelist(others) == -1:
            continue
        reach = max(0, (sl.plate.width - backs.width) // 2 + round(8 * s))
        for dx in sorted(range(-reach, reach + 1), key=abs):
            moved = backs.move(dx, 0)
            if area.contains(moved) and moved.collidelist(others) == -1:
                out[seat] = replace(sl, cards=tuple(c.move(dx, 0) for c in sl.cards))
                break
        else:
            out[seat] = replace(sl, cards=_shrunk_row(sl.cards, 0.42, others, s, area))
    return out


def _shrunk_row(row: tuple[pygame.Rect, ...], spacing: float, others: list[pygame.Rect],
                s: float, area: pygame.Rect) -> tuple[pygame.Rect, ...]:
    """``row`` of five cards (each ``spacing`` card widths right of the one before) made
    smaller, bottom edge and centre kept, to end 2·s pixels below the lowest of ``others``
    above it (and below the top bar)."""
    band = row[0].unionall(list(row[1:]))
    ceiling = shown_floor(area, s)
    for p in others:
        if p.bottom <= band.bottom and p.left < band.right and band.left < p.right:
            ceiling = max(ceiling, p.bottom + max(1, round(2 * s)))
    cw, ch = row[0].size
    h = max(8, min(ch, band.bottom - ceiling))
    w = round(h * cw / ch)
    step = w * spacing
    x0 = band.centerx - (w + 4 * step) / 2
    return tuple(_r(x0 + i * step, band.bottom - h, w, h) for i in range(5))


def fit_shown(seats: dict[int, Any], s: float,
               area: pygame.Rect) -> dict[int, Any]:
    """Keep each seat's shown cards off the other seats' plates and, where there is room,
    off the action pills under them (at eight seats an upper side seat's spread reached
    its neighbour's plate): try the spread shifted sideways, then closer together, down
    to the face-down spacing; else smaller, under the plate above."""
    out: dict[int, Any] = {}
    for seat, sl in seats.items():
        if sl.is_hero or not sl.shown:
            out[seat] = sl
            continue
        plates = [o.plate for k, o in seats.items() if k != seat]
        # a plate with the action pill under it (drawn 5·s below the plate, ~24·s high)
        with_pills = [p.union(p.move(0, round(30 * s))) for p in plates]
        out[seat] = replace(sl, shown=_spread(sl, s, area, with_pills)
                            or _spread(sl, s, area, plates)
                            or _shrunk_row(sl.shown, 0.40, plates, s, area))
    return out


def _spread(sl: Any, s: float, area: pygame.Rect,
            blocked: list[pygame.Rect]) -> tuple[pygame.Rect, ...] | None:
    """The first row of ``sl``'s shown cards that touches none of ``blocked``, or None."""
    first = sl.shown[0]
    cw = first.width
    for f in (0.62, 0.54, 0.46, 0.40):
        total = cw + 4 * cw * f
        for shift in (0.0, 0.25, -0.25, 0.5, -0.5):
            x0 = sl.plate.centerx - total / 2 + shift * total
            x0 = min(max(x0, area.left + 10 * s), area.right - total - 10 * s)
            row = tuple(_r(x0 + i * cw * f, first.y, cw, first.height) for i in range(5))
            if all(r.collidelist(blocked) == -1 for r in row):
                return row
    return None


def place_buttons(seats: dict[int, Any], s: float, small: tuple[int, int],
                  deck: Point, muck: Point, pot: Point, area: pygame.Rect,
                  middle: pygame.Rect | None = None) -> dict[int, Any]:
    """Move each seat's dealer button to the first spot near its bet that covers no chips,
    plate, action pill, cards, the deck, the muck or the pot (it lay on the bet chips),
    and, among those, the least of ``middle`` (where the "Hand over" box goes); where none
    is clear, the spot inside ``area`` that covers least and never a bet, a plate, a card
    or the deck; at a larger text it also keeps off the deck's committed-shuffle label."""
    # never covered, even where nothing else is clear: bets, plates, cards, the deck
    cards = [bet_rect(sl.bet, s).inflate(round(6 * s), round(6 * s)) for sl in seats.values()]
    blocked: list[pygame.Rect] = []
    for sl in seats.values():
        cards.append(sl.plate.inflate(round(6 * s), round(6 * s)))
        blocked.append(pill_zone(sl, s))  # it covered "Raises to 15[7]"
        # cards as they rest and as winners lifted by 18 % of their height (the button lay
        # on the player's lifted winning card: second new player, finding 9)
        for r in (*sl.cards, *sl.shown):
            cards.append(r.union(r.move(0, -round(r.height * 0.18))))
    cw, ch = small
    cards.append(pygame.Rect(round(deck[0] - cw / 2 - 6 * s), round(deck[1] - ch / 2 - 6 * s),
                               round(cw + 12 * s), round(ch + 12 * s)))
    blocked.append(pot_zone(pot, s))
    blocked.append(pygame.Rect(round(muck[0] - cw / 2), round(muck[1] - ch / 2), cw, ch))
    ts = text_scale()
    if ts > 1.0:  # the deck's committed-shuffle label under it, wider at a larger text
        label = pygame.Rect(0, 0, round(cw * 3 * ts), round(ch * 0.9 * ts))
        label.midtop = (round(deck[0]), round(deck[1] + ch / 2))
        cards.append(label)  # never covered: the grown pill zones made it the cheaper cover
    out: dict[int, Any] = {}
    for seat, sl in seats.items():
        if sl.is_hero:
            out[seat] = sl
            continue
        bx, by = sl.bet
        side = 1 if sl.point[0] <= pot[0] else -1
        half = bet_rect(sl.bet, s).width / 2 + 22 * s
        candidates = [(bx + side * half, by), (bx - side * half, by),
                      (bx + side * half, by + 30 * s), (bx + side * half, by - 30 * s),
                      (bx, by + 58 * s), (bx, by - 48 * s),
                      (bx - side * half, by + 30 * s), (bx - side * half, by - 30 * s),
                      (bx + side * half * 1.5, by), (bx + side * half, by + 50 * s),
                      (bx - side * half, by + 50 * s), (bx + side * half * 1.5, by + 30 * s)]
        candidates += [(bx + k * half * math.cos(a * math.pi / 6), by + k * half * math.sin(a * math.pi / 6))
                       for k in (1.0, 1.4, 1.8) for a in range(12)]
        def cost(c: Point) -> tuple[int, int, int]:
            b = button_rect(c, s)
            mid = b.clip(middle) if middle is not None else pygame.Rect(0, 0, 0, 0)
            return (len(b.collidelistall(cards)) + (0 if area.contains(b) else 9),
                    sum(b.clip(o).width * b.clip(o).height for o in blocked),
                    mid.width * mid.height)

        out[seat] = replace(sl, button=min(candidates, key=cost))
    return out


#: Where the deck (left of the centre) and the muck (right) may lie, as shares of the
#: oval's radii, best first.
DECK_SPOTS = ((0.30, 0.40), (0.40, 0.30), (0.42, 0.10), (0.24, 0.30), (0.50, 0.22), (0.56, 0.05), (0.36, 0.52))


def clear_spot(seats: dict[int, Any], s: float, small: tuple[int, int], pot: Point,
                spots: list[Point]) -> Point:
    """The first of ``spots`` where a card-sized stub (with a margin) lies on no seat's
    bet (at eight seats a bet's chips landed on the deck) nor the pot; where every one is
    taken, the nearest such place up to 40 pixels (at 1280x720) from one; else the first."""
    cw, ch = small
    blocked = [bet_rect(sl.bet, s) for sl in seats.values() if not sl.is_hero]
    blocked.append(pot_zone(pot, s))
    nudges = sorted(((dx, dy) for dx in range(-40, 41, 8) for dy in range(-40, 41, 8)),
                    key=lambda d: abs(d[0]) + abs(d[1]))
    for nudge in nudges:  # the spots first; where all are taken, the nearest place near one
        for pt in spots:
            x, y = pt[0] + nudge[0] * s, pt[1] + nudge[1] * s
            r = pygame.Rect(round(x - cw / 2 - 4 * s), round(y - ch / 2 - 4 * s),
                            round(cw + 8 * s), round(ch + 8 * s))
            if r.collidelist(blocked) == -1:
                return (x, y)
    return spots[0]
