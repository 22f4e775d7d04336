"""The engine's speed-ups change nothing: the quick legality check in ``Hand.act`` only ever
says yes where ``why_illegal`` does, and the pot arithmetic matches its plain definition
(docs/rules.md §3.4, §3.8) on random inputs."""

from __future__ import annotations

import random

import pytest

from drawpoker.engine import Action, ActionType, Hand, IllegalAction, LegalActions, Pot
from drawpoker.engine.agents import random_legal_action
from drawpoker.engine.legality import plainly_legal
from drawpoker.engine.pots import build_pots, split_pot, uncalled
from tests.support.play import random_illegal, random_rules

A = ActionType


def _odd_variants(hand: Hand, legal: LegalActions, good: Action,
                  rng: random.Random) -> list[Action]:
    """Near misses of a legal action: wrong types, amounts one chip out, other kinds."""
    seat = legal.seat
    out = [
        Action(True if seat == 1 else seat, good.kind, good.to, good.discard),
        Action(float(seat), good.kind, good.to, good.discard),  # type: ignore[arg-type]
        Action(seat, good.kind.value, good.to, good.discard),  # type: ignore[arg-type]
        Action((seat + 1) % hand.n, good.kind, good.to, good.discard),
    ]
    for kind in (A.BET, A.RAISE):
        for to in (legal.min_to - 1, legal.min_to, legal.max_to, legal.max_to + 1,
                   legal.allin_to, legal.allin_to + 1, None, True, float(legal.min_to)):
            out.append(Action(seat, kind, to))  # type: ignore[arg-type]
    for kind in A:
        out.append(Action(seat, kind))
    if legal.max_discard:
        cards = hand.hands[seat]
        out.append(Action(seat, A.DRAW, discard=tuple(cards[:legal.max_discard + 1])))
        out.append(Action(seat, A.DRAW, discard=(cards[0], cards[0])))
        out.append(Action(seat, A.DRAW, discard=tuple(rng.sample(cards, legal.max_discard))))
    return out


@pytest.mark.parametrize("seed", range(40))
def test_quick_yes_only_where_why_illegal_says_legal(seed: int) -> None:
    rng = random.Random(seed)
    rules = random_rules(rng)
    n = rng.randint(2, 8)
    seats = [(f"P{i}", rng.choice([0, 5, 60, 300, 1000])) for i in range(n)]
    seats[0], seats[1] = ("P0", 200), ("P1", 400)
    hand = Hand(rules, seats, rng.randrange(n), rng, ask_showdown=rng.random() < 0.5)
    hand.start()
    quick_yes = 0
    while not hand.is_over:
        legal = hand.legal_actions()
        assert legal is not None
        good = random_legal_action(legal, hand.hands[legal.seat], rng, fold_weight=0.3)
        candidates = [good, random_illegal(hand, rng), *_odd_variants(hand, legal, good, rng)]
        for action in candidates:
            reason = hand.why_illegal(action)
            if plainly_legal(hand, action):
                quick_yes += 1
                assert reason is None, (action, reason)
            elif reason is not None:
                with pytest.raises(IllegalAction) as caught:
                    hand.act(action)
                assert caught.value.reason == reason
        # the agent's own actions are well formed: the quick path takes them
        assert plainly_legal(hand, good)
        hand.act(good)
    assert quick_yes > 0


def _build_pots_reference(contributions: list[int], live: list[bool], all_in: list[bool],
                          dead: int) -> list[Pot]:
    """build_pots written the plain way (the definition in its docstring)."""
    n = len(contributions)
    levels = sorted({contributions[i] for i in range(n) if live[i] and all_in[i]})
    top = max((contributions[i] for i in range(n) if live[i]), default=0)
    if not levels or levels[-1] < top:
        levels.append(top)
    pots: list[Pot] = []
    previous = 0
    for level in levels:
        amount = sum(min(c, level) - previous for c in contributions if c > previous)
        eligible = tuple(i for i in range(n) if live[i] and contributions[i] >= level)
        if amount > 0 or (not pots and dead > 0):
            pots.append(Pot(amount, eligible))
        previous = level
    extra = sum(c - previous for c in contributions if c > previous)
    if extra:
        if pots:
            pots[-1] = Pot(pots[-1].amount + extra, pots[-1].eligible)
        else:
            pots.append(Pot(extra, tuple(i for i in range(n) if live[i])))
    if dead:
        if pots:
            pots[0] = Pot(pots[0].amount + dead, pots[0].eligible)
        else:
            pots.append(Pot(dead, tuple(i for i in range(n) if live[i])))
    return pots


def test_pot_arithmetic_matches_its_plain_definition() -> None:
    rng = random.Random(11)
    for _ in range(20_000):
        n = rng.randint(2, 8)
        contributions = [rng.choice([0, 0, 5, 10, 25, 40, 100, rng.randint(0, 300)])
                         for _ in range(n)]
        live = [rng.random() < 0.7 for _ in range(n)]
        all_in = [lv and rng.random() < 0.4 for lv in live]
        dead = rng.choice([0, 0, 3, 50])
        got = build_pots(contributions, live, all_in, dead)
        assert got == _build_pots_reference(contributions, live, all_in, dead)
        assert sum(p.amount for p in got) == sum(contributions) + dead
        top_seat = max(range(n), key=lambda i: contributions[i])
        second = max((b for i, b in enumerate(contributions) if i != top_seat), default=0)
        want = (top_seat, contributions[top_seat] - second) \
            if contributions[top_seat] > second else None
        assert uncalled(contributions) == want
        winners = sorted(rng.sample(range(n), rng.randint(1, n)))
        amount = rng.randint(0, 500)
        button = rng.randrange(n)
        shares = split_pot(amount, winners, button, n)
        assert sum(a for _, a in shares) == amount
        order = sorted(winners, key=lambda s: (s - button - 1) % n)
        assert [s for s, _ in shares] == order
        assert max(a for _, a in shares) - min(a for _, a in shares) <= 1
