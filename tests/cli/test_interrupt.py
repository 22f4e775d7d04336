"""Ctrl-C (issue 15): every command and the game end with exit status 130 and no traceback;
the game first quits as the player's own quit does (the table kept, the profile closed).

Real SIGINTs to real processes; the whole process group gets it, as from a terminal.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from drawpoker import __main__ as entry
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import TableKeeper, account
from tests.support.cli import start

INTERRUPTED = 130


def _ctrl_c(proc: subprocess.Popen[str], after: float) -> tuple[int, str]:
    time.sleep(after)
    assert proc.poll() is None, proc.communicate()
    os.killpg(proc.pid, signal.SIGINT)
    try:
        _out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    return proc.returncode, err


@pytest.mark.parametrize("processes", ["1", "2"])
def test_ctrl_c_ends_simulate_quietly(tmp_path: Path, processes: str) -> None:
    """Failed before: a KeyboardInterrupt traceback (one per worker process too)."""
    proc = start("simulate", "--hands", "1000000", "--seats", "random,station",
                  "--processes", processes, cwd=tmp_path)
    status, err = _ctrl_c(proc, 3.0)
    assert status == INTERRUPTED, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert err.strip() == "drawpoker simulate: interrupted"


def test_ctrl_c_quits_the_game_as_the_player_would(tmp_path: Path) -> None:
    """Failed before: a KeyboardInterrupt traceback, and the game left without quitting."""
    data = tmp_path / "data"
    proc = start("--demo", "40", "--seed", "3", "--data-dir", str(data), cwd=tmp_path)
    status, err = _ctrl_c(proc, 6.0)
    assert status == INTERRUPTED, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert (data / "settings.json").exists()
    prof, notices = open_profile(data / "profile.sqlite3", lock=True)
    assert notices == []
    chips = account(prof)
    assert chips.player_total == prof.player().starting_bankroll + sum(
        h.net for h in prof.hands(limit=1000))
    assert TableKeeper(prof).saved() is not None  # the table stays, to continue next time
    prof.close()


@pytest.mark.parametrize("command", ["replay", "odds", "simulate"])
def test_ctrl_c_inside_any_command_exits_130(command: str, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """The interrupt is caught once, around every subcommand (replay and odds finish too
    fast for a real signal to be aimed at them)."""
    module = {"replay": "drawpoker.cli.replay", "odds": "drawpoker.cli.odds",
              "simulate": "drawpoker.cli.simulate"}[command]

    def interrupted(argv: list[str]) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(f"{module}.main", interrupted)
    assert entry.main([command, "x"]) == INTERRUPTED
    assert capsys.readouterr().err.strip() == f"drawpoker {command}: interrupted"


_EARLY = """
import runpy, sys

TARGET = sys.argv[1]


class Interrupt:
    def find_spec(self, name, path=None, target=None):
        if name == TARGET:
            raise KeyboardInterrupt  # Ctrl-C while this module loads
        return None

sys.meta_path.insert(0, Interrupt())
sys.argv = ["drawpoker", *sys.argv[2:]]
runpy.run_module("drawpoker", run_name="__main__", alter_sys=True)
"""


@pytest.mark.reported("issue-28#6")
@pytest.mark.parametrize("module", ["argparse", "drawpoker.cli.output", "drawpoker.i18n",
                                    "drawpoker.persistence.paths", "drawpoker.cli.simulate"])
def test_ctrl_c_while_the_game_loads_is_one_line(tmp_path: Path, module: str) -> None:
    """Failed before: Ctrl-C in the first 0.04-0.13 s printed a ``KeyboardInterrupt``
    traceback from ``__main__``'s own imports, made before its handler. The interrupt is
    raised exactly while ``module`` loads (an import hook), every time."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", _EARLY, module, "simulate", "--help"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == INTERRUPTED, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    assert done.stderr.strip() in ("drawpoker: interrupted", "drawpoker simulate: interrupted")
