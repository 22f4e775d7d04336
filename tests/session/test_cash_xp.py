"""Experience at a cash table (``CashSession`` with the profile's keeper): each recorded
hand's award is the coach's verdicts on the player's decisions in it, never the chips
won; leaving finishes the sitting with its summary; tables that earn nothing (practice
chips, a demo's computer at the owner's seat) write no award."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from drawpoker.coach import review_document
from drawpoker.engine import Action, ActionType, LegalActions, Phase
from drawpoker.persistence import progress as store
from drawpoker.persistence.profile import open_profile
from drawpoker.progress.award import sitting_award
from drawpoker.progress.xp import XP, Grade, award_for, grade_decision
from drawpoker.session.table.deciders import Computer, Person
from tests.support.kills import kill_twice
from tests.support.sessions import Prefer, kept_cash_table, passive, play_hand

#: the checkout the killed process imports the game from


def _mixed(rng: random.Random):  # type: ignore[no-untyped-def]
    """A person who sometimes folds, sometimes bets, and draws at random."""
    def person(legal: LegalActions) -> Action:
        if legal.phase is Phase.DRAW:
            return Action(legal.seat, ActionType.DRAW)
        if legal.allows(ActionType.BET) and rng.random() < 0.4:
            return Action(legal.seat, ActionType.BET, to=legal.min_to)
        if legal.allows(ActionType.FOLD) and rng.random() < 0.3:
            return Action(legal.seat, ActionType.FOLD)
        return passive(legal)
    return person


def test_cash_experience_follows_the_coachs_verdicts(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "profile.sqlite3", starting_bankroll=2000)
    with prof:
        s = kept_cash_table(prof, Person("You"))
        assert s.earns_experience
        person = _mixed(random.Random(7))
        outcomes = []
        for _ in range(12):
            play_hand(s, person)
            outcomes += s.take_outcomes()
        records = list(reversed(prof.hands(limit=None)))
        assert len(records) == len(outcomes) == len(store.awards(prof)) == 12
        nets = set()
        for record, outcome in zip(records, outcomes, strict=True):
            review = review_document(prof.hand_history(record.id), "You")
            grades = [grade_decision(d.good, d.chips_lost, d.verdict.pot)
                      for d in review.decisions]
            assert outcome.award == award_for(grades, "cash")  # the verdicts alone
            nets.add((record.net > 0, outcome.award.xp > 0))
        assert store.xp_total(prof) == sum(o.award.xp for o in outcomes) > 0
        # chips won earn nothing by themselves: hands won and lost both earn by verdict
        assert {won for won, _xp in nets} == {True, False}
        sid = s.keeper.session_id if s.keeper is not None else 0
        s.leave()
        assert s.sitting is not None and s.sitting.award == sitting_award(prof, sid, "cash")
        assert s.sitting.award.xp == store.xp_total(prof)


def test_a_won_hand_without_a_good_decision_earns_nothing(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "profile.sqlite3", starting_bankroll=2000)
    with prof:
        s = kept_cash_table(prof, Person("You"), seed=11)
        for _ in range(20):
            play_hand(s)
        awards = store.awards(prof)
        won = [r.net > 0 for r in reversed(prof.hands(limit=None))]
        assert len(awards) == len(won) >= 10 and any(won)
        for award in awards:  # whatever the hand's net was
            assert award.xp == XP[Grade.GOOD] * award.good + XP[Grade.CLOSE] * award.close


def test_practice_chips_and_a_demo_earn_no_experience(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "profile.sqlite3", starting_bankroll=2000)
    with prof:
        demo = kept_cash_table(prof, Computer(Prefer(ActionType.CALL)))
        assert not demo.earns_experience
        play_hand(demo)
        demo.leave()
        assert demo.take_outcomes() == [] and demo.sitting is None
        assert store.awards(prof) == [] and prof.hand_count() == 1


DRIVER = r'''
import random, sys
sys.path.insert(0, sys.argv[2])
from drawpoker.engine import ActionType, TableRules
from drawpoker.persistence.profile import open_profile
from drawpoker.session import seating
from drawpoker.session.table.cash import sit_down
from drawpoker.session.table.deciders import Computer, Person
from tests.support.kills import kill_twice
from tests.support.sessions import Prefer, play_hand

prof, _ = open_profile(sys.argv[1], starting_bankroll=100000)
deciders = [Person("You"), Computer(Prefer(ActionType.BET, ActionType.CALL)),
            Computer(Prefer(ActionType.CALL))]
seed = int(sys.argv[3])
s, sat = sit_down(TableRules.from_dict({"ante": 10}), ["You", "Ada", "Boris"], deciders,
                  buy_in=200, rng=random.Random(seed), ai_rng=random.Random(seed + 1),
                  bankroll=100000,
                  specs=seating.seat_specs(200, [("Ada", "rock"), ("Boris", "rock")],
                                           ["medium", "medium"]),
                  profile_of=lambda: prof, keeper=None, refill_from=lambda: prof)
n = 0
while True:
    play_hand(s)
    if s.stacks[0] <= 0:
        s.rebuy(0)
    n += len(s.take_outcomes())
    sys.stdout.write(f"{n}\n")
    sys.stdout.flush()
'''


@pytest.mark.slow
@pytest.mark.parametrize("after", [2, 9])
def test_a_kill_at_a_cash_table_loses_no_experience(tmp_path: Path, after: int) -> None:
    if sys.platform == "win32":  # pragma: no cover
        pytest.skip("SIGKILL is POSIX")
    path = kill_twice(tmp_path, DRIVER, after)
    prof, _ = open_profile(path)
    with prof:
        awards = store.awards(prof)
        assert all(a.context == "cash" for a in awards)
        assert len(awards) == prof.hand_count() >= 2 * after + 3  # one award per hand
        assert store.xp_total(prof) == sum(a.xp for a in awards)
        rows = prof.connection.execute(
            "SELECT session_id, COUNT(*) FROM xp_awards GROUP BY session_id").fetchall()
        assert dict(rows) == {s: prof.hand_count(s) for s, _n in rows}
