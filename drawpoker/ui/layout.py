"""Where everything goes: a pure function of the window size.

:func:`compute_layout` turns a window size (pixels), the number of seats and the
human's seat into a :class:`Layout` of Rects and points. Nothing is hard-coded in
pixels: sizes scale with ``min(w / 1280, h / 720)``, so resizing and high-DPI
windows recompute everything and clicks keep landing where things are drawn
(known fault B52). Seat ``hero`` is always drawn at the bottom centre; the other
seats follow clockwise around an oval, as they sit at a real table (docs/rules.md §2).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from drawpoker.ui.layout_fit import (
    DECK_SPOTS,
    bet_rect,
    button_diameter,
    button_rect,
    caption_rect,
    clear_spot,
    fit_backs,
    fit_shown,
    pill_zone,
    place_buttons,
    pot_zone,
    shown_floor,
)
from drawpoker.ui.text import text_scale

__all__ = ["MIN_SIZE", "BASE_SIZE", "Controls", "Layout", "SeatLayout", "bet_rect", "button_diameter",
           "button_rect",
           "caption_rect", "compute_layout", "is_hero_pos", "pill_zone", "pot_zone", "scale_of", "shown_floor"]

#: Smallest window the game supports (pixels).
MIN_SIZE: tuple[int, int] = (960, 540)
#: The design resolution sizes are specified at (pixels).
BASE_SIZE: tuple[int, int] = (1280, 720)


def scale_of(size: tuple[int, int]) -> float:
    """Size multiplier for a window of ``size`` pixels (1.0 at 1280×720, at least 0.5)."""
    return max(0.5, min(size[0] / 1280, size[1] / 720))


Point = tuple[float, float]


@dataclass(frozen=True)
class SeatLayout:
    """One seat's geometry.

    Attributes:
        seat: engine seat index.
        point: the seat's point on the seating oval (pixels).
        plate: name plate Rect (name, badge, stack).
        cards: five card Rects, left to right (the human's are large and spread).
        bet: centre of the chips bet in front of the seat.
        button: centre of the dealer button when this seat has it.
        is_hero: the human's seat (bottom centre).
        shown: five card Rects spread without overlap, for hands shown at showdown.
    """

    seat: int
    point: Point
    plate: pygame.Rect
    cards: tuple[pygame.Rect, ...]
    bet: Point
    button: Point
    is_hero: bool
    shown: tuple[pygame.Rect, ...] = ()


@dataclass(frozen=True)
class Controls:
    """Rects of the betting and draw controls in the bottom bar (pixels)."""

    bar: pygame.Rect
    fold: pygame.Rect
    call: pygame.Rect
    raise_: pygame.Rect
    allin: pygame.Rect
    slider: pygame.Rect
    amount: pygame.Rect
    quick: tuple[pygame.Rect, ...]
    draw: pygame.Rect
    preactions: tuple[pygame.Rect, ...]
    info: pygame.Rect
    next_hand: pygame.Rect


@dataclass(frozen=True)
class Layout:
    """Everything's place for one window size.

    Attributes:
        size: window size (w, h) in pixels.
        scale: size multiplier relative to 1280×720.
        top_bar: strip with hand number, game and stakes, menu button.
        menu_button: the ☰ button in the top bar.
        log_button: toggles the hand log panel.
        log_panel: the hand log, or None when closed.
        table_area: the region the table is drawn in.
        felt: bounding Rect of the oval felt.
        center: the table centre.
        seats: per engine seat index.
        pot: centre of the pot chips.
        deck: where cards are dealt from.
        muck: where discards and folded hands go.
        small_card: opponents' card size; large_card: the human's card size.
        controls: the bottom bar's controls.
        font_px: base text size in pixels.
    """

    size: tuple[int, int]
    scale: float
    top_bar: pygame.Rect
    menu_button: pygame.Rect
    log_button: pygame.Rect
    log_panel: pygame.Rect | None
    table_area: pygame.Rect
    felt: pygame.Rect
    center: Point
    seats: dict[int, SeatLayout]
    pot: Point
    deck: Point
    muck: Point
    small_card: tuple[int, int]
    large_card: tuple[int, int]
    controls: Controls
    font_px: int
    extra: dict[str, pygame.Rect] = field(default_factory=dict)


#: How much taller an opponent's plate is per unit of text size over 100 % (0.65: at
#: 150 % its rows hold the names and stacks at 1.4 times their height at 100 %).
_TALLER = 0.65
#: How much wider every plate is per unit of text size over 100 % (pixels per pixel).
_WIDER = 0.3

#: The gap between an opponent's card backs and the top of his plate (pixels at 1280×720).
_BACKS_GAP = 2


def is_hero_pos(pos: int) -> bool:
    """True for the layout position of the player's own seat (position 0)."""
    return pos == 0


def _r(x: float, y: float, w: float, h: float) -> pygame.Rect:
    return pygame.Rect(round(x), round(y), round(w), round(h))


def compute_layout(
    size: tuple[int, int], n_seats: int, hero: int = 0, *, log_open: bool = True
) -> Layout:
    """Compute the layout of a table with ``n_seats`` seats for a window of ``size``.

    Args:
        size: window (w, h) in pixels. The App never asks for less than :data:`MIN_SIZE`:
            it sets a smaller window back to the minimum, or, where the system keeps it
            smaller, draws on a canvas of at least the minimum and shrinks it
            (``Window.canvas``).
        n_seats: 2..8 seats (docs/rules.md §2).
        hero: the human's seat index, drawn at the bottom centre.
        log_open: reserve the right-hand column for the hand log.

    Raises:
        ValueError: ``n_seats`` outside 2..8 or ``hero`` not a seat.
    """
    if not 2 <= n_seats <= 8:
        raise ValueError(f"n_seats must be 2..8, got {n_seats}")
    if not 0 <= hero < n_seats:
        raise ValueError(f"hero seat {hero} is not one of 0..{n_seats - 1}")
    w, h = max(size[0], 1), max(size[1], 1)
    s = min(w / BASE_SIZE[0], h / BASE_SIZE[1])
    s = max(s, 0.5)
    font_px = max(12, round(17 * s))

    top_h = round(40 * s)
    top_bar = _r(0, 0, w, top_h)
    menu_button = _r(w - 52 * s, 6 * s, 44 * s, top_h - 12 * s)
    log_button = _r(menu_button.x - 96 * s, 6 * s, 88 * s, top_h - 12 * s)

    log_w = round(max(220, min(320, 0.19 * w))) if log_open else 0
    ctrl_h = round(max(104, 128 * s))
    controls_bar = _r(0, h - ctrl_h, w - log_w, ctrl_h)
    log_panel = _r(w - log_w, top_h, log_w, h - top_h) if log_open else None
    table_area = _r(0, top_h, w - log_w, h - top_h - ctrl_h)

    small = (round(46 * s), round(64 * s))
    large = (round(88 * s), round(123 * s))
    plate_w, plate_h = round(176 * s), round(58 * s)
    # a larger text (Settings → Text size): an opponent's plate holds its two rows at the
    # size asked, taller by ``taller`` upward into where his card backs stood, which are as
    # much shorter (the seat takes the same room on the felt); every plate is wider
    taller = round(plate_h * _TALLER * (text_scale() - 1.0))
    backs = (round((small[1] - taller) * small[0] / small[1]), small[1] - taller)
    wide = round(plate_w * (1.0 + _WIDER * (text_scale() - 1.0)))

    cx = table_area.centerx
    hero_plate_cy = table_area.bottom - plate_h / 2 - 6 * s
    # the top seat's card backs stand wholly above its plate, below the top bar
    top_needed = table_area.top + 2 + small[1] + _BACKS_GAP * s + plate_h / 2
    cy = (top_needed + hero_plate_cy) / 2 + 6 * s
    ry = hero_plate_cy - cy
    rx = min(table_area.width / 2 - plate_w / 2 - 10 * s, ry * 2.35)
    felt = _r(cx - rx * 0.93, cy - ry * 0.84, rx * 1.86, ry * 1.68)

    seats: dict[int, SeatLayout] = {}
    for pos in range(n_seats):
        seat = (hero + pos) % n_seats
        if n_seats <= 4 or is_hero_pos(pos):
            angle = math.pi / 2 + 2 * math.pi * pos / n_seats
        else:  # opponents spread over the arc that leaves room for the player's cards
            gap = math.radians(68)
            angle = math.pi / 2 + gap + (2 * math.pi - 2 * gap) * (pos - 1) / (n_seats - 2)
        is_hero = pos == 0
        px = cx + rx * math.cos(angle)
        py = cy + ry * math.sin(angle)
        if n_seats == 2 and not is_hero:
            py = cy - ry
        plate = _r(px - plate_w / 2, py - plate_h / 2, plate_w, plate_h)
        if not is_hero:  # at a larger text taller (upward) and, beside the middle, wider
            # outward as far as the table area allows (the felt's middle keeps its room
            # for the bets, the pot and the table's notes: the seat over it keeps its width)
            more = 0 if abs(px - cx) < plate_w / 2 else wide - plate_w
            plate_l, plate_r = plate.left, plate.right
            if px < cx:
                plate_l = max(plate_l - more, min(plate_l, table_area.left + 2))
            else:
                plate_r = min(plate_r + more, max(plate_r, table_area.right - 2))
            plate = _r(plate_l, py - plate_h / 2 - taller, plate_r - plate_l, plate_h + taller)
        toward = (cx - px, cy - py)
        if is_hero:
            cw, ch = large
            gap = 10 * s
            total = 5 * cw + 4 * gap
            x0 = cx - total / 2
            top = plate.top - ch + 14 * s
            cards = tuple(_r(x0 + i * (cw + gap), top, cw, ch) for i in range(5))
            # the player's plate is one line (name and stack) below his cards, so it
            # covers none of them (it hid the cards' lower index)
            hero_h = plate.bottom - (cards[0].bottom + 4 * s)
            plate = _r(px - wide / 2, plate.bottom - hero_h, wide, hero_h)
            bet: tuple[float, float] = (float(cx), top - 34 * s)
            button = (cx + total / 2 + 30 * s, top + ch * 0.55)
        else:
            cw, ch = backs
            step = cw * 0.42
            total = cw + 4 * step
            x0 = px - total / 2
            # the backs stand wholly above the plate (it is translucent: backs tucked
            # under it showed through the name)
            top = plate.top - _BACKS_GAP * s - ch
            cards = tuple(_r(x0 + i * step, top, cw, ch) for i in range(5))
            f = 0.36 if abs(toward[1]) > abs(toward[0]) * 0.5 else 0.30
            bet = (px + toward[0] * f, py + toward[1] * f + (10 * s if py < cy else -8 * s))
            # slide the bet toward the centre until the widest chip pile and its amount
            # clear the seat's own plate (chips lay on the side seats' plates) and the
            # player's cards (a side seat's "120" lay on his first card at 960x540)
            dist = math.hypot(*toward) or 1.0
            ux, uy = toward[0] / dist, toward[1] / dist
            mine = seats[hero].cards
            for _ in range(200):
                area = bet_rect(bet, s).inflate(round(8 * s), round(4 * s))
                if area.colliderect(plate):
                    bet = (bet[0] + ux * 2 * s, bet[1] + uy * 2 * s)
                elif area.collidelist(mine) >= 0:  # up, off the tops of his cards
                    bet = (bet[0], bet[1] - 2 * s)
                else:
                    break
            side = 1 if px <= cx else -1
            button = (bet[0] + side * 46 * s, bet[1] + (14 * s if py < cy else -14 * s))
        if is_hero:
            shown = cards
        else:
            # shown cards sit wholly above the plate (it covered their lower third); where
            # the top bar leaves less room (the top seat) they are a little smaller
            room = plate.top - 3 * s - shown_floor(table_area, s)
            sh_ = math.floor(min(small[1] * 1.08, room))
            sw_ = round(sh_ * small[0] / small[1])
            step2 = sw_ * 0.62
            total2 = sw_ + 4 * step2
            x2 = min(max(px - total2 / 2, table_area.left + 10 * s), table_area.right - total2 - 10 * s)
            top2 = plate.top - 3 * s - sh_
            shown = tuple(_r(x2 + i * step2, top2, sw_, sh_) for i in range(5))
        seats[seat] = SeatLayout(seat, (px, py), plate, cards, bet, button, is_hero, shown)

    pot = (cx, cy - ry * 0.06)
    deck = clear_spot(seats, s, small, pot, [(cx - rx * fx, cy - ry * fy) for fx, fy in DECK_SPOTS])
    muck = clear_spot(seats, s, small, pot, [(cx + rx * fx, cy - ry * fy) for fx, fy in DECK_SPOTS])
    seats = fit_backs(seats, s, table_area)
    seats = fit_shown(seats, s, table_area)
    # the smallest "Hand over" box in the middle (view_log.summary_place): buttons keep off it
    middle = _r(0, 0, min(felt.width * 0.5, 520 * s) * 0.8, 46 * s + 3 * font_px * 1.4)
    middle.center = (round(cx), round(cy - felt.height * 0.02))
    seats = place_buttons(seats, s, small, deck, muck, pot, table_area, middle)

    # Bottom bar: info/preactions on the left, bet sizing and actions on the right.
    bar = controls_bar
    pad = 10 * s
    bw, bh = 132 * s, 46 * s
    by = bar.bottom - pad - bh
    right = bar.right - pad
    allin = _r(right - bw, by, bw, bh)
    raise_ = _r(allin.x - pad - bw * 1.25, by, bw * 1.25, bh)
    call = _r(raise_.x - pad - bw * 1.25, by, bw * 1.25, bh)
    fold = _r(call.x - pad - bw, by, bw, bh)
    row_y = bar.top + pad
    row_h = 34 * s
    amount = _r(allin.x, row_y, bw, row_h)
    qw = 62 * s
    quick = tuple(_r(fold.x + i * (qw + 6 * s), row_y, qw, row_h) for i in range(5))
    slider_x = quick[-1].right + 14 * s
    slider = _r(slider_x, row_y + row_h / 2 - 9 * s, amount.x - 14 * s - slider_x, 18 * s)
    draw_btn = _r(fold.x + (allin.right - fold.x) / 2 - 130 * s, by, 260 * s, bh)
    info = _r(bar.x + pad, bar.y + pad, max(60 * s, fold.x - bar.x - 3 * pad), bar.height - 2 * pad)
    pre_w = 150 * s
    preactions = tuple(
        _r(info.x + (i % 2) * (pre_w + 6 * s), info.y + 34 * s + (i // 2) * 28 * s, pre_w, 24 * s)
        for i in range(4)
    )
    next_hand = _r(allin.right - 220 * s, by, 220 * s, bh)

    controls = Controls(bar, fold, call, raise_, allin, slider, amount, quick, draw_btn,
                        preactions, info, next_hand)
    return Layout(
        size=(w, h), scale=s, top_bar=top_bar, menu_button=menu_button, log_button=log_button,
        log_panel=log_panel, table_area=table_area, felt=felt, center=(cx, cy), seats=seats,
        pot=pot, deck=deck, muck=muck, small_card=small, large_card=large, controls=controls,
        font_px=font_px,
    )
