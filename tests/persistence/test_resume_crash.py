"""A game process killed at random moments never loses or creates a chip (issue 8).

A driver process plays at tables through ``TableKeeper`` (sitting down, buying in, random
legal play, redeals, sitting out, leaving, standing up) until it is killed with SIGKILL at
a random moment. After every kill the profile is opened again and every chip is counted:

    bankroll + the player's stack == starting bankroll + chips granted + sum of hand nets
    chips at the open table == the player's buy-ins + the opponents' starting stacks
    and, with the table and hand rebuilt from the journal, the same chips are in play.

``DRAWPOKER_KILL_RUNS`` sets the number of kills (default 30, about 30 s).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from drawpoker.persistence.history import replay_events
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import TableKeeper, account

REPO = Path(__file__).resolve().parents[2]
START = 3000

DRIVER = r'''
import random, sys
sys.path.insert(0, sys.argv[3])
from drawpoker.engine import Action, ActionType, Phase, TableRules
from drawpoker.engine.table import Seat, Table
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import TableKeeper
from drawpoker.session.table.dealing import deal_kept
from tests.support.play import act_kept

RULES = [{"ante": 5}, {"small_blind": 5, "big_blind": 10, "structure": "pot-limit"},
         {"ante": 5, "open_requirement": "jacks-or-better", "structure": "fixed-limit"},
         {"ante": 5, "check_around": "redeal"}, {"ante": 2, "small_blind": 5, "big_blind": 10}]
NAMES = ["Bea", "Cy", "Di", "Ed"]


def random_action(hand, rng):
    legal = hand.legal_actions()
    seat = legal.seat
    if hand.phase is Phase.DRAW:
        k = rng.randint(0, legal.max_discard)
        return Action(seat, ActionType.DRAW, discard=tuple(rng.sample(hand.hands[seat], k)))
    kinds = sorted(legal.kinds)
    if hand.phase is Phase.SHOWDOWN:
        return Action(seat, rng.choice(kinds))
    weights = [6 if k in (ActionType.CHECK, ActionType.CALL) else 2 for k in kinds]
    kind = rng.choices(kinds, weights)[0]
    if kind in (ActionType.BET, ActionType.RAISE):
        return Action(seat, kind, to=rng.randint(legal.min_to, min(legal.max_to, 3 * legal.min_to)))
    return Action(seat, kind)


def main(path, seed):
    rng = random.Random(seed)
    prof, notices = open_profile(path, starting_bankroll=int(sys.argv[4]), lock=True)
    assert not notices, notices
    keeper = TableKeeper(prof)
    if keeper.restore() is not None and rng.random() < 0.25:
        keeper.leave()
    print("ready", flush=True)  # started: the kill comes while it plays, however loaded
    while True:
        table = keeper.table
        if table is None:
            if prof.bankroll < 600:
                prof.grant(2000, "refill")
            rules = TableRules.from_dict(rng.choice(RULES))
            others = [Seat(n, rng.randint(rules.min_buy_in_chips, rules.max_buy_in_chips))
                      for n in NAMES[: rng.randint(1, 4)]]
            seats = [Seat("You", 0, bankroll=prof.bankroll, auto_rebuy=rng.random() < 0.5)]
            table = Table(rules, seats + others, rng.randrange(len(others) + 1))
            table.buy_in(0, rng.randint(rules.min_buy_in_chips, rules.max_buy_in_chips))
            setup = [{"name": s.name, "player": "bot", "stack": s.stack} for s in table.seats]
            setup[0]["player"] = "human"
            keeper.sit_down(table, 0, setup)
            continue
        if keeper.hand is None:
            if not table.carried_pot:
                r = rng.random()
                if r < 0.03 or (table.seats[0].stack == 0 and not table.seats[0].auto_rebuy):
                    keeper.stand_up()
                    continue
                if r < 0.08:
                    room = min(table.rules.max_buy_in_chips - table.seats[0].stack,
                               table.seats[0].bankroll or 0)
                    if room > 0 and table.seats[0].stack + room >= table.rules.min_buy_in_chips:
                        table.buy_in(0, rng.randint(1, room) if table.seats[0].stack else room)
                        keeper.save()
                elif r < 0.12:
                    seat = rng.randrange(table.n)
                    table.sit_out(seat, not table.seats[seat].sitting_out)
                    keeper.save()
            try:
                deal_kept(keeper, rng)
            except ValueError:
                keeper.leave()
        else:
            act_kept(keeper, random_action(keeper.hand, rng))


main(sys.argv[1], int(sys.argv[2]))
'''


def check_profile(path: Path) -> tuple[int, bool]:
    """Count every chip in the profile; returns (hands recorded, hand was in progress)."""
    prof, notices = open_profile(path, lock=True)
    with prof:
        assert notices == []  # the killed process's lock is gone with it
        acc = account(prof)
        ledger = prof.ledger()
        grants = sum(e.amount for e in ledger if e.kind == "grant")
        hands = prof.hands(limit=None)
        nets = sum(h.net for h in hands)
        assert sum(e.amount for e in ledger if e.kind == "hand") == nets
        assert acc.bankroll + acc.hero_stack == START + grants + nets, (acc, grants, nets)
        keeper = TableKeeper(prof)
        saved = keeper.saved()
        if saved is None:
            assert not acc.hand_in_progress
            return len(hands), False
        session = next(s for s in prof.sessions() if s.id == saved.session_id)
        assert session.ended_at is None
        opponents = sum(int(s["stack"]) for s in saved.setup[1:])
        assert acc.table_stacks == session.bought_in - session.cashed_out + opponents
        at_rest = acc.bankroll + acc.table_stacks
        restored = keeper.restore()
        assert restored is not None and restored.voided is None
        table = restored.table
        bankroll = table.seats[0].bankroll
        assert bankroll is not None
        if restored.hand is not None:
            in_play = restored.hand.chips_in_play()
        else:
            in_play = sum(s.stack for s in table.seats) + table.carried_pot
        assert bankroll + in_play == at_rest
        after = account(prof)  # restore may have recorded a hand that had just ended
        assert after.bankroll + after.hero_stack == START + grants + sum(
            h.net for h in prof.hands(limit=None))
        return len(hands), restored.hand is not None


@pytest.mark.slow
def test_killed_at_random_never_loses_or_creates_a_chip(tmp_path: Path) -> None:
    if sys.platform == "win32":  # pragma: no cover
        pytest.skip("SIGKILL is POSIX")
    runs = int(os.environ.get("DRAWPOKER_KILL_RUNS", "30"))
    driver = tmp_path / "driver.py"
    driver.write_text(DRIVER)
    path = tmp_path / "profile.sqlite3"
    rng = random.Random(20260130)
    in_progress = 0
    hands = 0
    deadline = time.monotonic() + 75
    for run in range(runs):
        proc = subprocess.Popen(
            [sys.executable, str(driver), str(path), str(run), str(REPO), str(START)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert proc.stdout is not None
        proc.stdout.readline()  # the driver has started (a slow machine takes longer)
        time.sleep(rng.uniform(0.2, 0.8))
        if proc.poll() is not None:
            pytest.fail(f"the driver stopped by itself:\n{proc.stderr.read().decode()}")
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        assert proc.stderr is not None
        proc.stderr.close()
        proc.stdout.close()
        assert proc.returncode == -signal.SIGKILL
        hands, was_in_progress = check_profile(path)
        in_progress += was_in_progress
        if time.monotonic() > deadline:
            break
    # the kills did land in the middle of hands, and play went on between them
    assert hands >= runs // 2 and in_progress >= 3, (hands, in_progress)
    # every stored hand replays through the engine to the stored figures
    prof, _ = open_profile(path)
    with prof:
        for record in prof.hands(limit=25):
            doc = prof.hand_history(record.id)
            events = replay_events(doc)
            end = [e for e in events if type(e).__name__ == "HandEnded"][-1]
            start = events[0]
            assert end.stacks[0] - start.stacks[0] == record.net
