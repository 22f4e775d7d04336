"""Experience from the coach's verdicts: every decision is graded good, close or costly by
the chips it lost in expectation, and only the grade gives experience (never the chips
won: a lucky win from a costly call gives nothing).

API:
    ``Grade`` (``GOOD``, ``CLOSE``, ``COSTLY``); ``grade_decision(good, chips_lost, pot)``;
    ``grade_points(points)`` (a drill or daily answer scored 0..100);
    ``XP`` (experience per grade), ``CONTEXTS`` (where experience is earned) and
    ``Award`` (a sitting's counts and experience) with ``award_for(grades, context)`` and
    ``Award.summary()`` ("12 good decisions, 2 costly: +340 XP").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from drawpoker.i18n import _, format_number, format_signed, ngettext


class Grade(Enum):
    """The coach's verdict on one decision."""

    GOOD = "good"
    CLOSE = "close"
    COSTLY = "costly"


#: experience per grade (whole points)
XP: dict[Grade, int] = {Grade.GOOD: 25, Grade.CLOSE: 10, Grade.COSTLY: 0}
#: a decision that lost at most this many chips, or this share of the pot, is close
CLOSE_CHIPS = 2.0
CLOSE_SHARE = 0.05
#: a drill or daily answer keeping at least this many points of 100 is close
CLOSE_POINTS = 90
#: where experience is earned, and its factor (the daily challenge's scored try counts twice)
CONTEXTS: dict[str, int] = {"cash": 1, "tournament": 1, "practice": 1, "daily": 2}


def grade_decision(good: bool, chips_lost: float, pot: int) -> Grade:
    """A reviewed decision's grade.

    Args:
        good: the coach's verdict (as good as the best line, ``coach.review``).
        chips_lost: expected chips given up against the best line (0 or more).
        pot: chips in the middle when it was made.
    """
    if good:
        return Grade.GOOD
    if chips_lost <= max(CLOSE_CHIPS, CLOSE_SHARE * pot):
        return Grade.CLOSE
    return Grade.COSTLY


def grade_points(points: int) -> Grade:
    """A drill or daily answer's grade from its points (0..100, the share of the best
    hold's equity kept: ``coach.drills.grade``)."""
    if points >= 99:
        return Grade.GOOD
    return Grade.CLOSE if points >= CLOSE_POINTS else Grade.COSTLY


@dataclass(frozen=True, slots=True)
class Award:
    """A sitting's decisions counted, and the experience they give.

    Attributes:
        context: a key of :data:`CONTEXTS`.
        good, close, costly: decisions of each grade.
        xp: experience given (0 or more).
    """

    context: str
    good: int
    close: int
    costly: int
    xp: int

    @property
    def decisions(self) -> int:
        return self.good + self.close + self.costly

    def summary(self) -> str:
        """One line for the end of the sitting, e.g. "12 good decisions, 2 costly: +340 XP"."""
        good = ngettext("{n} good decision", "{n} good decisions", self.good).format(
            n=format_number(self.good))
        parts = [good]
        if self.close:
            parts.append(_("{n} close").format(n=format_number(self.close)))
        if self.costly:
            parts.append(_("{n} costly").format(n=format_number(self.costly)))
        return _("{decisions}: {xp} XP").format(decisions=", ".join(parts),
                                                xp=format_signed(self.xp))


def award_for(grades: Iterable[Grade], context: str) -> Award:
    """Count ``grades`` and their experience at ``context``.

    Raises:
        ValueError: ``context`` is not one of :data:`CONTEXTS`.
    """
    if context not in CONTEXTS:
        raise ValueError(f"context: {context!r} is not one of {', '.join(CONTEXTS)}")
    counts = dict.fromkeys(Grade, 0)
    for g in grades:
        counts[g] += 1
    xp = sum(XP[g] * n for g, n in counts.items()) * CONTEXTS[context]
    return Award(context, counts[Grade.GOOD], counts[Grade.CLOSE], counts[Grade.COSTLY], xp)
