"""The game's own files are readable by the player only (issue 28 #8): files 0600 and
folders 0700 on POSIX, whatever the umask; a profile made before is tightened at start."""

from __future__ import annotations

import os
import random
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from drawpoker.persistence.practice import PracticeFile
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import passive_action
from drawpoker.persistence.user_data import open_user_data
from drawpoker.session.table.dealing import deal_kept
from tests.support.play import SETUP, act_kept, new_table

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")


@pytest.fixture()
def usual_umask() -> Iterator[None]:
    old = os.umask(0o022)
    yield
    os.umask(old)


def _modes(folder: Path) -> dict[str, int]:
    out = {}
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            path = Path(root) / name
            out[str(path.relative_to(folder))] = stat.S_IMODE(os.lstat(path).st_mode)
    return out


@pytest.mark.reported("issue-28#8")
def test_every_file_the_game_makes_is_the_player_s_only(tmp_path: Path, usual_umask: None) -> None:
    """Failed before: under umask 022 the profile (hand histories, bankroll) and the
    settings were readable by everyone (0644, folders 0755)."""
    data = tmp_path / "home" / "drawpoker"
    user = open_user_data(data)
    user.settings.update(language="de")
    keeper = user.keeper
    keeper.sit_down(new_table(user.profile, {"ante": 10}, [1000, 1000], buy_in=500), 0,
                    SETUP[:3])
    rng = random.Random(3)
    deal_kept(keeper, rng)
    while keeper.hand is not None:
        act_kept(keeper, passive_action(keeper.hand, keeper.hand.to_act))  # type: ignore[arg-type]
    PracticeFile(data / "drills.json").save({"missed": []})
    modes = _modes(tmp_path / "home")
    user.close()
    assert {"drawpoker", "drawpoker/profile.sqlite3", "drawpoker/settings.json",
            "drawpoker/drills.json", "drawpoker/profile.sqlite3.lock"} <= set(modes), modes
    loose = {name: oct(mode) for name, mode in modes.items() if mode & 0o077}
    assert loose == {}


def test_a_profile_made_before_is_tightened_at_start(tmp_path: Path, usual_umask: None) -> None:
    path = tmp_path / "profile.sqlite3"
    prof, _ = open_profile(path)
    prof.close()
    os.chmod(path, 0o644)
    again, _ = open_profile(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    again.close()
