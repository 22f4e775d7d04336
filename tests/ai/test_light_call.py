"""Hard's call before the draw that the bluffs after it pay for (AIPlayer._steal): on the
button, heads-up, facing the opening bet, against a player who folds when he checks after
the draw and is bet into."""

from __future__ import annotations

import random

from drawpoker.ai import make_player
from drawpoker.ai.player import LOOSE_FOLDS, AIPlayer
from drawpoker.cards import Card, parse_cards
from drawpoker.engine import Action, ActionType, TableRules
from drawpoker.engine.hand import Hand
from tests.support.heads_up import learn_against

JUNK = "Kc Qd 9h 6s 3c"


def _facing_the_opening(ai: AIPlayer, mine: str) -> ActionType:
    """The AI (seat 1, on the button) holds ``mine`` and faces the Bot's bet of 2 into
    the antes; its answer."""
    me, bot = parse_cards(mine), parse_cards("8c 8d 5h 4d 2s")
    stub = [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs") if c not in me + bot]
    hand = Hand(TableRules(), [("Bot", 50), ("AI", 50)], 1, random.Random(1),
                hole={0: bot, 1: me}, stub=stub, ask_showdown=False, hand_no=9999)
    hand.start()
    hand.act(Action(0, ActionType.BET, to=2))
    return ai.decide(hand.view(1), random.Random(3)).action.kind


def _taught(bot: str) -> AIPlayer:
    ai = make_player("hard:shark")
    assert isinstance(ai, AIPlayer)
    learn_against(ai, bot, 600, seed=5)
    return ai


def test_a_player_who_folds_when_checked_and_bet_into_is_called_light_on_the_button() -> None:
    """Against ``tag`` (checks all but two pair after the draw, then folds one pair to a
    bettor who drew two or fewer) hard learns over 600 deals that it folds when bet into
    after checking and calls its opening bet with king high, which a fresh player folds."""
    fresh = make_player("hard:shark")
    assert isinstance(fresh, AIPlayer)
    assert _facing_the_opening(fresh, JUNK) == ActionType.FOLD
    ai = _taught("tag")
    assert ai.model.checked_fold("Bot", 2) >= LOOSE_FOLDS
    assert _facing_the_opening(ai, JUNK) == ActionType.CALL


def test_a_player_who_calls_after_checking_gets_no_light_call() -> None:
    """Against ``sticky`` (never folds a pair) the read stays low and king high folds."""
    ai = _taught("sticky")
    assert ai.model.checked_fold("Bot", 2) < LOOSE_FOLDS
    assert _facing_the_opening(ai, JUNK) == ActionType.FOLD
