"""A game process killed with SIGKILL in the middle of a tournament hand: the hand in play
kept after every action (``session.tournament.in_play``) comes back dealt and played to
the same action, every chip where it was, and the tournament played on from there ends
exactly as the one never interrupted (the cash table's rule: ``persistence.resume``)."""

from __future__ import annotations

import signal
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from drawpoker.engine import TableRules
from drawpoker.persistence import tournaments as book
from drawpoker.persistence.profile import open_profile
from drawpoker.session.tournament import in_play
from drawpoker.session.tournament.play import make_players
from drawpoker.session.tournament.schedule import make_schedule
from drawpoker.session.tournament.state import PlayClock, Tournament
from tests.support.tournament_driver import assert_plays_on_to, driver_source, start_driver

SPECS = {0: "rock", 1: "station", 2: "random", 3: "rock"}  # baselines: no memory


def make() -> Tournament:
    """The tournament of this test (the driver process makes the same one)."""
    base = TableRules.from_dict({"ante": 5, "open_requirement": "jacks-or-better"})
    return Tournament(base, make_schedule(base, "slow"), ["You", "A", "B", "C"], 2000, 50,
                      seed=31, button=3, clock=PlayClock())


def play(t: Tournament, players: dict[int, Any], before: dict[str, Any], deals: list[Any],
         hand: Any, kept: Any) -> None:
    """Play ``t`` to its end from ``hand`` (None: the next deal), calling
    ``kept(state, deals)`` with the hand in play after every action and with the state
    between hands (``deals`` empty)."""
    while not t.is_over:
        if hand is None:
            hand = t.deal()
            hand.start()
        while not hand.is_over:
            seat = hand.to_act
            hand.act(players[seat].decide(hand.view(seat), t.ai_rng).action)
            kept(in_play.journal(before, t, [*deals, hand]), [*deals, hand])
        t.finish(hand)
        deals = [*deals, hand] if t.table.in_redeal_chain else []
        if not deals and not t.is_over:
            before = t.to_dict()
            kept(before, [])
        hand = None


DRIVER = driver_source([make, play], r'''
prof, _ = open_profile(sys.argv[1])
data = book.open_tournament(prof)
if data is None:
    t = make()
    before, deals, hand = t.to_dict(), [], None
    book.start_tournament(prof, before, 50)
else:
    resumed = in_play.resume(data, clock=PlayClock())
    t, before, hand = resumed.tournament, resumed.before, resumed.hand
    deals = resumed.deals[:-1] if hand is not None else list(resumed.deals)
    if hand is None and not t.table.in_redeal_chain:
        before, deals = t.to_dict(), []
pause = float(sys.argv[3])

def kept(state, _deals):
    book.save_tournament(prof, state)
    time.sleep(pause)

play(t, make_players(SPECS, t.prizes), before, deals, hand, kept)
''', SPECS)


@pytest.mark.slow
def test_killed_in_the_middle_of_a_hand_resumes_it_where_it_was(tmp_path: Path) -> None:
    if sys.platform == "win32":  # pragma: no cover
        pytest.skip("SIGKILL is POSIX")
    reference: dict[tuple[int, int], list[dict[str, Any]]] = {}
    whole = make()

    def seen(_state: dict[str, Any], deals: list[Any]) -> None:
        if deals:
            reference[(whole.table.hand_no, len(deals[-1].actions))] = [
                d.history() for d in deals]

    play(whole, make_players(SPECS, whole.prizes), whole.to_dict(), [], None, seen)
    driver, path, proc = start_driver(tmp_path, DRIVER)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # kill in a hand, a few hands in
        time.sleep(0.15)
        assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
        prof, _ = open_profile(path, lock=False)
        data = book.open_tournament(prof)
        prof.close()
        if data is not None and int(data["hand_no"]) >= 4 and in_play.IN_PLAY in data:
            break
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    prof, _ = open_profile(path)
    with prof:
        data = book.open_tournament(prof)
        assert prof.bankroll == 950  # the buy-in paid once
    assert data is not None and in_play.IN_PLAY in data, "killed in the middle of a hand"
    resumed = in_play.resume(data, clock=PlayClock())
    t = resumed.tournament
    assert resumed.voided is None and resumed.deals
    last = resumed.deals[-1]
    key = (t.table.hand_no, len(last.actions))
    assert [d.history() for d in resumed.deals] == reference[key]  # the same cards and actions
    assert last.chips_in_play() == 4 * 2000  # every chip where it was
    # played on from there, it ends exactly as the tournament that was never interrupted
    assert_plays_on_to(driver, path, whole, 950)
