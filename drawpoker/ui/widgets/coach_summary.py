"""The top of the coach's review: the hand's cards drawn as small cards, and its decisions
in the order played as colour-coded tags (green good, gold close, red costly with the
chips it cost; in a beginner's review warm orange, something to learn from), so the hand
reads at a glance before the words.

:func:`summary_plan` places everything (a pure function of the review, the width and the
scale: what the tests check for overlaps); :func:`draw_summary` draws the plan.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from drawpoker.coach.tone import tag, tag_kind
from drawpoker.coach.words import phase_label
from drawpoker.i18n import _
from drawpoker.ui import text as ui_text
from drawpoker.ui.sprites.cards import card_size, card_surface
from drawpoker.ui.theme import GOLD, NEGATIVE, POSITIVE, SOFT

__all__ = ["KIND_COLORS", "SummaryPlan", "draw_summary", "summary_plan"]

#: A beginner's costly decision: something to learn from, warm rather than red.
LEARN = (236, 150, 84)
#: The colour of each verdict kind (``coach.tone.tag_kind``).
KIND_COLORS = {"good": POSITIVE, "close": GOLD, "costly": NEGATIVE, "learn": LEARN}
#: Most deals whose cards the summary draws (a session's review shows its tags only).
CARD_DEALS = 1


@dataclass(frozen=True)
class SummaryPlan:
    """Where the summary draws, relative to its top left (pixels).

    Attributes:
        labels: ``(text, Rect)`` of each row's label ("Dealt", "After the draw").
        cards: ``(card, Rect, fresh)`` of each small card (``fresh``: drawn, not dealt:
            outlined in gold).
        tags: ``(text, kind, Rect)`` of each decision's tag, in the order played.
        height: the summary's height.
        px: the size of its words.
    """

    labels: tuple[tuple[str, pygame.Rect], ...]
    cards: tuple[tuple[Any, pygame.Rect, bool], ...]
    tags: tuple[tuple[str, str, pygame.Rect], ...]
    height: int
    px: int


def _hands(review: Any) -> list[tuple[str, tuple[Any, ...]]]:
    """The rows of cards: the hand dealt and, when the draw changed it, the hand after."""
    if len(review.finals) > CARD_DEALS or not review.decisions:
        return []
    first = review.decisions[0].point.view.own_cards
    final = review.finals[-1].own_cards if review.finals else first
    rows = [(_("Dealt"), tuple(first))]
    if final and tuple(final) != tuple(first):
        rows.append((_("After the draw"), tuple(final)))
    return [(label, cards) for label, cards in rows if cards]


def summary_plan(review: Any, width: int, s: float, *, gentle: bool = False) -> SummaryPlan:
    """The summary of ``review`` (``coach.Review``) placed in ``width`` pixels at scale
    ``s``: its card rows (each label, then five small cards) and its tags, wrapped into
    as many rows as they need; nothing overflows ``width``. ``gentle``: a beginner's
    review (``coach.tone``: a costly decision is tagged something to learn from)."""
    px = max(12, round(15 * s))
    gap = round(6 * s)
    labels: list[tuple[str, pygame.Rect]] = []
    cards: list[tuple[Any, pygame.Rect, bool]] = []
    y = 0
    rows = _hands(review)
    if rows:
        cw, ch = card_size(round(72 * s))
        label_w = max(ui_text.text_width(label, px, bold=True) for label, _c in rows)
        label_w = min(label_w, max(0, width - 5 * (cw + gap)))
        dealt = set(rows[0][1])
        for label, hand in rows:
            labels.append((label, pygame.Rect(0, y + (ch - px) // 2, label_w, px)))
            x = label_w + round(12 * s)
            for card in hand:
                cards.append((card, pygame.Rect(x, y, cw, ch), card not in dealt))
                x += cw + gap
            y += ch + gap
        y += gap
    tags: list[tuple[str, str, pygame.Rect]] = []
    x = 0
    tag_h = round(px * 1.8)
    for d in review.decisions:
        text = f"{phase_label(d.phase)} · {tag(d, gentle=gentle)}"
        size = ui_text.fit_text(text, px, width - round(34 * s), bold=True)
        w = min(width, ui_text.text_width(text, size, bold=True) + round(34 * s))
        if x and x + w > width:
            x, y = 0, y + tag_h + gap
        tags.append((text, tag_kind(d, gentle=gentle), pygame.Rect(x, y, w, tag_h)))
        x += w + gap
    if tags:
        y += tag_h
    return SummaryPlan(tuple(labels), tuple(cards), tuple(tags), y, px)


def draw_summary(surface: pygame.Surface, plan: SummaryPlan, topleft: tuple[int, int],
                 s: float, *, deck: str, back: str) -> None:
    """Draw ``plan`` with its top left at ``topleft`` (window pixels); the cards in the
    ``deck`` style (``sprites.cards.deck_for``) with the ``back`` chosen in Settings."""
    ox, oy = topleft
    for label, rect in plan.labels:
        ui_text.draw_text(surface, label, rect.move(ox, oy).midleft, plan.px, SOFT,
                          anchor="midleft", bold=True, shadow=False, max_width=rect.width)
    for card, rect, fresh in plan.cards:
        r = rect.move(ox, oy)
        shadow = pygame.Rect(r.x + 2, r.y + 3, r.width, r.height)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=max(2, r.width // 9))
        surface.blit(card_surface(card, r.size, deck=deck, back=back), r)
        if fresh:  # a card the draw brought
            pygame.draw.rect(surface, GOLD, r.inflate(4, 4), max(1, round(2 * s)),
                             border_radius=max(3, r.width // 8))
    for text, kind, rect in plan.tags:
        r = rect.move(ox, oy)
        color = KIND_COLORS[kind]
        fill = tuple(round(c * 0.22) for c in color)
        pygame.draw.rect(surface, fill, r, border_radius=r.height // 2)
        pygame.draw.rect(surface, color, r, max(1, round(1.5 * s)), border_radius=r.height // 2)
        dot = round(4 * s) + 1
        pygame.draw.circle(surface, color, (r.x + round(12 * s), r.centery), dot)
        size = ui_text.fit_text(text, plan.px, r.width - round(34 * s), bold=True)
        ui_text.draw_text(surface, text, (r.x + round(24 * s), r.centery), size, color,
                          anchor="midleft", bold=True, shadow=False)
