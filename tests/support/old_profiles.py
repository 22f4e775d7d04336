"""A profile as an older schema of the game wrote it, for the migration tests."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from drawpoker.persistence.profile import APPLICATION_ID, MIGRATIONS


def old_profile(path: Path, version: int) -> sqlite3.Connection:
    """Create at ``path`` a profile of schema ``version`` (1 or more) by running the game's
    own migrations up to it, as a new profile ("Old", 1,000 chips); the connection is
    returned open, in autocommit, for the caller to fill and close."""
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.execute("BEGIN")
    for v in range(version):
        MIGRATIONS[v](conn, {"name": "Old", "starting_bankroll": 1000, "from_version": 0})
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {version}")
    conn.execute("COMMIT")
    return conn
