"""Hand histories: scenario-format documents built from engine hands, and replayed back.

API:
    ``chain_document(rules, deals, seed) -> dict``: the scenario-format document
    (``drawpoker-scenario/1``) of one hand: ``deals`` is ``[(hand, positions_names), ...]``,
    the engine :class:`~drawpoker.engine.hand.Hand` of each deal in order (a jackpots deal
    nobody opened first, then its redeal). Seats sitting out are written with stack 0 (so a
    replay does not deal them in) and their chips in ``sitting_out_stack`` (so the replay
    keeps them exact); each deal carries the engine's ``positions`` extension.
    ``parse_action(item, names) -> Action`` (scenario ``actions`` item -> engine action).
    ``replay(document, *, table=None) -> (table, hands, rng)``: plays the document through a
    :class:`~drawpoker.engine.table.Table` with ``random.Random(seed)``; the last hand may be
    unfinished (a journal). With ``table`` given, the deals are dealt at that table (resume).
    ``replay_events(document) -> list[Event]``: every event of every deal (for statistics).
    ``replay_steps(document) -> list[ReplayStep]``: the hand cut into steps for the
    history screen's forward/back buttons: step 0 of each deal is its start (forced bets,
    the deal), then one step per decision, each with the events it produced.
    ``JournalError``: a document that cannot be replayed (the message says where).
Only JSON data is read; nothing is evaluated.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from drawpoker.cards import Card, parse_cards
from drawpoker.engine.actions import Action, ActionType, IllegalAction, Phase
from drawpoker.engine.events import Event, HandStarted
from drawpoker.engine.hand import Hand
from drawpoker.engine.rules import TableRules
from drawpoker.engine.table import SCENARIO_FORMAT, Positions, Seat, Table, history_seat

_ACTS = {k.value: k for k in ActionType}


class JournalError(ValueError):
    """A stored hand cannot be replayed; the message names the deal/action and why."""


def positions_of(hand: Hand) -> dict[str, str | None]:
    """The ``positions`` extension of a deal: button and blinds by seat name."""
    start = hand.events[0]
    assert isinstance(start, HandStarted)
    names = start.names

    def name(seat: int | None) -> str | None:
        return None if seat is None else names[seat]

    return {"button": names[start.button], "small_blind": name(start.small_blind_seat),
            "big_blind": name(start.big_blind_seat)}


def chain_document(rules: TableRules, hands: Sequence[Hand], seed: int) -> dict[str, Any]:
    """The scenario-format document of one hand (all its deals so far).

    Args:
        rules: the table rules.
        hands: the engine hands of the deals, in order, each started.
        seed: the seed of the ``random.Random`` the deals were shuffled with.

    Raises:
        ValueError: no hands, or a hand not started.
    """
    if not hands or not hands[0].events:
        raise ValueError("a hand history needs at least one started deal")
    start = hands[0].events[0]
    assert isinstance(start, HandStarted)
    seats = [history_seat(name, stack, seat not in start.dealt_in)
             for seat, (name, stack) in enumerate(zip(start.names, start.stacks, strict=True))]
    deals = []
    for hand in hands:
        deal = hand.history()
        deal["positions"] = positions_of(hand)
        deals.append(deal)
    return {"format": SCENARIO_FORMAT, "rules": rules.to_dict(), "seats": seats,
            "button": start.names[start.button], "seed": seed, "deals": deals}


def parse_action(item: Any, names: Sequence[str]) -> Action:
    """A scenario ``actions`` item as an engine :class:`Action`.

    Raises:
        JournalError: not an object, unknown seat or act, bad ``to`` or ``discard``.
    """
    if not isinstance(item, Mapping):
        raise JournalError(f"action {item!r} is not an object")
    seat = item.get("seat")
    if not isinstance(seat, str) or seat not in names:
        raise JournalError(f"action seat {seat!r} is not at the table")
    act = item.get("act")
    if not isinstance(act, str) or act not in _ACTS:
        raise JournalError(f"action act {act!r} is unknown")
    kind = _ACTS[str(act)]
    to: int | None = None
    discard: tuple[Card, ...] = ()
    if kind in (ActionType.BET, ActionType.RAISE):
        to = item.get("to")
        if isinstance(to, bool) or not isinstance(to, int) or to < 1:
            raise JournalError(f"action to {to!r} is not a positive whole number")
    if kind is ActionType.DRAW:
        text = item.get("discard", "")
        if not isinstance(text, str):
            raise JournalError(f"action discard {text!r} is not card text")
        try:
            discard = tuple(parse_cards(text))
        except ValueError as exc:
            raise JournalError(f"action discard: {exc}") from exc
    return Action(list(names).index(str(seat)), kind, to, discard)


def _table_from_document(document: Mapping[str, Any]) -> tuple[Table, int]:
    if not isinstance(document, Mapping):
        raise JournalError("the history is not an object")
    if document.get("format", SCENARIO_FORMAT) != SCENARIO_FORMAT:
        raise JournalError(f"format {document.get('format')!r} is not {SCENARIO_FORMAT}")
    try:
        rules = TableRules.from_dict(document.get("rules", {}))
        seats_data = document["seats"]
        seats = [_seat(s) for s in seats_data]
        names = [s.name for s in seats]
        button = names.index(str(document["button"]))
        table = Table(rules, seats, button, ask_showdown=True)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise JournalError(f"the history's table is invalid: {exc}") from exc
    seed = document.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise JournalError(f"seed {seed!r} is not a whole number")
    return table, seed


def _seat(data: Mapping[str, Any]) -> Seat:
    """A history ``seats`` item as a table seat (a seat sitting out keeps its chips)."""
    away = data.get("sitting_out_stack")
    if away is None:
        return Seat(str(data["name"]), int(data["stack"]))
    if isinstance(away, bool) or not isinstance(away, int) or away < 0 or data["stack"] != 0:
        raise ValueError(f"seat {data['name']!r}: bad sitting_out_stack {away!r}")
    return Seat(str(data["name"]), away, sitting_out=True)


def _positions(deal: Mapping[str, Any], names: Sequence[str]) -> Positions | None:
    pos = deal.get("positions")
    if pos is None:
        return None
    if not isinstance(pos, Mapping):
        raise JournalError("positions is not an object")

    def seat(key: str) -> int | None:
        value = pos.get(key)
        if value is None and key != "button":
            return None
        if value not in names:
            raise JournalError(f"positions.{key} {value!r} is not at the table")
        return list(names).index(str(value))

    button = seat("button")
    assert button is not None
    return Positions(button, seat("small_blind"), seat("big_blind"))


def _deals_of(document: Mapping[str, Any]) -> list[Any]:
    """The document's ``deals`` list, unchecked items.

    Raises:
        JournalError: ``deals`` is missing, not a list, or empty.
    """
    deals = document.get("deals")
    if not isinstance(deals, list) or not deals:
        raise JournalError("deals is not a non-empty list")
    return deals


def _start_deal(
    table: Table, rng: random.Random, deal: Mapping[str, Any], i: int, names: Sequence[str],
) -> tuple[Hand, list[Event]]:
    """Deal ``deals[i]`` at ``table`` (its recorded hole cards, stub and positions) and start it.

    Returns:
        ``(hand, events)``: the started hand and the events its start produced.

    Raises:
        JournalError: the deal's cards or positions do not fit the table.
    """
    try:
        hole: dict[int, Sequence[Card]] | None = None
        if "hole" in deal:
            hole = {names.index(name): parse_cards(text) for name, text in deal["hole"].items()}
        stub = parse_cards(deal["stub"]) if "stub" in deal else None
        hand = table.new_hand(rng, hole=hole, stub=stub, seed_chain=False,
                              positions=_positions(deal, names))
        return hand, list(hand.start())
    except (ValueError, TypeError, AttributeError) as exc:
        raise JournalError(f"deals[{i}] cannot be dealt: {exc}") from exc


def _act(hand: Hand, action: Action, i: int, j: int) -> list[Event]:
    """Apply ``deals[i].actions[j]`` to ``hand``.

    Returns:
        The events the action produced.

    Raises:
        JournalError: the action is illegal at this point of the hand.
    """
    try:
        return list(hand.act(action))
    except IllegalAction as exc:
        raise JournalError(f"deals[{i}].actions[{j}]: {exc.reason}") from exc


def replay(
    document: Mapping[str, Any], *, table: Table | None = None,
    rng: random.Random | None = None,
) -> tuple[Table, list[Hand], random.Random]:
    """Play a hand history (or a journal of a hand in progress) through the engine.

    Args:
        document: scenario-format document; the last deal may be unfinished.
        table: deal at this table (restored from a snapshot) instead of one built from the
            document's ``seats`` and ``button``.
        rng: the random source; default ``random.Random(document["seed"])``.

    Returns:
        ``(table, hands, rng)``: finished deals have been passed to ``table.finish_hand``;
        the last hand may still be running (``table.current``).

    Raises:
        JournalError: the document is invalid, a card or action does not fit, or the
            replayed cards differ from the recorded ones.
    """
    own_table, seed = _table_from_document(document)
    if table is None:
        table = own_table
    if rng is None:
        rng = random.Random(seed)
    names = [s.name for s in table.seats]
    hands: list[Hand] = []
    for i, deal in enumerate(_deals_of(document)):
        if not isinstance(deal, Mapping):
            raise JournalError(f"deals[{i}] is not an object")
        if hands and not hands[-1].is_over:
            raise JournalError(f"deals[{i}] follows an unfinished deal")
        hand, _ = _start_deal(table, rng, deal, i, names)
        for j, item in enumerate(deal.get("actions", [])):
            _act(hand, parse_action(item, names), i, j)
        hands.append(hand)
        if hand.is_over:
            table.finish_hand(hand)
    return table, hands, rng


def auto_show(hand: Hand) -> None:
    """Show every hand still to be shown at showdown (a hand not mucked is shown)."""
    while hand.phase is Phase.SHOWDOWN and hand.to_act is not None:
        hand.act(Action(hand.to_act, ActionType.SHOW))


def replay_events(document: Mapping[str, Any]) -> list[Event]:
    """Every event of every deal of a stored hand, replayed (showdown hands shown).

    Raises:
        JournalError: the document cannot be replayed, or its last deal is unfinished.
    """
    _, hands, _ = replay(document)
    last = hands[-1]
    auto_show(last)
    if not last.is_over:
        raise JournalError("the history's last deal is unfinished")
    events: list[Event] = []
    for hand in hands:
        events.extend(hand.events)
    return events


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One step of a replayed hand (for stepping forward and back).

    Attributes:
        deal: index of the deal in the document (0 unless jackpots redeals).
        action: the scenario ``actions`` item of this step (``None`` for a deal's start or
            an automatic show at the showdown).
        events: the engine events this step produced, in order (uncensored: a history is
            watched after the hand, with every card that was dealt).
    """

    deal: int
    action: Mapping[str, Any] | None
    events: tuple[Event, ...]


def replay_steps(document: Mapping[str, Any]) -> list[ReplayStep]:
    """The hand as steps: each deal's start, then one step per recorded decision.

    Raises:
        JournalError: the document cannot be replayed.
    """
    table, seed = _table_from_document(document)
    rng = random.Random(seed)
    names = [s.name for s in table.seats]
    steps: list[ReplayStep] = []
    for i, deal in enumerate(_deals_of(document)):
        if not isinstance(deal, Mapping):
            raise JournalError(f"deals[{i}] is not an object")
        hand, started = _start_deal(table, rng, deal, i, names)
        steps.append(ReplayStep(i, None, tuple(started)))
        for j, item in enumerate(deal.get("actions", [])):
            action = parse_action(item, names)
            if (hand.phase is Phase.SHOWDOWN and hand.to_act is not None
                    and action.kind not in (ActionType.SHOW, ActionType.MUCK)):
                while hand.phase is Phase.SHOWDOWN and hand.to_act is not None:
                    shown = Action(hand.to_act, ActionType.SHOW)
                    steps.append(ReplayStep(i, None, tuple(hand.act(shown))))
            steps.append(ReplayStep(i, item, tuple(_act(hand, action, i, j))))
        while hand.phase is Phase.SHOWDOWN and hand.to_act is not None:
            steps.append(ReplayStep(i, None, tuple(hand.act(Action(hand.to_act,
                                                                   ActionType.SHOW)))))
        if not hand.is_over:
            raise JournalError(f"deals[{i}] is unfinished")
        table.finish_hand(hand)
    return steps
