"""The layout test's own checks can fail: a text drawn over a picture is found, a label
cut with "…" is found, and a catalog message ending in "…" ("Change…") is not a cut."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.i18n import _
from drawpoker.ui import text as ui_text
from tests.support.pictures import MARK
from tests.support.text_layout import cut_labels, over_pictures, texts_drawn


def test_a_text_over_a_picture_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    surface = pygame.Surface((400, 200))
    surface.fill(MARK, pygame.Rect(100, 50, 120, 100))  # a card where the mask sees it
    pictures = pygame.mask.from_threshold(surface, MARK, (1, 1, 1, 255))

    def draw(target: pygame.Surface) -> None:
        ui_text.draw_text(target, "Pot 60", (160, 100), 20)  # on the card
        ui_text.draw_text(target, "Clear", (330, 30), 20)  # beside it

    drawn = texts_drawn(draw, surface, monkeypatch)
    found = over_pictures(drawn, pictures, (400, 200))
    assert len(found) == 1 and "Pot 60" in found[0]


def test_a_cut_label_is_found_and_a_whole_one_is_not(monkeypatch: pytest.MonkeyPatch) -> None:
    surface = pygame.Surface((400, 200))

    def draw(target: pygame.Surface) -> None:
        ui_text.draw_text(target, "Raise to 330, all in at once", (100, 40), 20, max_width=40)
        ui_text.draw_text(target, _("Change…"), (100, 120), 20)

    found = cut_labels(texts_drawn(draw, surface, monkeypatch))
    assert len(found) == 1 and "Raise to 330" in found[0]
