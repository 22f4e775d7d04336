"""Drawing the middle of the table: the deck, the pots and their labels, and what is
moving (cards dealt, thrown and folded; chips to the pot and to the winners), placed by
the director's anchors.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from typing import TYPE_CHECKING, Any

import pygame

from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout, bet_rect, button_rect, pill_zone, pot_zone
from drawpoker.ui.sprites.cards import card_surface
from drawpoker.ui.sprites.chips import draw_chips
from drawpoker.ui.table.labels import pot_label
from drawpoker.ui.table.pot_pile import pot_pile_surface
from drawpoker.ui.table.pot_row import (
    label_px,
    label_rect,
    pile_columns,
    pile_rect,
    pot_places,
    total_in_play,
    total_line_rect,
    total_pot_rect,
    total_pot_text,
)
from drawpoker.ui.table.view_seats import card_blit
from drawpoker.ui.theme import CREAM, GOLD
from drawpoker.ui.tween import lerp

if TYPE_CHECKING:
    from drawpoker.ui.table.snapshot import TableFrame


def anchor_rect(lay: Layout, pots: list[int], anchor: tuple[Any, ...],
                button: int | None = None, unit: int | None = None) -> pygame.Rect:
    """Resolve a director anchor to a card-sized Rect under the layout ``lay`` (``pots``:
    the pots on the table, chips; ``button``: the dealer button's seat, which the pots
    keep off; ``unit``: the table's betting unit, chips, their piles' measure)."""
    kind = anchor[0]
    cw, ch = lay.small_card
    if kind == "card":
        return lay.seats[anchor[1]].cards[anchor[2]]
    if kind == "deck":
        pt = lay.deck
    elif kind == "muck":
        pt = lay.muck
    elif kind == "plate":
        pt = lay.seats[anchor[1]].plate.center
    elif kind == "bet":
        pt = lay.seats[anchor[1]].bet
    elif kind == "pot":
        pt = pot_point(lay, pots, anchor[1], button, unit)
    else:
        pt = lay.center
    return pygame.Rect(round(pt[0] - cw / 2), round(pt[1] - ch / 2), cw, ch)


def pot_point(lay: Layout, pots: list[int], k: int, button: int | None = None,
              unit: int | None = None) -> tuple[float, float]:
    """Centre of pot ``k`` of ``pots`` (main pot 0 leftmost, side pots to its right, the
    row clear of the deck, its caption and the button of seat ``button``:
    :func:`drawpoker.ui.table.pot_row.pot_places`)."""
    points = pot_places(lay, pots, button, unit).points
    return points[min(max(0, k), len(points) - 1)]


def draw_center(surface: pygame.Surface, lay: Layout, frame: TableFrame) -> pygame.Rect | None:
    """The deck (a riffle while it is shuffled), the pots with their labels and the total
    in play; the Rect of the total's line (None: not drawn), which the deck's caption
    keeps off."""
    s = lay.scale
    v = frame.visual
    # the deck (stub)
    cw, ch = lay.small_card
    back = card_surface(None, (cw, ch), back=str(frame.settings.card_back))
    dx, dy = lay.deck
    if 0.0 < v.shuffle < 1.0 and not frame.settings.reduced_motion:
        # a riffle: the deck splits in two halves that slide apart and back together
        spread = abs(math.sin(2 * math.pi * v.shuffle)) * cw * 0.62
        for k in range(3):
            surface.blit(back, (round(dx - cw / 2 - spread - k * 1.2 * s), round(dy - ch / 2 - k * 1.5 * s)))
            surface.blit(back, (round(dx - cw / 2 + spread - k * 1.2 * s),
                                round(dy - ch / 2 - (k + 0.5) * 1.5 * s)))
    else:
        for k in range(4 if not v.hand_over else 0):
            surface.blit(back, (round(dx - cw / 2 - k * 1.2 * s), round(dy - ch / 2 - k * 1.5 * s)))
    # pots
    pots = [p for p in v.pots]
    total = total_in_play(pots, [sv.bet for sv in v.seats])
    places = pot_places(lay, v.pots, v.button, frame.stake_unit)
    chip_d = places.chip
    drawn: list[pygame.Rect] = []  # the piles and labels, which the total line keeps off
    for k, amt in enumerate(pots):
        if amt <= 0:
            continue
        point = places.points[k]
        pile = pot_pile_surface(int(amt), frame.stake_unit, chip_d, pile_columns(len(pots)))
        drawn.append(surface.blit(pile, pile_rect(pile.get_size(), point, chip_d)))
        label = pot_label(k, amt, len(pots))
        img = ui_text.render_text(label, label_px(lay, len(pots), chip_d), CREAM,
                                  bold=True)
        panel = label_rect(lay, label, point, len(pots), chip_d)
        paint.panel(surface, panel, alpha=150, radius=round(10 * s))
        surface.blit(img, img.get_rect(center=panel.center))
        drawn.append(panel)
    if total:  # bets in front of the seats (posted blinds too) count: the total in play
        return ui_text.draw_text(surface, total_pot_text(total),
                                 total_line_rect(lay, total, drawn).center,
                                 round(lay.font_px * 0.85), GOLD)
    return None


def deck_rect(lay: Layout) -> pygame.Rect:
    """The deck at rest, its stub of four backs stepped up and left (window pixels)."""
    s = lay.scale
    cw, ch = lay.small_card
    dx, dy = lay.deck
    lift = pygame.Rect(round(dx - cw / 2), round(dy - ch / 2), cw, ch)
    return lift.union(lift.move(-round(3 * 1.2 * s) - 1, -round(3 * 1.5 * s) - 1))


def banner_clear(lay: Layout, button: int | None) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """What the middle's note keeps off (pixels): ``(never, rather_not)``. Never: every
    seat's plate and cards (lifted as winners too), the pot with its "Total pot" line and
    the deck. Rather not: the
    action pills and the dealer button of seat ``button`` (None: no button on the table),
    covered only where the felt holds no clear place (960×540, the top seat's button).
    The muck shows nothing at rest (thrown cards fade into it)."""
    s = lay.scale
    never = [pot_zone(lay.pot, s), total_pot_rect(lay), deck_rect(lay)]
    rather_not: list[pygame.Rect] = []
    for i, sl in lay.seats.items():
        never.append(sl.plate)
        never += [r.union(r.move(0, -round(r.height * 0.18))) for r in (*sl.cards, *sl.shown)]
        rather_not.append(pill_zone(sl, s))
        if i == button:
            rather_not.append(button_rect(sl.button, s).inflate(round(8 * s), round(8 * s)))
    return never, rather_not


#: The banner's trial shifts from its place by the pot (fractions of the felt's width and
#: height; dy <= 0 above the pot, dy > 0 below it), nearest first, above before below.
_BANNER_SHIFTS = sorted(((dx, dy) for dx in (0, -0.06, 0.06, -0.12, 0.12, -0.15, 0.15, -0.18, 0.18,
                                             -0.21, 0.21, -0.24, 0.24, -0.27, 0.27)
                         for dy in (0, -0.02, -0.04, -0.06, -0.08, -0.10, -0.12, -0.14, -0.16,
                                    -0.20, 0.01, 0.05, 0.09, 0.13)),
                        key=lambda d: (abs(d[0]) + abs(d[1] - (0.01 if d[1] > 0 else 0)),
                                       d[1] > 0))


def banner_place(lay: Layout, text: str, button: int | None,
                 betting: Collection[int] = ()) -> tuple[pygame.Rect, list[str], int]:
    """Where the middle of the table tells ``text``, its wrapped lines and their size
    (pixels) (``button``: the seat with the dealer button, or None): the widest panel,
    nearest above the pot (else below it, else beside), that covers nothing of
    :func:`banner_clear` nor the bets of the seats ``betting`` (a buy-in note covered the
    deck at 960×540, and a bet of 80); at a larger text, where the felt has no such place
    for it, its text steps down towards its 100 % size first (at 150 % the 'Nobody
    opened' banner went over the log); where the felt has none and the log is open, at
    the top of the log panel; else the one nearest the pot that covers least, first of
    what it never covers, then of the bets."""
    s = lay.scale
    normal = round(lay.font_px * 0.9)
    never, rather_not = banner_clear(lay, button)
    # then the seats' bets (a note is told while they are out: it hid a bet of 80)
    bets = [bet_rect(sl.bet, s) for i, sl in lay.seats.items() if i in betting]
    best = None
    for px in range(normal, min(normal, round(normal / ui_text.text_scale())) - 1, -1):
        found = _felt_spot(lay, text, px, never, rather_not, bets)
        best = best or found
        if found is not None and found[0][:2] == (0, 0):
            return found[1], found[2], px
    px = normal
    line_h = ui_text.grown(px * 1.3)
    if lay.log_panel is not None:
        # the felt holds no clear place (six seats beside an open log): over the log's top
        # lines, which tell the same story, rather than over a bet or a seat
        panel = lay.log_panel
        width = panel.width - round(16 * s)
        lines = ui_text.wrap_text(text, px, width - round(24 * s))
        spot = pygame.Rect(0, 0, width, round(14 * s) + line_h * len(lines))
        spot.midtop = (panel.centerx, panel.top + round(8 * s))
        return spot, lines, px
    if best is None:  # a window too small for any: above the pot
        pot_x, pot_y = lay.pot
        lines = ui_text.wrap_text(text, px, round(lay.felt.width * 0.46))
        spot = pygame.Rect(0, 0, round(lay.felt.width * 0.46) + round(24 * s),
                           round(14 * s) + line_h * len(lines))
        spot.midbottom = (round(pot_x), round(pot_y - 56 * s))
        return spot, lines, px
    return best[1], best[2], px


def _felt_spot(lay: Layout, text: str, px: int, never: list[pygame.Rect],
               rather_not: list[pygame.Rect], bets: list[pygame.Rect]
               ) -> tuple[tuple[int, int, int], pygame.Rect, list[str]] | None:
    """:func:`banner_place`'s search over the felt for ``text`` at ``px``: the first
    panel covering nothing, else the one covering least (what it covers of ``never``,
    ``bets``, ``rather_not``, in pixels), with its lines; None: no panel fits the table."""
    s = lay.scale
    line_h = ui_text.grown(px * 1.3)
    pot_x, pot_y = lay.pot
    best: tuple[tuple[int, int, int], pygame.Rect, list[str]] | None = None

    def area(spot: pygame.Rect, rects: list[pygame.Rect]) -> int:
        return sum(spot.clip(o).width * spot.clip(o).height for o in rects)

    widest = 460 * s * ui_text.text_scale()  # a larger text: a wider panel, fewer lines
    shares = (0.46, 0.38, 0.32, 0.26, 0.22, 0.18)
    for share in shares if ui_text.text_scale() == 1.0 else (0.6, 0.53, *shares):
        width = round(min(lay.felt.width * share, widest))
        lines = ui_text.wrap_text(text, px, width - round(24 * s))
        height = round(14 * s) + line_h * len(lines)
        for dx, dy in _BANNER_SHIFTS:
            spot = pygame.Rect(0, 0, width, height)
            if dy <= 0:  # above the pot: its bottom edge on the pot's zone (46·s up)
                spot.midbottom = (round(pot_x + dx * lay.felt.width),
                                  round(pot_y - 47 * s + dy * lay.felt.height))
            else:
                spot.midtop = (round(pot_x + dx * lay.felt.width),
                               round(pot_y + 42 * s + (dy - 0.01) * lay.felt.height))
            if not lay.table_area.contains(spot):
                continue
            cover = (area(spot, never), area(spot, bets), area(spot, rather_not))
            if cover == (0, 0, 0):
                return cover, spot, lines
            if best is None or cover < best[0]:
                best = (cover, spot, lines)
    return best


def draw_banner(surface: pygame.Surface, lay: Layout, frame: TableFrame) -> None:
    """What the middle of the table tells (``visual.banner``: a deal nobody opened, the
    pot carried into the next one; else the frame's ``note``: a buy-in cut to the
    bankroll), on a panel above the pot (:func:`banner_place`)."""
    text = str(frame.visual.banner or "")
    if not text and frame.note is not None:
        text = frame.note
    if not text:
        return
    s = lay.scale
    rect, lines, px = banner_place(lay, text, frame.visual.button, frame.betting)
    line_h = ui_text.grown(px * 1.3)
    on_log = lay.log_panel is not None and lay.log_panel.contains(rect)  # opaque there
    paint.panel(surface, rect, alpha=250 if on_log else 200, color=(12, 16, 20),
                radius=round(10 * s), border=(*GOLD, 200))
    y = rect.y + round(7 * s) + line_h / 2
    for line in lines:
        ui_text.draw_text(surface, line, (rect.centerx, y), px, CREAM)
        y += line_h


def flight_poses(a: pygame.Rect, b: pygame.Rect, t: float, *, reduced: bool, arc: float,
                 from_deck: bool = False, to_muck: bool = False) -> list[tuple[pygame.Rect, int]]:
    """Where a card or chips in flight from ``a`` to ``b`` (eased progress ``t``) are drawn,
    and how opaque (0..255). Moving: one pose on the way, raised by an arc of ``arc``
    pixels. Reduced motion: no place in between, a fade out at ``a`` (not on the deck:
    the stub is there) and a fade in at ``b`` (not into the muck: nothing lies there)."""
    t = min(1.0, max(0.0, t))
    if reduced:
        out = []
        if not from_deck and t < 1.0:
            out.append((pygame.Rect(a), round(255 * (1.0 - t))))
        if not to_muck and t > 0.0:
            out.append((pygame.Rect(b), round(255 * t)))
        return out
    x = lerp(a.x, b.x, t)
    y = lerp(a.y, b.y, t) - math.sin(math.pi * t) * arc
    ww, hh = lerp(a.width, b.width, t), lerp(a.height, b.height, t)
    return [(pygame.Rect(round(x), round(y), max(1, round(ww)), max(1, round(hh))), 255)]


def draw_flights(surface: pygame.Surface, lay: Layout, frame: TableFrame, part: str) -> None:
    """Draw what is moving: ``part`` "cards" (dealt, discarded, folded) or "chips"."""
    v = frame.visual
    reduced = bool(frame.settings.reduced_motion)
    if part == "chips":
        d = max(10, round(22 * lay.scale))
        for fl in v.flights:
            fa = anchor_rect(lay, v.pots, fl.src, v.button, frame.stake_unit)
            fb = anchor_rect(lay, v.pots, fl.dst, v.button, frame.stake_unit)
            for rect, alpha in flight_poses(fa, fb, fl.t, reduced=reduced,
                                            arc=fl.arc * lay.scale):
                draw_chips(surface, fl.amount, rect.center, d, alpha)
        return
    # cards in flight (dealt, discarded, folded)
    moving: list[tuple[Any, Any]] = []
    for i, sv in enumerate(v.seats):
        for sp in sv.cards:
            if sp is not None and sp.t < 1.0:
                moving.append((sp, i))
    for sp in v.loose:
        moving.append((sp, None))
    for sp, _i in moving:
        a = anchor_rect(lay, v.pots, sp.src, v.button, frame.stake_unit)
        b = anchor_rect(lay, v.pots, sp.dst, v.button, frame.stake_unit)
        for rect, alpha in flight_poses(a, b, sp.t, reduced=reduced, arc=18 * lay.scale,
                                        from_deck=sp.src[0] == "deck", to_muck=sp.dst[0] == "muck"):
            card_blit(surface, lay, frame, sp, rect, alpha=alpha)
