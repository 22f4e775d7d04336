"""The computer players' decisions, pinned: a SHA-256 of every action, amount, discard,
reason and random-number state over a fixed set of deals.

Speed work on the AI (caches, lookup tables, vectorised odds) must leave every decision
exactly as it was; this test fails on any change of play, however small (one chip of a
bet, one card of a draw, one word of a reason, one extra draw from the ``random.Random``).

The constants change only when play changes on purpose (a stronger AI, a new reason
text): then rerun this file, check that the change is the intended one (e.g. with
``tools/ai_strength_report.py``) and paste the new digests printed by the failure.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence

import pytest

from drawpoker.ai import make_player
from drawpoker.engine import TableRules
from drawpoker.engine.hand import Hand

SIX_HARD = ["hard:shark", "hard:maniac", "hard:rock", "hard:station", "hard:trickster",
            "hard:shark"]

#: (name, rules, player specs, deals, seed)
TABLES: list[tuple[str, TableRules, list[str], int, int]] = [
    ("six hard seats", TableRules(), SIX_HARD, 40, 1),
    ("hard vs medium", TableRules(), ["hard:shark", "medium:trickster"], 40, 2),
    ("hard vs patbettor", TableRules(), ["hard:shark", "patbettor"], 30, 3),
    ("hard vs sticky", TableRules(), ["hard:rock", "sticky"], 30, 4),
    ("deuces wild", TableRules(wild="deuces"), ["hard:shark", "hard:maniac", "medium:rock"],
     20, 5),
    ("ace-to-five, joker", TableRules(game="ace-to-five", wild="joker"),
     ["hard:station", "hard:shark", "easy:maniac"], 12, 6),
    ("deuce-to-seven", TableRules(game="deuce-to-seven"), ["hard:trickster", "hard:rock"],
     30, 7),
]

#: the digest per table on the current play (see the module docstring before changing one)
EXPECTED = {
    "six hard seats":
        "91b2aa0b35631696d505a147c243649c3b273620c2f0180330e6457f6f0d53e0",
    "hard vs medium":
        "91574a080bb8ba4261631485d18803bc33f1072041e53d823f1fa4f6a9ce08ca",
    "hard vs patbettor":
        "00eb61f6d4919f70a57c593fb1482e08cfdbee75d28ffff1c793504a8fe4e823",
    "hard vs sticky":
        "6a428243a54eb468000c935c0fea1a905611a8454f571f3bf5e83d782c929207",
    "deuces wild":
        "93a7ad15b522efa15d67a474127823e5de3516d75c75ff302fec7ad19c636a21",
    "ace-to-five, joker":
        "cd644e665dbe211f694f2ab515fbb9bf8f525f572d8af7824cf973e5e909fc67",
    "deuce-to-seven":
        "067146cb298ee2ce2711e8afdbd7f574fe31b69e4fe1d17d950e395fc7cbfa71",
}


def play_log(rules: TableRules, specs: Sequence[str], deals: int, seed: int) -> tuple[str, int]:
    """(SHA-256 of the decision log, decisions) of ``deals`` hands; the players are kept
    from hand to hand (their opponent models learn) and see every hand's end."""
    n = len(specs)
    players = [make_player(s) for s in specs]
    rngs = [random.Random(seed * 101 + p) for p in range(n)]
    stacks = [50] * n
    digest = hashlib.sha256()
    decisions = 0
    for deal in range(deals):
        hand = Hand(rules, [(f"P{s}", stacks[s] if stacks[s] > 0 else 50) for s in range(n)],
                    deal % n, random.Random(seed * 1_000 + deal), hand_no=deal + 1,
                    ask_showdown=False)
        hand.start()
        while not hand.is_over:
            s = hand.to_act
            assert s is not None
            d = players[s].decide(hand.view(s), rngs[s])
            a = d.action
            cards = " ".join(str(c) for c in a.discard)
            state = hashlib.sha256(repr(rngs[s].getstate()).encode()).hexdigest()[:16]
            digest.update(f"{deal}|{s}|{a.kind}|{a.to}|{cards}|{d.reason}|{state}\n".encode())
            decisions += 1
            hand.act(a)
        for s in range(n):
            observe = getattr(players[s], "observe", None)
            if observe is not None:
                observe(hand.view(s))
        result = hand.result
        assert result is not None
        stacks = list(result.stacks)
        digest.update(f"{deal}|{result.outcome}|{stacks}\n".encode())
    return digest.hexdigest(), decisions


@pytest.mark.parametrize("name, rules, specs, deals, seed", TABLES, ids=[t[0] for t in TABLES])
def test_decisions_unchanged(name: str, rules: TableRules, specs: list[str], deals: int,
                             seed: int) -> None:
    got, decisions = play_log(rules, specs, deals, seed)
    assert decisions >= 100, f"{name}: only {decisions} decisions"
    assert got == EXPECTED[name], f"{name}: play changed; new digest {got!r}"
