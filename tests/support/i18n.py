"""The languages of the catalogs, and a seat's view at the draw for the translated reasons."""

from __future__ import annotations

import random

from drawpoker.cards import Card, parse_cards

LANGS = ["en", "ru", "sk", "de"]


# ------------------------------------------------------------------- AI reasons
def draw_view(me_cards: str, opp_cards: str, opp_discard: int):
    """Seat 0's view at the draw of a heads-up hand dealt ``me_cards`` against ``opp_cards``, both
    having checked and the opponent having drawn ``opp_discard`` cards."""
    from drawpoker.engine import Action, ActionType, TableRules
    from drawpoker.engine.hand import Hand

    mine, theirs = parse_cards(me_cards), parse_cards(opp_cards)
    used = set(mine) | set(theirs)
    stub = [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs") if c not in used]
    hand = Hand(TableRules(), [("AI", 100), ("Opp", 100)], 0, random.Random(3),
                hole={0: mine, 1: theirs}, stub=stub)
    hand.start()
    hand.act(Action(1, ActionType.CHECK))
    hand.act(Action(0, ActionType.CHECK))
    hand.act(Action(1, ActionType.DRAW, discard=tuple(theirs[:opp_discard])))
    return hand.view(0)
