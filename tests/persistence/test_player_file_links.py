"""One rule for a symbolic link at a file the game keeps for the player (``settings.json``,
``profile.sqlite3``, ``drills.json``, ``pass_and_play.json``): the link a player made (his
data on a synced drive, in a dotfiles folder) is followed, the file it names is read and
replaced atomically, the link stays, and a file not made yet is made where it points.
Before, the settings and the profile followed a link while ``drills.json`` and
``pass_and_play.json`` refused one (nothing saved, a "not an ordinary file" notice)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from drawpoker.persistence.practice import PracticeFile
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.settings import Settings, SettingsStore
from drawpoker.persistence.table_hands import TableHands

pytestmark = [pytest.mark.skipif(os.name != "posix", reason="POSIX links"),
              pytest.mark.reported("tester: settings.json followed a link, "
                                   "pass_and_play.json refused one")]

DOC = {"rules": {"ante": 10}, "seats": [{"name": "Ann", "stack": 500}], "deals": []}


def _settings(path: Path, n: int) -> list[object]:
    store = SettingsStore(path)
    before = store.load().text_size
    store.save(Settings(text_size=100 + 25 * n))  # written: read back by the next run
    return [before, store.notices]


def _practice(path: Path, n: int) -> list[object]:
    store = PracticeFile(path)
    doc, notices = store.load()
    return [len(doc["missed"]), notices, store.save({"missed": [{"hand": i} for i in range(n)]})]


def _pass_and_play(path: Path, n: int) -> list[object]:
    store = TableHands(path)
    hands, notices = store.hands()
    return [len(hands), notices, store.add(DOC, ["Ann", "Boris"], n + 1)]


def _profile(path: Path, n: int) -> list[object]:
    profile, notices = open_profile(path, lock=True, starting_bankroll=1000)
    try:
        before = profile.bankroll
        if n:
            profile.grant(n, "test")
        return [before, [k.kind for k in notices]]
    finally:
        profile.close()


STORES: dict[str, tuple[str, Callable[[Path, int], list[object]]]] = {
    "settings": ("settings.json", _settings),
    "practice": ("drills.json", _practice),
    "pass_and_play": ("pass_and_play.json", _pass_and_play),
    "profile": ("profile.sqlite3", _profile),
}
#: what the second run read of the first run's write, by store (the first wrote ``n=1``;
#: pass-and-play hands are added, one more when the target was written first)
SEEN_AGAIN = {"settings": 125, "practice": 1, "pass_and_play": 1, "profile": 1001}


@pytest.mark.parametrize("made", [True, False], ids=["target-there", "target-not-made-yet"])
@pytest.mark.parametrize("store", list(STORES))
def test_a_link_the_player_made_is_followed_by_every_store(
        tmp_path: Path, store: str, made: bool) -> None:
    name, use = STORES[store]
    synced = tmp_path / "synced"
    synced.mkdir()
    data = tmp_path / "data"
    data.mkdir()
    target = synced / name
    if made:  # the file written once in the synced folder itself
        use(target, 0)
        for side in ("-wal", "-shm"):
            assert not target.with_name(target.name + side).exists()
    link = data / name
    link.symlink_to(target)
    first = use(link, 1)
    assert all(notes in ([], None) for notes in first[1:]), first  # nothing to tell
    assert link.is_symlink() and os.readlink(link) == str(target), "the link is kept"
    assert target.is_file()
    again = use(link, 2)
    seen = SEEN_AGAIN[store] + (made and store == "pass_and_play")
    assert again[0] == seen, (first, again)  # written where the link points
    leftovers = {p.name for p in data.iterdir()} - {name, f"{name}.lock"}
    assert leftovers == set(), leftovers  # nothing written beside the link instead


@pytest.mark.parametrize("store", list(STORES))
def test_a_link_into_a_folder_that_is_not_there_is_told_and_nothing_made(
        tmp_path: Path, store: str) -> None:
    """The synced drive is not connected: the link points into a folder that is not there.
    The game says so and writes nothing (before, the settings and kept lists made the
    drive's folder on the local disk and wrote the defaults there, silently)."""
    name, use = STORES[store]
    drive = tmp_path / "drive"  # not mounted: not there
    data = tmp_path / "data"
    data.mkdir()
    link = data / name
    link.symlink_to(drive / "poker" / name)
    told = use(link, 1)
    assert not drive.exists(), "the drive's folder was made on the local disk"
    assert link.is_symlink()
    kinds = [getattr(n, "kind", n) for notes in told[1:] if isinstance(notes, list)
             for n in notes]
    assert kinds, told  # told, not silent
