"""What a finished hand, a sitting, a tournament or a level counts towards the
achievements (``achievements.Tally`` lists).

:func:`hand_facts` reads a hand out of the coach's review of it (the seat's final view of
the last deal and its graded decisions: only what the seat saw); :func:`hand_tallies`
turns the facts into tallies. The others do the same for a sitting's grades, a
tournament's finish and the experience reached.

API: ``HandFacts``, ``hand_facts(review)``, ``hand_tallies(facts)``,
``sitting_tallies(award)``, ``tournament_tallies(won, run)``, ``level_tally(level)``,
``CLEAN_SITTING`` (decisions a clean sitting needs).
"""

from __future__ import annotations

from dataclasses import dataclass

from drawpoker.coach.betting import BetVerdict
from drawpoker.coach.review import Review
from drawpoker.engine import ActionType
from drawpoker.engine.events import Discarded, PotAwarded, Redeal, ShowdownReveal
from drawpoker.evaluator import HandCategory, evaluate
from drawpoker.progress.achievements import Tally
from drawpoker.progress.xp import Award

#: decisions a sitting needs, none costly, to count as clean
CLEAN_SITTING = 10

_MADE = {HandCategory.STRAIGHT: "straights", HandCategory.FLUSH: "flushes",
         HandCategory.FULL_HOUSE: "full_houses", HandCategory.FOUR_OF_A_KIND: "four_kinds",
         HandCategory.STRAIGHT_FLUSH: "straight_flushes"}


@dataclass(frozen=True, slots=True)
class HandFacts:
    """One finished hand as the achievements see it (the seat's side only).

    Attributes:
        won: the seat took a pot (or a share) of the last deal.
        showdown: it was won at a showdown.
        category: the seat's final high hand (``None`` in lowball, or folded).
        royal: that hand is a royal flush (ace-high straight flush, no wild card needed).
        stood_pat: the seat drew no card.
        others_drew: opponents who drew one card or more.
        good_bluff: a bet or raise the coach calls good made holding less than a pair.
        carried_over: the pot was carried over from a deal nobody opened.
        game, wild: the table's rules (``TableRules``).
    """

    won: bool
    showdown: bool = False
    category: HandCategory | None = None
    royal: bool = False
    stood_pat: bool = False
    others_drew: int = 0
    good_bluff: bool = False
    carried_over: bool = False
    game: str = "high"
    wild: str = "none"


def hand_facts(review: Review) -> HandFacts:
    """The facts of the last deal of a reviewed hand, for the reviewed seat.

    Raises:
        ValueError: the review holds no deal.
    """
    if not review.finals:
        raise ValueError("review: no deal to read")
    view = review.finals[-1]
    seat, rules = review.seat, view.rules
    events = view.events
    won = any(seat in e.winners for e in events if isinstance(e, PotAwarded))
    showdown = won and any(isinstance(e, ShowdownReveal) for e in events)
    drew = {e.seat: e.count for e in events if isinstance(e, Discarded)}
    category, royal = None, False
    if rules.game == "high" and len(view.own_cards) == 5 and view.seats[seat].in_hand:
        value = evaluate(view.own_cards, wild=rules.wild)
        category = value.category
        royal = category is HandCategory.STRAIGHT_FLUSH and value.ranks[0] == 14 \
            and rules.wild == "none"
    bluff = any(isinstance(d.verdict, BetVerdict) and d.good
                and d.verdict.kind_did in (ActionType.BET, ActionType.RAISE)
                and d.verdict.made is not None and d.verdict.made < HandCategory.ONE_PAIR
                for d in review.decisions if d.point.deal == len(review.finals) - 1)
    carried = len(review.finals) > 1 or any(isinstance(e, Redeal) for e in events)
    return HandFacts(won, showdown, category, royal, drew.get(seat) == 0,
                     sum(1 for s, n in drew.items() if s != seat and n > 0), bluff, carried,
                     rules.game, rules.wild)


def hand_tallies(facts: HandFacts) -> list[Tally]:
    """What ``facts`` counts: made hands always, the rest only for a hand won."""
    out: list[Tally] = []
    if facts.category in _MADE:
        out.append(Tally(_MADE[facts.category], 1))
    if facts.royal:
        out.append(Tally("royal_flushes", 1))
    if not facts.won:
        return out
    out.append(Tally("hands_won", 1))
    if facts.showdown:
        out.append(Tally("showdowns_won", 1))
    if facts.stood_pat and facts.others_drew >= 3:
        out.append(Tally("pat_wins_vs_three", 1))
    if facts.good_bluff:
        out.append(Tally("good_bluff_wins", 1))
    if facts.carried_over:
        out.append(Tally("carry_overs_won", 1))
    if facts.game != "high":
        out.append(Tally("lowball_wins", 1))
    if facts.wild != "none":
        out.append(Tally("wild_wins", 1))
    return out


def sitting_tallies(award: Award, *, good_draws: int = 0, good_folds: int = 0) -> list[Tally]:
    """What a sitting's grades count: good decisions (draws and folds among them) and, at a
    cash table or a tournament, a clean sitting (:data:`CLEAN_SITTING` decisions or more,
    none costly); at practice, the drills answered right."""
    out = [Tally("good_decisions", award.good), Tally("good_draws", good_draws),
           Tally("good_folds", good_folds)]
    if award.context == "practice":
        out.append(Tally("drills_right", award.good))
    if award.context in ("cash", "tournament") and award.decisions >= CLEAN_SITTING \
            and award.costly == 0:
        out.append(Tally("clean_sittings", 1))
    return out


def tournament_tallies(won: bool, run: int) -> list[Tally]:
    """A tournament finished: ``run`` is the tournaments won in a row before it."""
    now = run + 1 if won else 0
    return [Tally("tournaments", 1), Tally("tournaments_won", int(won)),
            Tally("tournament_run", now, "set"), Tally("best_tournament_run", now, "max")]


def level_tally(level: int) -> Tally:
    """The level reached (raises the ``level`` counter)."""
    return Tally("level", level, "max")
