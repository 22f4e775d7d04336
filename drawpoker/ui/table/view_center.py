"""Drawing the middle of the table: the deck, the pots and their labels, and what is
moving (cards dealt, thrown and folded; chips to the pot and to the winners), placed by
the director's anchors.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from drawpoker.i18n import _, format_chips
from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout
from drawpoker.ui.sprites.cards import card_surface
from drawpoker.ui.sprites.chips import draw_chips
from drawpoker.ui.table.labels import pot_label
from drawpoker.ui.table.pot_pile import pot_pile_surface
from drawpoker.ui.table.view_log import summary_must_clear
from drawpoker.ui.table.view_seats import card_blit
from drawpoker.ui.theme import CREAM, GOLD
from drawpoker.ui.tween import lerp

if TYPE_CHECKING:
    from drawpoker.ui.table.scene import TableScene


def anchor_rect(lay: Layout, pots: list[int], anchor: tuple[Any, ...]) -> pygame.Rect:
    """Resolve a director anchor to a card-sized Rect under the layout ``lay`` (``pots``:
    the pots on the table, chips)."""
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
        pt = pot_point(lay, pots, anchor[1])
    else:
        pt = lay.center
    return pygame.Rect(round(pt[0] - cw / 2), round(pt[1] - ch / 2), cw, ch)


def pot_point(lay: Layout, pots: list[int], k: int) -> tuple[float, float]:
    """Centre of pot ``k`` of ``pots`` (main pot 0 in the middle, side pots to its right)."""
    n = max(1, len(pots))
    step = 132 * lay.scale
    if n > 1:  # labels side by side never overlap: step by the widest label and a gap
        px = round(lay.font_px * 0.78)
        widest = max(ui_text.render_text(pot_label(j, amt, n), px, CREAM, bold=True).get_width()
                     for j, amt in enumerate(pots))
        step = max(step, widest + 26 * lay.scale)
    return (lay.pot[0] + (k - (n - 1) / 2) * step, lay.pot[1])


def draw_center(scene: TableScene, surface: pygame.Surface, lay: Layout) -> None:
    """The deck (a riffle while it is shuffled), the pots with their labels and the total
    in play."""
    s = lay.scale
    v = scene.visual
    # the deck (stub)
    cw, ch = lay.small_card
    back = card_surface(None, (cw, ch), back=str(scene.app.settings.card_back))
    dx, dy = lay.deck
    if 0.0 < v.shuffle < 1.0 and not scene.app.settings.reduced_motion:
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
    total = sum(pots) + sum(sv.bet for sv in v.seats)
    chip_d = max(10, round(24 * s))
    for k, amt in enumerate(pots):
        if amt <= 0:
            continue
        px, py = pot_point(lay, v.pots, k)
        pile = pot_pile_surface(int(amt), scene.stake_unit(), chip_d, 9 if len(pots) == 1 else 5)
        surface.blit(pile, pile.get_rect(midbottom=(round(px), round(py + chip_d / 2))))
        label = pot_label(k, amt, len(pots))
        img = ui_text.render_text(label, round(lay.font_px * (0.9 if len(pots) == 1 else 0.78)), CREAM,
                            bold=True)
        lbl_rect = img.get_rect(center=(round(px), round(py + chip_d * 1.05)))
        paint.panel(surface, lbl_rect.inflate(14 * s, 6 * s), alpha=150, radius=round(10 * s))
        surface.blit(img, lbl_rect)
    if total and (len([p for p in pots if p]) != 1 or total != sum(pots)):
        # bets in front of the seats (posted blinds too) count: the total in play
        ui_text.draw_text(surface, _("Total pot {amount}").format(amount=format_chips(total)),
                    (lay.pot[0], lay.pot[1] - 40 * s), round(lay.font_px * 0.85), GOLD)


def draw_banner(scene: TableScene, surface: pygame.Surface, lay: Layout) -> None:
    """What the middle of the table tells (``visual.banner``: a deal nobody opened, the
    pot carried into the next one; else the scene's ``note``: a buy-in cut to the
    bankroll), on a panel above the pot."""
    text = str(scene.visual.banner or "")
    if not text and scene.note is not None:
        text = scene.note[0]
    if not text:
        return
    s = lay.scale
    px = round(lay.font_px * 0.9)
    line_h = round(px * 1.3)
    clear = summary_must_clear(lay)
    spots: list[tuple[pygame.Rect, list[str]]] = []
    for share in (0.46, 0.38, 0.32):  # the widest panel that touches no plate or card
        width = round(min(lay.felt.width * share, 460 * s))
        lines = ui_text.wrap_text(text, px, width - round(24 * s))
        rect = pygame.Rect(0, 0, width, round(14 * s) + line_h * len(lines))
        for y in (lay.pot[1] - 56 * s, lay.pot[1] + 42 * s):  # above the pot, else below
            spot = rect.copy()
            if y < lay.pot[1]:
                spot.midbottom = (round(lay.pot[0]), round(y))
            else:
                spot.midtop = (round(lay.pot[0]), round(y))
            spots.append((spot, lines))
    rect, lines = next(((r, ln) for r, ln in spots if r.collidelist(clear) == -1), spots[0])
    paint.panel(surface, rect, alpha=200, color=(12, 16, 20), radius=round(10 * s),
                border=(*GOLD, 200))
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


def draw_flights(scene: TableScene, surface: pygame.Surface, lay: Layout, part: str) -> None:
    """Draw what is moving: ``part`` "cards" (dealt, discarded, folded) or "chips"."""
    v = scene.visual
    reduced = bool(scene.app.settings.reduced_motion)
    if part == "chips":
        d = max(10, round(22 * lay.scale))
        for fl in v.flights:
            fa = anchor_rect(lay, v.pots, fl.src)
            fb = anchor_rect(lay, v.pots, fl.dst)
            for rect, alpha in flight_poses(fa, fb, fl.t, reduced=reduced, arc=0.0):
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
        a = anchor_rect(lay, v.pots, sp.src)
        b = anchor_rect(lay, v.pots, sp.dst)
        for rect, alpha in flight_poses(a, b, sp.t, reduced=reduced, arc=18 * lay.scale,
                                        from_deck=sp.src[0] == "deck", to_muck=sp.dst[0] == "muck"):
            card_blit(scene, surface, sp, rect, alpha=alpha)
