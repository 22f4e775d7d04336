"""Progress written to the profile: each award read, counted and written in the profile's
one transaction (``persistence.progress.record``), so a kill at any moment leaves the
whole award or none of it, and the counters, the unlocks and the experience always agree.

The calls, one per place experience is earned (each returns an :class:`Outcome`):
    ``award_hand(profile, review, context, session_id=None)``: the end of a hand at a cash
    table or a tournament, from the coach's review of it (``coach.review_document``;
    ``award_facts`` once the review is read);
    ``finish_sitting(profile, session_id, context)``: the end of a sitting, its summary
    (the experience was given hand by hand) and a clean sitting counted;
    ``award_practice(profile, points)``: drills answered (points 0..100 each);
    ``award_daily(profile, challenge, answers)``: the day's scored try;
    ``award_tournament(profile, won)``: a tournament finished;
    ``award_career(profile, rooms_finished)``: a career room finished (``drawpoker.career``).
``progress_of(profile) -> Progress``: what the Profile screen shows.
``owned_of(profile, rooms) -> unlocks.Owned``: what unlocks the things to earn (``rooms``:
the career's finished rooms, ``career.finished_rooms``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date

from drawpoker.coach.betting import BetVerdict
from drawpoker.coach.review import Review
from drawpoker.engine import ActionType
from drawpoker.persistence import progress as store
from drawpoker.persistence.profile import Profile, ProfileError
from drawpoker.progress import daily as daily_rules
from drawpoker.progress.achievements import ACHIEVEMENTS, Tally, apply, unlocked_by
from drawpoker.progress.facts import (
    HandFacts,
    hand_facts,
    hand_tallies,
    level_tally,
    sitting_tallies,
    tournament_tallies,
)
from drawpoker.progress.levels import Standing, standing
from drawpoker.progress.unlocks import NO_ROOMS_YET, Owned
from drawpoker.progress.xp import Award, Grade, award_for, grade_decision, grade_points


@dataclass(frozen=True, slots=True)
class Outcome:
    """What an award did: the grades and experience, the achievements it unlocked (keys,
    in the order of ``ACHIEVEMENTS``) and the level before and after."""

    award: Award
    unlocks: tuple[str, ...]
    before: Standing
    after: Standing

    @property
    def levelled_up(self) -> bool:
        return self.after.level > self.before.level


@dataclass(frozen=True, slots=True)
class Progress:
    """The player's progress: level, counters, unlocked achievements (key -> ISO-8601 UTC)
    and the daily challenge's calendar (day -> score)."""

    standing: Standing
    counters: dict[str, int]
    unlocked: dict[str, str]
    calendar: dict[str, int]


def _commit(profile: Profile, award: Award, tallies: Iterable[Tally], *,
            daily: tuple[str, int, object] | None = None,
            session_id: int | None = None) -> Outcome:
    with profile.transaction():
        before = standing(store.xp_total(profile))
        after = standing(before.xp + award.xp)
        old = store.counters(profile)
        new = apply(old, [*tallies, level_tally(after.level)])
        unlocks = unlocked_by(new, store.unlocked(profile))
        store.record(profile, store.ProgressRow(
            award.context, award.good, award.close, award.costly, award.xp,
            {k: v for k, v in new.items() if old.get(k) != v}, unlocks, daily, session_id))
    return Outcome(award, tuple(unlocks), before, after)


def _grades(review: Review) -> tuple[list[Grade], int, int]:
    grades, draws, folds = [], 0, 0
    for d in review.decisions:
        g = grade_decision(d.good, d.chips_lost, d.verdict.pot)
        grades.append(g)
        if g is Grade.GOOD and d.phase == "draw":
            draws += 1
        if g is Grade.GOOD and isinstance(d.verdict, BetVerdict) \
                and d.verdict.kind_did is ActionType.FOLD:
            folds += 1
    return grades, draws, folds


def award_hand(profile: Profile, review: Review, context: str,
               session_id: int | None = None) -> Outcome:
    """Experience and achievements from one finished hand (cash table or tournament).

    Args:
        review: the coach's review of the hand for the player's seat.
        context: ``cash`` or ``tournament``.
        session_id: the sitting (for :func:`finish_sitting`).

    Raises:
        ValueError: an unknown context, or a review with no deal.
    """
    grades, draws, folds = _grades(review)
    return award_facts(profile, hand_facts(review), grades, context, good_draws=draws,
                       good_folds=folds, session_id=session_id)


def award_facts(profile: Profile, facts: HandFacts, grades: Sequence[Grade], context: str, *,
                good_draws: int = 0, good_folds: int = 0,
                session_id: int | None = None) -> Outcome:
    """:func:`award_hand` once the hand is read: its facts and its decisions' grades
    (``good_draws`` and ``good_folds`` of them good draws and good folds).

    Raises:
        ValueError: an unknown context.
    """
    award = award_for(grades, context)
    tallies = [*hand_tallies(facts),
               *sitting_tallies(award, good_draws=good_draws, good_folds=good_folds)]
    return _commit(profile, award, [t for t in tallies if t.counter != "clean_sittings"],
                   session_id=session_id)


def sitting_award(profile: Profile, session_id: int, context: str) -> Award:
    """The grades and experience of every hand awarded in sitting ``session_id``."""
    rows = profile.connection.execute(
        "SELECT COALESCE(SUM(good), 0), COALESCE(SUM(close), 0), COALESCE(SUM(costly), 0), "
        "COALESCE(SUM(xp), 0) FROM xp_awards WHERE session_id = ?", (session_id,)).fetchone()
    return Award(context, *(int(x) for x in rows))


def finish_sitting(profile: Profile, session_id: int, context: str) -> Outcome:
    """The end of a sitting: its summary (``Outcome.award.summary()``, experience already
    given hand by hand) and a clean sitting counted."""
    total = sitting_award(profile, session_id, context)
    clean = [t for t in sitting_tallies(total) if t.counter == "clean_sittings"]
    outcome = _commit(profile, Award(context, 0, 0, 0, 0), clean)
    return Outcome(total, outcome.unlocks, outcome.before, outcome.after)


def award_practice(profile: Profile, points: Sequence[int]) -> Outcome:
    """Drills answered at practice, each scored ``points`` (0..100)."""
    grades = [grade_points(p) for p in points]
    award = award_for(grades, "practice")
    return _commit(profile, award, sitting_tallies(award))


def award_daily(profile: Profile, challenge: daily_rules.Challenge,
                answers: Sequence[daily_rules.Answer]) -> Outcome:
    """The day's one scored try.

    Raises:
        ProfileError: the day already has its scored try, or not every item is answered.
    """
    if len(answers) != len(challenge.items):
        raise ProfileError(f"the daily challenge has {len(challenge.items)} answers to give, "
                           f"not {len(answers)}")
    score = sum(a.points for a in answers)
    award = award_for((grade_points(a.points) for a in answers), "daily")
    with profile.transaction():
        days = [daily_rules.parse_day(d) for d in store.daily_results(profile)]
        run = daily_rules.streak([*days, challenge.day], challenge.day)
        tallies = [Tally("dailies", 1), Tally("best_daily_streak", run, "max"),
                   Tally("perfect_dailies", int(score == daily_rules.MAX_POINTS
                                                * len(challenge.items))),
                   *sitting_tallies(award)]
        return _commit(profile, award, tallies, daily=(
            challenge.day.isoformat(), score, [a.to_json() for a in answers]))


def award_tournament(profile: Profile, won: bool) -> Outcome:
    """A tournament finished, won or not (tournaments won in a row are counted)."""
    with profile.transaction():
        run = store.counters(profile).get("tournament_run", 0)
        return _commit(profile, Award("tournament", 0, 0, 0, 0), tournament_tallies(won, run))


def award_career(profile: Profile, rooms_finished: int) -> Outcome:
    """The career's rooms finished now (``rooms_finished``, 0 or more; the counter only
    rises). Joins the caller's transaction (the room's final is kept with it)."""
    return _commit(profile, Award("tournament", 0, 0, 0, 0),
                   [Tally("career_rooms", rooms_finished, "max")])


def progress_of(profile: Profile) -> Progress:
    """The player's progress now."""
    results = store.daily_results(profile)
    return Progress(standing(store.xp_total(profile)), store.counters(profile),
                    store.unlocked(profile), {d: s for d, (s, _a) in results.items()})


def daily_streak(profile: Profile, today: date) -> int:
    """Days in a row with a scored daily try, ending today or yesterday."""
    return daily_rules.streak(
        (daily_rules.parse_day(d) for d in store.daily_results(profile)), today)


def achievement_progress(progress: Progress) -> list[tuple[str, int, int, str | None]]:
    """Every achievement as ``(key, value, target, unlocked_at or None)``, in order (the
    value capped at the target)."""
    return [(a.key, min(progress.counters.get(a.counter, 0), a.target), a.target,
             progress.unlocked.get(a.key)) for a in ACHIEVEMENTS.values()]



def owned_of(profile: Profile, rooms: frozenset[str] = NO_ROOMS_YET) -> Owned:
    """The player's level and earned achievements, with the career ``rooms`` he finished
    (``career.finished_rooms(profile)``: the career reads its own rows): what unlocks the
    card backs, felts and chip sets (``progress.unlocks``)."""
    return Owned(standing(store.xp_total(profile)).level,
                 frozenset(store.unlocked(profile)), rooms)
