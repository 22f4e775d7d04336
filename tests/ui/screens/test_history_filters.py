"""The hand history's filters (table type, result) and its jump to the newest and the oldest
deal (issue #16, "hand-history filters and jump to end"; real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui.app import App
from tests.support.records import play_hands
from tests.support.screens import click, footer, key, row, title_button


def open_two_tables(app: App):  # type: ignore[no-untyped-def]
    """Six no-limit hands and five fixed-limit deuces-wild hands, then the history."""
    play_hands(app.profile, 6, seed=3)
    play_hands(app.profile, 5, seed=4, rules_dict={"structure": "fixed-limit", "ante": 10,
                                                   "wild": "deuces"})
    click(app, title_button(app, "Hand history").center)
    scene = app.stack.top
    assert type(scene).__name__ == "HistoryScene"
    return scene


def step(app: App, scene, label: str, *, right: bool = True) -> None:  # type: ignore[no-untyped-def]
    """Click the > (or <) arrow of the filter ``label``."""
    r = row(scene, label)
    scene.scroll_to(r)
    c = r.control_rect(scene.px)
    click(app, c.midright if right else c.midleft)


@pytest.mark.reported("new-player#16")
def test_table_type_filter_shows_one_kind_of_table(app: App) -> None:
    scene = open_two_tables(app)
    every = [r.record.id for r in scene.hand_rows()]
    kinds = scene.kinds
    assert len(set(kinds.values())) == 2
    table = row(scene, "Table")
    assert [t for _v, t in table.choices][0] == "All tables"
    names = [t for _v, t in table.choices][1:]
    assert any("deuces wild" in n and "Fixed-limit" in n for n in names), names
    assert any("No-limit" in n for n in names), names
    seen: set[int] = set()
    for _k in range(2):
        step(app, scene, "Table")
        shown = scene.hand_rows()
        assert shown and len(shown) < len(every)
        assert len({kinds[r.record.session_id] for r in shown}) == 1
        assert scene.selected is shown[0].record  # the detail follows the list
        assert "deals shown" in scene.status
        seen |= {r.record.id for r in shown}
    assert seen == set(every)  # the two kinds together are every hand
    step(app, scene, "Table")  # the last kind: > stops there
    assert len({kinds[r.record.session_id] for r in scene.hand_rows()}) == 1
    for _k in range(2):
        step(app, scene, "Table", right=False)  # back to all tables
    assert [r.record.id for r in scene.hand_rows()] == every


@pytest.mark.reported("new-player#16")
def test_result_filter_keeps_won_or_lost_hands(app: App) -> None:
    scene = open_two_tables(app)
    nets = [r.record.net for r in scene.hand_rows()]
    assert any(n > 0 for n in nets) and any(n < 0 for n in nets)
    step(app, scene, "Result")  # won
    assert scene.wanted.result == "won"
    assert scene.hand_rows() and all(r.record.net > 0 for r in scene.hand_rows())
    step(app, scene, "Result")  # lost
    assert scene.hand_rows() and all(r.record.net < 0 for r in scene.hand_rows())
    # Enter on a listed hand replays that hand
    key(app, pygame.K_HOME)
    first = scene.hand_rows()[0]
    assert scene.focused_item() is first
    click(app, footer(scene, "Watch replay").rect.center)
    assert type(app.stack.top).__name__ == "ReplayScene"


@pytest.mark.reported("new-player#16")
def test_end_and_home_jump_to_the_oldest_and_the_newest_deal(app: App) -> None:
    scene = open_two_tables(app)
    rows = scene.hand_rows()
    assert scene.focused_item() is rows[0]  # the newest deal first
    key(app, pygame.K_END)
    assert scene.focused_item() is rows[-1] and scene.selected is rows[-1].record
    assert scene.viewport.contains(rows[-1].rect)  # scrolled into view
    key(app, pygame.K_HOME)
    assert scene.focused_item() is rows[0] and scene.selected is rows[0].record
    assert scene.viewport.contains(rows[0].rect)


@pytest.mark.reported("new-player#16")
def test_the_oldest_and_newest_buttons_jump_with_the_mouse(app: App) -> None:
    scene = open_two_tables(app)
    rows = scene.hand_rows()
    jump = row(scene, "Go to")
    newest, oldest = jump.places(scene.px)
    click(app, oldest.center)
    assert scene.selected is rows[-1].record and scene.focused_item() is rows[-1]
    assert scene.viewport.contains(rows[-1].rect)
    scene.scroll_to(jump)
    click(app, jump.places(scene.px)[0].center)
    assert scene.selected is rows[0].record and scene.focused_item() is rows[0]
    del newest
