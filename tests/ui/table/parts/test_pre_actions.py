"""The pre-action part alone (docs/rules.md §5): a ticked box stays true to the bets, plays
is told to the session at the player's turn and means nothing out of a betting round."""

from __future__ import annotations

from drawpoker.engine import ActionType, LegalActions, Phase, PreAction
from drawpoker.ui.table.bet_amount import BetAmount
from drawpoker.ui.table.control_bar import ControlBar
from drawpoker.ui.table.model import SeatVisual
from drawpoker.ui.table.person_turn import PersonTurn
from drawpoker.ui.table.pre_actions import PreActions, facing_bet


def _only(pre: PreActions, key: PreAction | str) -> tuple[int, int]:
    """Show only the box ``key`` (the others hidden, all at one place); its centre."""
    for k, box in (*pre.boxes, *pre.session_boxes):
        box.visible = k == key
    return dict([*pre.boxes, *pre.session_boxes])[key].rect.center


def _tick(pre: PreActions, key: PreAction, facing: int = 0) -> None:
    assert pre.click(_only(pre, key), facing, sitting_out=False)


def test_a_bet_clears_check_and_turns_check_fold_into_fold() -> None:
    pre = PreActions(session=True)
    _tick(pre, PreAction.CHECK)
    pre.adapt(20)
    assert pre.preaction is None and not any(b.checked for _k, b in pre.boxes)
    pre.adapt(0)
    _tick(pre, PreAction.CHECK_FOLD)
    pre.adapt(20)
    assert pre.preaction is PreAction.FOLD and dict(pre.boxes)[PreAction.FOLD].checked


def test_call_n_calls_exactly_n_and_a_raise_clears_it() -> None:
    pre = PreActions(session=True)
    _tick(pre, PreAction.CHECK, facing=20)
    assert (pre.preaction, pre.pre_call) == (PreAction.CALL_ANY, 20)
    pre.adapt(60)
    assert pre.preaction is None and pre.pre_call is None


def test_the_ticked_box_is_told_at_the_turn_and_the_turn_made_ready_once() -> None:
    pre = PreActions(session=True)
    _tick(pre, PreAction.CALL_ANY)
    la = LegalActions(seat=0, phase=Phase.FIRST_BETTING,
                      kinds=frozenset({ActionType.FOLD, ActionType.CALL, ActionType.RAISE}),
                      call_amount=30, min_to=60, max_to=500, allin_to=500, current_bet=30)
    sounds: list[str] = []
    bet = BetAmount()
    turn = PersonTurn(bet, ControlBar(), pre, state=lambda: (3, 12), facing=lambda: 30,
                      sound=sounds.append)
    tick = turn.begin(la)
    assert tick is not None and tick.box is PreAction.CALL_ANY  # the session plays it
    bet.type_digit("9")
    assert turn.begin(la) is not None and sounds == ["your_turn"] and bet.typed == "9"


def test_boxes_mean_nothing_out_of_a_betting_round_or_out_of_the_hand() -> None:
    pre = PreActions(session=False)
    seat = SeatVisual(dealt_in=True)
    assert pre.applies(Phase.FIRST_BETTING, seat)
    assert not pre.applies(Phase.DRAW, seat) and not pre.applies(None, seat)
    _tick(pre, PreAction.FOLD)
    seat.folded = True
    assert not pre.applies(Phase.FIRST_BETTING, seat)
    pre.drop_if_out(Phase.FIRST_BETTING, seat)
    assert pre.preaction is None and pre.session_boxes == []


def test_the_sit_out_box_turns_the_wish_around() -> None:
    pre = PreActions(session=True)
    box = dict(pre.session_boxes)["sit_out"]
    at = _only(pre, "sit_out")
    assert pre.click(at, 0, sitting_out=False) and pre.sit_out
    assert pre.click(at, 0, sitting_out=True) and not pre.sit_out
    assert box.label == "Sit in next hand" and box.checked


def test_facing_a_bet_counts_no_ante_and_at_most_the_stack() -> None:
    seats = [SeatVisual(stack=100, bet=15, antes=5), SeatVisual(stack=40, bet=210, antes=10)]
    assert facing_bet(seats, 0) == 100  # 200 to call, 100 behind
    seats[0].stack = 1000
    assert facing_bet(seats, 0) == 190
    assert facing_bet(seats, 1) == 0 and facing_bet(seats, 5) == 0
