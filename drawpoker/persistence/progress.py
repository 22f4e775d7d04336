"""The player's progress in the profile: experience, achievement counters, unlocked
achievements and the daily challenge's scored tries (schema ``profile.schema_v5``).

Only rows are kept here; what earns them is ``drawpoker.progress``'s. :func:`record`
writes one award (experience, counters, unlocks, a daily result) in the profile's one
transaction, so a kill at any moment leaves all of it or none.

API:
    ``ProgressRow`` (one award to write); ``record(profile, row)``;
    ``xp_total(profile)``, ``counters(profile) -> {key: value}``,
    ``unlocked(profile) -> {key: ISO-8601 UTC}``, ``awards(profile) -> [XpAwardRecord]``,
    ``daily_results(profile) -> {day: (score, answers)}``.

Errors: ``ProfileError`` when a day already has its scored try, or a value is negative.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from drawpoker.persistence.profile import Profile, ProfileError, utc_now


@dataclass(frozen=True, slots=True)
class ProgressRow:
    """One award, written whole or not at all.

    Attributes:
        context: where it was earned (``cash``, ``tournament``, ``practice``, ``daily``).
        good, close, costly: decisions of each grade; xp: experience given (0 or more).
        counters: each counter's new value (only those that changed).
        unlocks: achievement keys earned by it.
        daily: ``(day "YYYY-MM-DD", score, answers JSON data)`` for a daily challenge's
            scored try, else ``None``.
        session_id: the sitting it belongs to, if any.
    """

    context: str
    good: int = 0
    close: int = 0
    costly: int = 0
    xp: int = 0
    counters: Mapping[str, int] = field(default_factory=dict)
    unlocks: Sequence[str] = ()
    daily: tuple[str, int, Any] | None = None
    session_id: int | None = None


@dataclass(frozen=True, slots=True)
class XpAwardRecord:
    """A stored award: ``id``, ``at`` (ISO-8601 UTC), ``context``, the grade counts, ``xp``."""

    id: int
    at: str
    context: str
    good: int
    close: int
    costly: int
    xp: int


def record(profile: Profile, row: ProgressRow) -> None:
    """Write ``row`` in one transaction (joins the caller's, if any).

    Raises:
        ProfileError: ``row.daily``'s day already has its scored try, or a negative value.
    """
    if min(row.good, row.close, row.costly, row.xp, *row.counters.values(), 0) < 0:
        raise ProfileError(f"progress: a negative value in {row!r}")
    now = utc_now()
    with profile.transaction() as conn:
        if row.daily is not None:
            day, score, answers = row.daily
            if conn.execute("SELECT 1 FROM daily_results WHERE day = ?", (day,)).fetchone():
                raise ProfileError(f"the daily challenge of {day} already has its scored try")
            conn.execute("INSERT INTO daily_results (day, score, answers_json, finished_at) "
                         "VALUES (?, ?, ?, ?)", (day, score, json.dumps(answers), now))
        if row.good or row.close or row.costly or row.xp:
            conn.execute(
                "INSERT INTO xp_awards (at, context, good, close, costly, xp, session_id) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (now, row.context, row.good, row.close, row.costly, row.xp, row.session_id))
        for key, value in row.counters.items():
            conn.execute("INSERT INTO progress_counters (key, value) VALUES (?, ?) "
                         "ON CONFLICT(key) DO UPDATE SET value = excluded.value", (key, value))
        for key in row.unlocks:
            conn.execute("INSERT OR IGNORE INTO achievements (key, unlocked_at) VALUES (?, ?)",
                         (key, now))


def xp_total(profile: Profile) -> int:
    """The player's experience: the sum of every award (a damaged award, not a whole
    number, is left out; added in Python, as SQLite's SUM overflows past 2**63)."""
    rows = profile.connection.execute(
        "SELECT xp FROM xp_awards WHERE typeof(xp) = 'integer' AND xp > 0")
    return sum(int(xp) for (xp,) in rows)


def counters(profile: Profile) -> dict[str, int]:
    """Every achievement counter's value (a damaged, non-integer value is left out)."""
    rows = profile.connection.execute(
        "SELECT key, value FROM progress_counters WHERE typeof(value) = 'integer'").fetchall()
    return {str(k): int(v) for k, v in rows}


def unlocked(profile: Profile) -> dict[str, str]:
    """Unlocked achievement key -> when (ISO-8601 UTC), in the order earned."""
    rows = profile.connection.execute(
        "SELECT key, unlocked_at FROM achievements ORDER BY unlocked_at, rowid").fetchall()
    return {str(k): str(at) for k, at in rows}


def awards(profile: Profile) -> list[XpAwardRecord]:
    """Every award, oldest first."""
    rows = profile.connection.execute(
        "SELECT id, at, context, good, close, costly, xp FROM xp_awards ORDER BY id").fetchall()
    return [XpAwardRecord(*r) for r in rows]


def daily_results(profile: Profile) -> dict[str, tuple[int, Any]]:
    """Day ``YYYY-MM-DD`` -> (score, answers), oldest day first (a damaged answers text is
    read as ``None``; a day whose score is not a whole number, or whose day is not a
    calendar day written ``YYYY-MM-DD`` as the game writes it, is left out)."""
    out: dict[str, tuple[int, Any]] = {}
    for day, score, text in profile.connection.execute(
            "SELECT day, score, answers_json FROM daily_results "
            "WHERE typeof(score) = 'integer' AND typeof(day) = 'text' "
            "AND date(day) IS day ORDER BY day"):
        try:
            answers = json.loads(text)
        except (TypeError, ValueError):
            answers = None
        out[str(day)] = (int(score), answers)
    return out
