"""``drawpoker odds`` with nonsense: exit 2 and a message naming the argument at fault."""

from __future__ import annotations

import pytest

from drawpoker.cli.odds import main


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


@pytest.mark.parametrize("argv", [
    ["odds", "Jh Jd As 7c 2d", "--top", "32"],
    ["replay", "tests/scenarios/b23_allin_reraise_then_call.json"],
])
def test_output_into_a_closed_pipe_is_no_traceback(argv: list[str]) -> None:
    """``drawpoker odds ... | head -1``: the reader leaves early; no traceback for that."""
    import subprocess
    import sys
    from pathlib import Path

    repo = Path(__file__).resolve().parents[1]
    proc = subprocess.Popen([sys.executable, "-m", "drawpoker", *argv], cwd=repo,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader is gone before the first line is written
    err = proc.stderr.read().decode()
    code = proc.wait(timeout=120)
    assert "Traceback" not in err and "Exception ignored" not in err, err
    assert code == 141
