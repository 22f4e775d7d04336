"""The pot won is celebrated at the winner's cards: a gold halo behind each winning card
(drawpoker/ui/table/celebration.py), inside the zone a redraw of the seat's cards clears,
at every window size and seat count."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui.layout import compute_layout
from drawpoker.ui.table.celebration import HALO, win_halo
from drawpoker.ui.table.frame import seat_zones
from drawpoker.ui.table.text_fit import lifted_rect


@pytest.mark.reported("new-player-evening: no celebration when a pot is won")
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080), (2560, 1440)])
def test_the_winners_halo_stays_inside_the_cards_zone(size: tuple[int, int]) -> None:
    pygame.init()
    for n in range(2, 9):
        for log_open in (True, False):
            lay = compute_layout(size, n, 0, log_open=log_open)
            for i, sl in lay.seats.items():
                zone = seat_zones(lay, i)[1]
                for card in (*sl.cards, *sl.shown):
                    lifted = lifted_rect(lay, card, 1.0)
                    halo = win_halo(lifted.size).get_rect(center=lifted.center)
                    assert halo.width == lifted.width + 2 * HALO
                    assert zone.contains(halo), (size, n, i, zone, halo)


def test_the_halo_is_gold_next_to_the_card_and_fades_out() -> None:
    pygame.init()
    halo = win_halo((88, 123))
    near = halo.get_at((HALO - 1, HALO + 60))
    far = halo.get_at((0, HALO + 60))
    assert near.a > 150 and near.r > near.b and far.a < near.a / 4
