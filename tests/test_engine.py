"""Engine unit tests: rules validation, betting arithmetic, pots, draw, and whole hands
from known-faults.md rows B18-B47 played through Hand/Table/run_scenario (RULES.md)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from drawpoker.cards import parse_cards
from drawpoker.engine import (
    Action,
    ActionType,
    Hand,
    IllegalAction,
    Phase,
    PreAction,
    Reshuffled,
    Table,
    TableRules,
    resolve_pre_action,
)
from drawpoker.engine.betting import fixed_limit_to, min_raise_to, pot_limit_max_to
from drawpoker.engine.pots import build_pots, split_pot, uncalled
from drawpoker.scenario.reader import ScenarioError
from drawpoker.scenario.run import compare, run_scenario

A = ActionType


def scenario(rules: dict[str, Any], seats: list[tuple[str, int]], button: str,
             deals: list[dict[str, Any]], seed: int = 1) -> dict[str, Any]:
    data = {
        "format": "drawpoker-scenario/1",
        "rules": rules,
        "seats": [{"name": n, "stack": s} for n, s in seats],
        "button": button,
        "seed": seed,
        "deals": deals,
    }
    return run_scenario(data)


def acts(*items: str) -> list[dict[str, Any]]:
    """'Ann bet 30', 'Bob call', 'Bob draw 9s 5h', 'Ann draw' -> action dicts."""
    out: list[dict[str, Any]] = []
    for text in items:
        parts = text.split()
        item: dict[str, Any] = {"seat": parts[0], "act": parts[1]}
        if parts[1] in ("bet", "raise"):
            item["to"] = int(parts[2])
        if parts[1] == "draw":
            item["discard"] = " ".join(parts[2:])
        out.append(item)
    return out


# ---------------------------------------------------------------- rules
def test_rules_defaults_and_round_trip() -> None:
    r = TableRules()
    assert (r.ante, r.small_bet, r.big_bet, r.max_draw, r.raise_cap) == (1, 2, 4, 5, 3)
    b = TableRules.from_dict({"small_blind": 5, "big_blind": 10})
    assert b.ante == 0 and b.small_bet == 10 and b.big_bet == 20
    assert TableRules.from_dict(b.to_dict()) == b


@pytest.mark.parametrize(("data", "field"), [
    ({"structure": "spread"}, "rules.structure"),
    ({"max_draw": 2}, "rules.max_draw"),
    ({"ante": -1}, "rules.ante"),
    ({"ante": 0}, "rules.ante"),
    ({"small_blind": 10, "big_blind": 5}, "rules.small_blind"),
    ({"four_with_ace": True, "max_draw": 5}, "rules.four_with_ace"),
    ({"open_requirement": "jacks-or-better", "game": "ace-to-five"}, "rules.open_requirement"),
    ({"colour": "red"}, "rules.colour"),
    ({"game": "deuce-to-seven", "wild": "joker"}, "rules.wild"),
    ({"game": "ace-to-five", "wild": "deuces"}, "rules.wild"),
    ({"min_buy_in": 60, "max_buy_in": 50}, "rules.max_buy_in"),
])
def test_rules_invalid(data: dict[str, Any], field: str) -> None:
    with pytest.raises(ValueError, match=field.replace(".", r"\.")):
        TableRules.from_dict(data)


# ---------------------------------------------------------------- pure functions
def test_betting_arithmetic_b18_b21() -> None:
    assert min_raise_to(25, 25, 25) == 50
    assert min_raise_to(2, 2, 2) == 4  # B18(b)
    assert min_raise_to(400, 200, 100) == 600  # B18(c)
    assert pot_limit_max_to(10, 0, 15) == 35  # B21
    assert pot_limit_max_to(35, 0, 50) == 120
    assert pot_limit_max_to(60, 0, 60 + 80) == 260
    assert fixed_limit_to(0, 10) == 10
    assert fixed_limit_to(14, 10) == 24  # measured from the new current bet (RULES.md §4)


def test_pots_three_all_ins() -> None:
    pots = build_pots([50, 120, 220, 220], [True] * 4, [True, True, False, False])
    assert [(p.amount, p.eligible) for p in pots] == [(200, (0, 1, 2, 3)), (210, (1, 2, 3)),
                                                      (200, (2, 3))]
    assert uncalled([0, 100, 300, 0]) == (2, 200)
    assert uncalled([100, 100]) is None


def test_split_pot_odd_chips_clockwise_from_button() -> None:
    assert split_pot(100, [0, 1, 2], button=2, n_seats=4) == [(0, 34), (1, 33), (2, 33)]
    assert split_pot(75, [1, 2], button=0, n_seats=3) == [(1, 38), (2, 37)]
    assert split_pot(101, [3, 1], button=1, n_seats=4) == [(3, 51), (1, 50)]


# ---------------------------------------------------------------- B18 min raise
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
def test_b23_all_in_reraise_must_be_answered() -> None:
    base = {"small_blind": 60, "big_blind": 120}
    res = scenario(base, [("A", 2000), ("B", 2000)], "A",
                   [{"actions": acts("A raise 240", "B allin", "A fold")}])
    assert res["stacks"] == {"A": 1760, "B": 2240}
    assert res["deals"][0]["returned"] == {"B": 1760}


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


def test_b29_ante_not_counted_as_bet() -> None:
    res = scenario({"structure": "fixed-limit", "ante": 5, "small_bet": 10, "big_bet": 20},
                   [("A", 100), ("B", 100), ("C", 100)], "C",
                   [{"hole": {"A": "Ac Ad Kc Kd 2s", "B": "Qc Qd 7h 6h 3s",
                              "C": "9c 8d 5h 4h 2c"},
                     "actions": acts("A bet 10", "B call", "C fold", "A draw", "B draw",
                                     "A check", "B check")}])
    assert res["stacks"] == {"A": 120, "B": 85, "C": 95}


# ---------------------------------------------------------------- B30 / B32 / B33 / B37
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


# ---------------------------------------------------------------- D: table flow
def test_b39_heads_up_blinds_and_order() -> None:
    res = scenario({"small_blind": 5, "big_blind": 10}, [("A", 500), ("B", 500)], "A",
                   [{"hole": {"A": "Ac Ad Kc Kd 2s", "B": "Qc Qd 7h 6h 3s"},
                     "actions": acts("A call", "B check", "B draw", "A draw", "B check",
                                     "A bet 10", "B call")}])
    assert res["error"] is None
    assert res["deals"][0]["pots"][0]["amount"] == 40


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


def test_b40_busted_seat_skipped() -> None:
    rules = TableRules.from_dict({"small_blind": 1, "big_blind": 2})
    table = Table(rules, [("A", 0), ("B", 180), ("C", 120)], button=0)
    hand = table.new_hand(random.Random(11))
    assert hand.dealt_in == [False, True, True]
    hand.start()
    assert all(e.seat != 0 for e in hand.events if hasattr(e, "seat"))


def test_b41_folded_player_skipped() -> None:
    rules = TableRules.from_dict({"small_blind": 5, "big_blind": 10})
    h = Hand(rules, [("A", 500), ("B", 500), ("C", 500)], 0, random.Random(12))
    h.start()
    h.act(Action(0, A.FOLD))
    h.act(Action(1, A.CALL))
    h.act(Action(2, A.CHECK))
    assert h.phase is Phase.DRAW and h.draw_order == [1, 2]


# ---------------------------------------------------------------- E: deck and draw
def test_b44_reshuffle_never_deals_last_card_or_own_discards() -> None:
    rules = TableRules(ante=1)
    for seed in range(50):
        h = Hand(rules, [(f"P{i}", 100) for i in range(6)], 5, random.Random(seed))
        h.start()
        cards = [c for s in range(6) for c in h.hands[s]] + h.stub
        assert len(set(cards)) == 52
        while h.phase is Phase.FIRST_BETTING:
            legal = h.legal_actions()
            assert legal is not None
            h.act(Action(legal.seat, A.CHECK))
        discards: dict[int, set[Any]] = {}
        for k in range(6):
            seat = h.to_act
            assert seat == k
            discards[seat] = set(h.hands[seat])
            before = len(h.events)
            h.act(Action(seat, A.DRAW, discard=tuple(h.hands[seat])))
            new = h.events[before:]
            if k == 4:
                assert any(isinstance(e, Reshuffled) and e.stub_size == 21 for e in new)
                assert not (set(h.hands[4]) & discards[4])
        assert len(h.stub) == 12
        all_cards = [c for s in range(6) for c in h.hands[s]]
        assert len(set(all_cards)) == 30


def test_b45_post_draw_hand_decides() -> None:
    res = scenario({"ante": 5}, [("A", 100), ("B", 100)], "B",
                   [{"hole": {"A": "7s 7h Kc 9d 2s", "B": "Ac Ad Qs Qd 5h"},
                     "stub": "7d 3c 3h",
                     "actions": acts("A check", "B check", "A draw Kc 9d 2s", "B draw",
                                     "A check", "B check")}])
    d = res["deals"][0]
    assert d["final"]["A"] == "7s 7h 7d 3c 3h"
    assert d["pots"][0]["winners"] == ["A"]
    assert "full house" in d["shown"]["A"].lower()


def test_b47_duplicate_discard_refused() -> None:
    h = Hand(TableRules(), [("A", 100), ("B", 100)], 1, random.Random(13))
    h.start()
    h.act(Action(0, A.CHECK))
    h.act(Action(1, A.CHECK))
    c = h.hands[0][0]
    assert h.why_illegal(Action(0, A.DRAW, discard=(c, c))) is not None
    h.act(Action(0, A.DRAW, discard=()))
    assert len(h.hands[0]) == 5


# ---------------------------------------------------------------- jackpots, draw limits
def test_jackpots_redeal_twice_then_open() -> None:
    rules = {"ante": 5, "open_requirement": "jacks-or-better"}
    no_open = {"A": "2c 3d 5h 7s 9c", "B": "2d 3h 5s 7c 9d", "C": "2h 3s 5c 7d 9h"}
    res = scenario(rules, [("A", 100), ("B", 100), ("C", 100)], "C", [
        {"hole": no_open, "actions": acts("A check", "B check", "C check")},
        {"hole": no_open, "actions": acts("B check", "C check", "A check")},
        {"hole": {"C": "Jc Jd 5h 7s 9c", "A": "2d 3h 5s 7c 9d", "B": "2h 3s 5c 7d 9h"},
         "actions": acts("C bet 10", "A fold", "B fold")},
    ])
    assert [d["outcome"] for d in res["deals"]] == ["redeal", "redeal", "uncontested"]
    assert res["deals"][1]["carried"] == 30
    assert res["deals"][2]["pots"][0]["amount"] == 45
    assert res["stacks"] == {"A": 85, "B": 85, "C": 130}


def test_jackpots_opening_needs_jacks() -> None:
    rules = {"ante": 5, "open_requirement": "jacks-or-better"}
    res = scenario(rules, [("A", 100), ("B", 100)], "B",
                   [{"hole": {"A": "Tc Td 5h 7s 9c", "B": "2d 3h 5s 7c 9d"},
                     "actions": acts("A bet 10")}])
    assert res["error"] is not None and "jacks or better" in res["error"]["message"]


def test_four_with_ace() -> None:
    rules = TableRules.from_dict({"ante": 1, "max_draw": 3, "four_with_ace": True})
    h = Hand(rules, [("A", 100), ("B", 100)], 1, random.Random(14),
             hole={0: parse_cards("Ac 2d 5h 8s Tc"), 1: parse_cards("Kc 2h 5s 8c Td")})
    h.start()
    h.act(Action(0, A.CHECK))
    h.act(Action(1, A.CHECK))
    assert h.why_illegal(Action(0, A.DRAW, discard=tuple(parse_cards("2d 5h 8s Tc")))) is None
    assert h.why_illegal(Action(0, A.DRAW, discard=tuple(parse_cards("Ac 5h 8s Tc"))))
    h.act(Action(0, A.DRAW, discard=tuple(parse_cards("2d 5h 8s Tc"))))
    assert "needs a kept ace" in (h.why_illegal(
        Action(1, A.DRAW, discard=tuple(parse_cards("2h 5s 8c Td")))) or "")


def test_pre_actions() -> None:
    rules = TableRules.from_dict({"small_blind": 5, "big_blind": 10})
    h = Hand(rules, [("A", 500), ("B", 500), ("C", 500)], 0, random.Random(15))
    h.start()
    legal = h.legal_actions()
    assert legal is not None
    assert resolve_pre_action(PreAction.CHECK, legal) is None
    assert resolve_pre_action(PreAction.CHECK_FOLD, legal) == Action(0, A.FOLD)
    assert resolve_pre_action(PreAction.CALL_ANY, legal) == Action(0, A.CALL)
    assert resolve_pre_action(PreAction.RAISE_ANY, legal) == Action(0, A.RAISE, to=20)


def test_view_never_shows_hidden_cards() -> None:
    h = Hand(TableRules(), [("A", 100), ("B", 100), ("C", 100)], 0, random.Random(16))
    h.start()
    for seat in range(3):
        view = h.view(seat)
        others = {c for s in range(3) if s != seat for c in h.hands[s]}
        seen = {getattr(e, "card", None) for e in view.events}
        assert not (seen & others)
        assert set(view.own_cards) == set(h.hands[seat])


def test_compare_expect() -> None:
    actual = {"deals": [{"pots": [{"amount": 5, "winners": ["A"]}]}], "stacks": {"A": 1}}
    assert compare({"stacks": {"A": 1}}, actual) == []
    assert compare({"deals": [{"pots": [{"amount": 6}]}]}, actual) == [
        "deals[0].pots[0].amount: expected 6, got 5"]


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


# ---------------------------------------------------------------- event and error contracts
def test_discarded_names_the_thrown_slots_in_every_view() -> None:
    """``Discarded.slots`` are the hand positions thrown, ascending; public (a censored
    view keeps them: each replacement shows them anyway)."""
    from drawpoker.engine import Discarded, ReplacementDealt

    rules = TableRules.from_dict({"ante": 1})
    hand = Hand(rules, [("Ann", 100), ("Bob", 100)], 0, random.Random(3),
                hole={0: parse_cards("As Kd 7c 7h 2s"), 1: parse_cards("Qc Qd 9s 5h 3c")})
    hand.start()
    while hand.phase is not Phase.DRAW:
        legal = hand.legal_actions()
        assert legal is not None
        hand.act(Action(legal.seat, A.CHECK))
    assert hand.to_act == 1
    events = hand.act(Action(1, A.DRAW, discard=tuple(parse_cards("3c 9s"))))
    thrown = next(e for e in events if isinstance(e, Discarded))
    assert thrown.slots == (2, 4)
    assert [e.index for e in events if isinstance(e, ReplacementDealt)] == [2, 4]
    seen = next(e for e in hand.censored_events(0) if isinstance(e, Discarded))
    assert seen.cards is None and seen.slots == (2, 4)


def test_rules_error_names_the_field() -> None:
    from drawpoker.engine.rules import RulesError

    with pytest.raises(RulesError) as err:
        TableRules.from_dict({"ante": -1})
    assert err.value.field == "rules.ante"
    assert str(err.value) == "rules.ante: must be at least 0, got -1"
    with pytest.raises(RulesError) as err:
        TableRules.from_dict({"colour": "red"})
    assert err.value.field == "rules.colour" and str(err.value) == "rules.colour: unknown option"
