"""What the learning screens share (tutorial, practice, coach): a rigged table drawn from
a player's view, a row of big clickable cards, a panel of wrapped text, option buttons.

:func:`draw_view_table` draws the felt, every seat's plate (name, stack, the cards drawn
or "stood pat", folded seats dimmed), the dealer button, the pot and the player's own
cards; it returns the Rects a click is tested against (seats and own cards).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from drawpoker.cards import Card
from drawpoker.engine import PlayerView
from drawpoker.engine.legality import action_name
from drawpoker.i18n import _, format_chips, ngettext
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout, compute_layout
from drawpoker.ui.paint import panel
from drawpoker.ui.sprites.cards import card_surface, deck_for
from drawpoker.ui.sprites.chips import dealer_button_surface
from drawpoker.ui.sprites.table import table_surface
from drawpoker.ui.sprites.wild_badge import draw_wild_badge
from drawpoker.ui.theme import CREAM, GOLD, MUTED, NEGATIVE, POSITIVE, SOFT
from drawpoker.ui.widgets.buttons import FancyButton, place_in_a_row
from drawpoker.ui.widgets.panel_scroll import PanelScroll


@dataclass
class TableHits:
    """Where the drawn table can be clicked: each seat (its plate and its cards), the
    player's cards, and where the dealer button was drawn (None when no seat has it)."""

    seats: dict[int, pygame.Rect] = field(default_factory=dict)
    cards: list[pygame.Rect] = field(default_factory=list)
    button: pygame.Rect | None = None


def best_marks(cards: Sequence[Card], best: Sequence[Card] | None) -> list[str]:
    """The marks under an answered drill's cards (:func:`card_row`'s ``marks``): "Best:
    keep" under each card of the ``best`` hold, apart from the player's own marks (his
    thrown cards stay raised); none before the answer (``best`` None)."""
    return [_("Best: keep") if best is not None and c in best else "" for c in cards]


def card_row(surface: pygame.Surface, cards: Sequence[Card], centre: tuple[int, int],
             height: int, *, raised: Sequence[bool] = (), four_color: bool = False,
             back: str = "blue", marks: Sequence[str] = (),
             wild: Sequence[str] = ()) -> list[pygame.Rect]:
    """Draw ``cards`` side by side centred on ``centre``, ``height`` pixels tall; a raised
    card (a discard picked) sits higher and dimmed; ``marks`` writes a word under a card
    (all on one line, at one size that fits a card's width);
    ``wild`` the badge on a wild card ("WILD", "BUG"; "" for none), as at the table.

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
            draw_wild_badge(surface, wild[i], rect)
        rects.append(rect)
    # the marks on one line under the cards as dealt (a raised card's too), at one size
    # that fits each within its card's width
    words = [m for m in marks if m]
    px = min((ui_text.fit_text(m, max(11, height // 7), w - 2, bold=True, min_px=8)
              for m in words), default=0)
    base = centre[1] - height // 2 + height + px
    for i, mark in enumerate(marks[:len(rects)]):
        if mark:
            ui_text.draw_text(surface, mark, (rects[i].centerx, base), px, GOLD, bold=True,
                              max_width=w + gap)
    return rects


def text_panel(surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[tuple[str, tuple[int, ...], bool]],
               px: int, scroll: PanelScroll | None = None) -> int:
    """A dark panel with ``(text, colour, bold)`` paragraphs wrapped to its width; returns
    the height used (pixels). The panel holds its text: at a larger text size the
    paragraphs step down towards their 100 % size until they fit (and every word fits a
    line whole); where they still do
    not, the panel shows their end (the answer's explanation comes last) with "▲" in
    its top corner for the lines above it, and ``scroll`` (its wheel and keys) takes it
    back up, "▼" in the bottom corner then for the lines below."""
    panel(surface, rect, alpha=215)
    least = max(9, round(px / ui_text.text_scale()))
    rows = _panel_rows(lines, px, rect.width)
    while px > least and (rows[-1][0] + ui_text.font(px).get_height() > rect.height
                          or _word_too_wide(lines, px, rect.width)):
        px -= 1
        rows = _panel_rows(lines, px, rect.width)
    most = max(0, rows[-1][0] + ui_text.font(px).get_height() - rect.height)
    back = 0 if scroll is None else scroll.shown(tuple(lines), rect, most,
                                                 ui_text.grown(px * 1.35))
    shift = most - back
    bottom = rect.bottom - ui_text.font(px).get_height()
    for y, line, color, bold in rows:
        if px // 2 <= y - shift and rect.top + y - shift <= bottom:
            ui_text.draw_text(surface, line, (rect.left + px, rect.top + y - shift), px, color,
                              anchor="topleft", bold=bold, shadow=False)
    if shift:
        ui_text.draw_text(surface, "\u25b2", (rect.right - px // 2, rect.top + 2), px, GOLD,
                          anchor="topright", shadow=False)
    if back:
        ui_text.draw_text(surface, "\u25bc", (rect.right - px // 2, rect.bottom - 2), px, GOLD,
                          anchor="bottomright", shadow=False)
    return min(rect.height, rows[-1][0] + ui_text.grown(px * 1.35))


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


def _word_too_wide(lines: Sequence[tuple[str, tuple[int, ...], bool]], px: int,
                   width: int) -> bool:
    """Whether a word of ``lines`` is wider than :func:`text_panel`'s line at ``px`` (a
    word is never broken while the text may still step down)."""
    return any(ui_text.text_width(word, px, bold=bold) > width - px * 2
               for text, _color, bold in lines for word in text.split())


def _panel_rows(lines: Sequence[tuple[str, tuple[int, ...], bool]], px: int,
                width: int) -> list[tuple[int, str, tuple[int, ...], bool]]:
    """:func:`text_panel`'s lines wrapped at ``px``, each with its top from the panel's
    (pixels), colour and weight."""
    rows = []
    y = px // 2 + 2
    for text, color, bold in lines:
        for line in ui_text.wrap(text, px, width - px * 2, bold=bold):
            rows.append((y, line, color, bold))
            y += ui_text.grown(px * 1.35)
        y += px // 3
    return rows or [(y, "", CREAM, False)]


def feedback_color(ok: bool | None) -> tuple[int, int, int]:
    return SOFT if ok is None else (POSITIVE if ok else NEGATIVE)


def place_options(buttons: Sequence[FancyButton], size: tuple[int, int], top: int, s: float) -> None:
    """Option buttons side by side under the text, sized to their labels."""
    place_in_a_row(buttons, size[0] // 2, top, round(46 * s), size[0] - round(60 * s), s)


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


def lesson_layout(size: tuple[int, int], seats: int) -> Layout:
    """The table's layout with the right-hand column kept for the lesson's text."""
    return compute_layout(size, max(2, seats), 0, log_open=True)


def draw_felt(surface: pygame.Surface, lay: Layout, felt: str) -> None:
    surface.blit(table_surface(surface.get_size(), felt=felt, felt_rect=lay.felt), (0, 0))


def _seat_tag(view: PlayerView, i: int) -> str:
    """The word under an opponent's plate: the cards he drew ("Drew 3", "Stood pat"),
    else his last action ("Bet"); "" for the player's own seat or none."""
    sv = view.seats[i]
    if i == view.seat:
        return ""
    tag = _drawn_tag(sv.cards_drawn)
    if not tag and sv.last_action is not None:
        word = action_name(sv.last_action)
        tag = word[:1].upper() + word[1:]
    return tag


def seat_words(view: PlayerView, i: int) -> str:
    """Seat ``i`` as its plate reads, in words for the voice: the name, the stack (chips),
    the word under the plate and who has the button ("Ann, 470, Bet. Ann has the
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
        plate = sl.plate
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
            ui_text.draw_text(surface, tag, (plate.centerx, plate.bottom + px), px, CREAM,
                              bold=True, max_width=plate.width + 40)
        if sv.bet:
            ui_text.draw_text(surface, format_chips(sv.bet), sl.bet, px, CREAM, bold=True)
        if i == view.button:
            d = max(18, round(30 * s))
            hits.button = _button_spot(sl.button, plate, d, own=i == view.seat)
            surface.blit(dealer_button_surface(d), hits.button)
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
