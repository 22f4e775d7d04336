"""Schema version 3 of the profile: sit-and-go tournaments (docs/rules.md §6).

``tournaments`` holds one row per finished tournament the player sat in (his place,
prize, the field, the buy-in, hands and levels, and the whole result as JSON: places,
prizes, the chip counts after every hand, the biggest pot); ``open_tournament`` the one
tournament in progress (its state between hands, see
:meth:`drawpoker.session.tournament.state.Tournament.to_dict`).

API: ``SCHEMA_V3_ADDITIONS`` (DDL), ``V3_TABLES``, ``migrate_2_to_3(conn, ctx)``.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from typing import Any

from drawpoker.persistence.profile.schema import run_script

SCHEMA_V3_ADDITIONS = """
CREATE TABLE tournaments (
    id INTEGER PRIMARY KEY,
    started_at TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    field INTEGER NOT NULL CHECK (field BETWEEN 2 AND 8),
    buy_in INTEGER NOT NULL CHECK (buy_in >= 0),
    prize_pool INTEGER NOT NULL CHECK (prize_pool >= 0),
    place INTEGER NOT NULL CHECK (place >= 1),
    prize INTEGER NOT NULL CHECK (prize >= 0),
    hands INTEGER NOT NULL,
    levels INTEGER NOT NULL,
    result_json TEXT NOT NULL
);
CREATE TABLE open_tournament (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    started_at TEXT NOT NULL,
    state_json TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
"""

#: the tables version 3 adds.
V3_TABLES = frozenset({"tournaments", "open_tournament"})


def migrate_2_to_3(conn: sqlite3.Connection, ctx: Mapping[str, Any]) -> None:
    """Version 2 -> 3: the two tournament tables (nothing to backfill)."""
    run_script(conn, SCHEMA_V3_ADDITIONS)
