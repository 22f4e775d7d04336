"""A name the player gave himself in Profile is his everywhere at the table: his plate,
the hand log's lines (never "You" then) in the player's own colour, and the first
person's name of a pass-and-play table (real App, real events)."""

from __future__ import annotations

import pytest

from drawpoker.ui.app import App
from drawpoker.ui.table.log_lines import pieces
from drawpoker.ui.table.scene import TableScene
from tests.support.screens import click, frames, open_setup, step_row, title_button


def _log(table: TableScene) -> list[str]:
    return [str(text) for text, _kind in table.visual.log]


@pytest.mark.reported("new-player-evening-2#7")
def test_the_log_names_the_player_by_his_name_in_his_colour(app: App) -> None:
    app.profile.set_name("Sam")
    click(app, title_button(app, "Play now").center)
    table = app.stack.find(TableScene)
    assert table is not None
    frames(app, 60)
    lines = _log(table)
    assert "Sam buys in for 500." in lines, lines
    assert any(line.startswith("Sam antes") for line in lines), lines
    assert not [line for line in lines if line.startswith("You")], lines
    assert table.visual.seats[table.hero].name == "Sam"
    names = [sv.name for sv in table.visual.seats]
    ante = next(line for line in lines if line.startswith("Sam antes"))
    assert pieces(ante, names, table.names[table.hero])[0] == ("Sam", "you")


def test_without_a_name_the_log_still_says_you(app: App) -> None:
    click(app, title_button(app, "Play now").center)
    table = app.stack.find(TableScene)
    assert table is not None
    frames(app, 60)
    lines = _log(table)
    assert "You buy in for 500." in lines and "You ante 10" in lines, lines


@pytest.mark.reported("new-player-evening-2#7")
def test_the_first_person_of_pass_and_play_is_the_player_by_name(app: App) -> None:
    app.profile.set_name("Sam")
    scene = open_setup(app)
    step_row(app, scene, "People at this table")
    assert scene.cfg.person_names() == ["Sam", "Player 2"]
    assert scene.cfg.to_last_table()["first_name"] == ""  # not stored: the profile's
