"""Chip amounts are bounded where they enter (issue 28 #2): the profile, a saved table, a
saved tournament, the table rules of a settings or scenario file, a replay file. An
amount past ``MAX_CHIPS`` is refused in one line naming the field, as a text or negative
one is, never stored for SQLite to overflow on later."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from drawpoker.engine import TableRules
from drawpoker.engine.chips import MAX_CHIPS
from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume.snapshot import restore_table, snapshot_table
from drawpoker.scenario.reader import read_header
from tests.support.play import new_table

HUGE = pytest.mark.parametrize("amount", [MAX_CHIPS + 1, 2**63 - 1, 10**400],
                               ids=["bound+1", "2**63-1", "10**400"])


@pytest.mark.reported("issue-28#2")
@pytest.mark.parametrize("bankroll", [2**63 - 1, MAX_CHIPS + 1])
def test_a_huge_bankroll_in_the_profile_is_damage_kept_aside(tmp_path: Path,
                                                             bankroll: int) -> None:
    """Failed before: 2**63-1 passed the start checks; every start that recorded a hand
    then stopped with ``OverflowError`` in ``record_hand``."""
    path = tmp_path / "profile.sqlite3"
    prof, _ = open_profile(path)
    prof.close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE player SET bankroll = ?", (bankroll,))
    conn.close()
    again, notices = open_profile(path)
    assert [n.kind for n in notices] == [NoticeKind.CORRUPT]
    assert notices[0].kept_aside is not None and notices[0].kept_aside.exists()
    assert again.bankroll == 1000
    again.close()


@HUGE
def test_the_profile_takes_no_amount_past_the_bound(tmp_path: Path, amount: int) -> None:
    prof, _ = open_profile(":memory:")
    with pytest.raises(ValueError, match=r"amount: must be at most 1,000,000,000,000 chips") as err:
        prof.grant(amount)
    assert "\n" not in str(err.value) and len(str(err.value)) < 120
    assert prof.bankroll == 1000


@HUGE
def test_a_saved_table_with_a_huge_stack_is_refused(amount: int) -> None:
    prof, _ = open_profile(":memory:", starting_bankroll=5000)
    data = snapshot_table(new_table(prof, {"ante": 10}, [5000, 5000], buy_in=500))
    data["seats"][1]["stack"] = amount
    with pytest.raises(ValueError, match=r"table.seats\[1\].stack: must be at most"):
        restore_table(data)


@HUGE
def test_a_replay_file_with_a_huge_stack_or_bet_is_refused_in_one_line(amount: int) -> None:
    doc = {"format": "drawpoker-scenario/1", "rules": {"ante": 5},
           "seats": [{"name": "A", "stack": amount}, {"name": "B", "stack": 100}],
           "button": "A", "deals": []}
    with pytest.raises(ValueError, match=r"seats\[0\].stack: must be at most") as err:
        read_header(doc)
    assert len(str(err.value)) < 120


@HUGE
def test_table_rules_with_a_huge_ante_are_refused(amount: int) -> None:
    with pytest.raises(ValueError, match=r"rules.ante: must be at most"):
        TableRules.from_dict({"ante": amount})

