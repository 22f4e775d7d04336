"""Whole hands and the table flow: button, blinds and busted seats between hands (known-faults.md section D; docs/rules.md)."""

from __future__ import annotations

import random

import pytest

from drawpoker.engine import (
    Action,
    Hand,
    Phase,
    Table,
    TableRules,
)
from tests.support.hands import A, acts, scenario


# ---------------------------------------------------------------- D: table flow
@pytest.mark.known_fault("B39")
def test_b39_heads_up_blinds_and_order() -> None:
    res = scenario({"small_blind": 5, "big_blind": 10}, [("A", 500), ("B", 500)], "A",
                   [{"hole": {"A": "Ac Ad Kc Kd 2s", "B": "Qc Qd 7h 6h 3s"},
                     "actions": acts("A call", "B check", "B draw", "A draw", "B check",
                                     "A bet 10", "B call")}])
    assert res["error"] is None
    assert res["deals"][0]["pots"][0]["amount"] == 40


@pytest.mark.known_fault("B39")
def test_b39_transition_three_to_heads_up() -> None:
    rules = TableRules.from_dict({"small_blind": 5, "big_blind": 10})
    table = Table(rules, [("A", 500), ("B", 500), ("C", 100)], button=2)
    rng = random.Random(9)
    hand = table.new_hand(rng)
    assert (hand.button, hand.sb_seat, hand.bb_seat) == (2, 0, 1)
    hand.start()
    table.finish_hand(_play_out(hand))
    table.seats[2].stack = 0  # C busts
    table.seats[0].stack = 600
    hand2 = table.new_hand(rng)
    assert (hand2.bb_seat, hand2.sb_seat, hand2.button) == (0, 1, 1)
    hand2.start()
    assert hand2.to_act == 1  # the button acts first before the draw


def test_dead_button_and_blinds_rotation() -> None:
    rules = TableRules.from_dict({"small_blind": 5, "big_blind": 10})
    table = Table(rules, [(n, 500) for n in "ABCDE"], button=0)
    rng = random.Random(10)
    seen = []
    for k in range(7):
        hand = table.new_hand(rng)
        seen.append((hand.button, hand.sb_seat, hand.bb_seat))
        hand.start()
        table.finish_hand(_play_out(hand))
        for s in table.seats:
            s.stack = 500
        if k == 1:
            table.seats[3].stack = 0  # D (next small blind) goes out
    # hand 3: BB E, SB would be D (out) -> dead small blind; hand 4: dead button on D
    assert seen[0] == (0, 1, 2)
    assert seen[1] == (1, 2, 3)
    assert seen[2][2] == 4 and seen[2][0] == 2


@pytest.mark.known_fault("B40")
def test_b40_busted_seat_skipped() -> None:
    rules = TableRules.from_dict({"small_blind": 1, "big_blind": 2})
    table = Table(rules, [("A", 0), ("B", 180), ("C", 120)], button=0)
    hand = table.new_hand(random.Random(11))
    assert hand.dealt_in == [False, True, True]
    hand.start()
    assert all(e.seat != 0 for e in hand.events if hasattr(e, "seat"))


@pytest.mark.known_fault("B41")
def test_b41_folded_player_skipped() -> None:
    rules = TableRules.from_dict({"small_blind": 5, "big_blind": 10})
    h = Hand(rules, [("A", 500), ("B", 500), ("C", 500)], 0, random.Random(12))
    h.start()
    h.act(Action(0, A.FOLD))
    h.act(Action(1, A.CALL))
    h.act(Action(2, A.CHECK))
    assert h.phase is Phase.DRAW and h.draw_order == [1, 2]


# ---------------------------------------------------------------- helpers
def _play_out(hand: Hand) -> Hand:
    while not hand.is_over:
        legal = hand.legal_actions()
        assert legal is not None
        if A.CHECK in legal.kinds:
            hand.act(Action(legal.seat, A.CHECK))
        elif A.CALL in legal.kinds:
            hand.act(Action(legal.seat, A.CALL))
        elif A.DRAW in legal.kinds:
            hand.act(Action(legal.seat, A.DRAW))
        else:
            hand.act(Action(legal.seat, A.SHOW))
    return hand


def test_action_kind_as_plain_string_and_nonsense() -> None:
    h = Hand(TableRules(), [("A", 100), ("B", 100)], 1, random.Random(17))
    h.start()
    assert "not an action" in (h.why_illegal(Action(0, "jump")) or "")  # type: ignore[arg-type]
    h.act(Action(0, "fold"))  # type: ignore[arg-type]
    assert h.is_over and h.result is not None and h.result.outcome == "uncontested"
