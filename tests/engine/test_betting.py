"""Betting through Hand/Table/run_scenario: minimum raises, short all-ins, pot limit, the fixed-limit cap, all-in against all-in, blinds and antes (known-faults.md B18-B29; docs/rules.md)."""

from __future__ import annotations

import random

import pytest

from drawpoker.engine import (
    Action,
    Hand,
    IllegalAction,
    Phase,
    TableRules,
)
from drawpoker.scenario.reader import ScenarioError
from drawpoker.scenario.run import run_scenario
from tests.support.hands import A, acts, scenario


# ---------------------------------------------------------------- B18 min raise
@pytest.mark.known_fault("B18a")
def test_b18a_min_raise_heads_up() -> None:
    rules = TableRules.from_dict({"small_blind": 10, "big_blind": 25})
    h = Hand(rules, [("A", 5000), ("B", 5000)], 0, random.Random(1))
    h.start()
    seen = []
    for _ in range(4):
        legal = h.legal_actions()
        assert legal is not None
        seen.append(legal.min_to)
        h.act(Action(legal.seat, A.RAISE, to=legal.min_to))
    assert seen == [50, 75, 100, 125]


@pytest.mark.known_fault("B18c")
def test_b18c_short_all_in_does_not_reopen() -> None:
    rules = TableRules.from_dict({"small_blind": 50, "big_blind": 100})
    # seats: 0 btn, 1 SB, 2 BB, 3 UTG, 4 short
    h = Hand(rules, [("D", 5000), ("S", 5000), ("B", 5000), ("U", 5000), ("X", 400)], 0,
             random.Random(2))
    h.start()
    assert h.to_act == 3
    h.act(Action(3, A.RAISE, to=300))
    legal = h.legal_actions()
    # a full raise would be to 500; with 400 he may still go all-in (short)
    assert legal is not None and legal.min_to == legal.max_to == legal.allin_to == 400
    h.act(Action(4, A.ALLIN))
    legal = h.legal_actions()
    assert legal is not None and legal.seat == 0 and legal.min_to == 600
    h.act(Action(0, A.CALL))
    h.act(Action(1, A.FOLD))
    h.act(Action(2, A.CALL))
    legal = h.legal_actions()
    assert legal is not None and legal.seat == 3
    assert legal.kinds == {A.CALL, A.FOLD}
    with pytest.raises(IllegalAction, match="no full raise"):
        h.act(Action(3, A.RAISE, to=700))


# ---------------------------------------------------------------- B19 short all-in
@pytest.mark.known_fault("B19")
def test_b19_all_in_below_min_raise_offered() -> None:
    rules = {"small_blind": 5, "big_blind": 10}
    seats = [("A", 500), ("B", 55), ("C", 500), ("D", 500)]
    hole = {"A": "Kc Kd 9s 5h 3c", "B": "Qs Qh Ts 9h 2c", "C": "7c 7d 8s 4h 3h",
            "D": "6c 6d 8d 4d 2s"}
    data = {"format": "drawpoker-scenario/1", "rules": rules,
            "seats": [{"name": n, "stack": s} for n, s in seats], "button": "B", "seed": 3,
            "deals": [{"hole": hole, "actions": acts("A raise 40")}]}
    with pytest.raises(ScenarioError, match=r"deals\[0\]\.actions: the hand is not over"):
        run_scenario(data)  # actions that stop mid-hand make the file invalid
    # play by hand to inspect the legal actions
    h = Hand(TableRules.from_dict(rules), seats, 1, random.Random(3))
    h.start()
    h.act(Action(0, A.RAISE, to=40))
    legal = h.legal_actions()
    assert legal is not None and legal.seat == 1
    assert A.ALLIN in legal.kinds and legal.allin_to == 55 and A.CALL in legal.kinds
    h.act(Action(1, A.ALLIN))
    h.act(Action(2, A.FOLD))
    h.act(Action(3, A.FOLD))
    legal = h.legal_actions()
    assert legal is not None and legal.kinds == {A.CALL, A.FOLD} and legal.call_amount == 15
    h.act(Action(0, A.CALL))
    assert h.phase is Phase.DRAW and sum(p.amount for p in h.pots) == 125
    h.act(Action(0, A.DRAW))
    h.act(Action(1, A.DRAW))
    assert h.is_over


@pytest.mark.known_fault("B19")
def test_b19_scenario() -> None:
    res = scenario({"small_blind": 5, "big_blind": 10},
                   [("A", 500), ("B", 55), ("C", 500), ("D", 500)], "B",
                   [{"hole": {"A": "Kc Kd 9s 5h 3c", "B": "Qs Qh Ts 9h 2c",
                              "C": "7c 7d 8s 4h 3h", "D": "6c 6d 8d 4d 2s"},
                     "stub": "2d 2h 3d 3s 4c 4s",
                     "actions": acts("A raise 40", "B allin", "C fold", "D fold", "A call",
                                     "A draw", "B draw")}])
    assert res["error"] is None
    d = res["deals"][0]
    assert d["outcome"] == "showdown"
    assert d["pots"] == [{"amount": 125, "eligible": ["A", "B"], "winners": ["A"],
                          "shares": {"A": 125}}]
    assert res["stacks"] == {"A": 570, "B": 0, "C": 495, "D": 490}


# ---------------------------------------------------------------- B21 pot limit
@pytest.mark.known_fault("B21")
def test_b21_pot_limit_maximum() -> None:
    rules = TableRules.from_dict({"structure": "pot-limit", "small_blind": 5, "big_blind": 10})
    h = Hand(rules, [("A", 1000), ("B", 1000), ("C", 1000), ("D", 1000)], 0, random.Random(4))
    h.start()
    legal = h.legal_actions()
    assert legal is not None and legal.seat == 3 and legal.max_to == 35
    h.act(Action(3, A.RAISE, to=35))
    legal = h.legal_actions()
    assert legal is not None and legal.max_to == 120
    with pytest.raises(IllegalAction, match="above the maximum 120"):
        h.act(Action(0, A.RAISE, to=121))


# ---------------------------------------------------------------- B22 fixed-limit cap
@pytest.mark.known_fault("B22")
def test_b22_fixed_limit_cap() -> None:
    res = scenario({"structure": "fixed-limit", "ante": 5, "small_bet": 10, "big_bet": 20},
                   [("A", 500), ("B", 500), ("C", 500), ("D", 500)], "D",
                   [{"actions": acts("A bet 10", "B raise 20", "C raise 30", "D raise 40",
                                     "A raise 50")}])
    assert res["error"] is not None and "capped" in res["error"]["message"]
    rules = TableRules.from_dict({"structure": "fixed-limit", "ante": 5, "small_bet": 10,
                                  "big_bet": 20})
    h = Hand(rules, [("A", 500), ("B", 500)], 1, random.Random(5))
    h.start()
    for seat, to in ((0, 10), (1, 20), (0, 30), (1, 40)):
        h.act(Action(seat, A.BET if to == 10 else A.RAISE, to=to))
    legal = h.legal_actions()
    assert legal is not None and legal.kinds == {A.CALL, A.FOLD}
    h.act(Action(0, A.CALL))
    assert sum(p.amount for p in h.pots) == 90


# ---------------------------------------------------------------- B23 / B24 / B28
@pytest.mark.known_fault("B23")
def test_b23_all_in_reraise_must_be_answered() -> None:
    base = {"small_blind": 60, "big_blind": 120}
    res = scenario(base, [("A", 2000), ("B", 2000)], "A",
                   [{"actions": acts("A raise 240", "B allin", "A fold")}])
    assert res["stacks"] == {"A": 1760, "B": 2240}
    assert res["deals"][0]["returned"] == {"B": 1760}


@pytest.mark.known_fault("B24")
def test_b24_only_call_or_fold_against_all_in() -> None:
    rules = TableRules.from_dict({"small_blind": 10, "big_blind": 20})
    h = Hand(rules, [("A", 500), ("B", 800)], 0, random.Random(6))
    h.start()
    h.act(Action(0, A.ALLIN))
    legal = h.legal_actions()
    assert legal is not None and legal.kinds == {A.CALL, A.FOLD} and legal.call_amount == 480
    for bad in (Action(1, A.RAISE, to=800), Action(1, A.ALLIN)):
        before = (list(h.stacks), list(h.bets), len(h.events))
        with pytest.raises(IllegalAction):
            h.act(bad)
        assert (list(h.stacks), list(h.bets), len(h.events)) == before
    h.act(Action(1, A.CALL))
    assert h.phase is Phase.DRAW and h.to_act == 1  # B draws first, then A
    h.act(Action(1, A.DRAW))
    assert h.to_act == 0
    h.act(Action(0, A.DRAW))
    assert h.is_over and h.result is not None and h.result.outcome == "showdown"
    assert sum(h.stacks) == 1300 and 300 in (h.stacks[1], h.stacks[1] - 1000)


@pytest.mark.known_fault("B28")
def test_b28_big_blind_all_in_by_the_blind() -> None:
    res = scenario({"small_blind": 10, "big_blind": 20}, [("A", 1980), ("B", 20)], "A",
                   [{"actions": acts("A fold")}])
    assert res["stacks"] == {"A": 1970, "B": 30}
    rules = TableRules.from_dict({"small_blind": 10, "big_blind": 20})
    h = Hand(rules, [("A", 1980), ("B", 20)], 0, random.Random(7))
    h.start()
    legal = h.legal_actions()
    assert legal is not None and legal.seat == 0 and legal.kinds == {A.CALL, A.FOLD}


# ---------------------------------------------------------------- B27 / B29
@pytest.mark.known_fault("B27")
def test_b27_call_counts_posted_blind() -> None:
    res = scenario({"small_blind": 5, "big_blind": 10}, [("A", 300), ("B", 110)], "A",
                   [{"hole": {"A": "2c 3d 4h 5s 7c", "B": "Ac Ad As Kc Kd"},
                     "actions": acts("A allin", "B call", "B draw", "A draw")}])
    assert res["deals"][0]["returned"] == {"A": 190}
    assert res["stacks"] == {"A": 190, "B": 220}
    rules = TableRules.from_dict({"small_blind": 5, "big_blind": 10})
    h = Hand(rules, [("A", 300), ("B", 70)], 0, random.Random(8))
    h.start()
    h.act(Action(0, A.RAISE, to=60))
    events = h.act(Action(1, A.CALL))
    acted = [e for e in events if type(e).__name__ == "PlayerActed"]
    assert acted[0].amount == 50 and not acted[0].all_in  # type: ignore[union-attr]
    assert h.stacks[1] == 10


@pytest.mark.known_fault("B29")
def test_b29_ante_not_counted_as_bet() -> None:
    res = scenario({"structure": "fixed-limit", "ante": 5, "small_bet": 10, "big_bet": 20},
                   [("A", 100), ("B", 100), ("C", 100)], "C",
                   [{"hole": {"A": "Ac Ad Kc Kd 2s", "B": "Qc Qd 7h 6h 3s",
                              "C": "9c 8d 5h 4h 2c"},
                     "actions": acts("A bet 10", "B call", "C fold", "A draw", "B draw",
                                     "A check", "B check")}])
    assert res["stacks"] == {"A": 120, "B": 85, "C": 95}
