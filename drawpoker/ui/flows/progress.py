"""Telling the player what an award earned: the summary of the grades, a level reached
and a toast naming each achievement earned (``progress.award.Outcome``).

Any screen that awards experience calls :func:`tell_outcome` with what the award returned.
"""

from __future__ import annotations

from drawpoker.i18n import _
from drawpoker.progress.achievements import ACHIEVEMENTS
from drawpoker.progress.award import Outcome
from drawpoker.ui.services import Services


def outcome_lines(outcome: Outcome) -> list[str]:
    """The toasts of ``outcome``, in order: the summary, the level, each achievement."""
    lines = [outcome.award.summary()]
    if outcome.levelled_up:
        lines.append(_("Level {n}: {name}").format(n=outcome.after.level,
                                                   name=outcome.after.name))
    lines += [_("Achievement earned: {title}").format(title=_(ACHIEVEMENTS[k].title))
              for k in outcome.unlocks]
    return lines


def tell_outcome(app: Services, outcome: Outcome) -> None:
    """Show :func:`outcome_lines` in one toast (a toast replaces the one before it)."""
    app.show_toast(" · ".join(outcome_lines(outcome)), seconds=8.0)
