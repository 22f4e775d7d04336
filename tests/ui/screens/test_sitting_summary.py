"""Leaving a cash table shows the sitting's summary (route ``"sitting_summary"``): the
figures of the sitting, its decisions' summary line, the level bar moving to where the
player stands; Enter or a click goes on to the title screen."""

from __future__ import annotations

import os

import pygame
import pytest

from drawpoker.persistence import progress as store
from drawpoker.ui.scenes.sitting_summary import BAR_SECONDS
from tests.support.harness import Harness
from tests.support.table import leave_after_a_hand


@pytest.mark.parametrize("dismiss", ["enter", "click"])
def test_leaving_a_cash_table_shows_the_sittings_summary(h: Harness, dismiss: str) -> None:
    scene = leave_after_a_hand(h)
    s = scene.summary
    (award,) = store.awards(h.app.profile)
    assert s.hands == 1 and s.award.xp == award.xp and s.award.good == award.good
    labels = [label for label, _figure, _c in scene.rows()]
    assert labels[0] == "Hands played" and labels[2:] == ["Biggest pot won", "Best hand"]
    assert scene.rows()[0][1] == "1"
    assert s.before.xp <= scene.shown_xp() < s.after.xp  # moving from where it began
    h.until(lambda: scene.t >= BAR_SECONDS, 600)
    assert scene.shown_xp() == s.after.xp == store.xp_total(h.app.profile)
    folder = os.environ.get("DRAWPOKER_SHOTS")
    if folder:
        pygame.image.save(h.app.screen, f"{folder}/sitting_summary.png")
    if dismiss == "enter":
        h.key(pygame.K_RETURN)
    else:
        h.click((40, 40))
    h.frames(1)
    assert type(h.app.stack.top).__name__ == "TitleScene"

