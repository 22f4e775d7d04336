"""What can go wrong with a profile: the errors raised, and telling "busy" from "damaged".

API:
    ``ProfileError`` (an impossible operation: bad amount, no such hand...);
    ``NewerProfileError`` (written by a newer version); ``ProfileBusyError`` (another
    program holds the database locked); ``Damaged`` (inside the package: the file is not an
    intact profile, it is set aside); ``BUSY_TIMEOUT`` (seconds); ``is_busy(exc) -> bool``.
"""

from __future__ import annotations

import sqlite3


class ProfileError(RuntimeError):
    """A profile operation is impossible (bad amount, no such hand, ...)."""


class NewerProfileError(ProfileError):
    """The profile file was written by a newer version of the game."""


class ProfileBusyError(ProfileError):
    """Another program holds the profile database locked (SQLite ``database is locked``):
    the file is intact but cannot be used now; it is never set aside as damaged."""


class Damaged(Exception):
    """The file is not an intact profile (the message says why); it is set aside."""


#: seconds SQLite waits for another program's lock before a statement gives up (busy)
BUSY_TIMEOUT = 3.0


def is_busy(exc: BaseException) -> bool:
    """True if ``exc`` means the database is locked by another connection (SQLITE_BUSY /
    SQLITE_LOCKED), not damaged."""
    if isinstance(exc, ProfileBusyError):
        return True
    if not isinstance(exc, sqlite3.OperationalError):
        return False
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in (5, 6):
        return True
    text = str(exc).lower()
    return "database is locked" in text or "database table is locked" in text \
        or "database is busy" in text

