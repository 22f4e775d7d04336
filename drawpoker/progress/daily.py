"""The daily challenge: five draw decisions and five hands a calendar day, dealt from a
seed derived from the date alone, so every player gets the same deals that day with no
server, and scored against the coach's best line with exact figures.

* :func:`seed_for` is SHA-256 of ``"drawpoker daily YYYY-MM-DD"`` (first 8 bytes,
  big-endian): the same on every machine and run, different between dates.
* The five draw decisions are drills (``coach.drills.make_drill``, any theme); the five
  hands are high-game five-card hands against 1 to 3 opponents with 20 to 120 chips in the
  pot, dealt from one 52-card deck each.
* Each answer scores 0..100 points, the share of the best hold's equity kept
  (``coach.drills.grade``'s rule); a hand also tells the chips lost in expectation
  (``(best - kept equity) x pot``). A day scores 0..1000. The points grade the answer
  (``progress.xp.grade_points``: good, close or costly), one rule for its colour, its
  verdict and the day's count of good and costly decisions. A hold of the best hold's
  ranks that scores as much (9♥ kept for 9♣ in lowball) is the best hold: its cards are
  the ones the answer names and marks.
* One scored try a day (the profile keeps it); replays are practice and score nothing.

API: ``ITEMS``, ``seed_for(day)``, ``Item``, ``Challenge``, ``challenge_for(day)``,
``Answer``, ``score(item, keep)``, ``streak(days, today)``, ``best_streak(days)``,
``parse_day(text)``.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from drawpoker.cards import Card, format_cards, full_deck
from drawpoker.coach.draws import HoldFigures, hold_figures
from drawpoker.coach.drills import OPPONENTS, Drill, make_drill
from drawpoker.progress.xp import Grade, grade_points

#: draw decisions and hands a day
ITEMS = 5
#: the most points an answer scores (a day scores ``2 * ITEMS`` times this)
MAX_POINTS = 100


def parse_day(text: str) -> date:
    """``YYYY-MM-DD`` as a date.

    Raises:
        ValueError: "date: ... is not a calendar day as YYYY-MM-DD".
    """
    try:
        return date.fromisoformat(text.strip()) if len(text.strip()) == 10 else _bad(text)
    except ValueError:
        return _bad(text)


def _bad(text: str) -> date:
    raise ValueError(f"date: {text!r} is not a calendar day as YYYY-MM-DD")


def seed_for(day: date) -> int:
    """The day's seed (64 bits), from the date alone."""
    digest = hashlib.sha256(f"drawpoker daily {day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


@dataclass(frozen=True, slots=True)
class Item:
    """One decision of the day: a drill (``pot`` 0) or a hand (against ``opponents`` with
    ``pot`` chips in the middle).

    Attributes:
        kind: ``"draw"`` or ``"hand"``.
        drill: the five cards and the rules of the draw.
        opponents: typical opponents the equity is measured against.
        pot: chips in the middle (hands), 0 for a draw decision.
    """

    kind: str
    drill: Drill
    opponents: int
    pot: int

    def holds(self) -> list[HoldFigures]:
        """Every legal hold with its exact figures, best first (the best line first)."""
        d = self.drill
        return hold_figures(d.hand, game=d.game, wild=d.wild, max_discard=d.max_discard,
                            four_with_ace_needed=d.four_with_ace, opponents=self.opponents,
                            pot=self.pot)

    def to_json(self) -> dict[str, Any]:
        """The deal and its best line (JSON data; chances rounded to 4 places)."""
        best = self.holds()[0]
        return {"kind": self.kind, **self.drill.to_dict(), "opponents": self.opponents,
                "pot": self.pot, "best": _hold_json(best)}


def _hold_json(f: HoldFigures) -> dict[str, Any]:
    return {"keep": format_cards(f.keep) or "-", "draws": f.draws,
            "p_improve": round(float(f.p_improve), 4), "equity": round(f.equity, 4),
            "expected_chips": round(f.expected_chips, 1)}


@dataclass(frozen=True, slots=True)
class Challenge:
    """A day's challenge: ``ITEMS`` draw decisions, then ``ITEMS`` hands."""

    day: date
    seed: int
    items: tuple[Item, ...]

    def to_json(self) -> dict[str, Any]:
        """``drawpoker daily --json``'s output: the day, its seed, every deal with its best
        line, and the most points."""
        return {"date": self.day.isoformat(), "seed": self.seed,
                "max_score": MAX_POINTS * len(self.items),
                "items": [item.to_json() for item in self.items]}


def _hand(rng: random.Random) -> Item:
    cards = rng.sample(full_deck(0), 5)
    cards.sort(key=lambda c: (-c.rank, c.suit))
    return Item("hand", Drill(tuple(cards), "random"), rng.choice((1, 2, 3)),
                rng.randrange(20, 121, 10))


def challenge_for(day: date) -> Challenge:
    """The challenge of ``day`` (the same everywhere, every time)."""
    seed = seed_for(day)
    rng = random.Random(seed)
    draws = [Item("draw", make_drill("random", rng), OPPONENTS, 0) for _ in range(ITEMS)]
    hands = [_hand(rng) for _ in range(ITEMS)]
    return Challenge(day, seed, tuple(draws + hands))


@dataclass(frozen=True, slots=True)
class Answer:
    """One answer scored: the hold kept and the best one with their figures, the points
    (0..100), whether it is good (:attr:`grade`, the one rule the day's count uses too),
    and the chips lost in expectation (hands; 0 for a draw decision)."""

    kept: HoldFigures
    best: HoldFigures
    points: int
    good: bool
    chips_lost: float

    @property
    def grade(self) -> Grade:
        """Good, close or costly, by the points (``progress.xp.grade_points``)."""
        return grade_points(self.points)

    def to_json(self) -> dict[str, Any]:
        return {"kept": _hold_json(self.kept), "best": _hold_json(self.best),
                "points": self.points, "good": self.good,
                "chips_lost": round(self.chips_lost, 1)}


def score(item: Item, keep: Sequence[Card]) -> Answer:
    """Score keeping ``keep`` of ``item``'s five cards.

    Raises:
        ValueError: a card not in the hand, or not a legal draw under the item's rules.
    """
    hand = item.drill.hand
    if any(c not in hand for c in keep):
        raise ValueError("keep: a card is not in the hand")
    key = tuple(c for c in hand if c in set(keep))
    holds = item.holds()
    for f in holds:
        if f.keep == key:
            best = holds[0]
            points = MAX_POINTS if best.equity <= 0 else round(MAX_POINTS * f.equity
                                                               / best.equity)
            lost = max(0.0, (best.equity - f.equity) * item.pot)
            points = min(points, MAX_POINTS)
            if points == MAX_POINTS and _ranks(f.keep) == _ranks(best.keep):
                best, lost = f, 0.0  # the best hold with another suit: the same hold
            return Answer(f, best, points, grade_points(points) is Grade.GOOD, lost)
    raise ValueError("keep: not a legal draw under the hand's rules")


def _ranks(cards: Sequence[Card]) -> list[int]:
    return sorted(c.rank for c in cards)


def streak(days: Iterable[date], today: date) -> int:
    """Days in a row with a scored try, ending today (or yesterday, when today's is still
    to play)."""
    have = set(days)
    day = today if today in have else today - timedelta(days=1)
    n = 0
    while day in have:
        n += 1
        day -= timedelta(days=1)
    return n


def best_streak(days: Iterable[date]) -> int:
    """The longest run of days in a row with a scored try."""
    have = sorted(set(days))
    best = run = 0
    for k, day in enumerate(have):
        run = run + 1 if k and day - have[k - 1] == timedelta(days=1) else 1
        best = max(best, run)
    return best
