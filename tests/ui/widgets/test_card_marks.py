"""The marks under a row of cards (the daily challenge's and Practice's "Best: keep"):
they keep the text size asked however small the cards are drawn (a word under each card
shrank to the card's width, and was cut with "…" in Russian at 150 %): a tick under each
marked card, the word once beside the row, wrapped upwards where the room is narrower."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.cards import parse_cards
from drawpoker.ui import text as ui_text
from drawpoker.ui.widgets.lesson import TICK, card_row, mark_line_height
from tests.support.text_layout import texts_drawn

HAND = parse_cards("Kc 9d 7s 2h 2s")


@pytest.mark.reported("new-player-evening#3")
@pytest.mark.parametrize("legend", ["Best: keep", "Лучше: оставить"])
@pytest.mark.parametrize("height", [60, 140])
def test_the_marks_keep_the_size_asked_at_150_percent(
        legend: str, height: int, monkeypatch: pytest.MonkeyPatch) -> None:
    ui_text.set_text_scale(1.5)
    surface = pygame.Surface((960, 540))
    marks = [legend if i in (0, 3, 4) else "" for i in range(5)]
    rects: list[pygame.Rect] = []

    def draw(s: pygame.Surface) -> None:
        rects.extend(card_row(s, HAND, (480, 200), height, marks=marks, mark_px=13))

    drawn = texts_drawn(draw, surface, monkeypatch)
    tall = ui_text.font(13, True).get_height()
    ticks = [d for d in drawn if d.text == TICK]
    assert sorted(d.whole.centerx for d in ticks) == [rects[i].centerx for i in (0, 3, 4)]
    key = sorted((d for d in drawn if d.text != TICK), key=lambda d: d.whole.top)
    assert " ".join(d.text for d in key) == f"{TICK} {legend}"  # whole, wrapped or not
    assert not any(d.cut for d in key)
    for d in [*ticks, *key]:
        assert d.whole.height == tall  # the size asked, not the cards'
        assert surface.get_rect().contains(d.whole)
        assert d.whole.collidelist(rects) == -1  # under or beside the cards, never on them
        assert d.whole.bottom <= rects[0].bottom + mark_line_height(13)  # in the line kept
    assert all(d.whole.left > rects[-1].right for d in key)  # beside the row


def test_no_marks_no_legend(monkeypatch: pytest.MonkeyPatch) -> None:
    """Before the answer (no marks) nothing is written under the cards."""
    surface = pygame.Surface((960, 540))
    drawn = texts_drawn(lambda s: card_row(s, HAND, (480, 200), 100, marks=[""] * 5),
                        surface, monkeypatch)
    assert drawn == []
