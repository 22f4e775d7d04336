"""Notices told over any screen: file problems, a busy profile, a fresh bankroll,
damaged hands.

Each function pushes the ``"notice"`` route (:class:`~drawpoker.ui.scenes.dialog.NoticeScene`)
on ``app.nav`` and returns the dialog:

* :func:`tell_notice` — a persistence :class:`~drawpoker.persistence.notices.Notice`
  (settings or profile file damaged and kept aside, file from a newer version, values
  reset, table closed, hand voided...);
* :func:`tell_damaged_hands` — once per run: some recorded hands are damaged and left out;
* :func:`tell_profile_busy` — another program holds the profile, or its disk is full or
  refuses writes, so the table is not saved (:func:`profile_unsaved_text`);
* :func:`tell_fresh_bankroll` — the house refilled a broke player's bankroll.

:func:`tell_unsaved` says, where the screen chooses, that a change to the profile made
outside a table (a name, a reset, experience) was not saved for a busy profile or disk.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from drawpoker.i18n import _, format_chips, ngettext
from drawpoker.persistence.notices import Notice, NoticeKind
from drawpoker.persistence.profile import write_problem
from drawpoker.persistence.profile.errors import PROBLEM_TEXT
from drawpoker.ui.scene import Scene
from drawpoker.ui.services import Services


def notice_dialog(notice: Notice) -> dict[str, Any]:
    """The ``"notice"`` route's arguments telling the player about ``notice``."""
    heading = {
        "settings": _("About your settings"),
        "profile": _("About your profile"),
        "both": _("About your settings and profile"),
    }.get(str(notice.file), _("Notice"))
    return {"heading": heading, "message": notice.message(),
            "choices": [(_("OK"), "primary", None)], "kind": str(notice.severity), "cancel": 0}


def tell_notice(app: Services, notice: Notice) -> Scene:
    """Push the dialog about ``notice``; returns it."""
    return app.nav.push("notice", **notice_dialog(notice))


def tell_damaged_hands(app: Services, profile: Any) -> None:
    """Tell the player once per run that some recorded hands are damaged and left out
    (``profile.damaged_hands``, filled while the statistics or the history are read)."""
    damaged = sorted(profile.damaged_hands or ())
    if not damaged or app.told_damaged_hands:
        return
    app.told_damaged_hands = True
    tell_notice(app, Notice(NoticeKind.DAMAGED_HANDS, "profile", Path(profile.path or ""),
                            keys=tuple(str(i) for i in damaged)))


def profile_unsaved_text(problem: str, *, at_start: bool) -> str:
    """What to tell the player when his table cannot be saved: why (``problem``, a word of
    ``persistence.profile.write_problem``: busy, full, read_only, io) and what to do; at
    sitting down (``at_start``: nothing from this table is kept) or mid-play (the game
    tries again between hands)."""
    if problem == "busy":
        if at_start:
            return _("Your profile is being used by another program, so this table cannot "
                     "be saved. You can play, but nothing from this table is kept: your "
                     "bankroll stays as it is.")
        return _("Your profile is being used by another program, so the game cannot "
                 "save this table for now. Play on: between hands the game tries again. "
                 "Hands played meanwhile are not in your history, but their chips are "
                 "counted. If you quit before, you come back to the table as it was "
                 "last saved.")
    if problem == "full":
        if at_start:
            return _("The disk holding your profile is full, so this table cannot be saved. "
                     "You can play, but nothing from this table is kept: your bankroll stays "
                     "as it is. Free some space on that disk to save your play again.")
        return _("The disk holding your profile is full, so the game cannot save this table "
                 "for now. Play on and free some space on that disk: between hands the game "
                 "tries again. Hands played meanwhile are not in your history, but their "
                 "chips are counted. If you quit before, you come back to the table as it "
                 "was last saved.")
    if at_start:
        return _("Your profile cannot be written (the disk refuses changes), so this table "
                 "cannot be saved. You can play, but nothing from this table is kept: your "
                 "bankroll stays as it is.")
    return _("Your profile cannot be written for now (the disk refuses changes), so the game "
             "cannot save this table. Play on: between hands the game tries again. Hands "
             "played meanwhile are not in your history, but their chips are counted. If you "
             "quit before, you come back to the table as it was last saved.")


def tell_profile_busy(app: Services, *, at_start: bool, problem: str = "busy") -> Scene:
    """Tell the player that his table is not saved (:func:`profile_unsaved_text`): another
    program holds the profile, or the disk is full or refuses writes (``problem``); at
    sitting down (``at_start``) or for the moment (mid-play, see ``TableKeeper.unsaved``)."""
    return app.nav.push("notice", heading=_("About your profile"),
                        message=profile_unsaved_text(problem, at_start=at_start),
                        kind="warning", cancel=0)


def tell_fresh_bankroll(app: Services, before: int, minimum: int, after: int) -> Scene:
    """Tell the player the house refilled his bankroll: it was ``before`` chips, under
    the table's ``minimum`` buy-in, and is now ``after`` chips."""
    return app.nav.push("notice", heading=_("A fresh bankroll"), message=ngettext(
        "Your bankroll ({before}) does not cover this table's minimum buy-in of {minimum}. "
        "The house gives you a fresh bankroll of {chips} chip. Your statistics mark "
        "where this happened.",
        "Your bankroll ({before}) does not cover this table's minimum buy-in of {minimum}. "
        "The house gives you a fresh bankroll of {chips} chips. Your statistics mark "
        "where this happened.", after).format(before=format_chips(before),
                                       minimum=format_chips(minimum),
                                       chips=format_chips(after)),
        kind="info")


def tell_cut_buy_in(app: Services, text: str) -> Scene:
    """Tell the player his buy-in was cut to what his bankroll holds (``text``:
    ``table.sitting.short_buy_in_note``), in a notice dialog."""
    return app.nav.push("notice", heading=_("Your buy-in"), message=text, kind="info")


__all__ = ["notice_dialog", "profile_unsaved_text", "tell_cut_buy_in", "tell_damaged_hands",
           "tell_fresh_bankroll", "tell_notice", "tell_profile_busy"]


#: what a write to the profile raises when another program or the disk stops it (and
#: damage or a bug, which :func:`tell_unsaved` raises again)
PROFILE_WRITE_ERRORS = (sqlite3.Error, OSError)


def tell_unsaved(say: Callable[[str], None], exc: BaseException, path: Path | None) -> None:
    """Tell with ``say`` that a change to the profile at ``path`` was not saved because of
    ``exc``: another program holds it, or its disk is full or refuses writes
    (``persistence.profile.write_problem``): "Your profile could not be saved: the profile
    is busy". The transaction was rolled back: nothing of the change is kept.

    Raises:
        BaseException: ``exc`` itself when it is no such problem (damage, a bug): it
            reaches the crash report.
    """
    problem = write_problem(exc, None if path is None else path.parent)
    if problem is None:
        raise exc
    say(Notice(NoticeKind.UNWRITABLE, "profile", path or Path(),
               detail=PROBLEM_TEXT[problem]).message())
