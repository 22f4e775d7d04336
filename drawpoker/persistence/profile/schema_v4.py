"""Schema version 4 of the profile: the hands of sit-and-go tournaments (docs/rules.md §6).

A tournament's hands are kept in ``hands`` like a cash table's, in a sitting of their
own (one ``sessions`` row per tournament), with ``tournament_level`` the level they were
dealt at (1 = the first); a cash hand has it NULL. Tournament hands are replayed and
listed in the hand history as any hand, but never counted in the cash statistics or the
ledger (their chips are tournament chips, not the bankroll's).

API: ``SCHEMA_V4_ADDITIONS`` (DDL), ``migrate_3_to_4(conn, ctx)``.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from typing import Any

from drawpoker.persistence.profile.schema import run_script

SCHEMA_V4_ADDITIONS = """
ALTER TABLE hands ADD COLUMN tournament_level INTEGER CHECK (tournament_level IS NULL
    OR tournament_level >= 1);
"""


def migrate_3_to_4(conn: sqlite3.Connection, ctx: Mapping[str, Any]) -> None:
    """Version 3 -> 4: ``hands.tournament_level`` (every stored hand is a cash hand)."""
    run_script(conn, SCHEMA_V4_ADDITIONS)
