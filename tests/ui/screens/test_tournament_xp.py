"""Experience at a sit-and-go (``flows.tournaments``, context ``tournament``): each
recorded hand of the player earns the coach's verdicts on his decisions in it, never the
chips won, in the transaction that records the hand (a kill keeps both or neither); the
result keeps the sitting's decisions line and experience, and the results screen shows
them with the level bar."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest

from drawpoker.ai import make_player
from drawpoker.coach import review_document
from drawpoker.engine import Action, ActionType, LegalActions, Phase, TableRules
from drawpoker.persistence import progress as store
from drawpoker.persistence.profile import open_profile
from drawpoker.progress.award import sitting_award
from drawpoker.progress.xp import award_for, grade_decision
from drawpoker.session.table.deciders import Computer, Decider, Person
from drawpoker.session.tournament.schedule import make_schedule
from drawpoker.session.tournament.sitting import TournamentSession
from drawpoker.session.tournament.state import PlayClock, Tournament
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows import tournaments as flow
from drawpoker.ui.scenes.tournament_results import TournamentResultsScene
from tests.support.harness import Harness
from tests.support.kills import kill_twice
from tests.support.sessions import passive, play_hand

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


def _tournament(seed: int = 3) -> Tournament:
    base = TableRules.from_dict({"ante": 10})
    return Tournament(base, make_schedule(base, "turbo"), ["You", "Ada", "Boris"], 400, 50,
                      seed=seed, button=2, clock=PlayClock())


def _deciders() -> list[Decider]:
    return [Person("You"), Computer(make_player("easy:station")),
            Computer(make_player("easy:maniac"))]


def test_tournament_experience_follows_the_coachs_verdicts(h: Harness) -> None:
    prof = h.app.profile
    t = _tournament()
    keeping = flow.ProfileKeeping(h.app)
    s = TournamentSession(t, _deciders(), keeping)
    person = _mixed(random.Random(7))
    outcomes = []
    while not t.is_over and t.finish_of(0) is None:
        play_hand(s, person)
        outcomes += keeping.take_outcomes()
    records = list(reversed(prof.hands(limit=None, tournaments=True)))
    assert len(records) == len(outcomes) == len(store.awards(prof)) >= 3
    nets = set()
    for record, outcome in zip(records, outcomes, strict=True):
        review = review_document(prof.hand_history(record.id), "You")
        grades = [grade_decision(d.good, d.chips_lost, d.verdict.pot) for d in review.decisions]
        assert outcome.award == award_for(grades, "tournament")  # the verdicts alone
        nets.add((record.net > 0, outcome.award.xp > 0))
    assert all(a.context == "tournament" for a in store.awards(prof))
    assert store.xp_total(prof) == sum(o.award.xp for o in outcomes) > 0
    # chips won earn nothing by themselves: hands won and lost both earn by verdict
    assert {won for won, _xp in nets} == {True, False}
    if not t.is_over:
        s.finish_now(0)
    doc = flow.record(h.app, t)
    sitting = t.setup["sitting"]
    total = sitting_award(prof, sitting, "tournament")
    assert doc["xp"] == {"good": total.good, "close": total.close, "costly": total.costly,
                         "xp": total.xp, "total": store.xp_total(prof)}
    assert total.xp == store.xp_total(prof)
    assert store.counters(prof).get("clean_sittings", 0) == int(total.costly == 0)


def test_the_results_screen_shows_the_decisions_line_and_the_level_bar(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    assert h.app.profile is not None  # opened, as the tournament's buy-in opens it
    t = _tournament()
    s = TournamentSession(t, _deciders(), flow.ProfileKeeping(h.app))
    person = _mixed(random.Random(7))
    while not t.is_over:
        play_hand(s, person)
        if t.finish_of(0) is not None:
            s.finish_now(0)
    doc = flow.record(h.app, t)
    assert sum(a.good for a in store.awards(h.app.profile)) > 0
    drawn: list[str] = []
    real = ui_text.draw_text

    def spy(surface: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(ui_text, "draw_text", spy)
    h.app.nav.reset("tournament_results", result=doc)
    h.frames(2)
    results = h.app.stack.top
    assert isinstance(results, TournamentResultsScene)
    line = results.xp_line()
    assert line is not None and line.endswith(f": +{doc['xp']['xp']} XP")
    assert "good decision" in line
    assert line in drawn
    assert any(d.startswith("Level ") for d in drawn)  # the level bar's label
    # a result kept before experience came from tournaments shows none
    old = {k: v for k, v in doc.items() if k != "xp"}
    assert TournamentResultsScene(old).xp_line() is None


DRIVER = r'''
import sys
sys.path.insert(0, sys.argv[2])
from types import SimpleNamespace
from drawpoker.ai import make_player
from drawpoker.engine import TableRules
from drawpoker.persistence.profile import open_profile
from drawpoker.session.table.deciders import Computer, Person
from drawpoker.session.tournament.schedule import make_schedule
from drawpoker.session.tournament.sitting import TournamentSession
from drawpoker.session.tournament.state import PlayClock, Tournament
from drawpoker.ui.flows import tournaments as flow
from tests.support.kills import kill_twice
from tests.support.sessions import play_hand

prof, _ = open_profile(sys.argv[1])
app = SimpleNamespace(profile_if_open=prof)
n = 0
for run in range(1000):
    base = TableRules.from_dict({"ante": 10})
    t = Tournament(base, make_schedule(base, "slow"), ["You", "Ada", "Boris"], 4000, 50,
                   seed=int(sys.argv[3]) * 1000 + run, button=2, clock=PlayClock())
    keeping = flow.ProfileKeeping(app)
    s = TournamentSession(t, [Person("You"), Computer(make_player("easy:station")),
                              Computer(make_player("easy:maniac"))], keeping)
    while not t.is_over and t.finish_of(0) is None:
        play_hand(s)
        n += len(keeping.take_outcomes())
        sys.stdout.write(f"{n}\n")
        sys.stdout.flush()
'''


@pytest.mark.slow
@pytest.mark.parametrize("after", [2, 9])
def test_a_kill_at_a_tournament_loses_no_experience(tmp_path: Path, after: int) -> None:
    if sys.platform == "win32":  # pragma: no cover
        pytest.skip("SIGKILL is POSIX")
    path = kill_twice(tmp_path, DRIVER, after)
    prof, _ = open_profile(path)
    with prof:
        awards = store.awards(prof)
        assert all(a.context == "tournament" for a in awards)
        hands = len(prof.hands(limit=None, tournaments=True))
        assert len(awards) == hands >= 2 * after + 3  # one award per hand
        assert store.xp_total(prof) == sum(a.xp for a in awards)
        rows = prof.connection.execute(
            "SELECT session_id, COUNT(*) FROM xp_awards GROUP BY session_id").fetchall()
        assert dict(rows) == {s: len(prof.hands(limit=None, session_id=s)) for s, _n in rows}
