"""Playing as a guest: the player's own profile copied into memory when it cannot be
written (a full or read-only disk, an unusable lock, a side file that is not a file), and
the real write probe that finds out at start.

API:
    ``probe_writes(conn)``: one real write to the open profile (a commit through the log
    and a checkpoint into the main file), so a read-only or full disk shows at start and
    not as a lost hand later. Raises what SQLite raises.
    ``read_only_copy(path, ctx) -> Profile | None``: the intact profile at ``path`` in
    memory (``Profile.temporary``), or ``None`` when none can be read there.
    ``odd_side_file(path) -> Path | None``: the profile or one of its side files
    (``-wal``, ``-shm``, ``-journal``) when it is something else than a regular file.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from drawpoker.persistence.profile.checks import connect, inspect_profile, tune
from drawpoker.persistence.profile.errors import BUSY_TIMEOUT, Damaged
from drawpoker.persistence.profile.migrations import migrate
from drawpoker.persistence.profile.profile import Profile
from drawpoker.persistence.profile.schema import SCHEMA_VERSION, SQLITE_MAGIC

#: SQLite's side files of a profile: the write-ahead log, its index, a rollback journal
SIDE_SUFFIXES = ("-wal", "-shm", "-journal")


def probe_writes(conn: sqlite3.Connection) -> None:
    """Write once for real: a no-op update committed (the log is written and synced) and a
    checkpoint (the main file is written, the log emptied).

    Raises:
        sqlite3.Error: the write failed (``errors.write_problem`` says why).
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute("UPDATE player SET name = name")
        conn.execute("COMMIT")
    finally:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()


def odd_side_file(path: Path) -> Path | None:
    """``path`` or the first of its side files that exists and is no regular file (a folder,
    FIFO, device, a symbolic link loop); ``None`` when all are regular or absent."""
    for candidate in (path, *(path.with_name(path.name + s) for s in SIDE_SUFFIXES)):
        try:
            mode = os.stat(candidate).st_mode
        except (FileNotFoundError, NotADirectoryError):
            continue  # nothing there (a file in the way of the folder is told at mkdir)
        except OSError:  # a link loop, a name too long: not a file SQLite can use
            return candidate
        if not stat.S_ISREG(mode):
            return candidate
    return None


def read_only_copy(path: Path, ctx: Mapping[str, Any]) -> Profile | None:
    """The profile at ``path`` copied into memory, for a disk that can be read but not
    written; ``None`` if there is no intact profile there to read (or it is newer).

    Args:
        path: the profile file.
        ctx: ``{"name", "starting_bankroll"}`` for migrating an older schema.
    """
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return None
    except OSError:
        return None
    # immutable: no -shm can be made on a read-only disk, nor used when it is no file
    for mode in ("ro", "ro&immutable=1"):
        try:
            src = sqlite3.connect(f"{path.resolve().as_uri()}?mode={mode}", uri=True,
                                  timeout=BUSY_TIMEOUT)
        except sqlite3.Error:
            continue
        try:
            with open(path, "rb") as handle:
                if handle.read(16) != SQLITE_MAGIC:
                    return None
            version = inspect_profile(src)
            if not 0 < version <= SCHEMA_VERSION:
                return None
            conn = connect(":memory:")
            src.backup(conn)
        except (Damaged, sqlite3.Error, OSError):
            continue
        finally:
            src.close()
        if version < SCHEMA_VERSION:
            migrate(conn, version, ctx)
        tune(conn, True)
        return Profile(conn, None, temporary=True)
    return None
