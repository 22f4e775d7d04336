"""Whole sit-and-gos played headless (docs/rules.md §6, issue 18): chips conserved in every
hand, prizes summing to the pool, places a permutation of the field, the heads-up order
at the end, short stacks posting all in, tied knock-outs sharing, saving and resuming."""

from __future__ import annotations

import pytest

from drawpoker.engine import (
    Action,
    ActionType,
    ForcedBet,
    LegalActions,
    Phase,
    PlayerActed,
    TableRules,
)
from drawpoker.engine.hand import Hand
from drawpoker.engine.play_out import CHECK_FOLD, play_to_end, safe_action
from drawpoker.session.tournament.play import make_players, play_hand, play_out, run_sit_and_go
from drawpoker.session.tournament.schedule import make_schedule
from drawpoker.session.tournament.state import PlayClock, Tournament

GAMES = [
    {"ante": 10},
    {"ante": 10, "open_requirement": "jacks-or-better"},
    {"ante": 5, "wild": "joker", "structure": "pot-limit"},
    {"ante": 0, "small_blind": 5, "big_blind": 10, "structure": "fixed-limit"},
    {"ante": 2, "small_blind": 5, "big_blind": 10, "game": "deuce-to-seven"},
    {"ante": 0, "small_blind": 10, "big_blind": 20, "game": "ace-to-five", "wild": "joker"},
]
SPECS = ["random", "station", "maniac", "rock"]


def _tournament(rules: dict[str, object], n: int, seed: int, chips: int = 400,
                buy_in: int = 50, unit: str = "hands") -> Tournament:
    base = TableRules.from_dict(rules)
    return Tournament(base, make_schedule(base, "turbo", unit), [f"P{i}" for i in range(n)],
                      chips, buy_in, seed=seed, button=n - 1, clock=PlayClock())


@pytest.mark.parametrize("rules", GAMES, ids=lambda r: "-".join(f"{k}{v}" for k, v in r.items()))
def test_chips_prizes_and_places(rules: dict[str, object]) -> None:
    for seed in (1, 2):
        n = 4 + seed
        t = _tournament(rules, n, seed)
        total = n * t.starting_chips
        players = make_players({s: SPECS[s % 4] for s in range(n)}, t.prizes)

        def check(hand: Hand, total: int = total) -> None:
            assert hand.chips_in_play() == total  # every action, every hand

        while not t.is_over:
            hand, _taken = play_hand(t, players, check)
            assert sum(t.stacks) + t.table.carried_pot == total
            for ev in hand.events:  # a forced bet above a stack: posted all in (§2, §6)
                if isinstance(ev, ForcedBet):
                    due = {"ante": hand.rules.ante, "small_blind": hand.rules.small_blind,
                           "big_blind": hand.rules.big_blind}[ev.kind]
                    assert ev.amount <= due
                    if ev.amount < due:
                        assert ev.all_in
        places = [f.seat for f in t.standings()]
        assert sorted(places) == list(range(n))  # a permutation of the field
        assert sum(f.prize for f in t.finishes) == t.prize_pool == 50 * n
        assert sorted(f.place for f in t.finishes)[0] == 1
        assert t.stacks[places[0]] == total  # the winner holds every chip
        assert len(t.history) == t.hands_dealt + 1
        assert all(sum(row) == total for row in t.history)


def test_the_rising_schedule_puts_short_stacks_all_in() -> None:
    t = _tournament({"ante": 10}, 6, 3, chips=300)
    players = make_players({s: "rock" for s in range(6)}, t.prizes)
    shorts = 0
    while not t.is_over:
        hand, _ = play_hand(t, players)
        for ev in hand.events:
            if isinstance(ev, ForcedBet) and ev.amount < hand.rules.ante:
                assert ev.all_in
                shorts += 1
    assert shorts > 0  # the case did happen


def test_heads_up_follows_the_rules_order() -> None:
    t = _tournament({"ante": 0, "small_blind": 5, "big_blind": 10}, 4, 5)
    players = make_players({s: SPECS[s] for s in range(4)}, t.prizes)
    heads_up: list[tuple[int, int, int]] = []
    while not t.is_over:
        live = len(t.table.dealt_in())
        hand, _ = play_hand(t, players)
        if live == 2:
            pos = t.table._prev  # the deal's button and blinds, as the table placed them
            assert pos is not None and pos.small_blind is not None and pos.big_blind is not None
            heads_up.append((pos.button, pos.small_blind, pos.big_blind))
    assert len(heads_up) >= 2
    for button, sb, bb in heads_up:
        assert button == sb != bb  # heads-up: the button posts the small blind (§2)
    for (_b1, _s1, bb1), (_b2, _s2, bb2) in zip(heads_up, heads_up[1:], strict=False):
        assert bb1 != bb2  # the big blind moves on each hand, nobody posts it twice running


def test_equal_stacks_knocked_out_together_share_their_places() -> None:
    t = _tournament({"ante": 10}, 7, 1, chips=100, buy_in=100)
    t.deal()  # a deal to fix the starting stacks of "this hand"
    t.table.current = None
    for seat, stack in enumerate((0, 0, 350, 0, 350, 0, 0)):
        t.table.seats[seat].stack = stack
    t._start_stacks = [100, 100, 100, 100, 100, 90, 80]
    taken = t._knock_outs()
    # the three who started the hand with 100 share 3rd-5th (140 + 0 + 0 of a pool of 700,
    # the odd chip to the earlier place); 90 at the start finishes 6th, 80 7th
    places = {f.seat: (f.place, f.prize) for f in taken}
    assert [places[s] for s in (0, 1, 3)] == [(3, 47), (3, 47), (3, 46)]
    assert places[5] == (6, 0) and places[6] == (7, 0)
    assert [f.place for f in taken] == [7, 6, 3, 3, 3]  # told worst place first


def test_saved_state_resumes_to_the_same_tournament() -> None:
    specs = {0: "rock", 1: "station", 2: "maniac", 3: "random"}
    a = _tournament({"ante": 5, "small_blind": 5, "big_blind": 10}, 4, 9)
    pa = make_players(specs, a.prizes)
    for _ in range(7):
        play_hand(a, pa)
    while a.table.in_redeal_chain:
        play_hand(a, pa)
    saved = a.to_dict()
    b = Tournament.from_dict(saved, clock=PlayClock())
    assert b.to_dict() == saved
    pb = make_players(specs, b.prizes)  # the baselines keep no memory between hands
    play_out(a, pa)
    play_out(b, pb)
    assert a.standings() == b.standings()
    assert a.history == b.history and a.hands_dealt == b.hands_dealt


def test_a_damaged_state_is_refused() -> None:
    t = _tournament({"ante": 10}, 3, 1)
    data = t.to_dict()
    data["stacks"] = [400, 400, 401]
    with pytest.raises(ValueError, match="chips"):
        Tournament.from_dict(data)
    with pytest.raises(ValueError):
        Tournament.from_dict({"format": 1})


def test_a_player_who_leaves_checks_or_folds() -> None:
    t = _tournament({"ante": 10}, 3, 2)
    players = make_players({1: "maniac", 2: "maniac"}, t.prizes)
    hand = t.deal()
    hand.start()

    def decide(legal: LegalActions) -> Action:
        if legal.seat == 0:
            return safe_action(legal, CHECK_FOLD)
        action: Action = players[legal.seat].decide(hand.view(legal.seat), t.ai_rng).action
        return action

    play_to_end(hand, decide)
    assert hand.is_over
    mine = [ev.kind for ev in hand.events if isinstance(ev, PlayerActed) and ev.seat == 0]
    assert set(mine) <= {ActionType.CHECK, ActionType.FOLD}


def test_the_absent_player_stands_pat_at_the_draw() -> None:
    la = LegalActions(seat=0, phase=Phase.DRAW, kinds=frozenset({ActionType.DRAW}),
                      max_discard=5)
    action = safe_action(la, CHECK_FOLD)
    assert action.kind is ActionType.DRAW and action.discard == ()


def test_run_sit_and_go_reports_a_whole_tournament() -> None:
    base = TableRules.from_dict({"ante": 10})
    r = run_sit_and_go(["easy:rock", "medium:shark", "hard:maniac"], base,
                       make_schedule(base, "turbo"), 500, 20, seed=4)
    assert sorted(r.places) == [0, 1, 2] and r.chips_conserved
    assert r.prizes == (60, 0, 0) and r.prize_pool == 60 and r.levels_reached >= 1
