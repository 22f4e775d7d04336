"""Draw drills: "what would you keep?" for random or themed hands, scored against the
exact best hold, with the hands answered wrong coming back later (spaced repetition).

A :class:`Drill` is five cards with the rules that decide the draw (game, wild cards,
draw limit, four-with-ace). :func:`make_drill` deals one for a theme from an injected
``random.Random``; :func:`grade` counts every legal hold exactly
(:func:`drawpoker.coach.draws.hold_figures`, against :data:`OPPONENTS` typical opponents)
and says whether the hold chosen is as good as the best. :class:`DrillRound` keeps the
score and the queue of missed hands: a miss comes back after :data:`FIRST_GAP` drills,
a review answered right again after :data:`SECOND_GAP`, and is retired after that.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from drawpoker.cards import Card, format_cards, full_deck, is_wild, parse_cards
from drawpoker.coach.draws import CLOSE_EQUITY, HoldFigures, hold_figures
from drawpoker.evaluator import evaluate_game
from drawpoker.handshape import four_card_draw
from drawpoker.i18n import N_

#: Theme key -> its name (msgid).
THEMES: dict[str, str] = {
    "random": N_("Random hands"),
    "pairs": N_("Pairs and two pair"),
    "draws": N_("Flush and straight draws"),
    "wild": N_("Wild cards"),
    "lowball": N_("Lowball"),
}
#: The drills' equity is against this many typical opponents (a usual draw pot).
OPPONENTS = 2
FIRST_GAP = 3
SECOND_GAP = 8


@dataclass(frozen=True, slots=True)
class Drill:
    """One drill hand and the rules of its draw (docs/rules.md §1, §3.5)."""

    hand: tuple[Card, ...]
    theme: str = "random"
    game: str = "high"
    wild: str = "none"
    max_draw: int = 5
    four_with_ace: bool = False

    @property
    def max_discard(self) -> int:
        return 4 if self.four_with_ace else self.max_draw

    def to_dict(self) -> dict[str, Any]:
        return {"hand": format_cards(self.hand), "theme": self.theme, "game": self.game,
                "wild": self.wild, "max_draw": self.max_draw,
                "four_with_ace": self.four_with_ace}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Drill:
        """Raises ValueError (or KeyError/TypeError) for a damaged entry: one that does not
        parse, an unknown theme or draw limit, or a hand its game and wild cards cannot
        deal (``evaluator.evaluate_game``: an unknown game or wild mode, a joker in a game
        without one)."""
        hand = tuple(parse_cards(str(data["hand"])))
        if len(hand) != 5:
            raise ValueError("a drill hand has five cards")
        drill = cls(hand, str(data.get("theme", "random")), str(data.get("game", "high")),
                    str(data.get("wild", "none")), int(data.get("max_draw", 5)),
                    bool(data.get("four_with_ace", False)))
        if drill.theme not in THEMES or not 3 <= drill.max_draw <= 5:
            raise ValueError("unknown drill theme or draw limit")
        evaluate_game(hand, game=drill.game, wild=drill.wild)
        return drill


@dataclass(frozen=True, slots=True)
class Graded:
    """A drill answered: every legal hold's figures (best first), the chosen one, the
    verdict and the points (0..100: the share of the best hold's equity kept)."""

    drill: Drill
    holds: tuple[HoldFigures, ...]
    chosen: HoldFigures
    correct: bool
    points: int

    @property
    def best(self) -> HoldFigures:
        return self.holds[0]


def _pairs(hand: Sequence[Card]) -> bool:
    ranks = [c.rank for c in hand]
    return any(ranks.count(r) == 2 for r in ranks) and max(ranks.count(r) for r in ranks) == 2


def _themed(theme: str, rng: random.Random) -> Drill:
    if theme == "lowball":
        game = rng.choice(("ace-to-five", "deuce-to-seven"))
        return Drill((), theme, game, "none", rng.choice((5, 3)))
    if theme == "wild":
        return Drill((), theme, "high", rng.choice(("joker", "deuces", "bug")))
    limit = rng.choice((5, 5, 3))
    return Drill((), theme, "high", "none", limit, limit == 3 and rng.random() < 0.5)


def _fits(drill: Drill, hand: list[Card]) -> bool:
    theme = drill.theme
    if theme == "pairs":
        return _pairs(hand)
    if theme == "draws":
        return four_card_draw(hand)
    if theme == "wild":
        return any(is_wild(c, drill.wild) for c in hand)
    if theme == "lowball":
        low = 8 if drill.game == "ace-to-five" else 9
        return sum(1 for c in hand if c.rank <= low or c.rank == 14 and drill.game == "ace-to-five") >= 3
    return True


def make_drill(theme: str, rng: random.Random) -> Drill:
    """A drill hand for ``theme`` (a key of :data:`THEMES`; ``random`` mixes all themes).

    Raises:
        ValueError: an unknown theme.
    """
    if theme not in THEMES:
        raise ValueError(f"unknown drill theme {theme!r}")
    if theme == "random":
        theme = rng.choice(("random", "random", "pairs", "draws", "wild", "lowball"))
    base = _themed(theme, rng) if theme != "random" else Drill((), "random")
    deck = full_deck(1 if base.wild in ("joker", "bug") else 0)
    while True:
        hand = rng.sample(deck, 5)
        if _fits(base, hand):
            hand.sort(key=lambda c: (-c.rank, c.suit))
            return Drill(tuple(hand), base.theme, base.game, base.wild, base.max_draw,
                         base.four_with_ace)


def drill_holds(drill: Drill) -> list[HoldFigures]:
    """Every legal hold of the drill hand with its exact figures, best first."""
    return hold_figures(drill.hand, game=drill.game, wild=drill.wild,
                        max_discard=drill.max_discard,
                        four_with_ace_needed=drill.four_with_ace, opponents=OPPONENTS)


def grade(drill: Drill, keep: Sequence[Card]) -> Graded:
    """Grade keeping ``keep`` of the drill hand.

    Raises:
        ValueError: ``keep`` is not a legal hold (a card not in the hand, more cards
            thrown than the limit, or four thrown without an ace under four-with-ace).
    """
    holds = drill_holds(drill)
    key = tuple(c for c in drill.hand if c in set(keep))
    if len(key) != len(set(keep)):
        raise ValueError("keep: a card is not in the drill hand")
    for f in holds:
        if f.keep == key:
            best = holds[0].equity
            points = 100 if best <= 0 else round(100 * f.equity / best)
            return Graded(drill, tuple(holds), f, best - f.equity <= CLOSE_EQUITY, min(points, 100))
    raise ValueError("keep: not a legal draw under the drill's rules")


@dataclass
class _Due:
    drill: Drill
    due: int
    box: int


@dataclass
class DrillRound:
    """A run of drills: the score and the missed hands due again.

    Attributes:
        theme: the theme new hands are dealt for.
        answered, correct, points: drills answered, answered right, points in all.
        streak: right answers in a row.
    """

    theme: str = "random"
    answered: int = 0
    correct: int = 0
    points: int = 0
    streak: int = 0
    queue: list[_Due] = field(default_factory=list)

    def next_drill(self, rng: random.Random) -> tuple[Drill, bool]:
        """The next hand: a missed one that is due (``True``: a review), else a new one."""
        for item in sorted(self.queue, key=lambda d: d.due):
            if item.due <= self.answered and (self.theme == "random" or item.drill.theme == self.theme):
                return item.drill, True
        return make_drill(self.theme, rng), False

    def record(self, graded: Graded) -> None:
        """Count an answer and move the hand in the review queue."""
        self.answered += 1
        self.points += graded.points
        item = next((d for d in self.queue if d.drill == graded.drill), None)
        if graded.correct:
            self.correct += 1
            self.streak += 1
            if item is not None:
                item.box += 1
                item.due = self.answered + SECOND_GAP
                if item.box >= 2:
                    self.queue.remove(item)
        else:
            self.streak = 0
            if item is None:
                self.queue.append(_Due(graded.drill, self.answered + FIRST_GAP, 0))
            else:
                item.box, item.due = 0, self.answered + FIRST_GAP

    @property
    def reviews_waiting(self) -> int:
        return len(self.queue)

    def to_dict(self) -> dict[str, Any]:
        """The missed hands to keep between sessions (JSON data)."""
        return {"missed": [{**d.drill.to_dict(), "box": d.box} for d in self.queue]}

    def load(self, data: Mapping[str, Any]) -> None:
        """Take the missed hands of :meth:`to_dict` back (damaged entries are left out);
        they are due from the first drills on."""
        missed = data.get("missed", []) if isinstance(data, Mapping) else []
        for k, entry in enumerate(missed if isinstance(missed, list) else []):
            try:
                drill = Drill.from_dict(entry)
                box = int(entry.get("box", 0))
            except (KeyError, TypeError, ValueError, AttributeError):
                continue
            self.queue.append(_Due(drill, k, box))
