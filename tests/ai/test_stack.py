"""Stack-depth play in sit-and-gos (ai/stack.py, issue 18): prize equity (ICM), push or
fold when short, steals from late position, and a reason naming the rule used."""

from __future__ import annotations

import pytest

from drawpoker.ai import make_player
from drawpoker.ai.stack import StackPlay, icm_equity
from drawpoker.engine import ActionType, TableRules
from drawpoker.i18n import say_again
from drawpoker.session.tournament.play import make_players
from drawpoker.session.tournament.schedule import make_schedule
from drawpoker.session.tournament.state import PlayClock, Tournament


def test_icm_shares_out_the_whole_pool() -> None:
    prizes = (650, 350, 0, 0)
    eq = icm_equity([5000, 3000, 1500, 500], prizes)
    assert sum(eq) == pytest.approx(1000)
    assert eq[0] > eq[1] > eq[2] > eq[3] > 0
    assert eq[0] < 650 * 5000 / 10000 + 350  # chips are worth less the more one has
    # winner takes all: prize equity is the share of the chips
    assert icm_equity([300, 100], (400, 0)) == pytest.approx([300, 100])
    # a player with no chips keeps the prize of the worst place left
    assert icm_equity([0, 100, 100], (200, 100, 0))[0] == 0


def _reasons(specs: list[str], seed: int) -> list[tuple[str, ActionType]]:
    base = TableRules.from_dict({"ante": 10})
    t = Tournament(base, make_schedule(base, "turbo"), [f"P{i}" for i in range(len(specs))],
                   500, 100, seed=seed, clock=PlayClock())
    players = make_players(dict(enumerate(specs)), t.prizes)
    seen: list[tuple[str, ActionType]] = []
    while not t.is_over:
        hand = t.deal()
        hand.start()
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            decision = players[seat].decide(hand.view(seat), t.ai_rng)
            seen.append((say_again(decision.reason), decision.action.kind))
            hand.act(decision.action)
        t.finish(hand)
    return seen


def test_short_stacks_push_or_fold_and_say_so() -> None:
    seen = _reasons(["medium:shark", "medium:rock", "medium:maniac", "easy:station",
                     "medium:trickster"], seed=3)
    pushes = [kind for reason, kind in seen if reason.startswith("Short stack, push or fold")]
    assert pushes and set(pushes) <= {ActionType.ALLIN, ActionType.FOLD, ActionType.CHECK,
                                      ActionType.CALL}
    assert ActionType.ALLIN in pushes
    assert any(r.startswith("A steal from late position") for r, _k in seen)


def test_hard_players_weigh_calls_by_prize_equity() -> None:
    seen = _reasons(["hard:shark", "hard:rock", "hard:maniac", "hard:station"], seed=5)
    icm = [(r, k) for r, k in seen if r.startswith("Prize equity (ICM)")]
    assert icm, "no ICM decision in a whole sit-and-go of hard players"
    assert all("needed to keep the prize equity of a fold" in r for r, _k in icm)


def test_without_a_tournament_nothing_changes() -> None:
    player = make_player("hard:shark")
    assert getattr(player, "stack_play", "missing") is None
    player.stack_play = StackPlay((100, 0))
    assert player.stack_play.paid == 1
