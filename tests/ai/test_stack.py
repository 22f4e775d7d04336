"""Stack-depth play in sit-and-gos (ai/stack.py, issue 18): prize equity (ICM), push or
fold when short, steals from late position, and a reason naming the rule used."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from drawpoker.ai import Decision, make_player
from drawpoker.ai.stack import SHORT_DEPTH, StackPlay, depth_of, icm_equity
from drawpoker.engine import ActionType, PlayerView, TableRules
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


def _decisions(specs: list[str], seed: int) -> Iterator[tuple[PlayerView, Decision]]:
    """(the view, the decision) of every decision in a whole turbo sit-and-go of
    ``specs`` (ante 10, stacks 500), the decision acted on after it is yielded."""
    base = TableRules.from_dict({"ante": 10})
    t = Tournament(base, make_schedule(base, "turbo"), [f"P{i}" for i in range(len(specs))],
                   500, 100, seed=seed, clock=PlayClock())
    players = make_players(dict(enumerate(specs)), t.prizes)
    while not t.is_over:
        hand = t.deal()
        hand.start()
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            view = hand.view(seat)
            decision = players[seat].decide(view, t.ai_rng)
            yield view, decision
            hand.act(decision.action)
        t.finish(hand)


def _reasons(specs: list[str], seed: int) -> list[tuple[str, ActionType]]:
    return [(say_again(d.reason), d.action.kind) for _v, d in _decisions(specs, seed)]


def test_short_stacks_push_or_fold_and_say_so() -> None:
    seen = _reasons(["medium:shark", "medium:rock", "medium:maniac", "easy:station",
                     "medium:trickster"], seed=3)
    pushes = [kind for reason, kind in seen if reason.startswith("Short stack, push or fold")]
    assert pushes and set(pushes) <= {ActionType.ALLIN, ActionType.FOLD, ActionType.CHECK,
                                      ActionType.CALL}
    assert ActionType.ALLIN in pushes
    assert any(r.startswith("A steal from late position") for r, _k in seen)


#: the openings of the stack rule's reasons for a call or fold facing a bet
CALL_RULE = ("Short stack", "Effective stack short", "The call takes the whole stack",
             "The call would take the whole stack")


def _calls(specs: list[str], seed: int) -> list[tuple[str, float, bool]]:
    """(reason, the caller's depth in forced bets, the call takes his whole stack) of
    every stack-rule call or fold facing a bet in a whole sit-and-go."""
    seen: list[tuple[str, float, bool]] = []
    for view, decision in _decisions(specs, seed):
        reason = say_again(decision.reason)
        legal = view.legal
        assert legal is not None
        if legal.current_bet > view.rules.big_blind and reason.startswith(CALL_RULE):
            me = view.seats[view.seat]
            seen.append((reason, depth_of(view), legal.call_amount >= me.stack))
    return seen


def test_call_reasons_say_whose_stack_is_short() -> None:
    """A call or fold by the stack rule says "short stack" only of the caller's stack of
    at most SHORT_DEPTH forced bets, "effective stack" when the bettor's all in is the
    smaller stack, and "all in" only when the call takes the whole stack (a fresh user
    read "Short stack, push or fold: calling all in" for a call that covered the bet)."""
    seen = []
    for seed in (3, 4, 7):
        seen += _calls(["medium:shark", "medium:rock", "medium:maniac", "easy:station",
                        "medium:trickster"], seed)
    assert len(seen) >= 20
    assert any(not whole for _r, _d, whole in seen)  # calls that cover the bet
    assert any(whole for _r, _d, whole in seen)  # calls that take the whole stack
    for reason, depth, whole in seen:
        assert ("calling all in" in reason) == (whole and "calling" in reason), (reason, whole)
        assert "push or fold" not in reason, reason  # facing a bet: call or fold
        if reason.startswith("Short stack"):
            assert depth <= SHORT_DEPTH, (reason, depth)
            assert f"({max(1, round(depth))} forced bet" in reason, (reason, depth)
        elif reason.startswith("Effective stack short"):
            assert not whole, reason
        else:
            assert whole and depth > SHORT_DEPTH, (reason, depth)


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
