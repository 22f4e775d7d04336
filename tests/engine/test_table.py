"""Table sessions and the less common options: buy-ins and auto-rebuy, sitting out,
jackpots openers, check-around redeal, second-round first actor, showdown order and mucking,
lowball and wild-card showdowns, the censored view, hand histories; Hand and Table refuse
blind seats out of range and chips that are not whole (docs/rules.md §2-§5)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from drawpoker.cards import parse_cards
from drawpoker.engine import (
    Action,
    ActionType,
    BettingRoundStarted,
    Discarded,
    Hand,
    Mucked,
    OpenersShown,
    Phase,
    Seat,
    ShowdownReveal,
    Table,
    TableRules,
)
from drawpoker.scenario.run import run_scenario
from tests.support.play import play_out_passively


@pytest.mark.reported("breaker")
def test_hand_refuses_blind_seats_out_of_range() -> None:
    rules = TableRules(small_blind=5, big_blind=10, ante=0)
    seats = [("A", 100), ("B", 100), ("C", 100)]
    for sb, bb in ((-1, 1), (1, 3), (1, -3)):
        with pytest.raises(ValueError, match="does not exist"):
            Hand(rules, seats, 0, random.Random(1), small_blind_seat=sb, big_blind_seat=bb)


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("stack", [10.5, "100", True, None])
def test_table_and_hand_refuse_stacks_that_are_not_whole_chips(stack: Any) -> None:
    from drawpoker.engine.table import Table

    with pytest.raises(ValueError, match="whole"):
        Table(TableRules(), [("A", 100), ("B", stack)], 0)
    with pytest.raises(ValueError, match="whole"):
        Hand(TableRules(), [("A", 100), ("B", stack)], 0, random.Random(1))


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("amount", [10.5, "20", True])
def test_buy_in_refuses_amounts_that_are_not_whole_chips(amount: Any) -> None:
    from drawpoker.engine.table import Seat, Table

    table = Table(TableRules(), [Seat("A", 0, bankroll=500), Seat("B", 30)], 0)
    with pytest.raises(ValueError, match="whole"):
        table.buy_in(0, amount)
    assert table.seats[0].stack == 0 and table.seats[0].bankroll == 500


A = ActionType


def hand_with(rules: TableRules, holes: list[str], button: int, stacks: int = 100,
              stub: str | None = None, **kw: Any) -> Hand:
    h = Hand(rules, [(f"P{i}", stacks) for i in range(len(holes))], button, random.Random(1),
             hole={i: parse_cards(c) for i, c in enumerate(holes)},
             stub=parse_cards(stub) if stub else None, **kw)
    h.start()
    return h


def play(h: Hand, *steps: tuple[int, ActionType, Any]) -> None:
    for seat, kind, arg in steps:
        if kind is A.DRAW:
            h.act(Action(seat, kind, discard=tuple(parse_cards(arg or ""))))
        else:
            h.act(Action(seat, kind, to=arg))


def show_all(h: Hand) -> None:
    while h.phase is Phase.SHOWDOWN and h.to_act is not None:
        h.act(Action(h.to_act, A.SHOW))


# ---------------------------------------------------------------- buy-ins, sitting out
def test_buy_in_limits_and_auto_rebuy() -> None:
    rules = TableRules(ante=2, min_buy_in=10, max_buy_in=50)  # 20..100 chips
    table = Table(rules, [Seat("A", 0, bankroll=500), Seat("B", 60, bankroll=0),
                          Seat("C", 80)], 0)
    with pytest.raises(ValueError, match="below the minimum 20"):
        table.buy_in(0, 10)
    with pytest.raises(ValueError, match="above the maximum 100"):
        table.buy_in(0, 150)
    with pytest.raises(ValueError, match="bankroll"):
        table.buy_in(2, 20)
    table.buy_in(0, 40)
    assert (table.seats[0].stack, table.seats[0].bankroll) == (40, 460)
    table.set_auto_rebuy(0, True)
    hand = table.new_hand(random.Random(2))
    assert table.seats[0].stack == 100 and table.seats[0].bankroll == 400
    assert hand.stacks[0] == 100
    with pytest.raises(ValueError, match="in progress"):
        table.buy_in(0, 1)


def test_sitting_out_not_dealt_and_button_skips() -> None:
    table = Table(TableRules(), [("A", 50), ("B", 50), ("C", 50)], 0)
    table.sit_out(1)
    hand = table.new_hand(random.Random(3))
    assert hand.dealt_in == [True, False, True]
    hand.start()
    assert hand.hands[1] == []


def test_no_game_with_one_player_left() -> None:
    table = Table(TableRules(), [("A", 0), ("B", 300), ("C", 0)], 0)
    assert not table.can_deal()
    with pytest.raises(ValueError, match="fewer than two"):
        table.new_hand(random.Random(4))


# ---------------------------------------------------------------- jackpots
def test_openers_kept_aside_and_shown_at_the_end() -> None:
    rules = TableRules(ante=5, open_requirement="jacks-or-better")
    h = hand_with(rules, ["Jh Jd Th 9h 8h", "2c 3c 4d 5d 7s"], 1, stub="2h Ks")
    assert A.BET not in h.legal_actions().kinds or h.to_act == 0  # type: ignore[union-attr]
    play(h, (0, A.BET, 10), (1, A.CALL, None))
    # the opener breaks his jacks to draw to the flush: the jack is kept aside
    events = h.act(Action(0, A.DRAW, discard=(parse_cards("Jd")[0],)))
    disc = [e for e in events if isinstance(e, Discarded)][0]
    assert disc.kept_opener == tuple(parse_cards("Jd"))
    other_view = [e for e in h.view(1).events if isinstance(e, Discarded)][0]
    assert other_view.cards is None and other_view.kept_opener is None
    play(h, (1, A.DRAW, ""), (0, A.CHECK, None), (1, A.CHECK, None))
    show_all(h)
    shown = [e for e in h.events if isinstance(e, OpenersShown)]
    assert shown and set(shown[0].cards) == set(parse_cards("Jh Jd"))
    assert h.result is not None and h.result.pots[0].winners == (0,)  # the flush


def test_opener_who_folds_still_shows_openers() -> None:
    rules = TableRules(ante=5, open_requirement="jacks-or-better")
    h = hand_with(rules, ["Qh Qd 7h 4c 2s", "Kc 8c 4d 5d 7s", "As Ad 9c 3h 2d"], 2)
    play(h, (0, A.BET, 10), (1, A.FOLD, None), (2, A.RAISE, 40), (0, A.FOLD, None))
    assert [e.seat for e in h.events if isinstance(e, OpenersShown)] == [0]


def test_check_around_redeal_keeps_pot() -> None:
    rules = {"ante": 5, "check_around": "redeal"}
    res = run_scenario({"rules": rules, "seats": [{"name": "A", "stack": 100},
                                                  {"name": "B", "stack": 100}],
                        "button": "B", "deals": [
                            {"actions": [{"seat": "A", "act": "check"},
                                         {"seat": "B", "act": "check"}]},
                            {"actions": [{"seat": "B", "act": "bet", "to": 10},
                                         {"seat": "A", "act": "fold"}]}]})
    assert [d["outcome"] for d in res["deals"]] == ["redeal", "uncontested"]
    assert res["deals"][1]["pots"][0]["amount"] == 20  # 10 carried + fresh antes
    assert res["stacks"] == {"A": 90, "B": 110}


# ---------------------------------------------------------------- order of play
def test_second_round_last_aggressor_starts() -> None:
    rules = TableRules(ante=1, second_round_first="last-aggressor")
    h = hand_with(rules, ["2c 3c 4d 5d 7s", "Kc 8c 4c 5c 7c", "As Ad 9c 3h 2d"], 2)
    play(h, (0, A.CHECK, None), (1, A.BET, 4), (2, A.CALL, None), (0, A.CALL, None))
    play(h, (0, A.DRAW, ""), (1, A.DRAW, ""), (2, A.DRAW, ""))
    starts = [e for e in h.events if isinstance(e, BettingRoundStarted)]
    assert starts[-1].first_to_act == 1


def test_showdown_order_aggressor_first_and_muck_cannot_win() -> None:
    rules = TableRules(ante=1)
    h = hand_with(rules, ["As Ad 9c 3h 2d", "Kc Kd 4c 5c 7c", "2c 3c 4d 5d 7s"], 2)
    play(h, (0, A.CHECK, None), (1, A.CHECK, None), (2, A.CHECK, None))
    play(h, (0, A.DRAW, ""), (1, A.DRAW, ""), (2, A.DRAW, ""))
    play(h, (0, A.CHECK, None), (1, A.BET, 4), (2, A.CALL, None), (0, A.CALL, None))
    assert h.phase is Phase.SHOWDOWN
    first = [e for e in h.events if isinstance(e, ShowdownReveal)]
    assert first[0].seat == 1  # the bettor who was called shows first
    legal = h.legal_actions()
    assert legal is not None and legal.seat == 2 and A.MUCK in legal.kinds
    h.act(Action(2, A.MUCK))
    h.act(Action(0, A.MUCK))  # the best hand mucks: it cannot win
    assert h.result is not None and h.result.pots[0].winners == (1,)
    assert [e.seat for e in h.events if isinstance(e, Mucked)] == [2, 0]
    assert h.result.showdown_order == (1, 2, 0)


def test_all_in_showdown_everyone_face_up() -> None:
    rules = TableRules.from_dict({"small_blind": 5, "big_blind": 10})
    h = hand_with(rules, ["As Ad 9c 3h 2d", "Kc Kd 4c 5c 7c"], 0)
    play(h, (0, A.ALLIN, None), (1, A.CALL, None), (1, A.DRAW, ""), (0, A.DRAW, ""))
    assert h.is_over
    assert {e.seat for e in h.events if isinstance(e, ShowdownReveal)} == {0, 1}


# ---------------------------------------------------------------- games and wild cards
@pytest.mark.parametrize(("game", "wild", "a", "b", "winner"), [
    ("ace-to-five", "none", "Ac 2d 3h 4s 5c", "Ad 3c 4d 5h 6s", 0),
    ("deuce-to-seven", "none", "7c 5d 4h 3s 2s", "Ac 2d 3h 4s 5c", 0),
    ("high", "joker", "Jk Ac Ad Ah As", "Kc Kd Kh Ks Qc", 0),
    ("high", "deuces", "2c 2d 9h 9s 9c", "Ac Ad Ah As Kc", 0),
    ("high", "bug", "Jk Kc Kd 7h 3s", "Ac Ad 8h 4s 2c", 1),
])
def test_lowball_and_wild_showdowns(game: str, wild: str, a: str, b: str, winner: int) -> None:
    rules = TableRules(ante=1, game=game, wild=wild)  # type: ignore[arg-type]
    h = hand_with(rules, [a, b], 1)
    play(h, (0, A.CHECK, None), (1, A.CHECK, None), (0, A.DRAW, ""), (1, A.DRAW, ""),
         (0, A.CHECK, None), (1, A.CHECK, None))
    show_all(h)
    assert h.result is not None and h.result.pots[0].winners == (winner,)


def test_four_with_ace_shows_the_ace() -> None:
    rules = TableRules(ante=1, max_draw=3, four_with_ace=True)
    h = hand_with(rules, ["Ac 2d 5h 8s Tc", "Kc 2h 5s 8c Td"], 1)
    play(h, (0, A.CHECK, None), (1, A.CHECK, None))
    h.act(Action(0, A.DRAW, discard=tuple(parse_cards("2d 5h 8s Tc"))))
    seen = [e for e in h.view(1).events if isinstance(e, Discarded)][0]
    assert seen.shown_ace == parse_cards("Ac")[0] and seen.cards is None


# ---------------------------------------------------------------- histories and replay
def test_history_replays_every_deal_of_a_session(tmp_path: Path) -> None:
    rules = TableRules(ante=2, open_requirement="jacks-or-better")
    table = Table(rules, [("A", 80), ("B", 80), ("C", 80)], 0)
    rng = random.Random(5)
    agent = random.Random(6)
    from drawpoker.engine.agents import random_legal_action

    last: dict[str, Any] = {}
    for _ in range(15):
        hand = table.new_hand(rng)
        hand.start()
        while not hand.is_over:
            legal = hand.legal_actions()
            assert legal is not None
            hand.act(random_legal_action(legal, hand.hands[legal.seat], agent))
        table.finish_hand(hand)
        if table.carried_pot == 0:
            history = table.history()
            assert history is not None
            replayed = run_scenario(json.loads(json.dumps(history)))
            assert replayed["stacks"] == {s.name: s.stack for s in table.seats}
            last = history
        if not table.can_deal():
            break
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(last))
    out = subprocess.run([sys.executable, "-m", "drawpoker", "replay", str(path)],
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["stacks"] == run_scenario(last)["stacks"]


def test_replay_exit_codes(tmp_path: Path) -> None:
    good = {"rules": {"ante": 5}, "seats": [{"name": "A", "stack": 50},
                                            {"name": "B", "stack": 50}],
            "button": "B", "deals": [{"actions": [{"seat": "A", "act": "bet", "to": 10},
                                                  {"seat": "B", "act": "fold"}]}],
            "expect": {"stacks": {"A": 55, "B": 45}}}
    cases: list[tuple[dict[str, Any] | str, list[str], int, str]] = [
        (good, ["--check"], 0, ""),
        ({**good, "expect": {"stacks": {"A": 1}}}, ["--check"], 3, "stacks.A"),
        ({**good, "seats": [{"name": "A", "stack": -1}]}, [], 1, "seats"),
        ({**good, "deals": [{"actions": [{"seat": "A", "act": "jump"}]}]}, [], 1,
         "deals[0].actions[0].act"),
        ({**good, "deals": [{"actions": [{"seat": "B", "act": "check"}]}]}, [], 2,
         "not B's turn"),
        ("{not json", [], 1, "not valid JSON"),
    ]
    for data, extra, code, text in cases:
        path = tmp_path / "s.json"
        path.write_text(data if isinstance(data, str) else json.dumps(data))
        out = subprocess.run([sys.executable, "-m", "drawpoker", "replay", str(path), *extra],
                             capture_output=True, text=True, check=False)
        assert out.returncode == code, (data, out.stdout, out.stderr)
        assert "Traceback" not in out.stderr
        assert text in out.stderr + out.stdout


def test_position_memory_round_trip_keeps_dead_button() -> None:
    rules = TableRules.from_dict({"small_blind": 5, "big_blind": 10})
    table = Table(rules, [(n, 500) for n in "ABCD"], 0)
    rng = random.Random(7)
    for _ in range(2):
        hand = table.new_hand(rng)
        hand.start()
        play_out_passively(hand, (A.CHECK, A.CALL))
        table.finish_hand(hand)
    table.seats[3].stack = 0
    memory = json.loads(json.dumps(table.position_memory()))
    copy = Table(rules, [(s.name, s.stack) for s in table.seats], 0)
    copy.restore_position_memory(memory)
    assert copy.next_positions() == table.next_positions()


@pytest.mark.parametrize(("wild", "cards", "opens"), [
    ("none", "Jc Jd 4h 3s 2c", True),
    ("none", "Tc Td Ah Ks Qc", False),
    ("deuces", "Tc Td Ah Ks 3c", False),
    ("deuces", "2c Jd 7h 5s 3c", True),
    ("deuces", "Jc Jd 5h 4s 3c", True),
    ("joker", "Jk Td 7h 5s 3c", False),
    ("joker", "Jk Jd 7h 5s 3c", True),
    ("bug", "Jk Kd 7h 5s 3c", False),  # the bug is an ace here: ace high, no pair
    ("bug", "Jk Ad 7h 5s 3c", True),  # a pair of aces
])
def test_openers_with_wild_cards(wild: str, cards: str, opens: bool) -> None:
    from drawpoker.engine.openers import has_openers

    rules = TableRules(ante=1, wild=wild, open_requirement="jacks-or-better")  # type: ignore[arg-type]
    assert has_openers(parse_cards(cards), rules) is opens


def test_scenario_muck_by_a_later_seat() -> None:
    seats = [{"name": n, "stack": 100} for n in "ABC"]
    acts = [{"seat": s, "act": "check"} for s in "ABC"]
    acts += [{"seat": s, "act": "draw", "discard": ""} for s in "ABC"]
    acts += [{"seat": s, "act": "check"} for s in "ABC"]
    acts += [{"seat": "C", "act": "muck"}]
    res = run_scenario({"rules": {"ante": 1}, "seats": seats, "button": "C", "deals": [
        {"hole": {"A": "2c 3d 5h 7s 9c", "B": "Kc Kd 4c 5c 7c", "C": "As Ad 9d 3h 2d"},
         "actions": acts}]})
    d = res["deals"][0]
    assert res["error"] is None
    assert d["showdown_order"] == ["A", "B", "C"] and "C" not in d["shown"]
    assert d["pots"][0]["winners"] == ["B"]


def test_scenario_redundant_show_is_accepted() -> None:
    seats = [{"name": "A", "stack": 100}, {"name": "B", "stack": 100}]
    acts = [{"seat": "A", "act": "allin"}, {"seat": "B", "act": "call"},
            {"seat": "A", "act": "draw", "discard": ""}, {"seat": "B", "act": "draw", "discard": ""},
            {"seat": "A", "act": "show"}, {"seat": "B", "act": "show"}]
    res = run_scenario({"rules": {"ante": 1}, "seats": seats, "button": "B", "deals": [
        {"hole": {"A": "As Ad 9d 3h 2d", "B": "Kc Kd 4c 5c 7c"}, "actions": acts}]})
    assert res["error"] is None and res["stacks"] == {"A": 200, "B": 0}


@pytest.mark.parametrize(("wild", "cards", "openers"), [
    ("none", "Jh Jd Th 9h 8h", "Jh Jd"),
    ("none", "3h 3d 2h 2s Ac", "3h 3d 2h 2s"),
    ("none", "3h 4h 8h Jh Ah", "3h 4h 8h Jh Ah"),  # a flush: all five
    ("none", "3h 3d 3c 2s 2c", "3h 3d 3c 2s 2c"),
    ("joker", "Jk Kd 7h 5s 3c", "Jk Kd"),
    ("deuces", "2c Qd Qh 5s 3c", "2c Qd Qh"),
])
def test_opening_cards(wild: str, cards: str, openers: str) -> None:
    from drawpoker.engine.openers import opening_cards

    rules = TableRules(ante=1, wild=wild, open_requirement="jacks-or-better")  # type: ignore[arg-type]
    assert set(opening_cards(parse_cards(cards), rules)) == set(parse_cards(openers))


@pytest.mark.parametrize("seed", range(40))
def test_big_blind_leads_through_busts_and_returns(seed: int) -> None:
    """docs/rules.md §2: the big blind moves to the next seat dealt in every hand (nobody posts
    it twice in a row), heads-up the button posts the small blind, and a dead small blind
    or button only happens where a seat went out."""
    rng = random.Random(seed)
    rules = TableRules.from_dict({"small_blind": 1, "big_blind": 2})
    n = rng.randint(3, 6)
    table = Table(rules, [(f"P{i}", 20) for i in range(n)], rng.randrange(n))
    prev_bb: int | None = None
    for _ in range(30):
        for s in table.seats:  # random busts and returns between hands
            r = rng.random()
            if r < 0.15:
                s.stack = 0
            elif r < 0.4 and s.stack == 0:
                s.stack = 20
        if not table.can_deal():
            table.seats[0].stack = table.seats[1].stack = 20
        live = table.dealt_in()
        pos = table.next_positions()
        assert pos.big_blind in live
        if prev_bb is not None:
            # the next seat dealt in after the previous big blind
            k = 1
            while (prev_bb + k) % n not in live:
                k += 1
            assert pos.big_blind == (prev_bb + k) % n
        if len(live) == 2:
            assert pos.button == pos.small_blind and pos.button in live
            assert pos.button != pos.big_blind
        else:
            assert pos.small_blind is None or pos.small_blind in live
            assert pos.button != pos.big_blind
        hand = table.new_hand(rng)
        hand.start()
        play_out_passively(hand, (A.CHECK, A.FOLD))
        table.finish_hand(hand)
        prev_bb = pos.big_blind
