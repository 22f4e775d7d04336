"""The deck and the draw, jackpots openers and draw limits (known-faults.md section E; docs/rules.md)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from drawpoker.cards import parse_cards
from drawpoker.engine import (
    Action,
    Hand,
    Phase,
    PreAction,
    Reshuffled,
    TableRules,
    resolve_pre_action,
)
from drawpoker.scenario.run import compare
from tests.support.hands import A, acts, scenario


# ---------------------------------------------------------------- E: deck and draw
@pytest.mark.known_fault("B44")
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


@pytest.mark.known_fault("B45")
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


@pytest.mark.known_fault("B47")
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


# ---------------------------------------------------------------- the Discarded event
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
