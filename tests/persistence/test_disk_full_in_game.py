"""The disk holding the profile fills up while the game is played (issue 15): the hand goes
on, the player is told in words what happened and what to do, never a crash screen.
A real tmpfs of 1 MB, filled while the player is to act."""

from __future__ import annotations

from pathlib import Path

import pygame

from drawpoker.persistence.profile import open_profile
from tests.support import disks
from tests.support.screens import click, make_app, title_button


def test_a_disk_filling_mid_hand_is_told_and_the_game_goes_on(tmp_path: Path) -> None:
    """Failed before: "internal error (OperationalError: database or disk is full)" and
    exit 1."""
    with disks.small_disk(tmp_path / "disk", 2048) as disk:
        app = make_app(disk, "1280x720", seed=1)
        try:
            click(app, title_button(app, "Play now").center, n_frames=3)
            table = app.stack.top
            for _ in range(3000):
                app.step_frame()
                if getattr(table, "mode", None) == "bet" and not table.director.busy:
                    break
            assert table.mode == "bet"
            filler = disks.fill(disk, leave_bytes=0)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0,
                                                 unicode="f"))  # fold: journalled at once
            for _ in range(5):
                app.step_frame()
            assert table.keeper.unsaved_problem == "full"
            notice = app.stack.top
            assert type(notice).__name__ == "NoticeScene"
            assert "disk holding your profile is full" in notice.message
            assert "free some space" in notice.message.lower()
            filler.unlink()
        finally:
            app.stack.clear()
            if app.profile_if_open is not None:
                app.profile_if_open.close()
        prof, notices = open_profile(disk / "profile.sqlite3", lock=True)
        assert [n.kind for n in notices] == []  # intact, never set aside
        assert not prof.temporary
        prof.close()
