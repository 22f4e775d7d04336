"""Breaker findings 13-16: the subcommands with hostile input and unwritable output.

Real processes (``python -m drawpoker``), as tests/test_cli.py runs them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from drawpoker import i18n
from drawpoker.cli.simulate import max_processes

SEATS = ("--hands", "2", "--seats", "random,station", "--json")


def run(*args: str, cwd: Path, stdout: int | None = subprocess.PIPE,
        timeout: float = 90) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "drawpoker", *args], cwd=cwd, env=env,
                          stdout=stdout, stderr=subprocess.PIPE, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


def _big_bet(tmp_path: Path) -> Path:
    doc = {"format": "drawpoker-scenario/1", "rules": {"ante": 5},
           "seats": [{"name": "A", "stack": 100}, {"name": "B", "stack": 100}], "button": "A",
           "deals": [{"hole": {"A": "As Ad 7c 7h 2s", "B": "Kc Kd 9s 5h 3c"},
                      "actions": [{"seat": "B", "act": "bet", "to": 10**28}]}]}
    path = tmp_path / "big.json"
    path.write_text(json.dumps(doc))
    return path


# ---------------------------------------------------------------- 13


@pytest.mark.parametrize("language", sorted(i18n.LANGUAGES))
@pytest.mark.parametrize("n", [10**27, -(10**28), 10**60, 123456789012345678901234567890123])
def test_format_number_takes_huge_whole_numbers(language: str, n: int) -> None:
    text = i18n.format_number(n, language)
    digits = "".join(ch for ch in text if ch.isdigit())
    assert digits == str(abs(n))
    assert i18n.format_number(n, language, places=1).count("0") >= str(abs(n)).count("0")


def test_format_chips_huge() -> None:
    assert i18n.format_chips(10**27) == "1,000,000,000,000,000,000,000,000,000"


def test_replay_of_a_huge_bet_is_an_illegal_action(tmp_path: Path) -> None:
    result = run("replay", str(_big_bet(tmp_path)), cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    assert "internal error" not in result.stderr
    assert "more than B has" in result.stderr
    assert json.loads(result.stdout)["error"]["action"] == 0


# ---------------------------------------------------------------- 14


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("args", [
    ("replay", "BIG"),
    ("odds", "As Ks Qs Js 2c"),
    ("simulate", *SEATS),
], ids=["replay", "odds", "simulate"])
def test_output_to_a_full_disk_is_one_line_and_exit_1(tmp_path: Path, args: tuple[str, ...]) -> None:
    args = tuple(str(_big_bet(tmp_path)) if a == "BIG" else a for a in args)
    with open("/dev/full", "w") as full:
        result = run(*args, cwd=tmp_path, stdout=full.fileno())
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert lines[-1] == f"drawpoker {args[0]}: cannot write the output: No space left on device"
    assert not any("Exception ignored" in line for line in lines)


# ---------------------------------------------------------------- 15


def test_simulate_rules_nested_too_deeply(tmp_path: Path) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    result = run("simulate", *SEATS, "--rules", str(deep), cwd=tmp_path)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.strip() == (f"drawpoker simulate: error: --rules {deep}: not valid "
                                     "JSON: nested too deeply")


def test_simulate_rules_not_utf8_names_the_file(tmp_path: Path) -> None:
    latin = tmp_path / "règles.json"
    latin.write_bytes('{"ante": 5, "note": "r\u00e8gle"}'.encode("latin-1"))
    result = run("simulate", *SEATS, "--rules", str(latin), cwd=tmp_path)
    assert result.returncode == 2
    assert f"--rules {latin}: not valid JSON:" in result.stderr
    assert "utf-8" in result.stderr


def test_simulate_bad_rules_value_names_the_file(tmp_path: Path) -> None:
    rules = tmp_path / "r.json"
    rules.write_text('{"ante": -5}')
    result = run("simulate", *SEATS, "--rules", str(rules), cwd=tmp_path)
    assert result.returncode == 2
    assert f"--rules {rules}: " in result.stderr and "ante" in result.stderr


def test_replay_deep_json_still_refused(tmp_path: Path) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    result = run("replay", str(deep), cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr.strip() == f"drawpoker replay: {deep}: not valid JSON: nested too deeply"


# ---------------------------------------------------------------- 16


@pytest.mark.parametrize("processes", ["0", "-1", "100000", str(max_processes() + 1)])
def test_simulate_processes_out_of_range(tmp_path: Path, processes: str) -> None:
    result = run("simulate", *SEATS, "--processes", processes, cwd=tmp_path, timeout=30)
    assert result.returncode == 2
    assert result.stdout == ""
    assert (f"--processes must be between 1 and {max_processes()}" in result.stderr
            and f"got {processes}" in result.stderr)


def test_simulate_processes_in_range(tmp_path: Path) -> None:
    result = run("simulate", *SEATS, "--processes", str(max_processes()), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["hands"] >= 2


# ---------------------------------------------------------------- 11


def test_language_option_is_for_this_run_only(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env.update(LANG="sk_SK.UTF-8", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    data = tmp_path / "data"
    for _ in range(2):  # the first start writes the file; the second must not change it
        result = subprocess.run([sys.executable, "-m", "drawpoker", "--frames", "3",
                                 "--language", "de", "--data-dir", str(data)],
                                cwd=tmp_path, env=env, capture_output=True, text=True,
                                timeout=90, stdin=subprocess.DEVNULL)
        assert result.returncode == 0, result.stderr
        saved = json.loads((data / "settings.json").read_text())["settings"]
        assert saved["language"] == "sk"  # the system language, not --language de


# ---------------------------------------------------------------- 18


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this OS")
@pytest.mark.parametrize("name", ["settings.json", "profile.sqlite3"])
def test_game_starts_with_a_fifo_in_place_of_a_file(tmp_path: Path, name: str) -> None:
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / name)
    result = run("--frames", "5", "--data-dir", str(data), cwd=tmp_path, timeout=45)
    assert result.returncode == 0, result.stderr
    assert (data / name).is_fifo()  # neither opened nor replaced
