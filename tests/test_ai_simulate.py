"""``drawpoker simulate``: duplicate deals, the JSON shape, determinism, errors (issue 5)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawpoker.ai.match import percentile, run_match
from drawpoker.cli.simulate import main
from drawpoker.engine import TableRules


def test_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--hands", "40", "--seats", "hard:shark,random,station", "--seed", "2",
                 "--json"]) == 0
    out = capsys.readouterr()
    data = json.loads(out.out)
    assert set(data) == {"hands", "hands_per_second", "seats", "decision_ms"}
    assert data["hands"] == 42  # rounded up to whole rotations of 3 seats
    assert [s["spec"] for s in data["seats"]] == ["hard:shark", "random", "station"]
    for s in data["seats"]:
        lo, hi = s["ci95"]
        assert lo <= s["antes_per_100"] <= hi
    assert set(data["decision_ms"]) == {"p50", "p95", "max"}
    assert 0 <= data["decision_ms"]["p50"] <= data["decision_ms"]["p95"] <= data["decision_ms"]["max"]
    assert out.err == ""  # no progress bar when stderr is not a terminal
    # chips are only moved between players: the results sum to zero
    assert abs(sum(s["antes_per_100"] for s in data["seats"])) < 0.01


def test_duplicate_deals_cancel_luck_and_are_reproducible() -> None:
    rules = TableRules()
    a = run_match(["station", "station"], rules, 60, seed=9)
    # two identical players on duplicate deals: every deal's luck cancels exactly
    assert all(abs(row[0]) < 1e-9 and abs(row[1]) < 1e-9 for row in a.deal_profits)
    b = run_match(["hard:shark", "rock"], rules, 60, seed=9)
    c = run_match(["hard:shark", "rock"], rules, 60, seed=9)
    assert b.deal_profits == c.deal_profits
    d = run_match(["hard:shark", "rock"], rules, 60, seed=10)
    assert b.deal_profits != d.deal_profits


def test_rules_file_and_text_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "rules.json"
    f.write_text(json.dumps({"game": "deuce-to-seven", "structure": "fixed-limit",
                             "max_draw": 3}))
    assert main(["--hands", "10", "--seats", "easy:rock,seed-rules", "--seed", "1",
                 "--rules", str(f)]) == 0
    text = capsys.readouterr().out
    assert "antes/100" in text and "decision time" in text and "easy:rock" in text


@pytest.mark.parametrize(("args", "needle"), [
    (["--hands", "10", "--seats", "hard:shark"], "2 to 8 seats"),
    (["--hands", "10", "--seats", "hard:shark,wizard"], "unknown player"),
    (["--hands", "0", "--seats", "random,random"], "--hands"),
])
def test_bad_arguments_exit_2(args: list[str], needle: str,
                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    assert needle in capsys.readouterr().err


def test_bad_rules_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "r.json"
    f.write_text(json.dumps({"max_draw": 7}))
    assert main(["--hands", "4", "--seats", "random,random", "--rules", str(f)]) == 2
    assert "max_draw" in capsys.readouterr().err


def test_percentile() -> None:
    assert percentile([], 0.5) == 0.0
    assert percentile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert percentile(list(range(1, 101)), 0.95) == 95
