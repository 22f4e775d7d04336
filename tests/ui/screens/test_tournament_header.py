"""The sit-and-go table's top bar names the tournament and its level and shows no
bankroll: the tournament stack is what counts there (found by a fresh user: "Bankroll 0"
while the bankroll was 910)."""

from __future__ import annotations

import pytest

from tests.support.harness import Harness
from tests.support.screens import sit_at_tournament
from tests.support.table import drawn_texts


@pytest.mark.reported("fresh-user#61")
@pytest.mark.harness(seed=4, speed="instant")
def test_the_tournament_header_shows_the_level_and_no_bankroll(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    _t, table = sit_at_tournament(h)
    assert table.playing.texts.bankroll() == ""
    texts = drawn_texts(h.app, monkeypatch)
    assert not [s for s in texts if s.startswith("Bankroll")], texts
    assert [s for s in texts if s.startswith("Level 1")], texts
