"""The sit-and-go table's top bar names the tournament and its level and shows no
bankroll: the tournament stack is what counts there (found by a fresh user: "Bankroll 0"
while the bankroll was 910)."""

from __future__ import annotations

import pytest

from drawpoker.session.tournament.setup import TournamentSetup
from drawpoker.ui.flows import tournaments as flow
from drawpoker.ui.scenes.tournament_table import TournamentTableScene
from tests.support.harness import Harness
from tests.support.table import drawn_texts


@pytest.mark.reported("fresh-user#61")
@pytest.mark.harness(seed=4, speed="instant")
def test_the_tournament_header_shows_the_level_and_no_bankroll(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    h.app.start_scenes()
    h.frames(2)
    t = flow.new_tournament(h.app, TournamentSetup())
    h.app.nav.reset("tournament_table", tournament=t)
    h.frames(3)
    table = h.app.stack.top
    assert isinstance(table, TournamentTableScene)
    assert table.header_bankroll() == ""
    texts = drawn_texts(h.app, monkeypatch)
    assert not [s for s in texts if s.startswith("Bankroll")], texts
    assert [s for s in texts if s.startswith("Level 1")], texts
