"""The career in the profile: schema 5 -> 6 keeps an existing profile whole (its career
starts at the first room), and a game process killed with SIGKILL in the middle of
finals being kept loses nothing (each final is kept with its tournament result and its
achievements, or none of it)."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from drawpoker.career import RoomState, final_finished, finished_rooms, road
from drawpoker.persistence import career as store
from drawpoker.persistence import progress as progress_store
from drawpoker.persistence.profile import (
    SCHEMA_VERSION,
    Profile,
    open_profile,
)
from drawpoker.persistence.profile.schema import EXPECTED_TABLES
from drawpoker.persistence.profile.schema_v6 import CAREER_TABLES
from drawpoker.persistence.tournaments import finish_tournament
from drawpoker.progress.award import award_facts
from drawpoker.progress.facts import HandFacts
from drawpoker.progress.xp import Grade
from tests.support.old_profiles import old_profile
from tests.support.records import play_hands

#: the checkout the killed process imports the game from
REPO = Path(__file__).resolve().parents[2]


def _dump(conn: sqlite3.Connection, tables: frozenset[str]) -> dict[str, list[tuple[object, ...]]]:
    return {t: conn.execute(f"SELECT * FROM {t} ORDER BY rowid").fetchall() for t in sorted(tables)}


def test_migration_from_schema_5_keeps_the_profile_whole(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    conn = old_profile(path, 5)
    old = Profile(conn, None)
    play_hands(old, 6)
    finish_tournament(old, field=4, buy_in=0, place=2, prize=0, hands=30, levels=3,
                      result={"places": [1, 0, 2, 3]})
    award_facts(old, HandFacts(True, showdown=True), [Grade.GOOD], "cash")
    before = _dump(conn, EXPECTED_TABLES[5])
    conn.close()
    prof, notices = open_profile(path)
    with prof:
        assert SCHEMA_VERSION == 6
        assert prof.schema_version == 6 and [n.kind.value for n in notices] == ["upgraded"]
        assert _dump(prof.connection, EXPECTED_TABLES[5]) == before  # every row kept
        assert all(not rows for rows in _dump(prof.connection, CAREER_TABLES).values())
        assert prof.hand_count() == 6 and progress_store.xp_total(prof) > 0
        assert [s.state for s in road(prof)] == [RoomState.OPEN] + [RoomState.LOCKED] * 7
        assert store.hands_by_room(prof) == {}  # hands of before are no room's
    assert len(list(tmp_path.glob("profile.pre-v6-*.sqlite3"))) == 1


DRIVER = r'''
import sys
sys.path.insert(0, sys.argv[2])
from drawpoker.career import ROOM_IDS, final_finished
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.tournaments import finish_tournament
prof, _ = open_profile(sys.argv[1])
n = 0
while True:
    room = ROOM_IDS[n % len(ROOM_IDS)]
    place = 1 if n < 6 else 2
    with prof.transaction():
        finish_tournament(prof, field=4, buy_in=0, place=place, prize=0, hands=10,
                          levels=2, result={"room": room})
        final_finished(prof, room, place)
    n += 1
    sys.stdout.write(f"{n}\n")
    sys.stdout.flush()
'''


@pytest.mark.slow
@pytest.mark.parametrize("after", [1, 4, 13])
def test_a_kill_in_the_middle_of_finals_loses_nothing(tmp_path: Path, after: int) -> None:
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
    proc.send_signal(signal.SIGKILL)  # most likely inside the next final's transaction
    proc.wait()
    prof, _ = open_profile(path)
    with prof:
        played = prof.connection.execute("SELECT COUNT(*) FROM tournaments").fetchone()[0]
        records = store.room_records(prof)
        assert played >= done  # every final reported kept is there
        assert sum(r.finals for r in records.values()) == played  # each with its result
        finished = finished_rooms(prof)
        assert len(finished) == min(played, 6)
        assert progress_store.counters(prof).get("career_rooms", 0) == len(finished)
        assert ("career_room" in progress_store.unlocked(prof)) == bool(finished)


def test_a_reset_drops_the_rooms_sittings_and_keeps_the_rooms_finished(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "profile.sqlite3")
    with prof:
        ids = play_hands(prof, 3)
        sid = prof.connection.execute("SELECT session_id FROM hands WHERE id = ?",
                                      (ids[0],)).fetchone()[0]
        store.link_sitting(prof, sid, "kitchen")
        final_finished(prof, "kitchen", 1)
        assert store.hands_by_room(prof) == {"kitchen": 3}
        prof.reset(1000)
        play_hands(prof, 2)  # a new sitting may take the old one's number: no room's
        assert store.hands_by_room(prof) == {}
        assert finished_rooms(prof) == frozenset({"kitchen"})
