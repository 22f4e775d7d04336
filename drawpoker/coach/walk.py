"""One seat's decisions in a hand history, each with that seat's censored view.

:func:`decision_points` plays a scenario / hand-history document (scenario-format.md)
through the engine and stops before every action of one seat, keeping only what that
seat could see then: its :class:`~drawpoker.engine.PlayerView` (own cards, public
actions, draw counts; never another player's hidden cards). After each deal it keeps the
seat's final view too (the hands shown at the showdown are public then), which the
leaks use. Nothing here looks at the hidden cards: the coach's review is the same
whatever the unseen cards were (tests/coach/test_unseen.py swaps them).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from drawpoker.engine import Action, ActionType, Phase, PlayerView
from drawpoker.engine.actions import IllegalAction
from drawpoker.engine.table import Table
from drawpoker.scenario.reader import ScenarioError, read_deal, read_header
from drawpoker.scenario.run import auto_show, start_deal


class CoachError(ValueError):
    """The document cannot be reviewed (invalid, an illegal action, an unknown seat)."""


@dataclass(frozen=True, slots=True)
class DecisionPoint:
    """One decision of the reviewed seat.

    Attributes:
        deal: index of the deal in the document.
        action: index of the action in that deal's ``actions``.
        view: the seat's censored view just before it acted (``view.legal`` set).
        taken: the action the seat took.
    """

    deal: int
    action: int
    view: PlayerView
    taken: Action

    @property
    def phase(self) -> str:
        """``before_draw``, ``draw`` or ``after_draw`` (the coach's names of the rounds)."""
        if self.view.phase is Phase.DRAW:
            return "draw"
        if self.view.phase is Phase.FIRST_BETTING:
            return "before_draw"
        return "after_draw"


@dataclass(frozen=True, slots=True)
class Walk:
    """A document walked for one seat: its decisions and each deal's final view."""

    seat: int
    name: str
    points: tuple[DecisionPoint, ...]
    finals: tuple[PlayerView, ...]


def hero_name(document: Mapping[str, Any], seat: str | None) -> str:
    """The seat to review: ``seat`` if given, else the seat marked ``"player": "human"``
    (the game's own histories), else the first seat.

    Raises:
        CoachError: ``seat`` names no seat of the document, or the document has no seats.
    """
    try:
        names = read_header(document).names
    except ScenarioError as exc:
        raise CoachError(str(exc)) from exc
    if seat is not None:
        if seat not in names:
            raise CoachError(f"--seat: no seat named {seat!r} (seats: {', '.join(names)})")
        return seat
    raw = document.get("seats") or []
    for item in raw:
        if isinstance(item, Mapping) and item.get("player") == "human" and item.get("name") in names:
            return str(item["name"])
    return names[0]


def decision_points(document: Mapping[str, Any], name: str) -> Walk:
    """Play ``document`` and collect seat ``name``'s decisions (see the module doc).

    Raises:
        CoachError: an invalid document (the field is named), an illegal action, a deal
            that is not played to its end, or no seat called ``name``.
    """
    try:
        header = read_header(document)
    except ScenarioError as exc:
        raise CoachError(str(exc)) from exc
    if name not in header.names:
        raise CoachError(f"no seat named {name!r}")
    seat = header.names.index(name)
    try:
        table = Table(header.rules, header.seats, header.button, ask_showdown=True)
    except ValueError as exc:
        raise CoachError(f"the table is invalid: {exc}") from exc
    rng = random.Random(header.seed)
    points: list[DecisionPoint] = []
    finals: list[PlayerView] = []
    for i, item in enumerate(header.deals):
        field = f"deals[{i}]"
        try:
            if not isinstance(item, Mapping):
                raise ScenarioError(field, "must be an object")
            deal = read_deal(item, field, header.names, header.rules)
            hand, _ = start_deal(table, rng, deal, field)
        except ScenarioError as exc:
            raise CoachError(str(exc)) from exc
        for j, action in enumerate(deal.actions):
            if hand.phase is Phase.SHOWDOWN:
                if action.kind is ActionType.SHOW and hand.shown[action.seat] is not None:
                    continue
                auto_show(hand, action.seat)
            if action.seat == seat and hand.to_act == seat and action.kind not in (
                    ActionType.SHOW, ActionType.MUCK):
                points.append(DecisionPoint(i, j, hand.view(seat), action))
            try:
                hand.act(action)
            except IllegalAction as exc:
                raise CoachError(f"{field}.actions[{j}]: {exc.reason}") from exc
        auto_show(hand)
        if not hand.is_over:
            raise CoachError(f"{field}.actions: the hand is not over")
        finals.append(hand.view(seat))
        table.finish_hand(hand)
        if not table.can_deal() and i + 1 < len(header.deals):
            raise CoachError(f"deals[{i + 1}]: fewer than two seats have chips")
    return Walk(seat, name, tuple(points), tuple(finals))
