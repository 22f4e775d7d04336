"""The ledger row of a rebuy holds the stack just after the rebuy (issue 15), whether the
player clicks Rebuy or auto-rebuy tops his stack up before a hand (docs/rules.md §2)."""

from __future__ import annotations

import random
from pathlib import Path

from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import TableKeeper, account, passive_action
from drawpoker.session.table.dealing import deal_kept
from tests.support.play import SETUP, act_kept, new_table


def _play_hand(keeper: TableKeeper, rng: random.Random) -> None:
    deal_kept(keeper, rng)
    while keeper.hand is not None:
        act_kept(keeper, passive_action(keeper.hand, keeper.hand.to_act))  # type: ignore[arg-type]


def test_an_auto_rebuy_row_holds_the_stack_after_the_rebuy(tmp_path: Path) -> None:
    """Failed before: the top-up was written with the hand's result, so the row's
    ``total_after`` held the stack after the next hand."""
    prof, _ = open_profile(tmp_path / "profile.sqlite3", starting_bankroll=2000)
    keeper = TableKeeper(prof)
    table = new_table(prof, {"ante": 10}, [5000, 5000], buy_in=100, auto_rebuy=True)
    keeper.sit_down(table, 0, SETUP[:3])
    top = table.rules.max_buy_in_chips
    rng = random.Random(5)
    _play_hand(keeper, rng)
    rebuys = [e for e in prof.ledger() if e.kind == "rebuy"]
    assert len(rebuys) == 1
    row = rebuys[0]
    assert row.amount == top - 100
    assert row.total_after - row.bankroll_after == top  # his stack just after the rebuy
    kinds = [e.kind for e in prof.ledger()]
    assert kinds.index("rebuy") < kinds.index("hand")  # before the hand it paid for
    assert account(prof).player_total == 2000 + sum(h.net for h in prof.hands(limit=None))
    prof.close()


def test_an_auto_rebuy_survives_a_restart_mid_hand_without_counting_twice(
        tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    prof, _ = open_profile(path, starting_bankroll=2000)
    keeper = TableKeeper(prof)
    keeper.sit_down(new_table(prof, {"ante": 10}, [5000, 5000], buy_in=100, auto_rebuy=True),
                    0, SETUP[:3])
    deal_kept(keeper, random.Random(9))
    act_kept(keeper, passive_action(keeper.hand, keeper.hand.to_act))  # type: ignore[arg-type]
    prof.close()
    again, _ = open_profile(path)
    restored = TableKeeper(again)
    state = restored.restore()
    assert state is not None and state.hand is not None
    while restored.hand is not None:
        act_kept(restored, passive_action(restored.hand, restored.hand.to_act))  # type: ignore[arg-type]
    assert len([e for e in again.ledger() if e.kind == "rebuy"]) == 1
    assert account(again).player_total == 2000 + sum(h.net for h in again.hands(limit=None))
    again.close()
