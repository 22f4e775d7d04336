"""The committed shuffle at the table (docs/fairness.md §1): the commitment under the deck
before the deal (its full text in the hint), one short line in the hand log after the hand
saying where the deal is verified (the seed and salt are kept in the hand history, out of
the table's story), and "Arranged deal" for a deal whose cards were chosen (tutorial,
practice "play this deal again").
"""

from __future__ import annotations

import pygame

from drawpoker.engine.hand import Hand
from drawpoker.i18n import Text, _
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout, button_rect, caption_rect
from drawpoker.ui.layout_fit import bet_rect
from drawpoker.ui.table.model import TableVisual
from drawpoker.ui.theme import MUTED, SOFT


def commitment_label(hand: Hand | None) -> tuple[str, str] | None:
    """The two lines under the deck: a heading and the short commitment (or what the deal
    is when it has none); ``None`` before any deal and once the hand is over (the log then
    reveals the seed and salt, and the hand's summary takes the centre of the felt)."""
    if hand is None or hand.is_over:
        return None
    if hand.shuffle is not None:
        return _("Deck sealed"), hand.shuffle.short
    if hand.rig_hole is not None or hand.rig_stub is not None:
        return _("Arranged deal"), _("not counted")
    return None


def commitment_rect(lay: Layout, button: int | None = None) -> pygame.Rect:
    """Where the label is drawn (window pixels): under the deck, as wide as its widest
    words in the language and at the text size in force, or beside the deck where the
    dealer button of seat ``button`` (None: none on the table) would cover it
    (:func:`drawpoker.ui.layout.caption_rect`, clear of the button and every seat)."""
    s = lay.scale
    px = round(lay.font_px * 0.7)
    words = (_("Deck sealed"), _("Arranged deal"), _("not counted"), "dddd dddd dddd")
    width = max(ui_text.text_width(t, px) for t in words) + px
    below = caption_rect(lay.deck, lay.small_card, lay.font_px, (), width)
    if button is None or button not in lay.seats:
        return below
    spot = button_rect(lay.seats[button].button, s).inflate(round(4 * s), round(4 * s))
    if not below.colliderect(spot):
        return below  # moved only for the button, never for a seat it already clears
    avoid = [spot, *(r for sl in lay.seats.values() for r in (sl.plate, *sl.cards))]
    return caption_rect(lay.deck, lay.small_card, lay.font_px, avoid, width)


def draw_commitment(label: tuple[str, str] | None, surface: pygame.Surface,
                    lay: Layout, button: int | None = None, betting: tuple[int, ...] = (),
                    total_line: pygame.Rect | None = None) -> None:
    """Draw ``label`` (:func:`commitment_label`: a heading and the short commitment)
    under the deck (:func:`commitment_rect`, clear of the button of seat ``button``);
    nothing for ``None``. The heading gives way where it would lie on the bet of a seat
    in ``betting`` (seats with chips in front of them: at 150 % text "Колода
    зафиксирована" lay on a bet at 960×540) or on the line of the total in play
    ``total_line`` (:func:`drawpoker.ui.table.view_center.draw_center`'s Rect); the short
    commitment stays, and the deck's hint still says what it is. Where the second line
    would lie on a seat's cards or plate (:func:`seat_pictures`: at 150 % text and
    960×540 "not counted" lay on the player's first card at five seats), the label is
    one line: the short commitment alone in the heading's place."""
    if label is None:
        return
    rect = commitment_rect(lay, button)
    px = round(lay.font_px * 0.7)
    heading = heading_rect(label[0], rect, px)
    second = second_rect(label[1], rect, px)
    if second.collidelist(seat_pictures(lay)) != -1:
        # one line: the short commitment in the heading's place, off the seat's cards
        ui_text.draw_text(surface, label[1], heading.center, px, SOFT, shadow=False,
                          max_width=rect.width)
        return
    bets = [bet_rect(lay.seats[i].bet, lay.scale) for i in betting if i in lay.seats]
    if total_line is not None:  # its line box's middle: line boxes touch by design
        bets.append(total_line.inflate(-4, -round(total_line.height * 0.6)))
    if heading.collidelist(bets) == -1:
        ui_text.draw_text(surface, label[0], heading.center, px, MUTED, shadow=False,
                          max_width=rect.width)
    ui_text.draw_text(surface, label[1], second.center, px, SOFT, shadow=False,
                      max_width=rect.width)


def seat_pictures(lay: Layout) -> list[pygame.Rect]:
    """What the label's lines keep off (pixels): every seat's plate and cards as dealt
    (the label is shown while the hand is played, before any hand is shown)."""
    return [r for sl in lay.seats.values() for r in (sl.plate, *sl.cards)]


def second_rect(text: str, rect: pygame.Rect, px: int) -> pygame.Rect:
    """Where the label's second line, ``text`` at ``px`` pixels, is drawn in the label's
    ``rect`` (:func:`commitment_rect`): centred on its second line, at most as wide, as
    tall as the font's line box."""
    r = pygame.Rect(0, 0, min(ui_text.text_width(text, px), rect.width),
                    ui_text.font(px).get_height())
    r.center = (rect.centerx, rect.y + ui_text.grown(px * 1.85))
    return r


def heading_rect(heading: str, rect: pygame.Rect, px: int) -> pygame.Rect:
    """Where the label's first line, ``heading`` at ``px`` pixels, is drawn in the label's
    ``rect`` (:func:`commitment_rect`): centred on its first line, at most as wide."""
    r = pygame.Rect(0, 0, min(ui_text.text_width(heading, px), rect.width),
                    ui_text.grown(px * 1.2))
    r.center = (rect.centerx, rect.y + ui_text.grown(px * 0.6))
    return r


def commitment_hint(hand: Hand | None) -> str:
    """The hint of the label: the full commitment and what it promises."""
    if hand is None or hand.shuffle is None:
        return _("The cards of this deal were arranged (a lesson or a deal played again): "
                 "it is not counted in the fairness figures.") if hand is not None else ""
    return _("The deck was shuffled and sealed before this deal: its order cannot change "
             "during the hand. After the hand, Hand history (Verify this hand) checks every "
             "card against this seal: {commitment} (SHA-256 over the shuffle's seed and salt)."
             ).format(commitment=grouped(hand.shuffle.commitment))


def grouped(digits: str) -> str:
    """Hex digits in groups of eight, so a long value wraps in the log and the hint."""
    return " ".join(digits[i:i + 8] for i in range(0, len(digits), 8))


def log_verifiable(visual: TableVisual, hand: Hand | None) -> None:
    """After the hand, one short line in the hand log of ``visual`` saying where the deal
    is verified (its seed and salt stay out of the table's story: the hand history keeps
    them); nothing for a deal without a committed shuffle."""
    if hand is not None and hand.shuffle is not None:
        visual.add_log(Text(lambda: _("This deal can be verified in Hand history (Verify "
                                      "this hand).")), "proof")
