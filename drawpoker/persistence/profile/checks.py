"""Looking at a profile file: the connection settings, the durability settings and the check
that an existing file is an intact profile of ours.

API:
    ``connect(path) -> Connection`` (autocommit, ``BUSY_TIMEOUT``, ``trusted_schema`` off,
    ``foreign_keys`` on); ``tune(conn, in_memory)`` (WAL, falling back to a rollback
    journal; ``synchronous=FULL``; full fsync on macOS); ``inspect_profile(conn) -> schema
    version`` (raises ``Damaged`` for a file that is not an intact profile,
    ``ProfileBusyError`` when another program holds it, and the SQLite error itself when the
    disk or the system is in the way: ``errors.write_problem``); ``check_player_row(conn)``.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from drawpoker.engine.chips import MAX_CHIPS
from drawpoker.persistence.profile.errors import (
    BUSY_TIMEOUT,
    Damaged,
    ProfileBusyError,
    is_busy,
    write_problem,
)
from drawpoker.persistence.profile.migrations import expected_columns
from drawpoker.persistence.profile.schema import APPLICATION_ID, EXPECTED_TABLES, SCHEMA_VERSION


def _text(raw: bytes) -> str:
    """A text value as read: a byte that is not UTF-8 (a damaged sector, a hand edit; SQLite
    keeps it as text) becomes U+FFFD, so the row is read (and judged) instead of every
    read of its table failing with "Could not decode to UTF-8"."""
    return raw.decode("utf-8", "replace")


def connect(path: Path | str) -> sqlite3.Connection:
    """An autocommit connection to ``path`` (transactions are ``Profile.transaction``'s);
    its text values are read by :func:`_text`."""
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=BUSY_TIMEOUT)
    conn.text_factory = _text
    conn.execute("PRAGMA trusted_schema = OFF")
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def tune(conn: sqlite3.Connection, in_memory: bool) -> None:
    """The durability settings (see ``opening``)."""
    if not in_memory:
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            conn.execute("PRAGMA journal_mode = DELETE")
    conn.execute("PRAGMA synchronous = FULL")
    # macOS: make fsync reach the disk itself (a no-op elsewhere)
    conn.execute("PRAGMA fullfsync = ON")
    conn.execute("PRAGMA checkpoint_fullfsync = ON")


@contextmanager
def _reading(what: str) -> Iterator[None]:
    """A read of the file, its SQLite errors told for what they mean.

    Raises:
        ProfileBusyError: another program holds the file locked.
        sqlite3.Error: the disk or the system is in the way (``errors.write_problem``):
            the same error, the file is never set aside for it.
        Damaged: anything else, as ``"{what}: {error}"``.
    """
    try:
        yield
    except sqlite3.DatabaseError as exc:
        if is_busy(exc):
            raise ProfileBusyError(str(exc)) from exc
        if write_problem(exc) is not None:
            raise
        raise Damaged(f"{what}: {exc}") from exc


def inspect_profile(conn: sqlite3.Connection) -> int:
    """Check that an existing file is an intact profile; returns its schema version.

    Raises:
        Damaged: not an intact profile of ours (it is set aside).
        ProfileBusyError: another program holds it locked.
        sqlite3.Error: the disk or the system is in the way (full, read-only, a side file
            that cannot be opened, an I/O error): the file is never set aside for that.
    """
    with _reading("not a readable SQLite database"):
        check = conn.execute("PRAGMA quick_check").fetchall()
        if [tuple(r) for r in check] != [("ok",)]:
            raise Damaged("integrity check failed: " + "; ".join(str(r[0]) for r in check[:3]))
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        objects = conn.execute(
            "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'").fetchall()
    if not objects and version == 0 and app_id in (0, APPLICATION_ID):
        return 0
    if app_id != APPLICATION_ID:
        raise Damaged(f"not a drawpoker profile (application id {app_id:#x})")
    kinds = {t for t, _ in objects}
    if kinds - {"table", "index"}:
        raise Damaged("the file holds triggers or views, which a profile never has")
    if version > SCHEMA_VERSION:
        return int(version)
    tables = frozenset(n for t, n in objects if t == "table")
    # a label older than the content (later versions' tables there already) is migrated:
    # every step keeps what is there; a table no version has, or one missing, is damage
    if version not in EXPECTED_TABLES \
            or not EXPECTED_TABLES[version] <= tables <= EXPECTED_TABLES[SCHEMA_VERSION]:
        raise Damaged(f"schema {version} has tables {sorted(tables)}")
    # the tables a later version made keep the columns they were made with; a current
    # profile has every column (older ones get theirs from the migration)
    later = tables if version == SCHEMA_VERSION else tables - EXPECTED_TABLES[version]
    for table in sorted(later):
        wanted = expected_columns()[table]
        with _reading(f"table {table} cannot be read"):
            have = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
        if wanted - have:
            raise Damaged(f"table {table} lacks columns {sorted(wanted - have)}")
    check_player_row(conn)
    return int(version)


def check_player_row(conn: sqlite3.Connection) -> None:
    """The one player row, with a text name and a whole bankroll of 0 to ``MAX_CHIPS`` (SQLite
    keeps whatever type a hand edit or a damaged page gave it)."""
    with _reading("the player row cannot be read"):
        rows = conn.execute(
            "SELECT typeof(name), typeof(bankroll), bankroll, typeof(starting_bankroll) "
            "FROM player").fetchall()
    if len(rows) != 1:
        raise Damaged(f"the player table has {len(rows)} rows, not 1")
    name_type, bankroll_type, bankroll, starting_type = rows[0]
    if name_type != "text" or bankroll_type != "integer" or starting_type != "integer" \
            or not 0 <= bankroll <= MAX_CHIPS:
        raise Damaged(f"the player row is damaged (name {name_type}, bankroll "
                       f"{bankroll_type} {bankroll!r})")
