"""``drawpoker --demo`` uses the player's own data folder: it must stand up at the end."""

from __future__ import annotations

from argparse import Namespace
from pathlib import Path

import pygame

from drawpoker.persistence.paths import data_paths
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import TableKeeper, account


def test_demo_leaves_no_open_table_in_the_profile(tmp_path: Path) -> None:
    from drawpoker.ui.app import App

    app = App(Namespace(demo=1, data_dir=str(tmp_path), seed=2), realtime=False)
    assert app.run() == 0
    pygame.quit()
    profile, _notices = open_profile(data_paths(str(tmp_path)).profile_file)
    try:
        assert TableKeeper(profile).saved() is None, "the demo left a table open"
        chips = account(profile)
        assert not chips.open_table and not chips.hand_in_progress
        assert chips.player_total == profile.bankroll
    finally:
        profile.close()
