"""SIGTERM (a logout, a shutdown, ``kill PID``): a command ends as after Ctrl-C, with exit
status 143 and one line, and leaves no worker process behind; the game first quits as the
player's own quit does (the settings written, the table kept).

Real SIGTERMs sent to the parent process alone, as ``kill`` and service managers do.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time
from pathlib import Path

import pytest

from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import TableKeeper
from tests.support.cli import start

TERMINATED = 143


def _group(pid: int) -> list[str]:
    """The processes still in the process group ``pid`` leads."""
    found = subprocess.run(["pgrep", "-g", str(pid)], capture_output=True, text=True)
    return found.stdout.split()


def _terminate(proc: subprocess.Popen[str], after: float) -> tuple[int, str, list[str]]:
    """SIGTERM to ``proc`` alone after ``after`` seconds: its exit status, its stderr and
    the processes of its group still alive two seconds after it ended."""
    time.sleep(after)
    assert proc.poll() is None, proc.communicate()
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=30)
        time.sleep(2.0)
        left = _group(proc.pid)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
    _out, err = proc.communicate(timeout=30)
    return proc.returncode, err, left


@pytest.mark.reported("breaker")
def test_sigterm_ends_simulate_with_its_workers(tmp_path: Path) -> None:
    """Failed before: the parent died at once (status -15); its two workers played on
    unattended until their block was done, then each printed a BrokenPipeError traceback,
    and the resource tracker warned of leaked semaphores."""
    proc = start("simulate", "--hands", "1000000", "--seats", "medium:shark,medium:rock",
                  "--processes", "2", cwd=tmp_path)
    status, err, left = _terminate(proc, 4.0)
    assert status == TERMINATED, err
    assert err.strip() == "drawpoker simulate: terminated", err
    assert left == [], f"worker processes left running: {left}"


@pytest.mark.reported("breaker")
def test_sigterm_quits_the_game_as_the_player_would(tmp_path: Path) -> None:
    """Failed before: SDL's own handler made it a silent quit with status 0, unlike
    Ctrl-C's one line and 130 (a script could not tell it from a quit in the window)."""
    data = tmp_path / "data"
    proc = start("--demo", "40", "--seed", "3", "--data-dir", str(data), cwd=tmp_path)
    status, err, left = _terminate(proc, 6.0)
    assert status == TERMINATED, err
    assert err.strip() == "drawpoker: terminated", err
    assert left == []
    prof, notices = open_profile(data / "profile.sqlite3", lock=True)
    assert notices == []
    assert TableKeeper(prof).saved() is not None  # the table stays, to continue next time
    prof.close()
