"""Kill a game process at a moment it reports, twice over one profile: for the tests that
a SIGKILL in the middle of play loses nothing."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

from drawpoker.persistence.profile import open_profile

#: The repository root, on the driver's import path.
REPO = Path(__file__).resolve().parents[2]


def kill_twice(tmp_path: Path, driver_source: str, after: int) -> Path:
    """Write ``driver_source`` to a script, open a fresh profile (100,000 chips), and run
    the script on it twice, killing it with SIGKILL once it has printed ``after`` (then
    ``after + 3``): the second run settles what the first left. The script is called as
    ``python driver.py PROFILE REPO RUN`` and prints a running count, one line each.

    Returns:
        The profile's path, for the caller's checks.

    Raises:
        AssertionError: the script ended before printing the count (its stderr attached).
    """
    driver = tmp_path / "driver.py"
    driver.write_text(driver_source)
    path = tmp_path / "profile.sqlite3"
    open_profile(path, starting_bankroll=100000)[0].close()
    for run, wait in enumerate((after, after + 3)):
        proc = subprocess.Popen([sys.executable, str(driver), str(path), str(REPO), str(run)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        deadline, done = time.monotonic() + 60, 0
        while done < wait and time.monotonic() < deadline:
            line = proc.stdout.readline()
            assert line, proc.stderr.read() if proc.stderr else ""
            done = int(line)
        proc.send_signal(signal.SIGKILL)  # most likely inside a hand or its record
        proc.wait()
    return path
