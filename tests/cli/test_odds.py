"""``drawpoker odds``: table output, options and errors; nonsense gives exit 2 and a message
naming the argument at fault, and a closed pipe no traceback."""

from __future__ import annotations

import subprocess
import sys

import pytest

from drawpoker.cli.odds import main


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("argv, needles", [
    (["Jh Jd As 7c 2d", "--target", "nonsense"], ["--target", "'nonsense'", "category"]),
    (["Jh Jd As 7c 2d", "--target", "As"], ["--target", "five cards"]),
    (["Jh Jd As 7c 2d", "--target", ""], ["--target"]),
    (["Jh Jd As 7c 2d", "--dead", "Jc Jc"], ["--dead", "'Jc'"]),
    (["Jh Jd As 7c 2d", "--dead", "Jk"], ["--dead", "Jk"]),
    (["Jh Jd As 7c 2d", "--dead", "1s"], ["--dead", "'1s'"]),
    (["Jh Jd As As 2d"], ["hand", "'As'"]),
    (["A\u2660 Jd As 7c 2d"], ["hand", "\u2660"]),
])
def test_the_argument_at_fault_is_named(argv: list[str], needles: list[str],
                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    for needle in needles:
        assert needle in err, (needle, err)


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("argv", [
    ["odds", "Jh Jd As 7c 2d", "--top", "32"],
    ["replay", "tests/scenario/files/b23_allin_reraise_then_call.json"],
])
def test_output_into_a_closed_pipe_is_no_traceback(argv: list[str]) -> None:
    """``drawpoker odds ... | head -1``: the reader leaves early; no traceback for that."""
    import subprocess
    import sys
    from pathlib import Path

    repo = Path(__file__).resolve().parents[2]
    proc = subprocess.Popen([sys.executable, "-m", "drawpoker", *argv], cwd=repo,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader is gone before the first line is written
    err = proc.stderr.read().decode()
    code = proc.wait(timeout=120)
    assert "Traceback" not in err and "Exception ignored" not in err, err
    assert code == 141


def test_table_of_best_holds(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["Jh Jd As 7c 2d", "--top", "32"]) == 0
    out = capsys.readouterr().out
    assert "Hand: Jh Jd As 7c 2d  (Pair of jacks, ace kicker)" in out
    assert "unseen cards: 47" in out
    lines = out.splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("Keep"))
    rows = lines[header + 2:]
    assert len(rows) == 32
    pair_row = next(r for r in rows if r.split()[:3] == ["Jh", "Jd", "3"])
    assert "28.71%" in pair_row and "0.28%" in pair_row   # improve, quads (45/16215)
    assert any(r.startswith("(draw five)") for r in rows)


def test_target_and_dead(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["Ah Kh 7h 2h 9c", "--target", "flush", "--dead", "3h 4h", "--top", "1"]) == 0
    out = capsys.readouterr().out
    row = out.splitlines()[6]
    assert row.startswith("Ah Kh 7h 2h") and "15.56%" in row   # 7/45
    assert "1 of 32 holds shown" in out


def test_lowball_and_wild(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["Ac 2d 3h 4s Kc", "--game", "ace-to-five", "--wild", "joker", "--top", "1"]) == 0
    out = capsys.readouterr().out
    assert "Number 1" in out and "King-four low" in out
    assert "10.42%" in out.splitlines()[6]                     # 5/48: four fives + joker
    assert main(["Jk Kh 7h 2h 9c", "--wild", "bug", "--top", "2"]) == 0
    assert "Five k." in capsys.readouterr().out


@pytest.mark.parametrize("argv, needle", [
    (["Jh Jd As 7c"], "five cards"),
    (["Jh Jd As 7c 2x"], "'2x'"),
    (["Jh Jd As 7c 2d", "--dead", "Jh"], "also in the hand"),
    (["Jh Jd As 7c Jk"], "joker"),
    (["Jh Jd As 7c 2d", "--game", "deuce-to-seven", "--target", "flush"], "lowball"),
    (["Jh Jd As 7c 2d", "--top", "0"], "--top"),
])
def test_errors(argv: list[str], needle: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert needle in capsys.readouterr().err


def test_subcommand_wired() -> None:
    res = subprocess.run([sys.executable, "-m", "drawpoker", "odds", "Qs Qd 5c 5h 9d", "--top", "2"],
                         capture_output=True, text=True, timeout=60, check=False)
    assert res.returncode == 0, res.stderr
    assert "Two pair, queens and fives, nine kicker" in res.stdout
