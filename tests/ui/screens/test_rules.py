"""The rules pages: scrolling, exact odds and their headers, lowball, house rules named from the table (real App, real pygame events)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.engine import TableRules
from drawpoker.ui.app import App
from tests.support.harness import Harness
from tests.support.screens import (
    click,
    footer,
    frames,
    key,
    open_setup,
    step_row,
    title_button,
)


# --------------------------------------------------------------------------- rules
def test_rules_pages_scroll_and_odds_are_exact(app: App) -> None:
    from fractions import Fraction

    from drawpoker.ui.rulebook.content import draw_odds, improve_chance
    from drawpoker.ui.scenes.rules import RulesScene

    click(app, title_button(app, "Rules & hand rankings").center)
    scene = app.stack.top
    assert isinstance(scene, RulesScene)
    assert scene.content is not None and scene.content_h > scene.viewport.height
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    frames(app, 1)
    assert scene.scroll > 0
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    click(app, footer(scene, "Draw odds").rect.center)
    assert scene.page == 2
    key(app, pygame.K_1)
    assert scene.page == 0
    # one pair, draw three: improves 1 - 3853/5405 of the time (the classic 28.7%)
    assert improve_chance("Jh Jd 8c 5s 2h", "Jh Jd") == 1 - Fraction(3853, 5405)
    # four to a flush, draw one: 9 flush cards of 47
    assert draw_odds("Ah Jh 8h 5h 2c", "Ah Jh 8h 5h")[5] == Fraction(9, 47)
    # the cards are drawn with the card sprites: a red heart pixel in the first example row
    frames(app, 12)  # past the fade-in
    surface = app.screen
    found = any(surface.get_at((x, y))[0] > 170 and surface.get_at((x, y))[1] < 80
                for x in range(scene.viewport.x, scene.viewport.centerx, 3)
                for y in range(scene.viewport.y, scene.viewport.y + scene.viewport.height // 2, 3))
    assert found


SHOTS = Path(os.environ.get("DRAWPOKER_SHOTS", "/tmp/rules-lowball-shots"))


def _open_rules_from_pause(h: Harness, monkeypatch: pytest.MonkeyPatch,
                           page_key: int | None = None) -> list[str]:
    """Esc, click "Rules & hand rankings"; returns the texts the rules pages drew."""
    from drawpoker.ui import text as ui_text
    from drawpoker.ui.rulebook import pages as rules_pages
    from drawpoker.ui.scenes import rules
    from drawpoker.ui.scenes.pause import PauseScene

    drawn: list[str] = []
    real = ui_text.draw_text

    def spy(surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> Any:
        drawn.append(str(text))
        return real(surface, text, *args, **kw)

    monkeypatch.setattr(ui_text, "draw_text", spy)
    rules_pages.render_page.cache_clear()
    h.key(pygame.K_ESCAPE)
    pause = h.app.stack.top
    assert isinstance(pause, PauseScene)
    button = [b for b in pause.buttons if b.label == i18n._("Rules & hand rankings")][0]
    h.click(button.rect.center)
    assert isinstance(h.app.stack.top, rules.RulesScene)
    if page_key is not None:
        drawn.clear()
        h.key(page_key)
    h.frames(20)
    return drawn


def _rules(game: str, wild: str) -> Any:

    return TableRules(game=game, wild=wild)


@pytest.mark.parametrize(("game", "wild", "heading"), [
    ("ace-to-five", "joker", "Ace-to-five lowball: hands, best first"),
    ("deuce-to-seven", "none", "Deuce-to-seven lowball: hands, best first"),
])
def test_a_lowball_table_leads_the_rankings_with_its_low_ranking(
        h: Harness, monkeypatch: pytest.MonkeyPatch, game: str, wild: str, heading: str) -> None:
    h.sit_down(persist=False, rules=_rules(game, wild))
    drawn = _open_rules_from_pause(h, monkeypatch)
    SHOTS.mkdir(parents=True, exist_ok=True)
    h.app.save_screenshot(SHOTS / f"rankings_{game}.png")
    assert heading in drawn, drawn[:20]
    high = drawn.index("Hand rankings, best first") if "Hand rankings, best first" in drawn else 10**6
    assert drawn.index(heading) < high, "the high ranking still leads"
    # how pairs rank in lowball is said
    assert any("Every hand without a pair beats every pair" in t for t in drawn)
    if game == "deuce-to-seven":
        assert any("worse than three of a kind" in t for t in drawn)  # the straight counts against


def test_a_high_table_keeps_the_high_ranking_first(h: Harness,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    h.sit_down(persist=False, rules=_rules("high", "none"))
    drawn = _open_rules_from_pause(h, monkeypatch)
    assert "Hand rankings, best first" in drawn
    assert not any("lowball: hands, best first" in t for t in drawn)


@pytest.mark.parametrize(("game", "wild", "cards"), [
    ("ace-to-five", "joker", "53 cards"),
    ("deuce-to-seven", "none", "52 cards"),
])
def test_the_draw_odds_page_at_a_lowball_table_shows_that_game(
        h: Harness, monkeypatch: pytest.MonkeyPatch, game: str, wild: str, cards: str) -> None:
    h.sit_down(persist=False, rules=_rules(game, wild))
    drawn = _open_rules_from_pause(h, monkeypatch, page_key=pygame.K_3)
    SHOTS.mkdir(parents=True, exist_ok=True)
    h.app.save_screenshot(SHOTS / f"odds_{game}.png")
    assert f"Chances after the draw: {game} lowball" in drawn, drawn[:10]
    assert any(cards in t for t in drawn)
    assert "8 or better" in drawn and "Pair" not in drawn and "Flush" not in drawn
    # A-5, one card to 7-4-3-2: 12 cards (A, 5, 6; 13 with the joker) of 47 (48) make a 7
    seven = "25.5%" if wild == "none" else "27.1%"
    if game == "ace-to-five":
        assert seven in drawn, drawn


def test_the_draw_odds_page_names_the_high_game(h: Harness,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    h.sit_down(persist=False, rules=_rules("high", "deuces"))
    drawn = _open_rules_from_pause(h, monkeypatch, page_key=pygame.K_3)
    assert "Chances after the draw: Five Card Draw, high hand" in drawn
    assert any("without wild cards" in t for t in drawn)


class _TextWriter:
    """Collects the headings and paragraphs a rules page writes."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def heading(self, text: str) -> None:
        self.texts.append(text)

    def paragraph(self, text: str, **_kw: object) -> None:
        self.texts.append(text)

    def gap(self, k: float = 1.0) -> None:
        pass

    def cards_row(self, *args: object) -> None:
        pass

    def table(self, *args: object, **kw: object) -> None:
        pass


@pytest.mark.reported("new-player#6-19")
def test_rules_from_the_table_name_its_house_rules_and_how_to_play_explains_wild_and_lowball(
        app: App) -> None:
    from drawpoker.ui.rulebook import pages as rules_mod
    from drawpoker.ui.scenes.rules import RulesScene

    scene = open_setup(app)
    for _k in range(3):
        step_row(app, scene, "Wild cards")  # none, joker, bug, deuces wild
    step_row(app, scene, "Opening")  # jacks or better
    click(app, footer(scene, "Sit down").rect.center)
    table = app.stack.scenes[0]
    frames(app, 5)
    key(app, pygame.K_ESCAPE)  # pause menu
    pause = app.stack.top
    label = "Rules & hand rankings"
    click(app, next(b for b in pause.buttons if b.label == label).rect.center)
    shown = app.stack.top
    assert isinstance(shown, RulesScene) and shown.table_rules == table.rules
    lines = rules_mod.table_lines(shown.table_rules)
    text = " ".join(lines)
    assert "Deuces are wild" in text and "Jacks or better to open" in text
    assert "deuces wild" in lines[0]  # the summary line names them too
    w1 = _TextWriter()
    rules_mod.page_table(w1, shown.table_rules)  # type: ignore[arg-type]
    assert w1.texts[0] == "At this table"
    # how to play (for everyone): wild cards and lowball explained briefly
    w2 = _TextWriter()
    rules_mod.page_rules(w2)  # type: ignore[arg-type]
    how = " ".join(w2.texts)
    assert "Wild cards and lowball" in w2.texts
    assert "wild card stands for" in how and "lowest hand wins" in how
    # from the title screen there is no table block
    key(app, pygame.K_ESCAPE)
    assert RulesScene().table_rules is None


# --------------------------------------------------------------------------- 1. odds headers
@pytest.mark.reported("new-player")
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


@pytest.mark.reported("new-player-evening-3#7")
@pytest.mark.parametrize("language", ["en", "ru"])
def test_odds_page_at_150_percent_keeps_labels_headers_and_heading_whole(
        app: App, language: str) -> None:
    """At 960x540 with 150 % text the odds table cut "Three of a kind and a kicker…",
    hyphenated "St-raight" and "Imp-roves", and the Russian page's heading ran off the
    panel: the rows' labels stand on lines of their own over the figures, which then
    have room for their headers, and the heading wraps."""
    from drawpoker.ui import text as ui_text
    from drawpoker.ui.rulebook import layout as rules_layout
    from drawpoker.ui.rulebook import pages as rules_pages
    from drawpoker.ui.scenes.rules import RulesScene

    i18n.set_language(language)
    app.change_settings(text_size=150)
    scene = app.stack.push(RulesScene())
    frames(app, 2)
    assert isinstance(scene, RulesScene)
    px = max(13, round(17 * scene.s))
    drawn: list[tuple[str, int]] = []
    real = ui_text.draw_text

    def spy(surface: pygame.Surface, text: str, pos: Any, size: int, *a: Any,
            **kw: Any) -> pygame.Rect:
        rect = real(surface, text, pos, size, *a, **kw)
        drawn.append((str(text), rect.right))
        return rect

    wr = rules_layout.PageWriter(scene.viewport.width, px, False)
    rules_pages.page_odds(wr)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(ui_text, "draw_text", spy)
        wr.render()
    (table,) = wr.tables
    assert table["first"] == 0, "the labels did not get lines of their own"
    if language == "en":
        assert not any(line.endswith("-") for lines in table["header_lines"] for line in lines)
        assert "Three of a kind and a kicker, draw one" in {t for t, _r in drawn}
    assert all(right <= scene.viewport.width - px // 2 for _t, right in drawn), drawn
