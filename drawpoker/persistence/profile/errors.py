"""What can go wrong with a profile: the errors raised, and telling "busy" from "damaged".

API:
    ``ProfileError`` (an impossible operation: bad amount, no such hand...);
    ``NewerProfileError`` (written by a newer version); ``ProfileBusyError`` (another
    program holds the database locked); ``Damaged`` (inside the package: the file is not an
    intact profile, it is set aside); ``BUSY_TIMEOUT`` (seconds); ``is_busy(exc) -> bool``;
    ``write_problem(exc) -> "busy" | "full" | "read_only" | "io" | None``: what stops the
    profile being used for now (never a reason to set it aside); ``PROBLEM_TEXT``: each
    of those problems in a few English words (for ``ProfileError`` messages and logs).
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from drawpoker.persistence.paths import os_problem


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



#: SQLite primary result codes of trouble outside the file: the disk or the system says no
_FULL_CODES = frozenset({13})  # SQLITE_FULL
_READ_ONLY_CODES = frozenset({3, 8, 14, 23})  # SQLITE_PERM, READONLY, CANTOPEN, AUTH
_IO_CODES = frozenset({10, 22})  # SQLITE_IOERR, SQLITE_NOLFS


#: What each :func:`write_problem` means, as the start of an English error message.
PROBLEM_TEXT = {
    "busy": "the profile is busy",
    "full": "the disk holding your profile is full",
    "read_only": "the profile cannot be written (a read-only file, folder or disk)",
    "io": "the profile cannot be written (a disk error)",
}


#: free bytes under which an I/O error on the profile's disk is told as a full disk (SQLite
#: says "disk I/O error" when the index of its log cannot grow for want of space)
NEARLY_FULL_BYTES = 1 << 20


def write_problem(exc: BaseException, folder: Path | None = None) -> str | None:
    """What keeps the profile from being read or written now, when ``exc`` says it is the
    disk or the system and not the file's content: ``"busy"`` (another program holds it),
    ``"full"`` (no space left, a quota, a file-size limit), ``"read_only"`` (a read-only
    disk or file, no permission, a side file that cannot be opened), ``"io"`` (another
    disk error); ``None`` for anything else (damage, a bug). The file is intact in every
    case but ``None``: it is never set aside for these. With ``folder`` (the profile's),
    an I/O error on a disk with less than :data:`NEARLY_FULL_BYTES` free is ``"full"``."""
    problem = _problem(exc)
    if problem == "io" and folder is not None:
        try:
            if shutil.disk_usage(folder).free < NEARLY_FULL_BYTES:
                return "full"
        except OSError:
            return problem
    return problem


def _problem(exc: BaseException) -> str | None:
    if is_busy(exc):
        return "busy"
    if isinstance(exc, OSError):
        return os_problem(exc)
    if not isinstance(exc, sqlite3.Error):
        return None
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        low = int(code) & 0xFF
        if low in _FULL_CODES:
            return "full"
        if low in _READ_ONLY_CODES:
            return "read_only"
        return "io" if low in _IO_CODES else None
    text = str(exc).lower()
    if "disk is full" in text:
        return "full"
    if "readonly" in text or "read-only" in text or "unable to open" in text:
        return "read_only"
    return "io" if "disk i/o error" in text else None
