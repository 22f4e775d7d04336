"""Every achievement's rule unlocks it in a test, and never before: each achievement's
counter is moved by the real award calls to one short of its target (still locked), then
once more (unlocked, with its date)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from drawpoker.evaluator import HandCategory
from drawpoker.persistence import progress as store
from drawpoker.persistence.profile import Profile, open_profile
from drawpoker.progress import award as progress
from drawpoker.progress.achievements import ACHIEVEMENTS, Tally, apply, unlocked_by
from drawpoker.progress.facts import HandFacts, hand_tallies
from drawpoker.progress.levels import xp_for
from drawpoker.progress.xp import XP, Grade
from tests.support import progress as steps

H = HandCategory
#: achievement key -> the step that moves its counter by one unit
RULES: dict[str, steps.Step] = {
    "first_win": steps.hands(),
    "wins_10": steps.hands(),
    "wins_100": steps.hands(),
    "showdown_win": steps.hands(showdown=True),
    "royal_flush": steps.hands(won=False, category=H.STRAIGHT_FLUSH, royal=True),
    "straight_flush": steps.hands(won=False, category=H.STRAIGHT_FLUSH),
    "four_kind": steps.hands(won=False, category=H.FOUR_OF_A_KIND),
    "full_house": steps.hands(won=False, category=H.FULL_HOUSE),
    "full_houses_5": steps.hands(won=False, category=H.FULL_HOUSE),
    "flush": steps.hands(won=False, category=H.FLUSH),
    "straight": steps.hands(won=False, category=H.STRAIGHT),
    "pat_vs_three": steps.hands(stood_pat=True, others_drew=3),
    "good_bluff": steps.hands(good_bluff=True),
    "good_bluffs_5": steps.hands(good_bluff=True),
    "good_100": steps.grades(),
    "good_1000": steps.grades(),
    "good_draws_50": steps.grades(good_draws=True),
    "good_folds_25": steps.grades(good_folds=True),
    "clean_sitting": steps.clean_sittings,
    "clean_sittings_5": steps.clean_sittings,
    "carry_over_3": steps.hands(carried_over=True),
    "lowball_win": steps.hands(game="ace-to-five"),
    "wild_win": steps.hands(wild="deuces"),
    "daily_first": steps.dailies(),
    "daily_perfect": steps.dailies(perfect=True),
    "daily_streak_3": steps.dailies(),
    "daily_streak_7": steps.dailies(),
    "daily_streak_30": steps.dailies(),
    "drills_25": steps.drills,
    "tournament_played": steps.tournaments(False),
    "tournament_win": steps.tournaments(True),
    "tournament_two": steps.tournaments(True),
    "career_room": steps.career_rooms,
    "career_road": steps.career_rooms,
}


@pytest.fixture
def prof(tmp_path: Path) -> Iterator[Profile]:
    p, _ = open_profile(tmp_path / "profile.sqlite3")
    with p:
        yield p


def test_there_are_at_least_thirty_and_every_one_has_a_rule_fixture() -> None:
    assert len(ACHIEVEMENTS) >= 30
    assert set(RULES) | {"level_5", "level_10"} == set(ACHIEVEMENTS)


@pytest.mark.parametrize("key", list(RULES))
def test_the_rule_unlocks_it_and_never_before(prof: Profile, key: str) -> None:
    target = ACHIEVEMENTS[key].target
    assert key not in store.unlocked(prof)
    if target > 1:
        RULES[key](prof, target - 1)
        assert key not in store.unlocked(prof)
        shown = progress.achievement_progress(progress.progress_of(prof))
        assert (key, target - 1, target, None) in shown  # its progress, counted
    RULES[key](prof, 1)
    assert key in store.unlocked(prof)
    assert store.unlocked(prof)[key].endswith("Z")  # the date it was earned (UTC)


@pytest.mark.parametrize(("key", "level"), [("level_5", 5), ("level_10", 10)])
def test_a_level_achievement_comes_with_the_level(prof: Profile, key: str, level: int) -> None:
    drills = xp_for(level) // XP[Grade.GOOD]
    steps.drills(prof, drills - 1)
    assert key not in store.unlocked(prof)
    outcome = progress.award_practice(prof, [100])
    assert key in outcome.unlocks and outcome.after.level == level and outcome.levelled_up


def test_a_broken_run_of_tournament_wins_starts_again(prof: Profile) -> None:
    steps.tournaments(True)(prof, 1)
    steps.tournaments(False)(prof, 1)
    steps.tournaments(True)(prof, 1)
    assert "tournament_two" not in store.unlocked(prof)
    steps.tournaments(True)(prof, 1)
    assert "tournament_two" in store.unlocked(prof)


def test_a_missed_day_breaks_the_daily_streak(prof: Profile) -> None:
    steps.dailies()(prof, 2)
    steps.dailies(gap=True)(prof, 2)
    assert "daily_streak_3" not in store.unlocked(prof)
    assert store.counters(prof)["best_daily_streak"] == 2


@pytest.mark.parametrize("facts", [
    HandFacts(False, stood_pat=True, others_drew=3),  # lost
    HandFacts(True, stood_pat=True, others_drew=2),  # only two drew
    HandFacts(True, stood_pat=False, others_drew=3),  # drew too
])
def test_pat_against_three_needs_all_of_its_rule(facts: HandFacts) -> None:
    assert all(t.counter != "pat_wins_vs_three" for t in hand_tallies(facts))


def test_a_lost_hand_counts_its_made_hand_but_no_win() -> None:
    counted = {t.counter for t in hand_tallies(HandFacts(False, category=H.FLUSH,
                                                         good_bluff=True))}
    assert counted == {"flushes"}


def test_an_achievement_is_unlocked_once() -> None:
    after = apply({}, [Tally("hands_won", 10)])
    assert unlocked_by(after, []) == ["first_win", "wins_10"]
    assert unlocked_by(after, ["first_win", "wins_10"]) == []
    assert apply({"run": 3}, [Tally("run", 0, "set"), Tally("best", 2, "max")]) == {
        "run": 0, "best": 2}
    with pytest.raises(ValueError, match="negative"):
        apply({}, [Tally("hands_won", -1)])
