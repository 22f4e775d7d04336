"""Schema version 6 of the profile: the career (the road of card rooms).

Tables (``drawpoker.persistence.career`` reads and writes them; the rules that fill them
are ``drawpoker.career``'s):
    ``career_sittings``: which cash-table sitting (``sessions.id``) was played in which
    card room; a room's hands are the hands of its sittings, so they are counted with
    each hand's own record, never apart from it;
    ``career_rooms``: per room, the finals played, the best place and when the room was
    finished (ISO-8601 UTC; NULL: not yet).

An existing profile keeps everything it had; its career starts at the first room.

API: ``SCHEMA_V6_ADDITIONS`` (DDL), ``CAREER_TABLES``, ``migrate_5_to_6(conn, ctx)``.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from typing import Any

from drawpoker.persistence.profile.schema import run_script

SCHEMA_V6_ADDITIONS = """
CREATE TABLE career_sittings (
    session_id INTEGER PRIMARY KEY,
    room TEXT NOT NULL
);
CREATE TABLE career_rooms (
    room TEXT PRIMARY KEY,
    finals INTEGER NOT NULL DEFAULT 0 CHECK (finals >= 0),
    best_place INTEGER CHECK (best_place >= 1),
    finished_at TEXT
);
"""

#: the tables version 6 adds
CAREER_TABLES = frozenset({"career_sittings", "career_rooms"})


def migrate_5_to_6(conn: sqlite3.Connection, ctx: Mapping[str, Any]) -> None:
    """Version 5 -> 6: the career tables, empty (nothing else changes)."""
    run_script(conn, SCHEMA_V6_ADDITIONS)
