"""Text at 125 % and 150 %: every screen laid out without text over text, text off the
window, text over a picture (cards, the title's card fans, chips, the dealer button) or a
label cut with "…" (but the cuts ``tests.support.text_layout.CUT_ALLOWED`` lists), at each
supported window size and in each language (real App, real screens; the statistics'
four pages each drawn afresh); 100 % leaves every size as it was (the golden screenshots
hold that)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.career import ROOMS
from drawpoker.persistence.career import record_final
from drawpoker.ui import text as ui_text
from drawpoker.ui.app import App
from drawpoker.ui.scenes.hand_off import HandOffScene
from drawpoker.ui.scenes.hotseat_table import HotseatTableScene
from drawpoker.ui.scenes.menu import MenuScene
from tests.support.harness import post_click, post_key
from tests.support.layout_matrix import LANGUAGES, SIZES, app_at, check_frame, wait_mode
from tests.support.screens import FakeTable

pytestmark = pytest.mark.usefixtures("pictures_marked")


def _frames(app: App, n: int) -> None:
    for _ in range(n):
        app.step_frame()


def _stats_pages(app: App, scene: Any, monkeypatch: pytest.MonkeyPatch,
                 found: list[str]) -> None:
    """Each page of the statistics drawn afresh (a page is drawn once, then blitted:
    show() draws it again in the frame read, its heading among the texts or the check
    is blind) and scrolled through where it is taller than the panel."""
    headings = [i18n._("How you play"), i18n._("Bankroll over time"),
                i18n._("Results by starting hand"),
                i18n._("Your dealt hands against the exact odds")]
    for page, heading in enumerate(headings):
        scene.show(page)
        where = f"StatsScene page {page}"
        drawn = check_frame(app, where, monkeypatch, found)
        assert heading in [d.text for d in drawn], (where, heading)
        while scene.scroll < scene.max_scroll:
            scene.scroll_by(scene.viewport.height // 2)
            check_frame(app, f"{where} scrolled {scene.scroll}", monkeypatch, found)


def _bets_and_side_pot(app: App, monkeypatch: pytest.MonkeyPatch, found: list[str]) -> None:
    """The table with a bet in front of every seat, then with a main and a side pot
    too (the first decision shows neither)."""
    table: Any = app.stack.top
    visual = table.visual
    for k, seat in enumerate(visual.seats):
        seat.bet = 20 * (k + 1)
    check_frame(app, "TableScene with bets", monkeypatch, found)
    visual.pots = [1260, 340]
    check_frame(app, "TableScene with bets and a side pot", monkeypatch, found)


def _through_a_hand(app: App, table: Any, monkeypatch: pytest.MonkeyPatch,
                    found: list[str]) -> None:
    """The table from the player's first decision on: a bet before every seat, then a
    main and a side pot too, every seat's status pill at its longest ("Raises to 1,575"),
    the draw with three cards marked (their DISCARD tags), the next betting round (the
    seats' draw tags) and the hand over (the hands shown with their names)."""
    for sv in table.visual.seats:
        sv.last_action = i18n._("Raises to {amount}").format(amount="1,575")
    _bets_and_side_pot(app, monkeypatch, found)
    table.canvas.stale()
    seen = set()
    for _ in range(40):
        mode = wait_mode(app, table, "bet", "draw", "show", "over", "busted")
        if mode in ("over", "busted"):
            break
        if app.stack.top is not table:  # a question first ("Go all in for 460?")
            check_frame(app, type(app.stack.top).__name__, monkeypatch, found)
            post_click(app.stack.top.buttons[0].rect.center)  # yes
        elif mode == "draw" and "draw" not in seen:
            for k in range(3):
                post_key(pygame.K_1 + k, str(k + 1))
                _frames(app, 2)
            check_frame(app, "TableScene at the draw", monkeypatch, found)
            seen.add("draw")
            post_key(pygame.K_RETURN, "\r")
        elif mode == "bet" and "draw" in seen and "after" not in seen:
            check_frame(app, "TableScene after the draw", monkeypatch, found)
            seen.add("after")
            post_key(pygame.K_c, "c")
        else:
            post_key({"bet": pygame.K_c, "show": pygame.K_s}.get(mode, pygame.K_RETURN),
                     {"bet": "c", "show": "s"}.get(mode, "\r"))
        _frames(app, 2)
    check_frame(app, "TableScene with the hand over", monkeypatch, found)
    seen.add("over")
    assert "draw" in seen, seen


def _pass_and_play(app: App, monkeypatch: pytest.MonkeyPatch, found: list[str]) -> None:
    """The pass-and-play table: its hand-off screen, then the first person's turn."""
    table = HotseatTableScene(["Ann", "Boris"], opponents=[("Dora", "rock")],
                              levels=["easy"])
    app.stack.push(table)
    for _ in range(8000):
        if isinstance(app.stack.top, HandOffScene):
            break
        app.step_frame()
    check_frame(app, "HandOffScene", monkeypatch, found)
    post_key(pygame.K_RETURN, "\r")
    for _ in range(8000):
        if app.stack.top is table and table.mode == "bet" and not table.director.busy:
            break
        app.step_frame()
    _frames(app, 3)
    check_frame(app, "HotseatTableScene", monkeypatch, found)
    app.stack.clear()


def _career_pages(app: App, where: str, monkeypatch: pytest.MonkeyPatch,
                  found: list[str]) -> None:
    """The career map now shown, its room panel paged through (Page Down) where its facts
    are taller than it."""
    scene: Any = app.stack.top
    assert type(scene).__name__ == "CareerScene", scene
    check_frame(app, where, monkeypatch, found)
    while scene.facts.scroll < scene.facts.most:
        post_key(pygame.K_PAGEDOWN)
        _frames(app, 1)
        check_frame(app, f"{where} scrolled {scene.facts.scroll}", monkeypatch, found)


def _career_screens(app: App, monkeypatch: pytest.MonkeyPatch, found: list[str]) -> None:
    """The career map of a fresh profile, then with its first three rooms finished and
    hands played in the fourth (each room's panel paged through), and the career table at
    the player's turn."""
    app.nav.push("career")
    _frames(app, 3)
    _career_pages(app, "CareerScene fresh", monkeypatch, found)
    app.stack.pop()
    for room in ROOMS[:3]:
        record_final(app.profile, room.id, 1, True)
    app.nav.push("career")
    _frames(app, 3)
    scene: Any = app.stack.top
    assert scene.selected == 3, scene.selected
    _career_pages(app, "CareerScene with three rooms finished", monkeypatch, found)
    post_key(pygame.K_HOME)
    _frames(app, 2)
    _career_pages(app, "CareerScene with a finished room chosen", monkeypatch, found)
    scene.sit()
    _frames(app, 3)
    table: Any = app.stack.top
    assert type(table).__name__ == "CareerTableScene", table
    wait_mode(app, table.playing, "bet")
    check_frame(app, "CareerTableScene", monkeypatch, found)
    app.stack.clear()


def _every_screen(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Each screen of the title menu (scrolled through), the table at the player's turn,
    the pause menu and the coach's review: what overlaps where."""
    found: list[str] = []
    title = app.stack.top
    check_frame(app, "title", monkeypatch, found)
    seen = set()
    for _label, open_screen in list(title.entries)[:-1]:
        open_screen()
        _frames(app, 12)
        scene = app.stack.top
        name = type(scene).__name__
        seen.add(name)
        if name == "TableScene":
            for _ in range(3000):
                if scene.mode == "bet" and not scene.director.busy:
                    break
                app.step_frame()
            _frames(app, 3)
        check_frame(app, name, monkeypatch, found)
        if name == "TableScene":
            _through_a_hand(app, scene, monkeypatch, found)
        if isinstance(scene, MenuScene):
            while scene.scroll < scene.max_scroll:
                scene.scroll_by(scene.viewport.height // 2)
                check_frame(app, f"{name} scrolled {scene.scroll}", monkeypatch, found)
        if name == "HistoryScene" and scene.selected is not None:
            app.nav.push("coach", record=scene.selected)
            _frames(app, 30)
            seen.add(type(app.stack.top).__name__)
            check_frame(app, "CoachScene", monkeypatch, found)
        if name == "StatsScene":
            _stats_pages(app, scene, monkeypatch, found)
        while app.stack.top is not title and len(app.stack.scenes) > 1:
            app.stack.pop()
        if app.stack.top is not title:
            app.stack.clear()
            app.stack.push(title)
        _frames(app, 2)
    _pass_and_play(app, monkeypatch, found)
    _career_screens(app, monkeypatch, found)
    app.stack.push(FakeTable(in_hand=False))
    app.nav.push("pause")
    _frames(app, 3)
    check_frame(app, "PauseScene", monkeypatch, found)
    assert {"TableScene", "SettingsScene", "SetupScene", "HistoryScene", "CoachScene",
            "ProfileScene", "TutorialScene", "DailyScene", "PracticeScene", "StatsScene",
            "RulesScene", "TournamentSetupScene", "CareerScene"} <= seen, seen
    return found


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_at_150_percent_text(tmp_path: Path, size: tuple[int, int], language: str,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    app = app_at(tmp_path, size, language, 150)
    try:
        assert ui_text.text_scale() == 1.5
        found = _every_screen(app, monkeypatch)
        assert not found, "\n".join(found)
    finally:
        app.stack.clear()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1280, 800)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_at_125_percent_text(tmp_path: Path, size: tuple[int, int], language: str,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    app = app_at(tmp_path, size, language, 125)
    try:
        found = _every_screen(app, monkeypatch)
        assert not found, "\n".join(found)
    finally:
        app.stack.clear()


def test_the_text_size_grows_text_rows_and_buttons_and_comes_back(
        tmp_path: Path) -> None:
    """Settings → Text size: the fonts, the menu's rows and its buttons grow at once (the
    screen lays out again), and 100 % gives back the very same sizes."""
    from drawpoker.ui.scenes.settings import SettingsScene

    app = app_at(tmp_path, (1280, 720), "en", 100)
    scene: Any = app.stack.push(SettingsScene())
    _frames(app, 2)
    normal = (ui_text.font(20).get_height(), scene.rows[1].rect.height,
              scene.footer.buttons[0].rect.height if hasattr(scene.footer, "buttons")
              else next(iter(scene.footer)).rect.height)
    app.change_settings(text_size=150)
    _frames(app, 2)
    big = (ui_text.font(20).get_height(), scene.rows[1].rect.height,
           next(iter(scene.footer)).rect.height)
    assert all(b >= n * 1.4 for b, n in zip(big, normal, strict=True)), (normal, big)
    app.change_settings(text_size=100)
    _frames(app, 2)
    again = (ui_text.font(20).get_height(), scene.rows[1].rect.height,
             next(iter(scene.footer)).rect.height)
    assert again == normal
    pygame.display.flip()


@pytest.mark.reported("players-150-percent#7")
@pytest.mark.parametrize(("size", "language"), [
    pytest.param(size, language, id=f"{size[0]}x{size[1]}-{language}")
    for size in ((960, 540), (1280, 720)) for language in LANGUAGES])
def test_the_table_with_bets_and_a_side_pot_at_150_percent_text(
        tmp_path: Path, size: tuple[int, int], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The table at the player's turn with a bet in front of every seat, then with a main
    and a side pot too (the matrix above sees only the first decision, with neither)."""
    app = app_at(tmp_path, size, language, 150)
    try:
        title = app.stack.top
        for _label, open_screen in list(title.entries)[:-1]:
            open_screen()
            _frames(app, 12)
            if type(app.stack.top).__name__ == "TableScene":
                break
            app.stack.clear()
            app.stack.push(title)
        table: Any = app.stack.top
        assert type(table).__name__ == "TableScene"
        for _ in range(3000):
            if table.mode == "bet" and not table.director.busy:
                break
            app.step_frame()
        found: list[str] = []
        for k, seat in enumerate(table.visual.seats):
            seat.bet = 20 * (k + 1)
        check_frame(app, "TableScene with bets", monkeypatch, found)
        table.visual.pots = [1260, 340]
        check_frame(app, "TableScene with bets and a side pot", monkeypatch, found)
        assert not found, "\n".join(found)
    finally:
        app.stack.clear()

