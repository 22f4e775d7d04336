"""Telling the player what an award earned: the summary of the grades, a level reached
and a toast naming each achievement earned (``progress.award.Outcome``).

Any screen that awards experience calls :func:`tell_outcome` with what the award returned;
a table tells what each hand earned as it ends (:func:`tell_hand_awards`: a level reached,
each achievement earned, one queued toast each, clear of the cards and controls) and,
when the player leaves it, the sitting's summary (:func:`tell_sitting`, the
``"sitting_summary"`` route);
a career room's final is told on the tournament's results screen from :func:`final_data`
(kept in the result document) by :func:`final_lines`, and a tournament's sitting (its
decisions and experience) from :func:`sitting_data` by :func:`sitting_line`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from drawpoker.career import FinalResult, Room, room
from drawpoker.i18n import _
from drawpoker.progress.achievements import ACHIEVEMENTS
from drawpoker.progress.award import Outcome
from drawpoker.progress.levels import Standing, standing
from drawpoker.progress.xp import Award
from drawpoker.session.table.cash import CashSession
from drawpoker.session.table.session import TableSession
from drawpoker.ui.flows.coaching import coach_after_hand
from drawpoker.ui.services import Services


def earned_lines(outcome: Outcome) -> list[str]:
    """What ``outcome`` earned beyond experience, in order: the level reached, each
    achievement."""
    lines = []
    if outcome.levelled_up:
        lines.append(_("Level {n}: {name}").format(n=outcome.after.level,
                                                   name=outcome.after.name))
    lines += [_("Achievement earned: {title}").format(title=_(ACHIEVEMENTS[k].title))
              for k in outcome.unlocks]
    return lines


def outcome_lines(outcome: Outcome) -> list[str]:
    """The toasts of ``outcome``, in order: the summary, the level, each achievement."""
    return [outcome.award.summary(), *earned_lines(outcome)]


def tell_outcome(app: Services, outcome: Outcome) -> None:
    """Show :func:`outcome_lines` in one toast (a toast replaces the one before it)."""
    app.show_toast(" · ".join(outcome_lines(outcome)), seconds=8.0)


def tell_earned(app: Services, outcome: Outcome) -> None:
    """Queue a toast for the level reached and each achievement earned by ``outcome``."""
    for line in earned_lines(outcome):
        app.toasts.queue(line, seconds=4.0)


def tell_hand_awards(app: Services, session: TableSession | None) -> None:
    """Queue a toast for each level reached and achievement earned by the hands a cash
    table recorded since the last call (``CashSession.take_outcomes``); nothing at other
    tables."""
    if not isinstance(session, CashSession):
        return
    for outcome in session.take_outcomes():
        tell_earned(app, outcome)


def tell_sitting(app: Services, session: TableSession | None) -> None:
    """After the player left a cash table (``CashSession.leave``): what the hand played
    out as he left and the sitting's end (a clean sitting) earned, as queued toasts, and its summary over the screen below
    (when a hand was played)."""
    if not isinstance(session, CashSession) or session.summary is None:
        return
    tell_hand_awards(app, session)  # a hand played out as he left earned these
    if session.sitting is not None:
        tell_earned(app, session.sitting)
    if session.summary.hands:  # a sitting with no hand has nothing to sum up
        app.nav.push("sitting_summary", summary=session.summary)


def final_data(final: FinalResult, outcome: Outcome) -> dict[str, Any]:
    """What a career room's final did, as plain JSON data for the tournament's result
    document (``"career"``): ``room``, ``place``, ``finished_now``, ``opened`` (a room
    id or None) and ``unlocks`` (the achievements the tournament and the room earned)."""
    return {"room": final.room.id, "place": final.place, "finished_now": final.finished_now,
            "opened": None if final.opened is None else final.opened.id,
            "unlocks": [*outcome.unlocks, *final.outcome.unlocks]}


def sitting_data(ended: Outcome) -> dict[str, int]:
    """A tournament's sitting as plain JSON data for its result document (``"xp"``): the
    decisions of each grade (``good``, ``close``, ``costly``), the experience they gave
    (``xp``) and the player's experience once it was given (``total``); ``ended`` is
    ``progress.award.finish_sitting``'s outcome."""
    a = ended.award
    return {"good": a.good, "close": a.close, "costly": a.costly, "xp": a.xp,
            "total": ended.after.xp}


def sitting_line(data: Mapping[str, Any]) -> tuple[str, Standing, Standing] | None:
    """:func:`sitting_data` told: the decisions line ("12 good decisions, 2 costly: +340
    XP") and the player's standing before and after the sitting's experience (the level
    bar), or None for damaged data."""
    try:
        award = Award("tournament", *(int(data[k]) for k in ("good", "close", "costly", "xp")))
        total = int(data["total"])
    except (KeyError, TypeError, ValueError):
        return None
    return award.summary(), standing(max(0, total - award.xp)), standing(total)


def final_goal(r: Room) -> str:
    """The place in ``r``'s final that finishes the room, in words ("Win the final to
    finish The Kitchen Table.")."""
    if r.final_places == 1:
        return _("Win the final to finish {room}.").format(room=_(r.name))
    return _("Finish in the top {n} of the final to finish {room}.").format(
        n=r.final_places, room=_(r.name))


def final_lines(data: Mapping[str, Any]) -> list[str]:
    """:func:`final_data` in words: the room finished and the room it opened, or the place
    the room still asks for; then each achievement earned ([] for damaged data)."""
    try:
        r = room(str(data.get("room")))
        opened = None if data.get("opened") is None else room(str(data["opened"]))
        place = int(data.get("place", 0))
    except (ValueError, TypeError):
        return []
    name = _(r.name)
    if data.get("finished_now") and opened is not None:
        lines = [_("{room} finished! {next} is open on the road.").format(
            room=name, next=_(opened.name))]
    elif data.get("finished_now"):
        lines = [_("{room} finished: you have played the whole road!").format(room=name)]
    elif place > r.final_places:
        lines = [final_goal(r)]
    else:
        lines = []
    unlocks = data.get("unlocks")
    for key in unlocks if isinstance(unlocks, list) else []:
        if key in ACHIEVEMENTS:
            lines.append(_("Achievement earned: {title}").format(
                title=_(ACHIEVEMENTS[key].title)))
    return lines


def after_hand(scene: Any) -> None:
    """What a cash table tells once a hand ended: what the hand earned
    (:func:`tell_hand_awards`; the next hand held back until the last of its toasts is up,
    ``TablePlay.hold``, so each is shown at the table), then the coach's review
    (``flows.coaching``).

    Args:
        scene: the table scene (``app``, ``session``, ``play`` and what
            ``coach_after_hand`` reads).
    """
    tell_hand_awards(scene.app, scene.session)
    if scene.play is not None:
        scene.play.hold(scene.app.toasts.last_comes_in())
    coach_after_hand(scene)


def leave_table(scene: Any) -> None:
    """Stand up from ``scene``'s table (``play.stand_up``), go back to the title screen
    and show the sitting's summary over it (:func:`tell_sitting`)."""
    if scene.play is not None:
        scene.play.stand_up()
    scene.app.nav.reset("title")
    tell_sitting(scene.app, scene.session)
