"""Chip sets (``ui.sprites.chip_sets``): each set is the one chip picture with its own
colours, every chip value differs from the classic set's, and the set in use is the one
chips, stacks and piles are drawn in."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.progress.unlocks import ITEMS
from drawpoker.ui.sprites import chips
from drawpoker.ui.sprites.chip_sets import CHIP_SETS, swaps


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_every_set_is_earnable_and_swaps_one_colour_for_one() -> None:
    assert list(CHIP_SETS) == [it.name for it in ITEMS if it.kind == "chips"]
    assert all(not swap for swap in swaps("classic").values())
    for name in CHIP_SETS:
        assert set(swaps(name)) == set(chips.CHIP_DENOMINATIONS)


@pytest.mark.parametrize("name", [n for n in CHIP_SETS if n != "classic"])
def test_each_set_draws_every_chip_its_own_way(name: str) -> None:
    for value in chips.CHIP_DENOMINATIONS:
        mine = chips.chip_surface(value, 40, chip_set=name)
        assert mine.get_size() == chips.chip_surface(value, 40, chip_set="classic").get_size()
        assert _pixels(mine) != _pixels(chips.chip_surface(value, 40, chip_set="classic"))


def test_the_set_in_use_draws_stacks_and_piles() -> None:
    classic = _pixels(chips.chip_pile_surface(1234, 24))
    chips.use_chip_set("jewel")
    try:
        assert chips.chip_set_in_use() == "jewel"
        assert _pixels(chips.chip_pile_surface(1234, 24)) != classic
        assert _pixels(chips.chip_stack_surface([5, 25], 30)) == _pixels(
            chips.chip_stack_surface([5, 25], 30, chip_set="jewel"))
    finally:
        chips.use_chip_set("classic")
    assert _pixels(chips.chip_pile_surface(1234, 24)) == classic
    with pytest.raises(ValueError, match="no chip set 'gold'"):
        chips.use_chip_set("gold")
    with pytest.raises(ValueError, match="no chip set"):
        chips.chip_surface(5, 40, chip_set="gold")
