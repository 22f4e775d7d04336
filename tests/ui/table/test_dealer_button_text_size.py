"""At a larger text the dealer button keeps off the deck's committed-shuffle label
("Deck sealed" over its hash): at 150 % the hash ran under the button (seen at
1280x720 in German with the button at the seat left of the deck)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import compute_layout
from drawpoker.ui.layout_fit import button_rect
from drawpoker.ui.table.view_commitment import commitment_rect

SIZES = [(960, 540), (1280, 720), (1280, 800), (1920, 1080)]



@pytest.mark.reported("new-player-150-percent#4")
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_button_keeps_off_the_deck_label(size: tuple[int, int], language: str) -> None:
    i18n.set_language(language)
    ui_text.set_text_scale(1.5)
    for n in range(2, 9):
        lay = compute_layout(size, n, 0)
        spot = commitment_rect(lay)
        px = round(lay.font_px * 0.7)
        words = [i18n._("Deck sealed"), "dddd dddd dddd"]
        width = max(ui_text.text_width(w, px) for w in words)
        label = pygame.Rect(0, spot.y, width, spot.height)
        label.centerx = spot.centerx
        for seat, sl in lay.seats.items():
            if sl.is_hero:
                continue
            assert not button_rect(sl.button, lay.scale).colliderect(label), (n, seat, label)
