"""The source of a game process that plays a sit-and-go into a profile, for the tests that
kill it with SIGKILL and resume (``python driver.py PROFILE REPO PAUSE``).

:func:`driver_source` wraps a test's own middle part (its tournament made or resumed, and
played with a save after each step) in the imports the driver needs and the finish that
records the result in the profile, as the game does.
"""

from __future__ import annotations

import inspect
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from drawpoker.persistence import tournaments as book
from drawpoker.persistence.profile import open_profile

#: the checkout the driver imports the game from
REPO = Path(__file__).resolve().parents[2]

_HEAD = r'''
import sys, time
from typing import Any
sys.path.insert(0, sys.argv[2])
from drawpoker.engine import TableRules
from drawpoker.persistence import tournaments as book
from drawpoker.persistence.profile import open_profile
from drawpoker.session.tournament import in_play
from drawpoker.session.tournament.play import make_players, play_out
from drawpoker.session.tournament.schedule import make_schedule
from drawpoker.session.tournament.state import PlayClock, Tournament
'''

_FINISH = r'''
mine = t.finish_of(0)
book.finish_tournament(prof, field=t.field, buy_in=t.buy_in, place=mine.place,
                       prize=mine.prize, hands=t.hands_dealt, levels=t.level_index + 1,
                       result={"places": [f.seat for f in t.standings()]})
'''


def driver_source(functions: list[Callable[..., Any]], body: str,
                  specs: dict[int, str]) -> str:
    """The driver's whole source: the imports, ``functions`` (their own source, e.g. the
    test's ``make``), ``body`` (which leaves the tournament played out in ``t`` and the
    profile in ``prof``; ``SPECS`` names the computer players) and the finish."""
    return (_HEAD + f"SPECS = {specs!r}\n" + "".join(inspect.getsource(f) for f in functions)
            + body + _FINISH)


def assert_plays_on_to(driver: Path, profile: Path, whole: Any, bankroll_before: int) -> None:
    """Run ``driver`` on ``profile`` to the tournament's end and check the result it
    records is that of ``whole``, the same tournament never interrupted (place, prize,
    hands, places) and the bankroll is ``bankroll_before`` plus the prize."""
    done = subprocess.run([sys.executable, str(driver), str(profile), str(REPO), "0"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    prof, _ = open_profile(profile)
    with prof:
        (rec,) = book.tournament_results(prof)
        mine = whole.finish_of(0)
        assert mine is not None
        assert (rec.place, rec.prize, rec.hands) == (mine.place, mine.prize, whole.hands_dealt)
        assert rec.result["places"] == [f.seat for f in whole.standings()]
        assert prof.bankroll == bankroll_before + mine.prize


def start_driver(folder: Path, source: str) -> tuple[Path, Path, subprocess.Popen[bytes]]:
    """Write ``source`` as ``folder``/driver.py, make a profile of 1,000 chips beside it and
    start the driver on it, saving with a 0.01 s pause: (driver, profile, process)."""
    driver = folder / "driver.py"
    driver.write_text(source)
    path = folder / "profile.sqlite3"
    open_profile(path, starting_bankroll=1000)[0].close()
    proc = subprocess.Popen([sys.executable, str(driver), str(path), str(REPO), "0.01"],
                            stderr=subprocess.PIPE)
    return driver, path, proc
