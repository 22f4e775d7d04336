"""``drawpoker coach FILE [--seat NAME]``: the review as JSON, errors as one line."""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.cli import run
from tests.support.scenarios import scenario_example


def test_coach_prints_the_review_of_the_named_seat(tmp_path: Path) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(scenario_example()))
    proc = run("coach", str(path), "--seat", "Bob", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert set(out) == {"seat", "decisions", "leaks"} and out["seat"] == "Bob"
    assert {d["phase"] for d in out["decisions"]} == {"before_draw", "draw", "after_draw"}
    draw = next(d for d in out["decisions"] if d["phase"] == "draw")
    assert draw["did"] == "Kc Kd" and draw["figures"]["holds"]
    assert all(isinstance(x, str) for x in out["leaks"])


def test_coach_reviews_the_human_seat_by_default_and_refuses_unknown_seats(tmp_path: Path) -> None:
    doc = scenario_example()
    doc["seats"][2]["player"] = "human"
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(doc))
    proc = run("coach", str(path), cwd=tmp_path)
    assert proc.returncode == 0 and json.loads(proc.stdout)["seat"] == "Cy"
    bad = run("coach", str(path), "--seat", "Zed", cwd=tmp_path)
    assert bad.returncode == 1 and bad.stdout == ""
    assert bad.stderr.count("\n") == 1 and "Zed" in bad.stderr
    missing = run("coach", str(tmp_path / "none.json"), cwd=tmp_path)
    assert missing.returncode == 1 and "none.json" in missing.stderr


def test_coach_help_describes_the_output(tmp_path: Path) -> None:
    proc = run("coach", "--help", cwd=tmp_path)
    assert proc.returncode == 0
    text = " ".join(proc.stdout.split())
    assert "--seat NAME" in text and '"decisions"' in text and "pot odds" in text
