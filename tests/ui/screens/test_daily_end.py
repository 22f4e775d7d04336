"""The daily challenge's hands name their game in the header as the draw decisions do,
and its end screen tells the day: the score, the streak, the points of each decision,
how many were good, close and costly, and when the next challenge comes."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker.ui.widgets.daily_parts import result_lines
from tests.support.harness import frames
from tests.support.screens import make_app
from tests.support.text_layout import texts_of_frame


@pytest.mark.reported("new-player-evening-2#9")
def test_a_hand_names_its_game_and_the_end_screen_tells_the_day(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, "1280x720")
    scene = app.nav.push("daily")
    frames(app, 3)
    for _ in range(5):  # the draw decisions, each stood pat
        scene.submit()
        scene.next()
    frames(app, 2)
    drawn = [d.text for d in texts_of_frame(app, monkeypatch)]
    head = next(t for t in drawn if t.startswith("Hand 1 of 5"))
    assert "Five Card Draw" in head, head
    for _ in range(5):
        scene.submit()
        scene.next()
    frames(app, 2)
    drawn = [d.text for d in texts_of_frame(app, monkeypatch)]
    want = result_lines(scene.answers, 5)
    assert want[0].startswith("Draw decisions: ") and want[1].startswith("Hands: ")
    assert all(line in drawn for line in want), drawn
    assert any(t.startswith("The next challenge comes at midnight: ") for t in drawn), drawn
