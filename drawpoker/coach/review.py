"""The coach's review of one seat's decisions in a hand history (the analysis the screen
and ``drawpoker coach`` show).

:func:`review_document` walks the document for the seat (:mod:`drawpoker.coach.walk`),
judges every draw against the exact best hold (:mod:`drawpoker.coach.draws`) and every
betting decision against the pot odds, the implied range and the hard computer player
(:mod:`drawpoker.coach.betting`), ranks the mistakes by chips lost and names the leaks
(:mod:`drawpoker.coach.leaks`). :meth:`Review.to_json` is the command line's shape.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from drawpoker.coach.betting import bet_verdict
from drawpoker.coach.decision import CoachDecision
from drawpoker.coach.draws import draw_verdict
from drawpoker.coach.leaks import Leak, find_leaks
from drawpoker.coach.walk import DecisionPoint, Walk, decision_points, hero_name
from drawpoker.engine import ActionType, PlayerView


@dataclass(frozen=True, slots=True)
class Review:
    """A seat's decisions in a document, reviewed.

    Attributes:
        seat, name: the reviewed seat.
        decisions: in the order played.
        leaks: the patterns worth fixing, worst first.
        finals: the seat's view at the end of each deal (what was shown then).
    """

    seat: int
    name: str
    decisions: tuple[CoachDecision, ...]
    leaks: tuple[Leak, ...]
    finals: tuple[PlayerView, ...]

    def mistakes(self) -> list[CoachDecision]:
        """The decisions that lost chips, most chips first."""
        return sorted((d for d in self.decisions if not d.good), key=lambda d: -d.chips_lost)

    def good_plays(self) -> list[CoachDecision]:
        return [d for d in self.decisions if d.good]

    @property
    def chips_lost(self) -> float:
        """Chips the mistakes gave up in expectation (:meth:`mistakes`: what the leaks
        split, ``coach.leaks.leak_kind``); a sound decision's small shortfall is not one."""
        return sum(d.chips_lost for d in self.mistakes())

    def to_json(self) -> dict[str, Any]:
        """The ``drawpoker coach`` output (English: the command line never translates)."""
        return {"seat": self.name, "decisions": [d.to_json() for d in self.decisions],
                "leaks": [leak.text() for leak in self.leaks]}


def review_point(point: DecisionPoint) -> CoachDecision:
    """Review one decision (a draw or a betting action)."""
    view, taken = point.view, point.taken
    if taken.kind is ActionType.DRAW:
        kept = [c for c in view.own_cards if c not in taken.discard]
        return CoachDecision(point, draw_verdict(view, kept))
    return CoachDecision(point, bet_verdict(view, taken))


def review_walk(walk: Walk) -> Review:
    """Review every decision of a walked document."""
    decisions = tuple(review_point(p) for p in walk.points)
    return Review(walk.seat, walk.name, decisions, tuple(find_leaks(decisions, walk.finals)),
                  walk.finals)


def review_document(document: Mapping[str, Any], seat: str | None = None) -> Review:
    """Review seat ``seat`` (default: the player's seat, else the first) of ``document``.

    Raises:
        CoachError: the document cannot be played or names no such seat.
    """
    name = hero_name(document, seat)
    return review_walk(decision_points(document, name))


def review_documents(documents: Sequence[Mapping[str, Any]], seat: str | None = None, *,
                     names: Sequence[str] | None = None) -> Review:
    """One review over several documents (a session): decisions in order, leaks over all.

    Args:
        seat: the seat's name in every document (default as :func:`review_document`).
        names: instead, the seat's name in each document.

    Raises:
        CoachError: a document cannot be played or names no such seat.
    """
    points: list[DecisionPoint] = []
    finals: list[PlayerView] = []
    name, seat_no = "", 0
    for k, doc in enumerate(documents):
        name = hero_name(doc, names[k] if names is not None else seat)
        walk = decision_points(doc, name)
        seat_no = walk.seat
        offset = len(finals)
        points += [DecisionPoint(p.deal + offset, p.action, p.view, p.taken) for p in walk.points]
        finals += walk.finals
    return review_walk(Walk(seat_no, name, tuple(points), tuple(finals)))
