"""Table setup's "People at this table": a name row per person (the first too), the
summary says pass and play for table chips only, and Sit down opens the pass-and-play
table (real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui.app import App
from drawpoker.ui.scenes.hotseat_table import HotseatTableScene
from drawpoker.ui.widgets.text_row import TextRow
from tests.support.screens import (
    bring_into_view,
    click,
    footer,
    key,
    open_setup,
    step_row,
    type_text,
)


def test_three_people_sit_down_at_a_pass_and_play_table(app: App) -> None:
    scene = open_setup(app)
    assert not any(isinstance(r, TextRow) for r in scene.rows)  # one person: no name rows
    step_row(app, scene, "People at this table")
    step_row(app, scene, "People at this table")
    assert scene.cfg.people == 3
    names = [r for r in scene.rows if isinstance(r, TextRow)]
    assert [r.label for r in names] == ["Player 1's name", "Player 2's name", "Player 3's name"]
    assert "Pass and play · table chips only" in scene.status
    ann, zed = names[0], names[1]
    bring_into_view(app, scene, ann)  # the first person is named too, not always "Player 1"
    click(app, ann.control_rect(scene.px).center)
    type_text(app, "Ann")
    key(app, pygame.K_RETURN, "\r")
    assert scene.cfg.person_names() == ["Ann", "Player 2", "Player 3"]
    bring_into_view(app, scene, zed)
    click(app, zed.control_rect(scene.px).center)
    type_text(app, "Zed")
    key(app, pygame.K_RETURN, "\r")
    assert scene.cfg.person_names() == ["Ann", "Zed", "Player 3"]
    sit = footer(scene, "Sit down")
    assert sit.enabled
    # a person named like a computer player: refused in plain words until renamed
    clash = scene.cfg.opponents[0][0]
    click(app, zed.control_rect(scene.px).center)
    type_text(app, clash)
    key(app, pygame.K_RETURN, "\r")
    assert not sit.enabled and scene.status_error and "share a name" in scene.status
    click(app, zed.control_rect(scene.px).center)
    type_text(app, "Zed")
    key(app, pygame.K_RETURN, "\r")
    assert sit.enabled
    click(app, sit.rect.center)
    table = app.stack.top
    assert isinstance(table, HotseatTableScene)
    assert table.names[:3] == ["Ann", "Zed", "Player 3"]
    assert "Pass and play · table chips only" in table.texts.stakes()


@pytest.mark.reported("new-player-evening-2#22")
def test_a_note_on_an_adjusted_option_gives_way_to_the_summary(app: App) -> None:
    """Choosing lowball at a jacks-or-better table says once why anything opens now; the
    next change shows the table's summary again instead of keeping the note."""
    scene = open_setup(app)
    step_row(app, scene, "Opening")  # jacks or better
    assert scene.cfg.rules.get("open_requirement") == "jacks-or-better"
    step_row(app, scene, "Game")  # a lowball game: jacks or better goes
    assert "anything opens now" in scene.status
    step_row(app, scene, "People at this table")
    assert "anything opens now" not in scene.status
    assert "Pass and play · table chips only" in scene.status
