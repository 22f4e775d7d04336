"""A user folder's settings file written by hand, and the App started on it."""

from __future__ import annotations

import json
import random
import shutil
from argparse import Namespace
from pathlib import Path
from typing import Any

from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import TableKeeper, passive_action
from tests.support.play import SETUP, new_table

#: the profile and its side files (the log and its index)
SIDES = ("", "-wal", "-shm")

# ---------------------------------------------------------------- upgraders


def write_json(path: Path, doc: Any) -> None:
    """Write ``doc`` as JSON to ``path``."""
    path.write_text(json.dumps(doc), encoding="utf-8")


# ---------------------------------------------------------------- the app


def app_in(folder: Path, **options: Any) -> Any:
    """The real App (headless, seed 1) on the user folder ``folder``, with extra command-line
    ``options``."""
    from drawpoker.ui.app import App

    return App(Namespace(data_dir=str(folder), seed=1, **options), realtime=False)


def saved_settings(folder: Path) -> dict[str, Any]:
    """The ``settings`` block of ``folder``'s settings.json."""
    return json.loads((folder / "settings.json").read_text())["settings"]


# ---------------------------------------------------------------- a crash mid-hand


def crashed_in_a_hand(tmp_path: Path, finished: int) -> tuple[Path, int]:
    """A profile left by a crash in the middle of a hand, after ``finished`` finished hands
    (the files as the game had them on disk, copied while it had them open: the ``-wal``
    holds the hand in play); returns (its path, the hands recorded)."""
    live = tmp_path / "live" / "profile.sqlite3"
    live.parent.mkdir()
    prof, _ = open_profile(live, starting_bankroll=5000, lock=True)
    keeper = TableKeeper(prof)
    keeper.sit_down(new_table(prof, {"ante": 10}, [5000, 5000], buy_in=500), 0, SETUP[:3])
    rng = random.Random(11)
    for _ in range(finished):
        keeper.deal(rng)
        while keeper.hand is not None:
            keeper.act(passive_action(keeper.hand, keeper.hand.to_act))  # type: ignore[arg-type]
    keeper.deal(rng)
    for _ in range(2):
        keeper.act(passive_action(keeper.hand, keeper.hand.to_act))  # type: ignore[union-attr, arg-type]
    recorded = prof.hand_count()
    crashed = tmp_path / "crashed" / "profile.sqlite3"
    crashed.parent.mkdir()
    for side in SIDES:
        source = live.with_name(live.name + side)
        if source.exists():
            shutil.copyfile(source, crashed.with_name(crashed.name + side))
    prof.close()
    return crashed, recorded
