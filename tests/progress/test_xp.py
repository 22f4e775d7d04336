"""Experience follows the coach's verdicts, never the chips won; levels and the sitting's
summary."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker.coach import review_document
from drawpoker.persistence import progress as store
from drawpoker.persistence.profile import open_profile
from drawpoker.progress import award as progress
from drawpoker.progress.facts import HandFacts
from drawpoker.progress.levels import NAMES, standing, xp_for
from drawpoker.progress.xp import XP, Award, Grade, award_for, grade_decision, grade_points
from tests.support.scenarios import scenario_example


def test_grades_come_from_the_verdict_and_the_chips_lost() -> None:
    assert grade_decision(True, 0.0, 100) is Grade.GOOD
    assert grade_decision(False, 4.0, 100) is Grade.CLOSE  # within 5 % of the pot
    assert grade_decision(False, 6.0, 100) is Grade.COSTLY
    assert grade_decision(False, 1.5, 0) is Grade.CLOSE  # within 2 chips
    assert [grade_points(p) for p in (100, 95, 89)] == [Grade.GOOD, Grade.CLOSE, Grade.COSTLY]


def test_the_summary_counts_the_grades() -> None:
    award = award_for([Grade.GOOD] * 12 + [Grade.COSTLY] * 2, "cash")
    assert award == Award("cash", 12, 0, 2, 12 * XP[Grade.GOOD])
    assert award.summary() == "12 good decisions, 2 costly: +300 XP"
    assert award_for([Grade.GOOD, Grade.CLOSE], "daily").summary() == \
        "1 good decision, 1 close: +70 XP"
    with pytest.raises(ValueError, match="context"):
        award_for([], "casino")


def test_levels_have_names_and_rising_steps() -> None:
    assert [xp_for(n) for n in (1, 2, 3, 4)] == [0, 250, 750, 1500]
    s = standing(800)
    assert (s.level, s.floor, s.ceiling, s.name) == (3, 750, 1500, NAMES[2])
    assert s.share == pytest.approx(800 / 1500)  # the bar beside "800 of 1,500 XP"
    assert standing(10 ** 7).name == NAMES[-1]
    with pytest.raises(ValueError, match="negative"):
        standing(-1)


def test_experience_follows_the_verdicts_not_the_chips_won(tmp_path: Path) -> None:
    doc = scenario_example()
    prof, _ = open_profile(tmp_path / "p.sqlite3")
    with prof:
        ann = progress.award_hand(prof, review_document(doc, "Ann"), "cash")
        bob = progress.award_hand(prof, review_document(doc, "Bob"), "cash")
        # Ann won the pot with two costly decisions, Bob lost it with three good ones
        assert (ann.award.good, ann.award.costly) == (1, 2)
        assert (bob.award.good, bob.award.costly) == (3, 2)
        assert bob.award.xp > ann.award.xp == XP[Grade.GOOD]
        assert store.xp_total(prof) == ann.award.xp + bob.award.xp
        # a won hand with no decision graded gives no experience at all
        lucky = progress.award_facts(prof, HandFacts(True, showdown=True), [], "cash")
        assert lucky.award.xp == 0 and store.xp_total(prof) == ann.award.xp + bob.award.xp


def test_a_sitting_sums_its_hands(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "p.sqlite3")
    with prof:
        sid = prof.start_session({}, [{"name": "You"}], 0)
        for _ in range(3):
            progress.award_facts(prof, HandFacts(False), [Grade.GOOD] * 4, "cash",
                                 session_id=sid)
        progress.award_facts(prof, HandFacts(False), [Grade.COSTLY], "cash", session_id=sid)
        end = progress.finish_sitting(prof, sid, "cash")
        assert end.award.summary() == "12 good decisions, 1 costly: +300 XP"
        assert "clean_sitting" not in end.unlocks  # one costly decision
        assert len(store.awards(prof)) == 4
