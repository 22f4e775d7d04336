"""Pass and play: several people at one table (with or without computer players). The
session says whose turn it is and which person is to act, when the screen must be passed
to another person, and plays each person's draw, show or muck, busted choice and
pre-actions; the table plays for table chips only (no profile's bankroll moves)."""

from __future__ import annotations

import pytest

from drawpoker.engine import Action, ActionType, LegalActions, Phase, PlayerActed, PreAction
from drawpoker.engine.events import Discarded, Mucked
from drawpoker.session.table.busted import Busted
from drawpoker.session.table.deciders import TurnKind
from tests.support.sessions import HOUSE, cash_table, passive, play_hand

PEOPLE = {0: "Ann", 1: "Boris", 2: "Clara"}


class NoProfile:
    """A profile that must not be touched by a hot-seat table."""

    def refill(self, target: int) -> int:
        raise AssertionError("a hot-seat table gave a fresh bankroll")

    def player(self) -> object:
        raise AssertionError("a hot-seat table read the profile")


def _person_plays(legal: LegalActions, hand: object) -> Action:
    """Ann draws two cards, Boris stands pat, Clara draws one and mucks when she may;
    everybody checks or calls, Ann raises once a round when she can."""
    seat = legal.seat
    own = list(hand.view(seat).own_cards)  # type: ignore[attr-defined]
    if legal.phase is Phase.DRAW:
        n = {0: 2, 1: 0, 2: 1}[seat]
        return Action(seat, ActionType.DRAW, discard=tuple(own[:min(n, legal.max_discard)]))
    if legal.phase is Phase.SHOWDOWN and seat == 2 and legal.allows(ActionType.MUCK):
        return Action(seat, ActionType.MUCK)
    if seat == 0 and legal.allows(ActionType.RAISE):
        return Action(seat, ActionType.RAISE, to=legal.min_to)
    return passive(legal)


def test_three_people_and_a_computer_play_several_hands_passing_the_screen() -> None:
    s = cash_table(4, PEOPLE, practice=True, bankroll=HOUSE)
    s.profile_of = NoProfile  # type: ignore[assignment]
    assert s.persons == [0, 1, 2] and s.person_name(1) == "Boris"
    total = sum(s.stacks)
    passed_to: list[str] = []
    handed_at: set[Phase] = set()  # the phases a person was handed the screen in
    mucks = draws = 0
    rebought = 0
    for _hand in range(8):
        s.deal()
        s.tick(1, PreAction.CHECK_FOLD)  # Boris ticks Check/Fold before the first round
        while True:
            s.run_until_person()
            turn = s.next_turn()
            if turn is None:
                break
            assert turn.kind is TurnKind.PERSON and turn.person == PEOPLE[turn.seat]
            if s.needs_hand_off(turn):
                passed_to.append(turn.person)
                handed_at.add(turn.legal.phase)
                s.hand_off(turn.seat)
            assert not s.needs_hand_off(turn) and s.viewer == turn.seat
            s.act(_person_plays(turn.legal, s.hand))
        hand = s.hand
        assert hand is not None and hand.is_over
        s.finish_hand()
        boris = [e.kind for e in hand.events if isinstance(e, PlayerActed) and e.seat == 1]
        assert not boris or boris[0] in (ActionType.CHECK, ActionType.FOLD)  # his box played
        for e in hand.events:
            if isinstance(e, Discarded) and e.seat in PEOPLE:
                assert e.count == {0: 2, 1: 0, 2: 1}[e.seat]  # each his own draw
                draws += 1
            if isinstance(e, Mucked):
                assert e.seat == 2  # only Clara mucks
                mucks += 1
        for seat in s.persons:
            if s.stacks[seat] == 0:
                assert s.busted(seat).kind is Busted.PRACTICE_REBUY
                rebought += s.take_busted(seat)[2]
        assert sum(s.stacks) == total + rebought  # table chips only, none lost
    assert set(passed_to) == set(PEOPLE.values())
    # each person's betting, draw and showdown decision came after his own hand-off
    assert {Phase.DRAW, Phase.SHOWDOWN} <= handed_at and draws and mucks
    assert s.hands_done == 8


def test_one_person_never_needs_a_hand_off() -> None:
    s = cash_table(3, {0: "Ann"})
    s.deal()
    s.run_until_person()
    turn = s.next_turn()
    assert turn is not None and not s.needs_hand_off(turn)


def test_the_same_persons_next_turn_needs_no_hand_off() -> None:
    s = cash_table(2, {0: "Ann", 1: "Boris"}, practice=True, bankroll=HOUSE)
    s.deal()
    turn = s.next_turn()
    assert turn is not None and s.needs_hand_off(turn)
    s.hand_off(turn.seat)
    s.act(passive(turn.legal))
    nxt = s.next_turn()
    assert nxt is not None and nxt.seat != turn.seat and s.needs_hand_off(nxt)


def test_only_a_person_can_be_handed_the_screen() -> None:
    s = cash_table(3, {1: "Boris"})
    with pytest.raises(ValueError, match="not a person"):
        s.hand_off(0)


def _bust(s: object, seat: int, to: int) -> None:
    """Between hands, ``seat``'s whole stack goes to seat ``to`` (chips kept)."""
    seats = s.table.seats  # type: ignore[attr-defined]
    seats[to].stack += seats[seat].stack
    seats[seat].stack = 0


def test_each_persons_sit_out_and_auto_rebuy_boxes_are_his_own() -> None:
    s = cash_table(4, PEOPLE, practice=True, bankroll=HOUSE)
    s.set_sit_out(1, True)
    _bust(s, 2, 3)
    s.set_auto_rebuy(2, True)
    assert s.between_hands() == []  # Boris sits out by his wish, Clara rebuys by hers
    s.deal()
    hand = s.hand
    assert hand is not None
    assert not hand.dealt_in[1] and hand.dealt_in[0] and hand.dealt_in[2]
    assert s.stacks[2] > 0 and not s.table.seats[0].sitting_out


def test_a_busted_person_is_asked_between_hands_and_rebuys_table_chips() -> None:
    s = cash_table(4, PEOPLE, practice=True, bankroll=HOUSE)
    s.profile_of = NoProfile  # type: ignore[assignment]
    _bust(s, 1, 3)
    assert s.between_hands() == [1]
    offer = s.busted(1)
    assert offer.kind is Busted.PRACTICE_REBUY and offer.chips == 200
    assert s.take_busted(1) == (Busted.PRACTICE_REBUY, 0, 200)
    assert s.between_hands() == [] and s.stacks[1] == 200


def test_a_busted_person_who_stands_up_is_left_out_and_the_table_goes_on() -> None:
    s = cash_table(4, PEOPLE, practice=True, bankroll=HOUSE)
    _bust(s, 1, 3)
    s.stand_up(1)
    assert s.between_hands() == [] and s.persons_playing() == [0, 2]
    s.deal()
    assert s.hand is not None and not s.hand.dealt_in[1]
    _bust(s, 0, 3)
    _bust(s, 2, 3)
    s.stand_up(0)
    s.stand_up(2)
    assert s.persons_playing() == []


def test_a_person_sitting_out_is_asked_between_hands_to_sit_in() -> None:
    s = cash_table(4, PEOPLE, practice=True, bankroll=HOUSE)
    s.set_sit_out(2, True)
    s.deal()
    assert s.between_hands() == []  # a hand in play: nobody is asked
    s.play_out()
    s.finish_hand()
    assert s.between_hands() == [2]
    s.set_sit_out(2, False)
    assert s.between_hands() == []


def test_each_finished_hand_is_handed_on_as_a_replayable_history() -> None:
    """A pass-and-play table keeps its hands (``on_history``) apart from any profile: each
    finished hand's scenario document names the people and replays to the same chips."""
    from drawpoker.persistence.history import replay

    s = cash_table(4, PEOPLE, practice=True, bankroll=HOUSE)
    s.profile_of = NoProfile  # type: ignore[assignment]
    kept: list[dict[str, object]] = []
    s.on_history = kept.append
    for _hand in range(3):
        play_hand(s, passive)
    assert len(kept) == 3
    doc = kept[-1]
    assert [seat["name"] for seat in doc["seats"]][:3] == ["Ann", "Boris", "Clara"]  # type: ignore[index]
    table, hands, _rng = replay(doc)
    assert hands[-1].is_over
    assert [seat.stack for seat in table.seats] == s.stacks


def test_each_persons_ticked_box_plays_his_own_turn_without_the_screen() -> None:
    s = cash_table(4, PEOPLE, practice=True, bankroll=HOUSE)
    s.deal()
    s.tick(0, PreAction.CHECK_FOLD)
    s.tick(2, PreAction.CALL_ANY)
    asked: list[int] = []
    while (turn := s.next_turn()) is not None and turn.legal.phase is Phase.FIRST_BETTING:
        if turn.kind is TurnKind.PERSON:
            asked.append(turn.seat)
            s.hand_off(turn.seat)
            s.act(passive(turn.legal))
        elif turn.kind is TurnKind.COMPUTER:
            s.computer_acts(turn.legal, *s.decide(turn))
        else:
            assert turn.kind is TurnKind.PRE_ACTION and turn.seat in (0, 2)
            s.play_turn(turn)
    hand = s.hand
    assert hand is not None and asked == [1]  # only Boris was handed the screen
    first = {e.seat: e.kind for e in reversed(hand.events) if isinstance(e, PlayerActed)}
    assert first[0] in (ActionType.CHECK, ActionType.FOLD)
    assert first[2] in (ActionType.CHECK, ActionType.CALL)
    assert 0 not in s.ticks and 2 not in s.ticks  # each box played once
