"""Random legal play, random rules and random illegal actions for engine, resume and UI tests."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import pytest

from drawpoker.ai.protocol import Decision
from drawpoker.cards import Card, full_deck
from drawpoker.engine import (
    Action,
    ActionType,
    Hand,
    LegalActions,
    Phase,
    Table,
    TableRules,
)
from drawpoker.engine.table import Seat
from drawpoker.persistence.profile import Profile, open_profile
from drawpoker.persistence.resume import (
    TableKeeper,
)
from drawpoker.session.table.dealing import deal_kept


def play_hand(rules: TableRules, players: Sequence[object], seed: int, *,
              stacks: Sequence[int] | None = None,
              hole: dict[int, list[Card]] | None = None, stub: list[Card] | None = None,
              script: dict[int, list[Action]] | None = None,
              ) -> tuple[Hand, list[tuple[int, Decision, LegalActions]]]:
    """Play one hand; seats in ``script`` replay the given actions instead of deciding."""
    n = len(players)
    stacks = stacks or [40 * max(rules.ante, rules.big_blind, 1)] * n
    hand = Hand(rules, [(f"S{i}", stacks[i]) for i in range(n)], n - 1, random.Random(seed),
                hole=hole, stub=stub, ask_showdown=True)
    hand.start()
    rngs = [random.Random(seed * 31 + i) for i in range(n)]
    log: list[tuple[int, Decision, LegalActions]] = []
    pos = {s: 0 for s in (script or {})}
    while not hand.is_over:
        s = hand.to_act
        assert s is not None
        view = hand.view(s)
        assert view.legal is not None
        if script is not None and s in script:
            action = script[s][pos[s]]
            pos[s] += 1
            if action.kind == ActionType.DRAW:
                action = Action(s, ActionType.DRAW, discard=tuple(view.own_cards[:len(action.discard)]))
            hand.act(action)
            continue
        decision = players[s].decide(view, rngs[s])  # type: ignore[attr-defined]
        why = hand.why_illegal(decision.action)
        assert why is None, f"{players[s]!r} illegal {decision.action} in {view.phase}: {why}"
        assert decision.reason.strip(), "every decision has a reason"
        log.append((s, decision, view.legal))
        hand.act(decision.action)
    return hand, log


def random_rules(rng: random.Random) -> TableRules:
    """A random valid TableRules (game, structure, stakes and the less common options) drawn with
    ``rng``."""
    structure = rng.choice(["no-limit", "pot-limit", "fixed-limit"])
    forced = rng.choice(["antes", "blinds", "both"])
    d: dict[str, Any] = {"structure": structure}
    if forced in ("antes", "both"):
        d["ante"] = rng.choice([1, 2, 5])
    if forced in ("blinds", "both"):
        d["small_blind"], d["big_blind"] = rng.choice([(1, 2), (5, 10), (10, 20)])
    elif forced == "antes":
        d["ante"] = d.get("ante", 1)
        if rng.random() < 0.3:
            d["open_requirement"] = "jacks-or-better"
        elif rng.random() < 0.3:
            d["check_around"] = "redeal"
    if "ante" not in d:
        d["ante"] = 0
    if d.get("open_requirement") is None:
        d["game"] = rng.choice(["high", "high", "ace-to-five", "deuce-to-seven"])
    d["wild"] = rng.choice(["none", "none", "joker", "bug", "deuces"])
    if d.get("game", "high") == "deuce-to-seven":
        d["wild"] = "none"
    elif d.get("game", "high") == "ace-to-five" and d["wild"] == "deuces":
        d["wild"] = "joker"
    if rng.random() < 0.3:
        d["max_draw"] = 3
        d["four_with_ace"] = rng.random() < 0.5
    elif rng.random() < 0.2:
        d["max_draw"] = 4
    if structure == "fixed-limit" and rng.random() < 0.3:
        d["raise_cap"] = rng.choice([None, 1, 4])
    d["second_round_first"] = rng.choice(["left-of-button", "last-aggressor"])
    return TableRules.from_dict(d)


def random_illegal(hand: Hand, rng: random.Random) -> Action:
    """A random action, mostly illegal (any seat, kind, amount and cards), drawn with ``rng``."""
    seat = rng.randrange(hand.n)
    kind = rng.choice(list(ActionType))
    to = rng.choice([None, 0, 1, rng.randint(0, 3000)])
    pool = full_deck(1)
    discard = tuple(rng.sample(pool, rng.randint(0, 6)))
    if hand.to_act is not None and rng.random() < 0.5:
        seat = hand.to_act
        discard = tuple(rng.sample(hand.hands[seat], rng.randint(0, 5))) + discard[:1]
    return Action(seat, kind, to, discard)


SETUP = [{"name": "You", "player": "human"}, {"name": "Bea", "player": "bot"},
         {"name": "Cy", "player": "bot"}, {"name": "Di", "player": "bot"}]


def random_action(hand: Hand, rng: random.Random) -> Action:
    """Any legal action, chosen with ``rng`` (the tests' stand-in for players)."""
    legal = hand.legal_actions()
    assert legal is not None
    seat = legal.seat
    if hand.phase is Phase.DRAW:
        k = rng.randint(0, legal.max_discard)
        if legal.four_with_ace_needed and k == legal.max_discard:
            k -= 1
        return Action(seat, ActionType.DRAW, discard=tuple(rng.sample(hand.hands[seat], k)))
    kinds = sorted(legal.kinds)
    if hand.phase is Phase.SHOWDOWN:
        return Action(seat, rng.choice(kinds))
    weights = [6 if k in (ActionType.CHECK, ActionType.CALL) else 2 for k in kinds]
    kind = rng.choices(kinds, weights)[0]
    if kind in (ActionType.BET, ActionType.RAISE):
        top = legal.max_to if rng.random() < 0.2 else min(legal.max_to, 2 * legal.min_to)
        return Action(seat, kind, to=rng.randint(legal.min_to, top))
    return Action(seat, kind)


def new_table(profile: Profile, rules: dict[str, Any], stacks: list[int], *,
              buy_in: int = 200, auto_rebuy: bool = False, button: int = 0) -> Table:
    """A TableKeeper on ``profile`` seated at a table with ``rules`` and ``stacks`` (chips per
    seat), buying in for ``buy_in`` chips."""
    seats = [Seat("You", 0, bankroll=profile.bankroll, auto_rebuy=auto_rebuy)]
    seats += [Seat(SETUP[i + 1]["name"], s) for i, s in enumerate(stacks)]
    table = Table(TableRules.from_dict(rules), seats, button)
    table.buy_in(0, buy_in)
    return table


def seated(path: Path, rules: dict[str, Any], stacks: list[int],
           **table_kw: Any) -> tuple[Profile, TableKeeper]:
    """A new profile at ``path`` (bankroll 1000) whose player sits at ``new_table``.

    Args:
        path: the profile file.
        rules / stacks / table_kw: passed to ``new_table``.

    Returns:
        ``(profile, keeper)``, the player seated at seat 0 with ``SETUP[:3]``.
    """
    prof, _ = open_profile(path, starting_bankroll=1000)
    keeper = TableKeeper(prof)
    keeper.sit_down(new_table(prof, rules, stacks, **table_kw), 0, SETUP[:3])
    return prof, keeper


def unopened_jackpots_deal(
    tmp_path: Path, rules: dict[str, Any], seeds: Iterable[int],
) -> tuple[Profile, TableKeeper, Path]:
    """Sit two seats down under jackpots ``rules`` and check a deal around until one is unopened.

    Each seed gets its own profile file ``p{seed}.sqlite3`` under ``tmp_path``; the first seed
    whose deal nobody can open ends with the redeal pending.

    Returns:
        ``(profile, keeper, path)`` of that seed, the profile still open.
    """
    for seed in seeds:
        path = tmp_path / f"p{seed}.sqlite3"
        prof, keeper = seated(path, rules, [100, 100])
        deal_kept(keeper, random.Random(seed))
        hand = keeper.hand
        assert hand is not None
        while keeper.hand is not None and ActionType.CHECK in hand.legal_actions().kinds:
            act_kept(keeper, Action(hand.to_act, ActionType.CHECK))
        if hand.result is not None and hand.result.outcome == "redeal":
            return prof, keeper, path
        prof.close()
    pytest.fail("no seed gave an unopened jackpots deal")


def min_raise_action(hand: Hand, rng: random.Random, *, discard: int = 0) -> Action:
    """A legal action of a kind chosen with ``rng``; bets and raises are the smallest
    allowed (``min_to``); at the draw the seat throws its first ``discard`` cards."""
    legal = hand.legal_actions()
    assert legal is not None
    if hand.phase is Phase.DRAW:
        return Action(legal.seat, ActionType.DRAW, discard=tuple(hand.hands[legal.seat][:discard]))
    kinds = sorted(legal.kinds)
    kind = rng.choice(kinds)
    if kind in (ActionType.BET, ActionType.RAISE):
        return Action(legal.seat, kind, to=legal.min_to)
    return Action(legal.seat, kind)


def play_out_passively(hand: Hand, prefer: Sequence[ActionType]) -> None:
    """Play ``hand`` (started) to its end: each seat takes the first kind of ``prefer`` it is
    allowed, standing pat at the draw and showing at the showdown; no bet is ever made."""
    while not hand.is_over:
        legal = hand.legal_actions()
        assert legal is not None
        kind = next(k for k in (*prefer, ActionType.DRAW, ActionType.SHOW) if k in legal.kinds)
        hand.act(Action(legal.seat, kind))


def act_kept(keeper: Any, action: Action) -> list[Any]:
    """Play ``action`` in the deal ``keeper`` keeps in progress, as the table's session
    does (it acts; the keeper journals and, at the end, records)."""
    hand = keeper.hand
    assert hand is not None, "no deal in progress"
    events = list(hand.act(action))
    keeper.acted(hand)
    return events
