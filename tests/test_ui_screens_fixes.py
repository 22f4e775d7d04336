"""New-user test fixes: rules odds headers, Play now, replay style tags (real pygame events)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from drawpoker import i18n  # noqa: E402
from drawpoker.ui.app import App  # noqa: E402
from tests.test_ui_screens import (  # noqa: E402
    bring_into_view,
    click,
    footer,
    frames,
    key,
    make_app,
    row,
    title_button,
)


# --------------------------------------------------------------------------- 1. odds headers
@pytest.mark.parametrize("language", ["en", "de", "ru"])
def test_odds_table_headers_never_run_together(app: App, language: str) -> None:
    from drawpoker.ui.rulebook import layout as rules_layout
    from drawpoker.ui.rulebook import pages as rules_pages
    from drawpoker.ui.scenes.rules import RulesScene

    i18n.set_language(language)
    scene = app.stack.push(RulesScene())
    frames(app, 2)
    assert isinstance(scene, RulesScene)
    key(app, pygame.K_3)
    assert scene.page == 2 and app.size == (960, 540)
    px = max(13, round(17 * scene.s))
    wr = rules_layout.PageWriter(scene.viewport.width, px, False)
    rules_pages.page_odds(wr)
    page = wr.render()
    (table,) = wr.tables
    # between two header columns (a band of a few pixels at each border) no header ink
    top, bottom = table["y"], table["y"] + table["head_h"]
    for i in range(1, table["columns"]):
        border = round(table["x0"] + table["first"] + table["col"] * i)
        for x in range(border - 2, border + 3):
            for y in range(top, bottom):
                assert page.get_at((x, y)).a < 40, (
                    f"{language}: header ink across the border of columns {i} and {i + 1} at "
                    f"{(x, y)}: {table['header_lines']}")
    # and every header line is narrower than its column
    font = __import__("drawpoker.ui.text", fromlist=["font"]).font(table["header_px"], True)
    for lines in table["header_lines"]:
        for line in lines:
            assert font.size(line)[0] < table["col"], (language, line)
    assert table["header_px"] >= 9


# --------------------------------------------------------------------------- 4. Play now
def _table(app: App) -> object:
    table = app.stack.scenes[0]
    assert type(table).__name__ == "TableScene", [type(x).__name__ for x in app.stack.scenes]
    return table


def test_play_now_on_a_new_profile_sits_at_the_default_table(app: App) -> None:
    click(app, title_button(app, "Play now").center)
    table: Any = _table(app)
    assert table.n == 6 and table.rules.structure == "no-limit" and table.rules.ante == 10
    assert table.buy_in == 500


def test_play_now_after_a_restart_sits_at_the_table_set_up(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    click(app, title_button(app, "Table setup").center)
    scene = app.stack.top
    ante = row(scene, "Ante")
    bring_into_view(app, scene, ante)
    click(app, ante.control_rect(scene.px).midright)  # 10 -> 20
    assert scene.cfg.rules["ante"] == 20
    seats = row(scene, "Seats")
    bring_into_view(app, scene, seats)
    click(app, seats.control_rect(scene.px).midleft)  # 6 -> 5
    key(app, pygame.K_ESCAPE)  # back to the title without sitting down
    app.stack.clear()
    again = make_app(tmp_path)  # a restart
    click(again, title_button(again, "Play now").center)
    table: Any = _table(again)
    assert table.rules.ante == 20 and table.n == 5
    assert table.buy_in == 50 * 20
    again.stack.clear()


def test_title_says_what_play_now_and_table_setup_do(app: App) -> None:
    from drawpoker.ui.scenes.title import TitleScene

    title = app.stack.top
    assert isinstance(title, TitleScene)
    play = title_button(app, "Play now")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=play.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 1)
    assert title.pointed() == 0
    assert title.hint(0).startswith("Sit down at once at the default table")
    assert "ante 10" in title.hint(0)
    setup = title_button(app, "Table setup")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=setup.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 1)
    assert title.pointed() == 1 and "first" in title.hint(1)
    # the hint line is drawn below the last entry, inside the window
    last = title.buttons[-1].rect
    band = pygame.Rect(0, last.bottom + 2, app.size[0], app.size[1] - last.bottom - 2)
    assert band.height > 10
    bright = sum(1 for x in range(band.x, band.right) for y in range(band.y, band.bottom)
                 if sum(tuple(app.screen.get_at((x, y)))[:3]) > 600)
    assert bright > 40  # the hint's text


# --------------------------------------------------------------------------- 6. replay styles
def test_replay_shows_the_players_style_tags_like_the_live_table(app: App) -> None:
    from tests.test_ui_screens import play_hands

    play_hands(app.profile, 2)  # opponents set up as "medium:rock"
    click(app, title_button(app, "Hand history").center)
    history = app.stack.top
    click(app, footer(history, "Watch replay").rect.center)
    replay: Any = app.stack.top
    assert type(replay).__name__ == "ReplayScene"
    frames(app, 3)
    assert replay.badges == ["", "rock", "rock", "rock", "rock"]
    assert [sv.badge for sv in replay.visual.seats] == ["", "rock", "rock", "rock", "rock"]
    replay.restart()
    assert [sv.badge for sv in replay.visual.seats] == ["", "rock", "rock", "rock", "rock"]


# --------------------------------------------------------------------------- 2. history rows
def test_history_lists_each_deal_of_a_redeal_chain_with_the_tables_number(app: App) -> None:
    import random

    from drawpoker.engine import Action, ActionType
    from drawpoker.persistence.resume import TableKeeper
    from tests.test_resume import SETUP, new_table, random_action

    rules = {"ante": 5, "open_requirement": "jacks-or-better", "structure": "fixed-limit"}
    keeper = TableKeeper(app.profile)
    keeper.sit_down(new_table(app.profile, rules, [100, 100]), 0, SETUP[:3])
    rng = random.Random(3)
    chained = False
    for _ in range(40):  # until a hand was dealt again after nobody opened
        keeper.deal(rng)
        while keeper.hand is not None:
            hand = keeper.hand
            la = hand.legal_actions()
            if ActionType.CHECK in la.kinds:
                keeper.act(Action(hand.to_act, ActionType.CHECK))
            else:
                keeper.act(random_action(hand, rng))
        if keeper.table.in_redeal_chain:
            chained = True
            continue
        if chained:
            break
    assert chained
    shown = keeper.table.hand_no
    keeper.leave()
    click(app, title_button(app, "Hand history").center)
    history: Any = app.stack.top
    numbers = [r.entry.number for r in history.rows]
    assert numbers == list(range(shown, 0, -1))  # every deal, newest first, as numbered
    chain = next(r for r in history.rows if not r.entry.final)
    click(app, chain.rect.center)
    assert history.selected_entry is chain.entry
    assert history.selected is chain.record
    doc = app.profile.hand_history(chain.record.id)
    first = doc["deals"][chain.entry.index]["hole"]["You"]
    assert chain.entry.start_cards.split() == first.split()[:5]
