"""The player's profile: bankroll, sessions, every hand played and the ledger (SQLite).

API:
    ``open_profile(path, *, name="Player", starting_bankroll=1000) -> (Profile, notices)``:
    opens or creates the profile (``":memory:"`` for a throw-away one; an unwritable
    place gives a temporary in-memory profile, a copy of the one there if it can be read,
    and an ``unwritable`` notice), migrating older schemas (a copy of the old file is kept
    first as ``profile.pre-v<N>-<time>.sqlite3``). A new profile is built aside and renamed
    into place. A damaged file (not SQLite, empty, truncated, failing ``quick_check``, not
    ours, holding triggers/views, or a damaged player row) is renamed to
    ``profile.corrupt-<time>.sqlite3`` (with its ``-wal``/``-shm``) and a new profile is
    started: ``corrupt`` notice. A file from a newer version is left untouched and a
    temporary in-memory profile is used (``Profile.temporary`` True): ``newer`` notice.
    A file locked by another program (SQLite busy past ``BUSY_TIMEOUT``) is intact, never
    set aside: a temporary in-memory profile and a ``busy`` notice (``is_busy(exc)``,
    ``ProfileBusyError``). ``lock=True`` holds ``<profile>.lock`` (another holder: a
    temporary profile and ``in_use``); ``lock="process"`` (the game's UI) shares it between
    the openings of one process.
    ``Profile`` (close it, or use ``with``):
        ``player() -> PlayerInfo``; ``set_name(name)``; ``reset(starting_bankroll, name=None)``
        (wipes hands, sessions, ledger and any open table; ask the player first);
        ``grant(amount, note="")`` (chips given to the bankroll); ``refill(target)`` (a
        fresh bankroll from the house when broke, a grant noted ``refill``) and
        ``refills() -> [(first hand_id after it or None, chips, at)]``.
        ``start_session(rules, seats, hero_seat) -> session_id``; ``end_session(id)``;
        ``take_from_bankroll(session_id, amount, kind="buy_in")`` / ``return_to_bankroll
        (session_id, amount)`` (used by ``resume`` together with the table's stacks).
        ``record_hand(session_id=, hero_seat=, document=, events=, seed=, stack_after=)
        -> hand_id``: stores a finished hand (scenario-format document + summary columns +
        ledger entry) in one transaction.
        ``hands(limit=50, offset=0, session_id=None, newest_first=True) -> list[HandRecord]``,
        ``hand_count(session_id=None)``, ``hand(hand_id) -> HandRecord``; a damaged hand row
        is left out of listings and statistics and its id added to ``damaged_hands``,
        ``hand_history(hand_id) -> dict`` (scenario-format document, replayable),
        ``export_hand(hand_id, folder_or_file) -> Path`` (atomic ``.json`` scenario file),
        ``sessions() -> list[SessionRecord]``, ``ledger() -> list[LedgerEntry]``,
        ``statistics(session_id=None, last=None) -> stats.Statistics``.
        ``transaction()``: context manager, one ``BEGIN IMMEDIATE``..``COMMIT`` (nested uses
        join the outer one); everything that moves chips runs inside one.
    ``SCHEMA_VERSION`` (2), ``MIGRATIONS`` (``{n: step from version n to n+1}``, 0 = new file),
    ``NewerProfileError``, ``ProfileError``.

Durability: WAL journal with ``synchronous=FULL`` (every commit is on disk when it
returns; WAL keeps readers and the writer apart and a crash mid-commit rolls back); falls
back to a rollback journal where WAL is unavailable. ``foreign_keys`` on,
``trusted_schema`` off; the bankroll has a ``CHECK (bankroll >= 0)``.
Nothing from the file is ever executed: rows are read as data, documents with
``json.loads`` (no pickle, no eval); a file holding triggers or views is refused as damaged.

Schema history:
    1: ``player``, ``sessions``, ``hands`` (time, hand_no, seed, net, pot, history JSON).
    2: hands gain the summary columns (hero seat, game, outcome, deals, won, amount won,
       showdown, showdown won, start cards and category, draw count, decisions before and
       after the draw, chips after the hand) backfilled by replaying each stored history;
       ``ledger``; ``open_table`` and ``hand_journal`` (see ``resume``).
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import stat
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from drawpoker.i18n import N_, _
from drawpoker.persistence.notices import Notice, NoticeKind
from drawpoker.persistence.paths import atomic_write_text, kept_aside_path, write_new_text
from drawpoker.persistence.records import HandRecord, LedgerEntry, PlayerInfo, SessionRecord
from drawpoker.persistence.stats import Statistics, compute_statistics, summarize_events

SCHEMA_VERSION = 2
#: ``PRAGMA application_id`` of our files ("DPPF").
APPLICATION_ID = 0x44505046
SQLITE_MAGIC = b"SQLite format 3\x00"
MAX_NAME = 40
#: The player's name in a new profile; stored translated into the language in use when
#: the profile is created (the player renames himself in the Profile screen).
DEFAULT_NAME = N_("Player")
DEFAULT_BANKROLL = 1000


class ProfileError(RuntimeError):
    """A profile operation is impossible (bad amount, no such hand, ...)."""


class NewerProfileError(ProfileError):
    """The profile file was written by a newer version of the game."""


class ProfileBusyError(ProfileError):
    """Another program holds the profile database locked (SQLite ``database is locked``):
    the file is intact but cannot be used now; it is never set aside as damaged."""


class _Damaged(Exception):
    pass


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


#: the ledger note of a fresh bankroll given by the house when the player is broke
REFILL_NOTE = "refill"


def utc_now() -> str:
    """The current time as ISO-8601 UTC text, to the second."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# --------------------------------------------------------------------------- schema
SCHEMA_V1 = """
CREATE TABLE player (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    name TEXT NOT NULL,
    bankroll INTEGER NOT NULL CHECK (bankroll >= 0),
    starting_bankroll INTEGER NOT NULL CHECK (starting_bankroll >= 0),
    created_at TEXT NOT NULL
);
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    started_at TEXT NOT NULL,
    ended_at TEXT,
    rules_json TEXT NOT NULL,
    seats_json TEXT NOT NULL,
    hero_seat INTEGER NOT NULL,
    bought_in INTEGER NOT NULL DEFAULT 0,
    cashed_out INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE hands (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    played_at TEXT NOT NULL,
    hand_no INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    net INTEGER NOT NULL,
    pot INTEGER NOT NULL,
    history_json TEXT NOT NULL
);
"""

SCHEMA_V2_ADDITIONS = """
ALTER TABLE hands ADD COLUMN hero_seat INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN game TEXT NOT NULL DEFAULT 'high';
ALTER TABLE hands ADD COLUMN outcome TEXT NOT NULL DEFAULT 'uncontested';
ALTER TABLE hands ADD COLUMN deals INTEGER NOT NULL DEFAULT 1;
ALTER TABLE hands ADD COLUMN won INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN amount_won INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN showdown INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN showdown_won INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN start_cards TEXT NOT NULL DEFAULT '';
ALTER TABLE hands ADD COLUMN start_category TEXT NOT NULL DEFAULT 'unknown';
ALTER TABLE hands ADD COLUMN draw_count INTEGER;
ALTER TABLE hands ADD COLUMN actions_pre TEXT NOT NULL DEFAULT '';
ALTER TABLE hands ADD COLUMN actions_post TEXT NOT NULL DEFAULT '';
ALTER TABLE hands ADD COLUMN total_after INTEGER NOT NULL DEFAULT 0;
CREATE INDEX hands_by_session ON hands(session_id, id);
CREATE TABLE ledger (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    kind TEXT NOT NULL,
    amount INTEGER NOT NULL,
    bankroll_after INTEGER NOT NULL,
    total_after INTEGER NOT NULL,
    session_id INTEGER,
    hand_id INTEGER,
    note TEXT NOT NULL DEFAULT ''
);
CREATE TABLE open_table (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    hero_stack INTEGER NOT NULL CHECK (hero_stack >= 0),
    state_json TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE hand_journal (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seed INTEGER NOT NULL,
    journal_json TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
"""

#: tables each schema version must have (anything else, or any trigger/view, is refused).
EXPECTED_TABLES: dict[int, frozenset[str]] = {
    1: frozenset({"player", "sessions", "hands"}),
    2: frozenset({"player", "sessions", "hands", "ledger", "open_table", "hand_journal"}),
}


def _create_v1(conn: sqlite3.Connection, ctx: Mapping[str, Any]) -> None:
    """Version 0 (a new, empty file) -> 1: the tables and the player row."""
    _run_script(conn, SCHEMA_V1)
    conn.execute(
        "INSERT INTO player (id, name, bankroll, starting_bankroll, created_at) "
        "VALUES (1, ?, ?, ?, ?)",
        (_(ctx["name"]) if ctx["name"] == DEFAULT_NAME else ctx["name"],
         ctx["starting_bankroll"], ctx["starting_bankroll"], utc_now()),
    )


def _migrate_1_to_2(conn: sqlite3.Connection, ctx: Mapping[str, Any]) -> None:
    """Version 1 -> 2: summary columns backfilled from the stored histories, the ledger
    (a ``start`` entry and a ``migrated`` entry), the open-table and journal tables."""
    _run_script(conn, SCHEMA_V2_ADDITIONS)
    player = conn.execute("SELECT starting_bankroll, bankroll, created_at FROM player").fetchone()
    starting, bankroll, created = player if player else (0, 0, utc_now())
    conn.execute(
        "INSERT INTO ledger (at, kind, amount, bankroll_after, total_after, note) "
        "VALUES (?, 'start', ?, ?, ?, '')", (created, starting, starting, starting))
    running = starting
    rows = conn.execute(
        "SELECT h.id, h.history_json, h.net, h.pot, s.hero_seat, s.rules_json FROM hands h "
        "JOIN sessions s ON s.id = h.session_id ORDER BY h.id").fetchall()
    for hand_id, history_json, net, pot, hero_seat, rules_json in rows:
        running += net  # version 1 did not store the chips after a hand: rebuilt from nets
        cols: dict[str, Any] = {"hero_seat": hero_seat, "total_after": running,
                                "won": int(net > 0)}
        try:
            document = json.loads(history_json)
            rules = json.loads(rules_json)
            summary = _summary_from_document(document, hero_seat, rules)
        except Exception:  # noqa: BLE001 - a history the engine cannot replay keeps defaults
            summary = None
        if summary is not None:
            cols.update(_summary_columns(summary, rules))
            cols["pot"] = summary.pot if summary.pot else pot
        sets = ", ".join(f"{k} = ?" for k in cols)
        conn.execute(f"UPDATE hands SET {sets} WHERE id = ?", (*cols.values(), hand_id))
    if ctx.get("from_version", 1) >= 1:  # an existing profile, not a new one
        conn.execute(
            "INSERT INTO ledger (at, kind, amount, bankroll_after, total_after, note) "
            "VALUES (?, 'migrated', 0, ?, ?, 'schema 1 -> 2')", (utc_now(), bankroll, bankroll))


MIGRATIONS: dict[int, Callable[[sqlite3.Connection, Mapping[str, Any]], None]] = {
    0: _create_v1,
    1: _migrate_1_to_2,
}


def _run_script(conn: sqlite3.Connection, script: str) -> None:
    """Run DDL statements one by one inside the current transaction.

    (``executescript`` would COMMIT first; migrations must be all-or-nothing.)
    """
    for statement in script.split(";"):
        if statement.strip():
            conn.execute(statement)


def _summary_columns(summary: Any, rules: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "game": rules.get("game", "high"),
        "outcome": summary.outcome,
        "deals": summary.deals,
        "won": int(summary.won),
        "amount_won": summary.amount_won,
        "showdown": int(summary.showdown),
        "showdown_won": int(summary.showdown_won),
        "start_cards": summary.start_cards,
        "start_category": summary.start_category,
        "draw_count": summary.draw_count,
        "actions_pre": " ".join(summary.actions_pre),
        "actions_post": " ".join(summary.actions_post),
    }


def _summary_from_document(document: Mapping[str, Any], hero_seat: int,
                           rules: Mapping[str, Any]) -> Any:
    """Replay a stored scenario document through the engine and summarise it."""
    from drawpoker.persistence.history import replay_events

    events = replay_events(document)
    return summarize_events(
        events, hero_seat, game=str(rules.get("game", "high")),
        wild=str(rules.get("wild", "none")), big_blind=int(rules.get("big_blind", 0) or 0))


# --------------------------------------------------------------------------- opening
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
            raise _Damaged("integrity check failed: " + "; ".join(str(r[0]) for r in check[:3]))
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        objects = conn.execute(
            "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'").fetchall()
    except sqlite3.DatabaseError as exc:
        if is_busy(exc):
            raise ProfileBusyError(str(exc)) from exc
        raise _Damaged(f"not a readable SQLite database: {exc}") from exc
    if not objects and version == 0 and app_id in (0, APPLICATION_ID):
        return 0
    if app_id != APPLICATION_ID:
        raise _Damaged(f"not a drawpoker profile (application id {app_id:#x})")
    kinds = {t for t, _ in objects}
    if kinds - {"table", "index"}:
        raise _Damaged("the file holds triggers or views, which a profile never has")
    if version > SCHEMA_VERSION:
        return int(version)
    tables = frozenset(n for t, n in objects if t == "table")
    if version not in EXPECTED_TABLES or tables != EXPECTED_TABLES[version]:
        raise _Damaged(f"schema {version} has tables {sorted(tables)}")
    if version == SCHEMA_VERSION:
        for table, wanted in _expected_columns().items():
            try:
                have = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
            except sqlite3.DatabaseError as exc:
                if is_busy(exc):
                    raise ProfileBusyError(str(exc)) from exc
                raise _Damaged(f"table {table} cannot be read: {exc}") from exc
            if wanted - have:
                raise _Damaged(f"table {table} lacks columns {sorted(wanted - have)}")
    _check_player_row(conn)
    return int(version)


_COLUMNS_CACHE: dict[str, frozenset[str]] = {}


def _expected_columns() -> dict[str, frozenset[str]]:
    """The columns of each table of a new profile (a profile lacking one is damaged)."""
    if not _COLUMNS_CACHE:
        conn = sqlite3.connect(":memory:", isolation_level=None)
        try:
            migrate(conn, 0, {"name": "x", "starting_bankroll": 0})
            for table in EXPECTED_TABLES[SCHEMA_VERSION]:
                _COLUMNS_CACHE[table] = frozenset(
                    r[1] for r in conn.execute(f"PRAGMA table_info({table})"))
        finally:
            conn.close()
    return dict(_COLUMNS_CACHE)


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
        raise _Damaged(f"the player row cannot be read: {exc}") from exc
    if len(rows) != 1:
        raise _Damaged(f"the player table has {len(rows)} rows, not 1")
    name_type, bankroll_type, bankroll, starting_type = rows[0]
    if name_type != "text" or bankroll_type != "integer" or starting_type != "integer" \
            or bankroll < 0:
        raise _Damaged(f"the player row is damaged (name {name_type}, bankroll "
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


def _stored(text: Any, kind: type[dict[str, Any]] | type[list[Any]]) -> Any:
    """A JSON column of a listing row; an empty ``kind`` if it is damaged (one bad row must
    not take the whole list down)."""
    try:
        value = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return kind()
    return value if isinstance(value, kind) else kind()


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


def _backup_before_migration(conn: sqlite3.Connection, path: Path, version: int) -> None:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.pre-v{version + 1}-{stamp}{path.suffix}")
    dest = sqlite3.connect(str(target))
    try:
        conn.backup(dest)
    finally:
        dest.close()


def migrate(conn: sqlite3.Connection, from_version: int, ctx: Mapping[str, Any]) -> int:
    """Bring the schema from ``from_version`` to ``SCHEMA_VERSION`` in one transaction.

    Returns:
        The new version. On any error everything is rolled back and the error raised.
    """
    ctx = {**ctx, "from_version": from_version}
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = from_version
        while version < SCHEMA_VERSION:
            MIGRATIONS[version](conn, ctx)
            version += 1
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute(f"PRAGMA user_version = {version}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return version


#: ``<profile>.lock`` files this process holds: resolved path -> [open handle, holders].
_HELD_LOCKS: dict[str, list[Any]] = {}


class _InstanceLock:
    """An advisory lock on ``<profile>.lock`` held while the game has the profile open, so a
    second copy of the game cannot play the same open table (released when the process
    ends, even when it is killed). With ``shared`` (the game's UI) the lock is shared
    (counted) between the shared openings of one process: it keeps other processes out,
    not a second opening by the same game (an App made again in one process)."""

    def __init__(self, path: Path, *, shared: bool = False) -> None:
        self.path = path
        self._handle: Any = None
        self._key = str(Path(path).resolve())
        self._shared = shared

    def acquire(self) -> bool:
        held = _HELD_LOCKS.get(self._key) if self._shared else None
        if held is not None:
            held[1] += 1
            self._handle = held[0]
            return True
        handle = open(self.path, "a+b")  # noqa: SIM115 - kept open while locked
        try:
            if sys.platform == "win32":
                import msvcrt

                handle.seek(0)
                msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            return False
        self._handle = handle
        if self._shared:
            _HELD_LOCKS[self._key] = [handle, 1]
        return True

    def release(self) -> None:
        if self._handle is None:
            return
        held = _HELD_LOCKS.get(self._key) if self._shared else None
        if held is None:
            self._handle.close()
            self._handle = None
            return
        self._handle = None
        held[1] -= 1
        if held[1] <= 0:
            del _HELD_LOCKS[self._key]
            held[0].close()


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
    instance: _InstanceLock | None = None
    if lock and str(path) != ":memory:":
        lock_path = Path(path).with_name(Path(path).name + ".lock")
        try:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            instance = _InstanceLock(lock_path, shared=lock == "process")
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
        copy = _read_only_copy(Path(path), {"name": _check_name(name),
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
        except (_Damaged, sqlite3.Error, OSError):
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
    name = _check_name(name)
    _check_chips("starting_bankroll", starting_bankroll)
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
                raise _Damaged("the file is empty (0 bytes)")
            if head and head != SQLITE_MAGIC:
                raise _Damaged("the file does not start like an SQLite database")
            conn = _connect(path)
            try:
                version = _inspect(conn)
            except BaseException:
                conn.close()
                raise
        except (_Damaged, OSError) as exc:
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
            _backup_before_migration(conn, path, version)
        migrate(conn, version, ctx)
        if version > 0:
            notices.append(Notice(NoticeKind.UPGRADED, "profile", path, found_version=version,
                                  supported_version=SCHEMA_VERSION))
    return Profile(conn, path), notices


def _check_name(name: object) -> str:
    if not isinstance(name, str) or not name.strip():
        raise ValueError("name: must be 1 to 40 characters")
    name = " ".join(name.split())
    if len(name) > MAX_NAME:
        raise ValueError(f"name: must be at most {MAX_NAME} characters, got {len(name)}")
    return name


def _check_chips(what: str, amount: object, *, positive: bool = False) -> int:
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise ValueError(f"{what}: must be a whole number of chips, got {amount!r}")
    if amount < 0 or (positive and amount == 0):
        raise ValueError(f"{what}: must be {'more than' if positive else 'at least'} 0, got {amount}")
    return amount


_HAND_COLUMNS = (
    "id, session_id, played_at, hand_no, seed, hero_seat, game, outcome, deals, net, won, "
    "amount_won, showdown, showdown_won, pot, start_cards, start_category, draw_count, "
    "actions_pre, actions_post, total_after"
)


#: the hand columns read for listings, plus the number of seats in the stored history
#: (``NULL`` when it is not valid JSON), to check ``hero_seat`` without parsing in Python.
_HAND_SELECT = (
    _HAND_COLUMNS + ", CASE WHEN json_valid(history_json) AND "
    "json_type(history_json, '$.seats') = 'array' "
    "THEN json_array_length(history_json, '$.seats') END"
)

_INT_COLUMNS = ("id", "session_id", "hand_no", "seed", "hero_seat", "deals", "net", "won",
                "amount_won", "showdown", "showdown_won", "pot", "total_after")
_TEXT_COLUMNS = ("played_at", "game", "outcome", "start_cards", "start_category",
                 "actions_pre", "actions_post")
_HAND_FIELDS = tuple(c.strip() for c in _HAND_COLUMNS.split(","))


def _check_hand_row(row: Sequence[Any]) -> None:
    """Refuse a hand row SQLite kept with a wrong type or an impossible value (a hand edit
    or a damaged page): ``ValueError`` naming the column."""
    values = dict(zip(_HAND_FIELDS, row, strict=False))
    for col in _INT_COLUMNS:
        v = values[col]
        if isinstance(v, bool) or not isinstance(v, int):
            raise ValueError(f"hand column {col}: {v!r} is not a whole number")
    for col in _TEXT_COLUMNS:
        if not isinstance(values[col], str):
            raise ValueError(f"hand column {col}: {values[col]!r} is not text")
    draw = values["draw_count"]
    if draw is not None and (isinstance(draw, bool) or not isinstance(draw, int) or draw < 0):
        raise ValueError(f"hand column draw_count: {draw!r} is not a card count")
    if values["deals"] < 1:
        raise ValueError(f"hand column deals: {values['deals']} is not a number of deals")
    for col in ("amount_won", "pot", "total_after"):
        if values[col] < 0:
            raise ValueError(f"hand column {col}: {values[col]} is negative")
    if len(row) > len(_HAND_FIELDS):
        seats = row[len(_HAND_FIELDS)]
        if not isinstance(seats, int) or not 0 <= values["hero_seat"] < seats:
            raise ValueError(f"hand column hero_seat: {values['hero_seat']} is not a seat of "
                             f"its stored hand ({seats!r} seats)")


def _hand_from_row(row: Sequence[Any]) -> HandRecord:
    """A :class:`HandRecord` from a ``_HAND_SELECT`` (or ``_HAND_COLUMNS``) row.

    Raises:
        ValueError: the row is damaged (see :func:`_check_hand_row`).
    """
    _check_hand_row(row)
    (hid, sid, at, hand_no, seed, seat, game, outcome, deals, net, won, amount_won, showdown,
     showdown_won, pot, cards, category, draw_count, pre, post, total) = row[:len(_HAND_FIELDS)]
    return HandRecord(
        id=hid, session_id=sid, played_at=at, hand_no=hand_no, seed=seed, hero_seat=seat,
        game=game, outcome=outcome, deals=deals, net=net, won=bool(won),
        amount_won=amount_won, showdown=bool(showdown), showdown_won=bool(showdown_won),
        pot=pot, start_cards=cards, start_category=category, draw_count=draw_count,
        actions_pre=tuple(pre.split()), actions_post=tuple(post.split()), total_after=total,
    )


class Profile:
    """An open profile database (see the module doc for the API).

    Attributes:
        path: the file, or ``None`` for an in-memory profile.
        temporary: True for an in-memory profile (nothing is kept after closing).
    """

    def __init__(self, conn: sqlite3.Connection, path: Path | None, *,
                 temporary: bool = False) -> None:
        self._conn = conn
        self.path = path
        self.temporary = temporary
        self._depth = 0
        self._lock: _InstanceLock | None = None
        #: ids of recorded hands found damaged (left out of listings and statistics)
        self.damaged_hands: set[int] = set()

    # -- plumbing
    @property
    def connection(self) -> sqlite3.Connection:
        """The SQLite connection (for ``resume``; use :meth:`transaction` around writes)."""
        return self._conn

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One ``BEGIN IMMEDIATE`` .. ``COMMIT``; an exception rolls everything back.

        Nested uses join the outermost transaction.
        """
        if self._depth:
            self._depth += 1
            try:
                yield self._conn
            finally:
                self._depth -= 1
            return
        self._conn.execute("BEGIN IMMEDIATE")
        self._depth = 1
        try:
            yield self._conn
        except BaseException:
            self._depth = 0
            self._conn.execute("ROLLBACK")
            raise
        self._depth = 0
        try:
            self._conn.execute("COMMIT")
        except BaseException:
            if self._conn.in_transaction:  # e.g. busy at COMMIT: nothing half-written stays
                self._conn.execute("ROLLBACK")
            raise

    def close(self) -> None:
        """Close the database (committed data is already on disk) and release the lock."""
        self._conn.close()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> Profile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def schema_version(self) -> int:
        """The schema version of the open file."""
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    # -- player and bankroll
    def player(self) -> PlayerInfo:
        """The profile's owner and his bankroll."""
        row = self._conn.execute(
            "SELECT name, bankroll, starting_bankroll, created_at FROM player WHERE id = 1"
        ).fetchone()
        return PlayerInfo(*row)

    @property
    def bankroll(self) -> int:
        """Chips off the table."""
        return int(self._conn.execute("SELECT bankroll FROM player").fetchone()[0])

    def set_name(self, name: str) -> str:
        """Rename the player; returns the stored name (spaces tidied).

        Raises:
            ValueError: empty or longer than 40 characters.
        """
        name = _check_name(name)
        with self.transaction() as conn:
            conn.execute("UPDATE player SET name = ?", (name,))
        return name

    def _ledger(self, kind: str, amount: int, *, session_id: int | None = None,
                hand_id: int | None = None, table_stack: int = 0, note: str = "") -> None:
        bankroll = self.bankroll
        self._conn.execute(
            "INSERT INTO ledger (at, kind, amount, bankroll_after, total_after, session_id, "
            "hand_id, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (utc_now(), kind, amount, bankroll, bankroll + table_stack, session_id, hand_id,
             note))

    def reset(self, starting_bankroll: int, name: str | None = None) -> None:
        """Start the profile over: every hand, session, ledger entry and any open table
        (with the chips on it) is deleted and the bankroll set to ``starting_bankroll``.

        Raises:
            ValueError: a bad amount or name.
        """
        _check_chips("starting_bankroll", starting_bankroll)
        new_name = _check_name(name) if name is not None else None
        with self.transaction() as conn:
            for table in ("hand_journal", "open_table", "hands", "ledger", "sessions"):
                conn.execute(f"DELETE FROM {table}")
            conn.execute(
                "UPDATE player SET bankroll = ?, starting_bankroll = ?, created_at = ?",
                (starting_bankroll, starting_bankroll, utc_now()))
            if new_name is not None:
                conn.execute("UPDATE player SET name = ?", (new_name,))
            self._ledger("start", starting_bankroll)

    def grant(self, amount: int, note: str = "") -> int:
        """Add ``amount`` chips to the bankroll (e.g. a refill); returns the new bankroll.

        Raises:
            ValueError: ``amount`` not a positive whole number.
        """
        _check_chips("amount", amount, positive=True)
        with self.transaction() as conn:
            conn.execute("UPDATE player SET bankroll = bankroll + ?", (amount,))
            self._ledger("grant", amount, note=note)
        return self.bankroll

    def refill(self, target: int) -> int:
        """A fresh bankroll from the house when the player is broke: the bankroll is
        raised to ``target`` chips and the ledger records a ``grant`` noted ``refill``
        (statistics mark it, see :meth:`refills`).

        Args:
            target: the bankroll afterwards (chips).

        Returns:
            The chips given (0 when the bankroll already holds ``target``).

        Raises:
            ValueError: ``target`` not a positive whole number.
        """
        _check_chips("target", target, positive=True)
        amount = target - self.bankroll
        if amount <= 0:
            return 0
        self.grant(amount, note=REFILL_NOTE)
        return amount

    def refills(self) -> list[tuple[int | None, int, str]]:
        """Every fresh bankroll the house gave, oldest first.

        Returns:
            ``(hand_id, chips, at)`` per refill: ``hand_id`` is the first hand recorded
            after it (None if none was yet), ``at`` ISO-8601 UTC text.
        """
        rows = self._conn.execute(
            "SELECT g.amount, g.at, (SELECT h.hand_id FROM ledger h WHERE h.kind = 'hand' "
            "AND h.id > g.id ORDER BY h.id LIMIT 1) FROM ledger g "
            "WHERE g.kind = 'grant' AND g.note = ? ORDER BY g.id", (REFILL_NOTE,)).fetchall()
        return [(None if hid is None else int(hid), int(amount), str(at))
                for amount, at, hid in rows]

    # -- sessions
    def start_session(self, rules: Mapping[str, Any], seats: Sequence[Mapping[str, Any]],
                      hero_seat: int) -> int:
        """Record the start of a sitting; returns its id.

        Args:
            rules: scenario-format rules object.
            seats: the seat set-up (JSON data), clockwise.
            hero_seat: the player's index in ``seats``.

        Raises:
            ValueError: ``hero_seat`` outside ``seats``.
        """
        if not 0 <= hero_seat < len(seats):
            raise ValueError(f"hero_seat: {hero_seat} is not one of the {len(seats)} seats")
        with self.transaction() as conn:
            cur = conn.execute(
                "INSERT INTO sessions (started_at, rules_json, seats_json, hero_seat) "
                "VALUES (?, ?, ?, ?)",
                (utc_now(), json.dumps(dict(rules)), json.dumps([dict(s) for s in seats]),
                 hero_seat))
            return int(cur.lastrowid or 0)

    def end_session(self, session_id: int) -> None:
        """Mark a sitting as over (no chips move; see ``return_to_bankroll``)."""
        with self.transaction() as conn:
            conn.execute("UPDATE sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL",
                         (utc_now(), session_id))

    def take_from_bankroll(self, session_id: int, amount: int, *, kind: str = "buy_in",
                           table_stack_after: int = 0) -> int:
        """Move ``amount`` chips from the bankroll to the table (buy-in or rebuy).

        The caller stores the new table stack in the same transaction (``resume`` does).

        Returns:
            The bankroll afterwards.

        Raises:
            ProfileError: the bankroll holds fewer than ``amount`` chips.
            ValueError: a bad amount.
        """
        _check_chips("amount", amount, positive=True)
        with self.transaction() as conn:
            if self.bankroll < amount:
                raise ProfileError(f"the bankroll has {self.bankroll} chips, not {amount}")
            conn.execute("UPDATE player SET bankroll = bankroll - ?", (amount,))
            conn.execute("UPDATE sessions SET bought_in = bought_in + ? WHERE id = ?",
                         (amount, session_id))
            self._ledger(kind, amount, session_id=session_id, table_stack=table_stack_after)
        return self.bankroll

    def return_to_bankroll(self, session_id: int, amount: int) -> int:
        """Move ``amount`` chips from the table back to the bankroll (cash-out).

        Returns:
            The bankroll afterwards.
        """
        _check_chips("amount", amount)
        with self.transaction() as conn:
            conn.execute("UPDATE player SET bankroll = bankroll + ?", (amount,))
            conn.execute("UPDATE sessions SET cashed_out = cashed_out + ? WHERE id = ?",
                         (amount, session_id))
            self._ledger("cash_out", amount, session_id=session_id)
        return self.bankroll

    def sessions(self) -> list[SessionRecord]:
        """Every sitting, newest first, with its hand count and net."""
        rows = self._conn.execute(
            "SELECT s.id, s.started_at, s.ended_at, s.rules_json, s.seats_json, s.hero_seat, "
            "s.bought_in, s.cashed_out, "
            # a damaged (non-integer) value is left out, as the hand list leaves its row out
            "COALESCE(SUM(CASE WHEN typeof(h.deals) = 'integer' THEN h.deals END), 0), "
            "COALESCE(SUM(CASE WHEN typeof(h.net) = 'integer' THEN h.net END), 0) "
            "FROM sessions s "
            "LEFT JOIN hands h ON h.session_id = s.id GROUP BY s.id ORDER BY s.id DESC"
        ).fetchall()
        return [SessionRecord(r[0], r[1], r[2], _stored(r[3], dict), _stored(r[4], list), r[5],
                              r[6], r[7], r[8], r[9]) for r in rows]

    # -- hands
    def record_hand(self, *, session_id: int, hero_seat: int, document: Mapping[str, Any],
                    events: Sequence[Any], seed: int, stack_after: int | None = None,
                    left: bool = False) -> int:
        """Store one finished hand and its ledger entry in one transaction.

        Args:
            session_id: the sitting.
            hero_seat: the player's seat index.
            document: the hand as a scenario-format document (``rules``, ``seats`` with the
                stacks before its first deal, ``button``, ``seed``, ``deals``).
            events: the engine events of all its deals (for the summary columns).
            seed: the seed of the hand's ``random.Random``.
            stack_after: the player's table stack after the hand (default: from the events).
            left: the player left the table while the pot was carried to a redeal; the
                hand is stored with outcome ``left`` and his antes in it as his loss.

        Returns:
            The new hand's id.

        Raises:
            ValueError: the events are not those of a finished hand.
        """
        rules = document.get("rules", {})
        summary = summarize_events(
            events, hero_seat, game=str(rules.get("game", "high")),
            wild=str(rules.get("wild", "none")), big_blind=int(rules.get("big_blind", 0) or 0))
        if summary.outcome == "redeal" and not left:
            raise ValueError("a hand is recorded when its pot is awarded, not at a redeal")
        stack = summary.stack_after if stack_after is None else stack_after
        with self.transaction() as conn:
            total = self.bankroll + stack
            cols = _summary_columns(summary, rules)
            if left:
                cols["outcome"] = "left"
            cols.update(session_id=session_id, played_at=utc_now(), hand_no=summary.hand_no,
                        seed=seed, net=summary.net, pot=summary.pot,
                        history_json=json.dumps(document, separators=(",", ":")),
                        hero_seat=hero_seat, total_after=total)
            names = ", ".join(cols)
            marks = ", ".join("?" for _ in cols)
            cur = conn.execute(f"INSERT INTO hands ({names}) VALUES ({marks})",
                               tuple(cols.values()))
            hand_id = int(cur.lastrowid or 0)
            self._ledger("hand", summary.net, session_id=session_id, hand_id=hand_id,
                         table_stack=stack)
        return hand_id

    def hands(self, limit: int | None = 50, offset: int = 0, *, session_id: int | None = None,
              newest_first: bool = True) -> list[HandRecord]:
        """Recorded hands (for the history list), newest first by default.

        A damaged row (a value of the wrong type, an impossible count, a ``hero_seat`` that
        is not a seat of its stored hand) is left out and its id added to
        :attr:`damaged_hands`, so the UI can tell the player once.
        """
        where = "WHERE session_id = ?" if session_id is not None else ""
        params: list[Any] = [session_id] if session_id is not None else []
        order = "DESC" if newest_first else "ASC"
        sql = f"SELECT {_HAND_SELECT} FROM hands {where} ORDER BY id {order}"
        if limit is not None:
            sql += " LIMIT ? OFFSET ?"
            params += [limit, offset]
        out: list[HandRecord] = []
        for row in self._conn.execute(sql, params).fetchall():
            try:
                out.append(_hand_from_row(row))
            except ValueError:  # one damaged row must not take the list down: left out
                self.damaged_hands.add(row[0] if isinstance(row[0], int) else -1)
        return out

    def hand_count(self, session_id: int | None = None) -> int:
        """How many hands the player was dealt (in one sitting, or in all).

        Every deal counts, as the table numbers them: a jackpots deal nobody opened and
        its redeal are two (one record with ``deals`` 2).
        """
        if session_id is None:
            return int(self._conn.execute(
                "SELECT COALESCE(SUM(CASE WHEN typeof(deals) = 'integer' THEN deals END), 0) "
                "FROM hands").fetchone()[0])
        return int(self._conn.execute(
            "SELECT COALESCE(SUM(CASE WHEN typeof(deals) = 'integer' THEN deals END), 0) "
            "FROM hands WHERE session_id = ?",
            (session_id,)).fetchone()[0])

    def hand(self, hand_id: int) -> HandRecord:
        """One hand's record.

        Raises:
            ProfileError: no such hand, or its row is damaged.
        """
        row = self._conn.execute(f"SELECT {_HAND_SELECT} FROM hands WHERE id = ?",
                                 (hand_id,)).fetchone()
        if row is None:
            raise ProfileError(f"no hand with id {hand_id}")
        try:
            return _hand_from_row(row)
        except ValueError as exc:
            self.damaged_hands.add(hand_id)
            raise ProfileError(f"hand {hand_id} is damaged: {exc}") from exc

    def hand_history(self, hand_id: int) -> dict[str, Any]:
        """The hand's scenario-format document (replay it with ``run_scenario`` or
        ``history.replay_events``; its ``seed`` deals the same cards again).

        Raises:
            ProfileError: no such hand, or its stored text is not a JSON object.
        """
        row = self._conn.execute("SELECT history_json FROM hands WHERE id = ?",
                                 (hand_id,)).fetchone()
        if row is None:
            raise ProfileError(f"no hand with id {hand_id}")
        try:
            document = json.loads(row[0])
        except (ValueError, RecursionError) as exc:
            raise ProfileError(f"hand {hand_id}: stored history is not JSON: {exc}") from exc
        if not isinstance(document, dict):
            raise ProfileError(f"hand {hand_id}: stored history is not a JSON object")
        return document

    def export_hand(self, hand_id: int, target: Path) -> Path:
        """Write the hand as a scenario ``.json`` file (atomically).

        Args:
            target: a folder (the file is named ``hand-<id>-<hand_no>.json``, or
                ``hand-<id>-<hand_no>-2.json``... when that name is taken: an earlier
                export, e.g. of another profile whose ids also started at 1, is never
                replaced) or a file path (replaced atomically).

        Returns:
            The file written.
        """
        document = self.hand_history(hand_id)
        record = self.hand(hand_id)
        text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
        if target.is_dir():
            return write_new_text(target, f"hand-{hand_id}-{record.hand_no}", ".json", text)
        atomic_write_text(target, text)
        return target

    def ledger(self) -> list[LedgerEntry]:
        """Every chip movement, oldest first."""
        rows = self._conn.execute(
            "SELECT id, at, kind, amount, bankroll_after, total_after, session_id, hand_id "
            "FROM ledger ORDER BY id").fetchall()
        return [LedgerEntry(*r) for r in rows]

    def statistics(self, session_id: int | None = None, last: int | None = None) -> Statistics:
        """Statistics over all hands, one sitting, or the ``last`` N hands.

        The bankroll chart starts from ``starting_bankroll`` when all hands are counted.
        """
        hands = self.hands(limit=last, session_id=session_id, newest_first=True)
        start = self.player().starting_bankroll if session_id is None and last is None else None
        refills = tuple((hid, amount) for hid, amount, _at in self.refills() if hid is not None)
        return compute_statistics(hands, starting_total=start, refills=refills)


def copy_profile(src: Path, dst: Path) -> None:
    """Copy a closed profile file with its WAL (tests and backups)."""
    shutil.copy2(src, dst)
    for suffix in ("-wal",):
        side = src.with_name(src.name + suffix)
        if side.exists():
            shutil.copy2(side, dst.with_name(dst.name + suffix))
