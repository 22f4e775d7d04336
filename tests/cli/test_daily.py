"""``drawpoker daily --date YYYY-MM-DD --json``: the day's deals and best line, the same in
every process for a date, different between dates; a bad date is refused in one line."""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.cli import run


def test_two_dates_from_the_command_line(tmp_path: Path) -> None:
    first = run("daily", "--date", "2026-12-06", "--json", cwd=tmp_path)
    again = run("daily", "--date", "2026-12-06", "--json", cwd=tmp_path)
    other = run("daily", "--date", "2026-12-07", "--json", cwd=tmp_path)
    assert first.returncode == again.returncode == other.returncode == 0, first.stderr
    assert first.stdout == again.stdout != other.stdout
    doc = json.loads(first.stdout)
    assert doc["date"] == "2026-12-06" and doc["max_score"] == 1000
    assert [i["kind"] for i in doc["items"]] == ["draw"] * 5 + ["hand"] * 5
    assert doc["items"][0]["hand"] == "Kc 9d 7s 2h 2s"
    assert doc["items"][0]["best"]["keep"] == "Kc 2h 2s"
    assert all(0 <= i["best"]["equity"] <= 1 for i in doc["items"])


def test_a_bad_date_is_named() -> None:
    done = run("daily", "--date", "2026-02-30", cwd=Path.cwd())
    assert done.returncode == 2
    assert done.stderr.strip().splitlines()[-1].endswith(
        "'2026-02-30' is not a calendar day as YYYY-MM-DD")
