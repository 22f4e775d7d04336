"""The table session without pygame (``session.table``): whose turn it is, computer and
absent seats, pre-actions at the right turn, the hand's end, and no seat special."""

from __future__ import annotations

import random

import pytest

from drawpoker.ai.protocol import Decision
from drawpoker.engine import Action, ActionType, Phase, PlayerActed, PreAction
from drawpoker.session.table.deciders import TurnKind
from tests.support.sessions import Prefer, cash_table, passive, play_hand


def _acted(hand: object, seat: int) -> list[ActionType]:
    return [e.kind for e in hand.events  # type: ignore[attr-defined]
            if isinstance(e, PlayerActed) and e.seat == seat]


def test_the_session_plays_computers_until_the_person_is_to_act() -> None:
    s = cash_table(4, {0: "Ann"})
    s.deal()
    s.run_until_person()
    turn = s.next_turn()
    assert turn is not None and turn.kind is TurnKind.PERSON
    assert turn.seat == 0 and turn.person == "Ann"


def test_a_table_where_seat_3_is_the_person_and_seat_0_a_computer_works() -> None:
    s = cash_table(5, {3: "Boris"}, owner=3)
    assert s.persons == [3] and 0 in s.policies
    for _ in range(3):
        seen: list[int] = []
        hand = play_hand(s, on_person=seen.append)
        assert set(seen) <= {3}
        assert hand.dealt_in[3]
    assert sum(s.stacks) == 5 * 200  # chips are never created or lost
    s.table.seats[3].stack = 0
    assert s.busted(3).kind.value == "rebuy"
    _kind, _given, chips = s.take_busted(3)
    assert chips == 200 and s.stacks[3] == 200 and s.bankroll(3) == 10_000 - 400


def test_a_computer_turn_names_its_policy_and_an_illegal_decision_is_made_safe() -> None:
    s = cash_table(3, {}, owner=None)
    s.deal()
    turn = s.next_turn()
    assert turn is not None and turn.kind is TurnKind.COMPUTER and turn.policy is not None
    bad = Action(turn.seat, ActionType.RAISE, to=10**9)
    s.computer_acts(turn.legal, bad, "too much")
    acted = [e for e in s.hand.events if isinstance(e, PlayerActed)]  # type: ignore[union-attr]
    assert acted[-1].seat == turn.seat and acted[-1].kind in (ActionType.CHECK, ActionType.CALL)
    assert s.reasons == []  # the reason of a replaced decision is not kept


def test_a_failing_computer_player_is_replaced_by_the_safe_action() -> None:
    class Broken(Prefer):
        def decide(self, view: object, rng: random.Random) -> Decision:
            raise RuntimeError("policy bug")

    s = cash_table(3, {}, policy=Broken)
    hand = play_hand(s)
    assert hand.is_over and sum(s.stacks) == 600


def test_an_absent_seat_plays_the_check_fold_box() -> None:
    s = cash_table(3, {0: "Ann"}, policy=lambda: Prefer(ActionType.BET, ActionType.CALL))
    s.absent.add(0)
    s.deal()
    s.run_until_person()
    assert s.hand is not None and s.hand.is_over  # nobody is left to ask
    assert set(_acted(s.hand, 0)) <= {ActionType.CHECK, ActionType.FOLD}


def test_a_ticked_pre_action_is_played_at_the_persons_turn() -> None:
    s = cash_table(3, {0: "Ann"})
    s.deal()
    assert s.next_turn() is not None
    s.tick(0, PreAction.CHECK_FOLD)
    while (turn := s.next_turn()) is not None and turn.seat != 0:
        s.run_until_person()
    turn = s.next_turn()
    assert turn is not None and turn.kind is TurnKind.PRE_ACTION
    assert turn.action is not None and turn.action.kind in (ActionType.CHECK, ActionType.FOLD)
    s.play_turn(turn)
    assert 0 not in s.ticks and _acted(s.hand, 0)[-1] is turn.action.kind


def test_a_call_n_box_that_no_longer_fits_is_unticked_and_the_person_decides() -> None:
    s = cash_table(3, {0: "Ann"})
    s.deal()
    s.run_until_person()
    turn = s.next_turn()
    assert turn is not None and turn.kind is TurnKind.PERSON
    s.tick(0, PreAction.CALL_ANY, call=12345)  # "Call 12,345": the call is not that
    turn = s.next_turn()
    assert turn is not None and turn.kind is TurnKind.PRE_ACTION and turn.action is None
    assert s.play_turn(turn) == [] and 0 not in s.ticks
    assert s.next_turn().kind is TurnKind.PERSON  # type: ignore[union-attr]


def test_a_pre_action_waits_through_the_draw() -> None:
    s = cash_table(2, {0: "Ann"})
    s.deal()
    while (turn := s.next_turn()) is not None and not (
            turn.legal.phase is Phase.DRAW and turn.seat == 0):
        if turn.kind is TurnKind.PERSON:
            s.act(passive(turn.legal))
        else:
            s.run_until_person()
    assert turn is not None
    s.tick(0, PreAction.CHECK)
    turn = s.next_turn()
    assert turn is not None and turn.kind is TurnKind.PERSON  # the draw is his own decision
    assert 0 in s.ticks  # the box waits for the next betting round


def test_a_forced_show_is_played_by_the_session() -> None:
    s = cash_table(2, {0: "Ann", 1: "Boris"})
    s.deal()
    kinds: set[TurnKind] = set()
    while (turn := s.next_turn()) is not None:
        kinds.add(turn.kind)
        if turn.automatic:
            s.play_turn(turn)
        else:
            s.act(passive(turn.legal))
    assert s.hand is not None and s.hand.is_over
    assert TurnKind.PERSON in kinds


def test_the_hands_end_teaches_the_computers_once() -> None:
    s = cash_table(3, {0: "Ann"})
    hand = play_hand(s)
    seen = [p.seen for p in s.policies.values()]  # type: ignore[attr-defined]
    assert seen == [1, 1]
    again = s.finish_hand()
    assert again.hand is hand and again.reasons == []
    assert [p.seen for p in s.policies.values()] == [1, 1]  # type: ignore[attr-defined]
    assert s.hands_done == 1


def test_acting_with_no_hand_or_finishing_a_running_one_is_refused() -> None:
    s = cash_table(2, {0: "Ann"})
    with pytest.raises(ValueError, match="no hand"):
        s.act(Action(0, ActionType.CHECK))
    s.deal()
    with pytest.raises(ValueError, match="no hand is over"):
        s.finish_hand()
    with pytest.raises(ValueError, match="decided by its player"):
        s.run_until_person()
        s.play_turn(s.next_turn())  # type: ignore[arg-type]
