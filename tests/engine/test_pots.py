"""Pots: side pots, uncalled bets returned, odd chips, folds to a bet (known-faults.md B30-B37; docs/rules.md)."""

from __future__ import annotations

import pytest

from tests.support.hands import acts, scenario


# ---------------------------------------------------------------- B30 / B32 / B33 / B37
@pytest.mark.known_fault("B30")
def test_b30_three_all_ins_side_pots() -> None:
    res = scenario({"small_blind": 5, "big_blind": 10},
                   [("A", 50), ("B", 120), ("C", 300), ("D", 300)], "D",
                   [{"hole": {"A": "As Ah Ad 7c 2d", "B": "Ks Kh Kd 9c 4s",
                              "C": "Qs Qh 9d 9s 3c", "D": "Js Jh 8d 6c 5d"},
                     "actions": acts("C raise 40", "D call", "A allin", "B allin", "C call",
                                     "D call", "A draw", "B draw", "C draw", "D draw",
                                     "C bet 100", "D call")}])
    assert res["error"] is None
    pots = res["deals"][0]["pots"]
    assert [(p["amount"], p["eligible"], p["shares"]) for p in pots] == [
        (200, ["A", "B", "C", "D"], {"A": 200}),
        (210, ["B", "C", "D"], {"B": 210}),
        (200, ["C", "D"], {"C": 200}),
    ]
    assert res["stacks"] == {"A": 200, "B": 210, "C": 280, "D": 80}


@pytest.mark.known_fault("B32")
def test_b32_uncalled_bet_returned() -> None:
    res = scenario({"small_blind": 5, "big_blind": 10}, [("A", 500), ("B", 500), ("C", 500)],
                   "A", [{"actions": acts("A call", "B call", "C check", "B draw", "C draw",
                                          "A draw", "B check", "C bet 50", "A fold",
                                          "B fold")}])
    d = res["deals"][0]
    assert d["returned"] == {"C": 50}
    assert d["pots"][0]["amount"] == 30 and d["pots"][0]["shares"] == {"C": 30}
    assert res["stacks"] == {"A": 490, "B": 490, "C": 520}
    res = scenario({"small_blind": 10, "big_blind": 20}, [("A", 1000), ("B", 1000)], "A",
                   [{"actions": acts("A allin", "B fold")}])
    assert res["stacks"] == {"A": 1020, "B": 980}


@pytest.mark.known_fault("B33")
def test_b33_odd_chip_three_way() -> None:
    res = scenario({"ante": 10}, [("A", 200), ("B", 200), ("C", 200), ("D", 200)], "C",
                   [{"hole": {"A": "5s 6s 7h 8d 9c", "B": "5h 6h 7d 8c 9s",
                              "C": "5d 6d 7c 8h 9h", "D": "2c 2d 3s 4h Kd"},
                     "actions": acts("D check", "A bet 20", "B call", "C call", "D fold",
                                     "A draw", "B draw", "C draw", "A check", "B check",
                                     "C check")}])
    assert res["deals"][0]["pots"][0]["shares"] == {"A": 34, "B": 33, "C": 33}
    assert res["stacks"] == {"A": 204, "B": 203, "C": 203, "D": 190}
    res = scenario({"ante": 5}, [("A", 100), ("B", 100), ("C", 100)], "A",
                   [{"hole": {"B": "5h 6h 7d 8c 9s", "C": "5d 6d 7c 8h 9h",
                              "A": "Ks Qd 8s 4c 2h"},
                     "actions": acts("B bet 30", "C call", "A fold", "B draw", "C draw",
                                     "B check", "C check")}])
    assert res["deals"][0]["pots"][0]["shares"] == {"B": 38, "C": 37}


@pytest.mark.known_fault("B37")
@pytest.mark.parametrize(("a_hand", "c_hand", "stacks"), [
    ("As Ah Ad 7c 2d", "Ks Kh 9d 9s 3c", {"A": 180, "B": 200, "C": 480}),
    ("Ks Kh 9d 9s 3c", "As Ah Ad 7c 2d", {"A": 0, "B": 200, "C": 660}),
])
def test_b37_fixed_repro(a_hand: str, c_hand: str, stacks: dict[str, int]) -> None:
    res = scenario({"small_blind": 5, "big_blind": 10}, [("A", 60), ("B", 400), ("C", 400)],
                   "B", [{"hole": {"A": a_hand, "B": "2c 3d 4h 6s 8c", "C": c_hand},
                          "actions": acts("B raise 200", "C call", "A allin", "C draw",
                                          "A draw", "B draw", "C bet 100", "B fold")}])
    assert res["error"] is None, res["error"]
    d = res["deals"][0]
    assert d["returned"] == {"C": 100}
    assert [(p["amount"], p["eligible"]) for p in d["pots"]] == [(180, ["A", "C"]), (280, ["C"])]
    assert res["stacks"] == stacks
