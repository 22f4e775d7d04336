"""The daily challenge: deals from the date alone (the same in every run and process, and
different between dates), scored against the best line, one scored try a day."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from drawpoker.persistence.profile import ProfileError, open_profile
from drawpoker.progress import award as progress
from drawpoker.progress.daily import (
    ITEMS,
    best_streak,
    challenge_for,
    parse_day,
    score,
    seed_for,
    streak,
)

DAY = date(2026, 12, 6)
#: the checkout (the other process imports the game from it)
REPO = Path(__file__).resolve().parents[2]


def test_the_same_date_deals_the_same_in_another_process() -> None:
    here = json.dumps(challenge_for(DAY).to_json())
    code = ("import json, sys; from datetime import date; "
            "from drawpoker.progress.daily import challenge_for; "
            "sys.stdout.write(json.dumps(challenge_for(date(2026, 12, 6)).to_json()))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=REPO, timeout=120, env={"PYTHONHASHSEED": "123", "PATH": ""})
    assert done.returncode == 0, done.stderr
    assert done.stdout == here
    assert json.dumps(challenge_for(DAY).to_json()) == here  # and again in this one


def test_different_dates_deal_differently() -> None:
    days = [date(2026, 12, d) for d in range(1, 8)]
    deals = {tuple(i.drill.hand for i in challenge_for(d).items) for d in days}
    assert len(deals) == len(days) and len({seed_for(d) for d in days}) == len(days)
    assert seed_for(DAY) == 15730707817335310713  # the same on every machine


def test_five_decisions_and_five_hands_with_the_best_line() -> None:
    ch = challenge_for(DAY)
    assert [i.kind for i in ch.items] == ["draw"] * ITEMS + ["hand"] * ITEMS
    for item in ch.items:
        best = item.holds()[0]
        answer = score(item, best.keep)
        assert answer.points == 100 and answer.good and answer.chips_lost == 0
    hand = ch.items[-1]
    worst = hand.holds()[-1]
    answer = score(hand, worst.keep)
    assert answer.chips_lost == pytest.approx((answer.best.equity - worst.equity) * hand.pot)
    assert answer.points == round(100 * worst.equity / answer.best.equity)
    with pytest.raises(ValueError, match="not in the hand"):
        score(hand, [c for c in ch.items[0].drill.hand if c not in hand.drill.hand][:1])


def test_one_scored_try_a_day(tmp_path: Path) -> None:
    ch = challenge_for(DAY)
    answers = [score(i, i.holds()[0].keep) for i in ch.items]
    prof, _ = open_profile(tmp_path / "p.sqlite3")
    with prof:
        out = progress.award_daily(prof, ch, answers)
        assert out.award.good == 2 * ITEMS and "daily_perfect" in out.unlocks
        with pytest.raises(ProfileError, match="already has its scored try"):
            progress.award_daily(prof, ch, answers)
        assert progress.progress_of(prof).calendar == {"2026-12-06": 1000}
        assert progress.daily_streak(prof, DAY) == 1
        assert progress.daily_streak(prof, date(2026, 12, 7)) == 1  # today's still to play
        assert progress.daily_streak(prof, date(2026, 12, 8)) == 0


def test_streaks_and_days() -> None:
    days = [date(2026, 1, d) for d in (1, 2, 3, 5, 6)]
    assert streak(days, date(2026, 1, 6)) == 2 and best_streak(days) == 3
    assert parse_day("2026-02-28") == date(2026, 2, 28)
    for bad in ("2026-02-30", "26-1-1", "tomorrow"):
        with pytest.raises(ValueError, match="YYYY-MM-DD"):
            parse_day(bad)


@pytest.mark.reported("new-player-evening#7")
def test_an_answer_is_graded_by_the_rule_the_days_count_uses() -> None:
    """Marks of 70, 62 and 52 points were gold (close) in the strip while the day's end
    counted them costly: one rule, the points' grade, for both."""
    from drawpoker.cards import parse_cards
    from drawpoker.progress.xp import Grade, grade_points

    item = challenge_for(date(2026, 12, 6)).items[4]  # deuce-to-seven: 9♣ 9♥ 5♠ 4♦ 2♠
    answer = score(item, parse_cards("5s 4d 2s"))
    assert answer.points == 70
    assert answer.grade is grade_points(70) is Grade.COSTLY and not answer.good
    near = score(challenge_for(date(2026, 12, 6)).items[1], parse_cards("8d 8h"))
    assert near.points == 99 and near.grade is Grade.GOOD and near.good


@pytest.mark.reported("new-player-evening-2#9")
def test_the_best_hold_with_another_suit_is_the_best_hold() -> None:
    from drawpoker.cards import parse_cards
    from drawpoker.coach.drills import THEMES, Drill
    from drawpoker.coach.words import drill_rules, hold_verdict
    from drawpoker.progress.daily import Item, score

    hand = tuple(parse_cards("9c 9h 5s 4d 2s"))
    item = Item("draw", Drill(hand, next(iter(THEMES)), "deuce-to-seven", "none", 3, False), 1, 0)
    assert item.holds()[0].keep == tuple(parse_cards("9c 5s 4d 2s"))  # the coach's best
    answer = score(item, parse_cards("9h 5s 4d 2s"))
    assert answer.points == 100 and answer.best.keep == answer.kept.keep
    assert hold_verdict(answer.kept, answer.best, answer.grade.value) == (
        "Right: that is the best hold.")
    four = Drill(hand, next(iter(THEMES)), "high", "none", 3, True)
    assert drill_rules(four) == "Five Card Draw · draw up to 3 cards, four with an ace"
