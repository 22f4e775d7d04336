"""How a table of computer players behaves: check-arounds and uncontested bets.

A quick behavioural measurement for multiway tables (the default table is you + 5): in
how many hands nobody bets at all (the hand is checked around every round), and what
share of the bets and raises take the pot at once because everybody folds. A table where
betting is an easy win, or where nobody ever bets, shows up here. Used by
``tests/ai/test_multiway.py`` and ``tools/ai_strength_report.py``; the sensible ranges
are documented in docs/ai-strength.md.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from drawpoker.ai.factory import make_player
from drawpoker.cards import full_deck
from drawpoker.engine import ActionType, BettingRoundStarted, PlayerActed, TableRules
from drawpoker.engine.hand import Hand

_AGGRESSIVE = (ActionType.BET, ActionType.RAISE)


@dataclass(frozen=True, slots=True)
class Behaviour:
    """Counts from a run of hands.

    Attributes:
        hands: hands played (a jackpots redeal counts as a hand of its own).
        checked_around: hands in which nobody bet or raised in any betting round.
        bets: bets and raises made (an all-in above the bet counts as one).
        uncontested: bets and raises that won the pot at once (everybody else folded).
        showdowns: hands that reached the showdown.
    """

    hands: int
    checked_around: int
    bets: int
    uncontested: int
    showdowns: int

    @property
    def checked_around_share(self) -> float:
        """Share of hands checked around (0..1)."""
        return self.checked_around / max(self.hands, 1)

    @property
    def uncontested_share(self) -> float:
        """Share of bets and raises that won uncontested (0..1)."""
        return self.uncontested / max(self.bets, 1)


def table_behaviour(specs: Sequence[str], rules: TableRules, hands: int, seed: int) -> Behaviour:
    """Play ``hands`` independent hands with ``specs`` seated in order and count.

    Each hand starts from stacks of the table's maximum buy-in, the button moving on.

    Args:
        specs: one player spec per seat (``make_player`` specs), 2 to 8.
        rules: the table rules.
        hands: hands to play (>= 1).
        seed: seeds the deals and the players' random choices.

    Raises:
        ValueError: bad spec, seat count or hand count.
    """
    n = len(specs)
    if not 2 <= n <= 8:
        raise ValueError(f"specs: a table has 2 to 8 seats, got {n}")
    if hands < 1:
        raise ValueError("hands must be at least 1")
    players = [make_player(s) for s in specs]
    unit = rules.ante if rules.ante > 0 else max(rules.big_blind, 1)
    stack = rules.max_buy_in * unit
    jokers = 1 if rules.wild in ("joker", "bug") else 0
    checked = bets = uncontested = showdowns = 0
    for h in range(hands):
        deck = full_deck(jokers)
        random.Random(seed * 1_000_003 + h).shuffle(deck)
        hand = Hand(rules, [(f"P{i + 1}", stack) for i in range(n)], h % n,
                    random.Random(seed + h), hole={s: deck[5 * s: 5 * s + 5] for s in range(n)},
                    stub=deck[5 * n:], hand_no=h + 1, ask_showdown=False)
        hand.start()
        rngs = [random.Random(seed * 31 + h * 8 + i) for i in range(n)]
        while not hand.is_over:
            s = hand.to_act
            assert s is not None
            hand.act(players[s].decide(hand.view(s), rngs[s]).action)
        for s in range(n):
            obs = getattr(players[s], "observe", None)
            if obs is not None:
                obs(hand.view(s))
        any_bet = False
        pending = False
        current = 0
        for ev in hand.view(0).events:
            if isinstance(ev, BettingRoundStarted):
                pending = False
                current = 0
            elif isinstance(ev, PlayerActed):
                aggressive = ev.kind in _AGGRESSIVE or (
                    ev.kind == ActionType.ALLIN and ev.to > current)
                if aggressive:
                    any_bet = True
                    bets += 1
                    pending = True
                elif ev.kind != ActionType.FOLD:
                    pending = False
                current = max(current, ev.to or 0)
        result = hand.result
        assert result is not None
        if result.outcome == "uncontested" and pending:
            uncontested += 1
        if result.outcome == "showdown":
            showdowns += 1
        if not any_bet:
            checked += 1
    return Behaviour(hands, checked, bets, uncontested, showdowns)
