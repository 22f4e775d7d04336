"""Running ``python -m drawpoker`` subcommands as real processes, and the files they read."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

SEATS = ("--hands", "2", "--seats", "random,station", "--json")


def run(*args: str, cwd: Path, stdout: int | None = subprocess.PIPE,
        timeout: float = 90) -> subprocess.CompletedProcess[str]:
    """``python -m drawpoker *args`` in ``cwd`` with the SDL dummy drivers and no stdin; the
    finished process (text stdout/stderr), after at most ``timeout`` seconds."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "drawpoker", *args], cwd=cwd, env=env,
                          stdout=stdout, stderr=subprocess.PIPE, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


def start(*args: str, cwd: Path) -> subprocess.Popen[str]:
    """``python -m drawpoker *args`` started in ``cwd`` (SDL dummy drivers, no stdin, text
    pipes) as the leader of a process group of its own, so that a signal can reach it
    alone (``os.kill``) or with its workers (``os.killpg``), as a terminal's would.

    Ctrl-C's signal is set back to its default in the child, as in a terminal's foreground
    job: a test run started in the background (``pytest &`` from a script) ignores SIGINT,
    and a child would inherit that and play on (Python keeps an ignored SIGINT ignored)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.Popen([sys.executable, "-m", "drawpoker", *args], cwd=cwd, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            stdin=subprocess.DEVNULL, start_new_session=True,
                            preexec_fn=_foreground_signals)


def _foreground_signals() -> None:
    """In the child before it runs: SIGINT handled by default, as a terminal's job's is."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def big_bet_file(tmp_path: Path) -> Path:
    """A scenario file in ``tmp_path`` whose only action is a bet of 10**28 chips; its path."""
    doc = {"format": "drawpoker-scenario/1", "rules": {"ante": 5},
           "seats": [{"name": "A", "stack": 100}, {"name": "B", "stack": 100}], "button": "A",
           "deals": [{"hole": {"A": "As Ad 7c 7h 2s", "B": "Kc Kd 9s 5h 3c"},
                      "actions": [{"seat": "B", "act": "bet", "to": 10**28}]}]}
    path = tmp_path / "big.json"
    path.write_text(json.dumps(doc))
    return path
