"""Tournaments in the profile (schema 3, issue 18): the migration from schema 2, the
buy-in and the prize in the bankroll and ledger, the statistics page's figures, and a
game process killed with SIGKILL mid-tournament resuming to the same state."""

from __future__ import annotations

import json
import signal
import sqlite3
import sys
import time
from pathlib import Path

import pytest

from drawpoker.engine import Action, ActionType, Hand, HandStarted, TableRules
from drawpoker.persistence import tournaments as book
from drawpoker.persistence.history import replay_events
from drawpoker.persistence.profile import MIGRATIONS, ProfileError, open_profile
from drawpoker.persistence.profile.schema import APPLICATION_ID, SCHEMA_VERSION
from drawpoker.session.tournament.play import make_players, play_out
from drawpoker.session.tournament.schedule import make_schedule
from drawpoker.session.tournament.state import PlayClock, Tournament
from tests.support.records import play_hands
from tests.support.tournament_driver import assert_plays_on_to, driver_source, start_driver

SPECS = {0: "rock", 1: "station", 2: "maniac", 3: "random", 4: "rock"}



def make() -> Tournament:
    """The tournament of these tests (the driver process makes the same one)."""
    base = TableRules.from_dict({"ante": 5, "small_blind": 5, "big_blind": 10})
    return Tournament(base, make_schedule(base, "slow"), ["You", "A", "B", "C", "D"], 3000,
                      50, seed=77, button=4, clock=PlayClock())


DRIVER = driver_source([make], r'''
prof, _ = open_profile(sys.argv[1])
data = book.open_tournament(prof)
if data is None:
    t = make()
    book.start_tournament(prof, t.to_dict(), 50)
else:
    t = Tournament.from_dict(data, clock=PlayClock())
players = make_players(SPECS, t.prizes)

def keep(hand, taken):
    if not t.table.in_redeal_chain and not t.is_over:
        book.save_tournament(prof, t.to_dict())
        time.sleep(float(sys.argv[3]))

play_out(t, players, on_hand=keep)
''', SPECS)


def _reference() -> tuple[dict[int, dict[str, object]], Tournament]:
    """Every state between hands of the uninterrupted tournament, by deals made."""
    t = make()
    states: dict[int, dict[str, object]] = {}

    def keep(_hand: object, _taken: object) -> None:
        if not t.table.in_redeal_chain and not t.is_over:
            states[t.table.hand_no] = t.to_dict()

    play_out(t, make_players(SPECS, t.prizes), on_hand=keep)
    return states, t


def test_migration_from_schema_2_adds_the_tournament_tables(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.execute("BEGIN")
    for v in range(2):
        MIGRATIONS[v](conn, {"name": "Old", "starting_bankroll": 1000})
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 2")
    conn.execute("COMMIT")
    conn.close()
    prof, notices = open_profile(path)
    with prof:
        assert prof.schema_version == SCHEMA_VERSION
        assert [n.kind.value for n in notices] == ["upgraded"]
        assert book.open_tournament(prof) is None and book.tournament_results(prof) == []
        assert prof.bankroll == 1000


def test_buy_in_prize_and_statistics(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "p.sqlite3", starting_bankroll=1000)
    with prof:
        t = make()
        book.start_tournament(prof, t.to_dict(), 300)
        assert prof.bankroll == 700
        with pytest.raises(ProfileError):  # one at a time
            book.start_tournament(prof, t.to_dict(), 10)
        kept = Tournament.from_dict(book.open_tournament(prof), clock=PlayClock())
        assert kept.to_dict() == t.to_dict()
        book.finish_tournament(prof, field=5, buy_in=300, place=1, prize=1000, hands=40,
                               levels=6, result={"names": ["You"]})
        assert prof.bankroll == 1700 and book.open_tournament(prof) is None
        book.start_tournament(prof, t.to_dict(), 300)
        book.finish_tournament(prof, field=5, buy_in=300, place=4, prize=0, hands=12,
                               levels=2, result={})
        kinds = [e.kind for e in prof.ledger()]
        assert kinds.count("tournament_buy_in") == 2 and kinds.count("tournament_prize") == 1
        stats = book.tournament_statistics(prof)
        assert (stats.played, stats.average_finish, stats.in_the_money) == (2, 2.5, 0.5)
        assert stats.return_on_buy_ins == pytest.approx((1000 - 600) / 600)
        assert (stats.best_finish, stats.best_field) == (1, 5)
        newest, oldest = book.tournament_results(prof)
        assert (newest.place, oldest.place, oldest.result) == (4, 1, {"names": ["You"]})
        prof.reset(500)  # a fresh profile forgets its tournaments
        assert book.tournament_results(prof) == [] and book.open_tournament(prof) is None


@pytest.mark.slow
def test_killed_mid_tournament_resumes_to_the_same_state(tmp_path: Path) -> None:
    if sys.platform == "win32":  # pragma: no cover
        pytest.skip("SIGKILL is POSIX")
    states, finished = _reference()
    driver, path, proc = start_driver(tmp_path, DRIVER)
    prof = None
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # kill once a few hands are kept
        time.sleep(0.2)
        assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
        prof, _ = open_profile(path, lock=False)
        data = book.open_tournament(prof)
        prof.close()
        if data is not None and int(data["hand_no"]) >= 8:
            break
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert proc.returncode == -signal.SIGKILL
    prof, _ = open_profile(path)
    with prof:
        data = book.open_tournament(prof)
        assert data is not None
        assert prof.bankroll == 950  # the buy-in paid once
        resumed = Tournament.from_dict(data, clock=PlayClock())
        assert resumed.to_dict() == states[int(data["hand_no"])] == data
        assert 0 < resumed.hands_dealt < finished.hands_dealt
    # played on from there, it ends exactly as the tournament that was never interrupted
    assert_plays_on_to(driver, path, finished, 950)
    prof, _ = open_profile(path)
    with prof:
        (rec,) = book.tournament_results(prof)
        assert json.loads(json.dumps(rec.result)) == rec.result


def _play_deal(t: Tournament) -> Hand:
    """One deal of ``t``: everyone checks, stands pat and shows (calls when bet to)."""
    hand = t.deal()
    hand.start()
    while not hand.is_over:
        la = hand.legal_actions()
        kinds = la.kinds
        if ActionType.DRAW in kinds:
            act = Action(la.seat, ActionType.DRAW, discard=())
        elif ActionType.SHOW in kinds:
            act = Action(la.seat, ActionType.SHOW)
        elif ActionType.CHECK in kinds:
            act = Action(la.seat, ActionType.CHECK)
        else:
            act = Action(la.seat, ActionType.CALL)
        hand.act(act)
    t.finish(hand)
    return hand


def test_tournament_hands_are_their_own_kind_in_the_hand_book(tmp_path: Path) -> None:
    """The issue's "hand histories name the tournament and level and replay as today":
    a tournament's hands are kept with their level in a sitting of their own, replayed
    from the stored document, and never counted in the cash statistics, the hand count,
    the sittings' nets or the ledger."""
    prof, _notices = open_profile(tmp_path / "profile.sqlite3")
    with prof:
        play_hands(prof, 3)  # cash hands
        cash = prof.statistics()
        ledger = prof.ledger()
        count, bankroll = prof.hand_count(), prof.bankroll
        t = make()
        sitting = None
        ids = []
        for _ in range(2):
            hand = _play_deal(t)
            sitting, hid = book.record_tournament_hand(
                prof, sitting, names=t.names, hero_seat=0, deals=[hand], seed=77,
                level=t.level.number)
            ids.append(hid)
        assert prof.ledger() == ledger and prof.bankroll == bankroll
        assert prof.hand_count() == count and len(prof.hands(limit=None)) == 3
        again = prof.statistics()
        assert (again.hands_played, again.net) == (cash.hands_played, cash.net)
        assert {s.id: s.hands for s in prof.sessions()}[sitting] == 0
        listed = prof.hands(limit=None, tournaments=True)
        mine = [h for h in listed if h.tournament_level is not None]
        assert [h.id for h in mine] == ids[::-1] and {h.tournament_level for h in mine} == {1}
        assert all(h.session_id == sitting for h in mine) and len(listed) == 5
        assert prof.tournament_sittings() == [sitting]
        assert [h.tournament_level for h in prof.hands(session_id=sitting)] == [1, 1]
        doc = prof.hand_history(ids[0])
        events = replay_events(doc)
        assert isinstance(events[0], HandStarted) and doc["rules"]["ante"] == 5
        assert [s["stack"] for s in doc["seats"]] == [3000] * 5


@pytest.mark.reported("breaker")
@pytest.mark.parametrize(("column", "value"), [
    ("buy_in", "'abc'"), ("prize_pool", "'abc'"), ("place", "'abc'"), ("prize", "x'ff'"),
    ("hands", "'abc'"), ("levels", "'{\"a\":'"), ("field", "'abc'"), ("place", "9"),
    ("prize", "4611686018427387904"),
])
def test_a_damaged_finished_tournament_is_named_not_a_crash(tmp_path: Path, column: str,
                                                            value: str) -> None:
    """Failed before: every column was read with int(), so text in one (a hand edit, a
    damaged page) raised ValueError out of the tournament statistics and the screen
    stopped the game with a crash report. Now a ProfileError names the tournament and the
    column (the screen says its tournaments cannot be read)."""
    path = tmp_path / "profile.sqlite3"
    prof, _n = open_profile(path)
    book.finish_tournament(prof, field=6, buy_in=100, place=2, prize=150, hands=40, levels=3,
                           result={"places": ["A", "You"]})
    with prof.transaction() as conn:
        conn.execute("PRAGMA ignore_check_constraints = 1")
        conn.execute(f"UPDATE tournaments SET {column} = {value}")  # noqa: S608
    for read in (book.tournament_statistics, book.tournament_results):
        with pytest.raises(ProfileError, match=f"tournament 1 has a damaged {column}"):
            read(prof)
    prof.close()
