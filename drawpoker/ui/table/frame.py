"""The table's retained picture: which parts changed since the last frame, and where.

The picture is cut into *parts*: the whole (window size, layout, settings, language), the
top bar, the middle (deck and pots), each seat, the cards and chips in flight, the
controls bar, the hand log and the "Hand over" box. Each part has a *key* (everything it
shows, compared with ``==``) and *zones* (window Rects holding every pixel it draws, in
pixels). A frame compares each key with the one drawn last: the zones of a changed part,
before and after, are the dirty Rects; the table scene then draws the whole picture again
clipped to each (merged) dirty Rect, in the usual order, so a frame drawn this way has the
same pixels as one drawn whole. A change of the whole part, or of anything the parts do
not know, draws and presents the whole window.

:func:`table_parts` reads a table frame (``snapshot.TableFrame``: what the table shows);
:class:`~drawpoker.ui.dirty.FrameTracker` remembers what was drawn; :func:`paint` draws a
frame with the views. Nothing here knows the scene.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import pygame

from drawpoker.i18n import catalog_key
from drawpoker.ui.clock import GLOW_RATE
from drawpoker.ui.dirty import FrameTracker, Part, merge_rects
from drawpoker.ui.layout import Layout, button_diameter
from drawpoker.ui.sprites.chips import chip_pile_surface
from drawpoker.ui.sprites.table import table_surface
from drawpoker.ui.table import (
    view_advisor,
    view_bars,
    view_center,
    view_commitment,
    view_log,
    view_seats,
)
from drawpoker.ui.table.celebration import HALO
from drawpoker.ui.table.controls_model import ControlMode
from drawpoker.ui.table.lifts import lifts_moving
from drawpoker.ui.table.text_fit import hand_label, lifted_rect
from drawpoker.ui.table.view_center import anchor_rect, flight_poses, pot_point
from drawpoker.ui.table.view_log import summary_box

if TYPE_CHECKING:
    from drawpoker.ui.table.snapshot import TableFrame

#: Draws the controls bar of a frame (``view_bars.draw_controls``; a replay its own bar).
BarPainter = Callable[[pygame.Surface, Layout, "TableFrame"], None]

#: Most Rects one frame presents, and most clipped drawing passes it makes (the dirty
#: Rects whose union adds least area are merged first; a pass may draw more than it
#: presents: the pixels outside the dirty Rects come out as they were).
MAX_RECTS = 16
MAX_PASSES = 6
#: TableVisual fields drawn by a known part; a change of any other field draws all.
_VISUAL_KNOWN = frozenset({"seats", "flights", "loose", "log", "pots", "shuffle", "hand_over",
                           "deck_count", "hand_no", "round_name", "button", "summary"})


def _state(obj: Any, skip: Iterable[str] = ()) -> tuple[Any, ...]:
    """The attribute values of a widget or sprite, in a tuple compared with ``==``."""
    if not skip:
        return tuple(vars(obj).values())
    left_out = set(skip)
    return tuple(v for k, v in vars(obj).items() if k not in left_out)


def _box(x: float, y: float, w: float, h: float) -> pygame.Rect:
    return pygame.Rect(math.floor(x), math.floor(y), math.ceil(w) + 1, math.ceil(h) + 1)


def glow_phase(frame: TableFrame) -> int:
    """The step of the turn glow's pulse now (0 with reduced motion: a steady glow)."""
    if frame.settings.reduced_motion:
        return 0
    return int(frame.time * GLOW_RATE)


def _card_key(lay: Layout, rect: pygame.Rect, sp: Any) -> Any:
    if sp is None:
        return None
    if sp.t < 1.0:
        return "flying"  # drawn by the flights part
    return (tuple(lifted_rect(lay, rect, sp.lift)), _state(sp, ("t", "lift")))


def _seat_rects(lay: Layout, frame: TableFrame, i: int) -> list[pygame.Rect]:
    """The card places of seat ``i`` as drawn (an opponent's face-up cards at their shown
    places)."""
    sl = lay.seats[i]
    sv = frame.visual.seats[i]
    return [sl.shown[k] if (sp is not None and sp.face_up and i != frame.hero and sl.shown)
            else sl.cards[k] for k, sp in enumerate(sv.cards)]


def seat_zones(lay: Layout, i: int) -> list[pygame.Rect]:
    """Where seat ``i`` may draw (window pixels), in this order: its glow and plate, its
    cards lifted (both places), its action pill, its bet, the dealer button's place."""
    sl = lay.seats[i]
    s = lay.scale
    px = lay.font_px
    plate = sl.plate
    out = [plate.inflate(round(16 * s) + 8, round(16 * s) + 8)]
    cards = [*sl.cards, *sl.shown] or [pygame.Rect(plate.center, (0, 0))]
    union = cards[0].unionall(cards[1:])
    lift = round(max(r.height for r in cards) * 0.18) + 2
    out.append(pygame.Rect(union.x, union.y - lift, union.width, union.height + lift)
               .inflate(2 * HALO + 12, 2 * HALO + 14))  # the winners' halo inside too
    pill_h = round(px * 0.8 * 1.5 + 6 * s) + 8
    if sl.is_hero:
        out.append(_box(plate.right, plate.centery - pill_h / 2, 360 * s + 40, pill_h))
    else:
        w = max(plate.width * 1.6, 280 * s)
        out.append(_box(plate.centerx - w / 2, plate.bottom, w, 5 * s + pill_h))
    bx, by = sl.bet
    d = max(10, round(22 * s))
    out.append(_box(bx - 4 * d, by - 5 * d, 8 * d, 6 * d + px + 8))
    bd = button_diameter(s)
    out.append(_box(sl.button[0] - bd, sl.button[1] - bd, 2 * bd, 2 * bd))
    return out


def deck_zone(lay: Layout) -> pygame.Rect:
    """Where the deck may draw (riffling too), window pixels."""
    s = lay.scale
    cw, ch = lay.small_card
    dx, dy = lay.deck
    return _box(dx - cw * 1.3 - 12 * s, dy - ch / 2 - 12 * s, cw * 2.6 + 24 * s, ch + 24 * s)


def pots_zone(lay: Layout, pots: list[int], button: int | None = None,
              unit: int | None = None) -> pygame.Rect:
    """Where the pots may draw: their piles and labels and the total in play above them
    (window pixels; ``button``: the dealer button's seat, which the pots keep off;
    ``unit``: the betting unit their piles are measured in, chips)."""
    s = lay.scale
    px = lay.font_px
    points = [pot_point(lay, pots, k, button, unit) for k in range(max(1, len(pots)))]
    xs = [x for x, _y in points]
    ys = [y for _x, y in points] + [lay.pot[1]]  # the total in play stays over the middle
    top = min(ys) - max(40 * s + px, 130 * s) - 10
    bottom = max(ys) + 26 * s + 1.3 * px + 14 * s
    half = 200 * s
    return _box(min(xs) - half, top, max(xs) - min(xs) + 2 * half, bottom - top)


def _seat_parts(lay: Layout, frame: TableFrame, tracker: FrameTracker, i: int,
                to_act: int | None) -> dict[str, Part]:
    """Seat ``i`` as parts, so a change redraws only its place: ``seat{i}`` (plate, pill,
    hand name), ``.cards``, ``.bet``, ``.button``, ``.glow`` (the turn glow's pulse: the
    plate) and ``.dots`` (the "Thinking..." dots: the pill)."""
    sv = frame.visual.seats[i]
    rects = _seat_rects(lay, frame, i)
    cards = tuple(_card_key(lay, r, sp) for r, sp in zip(rects, sv.cards, strict=False))
    acting = to_act == i
    key: list[Any] = [_state(sv, ("cards", "bet")), acting, frame.in_hand]
    card_key: list[Any] = [cards, sv.folded, sv.dealt_in, sv.shimmer]
    if i == frame.hero:
        extra = (tuple(sorted(frame.selected)), frame.mode, frame.hero_tag, frame.sitting_out)
        key.append(extra)
        card_key.append(extra)
    sl_plate = lay.seats[i].plate
    plate, card_zone, pill, bet, button = tracker.zones(lay, i, lambda: seat_zones(lay, i))
    zones = [plate, pill]
    if sv.hand_name:
        _img, hr = hand_label(lay, i, str(sv.hand_name), hero=i == frame.hero)
        zones.append(hr.inflate(round(14 * lay.scale) + 6, round(6 * lay.scale) + 6))
    dots = int(frame.time * 3) % 3 if frame.thinking(i) else None
    name = f"seat{i}"
    return {name: Part(tuple(key), tuple(zones)),
            f"{name}.cards": Part(tuple(card_key), (card_zone,)),
            f"{name}.bet": Part(sv.bet, (bet,)),
            f"{name}.button": Part(frame.visual.button == i, (button,)),
            f"{name}.glow": Part(glow_phase(frame) if acting else None,
                                 (sl_plate.inflate(round(16 * lay.scale) + 2,
                                                   round(16 * lay.scale) + 2),)),
            f"{name}.dots": Part(dots, (pill,))}


def _flying_cards(v: Any) -> list[Any]:
    """The card sprites in flight (dealt, discarded, folded), in drawing order."""
    moving = [sp for sv in v.seats for sp in sv.cards if sp is not None and sp.t < 1.0]
    return moving + list(v.loose)


def _flights_part(lay: Layout, frame: TableFrame) -> Part:
    """The cards and chips in flight: where each is drawn now (``view_center.flight_poses``:
    one place on the way, or a fade at both ends with reduced motion)."""
    v = frame.visual
    reduced = bool(frame.settings.reduced_motion)
    key: list[Any] = []
    zones: list[pygame.Rect] = []
    for sp in _flying_cards(v):
        a, b = (anchor_rect(lay, v.pots, sp.src, v.button, frame.stake_unit),
                anchor_rect(lay, v.pots, sp.dst, v.button, frame.stake_unit))
        poses = flight_poses(a, b, sp.t, reduced=reduced, arc=18 * lay.scale,
                             from_deck=sp.src[0] == "deck", to_muck=sp.dst[0] == "muck")
        for r, alpha in poses:
            if sp.lift:
                r = lifted_rect(lay, r, sp.lift)
            zones.append(r.union(r.move(2, 3)).inflate(8, 8))
            key.append((tuple(r), alpha))
        key.append(_state(sp))
    d = max(10, round(22 * lay.scale))
    for fl in v.flights:
        if fl.amount <= 0:
            continue
        pile = chip_pile_surface(int(fl.amount), int(d), max_columns=4, max_height=8)
        a, b = (anchor_rect(lay, v.pots, fl.src, v.button, frame.stake_unit),
                anchor_rect(lay, v.pots, fl.dst, v.button, frame.stake_unit))
        for r, alpha in flight_poses(a, b, fl.t, reduced=reduced, arc=fl.arc * lay.scale):
            cx, cy = r.center
            z = pile.get_rect(midbottom=(round(cx), round(cy + d / 2)))
            zones.append(z.inflate(4, 4))
            key.append((tuple(z), alpha))
        key.append(_state(fl))
    return Part(tuple(key), tuple(zones))


def _controls_part(lay: Layout, frame: TableFrame) -> Part:
    widgets = [b for name, b in frame.bar.buttons.items() if name not in ("menu", "log")]
    key = (frame.controls, tuple(_state(b) for b in widgets),
           tuple(_state(q) for q in frame.bar.quick), _state(frame.slider),
           tuple(_state(box) for _k, box in frame.boxes.boxes),
           tuple(_state(box) for _k, box in frame.boxes.session_boxes),
           frame.typed, frame.amount, frame.demo, frame.mode)
    zones = [lay.controls.bar.inflate(8, 8)]
    zones += [b.rect.inflate(10, 10) for b in widgets if b.visible]
    return Part(key, tuple(zones))


def _advice(frame: TableFrame) -> list[str]:
    """The advisor's lines the frame shows (its controls model's)."""
    return [] if frame.controls is None else frame.controls.advisor


def _summary_part(lay: Layout, frame: TableFrame) -> Part:
    v = frame.visual
    if frame.mode not in (ControlMode.OVER, ControlMode.BUSTED) or not v.summary:
        return Part(None, ())
    rect, _lines = summary_box(lay, v, frame.hero)
    return Part((tuple(str(x) for x in v.summary), tuple(rect)), (rect.inflate(4, 4),))


def _tooltip_key(frame: TableFrame) -> Any:
    """What the table's tooltip shows (it may cover any part: a change draws all)."""
    tip = frame.tooltip
    if not tip.visible:
        return None
    return (tip.key, tip.text, tuple(tip.anchor))


def table_parts(lay: Layout, frame: TableFrame, tracker: FrameTracker) -> dict[str, Part]:
    """The parts of ``frame``'s picture (see the module docstring); ``tracker`` keeps the
    seats' zones for the layout."""
    v = frame.visual
    screen = pygame.Rect((0, 0), lay.size)
    unknown = tuple((k, val) for k, val in vars(v).items() if k not in _VISUAL_KNOWN)
    buttons = frame.bar.buttons
    parts: dict[str, Part] = {
        "whole": Part((id(lay), lay.size, frame.settings, catalog_key(), frame.n,
                       frame.log_open, unknown, frame.note, _tooltip_key(frame)), (screen,)),
        "top": Part((v.hand_no, frame.hand_no, str(v.round_name or ""),
                     _state(buttons["menu"]), _state(buttons["log"])),
                    (lay.top_bar.inflate(0, 4),)),
        "center": Part((tuple(v.pots), sum(sv.bet for sv in v.seats), v.button),
                       (pots_zone(lay, v.pots, v.button, frame.stake_unit),)),
        "center.deck": Part((v.hand_over, v.shuffle if 0.0 < v.shuffle < 1.0 else 1.0,
                             v.deck_count), (deck_zone(lay),)),
        "center.commitment": Part((frame.commitment, v.button, frame.betting),
                                  (view_commitment.commitment_rect(lay, v.button),)),
    }
    to_act = frame.to_act
    for i in range(frame.n):
        parts.update(_seat_parts(lay, frame, tracker, i, to_act))
    parts["flights"] = _flights_part(lay, frame)
    parts["controls"] = _controls_part(lay, frame)
    if lay.log_panel is not None:
        log = v.log
        parts["log"] = Part((len(log), log[-1:] and id(log[-1][0]), frame.log.scroll,
                             frame.log.tab, tuple(_advice(frame))),
                            (lay.log_panel,))
    parts["summary"] = _summary_part(lay, frame)
    return parts


def wake_in(frame: TableFrame, over_timer: float) -> float | None:
    """Seconds until ``frame``'s picture changes by itself: 0 while anything moves, a
    computer player is to act or a timer runs (``over_timer``: seconds since the hand
    ended); while it waits for the player, the next step of the turn glow (None with
    reduced motion: nothing moves until he acts)."""
    hover = frame.hover_card if frame.mode == ControlMode.DRAW else None
    if (not frame.in_hand or frame.busy or frame.slider.dragging
            or lifts_moving(frame.visual, frame.hero, frame.selected, hover)):
        return 0.0
    if frame.over:
        auto = float(frame.settings.auto_next_hand_seconds)
        if frame.paced or over_timer == 0.0:
            return 0.0
        if auto and frame.mode == ControlMode.OVER:  # the Next hand button counts down
            left = max(0.0, auto - over_timer)
            return left - math.ceil(left) + 1.0 if left > 0 else 0.0
        return None
    tip = frame.tooltip
    if tip.key is not None and not tip.visible:
        return 0.05  # a hint about to show
    if frame.la is None:
        return 0.0
    if frame.settings.reduced_motion:
        return None
    return max(0.0, (glow_phase(frame) + 1) / GLOW_RATE - frame.time) + 0.001  # past the step


def redraw(surface: pygame.Surface, tracker: FrameTracker, parts: dict[str, Part],
           paint_clipped: Callable[[pygame.Rect | None], None], *, whole: bool,
           forced: bool = False) -> list[pygame.Rect] | None:
    """Draw on ``surface`` the ``parts`` that changed since ``tracker``'s last frame, each
    dirty Rect a clipped pass of ``paint_clipped(clip)``; returns the Rects drawn (``[]``:
    none) or None when the whole window was drawn. ``whole``: the picture's parts are not
    all known here (a scene that is not ``retained``): any change, or ``forced`` (input
    reached it), draws it whole."""
    dirty = tracker.changes(parts)
    if dirty is None or (whole and (dirty or forced)):
        paint_clipped(None)
        tracker.drawn(parts)
        return None
    if not dirty:
        return []
    screen = surface.get_rect()
    rects = merge_rects([screen.clip(r) for r in dirty], MAX_RECTS)
    for rect in merge_rects(rects, MAX_PASSES):
        surface.set_clip(rect)
        paint_clipped(rect)
    surface.set_clip(None)
    tracker.drawn(parts)
    return rects


def paint(surface: pygame.Surface, lay: Layout, frame: TableFrame, clip: pygame.Rect | None,
          parts: dict[str, Part], bar: BarPainter = view_bars.draw_controls) -> None:
    """Draw ``frame`` in its order (room and felt, middle, pills, cards, flying cards,
    plates, flying chips, bars, log, the middle's note, "Hand over"); with ``clip`` (the surface's clip) the
    parts whose zones miss it are left out. ``bar`` draws the controls bar."""
    groups: dict[str, list[pygame.Rect]] = {}
    if clip is not None:
        for key, part in parts.items():
            groups.setdefault(key.split(".")[0], []).extend(part.zones)

    def shown(name: str) -> bool:
        zones = groups.get(name)
        return clip is None or not zones or clip.collidelist(zones) >= 0

    felt = str(frame.settings.table_color)
    surface.blit(table_surface(lay.size, felt=felt, felt_rect=lay.felt), (0, 0))
    if shown("center"):
        total_line = view_center.draw_center(surface, lay, frame)
        view_commitment.draw_commitment(frame.commitment, surface, lay, frame.visual.button,
                                        frame.betting, total_line)
    seats = [i for i in range(frame.n) if shown(f"seat{i}")]
    for i in seats:
        view_seats.draw_seat(surface, lay, frame, i, "pill")
    for i in seats:
        view_seats.draw_seat(surface, lay, frame, i, "cards")
    flights = shown("flights")
    if flights:
        view_center.draw_flights(surface, lay, frame, "cards")
    for i in seats:
        view_seats.draw_seat(surface, lay, frame, i, "plate")
    if flights:
        view_center.draw_flights(surface, lay, frame, "chips")
    if shown("top"):
        view_bars.draw_top_bar(surface, lay, frame)
    if shown("controls"):
        bar(surface, lay, frame)
    if lay.log_panel is not None and shown("log"):
        advice = _advice(frame)
        box = view_advisor.advisor_rect(lay, advice)
        frame.log.draw(surface, lay, frame.visual.log,
                       tuple(sv.name for sv in frame.visual.seats), frame.names[frame.hero],
                       foot=0 if box is None else box.height)
        view_advisor.draw_advisor(surface, lay, advice)
    view_center.draw_banner(surface, lay, frame)  # on the felt, or over the log's top
    if frame.mode in (ControlMode.OVER, ControlMode.BUSTED) and frame.visual.summary \
            and shown("summary"):
        view_log.draw_summary(surface, lay, frame)
    frame.tooltip.draw(surface, round(lay.font_px * 0.8))
