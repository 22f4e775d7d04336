"""Steps that move one achievement counter through the real award calls
(``drawpoker.progress.award``), for the tests of every achievement's rule."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import date, timedelta

from drawpoker.career import ROOMS, final_finished, finished_rooms
from drawpoker.engine import TableRules
from drawpoker.persistence.profile import Profile
from drawpoker.progress import award as progress
from drawpoker.progress.daily import MAX_POINTS, Answer, Challenge, challenge_for, score
from drawpoker.progress.facts import HandFacts
from drawpoker.progress.xp import Grade

#: a step: add ``n`` to its counter through the award calls
Step = Callable[[Profile, int], None]

_DAY = date(2026, 1, 1)
_DAILY: dict[bool, tuple[Challenge, list[Answer]]] = {}


def _answers(perfect: bool) -> tuple[Challenge, list[Answer]]:
    """The challenge of 1 January 2026 answered with the best line (``perfect``) or by
    keeping every card but with a best line of its own."""
    if perfect not in _DAILY:
        ch = challenge_for(_DAY)
        answers = [score(item, item.holds()[0 if perfect else -1].keep) for item in ch.items]
        _DAILY[perfect] = (ch, answers)
    return _DAILY[perfect]


def hands(**facts: object) -> Step:
    """``n`` hands with these facts (``HandFacts`` fields; won unless told)."""
    kept = HandFacts(**{"won": True, **facts})  # type: ignore[arg-type]

    def step(prof: Profile, n: int) -> None:
        for _ in range(n):
            progress.award_facts(prof, kept, [], "cash")
    return step


def grades(good_draws: bool = False, good_folds: bool = False) -> Step:
    """``n`` good decisions in one hand (all draws, or all folds, when told)."""
    def step(prof: Profile, n: int) -> None:
        progress.award_facts(prof, HandFacts(False), [Grade.GOOD] * n, "cash",
                             good_draws=n if good_draws else 0,
                             good_folds=n if good_folds else 0)
    return step


def clean_sittings(prof: Profile, n: int) -> None:
    """``n`` sittings of ten good decisions each."""
    rules = TableRules().to_dict()
    for _ in range(n):
        sid = prof.start_session(rules, [{"name": "You"}, {"name": "Ada"}], 0)
        progress.award_facts(prof, HandFacts(False), [Grade.GOOD] * 10, "cash",
                             session_id=sid)
        progress.finish_sitting(prof, sid, "cash")


def dailies(perfect: bool = False, gap: bool = False) -> Step:
    """``n`` daily challenges scored on days in a row after the last one played (one day
    missed first when ``gap``)."""
    def step(prof: Profile, n: int) -> None:
        challenge, answers = _answers(perfect)
        played = progress.progress_of(prof).calendar
        day = max((date.fromisoformat(d) for d in played), default=_DAY - timedelta(days=1))
        day += timedelta(days=2 if gap else 1)
        for k in range(n):
            progress.award_daily(prof, replace(challenge, day=day + timedelta(days=k)),
                                 answers)
    return step


def drills(prof: Profile, n: int) -> None:
    """``n`` drills answered with the best hold."""
    progress.award_practice(prof, [MAX_POINTS] * n)


def tournaments(won: bool) -> Step:
    def step(prof: Profile, n: int) -> None:
        for _ in range(n):
            progress.award_tournament(prof, won)
    return step


def career_rooms(prof: Profile, n: int) -> None:
    """``n`` more career rooms finished, in road order, each by winning its final."""
    done = finished_rooms(prof)
    for r in [r for r in ROOMS if r.id not in done][:n]:
        final_finished(prof, r.id, 1)
