"""Profile database: round trips, migrations, damage recovery, no code from files (issue 8)."""

from __future__ import annotations

import json
import pickle
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from drawpoker.persistence.history import replay_events
from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.profile import (
    APPLICATION_ID,
    MIGRATIONS,
    SCHEMA_VERSION,
    ProfileError,
    open_profile,
)
from tests.support.records import HAND_ONE, HAND_TWO, record_hand


def test_new_profile_and_pragmas(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    prof, notices = open_profile(path, name="  Ann   Lee ", starting_bankroll=2500)
    with prof:
        assert notices == []
        info = prof.player()
        assert (info.name, info.bankroll, info.starting_bankroll) == ("Ann Lee", 2500, 2500)
        conn = prof.connection
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert prof.schema_version == SCHEMA_VERSION
        assert [e.kind for e in prof.ledger()] == ["start"]


def test_round_trip_across_reopen(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    prof, _ = open_profile(path, starting_bankroll=1000)
    with prof:
        prof.set_name("Zoë")
        h1 = record_hand(prof, HAND_ONE)
        h2 = record_hand(prof, HAND_TWO)
        prof.grant(500, "refill")
    prof, notices = open_profile(path)
    with prof:
        assert notices == []
        assert prof.player().name == "Zoë"
        assert prof.bankroll == 1500
        assert prof.hand_count() == 2
        one = prof.hand(h1)
        assert (one.net, one.pot, one.won, one.start_category, one.seed) == (
            140, 240, True, "two_pair", 7)
        assert one.actions_pre == ("raise",) and one.actions_post == ("open",)
        assert prof.hand(h2).showdown and prof.hand(h2).net == -20
        assert prof.hand_history(h1) == HAND_ONE
        # the stored history replays to the same result
        assert replay_events(prof.hand_history(h2))
        kinds = [e.kind for e in prof.ledger()]
        assert kinds == ["start", "hand", "hand", "grant"]
        sessions = prof.sessions()
        assert [s.hands for s in sessions] == [1, 1]
        assert sessions[0].net == -20 and sessions[1].rules == HAND_ONE["rules"]


def test_export_hand_is_a_scenario_file(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "p.sqlite3")
    with prof:
        hid = record_hand(prof, HAND_ONE)
        out = prof.export_hand(hid, tmp_path)
        assert out.name == f"hand-{hid}-1.json"
        data = json.loads(out.read_text())
        assert data == HAND_ONE
        named = prof.export_hand(hid, tmp_path / "mine.json")
        assert named.exists()
        from drawpoker.scenario.run import run_scenario

        result = run_scenario(data)
        assert result["error"] is None and result["stacks"]["Ann"] == 640


def test_reset_profile(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "p.sqlite3", starting_bankroll=1000)
    with prof:
        record_hand(prof, HAND_ONE)
        prof.grant(10)
        prof.reset(300, name="Bo")
        assert prof.hand_count() == 0 and prof.sessions() == []
        assert prof.player().bankroll == 300 and prof.player().name == "Bo"
        assert [e.kind for e in prof.ledger()] == ["start"]
        with pytest.raises(ValueError, match="starting_bankroll"):
            prof.reset(-1)


def test_bad_inputs_are_named(tmp_path: Path) -> None:
    prof, _ = open_profile(":memory:")
    with prof:
        with pytest.raises(ValueError, match="name"):
            prof.set_name("   ")
        with pytest.raises(ValueError, match="name"):
            prof.set_name("x" * 41)
        with pytest.raises(ValueError, match="amount"):
            prof.grant(0)
        sid = prof.start_session({}, [{"name": "a"}, {"name": "b"}], 1)
        with pytest.raises(ProfileError, match="bankroll"):
            prof.take_from_bankroll(sid, 10**9)
        with pytest.raises(ProfileError, match="no hand"):
            prof.hand(99)
        with pytest.raises(ValueError, match="hero_seat"):
            prof.start_session({}, [{"name": "a"}], 3)


def test_a_failed_record_changes_nothing(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "p.sqlite3", starting_bankroll=1000)
    with prof:
        sid = prof.start_session(HAND_ONE["rules"], HAND_ONE["seats"], 0)
        before = (prof.bankroll, prof.hand_count(), len(prof.ledger()))
        with pytest.raises(RuntimeError), prof.transaction():
            prof.take_from_bankroll(sid, 100)
            record_hand(prof, HAND_ONE, session=sid)
            raise RuntimeError("power cut")
        assert (prof.bankroll, prof.hand_count(), len(prof.ledger())) == before


# ------------------------------------------------------------------ migrations
def _make_old(path: Path, version: int, *, hands: list[dict[str, Any]] = ()) -> None:
    """A profile exactly as schema ``version`` of the game wrote it."""
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.execute("BEGIN")
    for v in range(version):
        MIGRATIONS[v](conn, {"name": "Old", "starting_bankroll": 1000})
    if version >= 1:
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {version}")
    if version >= 1:
        for i, doc in enumerate(hands, start=1):
            conn.execute(
                "INSERT INTO sessions (id, started_at, rules_json, seats_json, hero_seat) "
                "VALUES (?, '2025-01-01T00:00:00Z', ?, ?, 0)",
                (i, json.dumps(doc["rules"]), json.dumps(doc["seats"])))
            net, pot = doc["_net"], doc["_pot"]
            clean = {k: v for k, v in doc.items() if not k.startswith("_")}
            conn.execute(
                "INSERT INTO hands (session_id, played_at, hand_no, seed, net, pot, history_json)"
                " VALUES (?, '2025-01-01T00:00:00Z', 1, ?, ?, ?, ?)",
                (i, doc["seed"], net, pot, json.dumps(clean)))
        conn.execute("UPDATE player SET bankroll = 1120")
    conn.execute("COMMIT")
    conn.close()


@pytest.mark.parametrize("version", range(2))  # 2 -> 3: tests/persistence/test_tournaments.py
def test_migrates_from_every_earlier_version(tmp_path: Path, version: int) -> None:
    path = tmp_path / "profile.sqlite3"
    old_hands = [dict(HAND_ONE, _net=140, _pot=240), dict(HAND_TWO, _net=-20, _pot=40)]
    _make_old(path, version, hands=old_hands)
    prof, notices = open_profile(path, starting_bankroll=777)
    with prof:
        assert prof.schema_version == SCHEMA_VERSION
        if version == 0:
            assert notices == [] and prof.bankroll == 777
            return
        assert [n.kind for n in notices] == [NoticeKind.UPGRADED]
        assert notices[0].found_version == version
        assert prof.bankroll == 1120 and prof.player().name == "Old"
        one, two = prof.hands(newest_first=False)
        # summary columns backfilled by replaying the stored histories
        assert (one.won, one.amount_won, one.start_category, one.draw_count) == (
            True, 240, "two_pair", 1)
        assert one.actions_pre == ("raise",) and one.actions_post == ("open",)
        assert (two.showdown, two.showdown_won, two.start_category) == (True, False, "high_card")
        assert two.actions_pre == ("call",)
        # chips after each hand rebuilt from the starting bankroll and the nets
        assert (one.total_after, two.total_after) == (1140, 1120)
        assert prof.statistics().net == 120
        assert [e.kind for e in prof.ledger()] == ["start", "migrated"]
        backups = list(tmp_path.glob(f"profile.pre-v{version + 1}-*.sqlite3"))
        assert len(backups) == 1
        old = sqlite3.connect(str(backups[0]))
        assert old.execute("PRAGMA user_version").fetchone()[0] == version
        old.close()
    # opening again: nothing more to do
    prof, notices = open_profile(path)
    prof.close()
    assert notices == []


def test_migration_keeps_hands_it_cannot_replay(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    broken = dict(HAND_ONE, _net=-5, _pot=15)
    broken["deals"] = [{"hole": {"Ann": "As As As As As"}}]
    _make_old(path, 1, hands=[broken])
    prof, _ = open_profile(path)
    with prof:
        (h,) = prof.hands()
        assert h.net == -5 and h.pot == 15 and h.start_category == "unknown"


def test_failed_migration_rolls_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "profile.sqlite3"
    _make_old(path, 1, hands=[dict(HAND_ONE, _net=140, _pot=240)])

    def boom(conn: sqlite3.Connection, ctx: Any) -> None:
        conn.execute("ALTER TABLE hands ADD COLUMN half_done INTEGER")
        raise RuntimeError("disk full")

    monkeypatch.setitem(MIGRATIONS, 1, boom)
    with pytest.raises(RuntimeError, match="disk full"):
        open_profile(path)
    conn = sqlite3.connect(str(path))
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    cols = [r[1] for r in conn.execute("PRAGMA table_info(hands)")]
    assert "half_done" not in cols
    conn.close()


# ------------------------------------------------------------------ damage
def _assert_recovered(tmp_path: Path, path: Path, content: bytes) -> None:
    prof, notices = open_profile(path, starting_bankroll=1000)
    with prof:
        assert prof.bankroll == 1000 and prof.hand_count() == 0
        record_hand(prof, HAND_ONE)  # the new profile works
    assert [n.kind for n in notices] == [NoticeKind.CORRUPT]
    kept = notices[0].kept_aside
    assert kept is not None and kept.exists() and "corrupt" in kept.name
    assert kept.read_bytes()[:64] == content[:64]
    assert str(kept) in notices[0].message()


@pytest.mark.parametrize(
    "content",
    [b"garbage, not a database" * 10, b"\x00" * 4096, b"SQLite format 3\x00" + b"\xff" * 200],
)
def test_garbage_profile_kept_aside(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "profile.sqlite3"
    path.write_bytes(content)
    _assert_recovered(tmp_path, path, content)


def test_truncated_profile_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    prof, _ = open_profile(path)
    with prof:
        for _ in range(30):
            record_hand(prof, HAND_ONE)
        prof.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = path.read_bytes()
    assert len(data) > 8192
    path.write_bytes(data[: len(data) // 2])
    _assert_recovered(tmp_path, path, data[: len(data) // 2])


def test_foreign_sqlite_file_is_not_taken_as_a_profile(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    conn = sqlite3.connect(str(path))
    conn.execute("CREATE TABLE notes (x TEXT)")
    conn.commit()
    conn.close()
    content = path.read_bytes()
    _assert_recovered(tmp_path, path, content)


def test_profile_with_trigger_refused(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    prof, _ = open_profile(path)
    prof.close()
    conn = sqlite3.connect(str(path))
    conn.execute("CREATE TRIGGER t AFTER INSERT ON hands BEGIN "
                 "UPDATE player SET bankroll = bankroll + 1000000; END")
    conn.commit()
    conn.close()
    prof, notices = open_profile(path, starting_bankroll=50)
    with prof:
        record_hand(prof, HAND_ONE)
        assert prof.bankroll == 50
    assert notices[0].kind is NoticeKind.CORRUPT and "trigger" in notices[0].detail


def test_newer_profile_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    prof, _ = open_profile(path)
    prof.close()
    conn = sqlite3.connect(str(path))
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.execute("CREATE TABLE future (x)")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    prof, notices = open_profile(path, starting_bankroll=10)
    with prof:
        assert prof.temporary and prof.path is None
        assert prof.bankroll == 10
        record_hand(prof, HAND_ONE)
    assert [n.kind for n in notices] == [NoticeKind.NEWER]
    assert str(SCHEMA_VERSION + 1) in notices[0].message()
    assert path.read_bytes() == before
    assert not list(tmp_path.glob("*corrupt*"))


class _Payload:
    def __init__(self, marker: str) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[str, str]]:
        return (open, (self.marker, "w"))


def test_loader_never_executes_a_payload(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    blob = pickle.dumps(_Payload(str(marker)))
    path = tmp_path / "profile.sqlite3"
    path.write_bytes(blob)
    prof, notices = open_profile(path)
    prof.close()
    assert notices[0].kind is NoticeKind.CORRUPT and not marker.exists()
    # a pickled payload stored where a history belongs is refused as data, never run
    prof, _ = open_profile(path)
    with prof:
        hid = record_hand(prof, HAND_ONE)
        prof.connection.execute("UPDATE hands SET history_json = ? WHERE id = ?",
                                (blob, hid))
        with pytest.raises(ProfileError):
            prof.hand_history(hid)
        prof.connection.execute("UPDATE hands SET history_json = ? WHERE id = ?",
                                (json.dumps({"__reduce__": ["os.system", "touch x"]}), hid))
        assert prof.hand_history(hid) == {"__reduce__": ["os.system", "touch x"]}
    assert not marker.exists()


def test_unwritable_place_gives_temporary_profile_and_notice(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    prof, notices = open_profile(blocker / "profile.sqlite3", starting_bankroll=40)
    with prof:
        assert prof.temporary and prof.bankroll == 40
        record_hand(prof, HAND_ONE)
    assert [n.kind for n in notices] == [NoticeKind.UNWRITABLE]
    assert notices[0].message()


def test_open_user_data_collects_every_notice(tmp_path: Path) -> None:
    from drawpoker.persistence.user_data import open_user_data

    (tmp_path / "settings.json").write_text("{broken")
    (tmp_path / "profile.sqlite3").write_bytes(b"nonsense" * 100)
    data = open_user_data(tmp_path, name="Ann", starting_bankroll=500)
    try:
        assert [(n.file, n.kind) for n in data.notices] == [
            ("settings", NoticeKind.CORRUPT), ("profile", NoticeKind.CORRUPT)]
        assert data.profile.player().name == "Ann" and data.keeper.saved() is None
        assert data.paths.profile_file == (tmp_path / "profile.sqlite3").resolve()
    finally:
        data.close()
    again = open_user_data(tmp_path)
    again.close()
    assert again.notices == []


def test_replay_steps_for_the_history_screen() -> None:
    from drawpoker.persistence.history import replay_steps

    steps = replay_steps(HAND_ONE)
    assert len(steps) == 1 + len(HAND_ONE["deals"][0]["actions"])
    assert steps[0].action is None and steps[1].action == HAND_ONE["deals"][0]["actions"][0]
    assert [e for s in steps for e in s.events] == replay_events(HAND_ONE)
    # a showdown with no show actions recorded gets automatic show steps
    two = replay_steps(HAND_TWO)
    assert len(two) > 1 + len(HAND_TWO["deals"][0]["actions"])
    assert two[-1].action is None
    assert any(type(e).__name__ == "PotAwarded" for e in two[-1].events)
    assert [e for s in two for e in s.events] == replay_events(HAND_TWO)


def test_second_copy_of_the_game_gets_a_temporary_profile(tmp_path: Path) -> None:
    from drawpoker.persistence.user_data import open_user_data

    first = open_user_data(tmp_path, starting_bankroll=1000)
    first.profile.grant(5)
    second = open_user_data(tmp_path, starting_bankroll=1000)
    try:
        assert [n.kind for n in second.notices] == [NoticeKind.IN_USE]
        assert second.profile.temporary and second.profile.bankroll == 1000
        assert second.notices[0].message()
    finally:
        second.close()
        first.close()
    third = open_user_data(tmp_path)
    try:
        assert third.notices == [] and third.profile.bankroll == 1005
    finally:
        third.close()


def test_open_user_data_in_a_folder_that_cannot_be_made(tmp_path: Path) -> None:
    from drawpoker.persistence.user_data import open_user_data

    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    data = open_user_data(blocked / "data", lock="process")
    try:
        assert [(n.file, n.kind) for n in data.notices] == [
            ("settings", NoticeKind.UNWRITABLE), ("profile", NoticeKind.UNWRITABLE)]
        assert all(f"{blocked} is a file, not a folder" in (n.detail or "") for n in data.notices)
        assert data.profile.temporary and not data.settings.writable
        assert not data.settings.save(data.settings.settings.replace(volume=0.5))
    finally:
        data.close()
    assert blocked.read_text(encoding="utf-8") == "a file where the folder should be"


def test_open_user_data_tells_the_first_run(tmp_path: Path) -> None:
    from drawpoker.persistence.user_data import open_user_data

    first = open_user_data(tmp_path, lock="process")
    first.settings.save(first.settings.settings)
    first.close()
    again = open_user_data(tmp_path, lock="process")
    again.close()
    assert first.first_run and not again.first_run
