"""Opponents' card backs stand clear of every name plate (their own and their
neighbours') and below the top bar, at every seat count and window size (found by a
fresh user: the backs overlapped the top of their plates and showed through the name)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui.layout import compute_layout

SIZES = [(960, 540), (1024, 768), (1280, 720), (1280, 800), (1600, 900), (1920, 1080),
         (1920, 1200), (2560, 1440)]


@pytest.mark.reported("fresh-user#polish4")
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("log_open", [True, False])
def test_card_backs_clear_every_plate(size: tuple[int, int], log_open: bool) -> None:
    pygame.init()
    for n in range(2, 9):
        for hero in (0, n - 1):
            lay = compute_layout(size, n, hero, log_open=log_open)
            plates = {i: sl.plate for i, sl in lay.seats.items()}
            for i, sl in lay.seats.items():
                if sl.is_hero:
                    continue
                backs = sl.cards[0].unionall(list(sl.cards[1:]))
                where = f"{size}, {n} seats, seat {i}: backs {backs}"
                for j, plate in plates.items():
                    assert not backs.colliderect(plate), f"{where} on plate {j} {plate}"
                assert backs.top > lay.top_bar.bottom, f"{where} under the top bar"
                assert lay.table_area.contains(backs), f"{where} off the table"
