"""Progress in the profile: schema 4 -> 5 keeps an existing profile whole, and a game
process killed with SIGKILL in the middle of awards loses nothing (each award is whole or
absent, and experience, counters and unlocks agree)."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from drawpoker.persistence import progress as store
from drawpoker.persistence.profile import (
    SCHEMA_VERSION,
    Profile,
    open_profile,
)
from drawpoker.persistence.profile.schema import EXPECTED_TABLES
from drawpoker.persistence.profile.schema_v5 import PROGRESS_TABLES
from drawpoker.persistence.tournaments import finish_tournament
from drawpoker.progress.xp import XP, Grade
from tests.support.old_profiles import old_profile
from tests.support.records import play_hands

#: the checkout the killed process imports the game from
REPO = Path(__file__).resolve().parents[2]


def _dump(conn: sqlite3.Connection, tables: frozenset[str]) -> dict[str, list[tuple[object, ...]]]:
    return {t: conn.execute(f"SELECT * FROM {t} ORDER BY rowid").fetchall() for t in sorted(tables)}


def test_migration_from_schema_4_keeps_the_profile_whole(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    conn = old_profile(path, 4)
    old = Profile(conn, None)
    play_hands(old, 6)
    finish_tournament(old, field=4, buy_in=0, place=2, prize=0, hands=30, levels=3,
                      result={"places": [1, 0, 2, 3]})
    before = _dump(conn, EXPECTED_TABLES[4])
    conn.close()
    prof, notices = open_profile(path)
    with prof:
        assert prof.schema_version == SCHEMA_VERSION and [n.kind.value for n in notices] == ["upgraded"]
        assert _dump(prof.connection, EXPECTED_TABLES[4]) == before  # every row kept
        assert all(not rows for rows in _dump(prof.connection, PROGRESS_TABLES).values())
        assert store.xp_total(prof) == 0 and prof.hand_count() == 6
    assert len(list(tmp_path.glob("profile.pre-v5-*.sqlite3"))) == 1


DRIVER = r'''
import sys
sys.path.insert(0, sys.argv[2])
from drawpoker.persistence.profile import open_profile
from drawpoker.progress import award
from drawpoker.progress.facts import HandFacts
from drawpoker.progress.xp import Grade
prof, _ = open_profile(sys.argv[1])
n = 0
while True:
    award.award_facts(prof, HandFacts(True, showdown=True), [Grade.GOOD, Grade.COSTLY], "cash")
    n += 1
    sys.stdout.write(f"{n}\n")
    sys.stdout.flush()
'''


@pytest.mark.slow
@pytest.mark.parametrize("after", [3, 17, 40])
def test_a_kill_in_the_middle_of_awards_loses_nothing(tmp_path: Path, after: int) -> None:
    if sys.platform == "win32":  # pragma: no cover
        pytest.skip("SIGKILL is POSIX")
    driver = tmp_path / "driver.py"
    driver.write_text(DRIVER)
    path = tmp_path / "profile.sqlite3"
    open_profile(path)[0].close()
    proc = subprocess.Popen([sys.executable, str(driver), str(path), str(REPO)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    deadline = time.monotonic() + 60
    done = 0
    while done < after and time.monotonic() < deadline:
        line = proc.stdout.readline()
        assert line, proc.stderr.read() if proc.stderr else ""
        done = int(line)
    proc.send_signal(signal.SIGKILL)  # most likely inside the next award's transaction
    proc.wait()
    prof, _ = open_profile(path)
    with prof:
        awards = store.awards(prof)
        counted = store.counters(prof)
        assert len(awards) >= done  # every award reported written is there
        assert store.xp_total(prof) == len(awards) * XP[Grade.GOOD]
        assert counted["hands_won"] == counted["showdowns_won"] == len(awards)
        assert counted["good_decisions"] == len(awards)
        unlocked = store.unlocked(prof)
        assert ("wins_10" in unlocked) == (len(awards) >= 10) and "first_win" in unlocked
