"""The tournament chip chart's axes (drawpoker/ui/widgets/chip_chart.py)."""

from __future__ import annotations

import pytest

from drawpoker.ui.widgets.chip_chart import nice_ticks


@pytest.mark.reported("new-player-evening#11")
@pytest.mark.parametrize(("top", "want"), [
    (38, [0, 10, 20, 30, 40]),         # the hands axis read 0, 10, 19, 28, 38
    (4, [0, 1, 2, 3, 4]),
    (7, [0, 2, 4, 6, 8]),
    (1, [0, 1]),
    (5400, [0, 2000, 4000, 6000]),
    (9000, [0, 2500, 5000, 7500, 10000]),
])
def test_the_axes_are_marked_in_round_steps(top: int, want: list[int]) -> None:
    assert nice_ticks(top) == want


@pytest.mark.parametrize("top", range(1, 3000, 7))
def test_the_marks_reach_the_top_in_at_most_five_whole_steps(top: int) -> None:
    ticks = nice_ticks(top)
    assert ticks[0] == 0 and ticks[-1] >= top and 2 <= len(ticks) <= 5
    step = ticks[1]
    assert all(b - a == step for a, b in zip(ticks, ticks[1:], strict=False))
    assert ticks[-2] < top  # no mark beyond the one that first reaches the top
