"""The road's panel counts the hands played at a room's table of those its final asks,
never past them ("Hands here 12 of 10" read as a fault)."""

from __future__ import annotations

import pytest

from drawpoker.ui.widgets.road_panel import hands_count


@pytest.mark.reported("new-player-evening#10")
def test_the_hands_count_stops_at_those_the_final_asks() -> None:
    assert hands_count(7, 10) == "7 of 10"
    assert hands_count(10, 10) == "10 of 10"
    assert hands_count(12, 10) == "10 of 10 (12 played)"
