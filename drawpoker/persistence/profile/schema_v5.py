"""Schema version 5 of the profile: progress (experience, achievements, daily challenge).

Tables (``drawpoker.persistence.progress`` reads and writes them; the rules that fill
them are ``drawpoker.progress``'s):
    ``xp_awards``: one row per sitting, practice or daily challenge that gave experience
    (the grades counted and the experience; the player's experience is their sum);
    ``progress_counters``: what the achievements count (``key`` -> a whole number);
    ``achievements``: each unlocked achievement and when (ISO-8601 UTC);
    ``daily_results``: one scored try per calendar day (``YYYY-MM-DD``), its score
    (0..1000) and answers (JSON).

An existing profile keeps everything it had; it starts with no experience.

API: ``SCHEMA_V5_ADDITIONS`` (DDL), ``PROGRESS_TABLES``, ``migrate_4_to_5(conn, ctx)``.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from typing import Any

from drawpoker.persistence.profile.schema import run_script

SCHEMA_V5_ADDITIONS = """
CREATE TABLE xp_awards (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    context TEXT NOT NULL,
    good INTEGER NOT NULL CHECK (good >= 0),
    close INTEGER NOT NULL CHECK (close >= 0),
    costly INTEGER NOT NULL CHECK (costly >= 0),
    xp INTEGER NOT NULL CHECK (xp >= 0),
    session_id INTEGER
);
CREATE TABLE progress_counters (
    key TEXT PRIMARY KEY,
    value INTEGER NOT NULL CHECK (value >= 0)
);
CREATE TABLE achievements (
    key TEXT PRIMARY KEY,
    unlocked_at TEXT NOT NULL
);
CREATE TABLE daily_results (
    day TEXT PRIMARY KEY,
    score INTEGER NOT NULL CHECK (score >= 0),
    answers_json TEXT NOT NULL,
    finished_at TEXT NOT NULL
);
"""

#: the tables version 5 adds
PROGRESS_TABLES = frozenset({"xp_awards", "progress_counters", "achievements", "daily_results"})


def migrate_4_to_5(conn: sqlite3.Connection, ctx: Mapping[str, Any]) -> None:
    """Version 4 -> 5: the progress tables, empty (nothing else changes)."""
    run_script(conn, SCHEMA_V5_ADDITIONS)
