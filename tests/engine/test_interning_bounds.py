"""The engine's shared frozen values stay within their bounds however many hands are played
(issue #17: "no growth across a 300-hand demo after warm-up; the caches have bounds").

The tables keyed by amounts (``LegalActions``, ``PlayerActed``, hand descriptions) meet new
keys every hand as the stacks move: with a bound of 100,000 they grew by about 0.8 MB over
200 demo hands; they are now emptied past ``interning.MAX_ENTRIES``.
"""

from __future__ import annotations

import random
import tracemalloc

from drawpoker.engine import Hand, TableRules, interning
from drawpoker.engine.agents import random_legal_action


def play(hands: int, rng: random.Random) -> None:
    """``hands`` no-limit hands of six random players whose stacks carry over (rebought at
    zero), so the amounts keep changing as in a long session."""
    rules = TableRules.from_dict({"structure": "no-limit", "small_blind": 5, "big_blind": 10})
    stacks = [rng.randrange(200, 3000) for _ in range(6)]
    for k in range(hands):
        hand = Hand(rules, [(f"P{i}", s or 1000) for i, s in enumerate(stacks)], k % 6, rng,
                    ask_showdown=False)
        hand.start()
        while not hand.is_over:
            legal = hand.legal_actions()
            assert legal is not None
            hand.act(random_legal_action(legal, hand.hands[legal.seat], rng))
        stacks = list(hand.stacks)


def test_the_tables_keyed_by_amounts_stay_within_their_bound() -> None:
    rng = random.Random(11)
    play(400, rng)
    for _ in range(3):
        play(200, rng)
        assert len(interning.LEGAL) <= interning.MAX_ENTRIES + 1
        assert len(interning._ACTED) <= interning.MAX_ENTRIES + 1
        assert len(interning.DESCRIPTIONS) <= interning.MAX_ENTRIES + 1
    assert interning.MAX_ENTRIES <= 4096, "a bound this loose grows by megabytes"


def test_the_card_event_tables_have_their_fixed_size() -> None:
    play(300, random.Random(12))
    assert len(interning.DEALT) == len(interning.REPLACED) == 8 * 53 * 5


def test_many_hands_after_a_warm_up_allocate_no_lasting_memory() -> None:
    rng = random.Random(13)
    play(300, rng)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        play(600, rng)
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    # the tables emptied past their bound may stand fuller or emptier than before:
    # at most MAX_ENTRIES LegalActions of about 600 bytes each (a real leak, 100,000 kept,
    # grows by some 3 MB over these hands)
    assert grown < interning.MAX_ENTRIES * 700, f"{grown / 1024:.0f} KB kept by 600 hands"
