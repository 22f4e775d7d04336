"""A table's course: what the scene that owns a playing table decides about it.

:class:`TableCourse` is handed to :class:`~drawpoker.ui.table.scene.TableScene` by the
scene that composes it (the sit-and-go table, ``ui.scenes.tournament_table``; the deal
played again, ``ui.scenes.deal_again``): which
session the table sits down at, whether a next deal may come, what follows each deal and
what follows the end of a hand. A cash table's course is its own (``TableScene`` makes
it: the cash session, every deal, the coach's review after each hand). The owner gives
functions, never itself: the playing table is composed, not overridden.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from drawpoker.persistence.settings import Settings
from drawpoker.session.table.session import HandOutcome, TableSession


def _always() -> bool:
    return True


def _nothing() -> None:
    return None


def _no_line() -> str:
    return ""


#: Seconds a demo table's ended hand stays before the next deals itself.
DEMO_PAUSE = 1.4


@dataclass(frozen=True)
class TableCourse:
    """The course of a playing table.

    Attributes:
        open_session: sits the table down at enter(): the table's session, given the
            computer players' random source.
        hand_ended: what follows a hand that ended, given its outcome (the session's
            ``finish_hand``); None: what follows at a cash table (the coach's review).
        may_deal: False when no next deal may come (a tournament over or ending).
        dealt: what follows each deal asked for (dealt or not: the tournament's level told).
        next_pause: seconds an ended hand stays on the table before the next deals
            itself with no countdown (a knocked-out player watching the rest); None: as
            at any table (:func:`hand_pause`).
        watch_line: the line the controls bar shows while the player watches a table he
            is out of ("Watching — you are out, 3rd"), with its *Skip to result* button in
            place of every other; "": he plays (the bar as at any table).
        skip_watching: what that button does (the tournament played out at once and its
            results shown).
    """

    open_session: Callable[[random.Random], TableSession]
    hand_ended: Callable[[HandOutcome], None] | None = None
    may_deal: Callable[[], bool] = _always
    dealt: Callable[[], None] = _nothing
    next_pause: Callable[[], float | None] = _nothing
    watch_line: Callable[[], str] = _no_line
    skip_watching: Callable[[], None] = _nothing


def hand_pause(course: TableCourse, demo: bool, settings: Settings) -> tuple[float, bool]:
    """How the next hand follows an ended one at a table of ``course``: ``(seconds,
    counted)``, the seconds before it deals itself (0: only when asked) and whether
    *Next hand* counts them down. The course's own pause first (not counted), a demo's
    :data:`DEMO_PAUSE` (not counted), else the player's setting
    ``settings.auto_next_hand_seconds`` (counted)."""
    own = course.next_pause()
    if own is not None:
        return own, False
    if demo:
        return DEMO_PAUSE, False
    return float(settings.auto_next_hand_seconds), True
