"""Nothing of another seat lies on the player's own cards: an opponent's bet (chips and
amount) keeps off them at every window size and seat count (found by a fresh user at
960×540: a side seat's "120" on the player's first card)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui.layout import bet_rect, compute_layout

SIZES = [(960, 540), (1024, 600), (1024, 768), (1280, 720), (1600, 900), (1920, 1080),
         (2560, 1440)]


@pytest.mark.reported("fresh-user#polish6")
@pytest.mark.parametrize("size", SIZES)
def test_no_opponents_bet_lies_on_the_players_cards(size: tuple[int, int]) -> None:
    pygame.init()
    for n in range(2, 9):
        for log_open in (True, False):
            lay = compute_layout(size, n, 0, log_open=log_open)
            mine = lay.seats[0].cards
            for seat, sl in lay.seats.items():
                if seat == 0:
                    continue
                chips = bet_rect(sl.bet, lay.scale)  # the widest pile and its amount
                where = f"{size}, {n} seats, log {log_open}: seat {seat}'s bet {chips}"
                assert chips.collidelist(list(mine)) == -1, where
                assert not chips.colliderect(sl.plate), where
