"""Telling the player what an award earned: the summary of the grades, a level reached
and a toast naming each achievement earned (``progress.award.Outcome``).

Any screen that awards experience calls :func:`tell_outcome` with what the award returned;
a table tells what each hand earned as it ends (:func:`tell_hand_awards`: a level reached,
each achievement earned, one queued toast each, clear of the cards and controls) and,
when the player leaves it, the sitting's summary (:func:`tell_sitting`, the
``"sitting_summary"`` route).
"""

from __future__ import annotations

from drawpoker.i18n import _
from drawpoker.progress.achievements import ACHIEVEMENTS
from drawpoker.progress.award import Outcome
from drawpoker.session.table.cash import CashSession
from drawpoker.session.table.session import TableSession
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
    """After the player left a cash table (``CashSession.leave``): what the sitting's end
    earned (a clean sitting) as queued toasts, and its summary over the screen below."""
    if not isinstance(session, CashSession) or session.summary is None:
        return
    if session.sitting is not None:
        tell_earned(app, session.sitting)
    app.nav.push("sitting_summary", summary=session.summary)
