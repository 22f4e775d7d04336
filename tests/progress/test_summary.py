"""The summary of a sitting (``progress.summary``): its figures are the sitting's recorded
hands and awards, the best hand is the best high hand held to a hand's end, and the
level moves from before the sitting's experience to after it."""

from __future__ import annotations

import random
from pathlib import Path

from drawpoker.engine import Action, ActionType, LegalActions, Phase
from drawpoker.evaluator import evaluate
from drawpoker.persistence import progress as store
from drawpoker.persistence.profile import open_profile
from drawpoker.progress.award import sitting_award
from drawpoker.progress.summary import best_final_hand, sitting_summary
from drawpoker.session.table.deciders import Person
from tests.support.scenarios import scenario_example
from tests.support.sessions import kept_cash_table, passive, play_hand


def test_the_best_final_hand_is_the_hand_held_to_the_end() -> None:
    doc = scenario_example()  # Bob draws 8s Kh 4d first, Ann draws 6c; Bob folds
    assert best_final_hand(doc, 0) == evaluate("As Ad 7c 7h 6c")
    assert best_final_hand(doc, 1) is None and best_final_hand(doc, 2) is None


def _folds_some(rng: random.Random):  # type: ignore[no-untyped-def]
    def person(legal: LegalActions) -> Action:
        if legal.phase is not Phase.DRAW and legal.allows(ActionType.FOLD) \
                and rng.random() < 0.25:
            return Action(legal.seat, ActionType.FOLD)
        return passive(legal)
    return person


def test_the_summary_counts_the_sittings_hands_and_experience(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "profile.sqlite3", starting_bankroll=2000)
    with prof:
        s = kept_cash_table(prof, Person("You"), seed=21)
        assert s.keeper is not None
        sid = s.keeper.session_id
        person = _folds_some(random.Random(3))
        for _ in range(10):
            play_hand(s, person)
        s.leave()
        summary = s.summary
        assert summary is not None
        records = prof.hands(limit=None, session_id=sid)
        assert summary.hands == len(records) == 10
        assert summary.net == sum(r.net for r in records) == prof.bankroll - 2000
        won = [r.amount_won for r in records if r.won]
        assert won and summary.biggest_pot == max(won)
        finals = [best_final_hand(prof.hand_history(r.id), 0) for r in records]
        held = [v for v in finals if v is not None]
        assert None in finals and held and summary.best == max(held)
        assert summary.award == sitting_award(prof, sid, "cash")
        assert summary.after.xp == store.xp_total(prof)
        assert summary.before.xp == summary.after.xp - summary.award.xp
        assert summary == sitting_summary(prof, sid, "cash")  # read again, the same


def test_a_sitting_without_a_hand_is_all_zero(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "profile.sqlite3", starting_bankroll=2000)
    with prof:
        s = kept_cash_table(prof, Person("You"))
        s.leave()
        summary = s.summary
        assert summary is not None
        assert (summary.hands, summary.net, summary.biggest_pot, summary.best) == (0, 0, 0, None)
        assert summary.award.summary() == "0 good decisions: 0 XP"
        assert summary.before == summary.after
