"""Endless, slow and oversized inputs on the command line (issue 15), run as real processes:
every file the commands read is size-bounded and must be a regular file, counts have upper
bounds, and each refusal is one line, quickly, never a traceback or a hang.

The processes run with a 2 GB address-space limit, so an unbounded read fails in a second
(as a MemoryError traceback) instead of eating the machine's memory.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support import disks
from tests.support.scenarios import scenario_example

LIMIT = 2 << 30


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (LIMIT, LIMIT))


def _run(*args: str, cwd: Path, timeout: float = 30) -> tuple[subprocess.CompletedProcess[str],
                                                              float]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    t0 = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "drawpoker", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL, preexec_fn=_limited)
    return done, time.monotonic() - t0


def _one_line(done: subprocess.CompletedProcess[str]) -> str:
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert len(lines) == 1, done.stderr[-2000:]
    return lines[0]


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
@pytest.mark.parametrize("command", ["replay", "simulate"])
def test_an_endless_device_is_refused_in_one_line(tmp_path: Path, device: str,
                                                  command: str) -> None:
    """Failed before: a MemoryError traceback after reading without end."""
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    args = ([device] if command == "replay"
            else ["--hands", "2", "--seats", "random,station", "--rules", device])
    done, _ = _run(command, *args, cwd=tmp_path)
    assert done.returncode == (1 if command == "replay" else 2)
    line = _one_line(done)
    assert device in line and "not a regular file" in line


def _reading(command: str, path: Path) -> list[str]:
    """The arguments that make ``command`` read the file ``path``."""
    if command == "simulate":
        return ["--hands", "2", "--seats", "random,station", "--rules", str(path)]
    return [str(path)]


@pytest.mark.parametrize("command", ["replay", "simulate", "coach", "verify"])
def test_a_fifo_is_refused_without_waiting(tmp_path: Path, command: str) -> None:
    """Failed before: the command waited for a writer that never comes (``verify`` until
    breaker2: it looked for a profile's first bytes with a plain open)."""
    fifo = disks.make_fifo(tmp_path / "scenario.json")
    done, _ = _run(command, *_reading(command, fifo), cwd=tmp_path, timeout=20)
    assert done.returncode in (1, 2)
    assert "not a regular file" in _one_line(done)


@pytest.mark.reported("breaker2")
@pytest.mark.parametrize("command", ["replay", "simulate", "coach", "verify"])
def test_a_folder_or_a_device_is_named_in_plain_words(tmp_path: Path, command: str) -> None:
    """Failed before: ``verify`` said "[Errno 21] Is a directory", ``coach`` "[Errno 22]
    not a regular file"."""
    for path in (tmp_path, Path("/dev/null")):
        done, _ = _run(command, *_reading(command, path), cwd=tmp_path, timeout=20)
        line = _one_line(done)
        assert done.returncode in (1, 2) and "not a regular file" in line, line
        assert "Errno" not in line and str(path) in line, line


@pytest.mark.reported("breaker2")
@pytest.mark.parametrize("command", ["replay", "simulate", "coach", "verify"])
def test_a_file_that_is_not_text_is_named_without_the_decoder_s_words(
        tmp_path: Path, command: str) -> None:
    """Failed before: "'utf-8' codec can't decode byte 0xff in position 0: invalid start
    byte"."""
    path = tmp_path / "hand.json"
    path.write_bytes(b"\xff\xfe{}")
    done, _ = _run(command, *_reading(command, path), cwd=tmp_path, timeout=20)
    line = _one_line(done)
    assert done.returncode in (1, 2) and "not UTF-8 text" in line, line
    assert "codec" not in line and "hand.json" in line, line


def test_a_huge_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with open(big, "wb") as out:
        out.truncate(40 * 1024 * 1024)  # a sparse file: 40 MB of nothing
    done, _ = _run("replay", str(big), cwd=tmp_path)
    assert done.returncode == 1
    assert "larger than" in _one_line(done)


def test_simulate_hands_have_an_upper_bound(tmp_path: Path) -> None:
    """Failed before: ``--hands 10**12`` allocated for ~20 s until MemoryError."""
    done, seconds = _run("simulate", "--hands", str(10**12), "--seats", "random,station",
                         cwd=tmp_path)
    assert done.returncode == 2
    assert "--hands" in _one_line(done) and "1,000,000" in done.stderr
    assert seconds < 15


@pytest.mark.parametrize("size", ["16384x16384", "9000x700", "20000x100"])
def test_a_window_too_big_for_any_screen_is_refused(tmp_path: Path, size: str) -> None:
    """Failed before: ``--size 16384x16384`` was taken and needed 5.5 GB."""
    done, _ = _run("--size", size, "--frames", "1", "--data-dir", str(tmp_path / "d"),
                   cwd=tmp_path)
    assert done.returncode == 2
    assert "--size" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("expect", ["a string", [1, 2, 3], "deep"])
def test_replay_check_refuses_a_malformed_expect_in_one_line(tmp_path: Path,
                                                             expect: object) -> None:
    """Failed before: exit 3 with a two-line difference report (or a RecursionError)."""
    doc = scenario_example()
    if expect == "deep":
        nested: object = []
        for _ in range(900):
            nested = [nested]
        expect = nested
    doc["expect"] = expect
    path = tmp_path / "s.json"
    path.write_text(json.dumps(doc))
    done, _ = _run("replay", "--check", str(path), cwd=tmp_path)
    assert done.returncode == 1
    line = _one_line(done)
    assert line.startswith(f"drawpoker replay: {path}: expect:")
    assert done.stdout == ""
