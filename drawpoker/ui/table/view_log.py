"""Drawing the "Hand over" box, placed where it covers none of the table's hand names,
plates, cards, bets, pots or the dealer button (the hand log panel is its own part:
:mod:`.log_panel`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.cards import parse_cards
from drawpoker.evaluator import evaluate
from drawpoker.i18n import _, catalog_key, format_chips, mid_sentence
from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout, button_rect, pill_zone
from drawpoker.ui.table.model import TableVisual
from drawpoker.ui.table.text_fit import hand_label, hand_labels
from drawpoker.ui.theme import GOLD, WHITE

if TYPE_CHECKING:
    from drawpoker.ui.table.snapshot import TableFrame


#: A hand whose name (one of the longest) the "Hand over" box keeps clear of at every seat.
LONG_HAND = "Jc Js 6d 6h Ac"
#: Lines of text the box's place is chosen for (a longer summary grows downwards).
PLACE_LINES = 2
_places: dict[tuple[object, ...], tuple[int, int, int]] = {}


def summary_keep_clear(lay: Layout, hero: int) -> list[pygame.Rect]:
    """:func:`summary_must_clear` and :func:`summary_should_clear` together."""
    return summary_must_clear(lay) + summary_should_clear(lay, hero)


def summary_must_clear(lay: Layout) -> list[pygame.Rect]:
    """What the "Hand over" box never covers (pixels): every seat's plate, action pill,
    cards (lifted as winners too), shown cards and dealer-button spot."""
    s = lay.scale
    out: list[pygame.Rect] = []
    for sl in lay.seats.values():
        out.append(sl.plate)
        out.append(pill_zone(sl, s))
        out.append(button_rect(sl.button, s))
        for r in [*sl.cards, *sl.shown]:
            out.append(r.union(r.move(0, -round(r.height * 0.18))))
    return out


def summary_should_clear(lay: Layout, hero: int) -> list[pygame.Rect]:
    """What the "Hand over" box covers as little as it can (pixels): a long hand name at
    every seat, placed as when all show and as when it shows alone (the bets and the pot are gathered and paid out
    by the time the hand is over)."""
    s = lay.scale
    long_name = evaluate(parse_cards(LONG_HAND)).describe()
    out: list[pygame.Rect] = []
    # every seat's long hand name, placed as they are when all show (clear of each other)
    for _img, hr in hand_labels(lay, tuple((i, long_name) for i in lay.seats), hero).values():
        out.append(hr.inflate(14 * s, 6 * s))
    # and each alone, as when one seat shows (it may sit elsewhere with nobody beside it)
    for i in lay.seats:
        out.append(hand_label(lay, i, long_name, hero=i == hero)[1].inflate(14 * s, 6 * s))
    return out


def _long_summary() -> str:
    """A long "Hand over" line in the current language (what the box makes room for)."""
    return _("{name} wins {pot} ({amount}) with {hand}").format(
        name="Bertholdina", pot=_("the pot"), amount=format_chips(12_345),
        hand=mid_sentence(str(evaluate(parse_cards(LONG_HAND)).describe())))


#: The box's trial shifts from the middle of the felt (fractions of its width, height),
#: nearest first.
_SHIFTS = sorted(((dx, dy) for dy in (0, -0.03, 0.03, -0.06, 0.06, -0.09, 0.09, -0.12, 0.12,
                                      -0.18, 0.18)
                  for dx in (0, -0.03, 0.03, -0.06, 0.06, -0.09, 0.09, -0.12, 0.12)),
                 key=lambda d: abs(d[0]) + abs(d[1]))


def summary_place(lay: Layout, hero: int, lines: int = PLACE_LINES) -> tuple[int, int, int]:
    """Where the "Hand over" box goes for this layout: ``(width, centre x, top)`` in
    pixels, with room for ``lines`` lines of summary (at least :data:`PLACE_LINES`: a
    longer summary gets a place of its own, never one grown over the cards). The same
    every hand (it jumped from left to right of the centre with what the hand left on
    the table): the middle of the felt when that covers nothing of
    :func:`summary_keep_clear`, else the nearest narrower or shifted place that covers
    nothing, else the one that covers least of :func:`summary_must_clear` and then of
    :func:`summary_should_clear`."""
    want = max(PLACE_LINES, lines)
    key = (lay.size, len(lay.seats), hero, lay.log_panel is None, lay.font_px, catalog_key(), want,
           ui_text.text_scale())
    cached = _places.get(key)
    if cached is not None:
        return cached
    s = lay.scale
    px = lay.font_px
    full = round(min(lay.felt.width * 0.5, 520 * s))
    gap = max(2, round(4 * s))  # the box keeps a little felt between it and what it clears
    must = [r.inflate(gap, gap) for r in summary_must_clear(lay)]
    should = [r.inflate(gap, gap) for r in summary_should_clear(lay, hero)]
    cx, cy = round(lay.center[0]), round(lay.center[1] - lay.felt.height * 0.02)
    best: tuple[tuple[int, int], pygame.Rect] | None = None

    def area(rect: pygame.Rect, rects: list[pygame.Rect]) -> int:
        return sum(rect.clip(o).width * rect.clip(o).height for o in rects)

    for frac in (1.0, 0.9, 0.8, 0.75, 0.7, 0.65, 0.6):
        width = round(full * frac)
        # room for a long summary line wrapped at this width (at least PLACE_LINES lines)
        rows = max(want, len(ui_text.wrap_text(_long_summary(), px, width - round(30 * s))))
        height = round(46 * s + rows * px * 1.4)
        for dx, dy in _SHIFTS:
            rect = pygame.Rect(0, 0, width, height)
            rect.center = (round(cx + dx * lay.felt.width), round(cy + dy * lay.felt.height))
            rect.clamp_ip(lay.table_area)
            cover = (area(rect, must), area(rect, should))
            if best is None or cover < best[0]:
                best = (cover, rect)
            if cover == (0, 0):
                break
        if best is not None and best[0] == (0, 0):
            break
    assert best is not None
    if best[0] != (0, 0):  # a few pixels off the grid may clear it (a button's edge)
        for nx, ny in sorted(((x, y) for x in range(-12, 13, 2) for y in range(-12, 13, 2)),
                             key=lambda d: abs(d[0]) + abs(d[1])):
            rect = best[1].move(nx, ny).clamp(lay.table_area)
            cover = (area(rect, must), area(rect, should))
            if cover < best[0]:
                best = (cover, rect)
            if cover[0] == 0:
                break
    place = (best[1].width, best[1].centerx, best[1].top)
    _places[key] = place
    return place


def summary_box(lay: Layout, visual: TableVisual, hero: int) -> tuple[pygame.Rect, list[str]]:
    """The "Hand over" box and its wrapped lines: at :func:`summary_place`; a summary
    longer than that place was made for gets a place of its own where that covers none
    of :func:`summary_must_clear`, else its first whole lines that fit the usual place,
    the main pot's first (the log keeps every line: the box named a side pot's winner
    alone while another player took the main pot); a single line too long for it takes
    its own place all the same."""
    s = lay.scale
    px = lay.font_px
    width, cx, top = summary_place(lay, hero)
    wrapped = _wrapped(visual.summary[:4], px, width - round(30 * s))
    made_for = max(PLACE_LINES, len(ui_text.wrap_text(_long_summary(), px, width - round(30 * s))))
    if len(wrapped) > made_for:
        own = summary_place(lay, hero, len(wrapped))
        rows = _wrapped(visual.summary[:4], px, own[0] - round(30 * s))
        fits = [first for k in range(1, 5)
                if len(first := _wrapped(visual.summary[:k], px, width - round(30 * s)))
                <= made_for]
        if _box(lay, own, len(rows)).collidelist(summary_must_clear(lay)) == -1 or not fits:
            (width, cx, top), wrapped = own, rows
        else:
            wrapped = fits[-1]
    return _box(lay, (width, cx, top), len(wrapped)), wrapped


def _box(lay: Layout, place: tuple[int, int, int], lines: int) -> pygame.Rect:
    """The box at ``place`` (:func:`summary_place`) with ``lines`` lines of text."""
    width, cx, top = place
    rect = pygame.Rect(0, 0, width, round(46 * lay.scale + lines * lay.font_px * 1.4))
    rect.midtop = (cx, top)
    rect.clamp_ip(lay.table_area)
    return rect


def _wrapped(summary: list[str], px: int, width: int) -> list[str]:
    """The ``summary`` lines wrapped at ``width`` pixels."""
    out: list[str] = []
    for line in (str(line) for line in summary):
        out.extend(ui_text.wrap_text(line, px, width))
    return out


def draw_summary(surface: pygame.Surface, lay: Layout, frame: TableFrame) -> None:
    """The "Hand over" box with the frame's summary lines (:func:`summary_box`)."""
    s = lay.scale
    px = lay.font_px
    rect, wrapped = summary_box(lay, frame.visual, frame.hero)
    paint.panel(surface, rect, alpha=215, color=(12, 16, 20), radius=round(14 * s), border=(*GOLD, 220))
    ui_text.draw_text(surface, _("Hand over"), (rect.centerx, rect.y + 18 * s), round(px * 1.05), GOLD,
                bold=True)
    y = rect.y + 40 * s
    for line in wrapped:
        ui_text.draw_text(surface, line, (rect.centerx, y + px * 0.5), px, WHITE)
        y += px * 1.4
