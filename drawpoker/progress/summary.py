"""The summary of a sitting, shown when the player leaves it: hands played, chips won or
lost, the biggest pot won, the best hand held, and the decisions' grades with the
experience they gave ("12 good decisions, 2 costly: +340 XP") and the level before and
after (the level bar moves from one to the other).

Every figure comes from the profile: the sitting's recorded hands (``hands``) and its
awards (``award.sitting_award``), so a sitting continued after a restart is counted
whole.

API: ``SittingSummary``, ``sitting_summary(profile, session_id, context)``,
``practice_summary(outcome, answered)``, ``best_final_hand(document, hero_seat)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from drawpoker.evaluator import HandValue, evaluate
from drawpoker.persistence import progress as store
from drawpoker.persistence.history import JournalError, replay
from drawpoker.persistence.profile import Profile
from drawpoker.progress.award import Outcome, sitting_award
from drawpoker.progress.levels import Standing, standing
from drawpoker.progress.xp import Award


@dataclass(frozen=True, slots=True)
class SittingSummary:
    """One sitting's figures.

    Attributes:
        hands: hands the player was dealt in (a jackpots redeal chain is one hand).
        net: chips won (positive) or lost (negative) over them.
        biggest_pot: the most chips taken from the pots of one hand (0: none won).
        best: the best high hand the player held at a hand's end without folding, or
            None (none held, or a lowball table).
        award: the sitting's grades and experience.
        before, after: the player's standing before the sitting's experience and now.
        context: ``cash`` (every figure), or ``practice`` (``hands`` are drills answered;
            no chips, pots or hands held).
    """

    hands: int
    net: int
    biggest_pot: int
    best: HandValue | None
    award: Award
    before: Standing
    after: Standing
    context: str = "cash"


def practice_summary(outcome: Outcome, answered: int) -> SittingSummary:
    """The summary of a practice sitting: ``answered`` drills and their award
    (``award.award_practice``'s ``outcome``)."""
    return SittingSummary(answered, 0, 0, None, outcome.award, outcome.before, outcome.after,
                          context="practice")


def best_final_hand(document: Mapping[str, Any], hero_seat: int) -> HandValue | None:
    """The high hand seat ``hero_seat`` held at the end of the stored hand ``document``
    (its last deal), or None when it folded or the game is lowball (docs/rules.md §1).

    Raises:
        JournalError: the document cannot be replayed.
    """
    _table, hands, _rng = replay(document)
    hand = hands[-1]
    if hand.rules.game != "high" or not hand.in_hand(hero_seat):
        return None
    cards = hand.hands[hero_seat]
    return evaluate(cards, wild=hand.rules.wild) if len(cards) == 5 else None


def sitting_summary(profile: Profile, session_id: int, context: str) -> SittingSummary:
    """The summary of sitting ``session_id`` (``context``: ``cash``, ``tournament``,
    ``practice``), read from the profile. A hand whose record the engine cannot replay
    counts in every figure but the best hand.

    Raises:
        ProfileError, sqlite3.Error: the profile cannot be read.
    """
    records = profile.hands(limit=None, session_id=session_id)
    best: HandValue | None = None
    for record in records:
        try:
            value = best_final_hand(profile.hand_history(record.id), record.hero_seat)
        except JournalError:  # a record the engine cannot replay: its other figures count
            continue
        if value is not None and (best is None or value > best):
            best = value
    award = sitting_award(profile, session_id, context)
    after = standing(store.xp_total(profile))
    return SittingSummary(
        hands=len(records), net=sum(r.net for r in records),
        biggest_pot=max((r.amount_won for r in records if r.won), default=0),
        best=best, award=award, before=standing(max(0, after.xp - award.xp)), after=after)
