"""Hand histories replayed: scenario-format documents (read by :mod:`drawpoker.scenario.reader`)
played back through the engine for the history screen, statistics and resume.

API:
    ``replay(document, *, table=None, rng=None) -> (table, hands, rng)``: plays the document
    through a :class:`~drawpoker.engine.table.Table` with ``random.Random(seed)``; the last
    hand may be unfinished (a journal). With ``table`` given, the deals are dealt at that
    table (resume).
    ``replay_events(document) -> list[Event]``: every event of every deal (for statistics).
    ``replay_steps(document) -> list[ReplayStep]``: the hand cut into steps for the
    history screen's forward/back buttons: step 0 of each deal is its start (forced bets,
    the deal), then one step per decision, each with the events it produced.
    ``JournalError``: a document that cannot be replayed (the message says where).
The documents are written by :func:`drawpoker.scenario.writer.chain_document`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from drawpoker.engine.actions import Action, ActionType, IllegalAction, Phase
from drawpoker.engine.events import Event
from drawpoker.engine.hand import Hand
from drawpoker.engine.table import Table
from drawpoker.scenario.reader import Deal, ScenarioError, read_deal, read_header
from drawpoker.scenario.run import auto_show, start_deal


class JournalError(ValueError):
    """A stored hand cannot be replayed; the message names the deal/action and why."""


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


class _Walk:
    """The one walk of a document shared by every replay: its table and random source, and
    each deal read and started there in turn.

    Raises:
        JournalError: the document is invalid (the field is named).
    """

    def __init__(self, document: Mapping[str, Any], table: Table | None,
                 rng: random.Random | None) -> None:
        try:
            self.header = read_header(document)
        except ScenarioError as exc:
            raise JournalError(str(exc)) from exc
        try:
            own = Table(self.header.rules, self.header.seats, self.header.button,
                        ask_showdown=True)
        except ValueError as exc:
            raise JournalError(f"the history's table is invalid: {exc}") from exc
        self.table = own if table is None else table
        self.rng = random.Random(self.header.seed) if rng is None else rng
        self.names = [s.name for s in self.table.seats]

    def start(self, i: int) -> tuple[Deal, Hand, list[Event]]:
        """Read ``deals[i]`` and deal it at the table (recorded cards and positions).

        Returns:
            ``(deal, hand, events)``: the deal read, the started hand, its start's events.

        Raises:
            JournalError: the deal is invalid or does not fit the table.
        """
        field = f"deals[{i}]"
        try:
            deal = read_deal(self.header.deals[i], field, self.names, self.header.rules)
            hand, events = start_deal(self.table, self.rng, deal, field)
        except ScenarioError as exc:
            raise JournalError(str(exc)) from exc
        return deal, hand, events


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
    walk = _Walk(document, table, rng)
    hands: list[Hand] = []
    for i in range(len(walk.header.deals)):
        if hands and not hands[-1].is_over:
            raise JournalError(f"deals[{i}] follows an unfinished deal")
        deal, hand, _ = walk.start(i)
        for j, action in enumerate(deal.actions):
            _act(hand, action, i, j)
        hands.append(hand)
        if hand.is_over:
            walk.table.finish_hand(hand)
    return walk.table, hands, walk.rng


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


def _shows(hand: Hand, i: int) -> list[ReplayStep]:
    """The automatic shows at the showdown, one step each (a hand not mucked is shown)."""
    steps = []
    while hand.phase is Phase.SHOWDOWN and hand.to_act is not None:
        steps.append(ReplayStep(i, None, tuple(hand.act(Action(hand.to_act, ActionType.SHOW)))))
    return steps


def replay_steps(document: Mapping[str, Any]) -> list[ReplayStep]:
    """The hand as steps: each deal's start, then one step per recorded decision.

    Raises:
        JournalError: the document cannot be replayed.
    """
    walk = _Walk(document, None, None)
    steps: list[ReplayStep] = []
    for i in range(len(walk.header.deals)):
        deal, hand, started = walk.start(i)
        steps.append(ReplayStep(i, None, tuple(started)))
        for j, (item, action) in enumerate(zip(deal.items, deal.actions, strict=True)):
            if (hand.phase is Phase.SHOWDOWN and hand.to_act is not None
                    and action.kind not in (ActionType.SHOW, ActionType.MUCK)):
                steps.extend(_shows(hand, i))
            steps.append(ReplayStep(i, item, tuple(_act(hand, action, i, j))))
        steps.extend(_shows(hand, i))
        if not hand.is_over:
            raise JournalError(f"deals[{i}] is unfinished")
        walk.table.finish_hand(hand)
    return steps
