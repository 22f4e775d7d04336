"""Ranges read from the betting before the draw (:mod:`drawpoker.ai.ranges`)."""

from __future__ import annotations

import random

from drawpoker.ai.mode import Mode
from drawpoker.ai.personalities import level
from drawpoker.ai.ranges import opponent_ranges
from drawpoker.ai.tables import tables_for
from drawpoker.cards import full_deck
from drawpoker.engine import Action, ActionType, TableRules
from drawpoker.engine.hand import Hand


def test_a_reraise_over_an_opening_bet_is_read_within_the_bettors_range() -> None:
    """Seat 0 opens, seat 1 raises, seat 2 folds, seat 0 raises again. A typical player
    re-raises a quarter of the hands he opened with (a third of his hands): the top
    tenth of the hands dealt, stronger than the raise over an opening (the top 15 %).
    Read against the hands dealt instead, the re-raise would be the top quarter."""
    rules = TableRules()
    deck = full_deck(0)
    random.Random(1).shuffle(deck)
    hand = Hand(rules, [("A", 50), ("B", 50), ("C", 50)], 2, random.Random(1),
                hole={s: deck[5 * s:5 * s + 5] for s in range(3)}, stub=deck[15:],
                hand_no=1, ask_showdown=False)
    hand.start()
    hand.act(Action(0, ActionType.BET, to=3))
    hand.act(Action(1, ActionType.RAISE, to=9))
    hand.act(Action(2, ActionType.FOLD))
    hand.act(Action(0, ActionType.RAISE, to=27))
    view = hand.view(2)
    tables = tables_for(Mode.of(rules))
    ranges = opponent_ranges(view, tables, level("hard"), None)
    reraise = float(ranges[0][0] @ tables.pct)
    raise_over_open = float(ranges[1][0] @ tables.pct)
    assert reraise > raise_over_open + 0.02, (reraise, raise_over_open)
