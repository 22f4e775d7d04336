"""What the title screen shows from the profile, light enough for the frame after the
first one: the profile opened (or the reason it cannot be, told once), the bankroll its
badge shows, and whether a tournament is in progress.

* :func:`open_profile_or_tell` — the profile, or None after the "About your profile"
  notice (the start notices then come without it, ``App.finish_start``);
* :func:`read_bankroll` — the bankroll the title shows;
* :func:`tournament_in_progress` — whether its *Tournament* entry says so.

Only the profile and the tournament store are imported here, not the table, the coach or
numpy (:mod:`drawpoker.ui.flows.startup` brings those), so the badge comes up with the
title, not seconds after it.
"""

from __future__ import annotations

import sqlite3

from drawpoker.i18n import _
from drawpoker.persistence.profile import Profile, ProfileError
from drawpoker.persistence.tournaments import has_open_tournament
from drawpoker.ui.services import Services


def open_profile_or_tell(app: Services) -> Profile | None:
    """The player's profile, opened now if it is not yet (its notices pending); when it
    cannot be opened, None and the "About your profile" notice over the title."""
    try:
        return app.profile
    except (ProfileError, sqlite3.Error, ValueError) as exc:  # tell the player, keep playing
        app.nav.push("notice", heading=_("About your profile"), message=_(
            "Your profile could not be opened: {reason}").format(reason=str(exc)),
            kind="error", cancel=0)
        return None


def read_bankroll(app: Services) -> int | None:
    """The player's bankroll (chips off the table) from the profile; None when it cannot
    be read (no figure rather than no title screen)."""
    try:
        return int(app.profile.bankroll)
    except (ProfileError, sqlite3.Error):
        return None


def tournament_in_progress(app: Services) -> bool:
    """A tournament is kept to resume in the profile (False when it cannot be read: the
    title then says nothing rather than fail)."""
    try:
        return has_open_tournament(app.profile)
    except (ProfileError, sqlite3.Error):
        return False
