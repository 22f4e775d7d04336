"""The player's profile: bankroll, sessions, every hand played and the ledger (SQLite).

API (re-exported here; each module documents its part):
    ``open_profile(path, *, name="Player", starting_bankroll=1000, lock=False) ->
    (Profile, notices)`` (``opening``): opens or creates the profile, migrating older
    schemas, setting a damaged file aside, leaving a newer or busy one alone; never raises
    for a bad file.
    ``Profile`` (``profile`` and ``hands``): player, bankroll, ledger, refills, sessions,
    ``record_hand``, ``hands``, ``hand``, ``hand_history``, ``export_hand``,
    ``statistics``, ``transaction``.
    ``SCHEMA_VERSION`` (6), ``APPLICATION_ID`` (``schema``); ``MIGRATIONS`` (``{n: step
    from version n to n+1}``, 0 = new file) and ``migrate`` (``migrations``).
    ``ProfileError``, ``NewerProfileError``, ``ProfileBusyError``, ``is_busy(exc)``,
    ``write_problem(exc, folder=None)`` (busy, full, read_only, io: never damage),
    ``BUSY_TIMEOUT`` (``errors``); ``DEFAULT_NAME``, ``DEFAULT_BANKROLL``, ``MAX_NAME``,
    ``utc_now`` (``rows``); ``REFILL_NOTE`` (``profile``).

Nothing from the file is ever executed: rows are read as data, documents with
``json.loads`` (no pickle, no eval).
"""

from drawpoker.persistence.profile.errors import (
    BUSY_TIMEOUT,
    NewerProfileError,
    ProfileBusyError,
    ProfileError,
    is_busy,
    write_problem,
)
from drawpoker.persistence.profile.migrations import MIGRATIONS, migrate
from drawpoker.persistence.profile.opening import open_profile
from drawpoker.persistence.profile.profile import REFILL_NOTE, Profile
from drawpoker.persistence.profile.rows import DEFAULT_BANKROLL, DEFAULT_NAME, MAX_NAME, utc_now
from drawpoker.persistence.profile.schema import APPLICATION_ID, SCHEMA_VERSION

__all__ = [
    "APPLICATION_ID", "BUSY_TIMEOUT", "DEFAULT_BANKROLL", "DEFAULT_NAME", "MAX_NAME",
    "MIGRATIONS", "REFILL_NOTE", "SCHEMA_VERSION", "NewerProfileError", "Profile",
    "ProfileBusyError", "ProfileError", "is_busy", "migrate", "open_profile", "utc_now",
    "write_problem",
]
