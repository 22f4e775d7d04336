"""What the game tells the player on start, over the title screen.

* :func:`push_startup_notices` — the settings and profile notices (damaged file kept
  aside, newer version, ...), then the resume offer on top of them;
* :func:`offer_resume` — "You left a table in the middle of a hand: continue or
  leave?" for a table stored by :class:`~drawpoker.persistence.resume.TableKeeper`.
  Leaving settles it at once with every chip accounted for (``keeper.leave``);
  continuing hands the restored table to the ``"table"`` route
  (``TableScene(keeper=..., restored=...)``), or a career room's to ``"career_table"``;
* :func:`table_notices` — the stored table could not be read and was closed, or the
  hand in progress could not be restored and was called off;
* :func:`tell_demo_notices` — the same notices for ``--demo``: a line each on stderr and a
  toast over the table;
* :func:`tell_asset_problems` — "Some game files are missing or damaged" once on start
  (a dialog), and a toast for a file that fails to load later
  (:func:`drawpoker.resources.problems`);

What the title's badge needs (the profile opened, the bankroll, a tournament in progress)
is in the lighter :mod:`drawpoker.ui.flows.title_badge`.

The App reaches these through ``routes.deferred`` (this module brings the profile and the
table keeper with it, which the first frame does not wait for).
"""

from __future__ import annotations

import contextlib
import sqlite3
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from drawpoker import resources
from drawpoker.i18n import _, format_chips, ngettext
from drawpoker.persistence.career import sitting_room
from drawpoker.persistence.notices import Notice, NoticeKind, combine
from drawpoker.persistence.profile import ProfileError
from drawpoker.persistence.resume import TableKeeper
from drawpoker.session.table.experience import award_recorded
from drawpoker.ui.flows.notices import tell_notice
from drawpoker.ui.scene import Scene
from drawpoker.ui.services import Services

#: At most this many file names are listed in the missing-files notice.
MAX_NAMED_ASSETS = 3


def table_notices(keeper: Any, restored: Any = None) -> list[Notice]:
    """The notices telling the player that his stored table could not be read and was
    closed (``keeper.broken_table``: his stack went back to the bankroll) or that the hand
    in progress could not be restored and was called off (``restored.voided``: the stacks
    before it stand). Each is told once: the reason is cleared."""
    path = Path(getattr(keeper.profile, "path", "") or "")
    out: list[Notice] = []
    if keeper.broken_table:
        out.append(Notice(NoticeKind.TABLE_CLOSED, "profile", path,
                          detail=str(keeper.broken_table),
                          chips=int(keeper.broken_table_chips)))
        keeper.broken_table = None
    if restored is not None and restored.voided:
        stack = int(restored.table.seats[restored.hero_seat].stack)
        out.append(Notice(NoticeKind.HAND_VOIDED, "profile", path,
                          detail=str(restored.voided), chips=stack))
        restored.voided = None
    return out


def offer_resume(app: Services, keeper: TableKeeper, saved: Any) -> Scene:
    """Push the "continue where you left off?" dialog for a stored open table; returns it.

    Args:
        app: the app (its stack gets the table on Continue).
        keeper: a :class:`~drawpoker.persistence.resume.TableKeeper` of the profile.
        saved: ``keeper.saved()``.
    """
    stack = format_chips(int(saved.hero_stack))
    if saved.hand_in_progress:
        message = _("You left a table in the middle of hand {hand}. You can continue it exactly "
                    "where it was, or leave the table: the hand is then played to its end with "
                    "you checking or folding, and your chips go back to your bankroll.").format(
                        hand=saved.hand_no)
    else:
        message = ngettext("You left a table with {chips} chip in front of you. You can sit "
                           "down there again, or leave the table and take your chip back to "
                           "your bankroll.",
                           "You left a table with {chips} chips in front of you. You can sit "
                           "down there again, or leave the table and take your chips back to "
                           "your bankroll.", int(saved.hero_stack)).format(chips=stack)

    keeper.on_record = award_recorded(keeper, [])  # a hand recorded now earns its experience

    def leave() -> None:
        try:
            restored = keeper.restore()
            told = table_notices(keeper, restored)
            bankroll = keeper.leave()
        except (ValueError, ProfileError, sqlite3.Error, OSError) as exc:
            # a table the keeper cannot settle: say so, lose nothing
            app.nav.push("notice", heading=_("The table could not be closed"), message=_(
                "Your chips stay where they are and you will be asked again next time. "
                "Reason: {reason}").format(reason=str(exc)), kind="error", cancel=0)
            return
        app.nav.push("notice", heading=_("You left the table"), message=_(
            "Every chip is accounted for. Your bankroll is now {chips}.").format(
                chips=format_chips(bankroll)), kind="result", cancel=0)
        for notice in told:  # why the hand in progress was called off: read first
            tell_notice(app, notice)

    def cont() -> None:
        restored = keeper.restore()
        told = table_notices(keeper, restored)
        room = None if restored is None else sitting_room(keeper.profile,
                                                          restored.session_id)
        if room is not None:  # a career room's table: its name and its way back
            app.nav.reset("career_table", room=room, keeper=keeper, restored=restored)
        else:
            app.nav.reset("table", keeper=keeper, restored=restored)
        for notice in told:  # the hand could not be restored: say so over the table
            tell_notice(app, notice)

    return app.nav.push("notice", heading=_("Welcome back"), message=message,
                        choices=[(_("Continue"), "primary", cont),
                                 (_("Leave the table"), "neutral", leave)],
                        default=0, cancel=None, kind="info")


def push_startup_notices(app: Services) -> None:
    """On start (over the title): file notices first, then the resume offer on top of them.

    The dialogs are pushed so that the resume offer is answered after the notices about
    damaged files (the last pushed is shown first). The profile was opened just before
    (``title_badge.open_profile_or_tell``, ``App.finish_start``): when it could not be,
    that was told and there is nothing more to tell.
    """
    profile = app.profile_if_open
    if profile is None:
        return
    pending = combine(app.pending_notices)  # one folder that cannot be made: said once
    app.pending_notices = []
    keeper = TableKeeper(profile)
    try:
        saved = keeper.saved()
    except (ProfileError, sqlite3.Error, ValueError):  # unreadable now: offered next time
        saved = None
    if saved is not None:
        offer_resume(app, keeper, saved)
    else:
        for notice in table_notices(keeper):  # a damaged open table was closed: say so
            tell_notice(app, notice)
    for notice in reversed(pending):
        if notice.severity == "info" and str(notice.kind) == "upgraded":
            continue  # an upgrade needs no dialog
        tell_notice(app, notice)


def tell_demo_notices(app: Services) -> None:
    """``--demo`` (no title, and nobody to close a dialog): the start notices (a full or
    read-only disk played as a guest, a damaged file kept aside...) each in one line on
    stderr, ``drawpoker: <sentence>``, and the most serious as a toast over the table."""
    _ = app.profile  # opened now: its notices are pending
    pending = [n for n in combine(app.pending_notices) if n.kind is not NoticeKind.UPGRADED]
    app.pending_notices = []
    for notice in pending:
        with contextlib.suppress(OSError, ValueError):  # no terminal: the toast still tells
            print(f"drawpoker: {notice.message()}", file=sys.stderr)
    if pending:
        worst = next((n for n in pending if n.severity == "error"), pending[0])
        app.show_toast(worst.message(), error=worst.severity == "error", seconds=10.0)


def asset_problems_text(names: Sequence[str]) -> str:
    """The sentence telling the player which game files are missing or damaged.

    Args:
        names: asset paths relative to ``assets/`` (e.g. ``"fonts/dejavusans.ttf"``);
            the first :data:`MAX_NAMED_ASSETS` are named, the rest counted.
    """
    shown = ", ".join(names[:MAX_NAMED_ASSETS])
    more = len(names) - MAX_NAMED_ASSETS
    if more <= 0:
        return _("Some game files are missing or damaged: {files}. The game uses plain "
                 "stand-ins; reinstalling the game restores them.").format(files=shown)
    return ngettext("Some game files are missing or damaged: {files} and {count} more file. "
                    "The game uses plain stand-ins; reinstalling the game restores them.",
                    "Some game files are missing or damaged: {files} and {count} more files. "
                    "The game uses plain stand-ins; reinstalling the game restores them.",
                    more).format(files=shown, count=more)


def tell_asset_problems(app: Services, *, dialog: bool = True) -> bool:
    """Tell the player about asset files reported missing or damaged and not told yet.

    The first time (``dialog`` True, on start) it is a dialog over the current scene
    (``app.asset_notice``); files found later (a card image that fails when first drawn)
    are added to that dialog while it is open, else told in a toast. Each file is told
    once per run (``app.told_assets``).

    Returns:
        True when something was told.
    """
    told = app.told_assets
    new = [p.relpath for p in resources.problems() if p.relpath not in told]
    if not new:
        return False
    told.update(new)
    shown: Any = app.asset_notice
    if shown is not None and not shown.closed and shown in app.stack.scenes:
        shown.message = asset_problems_text(sorted(told, key=_report_order()))
        shown.resize(app.size)  # the dialog is still open: it lists the new files too
    elif dialog:
        app.asset_notice = app.nav.push("notice", heading=_("Missing game files"),
                                        message=asset_problems_text(new), kind="warning",
                                        cancel=0)
    else:
        app.show_toast(asset_problems_text(new), error=True, seconds=8.0)
    return True


def _report_order() -> Callable[[str], int]:
    order = {p.relpath: i for i, p in enumerate(resources.problems())}
    return lambda name: order.get(name, len(order))


__all__ = ["MAX_NAMED_ASSETS", "asset_problems_text", "offer_resume", "push_startup_notices",
           "table_notices", "tell_asset_problems", "tell_demo_notices"]
