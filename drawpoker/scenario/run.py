"""Play a scenario document through the engine (``drawpoker-result/1`` out), and compare a
result with the document's ``expect`` block (docs/scenario-format.md). Pure: no files, no
printing."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

from drawpoker.cards import format_cards
from drawpoker.engine.actions import Action, ActionType, IllegalAction, Phase
from drawpoker.engine.events import Event
from drawpoker.engine.hand import Hand
from drawpoker.engine.table import Table
from drawpoker.scenario.reader import Deal, fail, read_deal, read_header

RESULT_FORMAT = "drawpoker-result/1"
#: the engine's names for the blind seats -> the scenario ``positions`` keys
_BLIND_FIELDS = {"small_blind_seat": "small_blind", "big_blind_seat": "big_blind"}


def start_deal(table: Table, rng: random.Random, deal: Deal, field: str) -> tuple[Hand, list[Event]]:
    """Deal ``deal`` (the document's item at path ``field``) at ``table`` and start it.

    Returns:
        ``(hand, events)``: the started hand and the events its start produced.

    Raises:
        ScenarioError: the deal's cards or positions do not fit the table (the field is
            named: ``deals[0].hole.Ann``, ``deals[0].stub``, ``deals[0].positions.big_blind``).
    """
    try:
        hand = table.new_hand(rng, hole=deal.hole, stub=deal.stub, seed_chain=False,
                              positions=deal.positions, shuffle=deal.shuffle)
        events = hand.start()
    except ValueError as exc:
        msg = str(exc)
        where, _, rest = msg.partition(": ")
        if where.startswith("hole") and rest:
            fail(f"{field}.{where}", rest)
        if where.startswith("stub") and rest:
            fail(f"{field}.stub", rest)
        if where in _BLIND_FIELDS and rest:
            fail(f"{field}.positions.{_BLIND_FIELDS[where]}", rest)
        fail(field, msg)
    return hand, events


def _deal_summary(hand: Hand) -> dict[str, Any]:
    res = hand.result
    assert res is not None
    names = hand.names
    return {
        "outcome": res.outcome,
        "draws": {names[s]: d for s, d in res.draws.items()},
        "final": {names[s]: format_cards(c) for s, c in res.final.items()},
        "showdown_order": [names[s] for s in res.showdown_order],
        "shown": {names[s]: text for s, text in res.shown.items()},
        "returned": {names[s]: a for s, a in sorted(res.returned.items())},
        "pots": [
            {
                "amount": p.amount,
                "eligible": [names[s] for s in p.eligible],
                "winners": [names[s] for s in p.winners],
                "shares": {names[s]: a for s, a in p.shares},
            }
            for p in res.pots
        ],
        "carried": res.carried_pot,
    }


def auto_show(hand: Hand, until: int | None = None) -> None:
    """Show the hands at showdown that the file does not muck (scenario-format: ``show`` is
    optional), up to the seat ``until`` if given."""
    while hand.phase is Phase.SHOWDOWN and hand.to_act is not None and hand.to_act != until:
        hand.act(Action(hand.to_act, ActionType.SHOW))


def _showdown_done(hand: Hand, seat: int) -> str | None:
    """Why ``seat`` has nothing left to show or muck at this showdown, or ``None``."""
    if hand.shown[seat] is not None:
        return f"{hand.names[seat]} has already shown the hand."
    if seat not in hand.showdown_order[hand.showdown_pos:]:
        if hand.mucked[seat]:
            return f"{hand.names[seat]} has already mucked the hand."
        return f"{hand.names[seat]} is not in the showdown."
    return None


def _play(hand: Hand, deal: Deal, i: int, names: list[str]) -> dict[str, Any] | None:
    """Play the deal's actions; the ``error`` object of the first illegal one, or ``None``."""
    for j, action in enumerate(deal.actions):
        if action.kind is ActionType.SHOW and hand.shown[action.seat] is not None:
            continue  # already turned face up by the engine: a redundant "show"
        showing = action.kind in (ActionType.SHOW, ActionType.MUCK)
        if showing and hand.phase is Phase.SHOWDOWN:
            done = _showdown_done(hand, action.seat)
            if done is not None:  # never decide for the others to get to this seat
                return {"deal": i, "action": j,
                        "message": f"{names[action.seat]} {action.kind.value}: {done}"}
            auto_show(hand, action.seat)
        elif hand.phase is Phase.SHOWDOWN:
            auto_show(hand)
        try:
            hand.act(action)
        except IllegalAction as exc:
            return {
                "deal": i,
                "action": j,
                "message": f"{names[action.seat]} {action.kind.value}: {exc.reason}",
            }
    return None


def run_scenario(data: Any, hands: list[Hand] | None = None) -> dict[str, Any]:
    """Play a scenario (parsed JSON) and return the ``drawpoker-result/1`` object.

    Args:
        data: the scenario (``drawpoker-scenario/1``).
        hands: if given, every finished :class:`Hand` is appended to it (events, views).

    Raises:
        ScenarioError: the file is invalid (its ``field`` names where). Illegal actions do
            not raise: they end the run with ``error`` set in the result.
    """
    header = read_header(data)
    rules, names = header.rules, header.names
    rng = random.Random(header.seed)
    table = Table(rules, header.seats, header.button, ask_showdown=True)
    out_deals: list[dict[str, Any]] = []
    for i, item in enumerate(header.deals):
        field = f"deals[{i}]"
        if not isinstance(item, Mapping):
            fail(field, "must be an object")
        if not table.can_deal():
            fail(field, "fewer than two seats have chips to be dealt in")
        stacks_before = {s.name: s.stack for s in table.seats}
        deal = read_deal(item, field, names, rules)
        hand, _ = start_deal(table, rng, deal, field)
        error = _play(hand, deal, i, names)
        if error is not None:
            return {"format": RESULT_FORMAT, "deals": out_deals, "stacks": stacks_before,
                    "error": error}
        auto_show(hand)
        if not hand.is_over:
            who = names[hand.to_act] if hand.to_act is not None else "nobody"
            fail(f"{field}.actions", f"the hand is not over: {who} is to act")
        table.finish_hand(hand)
        out_deals.append(_deal_summary(hand))
        if hands is not None:
            hands.append(hand)
    return {
        "format": RESULT_FORMAT,
        "deals": out_deals,
        "stacks": {s.name: s.stack for s in table.seats},
        "error": None,
    }


def compare(expect: Any, actual: Any, path: str = "") -> list[str]:
    """Differences between an ``expect`` block and a result (scenario-format.md).

    Objects are compared key by key for the keys ``expect`` names, lists of objects item by
    item, any other value must be equal.

    Returns:
        One line per difference, naming the path; empty when they agree.
    """
    where = path or "(result)"
    if isinstance(expect, Mapping):
        if not isinstance(actual, Mapping):
            return [f"{where}: expected an object, got {json.dumps(actual)}"]
        out: list[str] = []
        for key, value in expect.items():
            sub = f"{path}.{key}" if path else str(key)
            if key not in actual:
                out.append(f"{sub}: expected {json.dumps(value)}, missing")
            else:
                out.extend(compare(value, actual[key], sub))
        return out
    if isinstance(expect, list) and expect and all(isinstance(e, Mapping) for e in expect):
        if not isinstance(actual, list) or len(actual) != len(expect):
            return [f"{where}: expected {len(expect)} items, got {json.dumps(actual)}"]
        out = []
        for k, (e, a) in enumerate(zip(expect, actual, strict=True)):
            out.extend(compare(e, a, f"{path}[{k}]"))
        return out
    if expect != actual or isinstance(expect, bool) != isinstance(actual, bool):
        return [f"{where}: expected {json.dumps(expect)}, got {json.dumps(actual)}"]
    return []
