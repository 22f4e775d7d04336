"""What the learning screens share (tutorial, practice, coach): a rigged table drawn from
a player's view, a row of big clickable cards, a panel of wrapped text, option buttons.

:func:`draw_view_table` draws the felt, every seat's plate (name, stack, the cards drawn
or "stood pat", folded seats dimmed), the bets in front of the seats (chips and amount, as
the table draws them), what the player did (the table's pill right of his plate), the
dealer button, the pot and the player's own cards; it returns the Rects a click is
tested against (seats and own cards).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from drawpoker.cards import Card
from drawpoker.engine import PlayerView
from drawpoker.i18n import _, format_chips, ngettext
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout, compute_layout
from drawpoker.ui.paint import panel
from drawpoker.ui.sprites.cards import card_surface, deck_for
from drawpoker.ui.sprites.chips import dealer_button_surface
from drawpoker.ui.sprites.table import table_surface
from drawpoker.ui.sprites.wild_badge import draw_wild_badge
from drawpoker.ui.table.view_seats import PILL_COLOR, PILL_TEXT, draw_bet
from drawpoker.ui.theme import CREAM, GOLD, MUTED, NEGATIVE, PANEL, POSITIVE, SOFT
from drawpoker.ui.widgets.buttons import FancyButton, label_px_at, place_in_a_row
from drawpoker.ui.widgets.lesson_action import draw_own_action, seat_action
from drawpoker.ui.widgets.panel_scroll import PanelScroll


@dataclass
class TableHits:
    """Where the drawn table can be clicked: each seat (its plate and its cards), the
    player's cards, and where the dealer button was drawn (None when no seat has it)."""

    seats: dict[int, pygame.Rect] = field(default_factory=dict)
    cards: list[pygame.Rect] = field(default_factory=list)
    button: pygame.Rect | None = None


def best_marks(cards: Sequence[Card], best: Sequence[Card] | None) -> list[str]:
    """The marks under an answered drill's cards (:func:`card_row`'s ``marks``): each card
    of the ``best`` hold marked "Best: keep" (a tick under it, the word its legend), apart
    from the player's own marks (his thrown cards stay raised); none before the answer
    (``best`` None)."""
    return [_("Best: keep") if best is not None and c in best else "" for c in cards]


#: The mark under a card of the best hold (:func:`card_row`), and before its legend.
TICK = "\u2713"


def mark_line_height(px: int) -> int:
    """Pixels the line of marks under :func:`card_row`'s cards takes (ticks at ``px``
    pixels and the gap above them): a layout keeps this much under the cards."""
    return ui_text.font(px, True).get_linesize() + max(2, px // 4)


def card_row(surface: pygame.Surface, cards: Sequence[Card], centre: tuple[int, int],
             height: int, *, raised: Sequence[bool] = (), four_color: bool = False,
             back: str = "blue", marks: Sequence[str] = (), mark_px: int = 13,
             wild: Sequence[str] = ()) -> list[pygame.Rect]:
    """Draw ``cards`` side by side centred on ``centre``, ``height`` pixels tall; a raised
    card (a discard picked) sits higher and dimmed; ``wild`` the badge on a wild card
    ("WILD", "BUG"; "" for none), as at the table.

    ``marks`` marks a card with a word ("" for none; one word for the row, "Best: keep"):
    a tick under each marked card, on one line (:func:`mark_line_height`) under the cards
    as dealt, and the word once as the ticks' legend ("✓ Best: keep") beside the row, on
    the ticks' line, wrapped upwards beside the cards where the room beside them is
    narrower than it; both at ``mark_px`` pixels, the size asked, so a mark never shrinks
    with the cards (a word under each card did, to fit the card's width).

    Returns:
        The Rect of each card as drawn (for clicks).
    """
    w = round(height * 0.714)
    gap = round(w * 0.12)
    total = len(cards) * w + (len(cards) - 1) * gap
    x = centre[0] - total // 2
    rects = []
    for i, card in enumerate(cards):
        up = i < len(raised) and raised[i]
        rect = pygame.Rect(x + i * (w + gap), centre[1] - height // 2 - (height // 6 if up else 0),
                           w, height)
        face = card_surface(card, (w, height), deck=deck_for(four_color), back=back)
        if up:
            face = face.copy()
            face.set_alpha(150)
        surface.blit(face, rect)
        if i < len(wild):
            draw_wild_badge(surface, wild[i], rect, rank=card.rank)
        rects.append(rect)
    words = [m for m in marks[:len(rects)] if m]
    if words:
        _draw_marks(surface, [r.centerx if m else None for r, m in zip(rects, marks, strict=False)],
                    pygame.Rect(x, centre[1] - height // 2, total, height), words[0], mark_px)
    return rects


def _draw_marks(surface: pygame.Surface, ticks: Sequence[int | None], row: pygame.Rect,
                legend: str, px: int) -> None:
    """:func:`card_row`'s marks: a tick centred on each x of ``ticks`` (None: no mark) on
    the line under ``row`` (the cards as dealt), the legend right of ``row`` on that line
    (its lines above it where it wraps in the room left to the window's edge)."""
    f = ui_text.font(px, True)
    mid = row.bottom + max(2, px // 4) + f.get_linesize() // 2
    for cx in ticks:
        if cx is not None:
            ui_text.draw_text(surface, TICK, (cx, mid), px, GOLD, bold=True)
    left = row.right + max(8, px)
    room = surface.get_width() - max(8, px // 2) - left
    lines = ui_text.wrap_text(f"{TICK} {legend}", px, room, bold=True)
    for k, line in enumerate(reversed(lines)):
        ui_text.draw_text(surface, line, (left, mid - k * f.get_linesize()), px, GOLD,
                          anchor="midleft", bold=True)


def text_panel(surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[tuple[str, tuple[int, ...], bool]],
               px: int, scroll: PanelScroll | None = None, *,
               wide: pygame.Rect | None = None) -> int:
    """A dark panel with ``(text, colour, bold)`` paragraphs wrapped to its width; returns
    the height used (pixels). The text keeps the size asked (it steps down towards its
    100 % size only where a word would not fit a line whole); its side margins keep the
    normal text's size. Where the last paragraph (the answer's explanation) is taller
    than ``rect`` and ``wide`` is given, the panel is ``wide`` instead, opaque (what it
    covers gives way: a step already answered). Where the paragraphs are taller than the
    panel, a new text shows from its first paragraph that differs from the text before
    (``PanelScroll.shown``: a new step from its top, an answer from its explanation),
    with "▲" on its top edge's corner for the lines above and "▼" on the bottom edge's
    corner for the lines below; ``scroll`` (its wheel and keys) moves it."""
    least = max(9, round(px / ui_text.text_scale()))
    while px > least and _word_too_wide(lines, px, rect.width):
        px -= 1
    margin = round(px / ui_text.text_scale())
    if wide is not None and lines and _panel_rows(lines[-1:], px, rect.width, margin)[-1][0] \
            + ui_text.font(px).get_height() > rect.height:
        need = _panel_rows(lines, px, wide.width, margin)[-1][0] + ui_text.grown(px * 1.35)
        rect = pygame.Rect(wide.topleft, (wide.width, min(wide.height, need)))  # no taller
        surface.fill(PANEL, rect)  # than its lines: the felt under it stays in view
    panel(surface, rect, alpha=215)
    rows = _panel_rows(lines, px, rect.width, margin)
    most = max(0, rows[-1][0] + ui_text.font(px).get_height() - rect.height)
    first: dict[int, int] = {}  # each paragraph's first row's top
    for y, _line, _color, _bold, k in rows:
        first.setdefault(k, y)
    tops = [first.get(n, 0) for n in range(len(lines))]
    back = 0 if scroll is None else scroll.shown(tuple(lines), rect, most,
                                                 ui_text.grown(px * 1.35), tops)
    shift = most - back
    bottom = rect.bottom - ui_text.font(px).get_height()
    for y, line, color, bold, _k in rows:
        if px // 2 <= y - shift and rect.top + y - shift <= bottom:
            ui_text.draw_text(surface, line, (rect.left + margin, rect.top + y - shift), px,
                              color, anchor="topleft", bold=bold, shadow=False)
    if shift:  # on the panel's edges, clear of its lines
        ui_text.draw_text(surface, "\u25b2", (rect.right - px // 2, rect.top), px, GOLD,
                          anchor="midright", shadow=False)
    if back:
        ui_text.draw_text(surface, "\u25bc", (rect.right - px // 2, rect.bottom), px, GOLD,
                          anchor="midright", shadow=False)
    return min(rect.height, rows[-1][0] + ui_text.grown(px * 1.35))


def felt_over_cards(lay: Layout, room: pygame.Rect, view: PlayerView | None) -> pygame.Rect:
    """The room a long explanation may take instead of the side column's ``room``: from
    the felt's left to the column's right, from the column's top down to just above the
    player's cards of ``view`` (the table area's bottom where no table is shown), so his
    cards stay in view (pixels)."""
    s = lay.scale
    low = lay.table_area.bottom
    if view is not None:
        low = lay.seats[view.seat].cards[0].top - round(8 * s)
    left = lay.table_area.left + round(8 * s)
    return pygame.Rect(left, room.top, room.right - left, min(room.bottom, low) - room.top)


def draw_refusal(surface: pygame.Surface, lay: Layout, text: str,
                 cards: Sequence[pygame.Rect]) -> None:
    """Why a clicked card must be kept (``text``), on the felt just above the player's
    ``cards`` (their Rects, pixels), in a red-edged box."""
    s = lay.scale
    px = max(12, round(16 * s))
    over = cards[0].unionall(list(cards[1:]))
    lines = ui_text.wrap_text(text, px, round(min(lay.felt.width * 0.6, 620 * s)), bold=True)
    step = ui_text.grown(px * 1.3)
    width = max(ui_text.text_width(line, px, bold=True) for line in lines) + round(24 * s)
    box = pygame.Rect(0, 0, width, step * len(lines) + round(12 * s))
    box.midbottom = (over.centerx, over.top - round(14 * s))
    box.clamp_ip(lay.felt)
    panel(surface, box, alpha=225, color=(40, 12, 12), radius=round(10 * s),
          border=(*NEGATIVE, 230))
    for k, line in enumerate(lines):
        ui_text.draw_text(surface, line, (box.centerx, box.top + round(6 * s) + step * k + step // 2),
                          px, CREAM, bold=True)


def draw_tick_columns(surface: pygame.Surface, ticks: Sequence[str], area: pygame.Rect,
                      top: int, px: int, s: float) -> None:
    """``ticks`` in two columns, each left-aligned, both centred on ``area`` (the felt)
    from ``top`` (the first row's centre), at ``px`` pixels, each as wide as half the
    felt at most; a list wider than the felt's inside (a larger text size) stands on a
    dark panel, as it reaches over the rail (``s``: the scale)."""
    half = (len(ticks) + 1) // 2
    cols = [col for col in (ticks[:half], ticks[half:]) if col]
    gap = round(48 * s)
    room = area.width // 2
    widths = [min(room, max(ui_text.text_width(t, px) for t in col)) for col in cols]
    step = ui_text.grown(px * 1.45)
    total = sum(widths) + gap * (len(widths) - 1)
    left = area.centerx - total // 2
    if total > area.width * 0.76:
        pad = round(12 * s)
        panel(surface, pygame.Rect(left - pad, top - step // 2 - pad // 2, total + 2 * pad,
                                   step * half + pad), alpha=200)
    for col, width in zip(cols, widths, strict=False):
        for row, tick in enumerate(col):
            ui_text.draw_text(surface, tick, (left, top + row * step), px, CREAM,
                              anchor="midleft", max_width=room)
        left += width + gap


def _word_too_wide(lines: Sequence[tuple[str, tuple[int, ...], bool]], px: int,
                   width: int) -> bool:
    """Whether a word of ``lines`` is wider than :func:`text_panel`'s line at ``px`` (a
    word is never broken while the text may still step down)."""
    margin = round(px / ui_text.text_scale())
    return any(ui_text.text_width(word, px, bold=bold) > width - margin * 2
               for text, _color, bold in lines for word in text.split())


def _panel_rows(lines: Sequence[tuple[str, tuple[int, ...], bool]], px: int,
                width: int, margin: int) -> list[tuple[int, str, tuple[int, ...], bool, int]]:
    """:func:`text_panel`'s lines wrapped at ``px`` between side margins of ``margin``
    pixels, each with its top from the panel's (pixels), colour, weight and the index of
    its paragraph in ``lines``."""
    rows = []
    y = px // 2 + 2
    for k, (text, color, bold) in enumerate(lines):
        for line in ui_text.wrap(text, px, width - margin * 2, bold=bold):
            rows.append((y, line, color, bold, k))
            y += ui_text.grown(px * 1.35)
        y += px // 3
    return rows or [(y, "", CREAM, False, 0)]


def feedback_color(ok: bool | None) -> tuple[int, int, int]:
    return SOFT if ok is None else (POSITIVE if ok else NEGATIVE)


def place_options(buttons: Sequence[FancyButton], size: tuple[int, int], top: int, s: float) -> None:
    """Option buttons side by side under the text, sized to their labels."""
    place_in_a_row(buttons, size[0] // 2, top, round(46 * s), size[0] - round(60 * s), s)


def place_answers(buttons: Sequence[FancyButton], centre_x: int, bottom: int, height: int,
                  room: int, s: float) -> None:
    """The answer buttons side by side over ``bottom``, centred on ``centre_x``, in the
    controls bar's fixed ``height`` (pixels at 100 % text): on one line each where the row
    of whole labels fits ``room`` pixels (:func:`place_in_a_row`); else each label on two
    lines at the size asked, each button as wide as its two lines (the row squeezed evenly
    beyond ``room``) and tall enough for them, growing upwards from ``bottom``."""
    px = label_px_at(height)
    gap = round(6 * s)
    if sum(b.preferred_width(px) for b in buttons) + gap * (len(buttons) - 1) <= room:
        place_in_a_row(buttons, centre_x, bottom - height, height, room, s, grow=False)
        return
    widths = [b.two_line_width(px) for b in buttons]
    k = min(1.0, (room - gap * (len(widths) - 1)) / sum(widths))
    widths = [round(w * k) for w in widths]
    tall = max(height, 2 * ui_text.font(px, True).get_linesize() + round(8 * s))
    x = centre_x - (sum(widths) + gap * (len(widths) - 1)) // 2
    for b, w in zip(buttons, widths, strict=True):
        b.rect = pygame.Rect(x, bottom - tall, w, tall)
        b.px_height, b.fixed_px, b.wrap = height, None, True
        x += w + gap


def _drawn_tag(drawn: int | None) -> str:
    if drawn is None:
        return ""
    if drawn == 0:
        return _("Stood pat")
    return ngettext("Drew {n} card", "Drew {n} cards", drawn).format(n=drawn)


def _button_spot(spot: tuple[float, float], plate: pygame.Rect, d: int, *,
                 own: bool) -> pygame.Rect:
    """Where the dealer button of ``d`` pixels goes: the table's spot in front of the
    seat; the player's own just right of his plate, touching it, so no neighbour seems
    to hold it (his cards take the spot in front)."""
    rect = pygame.Rect(0, 0, d, d)
    if own:
        rect.midleft = (plate.right + d // 4, plate.centery)
    else:
        rect.center = (round(spot[0]), round(spot[1]))
    return rect


def _plate_for_text(plate: pygame.Rect, px: int) -> pygame.Rect:
    """``plate`` made as tall as its two lines (the name over the stack, bold at ``px``
    pixels, centred at 32 % and 70 % of its height) need to stand clear of each other: a
    larger text size grows it downwards (the table's plate is made for 100 % text)."""
    need = round(ui_text.font(px, True).get_height() * 1.95)
    if plate.height >= need:
        return plate
    return pygame.Rect(plate.x, plate.y, plate.width, need)


def _draw_tag(surface: pygame.Surface, tag: str, plate: pygame.Rect, px: int, *,
              pill: bool = False) -> None:
    """A seat's last action or draw (``tag``) under its ``plate`` at ``px`` pixels: on two
    lines, centred on the plate, where one line is wider than the plate and 40 pixels;
    kept inside the window (a seat at the window's edge); an action (``pill``) on the
    table's pill, as its action pills are."""
    room = plate.width + 40
    tag = re.sub(r"(\d) ", "\\1\u00a0", tag)  # a number stays with its word
    lines = [tag]
    if ui_text.text_width(tag, px, bold=True) > room:
        lines = ui_text.wrap(tag, px, room, bold=True)
    window = surface.get_rect().inflate(-8, -8)
    step = ui_text.grown(px * 1.2)
    for k, line in enumerate(lines):
        box = pygame.Rect(0, 0, ui_text.text_width(line, px, bold=True), step)
        box.center = (plate.centerx, plate.bottom + px + k * step)
        box.clamp_ip(window)
        if pill:
            pygame.draw.rect(surface, PILL_COLOR, box.inflate(px * 0.8, 0),
                             border_radius=max(4, step // 2))
        ui_text.draw_text(surface, line, box.center, px, PILL_TEXT if pill else CREAM,
                          bold=True, shadow=not pill)


def lesson_layout(size: tuple[int, int], seats: int) -> Layout:
    """The table's layout with the right-hand column kept for the lesson's text."""
    return compute_layout(size, max(2, seats), 0, log_open=True)


def draw_felt(surface: pygame.Surface, lay: Layout, felt: str) -> None:
    surface.blit(table_surface(surface.get_size(), felt=felt, felt_rect=lay.felt), (0, 0))


def _seat_tag(view: PlayerView, i: int) -> str:
    """The words under an opponent's plate: the cards he drew ("Drew 3", "Stood pat"),
    else his last action as the table says it ("Bets 20"); "" for the player's own seat
    or none."""
    if i == view.seat:
        return ""
    return _drawn_tag(view.seats[i].cards_drawn) or seat_action(view, i)


def seat_words(view: PlayerView, i: int) -> str:
    """Seat ``i`` as its plate reads, in words for the voice: the name, the stack (chips),
    the words under the plate and who has the button ("Ann, 470, Bets 20. Ann has the
    button.")."""
    sv = view.seats[i]
    own = i == view.seat
    parts = [_("You") if own else sv.name, format_chips(sv.stack), _seat_tag(view, i)]
    words = ", ".join(p for p in parts if p) + "."
    if i == view.button:
        words += " " + (_("You have the button.") if own
                        else _("{name} has the button.").format(name=sv.name))
    return words


def draw_view_table(surface: pygame.Surface, view: PlayerView, lay: Layout, *,
                    four_color: bool = False, back: str = "blue",
                    raised: Sequence[bool] = (), highlight: int | None = None,
                    pot_text: str = "") -> TableHits:
    """Draw the seats, pot and cards of ``view`` (seat 0 at the bottom) on the felt of
    ``lay``; an opponent's cards face down, or face up once he showed them down;
    ``pot_text`` in the pot's place instead of "Pot: N" (e.g. who won it)."""
    s = lay.scale
    px = max(12, round(17 * s))
    hits = TableHits()
    for i, sv in enumerate(view.seats):
        sl = lay.seats[i]
        plate = _plate_for_text(sl.plate, px)
        hits.seats[i] = plate.unionall(list(sl.cards)) if sv.in_hand else plate
        if i != view.seat and sv.in_hand:  # face down, or face up once shown down
            shown = sv.shown or ()
            for k, r in enumerate(sl.cards):
                card = shown[k] if k < len(shown) else None
                surface.blit(card_surface(card, r.size, deck=deck_for(four_color), back=back,
                                          face_down=card is None), r)
        color = (24, 30, 30) if sv.in_hand else (40, 40, 40)
        pygame.draw.rect(surface, color, plate, border_radius=max(6, plate.height // 4))
        # only the player's own turn is lit: a step may ask who acts
        edge = GOLD if (highlight == i or view.to_act == i == view.seat) else (90, 80, 60)
        pygame.draw.rect(surface, edge, plate, 2, border_radius=max(6, plate.height // 4))
        name_c = CREAM if sv.in_hand else MUTED
        name = _("You") if i == view.seat else sv.name
        ui_text.draw_text(surface, name, (plate.centerx, plate.top + plate.height * 0.32), px,
                          name_c, bold=True, max_width=plate.width - 10)
        ui_text.draw_text(surface, format_chips(sv.stack),
                          (plate.centerx, plate.top + plate.height * 0.7), px, GOLD,
                          max_width=plate.width - 10)
        tag = _seat_tag(view, i)
        if tag:
            _draw_tag(surface, tag, plate, px, pill=sv.cards_drawn is None)
        draw_bet(surface, lay, sl.bet, sv.bet)  # chips and amount, as at the table
        if i == view.button:
            d = max(18, round(30 * s))
            hits.button = _button_spot(sl.button, plate, d, own=i == view.seat)
            surface.blit(dealer_button_surface(d), hits.button)
        if i == view.seat:
            draw_own_action(surface, lay, view, plate,
                            hits.button if i == view.button else None)
    pot = view.pot_total
    ui_text.draw_text(surface, pot_text or _("Pot: {chips}").format(chips=format_chips(pot)),
                      lay.pot, round(px * 1.2), GOLD if pot_text else CREAM, bold=True,
                      max_width=lay.felt.width // 2)
    for i, (card, r) in enumerate(zip(view.own_cards, lay.seats[view.seat].cards, strict=False)):
        up = i < len(raised) and raised[i]
        rect = r.move(0, -r.height // 6) if up else r
        face = card_surface(card, r.size, deck=deck_for(four_color), back=back)
        if up:
            face = face.copy()
            face.set_alpha(150)
        surface.blit(face, rect)
        hits.cards.append(rect)
    return hits
