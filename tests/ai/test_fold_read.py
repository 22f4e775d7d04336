"""Issue 14: the hard level reads an opponent's folds after the draw by strength, not as a
fixed share of whatever he holds (drawpoker/ai/ranges.py, Level.fold_by_strength)."""

from __future__ import annotations

import random

from drawpoker.ai.mode import Mode
from drawpoker.ai.personalities import level
from drawpoker.ai.ranges import continuing, opponent_ranges
from drawpoker.ai.tables import tables_for
from drawpoker.cards import Card, parse_cards
from drawpoker.engine import Action, ActionType, Phase, PlayerView, TableRules
from drawpoker.engine.hand import Hand


def _after_the_draw(drawn: int) -> PlayerView:
    """Heads-up, both checked before the draw; the Bot (seat 0) drew ``drawn`` cards, the
    AI (seat 1) one; the AI's view in the second betting round."""
    me, bot = parse_cards("Ac Ad Kh 9s 2c"), parse_cards("7c 7d 5h 5s 3c")
    stub = [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs") if c not in me + bot]
    hand = Hand(TableRules(), [("Bot", 50), ("AI", 50)], 1, random.Random(1),
                hole={0: bot, 1: me}, stub=stub, ask_showdown=False, hand_no=7)
    hand.start()
    hand.act(Action(0, ActionType.CHECK))
    hand.act(Action(1, ActionType.CHECK))
    hand.act(Action(0, ActionType.DRAW, discard=tuple(bot[5 - drawn:])))
    hand.act(Action(1, ActionType.DRAW, discard=(me[-1],)))
    view = hand.view(1)
    assert view.phase == Phase.SECOND_BETTING
    return view


def _goes_on(key: str, drawn: int, share: float) -> float:
    """The share of the Bot's range that goes on against a bet, for a player who folds
    ``1 - share`` of the bets he faces after the draw, as level ``key`` reads it."""
    tables = tables_for(Mode.of(TableRules()))
    dist, start = opponent_ranges(_after_the_draw(drawn), tables, level(key), None)[0]
    return continuing(dist, start, share)[0]


def test_a_strong_draw_count_folds_less_to_hard_and_a_weak_one_more() -> None:
    """The Bot folds half the bets he faces after the draw. Hard reads that as the weaker
    half of the hands he reaches the draw with: standing pat (a made hand) he nearly
    always goes on; after drawing one card (mostly a straight or flush draw that missed)
    less than half the time; after drawing three (a pair, which stays a pair) more than
    half. Medium reads it as the same half of whatever he holds."""
    hard = {d: _goes_on("hard", d, 0.5) for d in (0, 1, 3)}
    medium = {d: _goes_on("medium", d, 0.5) for d in (0, 1, 3)}
    assert hard[0] > 0.9
    assert hard[1] < 0.45
    assert 0.55 < hard[3] < 0.9
    for d in (0, 1, 3):
        assert abs(medium[d] - 0.5) < 0.02
