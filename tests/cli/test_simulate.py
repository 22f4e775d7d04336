"""``drawpoker simulate``: duplicate deals, the JSON shape, determinism, errors (issue 5)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawpoker.cli.simulate import main, max_processes
from tests.support.cli import SEATS, run


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


# ---------------------------------------------------------------- 15


@pytest.mark.reported("breaker#13-16")
def test_simulate_rules_nested_too_deeply(tmp_path: Path) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    result = run("simulate", *SEATS, "--rules", str(deep), cwd=tmp_path)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.strip() == (f"drawpoker simulate: error: --rules {deep}: not valid "
                                     "JSON: nested too deeply")


@pytest.mark.reported("breaker#13-16")
def test_simulate_rules_not_utf8_names_the_file(tmp_path: Path) -> None:
    latin = tmp_path / "règles.json"
    latin.write_bytes('{"ante": 5, "note": "r\u00e8gle"}'.encode("latin-1"))
    result = run("simulate", *SEATS, "--rules", str(latin), cwd=tmp_path)
    assert result.returncode == 2
    assert f"--rules {latin}: not valid JSON: not UTF-8 text" in result.stderr


@pytest.mark.reported("breaker#13-16")
def test_simulate_bad_rules_value_names_the_file(tmp_path: Path) -> None:
    rules = tmp_path / "r.json"
    rules.write_text('{"ante": -5}')
    result = run("simulate", *SEATS, "--rules", str(rules), cwd=tmp_path)
    assert result.returncode == 2
    assert f"--rules {rules}: " in result.stderr and "ante" in result.stderr


# ---------------------------------------------------------------- 16


@pytest.mark.reported("breaker#13-16")
@pytest.mark.parametrize("processes", ["0", "-1", "100000", str(max_processes() + 1)])
def test_simulate_processes_out_of_range(tmp_path: Path, processes: str) -> None:
    result = run("simulate", *SEATS, "--processes", processes, cwd=tmp_path, timeout=30)
    assert result.returncode == 2
    assert result.stdout == ""
    assert (f"--processes must be between 1 and {max_processes()}" in result.stderr
            and f"got {processes}" in result.stderr)


@pytest.mark.reported("breaker#13-16")
def test_simulate_processes_in_range(tmp_path: Path) -> None:
    result = run("simulate", *SEATS, "--processes", str(max_processes()), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["hands"] >= 2
