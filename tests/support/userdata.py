"""A user folder's files written by hand, and the App started on it: settings, a profile
left by a crash mid-hand, what a profile holds that must never be lost, and the fault
matrix's good folder and its damage (``tests/faults``)."""

from __future__ import annotations

import contextlib
import json
import random
import shutil
import sqlite3
from argparse import Namespace
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from drawpoker.persistence import tournaments as book
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import TableKeeper, account, passive_action
from drawpoker.persistence.settings import Settings, save_settings
from drawpoker.session.table.dealing import deal_kept
from drawpoker.ui.sprites import raster_cache
from drawpoker.ui.sprites.cards import _card_cached, _tilted_cached
from drawpoker.ui.sprites.svg import load_svg
from tests.support import disks
from tests.support.play import SETUP, act_kept, new_table

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


def crashed_in_a_hand(tmp_path: Path, finished: int, *,
                      into: Path | None = None) -> tuple[Path, int]:
    """A profile left by a crash in the middle of a hand, after ``finished`` finished hands
    (the files as the game had them on disk, copied while it had them open: the ``-wal``
    holds the hand in play); returns (its path, the hands recorded). It is made in
    ``tmp_path/live`` and copied to ``into`` (default ``tmp_path/crashed``)."""
    live = tmp_path / "live" / "profile.sqlite3"
    live.parent.mkdir()
    prof, _ = open_profile(live, starting_bankroll=5000, lock=True)
    keeper = TableKeeper(prof)
    keeper.sit_down(new_table(prof, {"ante": 10}, [5000, 5000], buy_in=500), 0, SETUP[:3])
    rng = random.Random(11)
    play_hands(keeper, rng, finished)
    deal_kept(keeper, rng)
    for _ in range(2):
        act_kept(keeper, passive_action(keeper.hand, keeper.hand.to_act))  # type: ignore[union-attr, arg-type]
    recorded = prof.hand_count()
    folder = into if into is not None else tmp_path / "crashed"
    folder.mkdir(parents=True, exist_ok=True)
    crashed = folder / "profile.sqlite3"
    for side in SIDES:
        source = live.with_name(live.name + side)
        if source.exists():
            shutil.copyfile(source, crashed.with_name(crashed.name + side))
    prof.close()
    return crashed, recorded


def play_hands(keeper: TableKeeper, rng: random.Random, hands: int) -> None:
    """Play ``hands`` whole hands at ``keeper``'s table, every seat passive."""
    for _ in range(hands):
        deal_kept(keeper, rng)
        while keeper.hand is not None:
            act_kept(keeper, passive_action(keeper.hand, keeper.hand.to_act))  # type: ignore[arg-type]


# ---------------------------------------------------------------- what must never be lost


@dataclass(frozen=True)
class Finished:
    """What a profile holds that must never be lost: each recorded hand's history, byte for
    byte (id -> JSON text), and whether bankroll + table = the ledger's last total."""

    hands: dict[int, str]
    balanced: bool


def finished_in(path: Path) -> Finished:
    """The finished hands and the chip balance of the profile at ``path`` (read only, the
    game's own checks bypassed: a plain SQLite read of what is on disk)."""
    prof, _ = open_profile(path)
    try:
        rows = prof.connection.execute("SELECT id, history_json FROM hands").fetchall()
        ledger = prof.ledger()
        chips = account(prof)
        balanced = not ledger or chips.player_total == ledger[-1].total_after
        return Finished({int(i): str(h) for i, h in rows}, balanced)
    finally:
        prof.close()


# ---------------------------------------------------------------- the fault matrix

#: the file each kind lives in (the open table and the tournament: rows of the profile)
FILE = {"settings": "settings.json", "tutorial": "settings.json", "practice": "drills.json",
        "profile": "profile.sqlite3", "open_table": "profile.sqlite3",
        "tournament": "profile.sqlite3", "raster": "cache/rasters/PICTURE"}
IN_THE_PROFILE = ("open_table", "tournament")
#: damage done to the open table's or the tournament's stored text (the rest damages the
#: profile file holding them)
ROW_DAMAGES = ("truncated", "random", "wrong_types", "huge")
CARDS = ("cards/classic/as.svg", "cards/classic/kh.svg")
SIZE = (61, 85)
MISSED = {"missed": [{"hand": "As Ad 7c 7h 2s", "theme": "pairs", "game": "high",
                      "wild": "none", "max_draw": 3, "four_with_ace": False, "box": 1}]}

def tournament_state() -> dict[str, Any]:
    from drawpoker.engine import TableRules
    from drawpoker.session.tournament.schedule import make_schedule
    from drawpoker.session.tournament.state import PlayClock, Tournament

    base = TableRules.from_dict({"ante": 5, "small_blind": 5, "big_blind": 10})
    return Tournament(base, make_schedule(base, "slow"), ["You", "A", "B"], 3000, 50, seed=7,
                      button=0, clock=PlayClock()).to_dict()


def good_folder(tmp_path: Path, folder: Path, kind: str, damage: str) -> None:
    """The player's folder as the game leaves it: settings (tutorial at step 5), a profile
    with three finished hands and a table left open (a tournament in progress for that
    kind; a crash mid-hand, its log beside it, for ``zero_with_log``), practice progress
    and the cached pictures of two cards."""
    folder.mkdir(parents=True, exist_ok=True)
    save_settings(folder / "settings.json", Settings(tutorial_step=5, tutorial_offered=True,
                                                      language="en"))
    (folder / "drills.json").write_text(json.dumps(MISSED))
    if damage == "zero_with_log":
        crashed_in_a_hand(tmp_path, finished=3, into=folder)
    else:
        prof, _ = open_profile(folder / "profile.sqlite3", starting_bankroll=5000)
        keeper = TableKeeper(prof)
        keeper.sit_down(new_table(prof, {"ante": 10}, [5000, 5000], buy_in=500), 0,
                        SETUP[:3])
        play_hands(keeper, random.Random(5), 3)
        if kind == "tournament":
            keeper.stand_up()
            book.start_tournament(prof, tournament_state(), 50)
        prof.close()
    if kind == "raster":
        _draw_cards(folder)


@contextlib.contextmanager
def raster_folder(folder: Path) -> Iterator[Path]:
    rasters = folder / "cache" / "rasters"
    raster_cache.use_folder(rasters)
    _card_cached.cache_clear()
    _tilted_cached.cache_clear()
    try:
        yield rasters
    finally:
        raster_cache.use_folder(None)
        _card_cached.cache_clear()
        _tilted_cached.cache_clear()


def _draw_cards(folder: Path) -> None:
    pygame.init()
    with raster_folder(folder):
        for card in CARDS:
            load_svg(card, SIZE)


def damaged_file(folder: Path, kind: str) -> Path:
    if kind == "raster":  # a disk too full for the cache keeps none: its folder then
        pictures = sorted((folder / "cache" / "rasters").glob("*.rgba"))
        return pictures[0] if pictures else folder / "cache" / "rasters"
    return folder / FILE[kind]


def _rows(folder: Path, kind: str, text: str) -> None:
    """Replace the stored JSON text of the open table or the tournament (a hand edit or
    a damaged page: the rest of the profile is sound)."""
    table = "open_table" if kind == "open_table" else "open_tournament"
    with contextlib.closing(sqlite3.connect(folder / "profile.sqlite3")) as conn, conn:
        conn.execute(f"UPDATE {table} SET state_json = ?", (text,))  # noqa: S608


def _wrong(kind: str, huge: bool) -> Any:
    big = 10**30
    if kind == "settings":
        values = {"volume": 1e308, "window_size": [big, big]} if huge else \
            {"volume": "loud", "language": 7, "window_size": "big"}
        return {"format": "drawpoker-settings", "version": 2, "settings": values}
    if kind == "tutorial":
        return {"format": "drawpoker-settings", "version": 2,
                "settings": {"tutorial_step": big if huge else "five", "language": "en",
                             "tutorial_offered": True}}
    if kind == "practice":
        return {"missed": [{**MISSED["missed"][0], "box": big}]} if huge else ["not", 1]
    raise AssertionError(kind)


def inflict(folder: Path, kind: str, damage: str, elsewhere: Path) -> Path:
    """Damage ``kind``'s file in ``folder`` as ``damage`` says (the disk-wide damages are
    made by the caller); returns the damaged path."""
    path = damaged_file(folder, kind)
    if kind in IN_THE_PROFILE and damage in ROW_DAMAGES:
        with contextlib.closing(open_profile(path)[0]) as prof:
            stored = prof.connection.execute(
                f"SELECT state_json FROM {'open_table' if kind == 'open_table' else 'open_tournament'}"  # noqa: S608, E501
            ).fetchone()[0]
        doc = json.loads(stored)
        if damage == "truncated":
            _rows(folder, kind, stored[: len(stored) // 2])
        elif damage == "random":
            _rows(folder, kind, random.Random(1).randbytes(300).decode("latin-1"))
        elif damage == "wrong_types":
            _rows(folder, kind, json.dumps([doc]))
        else:
            if kind == "tournament":
                doc["stacks"] = [10**30, 0, 0]
            else:
                doc["table"]["seats"][1]["stack"] = 10**30
            _rows(folder, kind, json.dumps(doc))
        return path
    data = path.read_bytes()
    if damage == "truncated":
        path.write_bytes(data[: len(data) // 2])
    elif damage in ("zero", "zero_with_log"):
        path.write_bytes(b"")
    elif damage == "random":
        path.write_bytes(random.Random(2).randbytes(300))
    elif damage in ("wrong_types", "huge"):
        if kind == "profile":
            with contextlib.closing(sqlite3.connect(path)) as conn, conn:
                conn.execute("UPDATE player SET bankroll = ?",
                             (2**63 - 1 if damage == "huge" else "lots",))
        elif kind == "raster":
            header = raster_cache.HEADER.pack(raster_cache.MAGIC, 2**31, 2**31, 0,
                                              2**31 if damage == "huge" else 3)
            path.write_bytes(header + data[raster_cache.HEADER.size:])
        else:
            path.write_text(json.dumps(_wrong(kind, damage == "huge")))
    elif damage in ("folder", "pipe", "symlink"):
        for side in SIDES[1:]:
            path.with_name(path.name + side).unlink(missing_ok=True)
        path.unlink()
        if damage == "folder":
            path.mkdir()
        elif damage == "pipe":
            disks.make_fifo(path)
        else:
            path.symlink_to(elsewhere / "passwd")
    return path


