"""Subcommands whose output cannot be written (a full disk): one line on stderr and exit 1."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.cli import SEATS, big_bet_file, run

# ---------------------------------------------------------------- 14


@pytest.mark.reported("breaker#13-16")
@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("args", [
    ("replay", "BIG"),
    ("odds", "As Ks Qs Js 2c"),
    ("simulate", *SEATS),
], ids=["replay", "odds", "simulate"])
def test_output_to_a_full_disk_is_one_line_and_exit_1(tmp_path: Path, args: tuple[str, ...]) -> None:
    args = tuple(str(big_bet_file(tmp_path)) if a == "BIG" else a for a in args)
    with open("/dev/full", "w") as full:
        result = run(*args, cwd=tmp_path, stdout=full.fileno())
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert lines[-1] == f"drawpoker {args[0]}: cannot write the output: No space left on device"
    assert not any("Exception ignored" in line for line in lines)


@pytest.mark.parametrize("args", [
    ("odds", "As Ks Qs Js 2c"),
    ("simulate", "--hands", "4", "--seats", "medium:shark,easy:rock", "--json"),
], ids=["odds", "simulate"])
def test_no_console_streams_run_as_usual(args: tuple[str, ...],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """The windowed Windows build has no console: PyInstaller sets sys.stdout and
    sys.stderr to None. A subcommand still runs to its usual status (its output is
    dropped) instead of failing on None.write / None.isatty."""
    from drawpoker.__main__ import main

    monkeypatch.setattr("sys.stdout", None)
    monkeypatch.setattr("sys.stderr", None)
    assert main(list(args)) == 0
    import sys

    assert sys.stdout is not None and sys.stderr is not None
