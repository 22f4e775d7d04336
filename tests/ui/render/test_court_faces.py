"""The small (compact) faces of the jacks, queens and kings read as court cards: the
court figure in a framed window at the top right, as jumbo-index decks show it, not a
gold crown that looks like a mark of the table's (gold marks a wild card)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.cards import parse_card
from drawpoker.ui.sprites.cards import card_surface
from tests.support.harness import Harness

#: the top right of a 250 x 350 face (pixels): where the figure's window is
WINDOW = pygame.Rect(120, 15, 120, 100)
GOLD = (233, 176, 42)
SKIN = (246, 214, 180)


def _near(pixel: pygame.Color, colour: tuple[int, int, int], tolerance: int) -> bool:
    return all(abs(pixel[k] - colour[k]) <= tolerance for k in range(3))


@pytest.mark.harness()
@pytest.mark.reported("fresh new player, issue 29: an unexplained gold crown on J, Q, K")
@pytest.mark.parametrize("deck", ["classic", "four-color"])
def test_a_small_court_face_shows_its_figure_not_a_gold_mark(h: Harness, deck: str) -> None:
    for rank in "JQK":
        for suit in "shdc":
            face = card_surface(parse_card(rank + suit), (250, 350), deck=deck, style="compact")
            pixels = [face.get_at((x, y)) for x in range(WINDOW.left, WINDOW.right, 2)
                      for y in range(WINDOW.top, WINDOW.bottom, 2)]
            gold = sum(_near(p, GOLD, 40) for p in pixels) / len(pixels)
            skin = sum(_near(p, SKIN, 14) for p in pixels)
            assert skin > 20, f"{rank}{suit}: no court figure's face in the window"
            assert gold < 0.2, f"{rank}{suit}: {gold:.0%} of the corner is a gold mark"
