"""Drawing the seats: plates (name, stack, personality badge, draw tags), action and
status pills, the resting cards with their lift, wild-card badges and discard tags, the
hand names at the showdown, the bets in front and the dealer button. Draws only: every
figure comes from the table frame (``snapshot.TableFrame``) and the layout.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from drawpoker.i18n import _, format_chips
from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.clock import GLOW_RATE, stepped
from drawpoker.ui.layout import Layout, bet_rect, button_diameter, button_rect
from drawpoker.ui.prompts import PROMPTS
from drawpoker.ui.sprites.cards import card_surface, deck_for
from drawpoker.ui.sprites.chips import dealer_button_surface, draw_chips
from drawpoker.ui.sprites.wild_badge import draw_wild_badge
from drawpoker.ui.table.celebration import draw_shimmer, win_halo
from drawpoker.ui.table.labels import (
    drawn_tag,
    personality_name,
    short_drawn_tag,
    short_personality_name,
    wild_mark,
)
from drawpoker.ui.table.text_fit import (
    card_tag,
    fit_name,
    hand_labels,
    hero_plate_fit,
    lifted_rect,
)
from drawpoker.ui.table.view_log import summary_box
from drawpoker.ui.theme import BADGE_COLORS, GOLD, RED, WHITE

if TYPE_CHECKING:
    from drawpoker.ui.table.snapshot import TableFrame


#: a seat's action pill ("Calls 20", :func:`draw_status`): its colour and its words
PILL_COLOR, PILL_TEXT = (44, 52, 58), (235, 235, 230)


@lru_cache(maxsize=64)
def _card_shadow(size: tuple[int, int]) -> pygame.Surface:
    sh = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(sh, (0, 0, 0, 70), sh.get_rect(), border_radius=max(3, size[0] // 9))
    return sh


def mark_wild(surface: pygame.Surface, wild: str, card: Any, rect: pygame.Rect,
              visible: int | None = None) -> None:
    """The wild-card badge (``sprites.wild_badge.draw_wild_badge``) on ``card`` under the
    table's ``wild`` rule; ``visible``: the width of a fanned card's uncovered strip."""
    draw_wild_badge(surface, wild_mark(wild, card), rect, visible, rank=card.rank)


def card_blit(surface: pygame.Surface, lay: Layout, frame: TableFrame, sprite: Any,
              rect: pygame.Rect, *,
              dim: bool = False, tag: str = "", visible: int | None = None,
              alpha: int = 255) -> None:
    """Draw ``sprite`` into ``rect``, ``alpha`` (0..255) opaque. A card turning over
    narrows and widens again; with reduced motion it fades out and in instead."""
    settings = frame.settings
    four = bool(settings.four_color_deck)
    back = str(settings.card_back)
    img = card_surface(sprite.card if sprite.face_up else None, rect.size, back=back,
                               deck=deck_for(four))
    if img.get_size() != rect.size:
        img = pygame.transform.smoothscale(img, rect.size)
    flip = getattr(sprite, "flip", 1.0)
    if flip < 1.0:
        sx = abs(math.cos(math.pi * flip))
        if settings.reduced_motion:
            alpha = round(alpha * sx)
        else:
            nw = max(1, round(rect.width * sx))
            img = pygame.transform.smoothscale(img, (nw, rect.height))
            rect = pygame.Rect(rect.centerx - nw // 2, rect.y, nw, rect.height)
    if alpha <= 0:
        return
    lift = getattr(sprite, "lift", 0.0)
    if lift:
        rect = lifted_rect(lay, rect, lift)
    shadow = _card_shadow(rect.size)
    if dim or alpha < 255:
        img = img.copy()
    if dim:
        img.fill((110, 110, 110, 255), special_flags=pygame.BLEND_RGBA_MULT)
    if alpha < 255:
        img.set_alpha(alpha)
        shadow = shadow.copy()
        shadow.set_alpha(alpha)
    if getattr(sprite, "winning", False):  # the pot won: a gold halo behind the card
        halo = win_halo(rect.size)
        surface.blit(halo, halo.get_rect(center=rect.center))
    else:
        surface.blit(shadow, rect.move(2, 3))
    surface.blit(img, rect)
    if sprite.face_up and sprite.card is not None:
        mark_wild(surface, frame.rules.wild, sprite.card, rect, visible)
    if getattr(sprite, "winning", False):
        pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), 2, border_radius=max(3, rect.width // 9))
    if tag:  # fitted to the card's uncovered part
        img, pill, tr = card_tag(tag, rect, rect.width if visible is None else visible)
        pygame.draw.rect(surface, RED, pill, border_radius=max(3, pill.height // 3))
        surface.blit(img, tr)


def draw_seat(surface: pygame.Surface, lay: Layout, frame: TableFrame, i: int, part: str) -> None:
    """Draw seat ``i``: ``part`` "pill" (its action or status pill), "cards" (its
    resting cards) or "plate" (the rest)."""
    sv = frame.visual.seats[i]
    to_act = frame.to_act == i
    faded = sv.folded or not sv.dealt_in
    if part == "cards":
        _draw_cards(surface, lay, frame, i, faded)
    elif part == "pill":  # drawn under every seat's cards: shown cards stay whole
        draw_status(surface, lay, frame, i, to_act, faded)
    else:
        _draw_plate(surface, lay, frame, i, to_act, faded)


def _draw_cards(surface: pygame.Surface, lay: Layout, frame: TableFrame, i: int,
                faded: bool) -> None:
    """Seat ``i``'s resting cards (a face-up opponent's at its shown places)."""
    sl = lay.seats[i]
    sv = frame.visual.seats[i]
    draw_mode = frame.mode == "draw"
    rects = [sl.shown[k] if (sp is not None and sp.face_up and i != frame.hero
                             and sl.shown) else sl.cards[k]
             for k, sp in enumerate(sv.cards)]
    for k, sp in enumerate(sv.cards):
        if sp is None or sp.t < 1.0:
            continue
        tag = _("DISCARD") if (i == frame.hero and draw_mode and k in frame.selected) else ""
        rect = rects[k]
        # the strip of a fanned card the next one leaves showing (its wild badge)
        visible = None
        nxt = sv.cards[k + 1] if k + 1 < len(sv.cards) else None
        if nxt is not None and nxt.t >= 1.0 and rect.left < rects[k + 1].left < rect.right:
            visible = rects[k + 1].left - rect.left
        card_blit(surface, lay, frame, sp, rect, dim=faded, tag=tag, visible=visible)
        if i == frame.hero and draw_mode and k == frame.hover_card and PROMPTS.pad:
            # the pad's cursor: a gold frame round the card it would mark
            ring = lifted_rect(lay, rect, getattr(sp, "lift", 0.0)).inflate(8, 8)
            pygame.draw.rect(surface, GOLD, ring, 3, border_radius=max(4, ring.width // 8))
    if sv.shimmer > 0:  # a big pot won: sparkles around the winning cards
        won = [lifted_rect(lay, rects[k], sp.lift) for k, sp in enumerate(sv.cards)
               if sp is not None and sp.winning and sp.t >= 1.0]
        if won:
            draw_shimmer(surface, won[0].unionall(won[1:]), sv.shimmer, lay.scale)


def _tag_px(text: str, px: int, room: int) -> int:
    """The size (pixels asked of ``ui_text.font``) of a tag or badge ``text`` on a plate
    whose rows are ``px`` pixels: 0.68 of them, shrunk into ``room`` pixels down to 8 at
    100 %; at a larger text size (``ui_text.text_scale``) not shrunk at all (a tag that
    does not fit gives way to its short form or to the plate's tooltip)."""
    top = max(9, round(px * 0.68))
    least = 8 if ui_text.text_scale() == 1.0 else top
    return ui_text.fit_text(text, top, room, bold=True, min_px=least)


def _tag_fits(text: str, px: int, room: int) -> bool:
    """Whether the tag ``text`` (:func:`_tag_pill` for a text of ``px`` pixels) fits
    ``room`` pixels whole."""
    return ui_text.text_width(text, _tag_px(text, px, room), bold=True) <= room


def _tag_pill(surface: pygame.Surface, text: str, px: int, room: int, s: float,
              **anchor: Any) -> pygame.Rect:
    """A cream tag ("Pat", "Drew 3") placed by ``anchor`` (a Rect keyword); its pill."""
    tpx = _tag_px(text, px, room)
    img = ui_text.render_text(text, tpx, (20, 24, 28), bold=True)
    br = img.get_rect(**anchor)
    pill = br.inflate(10 * s, 4 * s)
    pygame.draw.rect(surface, (236, 226, 200), pill, border_radius=round(7 * s))
    surface.blit(img, br)
    return pill


def _draw_plate(surface: pygame.Surface, lay: Layout, frame: TableFrame, i: int, to_act: bool,
                faded: bool) -> None:
    """Seat ``i``'s plate and what sits around it: the turn glow, the name and stack
    rows, the hand name at the showdown, the bet in front and the dealer button."""
    sl = lay.seats[i]
    sv = frame.visual.seats[i]
    s = lay.scale
    plate = sl.plate
    glow = to_act
    if glow:
        pulse = 1.0 if frame.settings.reduced_motion else \
            0.5 + 0.5 * math.sin(stepped(frame.time, GLOW_RATE) * 5)
        g = pygame.Surface(plate.inflate(16 * s, 16 * s).size, pygame.SRCALPHA)
        pygame.draw.rect(g, (*GOLD, round(60 + 80 * pulse)), g.get_rect(), border_radius=round(16 * s))
        surface.blit(g, plate.inflate(16 * s, 16 * s).topleft)
    bg = (16, 20, 24) if not faded else (30, 32, 34)
    paint.panel(surface, plate, alpha=225 if not faded else 170, color=bg, radius=round(12 * s),
            border=(*GOLD, 255) if glow else ((*GOLD, 255) if sv.winner else (90, 100, 96, 200)))
    stack_text = format_chips(sv.stack)
    if sv.all_in and sv.stack == 0 and not faded:
        stack_text = _("All in")
    out = frame.seat_out[i]
    if out is not None:
        stack_text = out
    if sl.is_hero:
        _hero_row(surface, lay, frame, i, stack_text, faded)
    else:
        _opponent_rows(surface, lay, i, sv, stack_text, faded)
    # hand name at showdown
    if sv.hand_name:
        img, hr = shown_labels(lay, frame)[i]
        paint.panel(surface, hr.inflate(14 * s, 6 * s), alpha=210,
                color=(90, 60, 10) if sv.winner else (20, 24, 28), radius=round(8 * s))
        surface.blit(img, hr)
    # bet in front
    draw_bet(surface, lay, sl.bet, sv.bet)
    # dealer button
    if frame.visual.button == i:
        img = dealer_button_surface(button_diameter(s))
        surface.blit(img, img.get_rect(center=(round(sl.button[0]), round(sl.button[1]))))


def draw_bet(surface: pygame.Surface, lay: Layout, point: tuple[float, float], bet: int) -> None:
    """A seat's ``bet`` (chips) in front of it: the pile of chips on ``point`` (the seat's
    layout ``bet``) and the amount under it; nothing for 0."""
    if bet <= 0:
        return
    d = max(10, round(22 * lay.scale))
    bx, by = point
    draw_chips(surface, bet, (bx, by), d)
    ui_text.draw_text(surface, format_chips(bet), (bx, by + d * 0.95), round(lay.font_px * 0.85),
                      WHITE, bold=True)


def shown_labels(lay: Layout, frame: TableFrame) -> dict[int, tuple[pygame.Surface, pygame.Rect]]:
    """Every seat's hand name now (``text_fit.hand_labels``: placed clear of each other,
    of the dealer button and of the "Hand over" box)."""
    v = frame.visual
    texts = tuple((k, str(sv.hand_name)) for k, sv in enumerate(v.seats) if sv.hand_name)
    button = None
    if v.button is not None and v.button in lay.seats:
        button = button_rect(lay.seats[v.button].button, lay.scale)
    box = summary_box(lay, v, frame.hero)[0].inflate(round(8 * lay.scale), round(8 * lay.scale)) \
        if v.summary else None
    return hand_labels(lay, texts, frame.hero, button, box)


def _hero_row(surface: pygame.Surface, lay: Layout, frame: TableFrame, i: int, stack_text: str,
              faded: bool) -> None:
    """The player's plate, one line below his cards: name on the left, stack on the
    right, and between them his own draw ("Pat", "Drew 3", as the opponents' plates
    show it) or, over the plate, that he sits out; the name always whole
    (``text_fit.hero_plate_fit``); a tournament's "Out · 4th" that would be cut, or
    would cut the name, as its place alone."""
    plate = lay.seats[i].plate
    sv = frame.visual.seats[i]
    s = lay.scale
    px = lay.font_px
    inner = round(plate.width - 20 * s)
    stack_color = GOLD if not faded else (140, 130, 100)
    tag = frame.hero_tag
    over = bool(tag) and frame.sitting_out  # no cards then: the tag over the plate
    name, npx, sw, row_tag, tag_px = hero_plate_fit(sv.name, stack_text, "" if over else tag,
                                                    px, inner, s)
    if " · " in stack_text and (name != sv.name or sw < ui_text.text_width(stack_text, px,
                                                                            bold=True)):
        # "Out · 4th" beside the name only cut: the place alone (the bar and the log say
        # he is out; at 150 % text "Вы" shrank beside "Вне игры ·…")
        stack_text = stack_text.rsplit(" · ", 1)[1]
        name, npx, sw, row_tag, tag_px = hero_plate_fit(sv.name, stack_text,
                                                        "" if over else tag, px, inner, s)
    if sw:
        ui_text.draw_text(surface, stack_text, (plate.right - 10 * s, plate.centery), px,
                          stack_color, anchor="midright", bold=True, max_width=sw)
    name_right = round(plate.right - 10 * s - sw - 8 * s)
    if over:
        tpx = ui_text.fit_text(tag, max(10, round(px * 0.8)), inner, bold=True, min_px=8)
        img = ui_text.render_text(tag, tpx, (20, 24, 28), bold=True)
        br = img.get_rect(midbottom=(plate.centerx, plate.top - round(10 * s)))
        pygame.draw.rect(surface, (236, 226, 200), br.inflate(16 * s, 8 * s),
                         border_radius=round(9 * s))
        surface.blit(img, br)
    elif row_tag:
        img = ui_text.render_text(row_tag, tag_px, (20, 24, 28), bold=True)
        br = img.get_rect(midright=(name_right - round(5 * s), plate.centery))
        pygame.draw.rect(surface, (236, 226, 200), br.inflate(10 * s, 4 * s),
                         border_radius=round(7 * s))
        surface.blit(img, br)
    ui_text.draw_text(surface, name, (plate.x + 10 * s, plate.centery), npx,
                      WHITE if not faded else (150, 150, 150), anchor="midleft", bold=True)


def _opponent_rows(surface: pygame.Surface, lay: Layout, i: int, sv: Any, stack_text: str,
                   faded: bool) -> None:
    """A computer player's plate: the name on the whole first row; the stack, then how
    many cards he drew (for the rest of the hand, docs/rules.md §5) and his personality badge
    on the second (the badge gives way to the draw tag where both do not fit: a name
    beside "Drew 4" was cut to "Test…")."""
    plate = lay.seats[i].plate
    s = lay.scale
    # two rows share the plate: a larger text grows as far as a row's height allows
    px = ui_text.fit_height(lay.font_px, plate.height * 0.42, bold=True)
    inner = round(plate.width - 20 * s)
    row1, row2 = plate.y + plate.height * 0.3, plate.y + plate.height * 0.72
    name, npx = fit_name(sv.name, px, inner, min_share=0.75)
    ui_text.draw_text(surface, name, (plate.x + 10 * s, row1), npx,
                WHITE if not faded else (150, 150, 150), anchor="midleft", bold=True)
    # the stack keeps its full size; the draw tag and the badge get the rest of the row
    stack_w = min(ui_text.font(px, True).size(stack_text)[0], inner)
    ui_text.draw_text(surface, stack_text, (plate.x + 10 * s, row2), px,
                GOLD if not faded else (140, 130, 100), anchor="midleft", bold=True,
                max_width=stack_w)
    right = round(plate.right - 10 * s)
    room = round(inner - stack_w - 8 * s - 12 * s)
    tag = drawn_tag(sv.drawn) if sv.drawn is not None and not sv.folded else ""
    beside_name = round(inner - ui_text.text_width(name, npx, bold=True) - 20 * s)
    if tag and not _tag_fits(tag, px, room):
        if _tag_fits(tag, px, beside_name):
            # no room beside the stack (a larger text): beside the name, the badge below
            _tag_pill(surface, tag, px, beside_name, s, midright=(right, row1))
            tag = ""
        else:  # nor beside the name: its short form ("2 neu" for "Getauscht: 2"), else
            # none (the plate's tooltip and the hand log tell the draw)
            tag = short_drawn_tag(sv.drawn or 0)
            tag = tag if _tag_fits(tag, px, room) else ""
    if tag:
        tag_w = ui_text.font(max(9, round(px * 0.68)), True).size(tag)[0] + round(10 * s)
        badge_w = ui_text.font(max(9, round(px * 0.68)), True).size(
            short_personality_name(sv.badge))[0] + round(12 * s) if sv.badge else 0
        pill = _tag_pill(surface, tag, px, room, s, midright=(right, row2))
        if not sv.badge or tag_w + badge_w + round(6 * s) > room:
            return  # no room for both: the badge is told again in the plate's tooltip
        right = round(pill.left - 6 * s)
        room -= tag_w + round(6 * s)
    if sv.badge:
        text = personality_name(sv.badge)
        bpx = _tag_px(text, px, room)
        if ui_text.font(bpx, True).size(text)[0] > room:  # its short form ("Station")
            text = short_personality_name(sv.badge)
            bpx = _tag_px(text, px, room)
        if ui_text.font(bpx, True).size(text)[0] > room:
            return  # whole or not at all ("Out · 3rd" beside it): the tooltip tells it
        br = pygame.Rect((0, 0), ui_text.font(bpx, True).size(text))
        br.midright = (right, int(row2))
        col = BADGE_COLORS.get(sv.badge, (90, 90, 90))
        if faded:
            col = (col[0] // 2 + 30, col[1] // 2 + 30, col[2] // 2 + 30)
        pill = br.inflate(12 * s, 4 * s)
        pygame.draw.rect(surface, col, pill, border_radius=round(8 * s))
        ui_text.draw_text(surface, text, br.midright, bpx, WHITE, anchor="midright", bold=True,
                          shadow=False)


def draw_status(surface: pygame.Surface, lay: Layout, frame: TableFrame, i: int, to_act: bool,
                faded: bool) -> None:
    """Seat ``i``'s action or status pill ("Calls 20", "Wins 600", "Your turn") under
    its plate (the player's: right of it; an opponent's centred, else
    :func:`_off_the_bets`)."""
    sl = lay.seats[i]
    sv = frame.visual.seats[i]
    s = lay.scale
    plate = sl.plate
    px = lay.font_px
    status = str(sv.last_action)
    if sv.winner and sv.won:
        status = _("Wins {amount}").format(amount=format_chips(sv.won))
    thinking = to_act and frame.thinking(i)
    if thinking:
        dots = "." * (1 + int(frame.time * 3) % 3)
        status = _("Thinking") + dots
    elif to_act and i in frame.people:  # a person's turn at a pass-and-play table
        status = _("Their turn")
    if to_act and i == frame.hero:
        status = _("{name} to act").format(name=frame.person) if frame.person else _("Your turn")
    if status:
        spx = round(px * 0.8)
        col = (40, 30, 10) if sv.winner or to_act else (PILL_TEXT if not faded else (160, 160, 160))
        bgc = GOLD if (sv.winner or to_act) else PILL_COLOR
        img = ui_text.render_text(status, spx, col, bold=True)
        # "Thinking." keeps the width of "Thinking...": the badge never changes size
        width = ui_text.font(spx, True).size(_("Thinking") + "...")[0] if thinking else img.get_width()
        box = pygame.Rect(0, 0, max(width, img.get_width()), img.get_height())
        if i == frame.hero:
            box.midleft = (round(plate.right + 18 * s), plate.centery)  # clear of the glow
        else:
            box.midtop = (plate.centerx, round(plate.bottom + 5 * s))
            box = _off_the_bets(lay, box, plate, round(7 * s), round(3 * s))
        pygame.draw.rect(surface, bgc, box.inflate(14 * s, 6 * s), border_radius=round(9 * s))
        surface.blit(img, img.get_rect(midleft=box.midleft) if thinking else img.get_rect(center=box.center))


def _off_the_bets(lay: Layout, box: pygame.Rect, plate: pygame.Rect, pad_x: int,
                  pad_y: int) -> pygame.Rect:
    """An opponent's pill text ``box`` (its pill ``pad_x``, ``pad_y`` pixels larger each
    side) moved sideways away from the middle of the table, the least that keeps the pill
    off every seat's bet (at a larger text "Raises to 157" lay under the chips), inside
    the table area; where no move does, centred under the ``plate`` as it was."""
    bets = [bet_rect(sl.bet, lay.scale) for sl in lay.seats.values() if not sl.is_hero]
    out = -1 if plate.centerx < lay.center[0] else 1
    area = lay.table_area
    moved = box.copy()
    while moved.inflate(2 * pad_x, 2 * pad_y).collidelist(bets) != -1:
        moved.x += out * max(1, round(2 * lay.scale))
        if not area.contains(moved.inflate(2 * pad_x, 2 * pad_y)):
            return box
    return moved
