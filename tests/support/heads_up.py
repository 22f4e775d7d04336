"""Heads-up training for tests of the opponent model: a computer player plays a bot."""

from __future__ import annotations

import random
from typing import Any

from drawpoker.ai import make_player
from drawpoker.engine import TableRules
from drawpoker.engine.hand import Hand


def learn_against(ai: Any, bot_spec: str, deals: int, seed: int = 7) -> None:
    """``deals`` heads-up hands of ``ai`` (seat 1, named AI, 50 chips) against the bot
    ``bot_spec`` (seat 0, named Bot) on the default table, the button alternating; both see
    every hand's end (the showdown included). Deterministic given ``seed``."""
    bot = make_player(bot_spec)
    rules = TableRules()
    rngs = [random.Random(seed), random.Random(seed + 1)]
    for h in range(deals):
        hand = Hand(rules, [("Bot", 50), ("AI", 50)], h % 2, random.Random(seed * 1000 + h),
                    ask_showdown=False, hand_no=h + 1)
        hand.start()
        players = [bot, ai]
        while not hand.is_over:
            s = hand.to_act
            assert s is not None
            hand.act(players[s].decide(hand.view(s), rngs[s]).action)
        for s in (0, 1):
            observe = getattr(players[s], "observe", None)
            assert observe is not None
            observe(hand.view(s))
