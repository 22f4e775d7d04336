"""The title screen shows the player's bankroll and shows it again after a change
(issue #16, "Bankroll visible on the title screen"; real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui.app import App
from drawpoker.ui.scenes.title import TitleScene
from tests.support.screens import click, key, title_button


def drawn_text_rect(app: App) -> pygame.Rect:
    """The bounding box of what the title draws in its top right corner over the felt."""
    title = app.stack.top
    assert isinstance(title, TitleScene)
    with_pill = app.screen.copy()
    title.bankroll, saved = None, title.bankroll
    app.step_frame()
    without = app.screen.copy()
    title.bankroll = saved
    app.step_frame()
    w, h = with_pill.get_size()
    xs, ys = [], []
    for y in range(0, h // 5, 2):
        for x in range(w // 2, w, 2):
            if with_pill.get_at((x, y)) != without.get_at((x, y)):
                xs.append(x)
                ys.append(y)
    assert xs, "nothing is drawn for the bankroll"
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


@pytest.mark.reported("new-player#16")
def test_title_shows_the_bankroll_and_its_change(app: App) -> None:
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert title.bankroll_text() == "Bankroll: 1,000 chips"
    box = drawn_text_rect(app)
    w, _h = app.size
    assert box.right < w and box.top > 0  # in the corner, inside the window
    app.profile.grant(250, "test")
    click(app, title_button(app, "Settings").center)
    key(app, pygame.K_ESCAPE)  # back on the title: read again
    assert app.stack.top is title
    assert title.bankroll_text() == "Bankroll: 1,250 chips"


@pytest.mark.reported("new-player#16")
def test_title_bankroll_in_german_uses_the_german_grouping(app: App) -> None:
    app.profile.grant(11_000, "test")
    i18n.set_language("de")
    click(app, title_button(app, "Settings").center)  # labels made before the switch
    key(app, pygame.K_ESCAPE)
    title = app.stack.top
    assert "12.000" in title.bankroll_text()


@pytest.mark.reported("two-players-evening#7")
def test_the_table_loads_behind_the_title_only_once_the_profile_is_open(
        tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """The import of the table and the AI on a worker thread held the main thread up for
    about 2 s before the profile was opened: the bankroll badge came 3 s after start."""
    from argparse import Namespace

    from drawpoker.ui import routes

    app = App(Namespace(size="960x540", data_dir=str(tmp_path), seed=3), realtime=True)
    seen: list[tuple[int, bool]] = []

    def preload(*_a: object) -> None:
        title = app.stack.scenes[0]
        seen.append((app.frame, isinstance(title, TitleScene) and title.bankroll is not None))
        app.running = False

    monkeypatch.setattr(routes, "preload", preload)
    assert app.run() == 0
    assert seen and seen[0][1], f"the preload began before the bankroll was read: {seen}"


@pytest.mark.reported("two-players-evening#7")
def test_the_first_frame_holds_the_badges_place_until_the_profile_opens(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from argparse import Namespace

    app = App(Namespace(size="960x540", data_dir=str(tmp_path), seed=3), realtime=False)
    app.start_scenes()
    app.step_frame()  # the first frame: the profile opens just after it
    title = app.stack.top
    assert isinstance(title, TitleScene) and app.profile_if_open is None
    assert title.bankroll_text() == "Bankroll: …", "a placeholder in the badge's place"
    app.step_frame()
    assert title.bankroll_text() == "Bankroll: 1,000 chips"
