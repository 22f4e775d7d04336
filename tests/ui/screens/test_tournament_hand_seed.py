"""A sit-and-go's hands in the hand history (``flows.tournaments.keep_hand``): each is
kept with the seed of its own shuffle, so two hands never show the same seed and "play
this deal again" deals the cards the player was dealt."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from drawpoker.ai import make_player
from drawpoker.engine import TableRules
from drawpoker.engine.shuffle import CommittedShuffle
from drawpoker.persistence.profile import open_profile
from drawpoker.session.table.deciders import Computer, Person
from drawpoker.session.tournament.schedule import make_schedule
from drawpoker.session.tournament.sitting import TournamentSession
from drawpoker.session.tournament.state import PlayClock, Tournament
from drawpoker.ui.flows import tournaments as flow
from tests.support.sessions import play_hand


@pytest.mark.reported("new-player-evening-2#6")
def test_each_tournament_hand_keeps_the_seed_that_dealt_its_cards(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "profile.sqlite3")
    with prof:
        base = TableRules.from_dict({"ante": 10})
        t = Tournament(base, make_schedule(base, "slow"), ["You", "Ada", "Boris"], 4000, 50,
                       seed=11, button=2, clock=PlayClock())
        s = TournamentSession(t, [Person("You"), Computer(make_player("easy:station")),
                                  Computer(make_player("easy:maniac"))],
                              flow.ProfileKeeping(SimpleNamespace(profile_if_open=prof)))
        for _ in range(4):
            play_hand(s)
        records = prof.hands(limit=None, tournaments=True)
        assert len(records) == 4
        assert len({r.seed for r in records}) == 4, [r.seed for r in records]
        for r in records:
            deck = CommittedShuffle(r.seed, bytes(16)).deck()
            assert prof.hand_history(r.id)["seed"] == r.seed
            dealt = deck[:15]  # three seats, five cards each, one at a time
            assert set(r.start_cards.split()) <= {str(c) for c in dealt}, r.start_cards
