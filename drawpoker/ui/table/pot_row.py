"""Where the pots lie on the felt: side by side in one row, main pot first, the row
centred under the middle of the table and moved the least that keeps every pot's pile
and label clear of the deck and its "Deck sealed" caption, the dealer button, the
total in play, the opponents' bets, the seats' plates, pills and cards (a side pot's pile lay on the caption
and the button); and the line of the total in play above them.

:func:`pot_points` is a pure function of the layout, the pots and the button's seat
(pixels). Where the felt has no room for the piles at full
size (four pots in a small window), they are drawn with smaller chips.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from drawpoker.i18n import _, format_chips
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout, bet_rect, button_rect, pill_zone
from drawpoker.ui.table.labels import pot_label
from drawpoker.ui.table.pot_pile import pot_pile_surface
from drawpoker.ui.table.text_fit import lifted_rect
from drawpoker.ui.table.view_commitment import commitment_rect
from drawpoker.ui.theme import CREAM

Point = tuple[float, float]

#: The largest pot a zone is measured for (chips): a pile of it is the tallest drawn.
_BIGGEST = 10**9
#: Pixels (at 1280×720) the row may move each way from the middle, and its step.
_REACH, _STEP = 240, 6
#: The chip sizes tried, as shares of the full size, largest first.
_SHRINK = (1.0, 0.8, 0.65, 0.5)


@dataclass(frozen=True)
class PotPlaces:
    """Where the pots go: ``points`` their centres (main pot first; one point when there
    is none) and ``chip`` the chip diameter of their piles (pixels)."""

    points: tuple[Point, ...]
    chip: int


def pile_columns(n: int) -> int:
    """Most chip columns a pot's pile shows when the table has ``n`` pots."""
    return 9 if n == 1 else 5


def chip_diameter(lay: Layout) -> int:
    """The pots' full chip diameter in pixels."""
    return max(10, round(24 * lay.scale))


def label_px(lay: Layout, n: int, chip: int | None = None) -> int:
    """The pot labels' text size (pixels before the text size) when there are ``n`` pots
    drawn with chips of ``chip`` pixels (None: full size): smaller chips, smaller labels,
    down to 70 %."""
    share = 1.0 if chip is None else max(0.7, min(1.0, chip / chip_diameter(lay)))
    return round(lay.font_px * (0.9 if n == 1 else 0.78) * share)


def label_rect(lay: Layout, text: str, point: Point, n: int, chip: int) -> pygame.Rect:
    """The panel of a pot's label ``text`` under the pot at ``point`` (``n`` pots, chips
    of ``chip`` pixels)."""
    s = lay.scale
    img = ui_text.render_text(text, label_px(lay, n, chip), CREAM, bold=True)
    r = img.get_rect(center=(round(point[0]), round(point[1] + chip * 1.05)))
    return r.inflate(round(14 * s), round(6 * s))


def pile_rect(size: tuple[int, int], point: Point, chip: int) -> pygame.Rect:
    """Where a pile Surface of ``size`` goes for the pot at ``point`` (chips of ``chip``
    pixels): its front row's bottom half a chip below the point."""
    r = pygame.Rect((0, 0), size)
    r.midbottom = (round(point[0]), round(point[1] + chip / 2))
    return r


def pot_zone_at(lay: Layout, pots: list[int], k: int, point: Point, chip: int,
                unit: int | None = None) -> pygame.Rect:
    """What pot ``k`` of ``pots`` covers at ``point`` with chips of ``chip`` pixels: its
    pile at a table whose betting unit is ``unit`` chips (None: the tallest pile) and its
    label."""
    n = max(1, len(pots))
    amount = pots[k] if k < len(pots) else 0
    pile = (_BIGGEST, 1) if unit is None else (max(1, amount), max(1, unit))
    size = pot_pile_surface(pile[0], pile[1], chip, pile_columns(n)).get_size()
    return pile_rect(size, point, chip).union(
        label_rect(lay, pot_label(k, amount, n), point, n, chip))


def _rows(lay: Layout, pots: list[int], chip: int, unit: int | None) -> list[list[Point]]:
    """The pots' centres as they may be arranged, best first: one row centred on the
    layout's pot point, each pot a step apart (the widest label and a gap, never less
    than 132·s); then, for two pots or more, two rows (the first half above); for three or more,
    one column."""
    n = max(1, len(pots))
    s = lay.scale
    step = 132 * s
    if n > 1:  # labels side by side never overlap: step by the widest label and a gap
        widest = max(ui_text.render_text(pot_label(j, amt, n), label_px(lay, n, chip), CREAM,
                                         bold=True).get_width() for j, amt in enumerate(pots))
        step = max(step * chip / chip_diameter(lay), widest + 26 * s)
    x0, y0 = lay.pot
    out = [[(x0 + (k - (n - 1) / 2) * step, y0) for k in range(n)]]
    if n >= 2:
        top = (n + 1) // 2
        high = max(pot_zone_at(lay, pots, k, (0.0, 0.0), chip, unit).height
                   for k in range(n)) + 4 * s
        out.append([(x0 + (k - (top - 1) / 2) * step, y0 - high / 2) for k in range(top)]
                   + [(x0 + (k - (n - top - 1) / 2) * step, y0 + high / 2)
                      for k in range(n - top)])
        if n >= 3:
            out.append([(x0, y0 + (k - (n - 1) / 2) * high) for k in range(n)])
    return out


def total_pot_text(total: int) -> str:
    """The line above the pot while bets are out: "Total pot 240" (chips in play)."""
    return _("Total pot {amount}").format(amount=format_chips(total))


def total_in_play(pots: list[int], bets: list[int]) -> int:
    """The chips the "Total pot" line tells: the ``pots`` and the ``bets`` in front of the
    seats (posted blinds too); 0 where the line is not drawn (no chips, or one pot and no
    bet out: its label tells it all)."""
    total = sum(pots) + sum(bets)
    if total and (len([p for p in pots if p]) != 1 or total != sum(pots)):
        return total
    return 0


def total_pot_rect(lay: Layout, total: int = 99_999) -> pygame.Rect:
    """Where :func:`total_pot_text` of ``total`` chips is drawn (pixels): centred 40·s
    above the pot."""
    px = round(lay.font_px * 0.85)
    r = pygame.Rect(0, 0, ui_text.text_width(total_pot_text(total), px), round(px * 1.3))
    r.center = (round(lay.pot[0]), round(lay.pot[1] - 40 * lay.scale))
    return r


def total_line_rect(lay: Layout, total: int, piles: list[pygame.Rect]) -> pygame.Rect:
    """Where the total line of ``total`` chips goes (pixels): :func:`total_pot_rect`, or
    raised just above the pots' piles and labels ``piles`` where the felt left them no
    room but its place (at 150 % text and 960×540 a side pot's chips lay under "Total
    pot")."""
    r = total_pot_rect(lay, total)
    under = [p for p in piles if p.colliderect(r)]
    if under:
        r.bottom = min(p.top for p in under) - max(2, round(2 * lay.scale))
    return r


def keep_off(lay: Layout, button: int | None) -> list[pygame.Rect]:
    """What no pot covers (pixels): the deck with its caption, the dealer button of seat
    ``button`` (None: none on the table), every opponent's bet (its widest pile and
    amount: :func:`drawpoker.ui.layout.bet_rect`), every plate and card (lifted as a
    winner too)."""
    s = lay.scale
    cw, ch = lay.small_card
    dx, dy = lay.deck
    stub = pygame.Rect(round(dx - cw / 2 - 6 * s), round(dy - ch / 2 - 6 * s),
                       round(cw + 12 * s), round(ch + 12 * s))
    out = [stub.union(commitment_rect(lay, button)).inflate(round(6 * s), round(4 * s))]
    if button is not None and button in lay.seats:
        out.append(button_rect(lay.seats[button].button, s).inflate(round(6 * s), round(6 * s)))
    for sl in lay.seats.values():
        out.append(sl.plate)
        if not sl.is_hero:  # the player's bet lies under the pot's place by the layout
            out.append(bet_rect(sl.bet, s))
        out += [lifted_rect(lay, r, 1.0).union(r) for r in (*sl.cards, *sl.shown)]
    return out


def rather_off(lay: Layout) -> list[pygame.Rect]:
    """What a pot covers only where the felt has no other room (pixels): the total in
    play and the seats' action pills."""
    return [total_pot_rect(lay), *(pill_zone(sl, lay.scale) for sl in lay.seats.values())]


def best_off(lay: Layout) -> list[pygame.Rect]:
    """What the pots keep off first where they can at full size (pixels): at a larger
    text the player's bet (it lies under the pot's place by the layout; at 150 % his
    chips lay on the taller "Pot 300"); nothing at 100 %."""
    if ui_text.text_scale() == 1.0:
        return []
    return [bet_rect(sl.bet, lay.scale) for sl in lay.seats.values() if sl.is_hero]


_cache: dict[tuple[int, tuple[int, ...], int | None, int | None, float],
             tuple[Layout, PotPlaces]] = {}


def pot_places(lay: Layout, pots: list[int], button: int | None = None,
               unit: int | None = None) -> PotPlaces:
    """Where ``pots`` go with the dealer button at seat ``button``, their piles drawn at a
    table whose betting unit is ``unit`` chips (None: measured as the tallest piles, a
    place that holds any amount): the first arrangement
    of :func:`_rows` (one row, two, a column), at full size off :func:`best_off` too where
    it can, else at the largest chip size of :data:`_SHRINK`,
    moved the least (sideways first) that keeps every pot's zone (:func:`pot_zone_at`)
    on the felt and off :func:`keep_off` and :func:`rather_off`; where none does, off
    :func:`keep_off` alone; where none does either (a crowded felt: six bets, the button
    and the deck's caption at 960×540), each pot moved on its own, in turn, as far up or
    down as sideways, the least that keeps it off :func:`keep_off` and the pots placed
    before it, in each arrangement of :func:`_rows` at each chip size; where even that
    fails, one row in the middle at full size. Pixels."""
    key = (id(lay), tuple(pots), button, unit, ui_text.text_scale())
    hit = _cache.get(key)
    if hit is not None and hit[0] is lay:
        return hit[1]
    never = keep_off(lay, button)
    s = lay.scale
    reach = round(_REACH / _STEP)
    moves = sorted(((dx * _STEP * s, dy * _STEP * s) for dx in range(-reach, reach + 1)
                    for dy in range(-8, 9)), key=lambda m: abs(m[0]) + 3 * abs(m[1]))
    full = chip_diameter(lay)
    chosen = PotPlaces(tuple(_rows(lay, pots, full, unit)[0]), full)
    first = best_off(lay)
    tries = [(never + rather_off(lay) + first, _SHRINK[0])] if first else []
    tries += [(avoid, share) for avoid in (never + rather_off(lay), never) for share in _SHRINK]
    for avoid, share in tries:
        chip = max(8, round(full * share))
        found = next((p for row in _rows(lay, pots, chip, unit)
                      if (p := _clear_move(lay, pots, row, moves, avoid, chip, unit))
                      is not None), None)
        if found is not None:
            chosen = PotPlaces(tuple(found), chip)
            break
    else:  # anywhere on the felt, up and down as far as sideways
        farther = sorted(((dx * _STEP * s, dy * _STEP * s) for dx in range(-reach, reach + 1)
                          for dy in range(-reach, reach + 1)),
                         key=lambda m: abs(m[0]) + 3 * abs(m[1]))
        apart = next(((a, chip) for share in _SHRINK
                      if (chip := max(8, round(full * share)))
                      for row in _rows(lay, pots, chip, unit)
                      if (a := _each_clear(lay, pots, row, farther, never, chip, unit))
                      is not None), None)
        if apart is not None:
            chosen = PotPlaces(tuple(apart[0]), apart[1])
    if len(_cache) > 64:
        _cache.clear()
    _cache[key] = (lay, chosen)
    return chosen


def _clear_move(lay: Layout, pots: list[int], row: list[Point],
                moves: list[tuple[float, float]], avoid: list[pygame.Rect],
                chip: int, unit: int | None) -> list[Point] | None:
    """``row`` moved by the first of ``moves`` that keeps every pot's zone on the felt
    and off ``avoid``; None when none does."""
    zones = [pot_zone_at(lay, pots, k, p, chip, unit) for k, p in enumerate(row)]
    felt = lay.felt
    for mx, my in moves:
        dx, dy = round(mx), round(my)
        moved = [z.move(dx, dy) for z in zones]
        if all(felt.contains(z) and z.collidelist(avoid) == -1 for z in moved):
            return [(x + dx, y + dy) for x, y in row]
    return None


def _each_clear(lay: Layout, pots: list[int], row: list[Point],
                moves: list[tuple[float, float]], avoid: list[pygame.Rect],
                chip: int, unit: int | None) -> list[Point] | None:
    """Each pot of ``row`` in turn (main pot first) moved by the first of ``moves`` that
    keeps its zone on the felt and off ``avoid`` and the pots placed before it; None when
    one has no such move."""
    placed: list[Point] = []
    taken: list[pygame.Rect] = []
    for k, (x, y) in enumerate(row):
        zone = pot_zone_at(lay, pots, k, (x, y), chip, unit)
        move = next(((round(mx), round(my)) for mx, my in moves
                     if lay.felt.contains(m := zone.move(round(mx), round(my)))
                     and m.collidelist(avoid + taken) == -1), None)
        if move is None:
            return None
        placed.append((x + move[0], y + move[1]))
        taken.append(zone.move(*move))
    return placed
