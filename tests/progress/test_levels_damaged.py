"""Experience from a damaged or hand-edited profile (an award of 1e300, of text, of
infinity, two of the largest whole number): the level is found at once and the screens
that show it open, never a hang or an overflow."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from drawpoker.persistence import progress as store
from drawpoker.persistence.profile import open_profile
from drawpoker.progress.levels import STEP, standing, xp_for


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("xp", [0, 1, 249, 250, 749, 750, 1499, 1500, 10 ** 7, 10 ** 300,
                                int(1e300), 2 ** 64 - 1])
def test_the_level_of_any_experience_is_found_at_once(xp: int) -> None:
    done: list[object] = []
    worker = threading.Thread(target=lambda: done.append(standing(xp)), daemon=True)
    worker.start()
    worker.join(5.0)  # took forever for 1e300 (one level at a time) before
    assert done, f"standing({xp}) did not return"
    s = done[0]
    assert s.floor <= xp < s.ceiling and s.floor == xp_for(s.level)
    assert s.ceiling == xp_for(s.level + 1)


def test_the_levels_are_stepped_as_documented() -> None:
    assert [standing(xp).level for xp in (0, 249, 250, 750, 1500)] == [1, 1, 2, 3, 4]
    assert xp_for(2) == STEP


AWARDS = {
    "real far above any play": ["1e300"],
    "infinity": ["9e999"],
    "text": ["'abc'"],
    "two of the largest whole number": ["9223372036854775807"] * 2,
}


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("case", list(AWARDS))
def test_damaged_awards_give_a_whole_experience(tmp_path: Path, case: str) -> None:
    prof, _ = open_profile(tmp_path / "profile.sqlite3")
    with prof:
        with prof.transaction() as conn:
            conn.execute("INSERT INTO xp_awards (at, context, good, close, costly, xp) "
                         "VALUES ('x', 'cash', 0, 0, 0, 40)")
            for xp in AWARDS[case]:
                conn.execute("INSERT INTO xp_awards (at, context, good, close, costly, xp) "
                             f"VALUES ('x', 'cash', 0, 0, 0, {xp})")
        total = store.xp_total(prof)
        assert isinstance(total, int) and total >= 40
        assert standing(total).level >= 1


@pytest.mark.reported("breaker")
def test_a_daily_score_of_text_is_left_out(tmp_path: Path) -> None:
    """A daily_results row scored 'abc' (SQLite keeps it): the profile and the daily
    challenge screens read the other days (a ValueError traceback before)."""
    prof, _ = open_profile(tmp_path / "profile.sqlite3")
    with prof:
        with prof.transaction() as conn:
            conn.execute("INSERT INTO daily_results VALUES ('2026-01-01', 'abc', '[]', 'x')")
            conn.execute("INSERT INTO daily_results VALUES ('2026-01-02', 700, '[]', 'x')")
        assert store.daily_results(prof) == {"2026-01-02": (700, [])}
        assert prof.connection.execute("SELECT COUNT(*) FROM daily_results").fetchone()[0] == 2


@pytest.mark.reported("breaker-7#9")
@pytest.mark.parametrize("day", ["garbage", "2026-13-01", "", " 2026-01-03"])
def test_a_daily_day_that_is_no_calendar_day_is_left_out(tmp_path: Path, day: str) -> None:
    """A daily_results row whose day is not YYYY-MM-DD: finishing the day's challenge (its
    streak reads every day) stopped the game with "ValueError: date: 'garbage' is not a
    calendar day"; the other days are read, the row stays in the file."""
    from datetime import date

    from drawpoker.progress.award import daily_streak

    prof, _ = open_profile(tmp_path / "profile.sqlite3")
    with prof:
        with prof.transaction() as conn:
            conn.execute("INSERT INTO daily_results VALUES (?, 500, '[]', 'x')", (day,))
            conn.execute("INSERT INTO daily_results VALUES ('2026-01-02', 700, '[]', 'x')")
        assert store.daily_results(prof) == {"2026-01-02": (700, [])}
        assert daily_streak(prof, date(2026, 1, 2)) == 1
        assert prof.connection.execute("SELECT COUNT(*) FROM daily_results").fetchone()[0] == 2
