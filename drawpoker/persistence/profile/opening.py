"""Opening a profile file: new, intact, older, newer, damaged, busy, locked or unwritable.

API:
    ``open_profile(path, *, name=DEFAULT_NAME, starting_bankroll=DEFAULT_BANKROLL,
    lock=False) -> (Profile, notices)``: never raises for a bad or unreachable file.
    ``":memory:"`` gives a throw-away profile. A new profile is built aside and renamed
    into place. An older schema is migrated (a copy of the old file is kept first:
    ``upgraded`` notice). A damaged file (not SQLite, empty, truncated, failing
    ``quick_check``, not ours, holding triggers/views, or a damaged player row) is renamed
    to ``profile.corrupt-<time>.sqlite3`` (with its ``-wal``/``-shm``) and a new profile is
    started: ``corrupt`` notice (``emptied`` when a file of 0 bytes had a log holding data
    beside it: a power cut; both are kept). A file from a newer version is left untouched and a
    temporary in-memory profile is used (``Profile.temporary`` True): ``newer`` notice.
    A file locked by another program (SQLite busy past ``BUSY_TIMEOUT``) is intact, never
    set aside: a temporary profile and a ``busy`` notice. Only real damage sets a file
    aside: a disk that is full or read-only, a missing permission or an I/O error never
    does. A profile that cannot be written (found at start by one real write) is played as
    a guest: a copy of it in memory (``Profile.temporary``), nothing written, and a
    ``disk_full`` or ``read_only`` notice; something other than a regular file at the
    profile or one of its side files (FIFO, folder, device) is never opened:
    ``not_a_file``. ``lock=True`` holds ``<profile>.lock`` (another holder: a temporary
    profile and ``in_use``; a lock file that cannot be used: a guest and
    ``lock_unusable``, never unlocked writing); ``lock="process"`` (the game's UI) shares
    it between the openings of one process. With the lock held, a damaged write-ahead log
    (``wal``) is moved aside before SQLite could silently ignore it: ``wal_damaged``.

Durability: WAL journal with ``synchronous=FULL`` (every commit is on disk when it
returns; WAL keeps readers and the writer apart and a crash mid-commit rolls back); falls
back to a rollback journal where WAL is unavailable. The keeper checkpoints the log into
the main file at the end of every hand (``Profile.checkpoint``), so the log only holds the
hand in play. ``foreign_keys`` on,
``trusted_schema`` off. A file holding triggers or views is refused as damaged.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import stat
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from drawpoker.persistence.notices import Notice, NoticeKind
from drawpoker.persistence.paths import (
    create_private,
    followed,
    kept_aside_path,
    make_private_dir,
)
from drawpoker.persistence.profile.checks import connect, inspect_profile, tune
from drawpoker.persistence.profile.errors import Damaged, ProfileBusyError, write_problem
from drawpoker.persistence.profile.guest import odd_side_file, probe_writes, read_only_copy
from drawpoker.persistence.profile.lock import InstanceLock
from drawpoker.persistence.profile.migrations import backup_before_migration, migrate
from drawpoker.persistence.profile.profile import Profile
from drawpoker.persistence.profile.rows import (
    DEFAULT_BANKROLL,
    DEFAULT_NAME,
    check_chips,
    check_name,
)
from drawpoker.persistence.profile.schema import SCHEMA_VERSION, SQLITE_MAGIC
from drawpoker.persistence.profile.wal import keep_wal_aside, wal_damage

#: why a profile of 0 bytes beside a log that holds data is damaged (``emptied`` notice)
_EMPTY_BESIDE_LOG = "the file is empty (0 bytes) beside a write-ahead log that holds data"


def open_profile(
    path: Path | str, *, name: str = DEFAULT_NAME, starting_bankroll: int = DEFAULT_BANKROLL,
    lock: bool | str = False,
) -> tuple[Profile, list[Notice]]:
    """Open the profile at ``path`` (see :func:`_open_profile`), lock it and make one real
    write (:func:`~drawpoker.persistence.profile.guest.probe_writes`). Never raises for a
    bad or unreachable file; never sets an intact profile aside.

    When the profile cannot be used for writing, the player plays as a guest: his own
    profile copied into memory when it can be read (else a fresh temporary one), with a
    notice saying what happened and what to do: ``disk_full``, ``read_only`` (read-only
    file, folder or disk, no permission), ``unwritable`` (another disk error, a file in
    the way of the folder), ``lock_unusable`` (the lock
    file cannot be used, so a second copy could not be kept out), ``not_a_file`` (the
    profile or a side file is a folder, FIFO, device...), ``busy`` (another program holds
    it), ``in_use`` (another copy of the game holds the lock).

    Args:
        lock: hold ``<path>.lock`` while open (``open_user_data`` does); if another
            holder has it, a temporary in-memory profile is used with an ``in_use`` notice.
            ``"process"`` (the game's UI, ``Services.profile``): the lock is shared by
            the openings of this process and keeps only other processes out.

    Raises:
        ValueError: ``name`` or ``starting_bankroll`` unusable.
    """
    ctx = {"name": check_name(name), "starting_bankroll": starting_bankroll}
    if str(path) == ":memory:":
        return _open_profile(":memory:", name=name, starting_bankroll=starting_bankroll)
    path = Path(path)
    odd = odd_side_file(path)
    if odd is not None:
        # a FIFO would block the game at start (SQLite opens it for reading), a folder or
        # device is no profile: never open nor replace it
        return _as_guest(path, ctx, Notice(NoticeKind.NOT_A_FILE, "profile", odd,
                                           detail=f"{odd} is not a regular file"))
    instance: InstanceLock | None = None
    if lock:
        lock_path = path.with_name(path.name + ".lock")
        try:
            make_private_dir(path.parent)
            instance = InstanceLock(lock_path, shared=lock == "process")
            locked = instance.acquire()
        except OSError as exc:  # the lock cannot be taken: never play on without it
            return _as_guest(path, ctx, _lock_notice(path, lock_path, exc))
        if not locked:
            memory, notices = _open_profile(":memory:", name=name,
                                            starting_bankroll=starting_bankroll)
            notices.append(Notice(NoticeKind.IN_USE, "profile", path,
                                  detail=f"{lock_path} is locked by another process"))
            return memory, notices
    profile: Profile | None = None
    try:
        profile, notices = _open_profile(path, name=name, starting_bankroll=starting_bankroll,
                                         check_wal=instance is not None)
        if not profile.temporary:
            probe_writes(profile.connection)
        profile._lock = instance  # noqa: SLF001
        return profile, notices
    except (OSError, sqlite3.Error, ProfileBusyError) as exc:
        if profile is not None:
            profile.connection.close()
        if instance is not None:
            instance.release()
        problem = write_problem(exc, path.parent)
        if problem is None:
            raise
        if problem == "busy":  # locked by another program: intact, left alone, not ours for now
            memory, notices = _open_profile(":memory:", name=name,
                                            starting_bankroll=starting_bankroll)
            notices.append(Notice(NoticeKind.BUSY, "profile", path, detail=str(exc)))
            return memory, notices
        kind = {"full": NoticeKind.DISK_FULL, "read_only": NoticeKind.READ_ONLY}.get(
            problem, NoticeKind.UNWRITABLE)  # io: another disk error, told with its detail
        return _as_guest(path, ctx, Notice(kind, "profile", path, detail=str(exc)))


def _lock_notice(path: Path, lock_path: Path, exc: OSError) -> Notice:
    """Why the lock could not be taken: the disk (full, read-only folder) or the lock file
    itself (a folder, an immutable file...)."""
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return Notice(NoticeKind.DISK_FULL, "profile", path, detail=f"{lock_path}: {exc}")
    if exc.errno == errno.EROFS or (exc.errno == errno.EACCES
                                    and not os.access(lock_path.parent, os.W_OK)):
        return Notice(NoticeKind.READ_ONLY, "profile", path, detail=f"{lock_path}: {exc}")
    return Notice(NoticeKind.LOCK_UNUSABLE, "profile", lock_path,
                  detail=f"{lock_path}: {exc.strerror or exc}")


def _as_guest(path: Path, ctx: Mapping[str, Any], notice: Notice) -> tuple[Profile, list[Notice]]:
    """Play as a guest: a copy of the player's profile in memory when it can be read (else a
    fresh temporary one), with ``notice``."""
    copy = read_only_copy(path, ctx)
    if copy is None:
        copy, _ = _open_profile(":memory:", name=str(ctx["name"]),
                                starting_bankroll=int(ctx["starting_bankroll"]))
    return copy, [notice]


def _open_profile(
    path: Path | str, *, name: str, starting_bankroll: int, check_wal: bool = False,
) -> tuple[Profile, list[Notice]]:
    """Open the profile at ``path`` (``":memory:"`` for a throw-away one), recovering from
    damage as the module doc says. Never raises for a bad file.

    Args:
        path: the profile file (``DataPaths.profile_file``).
        name / starting_bankroll: for a new profile.
        check_wal: look for a damaged write-ahead log first (only with the lock held: a
            log another copy of the game is writing must never be moved aside).

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
        conn = connect(":memory:")
        migrate(conn, 0, ctx)
        tune(conn, True)
        return Profile(conn, None, temporary=True), notices
    path = Path(path)
    make_private_dir(path.parent)
    if path.exists():
        damage = wal_damage(path) if check_wal else None
        if damage is not None:  # committed frames lost: say so, keep what was found
            notices.append(Notice(NoticeKind.WAL_DAMAGED, "profile", path,
                                  kept_aside=keep_wal_aside(path), detail=damage))
        try:
            with open(path, "rb") as handle:
                head = handle.read(16)
            if not head:
                # a profile truncated to nothing (a power cut on a file system that
                # delays writes): tell the player instead of starting afresh silently; a
                # log beside it holds only the pages since the last checkpoint, never a
                # whole profile, so it is kept with it
                raise Damaged(_EMPTY_BESIDE_LOG if _has_data(path.with_name(path.name + "-wal"))
                              else "the file is empty (0 bytes)")
            if head and head != SQLITE_MAGIC:
                raise Damaged("the file does not start like an SQLite database")
            conn = connect(path)
            try:
                version = inspect_profile(conn)
            except BaseException:
                conn.close()
                raise
        except Damaged as exc:  # only real damage: a disk that says no is not the file's fault
            kept = _keep_aside(path)
            kind = NoticeKind.EMPTIED if str(exc) == _EMPTY_BESIDE_LOG else NoticeKind.CORRUPT
            notices.append(Notice(kind, "profile", path, kept_aside=kept,
                                  detail=str(exc), supported_version=SCHEMA_VERSION))
            try:
                conn = _create_new(path, ctx)
            except (OSError, sqlite3.Error):
                _put_back(kept, path)  # no new profile: the damaged one is told again next time
                raise
            version = SCHEMA_VERSION
        if version > SCHEMA_VERSION:
            conn.close()
            notices.append(Notice(NoticeKind.NEWER, "profile", path, found_version=version,
                                  supported_version=SCHEMA_VERSION,
                                  detail=f"schema {version} > {SCHEMA_VERSION}"))
            memory, _ = _open_profile(":memory:", name=name, starting_bankroll=starting_bankroll)
            return memory, notices
        _only_the_player_reads(path)
    else:
        conn = _create_new(path, ctx)
        version = SCHEMA_VERSION
    tune(conn, False)
    if version < SCHEMA_VERSION:
        if version > 0:
            backup_before_migration(conn, path, version)
        migrate(conn, version, ctx)
        if version > 0:
            notices.append(Notice(NoticeKind.UPGRADED, "profile", path, found_version=version,
                                  supported_version=SCHEMA_VERSION))
    return Profile(conn, path), notices


def _create_new(path: Path, ctx: Mapping[str, Any]) -> sqlite3.Connection:
    """Create a new profile at ``path`` atomically: built in a temporary file and renamed
    into place, so a crash while creating it never leaves a half-made (or empty) profile,
    and an empty profile file is always damage; a link the player made at ``path`` stays,
    the profile is made where it points (``paths.followed``). Returns a connection to it."""
    path = followed(path)
    tmp = path.with_name(f".{path.name}.new")
    for suffix in ("", "-journal", "-wal", "-shm"):  # left by a crash mid-creation
        tmp.with_name(tmp.name + suffix).unlink(missing_ok=True)
    made = False
    try:
        create_private(tmp).close()  # 0600: SQLite gives its log and index the same mode
        conn = connect(tmp)
        try:
            conn.execute("PRAGMA synchronous = FULL")
            migrate(conn, 0, ctx)
        finally:
            conn.close()
        os.replace(tmp, path)
        made = True
    finally:
        if not made:  # a full or read-only disk: leave nothing half-made behind
            for suffix in ("", "-journal", "-wal", "-shm"):
                with contextlib.suppress(OSError):
                    tmp.with_name(tmp.name + suffix).unlink(missing_ok=True)
    return connect(path)


def _only_the_player_reads(path: Path) -> None:
    """Take the group's and others' access away from a profile made before the game made
    its files 0600 (and from its log and index); best effort, the player's own choice of
    a read-only file stays read-only."""
    if os.name != "posix":
        return
    for suffix in ("", "-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        with contextlib.suppress(OSError):
            mode = stat.S_IMODE(os.lstat(side).st_mode)
            if mode & 0o077 and not os.path.islink(side):
                os.chmod(side, mode & 0o700)


def _has_data(path: Path) -> bool:
    try:
        return path.stat().st_size > 0
    except OSError:
        return False


def _put_back(kept: Path, path: Path) -> None:
    """Undo :func:`_keep_aside` (best effort: the disk already failed once)."""
    with contextlib.suppress(OSError):
        for suffix in ("-wal", "-shm", "-journal"):
            side = kept.with_name(kept.name + suffix)
            if side.exists():
                side.replace(path.with_name(path.name + suffix))
        kept.replace(path)


def _keep_aside(path: Path) -> Path:
    target = kept_aside_path(path)
    for suffix in ("-wal", "-shm", "-journal"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.replace(target.with_name(target.name + suffix))
    path.replace(target)
    return target

