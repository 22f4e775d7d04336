"""Opening a profile file: new, intact, older, newer, damaged, busy, locked or unwritable.

API:
    ``open_profile(path, *, name=DEFAULT_NAME, starting_bankroll=DEFAULT_BANKROLL,
    lock=False) -> (Profile, notices)``: never raises for a bad or unreachable file.
    ``":memory:"`` gives a throw-away profile. A new profile is built aside and renamed
    into place. An older schema is migrated (a copy of the old file is kept first:
    ``upgraded`` notice). A damaged file (not SQLite, empty, truncated, failing
    ``quick_check``, not ours, holding triggers/views, or a damaged player row) is renamed
    to ``profile.corrupt-<time>.sqlite3`` (with its ``-wal``/``-shm``) and a new profile is
    started: ``corrupt`` notice. A file from a newer version is left untouched and a
    temporary in-memory profile is used (``Profile.temporary`` True): ``newer`` notice.
    A file locked by another program (SQLite busy past ``BUSY_TIMEOUT``) is intact, never
    set aside: a temporary profile and a ``busy`` notice. An unwritable place gives a
    temporary profile (a copy of the one there if it can be read) and an ``unwritable``
    notice; something other than a regular file there (FIFO, folder, device) is never
    opened: ``not_a_file``. ``lock=True`` holds ``<profile>.lock`` (another holder: a
    temporary profile and ``in_use``); ``lock="process"`` (the game's UI) shares it between
    the openings of one process.

Durability: WAL journal with ``synchronous=FULL`` (every commit is on disk when it
returns; WAL keeps readers and the writer apart and a crash mid-commit rolls back); falls
back to a rollback journal where WAL is unavailable. ``foreign_keys`` on,
``trusted_schema`` off. A file holding triggers or views is refused as damaged.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from drawpoker.persistence.notices import Notice, NoticeKind
from drawpoker.persistence.paths import kept_aside_path
from drawpoker.persistence.profile.errors import BUSY_TIMEOUT, Damaged, ProfileBusyError, is_busy
from drawpoker.persistence.profile.lock import InstanceLock
from drawpoker.persistence.profile.migrations import (
    backup_before_migration,
    expected_columns,
    migrate,
)
from drawpoker.persistence.profile.profile import Profile
from drawpoker.persistence.profile.rows import (
    DEFAULT_BANKROLL,
    DEFAULT_NAME,
    check_chips,
    check_name,
)
from drawpoker.persistence.profile.schema import (
    APPLICATION_ID,
    EXPECTED_TABLES,
    SCHEMA_VERSION,
    SQLITE_MAGIC,
)


def open_profile(
    path: Path | str, *, name: str = DEFAULT_NAME, starting_bankroll: int = DEFAULT_BANKROLL,
    lock: bool | str = False,
) -> tuple[Profile, list[Notice]]:
    """Open the profile at ``path`` (see :func:`_open_profile`); if the folder or file cannot
    be written at all (read-only disk, no permission), a temporary in-memory profile is used
    with an ``unwritable`` notice. Never raises for a bad or unreachable file.

    Args:
        lock: hold ``<path>.lock`` while open (``open_user_data`` does); if another
            holder has it, a temporary in-memory profile is used with an ``in_use`` notice.
            ``"process"`` (the game's UI, ``Services.profile``): the lock is shared by
            the openings of this process and keeps only other processes out.

    Raises:
        ValueError: ``name`` or ``starting_bankroll`` unusable.
    """
    if str(path) != ":memory:" and _not_regular(Path(path)):
        # a FIFO would block the game at start (SQLite opens it for reading), a folder or
        # device is no profile: never open nor replace it, play with a temporary profile
        memory, notices = _open_profile(":memory:", name=name,
                                        starting_bankroll=starting_bankroll)
        notices.append(Notice(NoticeKind.NOT_A_FILE, "profile", Path(path),
                              detail=f"{path} is not a regular file"))
        return memory, notices
    instance: InstanceLock | None = None
    if lock and str(path) != ":memory:":
        lock_path = Path(path).with_name(Path(path).name + ".lock")
        try:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            instance = InstanceLock(lock_path, shared=lock == "process")
            locked = instance.acquire()
        except OSError:
            instance, locked = None, True  # no lock possible: unwritable, reported below
        if not locked:
            memory, notices = _open_profile(":memory:", name=name,
                                            starting_bankroll=starting_bankroll)
            notices.append(Notice(NoticeKind.IN_USE, "profile", Path(path),
                                  detail=f"{lock_path} is locked by another process"))
            return memory, notices
    try:
        profile, notices = _open_profile(path, name=name, starting_bankroll=starting_bankroll)
        profile._lock = instance  # noqa: SLF001
        return profile, notices
    except BaseException as exc:
        if instance is not None:
            instance.release()
        if is_busy(exc):  # locked by another program: intact, left alone, not ours for now
            memory, notices = _open_profile(":memory:", name=name,
                                            starting_bankroll=starting_bankroll)
            notices.append(Notice(NoticeKind.BUSY, "profile", Path(str(path)),
                                  detail=str(exc)))
            return memory, notices
        if not isinstance(exc, OSError | sqlite3.OperationalError):
            raise
        copy = _read_only_copy(Path(path), {"name": check_name(name),
                                            "starting_bankroll": starting_bankroll})
        if copy is not None:  # the player's own profile, changes kept in memory only
            memory, notices = copy, []
        else:
            memory, notices = _open_profile(":memory:", name=name,
                                            starting_bankroll=starting_bankroll)
        notices.append(Notice(NoticeKind.UNWRITABLE, "profile", Path(str(path)),
                              detail=str(exc)))
        return memory, notices


def _not_regular(path: Path) -> bool:
    """True when something other than a regular file (FIFO, folder, device) is at ``path``."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def _read_only_copy(path: Path, ctx: Mapping[str, Any]) -> Profile | None:
    """The profile at ``path`` copied into memory, for a disk that can be read but not
    written; ``None`` if there is no intact profile there to read (or it is newer)."""
    if not path.is_file():
        return None
    for mode in ("ro", "ro&immutable=1"):  # immutable: no -shm can be made on a read-only disk
        try:
            src = sqlite3.connect(f"{path.resolve().as_uri()}?mode={mode}", uri=True)
        except sqlite3.Error:
            continue
        try:
            with open(path, "rb") as handle:
                if handle.read(16) != SQLITE_MAGIC:
                    return None
            version = _inspect(src)
            if not 0 < version <= SCHEMA_VERSION:
                return None
            conn = _connect(":memory:")
            src.backup(conn)
        except (Damaged, sqlite3.Error, OSError):
            continue
        finally:
            src.close()
        if version < SCHEMA_VERSION:
            migrate(conn, version, ctx)
        _tune(conn, True)
        return Profile(conn, None, temporary=True)
    return None


def _open_profile(
    path: Path | str, *, name: str, starting_bankroll: int
) -> tuple[Profile, list[Notice]]:
    """Open the profile at ``path`` (``":memory:"`` for a throw-away one), recovering from
    damage as the module doc says. Never raises for a bad file.

    Args:
        path: the profile file (``DataPaths.profile_file``).
        name / starting_bankroll: for a new profile.

    Returns:
        ``(profile, notices)``.

    Raises:
        ValueError: ``name`` or ``starting_bankroll`` unusable.
        OSError, sqlite3.OperationalError: the file cannot be created or written.
    """
    name = check_name(name)
    check_chips("starting_bankroll", starting_bankroll)
    ctx = {"name": name, "starting_bankroll": starting_bankroll}
    notices: list[Notice] = []
    if str(path) == ":memory:":
        conn = _connect(":memory:")
        migrate(conn, 0, ctx)
        _tune(conn, True)
        return Profile(conn, None, temporary=True), notices
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        try:
            with open(path, "rb") as handle:
                head = handle.read(16)
            if not head and not _has_data(path.with_name(path.name + "-wal")):
                # a profile truncated to nothing (a power cut on a file system that
                # delays writes): tell the player instead of starting afresh silently
                raise Damaged("the file is empty (0 bytes)")
            if head and head != SQLITE_MAGIC:
                raise Damaged("the file does not start like an SQLite database")
            conn = _connect(path)
            try:
                version = _inspect(conn)
            except BaseException:
                conn.close()
                raise
        except (Damaged, OSError) as exc:
            kept = _keep_aside(path)
            notices.append(Notice(NoticeKind.CORRUPT, "profile", path, kept_aside=kept,
                                  detail=str(exc), supported_version=SCHEMA_VERSION))
            conn = _create_new(path, ctx)
            version = SCHEMA_VERSION
        if version > SCHEMA_VERSION:
            conn.close()
            notices.append(Notice(NoticeKind.NEWER, "profile", path, found_version=version,
                                  supported_version=SCHEMA_VERSION,
                                  detail=f"schema {version} > {SCHEMA_VERSION}"))
            memory, _ = _open_profile(":memory:", name=name, starting_bankroll=starting_bankroll)
            return memory, notices
    else:
        conn = _create_new(path, ctx)
        version = SCHEMA_VERSION
    _tune(conn, False)
    if version < SCHEMA_VERSION:
        if version > 0:
            backup_before_migration(conn, path, version)
        migrate(conn, version, ctx)
        if version > 0:
            notices.append(Notice(NoticeKind.UPGRADED, "profile", path, found_version=version,
                                  supported_version=SCHEMA_VERSION))
    return Profile(conn, path), notices


def _connect(path: Path | str) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=BUSY_TIMEOUT)
    conn.execute("PRAGMA trusted_schema = OFF")
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def _tune(conn: sqlite3.Connection, in_memory: bool) -> None:
    if not in_memory:
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            conn.execute("PRAGMA journal_mode = DELETE")
    conn.execute("PRAGMA synchronous = FULL")
    # macOS: make fsync reach the disk itself (a no-op elsewhere)
    conn.execute("PRAGMA fullfsync = ON")
    conn.execute("PRAGMA checkpoint_fullfsync = ON")


def _inspect(conn: sqlite3.Connection) -> int:
    """Check that an existing file is an intact profile; returns its schema version."""
    try:
        check = conn.execute("PRAGMA quick_check").fetchall()
        if [tuple(r) for r in check] != [("ok",)]:
            raise Damaged("integrity check failed: " + "; ".join(str(r[0]) for r in check[:3]))
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        objects = conn.execute(
            "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'").fetchall()
    except sqlite3.DatabaseError as exc:
        if is_busy(exc):
            raise ProfileBusyError(str(exc)) from exc
        raise Damaged(f"not a readable SQLite database: {exc}") from exc
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
    if version not in EXPECTED_TABLES or tables != EXPECTED_TABLES[version]:
        raise Damaged(f"schema {version} has tables {sorted(tables)}")
    if version == SCHEMA_VERSION:
        for table, wanted in expected_columns().items():
            try:
                have = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
            except sqlite3.DatabaseError as exc:
                if is_busy(exc):
                    raise ProfileBusyError(str(exc)) from exc
                raise Damaged(f"table {table} cannot be read: {exc}") from exc
            if wanted - have:
                raise Damaged(f"table {table} lacks columns {sorted(wanted - have)}")
    _check_player_row(conn)
    return int(version)


def _check_player_row(conn: sqlite3.Connection) -> None:
    """The one player row, with a text name and a whole, non-negative bankroll (SQLite
    keeps whatever type a hand edit or a damaged page gave it)."""
    try:
        rows = conn.execute(
            "SELECT typeof(name), typeof(bankroll), bankroll, typeof(starting_bankroll) "
            "FROM player").fetchall()
    except sqlite3.DatabaseError as exc:
        if is_busy(exc):
            raise ProfileBusyError(str(exc)) from exc
        raise Damaged(f"the player row cannot be read: {exc}") from exc
    if len(rows) != 1:
        raise Damaged(f"the player table has {len(rows)} rows, not 1")
    name_type, bankroll_type, bankroll, starting_type = rows[0]
    if name_type != "text" or bankroll_type != "integer" or starting_type != "integer" \
            or bankroll < 0:
        raise Damaged(f"the player row is damaged (name {name_type}, bankroll "
                       f"{bankroll_type} {bankroll!r})")


def _create_new(path: Path, ctx: Mapping[str, Any]) -> sqlite3.Connection:
    """Create a new profile at ``path`` atomically: built in a temporary file and renamed
    into place, so a crash while creating it never leaves a half-made (or empty) profile,
    and an empty profile file is always damage. Returns a connection to it."""
    tmp = path.with_name(f".{path.name}.new")
    for suffix in ("", "-journal", "-wal", "-shm"):  # left by a crash mid-creation
        tmp.with_name(tmp.name + suffix).unlink(missing_ok=True)
    conn = _connect(tmp)
    try:
        conn.execute("PRAGMA synchronous = FULL")
        migrate(conn, 0, ctx)
    finally:
        conn.close()
    os.replace(tmp, path)
    return _connect(path)


def _has_data(path: Path) -> bool:
    try:
        return path.stat().st_size > 0
    except OSError:
        return False


def _keep_aside(path: Path) -> Path:
    target = kept_aside_path(path)
    for suffix in ("-wal", "-shm", "-journal"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.replace(target.with_name(target.name + suffix))
    path.replace(target)
    return target

