"""The discard pick part alone: marking cards, the draw limit and the 4-with-an-ace rule
(docs/rules.md §3.5), a draw waiting for its Undo."""

from __future__ import annotations

from drawpoker.cards import parse_cards
from drawpoker.engine import Action, ActionType, LegalActions, Phase
from drawpoker.ui.table.discard_pick import DiscardPick

DRAW3 = LegalActions(seat=0, phase=Phase.DRAW, kinds=frozenset({ActionType.DRAW}), max_discard=3)
DRAW4_ACE = LegalActions(seat=0, phase=Phase.DRAW, kinds=frozenset({ActionType.DRAW}),
                         max_discard=4, four_with_ace_needed=True)
CARDS = parse_cards("As Kd 7c 4h 2s")


def test_marking_toggles_and_out_of_range_places_are_ignored() -> None:
    pick = DiscardPick()
    for k in (1, 2, 2, 9, -1):
        pick.toggle(k, DRAW3, CARDS)
    assert pick.selected == {1} and pick.reason == ""


def test_more_cards_than_the_limit_say_why() -> None:
    pick = DiscardPick()
    for k in (1, 2, 3, 4):
        pick.toggle(k, DRAW3, CARDS)
    assert pick.reason == "You may draw at most 3 cards."
    assert pick.problem(DRAW3, CARDS) == pick.reason


def test_four_cards_only_with_an_ace_kept() -> None:
    pick = DiscardPick()
    for k in (1, 2, 3, 4):
        pick.toggle(k, DRAW4_ACE, CARDS)
    assert pick.reason == ""  # the ace (place 0) is kept
    pick.toggle(4, DRAW4_ACE, CARDS)
    pick.toggle(0, DRAW4_ACE, CARDS)
    assert pick.reason == "You may draw 4 cards only when you keep an ace."
    assert pick.discards(CARDS) == tuple(CARDS[k] for k in (0, 1, 2, 3))


def test_a_held_draw_waits_its_time_then_is_released_once() -> None:
    pick = DiscardPick()
    draw = Action(0, ActionType.DRAW, discard=CARDS[1:3])
    pick.hold(draw, 1.0)
    assert not pick.tick(0.4) and pick.pending == (draw, 0.6)
    assert pick.tick(0.7)  # time is up: still waiting until released
    assert pick.release() == draw and pick.release() is None


def test_a_change_of_the_pick_or_undo_takes_a_waiting_draw_back() -> None:
    pick = DiscardPick()
    pick.hold(Action(0, ActionType.DRAW), 1.0)
    pick.toggle(0, DRAW3, CARDS)
    assert pick.pending is None
    pick.hold(Action(0, ActionType.DRAW), 1.0)
    assert pick.take_back() and not pick.take_back() and pick.selected == {0}


def test_a_new_hand_and_a_sent_draw_forget_the_pick() -> None:
    pick = DiscardPick()
    pick.toggle(0, DRAW3, CARDS)
    pick.stand_pat_asked = True
    pick.drawn("odds line")
    assert pick.selected == set() and pick.odds == "odds line"
    pick.new_hand()
    assert (pick.selected, pick.pending, pick.stand_pat_asked, pick.reason, pick.odds) == (
        set(), None, False, "", "")
