"""Text at 150 % in the states the screen-by-screen matrix (tests/ui/test_text_size.py,
test_more_screens_text_size.py) did not reach, and text that stayed at 100 %: the table
with the draw advisor on (off by default: its lines were never drawn there) at the draw,
after it and at the hand's end (the *Next hand* button counting down after a fold), the
daily challenge after an answer, the tutorial at each answer's explanation and at its end,
the hand history with a sit-and-go's hand among its rows, and every screen of the title
drawn at 150 % and again at 100 % in the same state: each body text at least 1.4 times as
tall (:mod:`tests.support.text_growth`), the title's lines all there."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker.coach.tutorial import STEPS
from drawpoker.ui.app import App
from drawpoker.ui.scenes.tutorial import TutorialScene
from tests.support.harness import post_click, post_key
from tests.support.layout_matrix import app_at, check_frame, wait_mode
from tests.support.records import play_hands
from tests.support.text_growth import not_grown

CASES = [pytest.param((960, 540), lang, id=f"960x540-{lang}") for lang in ("en", "ru")]


pytestmark = pytest.mark.usefixtures("pictures_marked")


def _frames(app: App, n: int) -> None:
    for _ in range(n):
        app.step_frame()


def _look(app: App, where: str, monkeypatch: pytest.MonkeyPatch, found: list[str],
          *, dropped: bool = False) -> None:
    """The frame drawn now laid out whole at 150 % and its body text grown."""
    check_frame(app, where, monkeypatch, found)
    not_grown(app, where, monkeypatch, found, dropped=dropped)


def _open_table(app: App) -> Any:
    title = app.stack.top
    for _label, open_screen in list(title.entries)[:-1]:
        open_screen()
        _frames(app, 12)
        if type(app.stack.top).__name__ == "TableScene":
            return app.stack.top
        app.stack.clear()
        app.stack.push(title)
    raise AssertionError("no title entry opens the table")


def _verdict(found: list[str]) -> None:
    """Fail on anything ``found`` holds, one line each."""
    assert not found, "\n".join(found)


@pytest.mark.reported("new-player-evening#2")
@pytest.mark.reported("new-player-evening#3")
@pytest.mark.parametrize(("size", "language"), CASES)
def test_the_table_with_the_advisor_on_at_150_percent(
        tmp_path: Path, size: tuple[int, int], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The advisor's lines at the draw (three cards marked) and after it, whole and at
    150 %."""
    app = app_at(tmp_path, size, language, 150)
    found: list[str] = []
    try:
        app.change_settings(advisor_enabled=True)
        table = _open_table(app)
        for _ in range(40):
            mode = wait_mode(app, table, "bet", "draw", "show", "over", "busted")
            if mode != "bet" or app.stack.top is not table:
                break
            post_key(pygame.K_c, "c")
            _frames(app, 2)
        if app.stack.top is not table:  # a question first ("Go all in for 460?")
            post_click(app.stack.top.buttons[0].rect.center)
            mode = wait_mode(app, table, "draw")
        assert mode == "draw", mode
        for k in range(3):
            post_key(pygame.K_1 + k, str(k + 1))
            _frames(app, 2)
        _look(app, "TableScene at the draw, advisor on", monkeypatch, found)
        post_key(pygame.K_RETURN, "\r")
        _frames(app, 2)
        wait_mode(app, table, "bet", "show", "over", "busted")
        _look(app, "TableScene after the draw, advisor on", monkeypatch, found)
        _verdict(found)
    finally:
        app.stack.clear()


@pytest.mark.reported("new-player-evening#2")
@pytest.mark.parametrize(("size", "language"), CASES)
def test_the_hand_folded_and_its_end_at_150_percent(
        tmp_path: Path, size: tuple[int, int], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The player folds at his first turn: the hand's end, *Next hand* counting down."""
    app = app_at(tmp_path, size, language, 150)
    found: list[str] = []
    try:
        app.change_settings(confirm_free_fold=False)
        table = _open_table(app)
        wait_mode(app, table, "bet")
        post_key(pygame.K_f, "f")
        _frames(app, 2)
        assert wait_mode(app, table, "over") == "over"
        _look(app, "TableScene at the hand's end", monkeypatch, found)
        _verdict(found)
    finally:
        app.stack.clear()


@pytest.mark.reported("new-player-evening#3")
@pytest.mark.parametrize(("size", "language"), CASES)
def test_the_daily_challenge_after_an_answer_at_150_percent(
        tmp_path: Path, size: tuple[int, int], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The daily challenge's question, then its explanation panel after an answer."""
    app = app_at(tmp_path, size, language, 150)
    found: list[str] = []
    try:
        app.nav.push("daily")
        _frames(app, 3)
        scene: Any = app.stack.top
        _look(app, "DailyScene", monkeypatch, found)
        scene.submit()
        _frames(app, 3)
        assert scene.answer is not None
        _look(app, "DailyScene after an answer", monkeypatch, found)
        _verdict(found)
    finally:
        app.stack.clear()


@pytest.mark.reported("new-player-evening#2")
@pytest.mark.reported("new-player-evening#3")
@pytest.mark.parametrize(("size", "language"), CASES)
def test_the_tutorial_explained_and_at_its_end_at_150_percent(
        tmp_path: Path, size: tuple[int, int], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each step of the tutorial, a card refused or a wrong answer explained (the side
    panel must stay at 150 %), and the tutorial's end with its list of steps."""
    app = app_at(tmp_path, size, language, 150)
    found: list[str] = []
    try:
        for index, step in enumerate(STEPS):
            scene: Any = app.stack.push(TutorialScene(start=index))
            _frames(app, 2)
            _look(app, f"TutorialScene step {index + 1}", monkeypatch, found)
            scene.answer(_wrong(step))
            _frames(app, 2)
            if scene.feedback is not None:
                _look(app, f"TutorialScene step {index + 1} explained", monkeypatch, found)
            app.stack.pop()
        scene = app.stack.push(TutorialScene(start=len(STEPS) - 1))
        _frames(app, 2)
        scene.solved = True
        scene.advance()
        _frames(app, 2)
        assert scene.finished
        _look(app, "TutorialScene at its end", monkeypatch, found)
        _verdict(found)
    finally:
        app.stack.clear()


def _wrong(step: Any) -> object:
    """An answer the step explains as wrong (or as right where it has no wrong one)."""
    from drawpoker.coach.tutorial import BET, CHOOSE, DISCARD, PICK_HAND, PICK_SEAT

    if step.kind == CHOOSE:
        keys = [key for key, _label in step.options]
        return next((k for k in keys if k != step.answer), keys[0])
    if step.kind == BET:
        return next((key for key, _why in step.wrong_by), step.answer)
    if step.kind == PICK_HAND:
        return 1 - int(step.answer) if isinstance(step.answer, int) else 0
    if step.kind == PICK_SEAT:
        return 0
    assert step.kind == DISCARD
    return set()


@pytest.mark.reported("new-player-evening#2")
@pytest.mark.parametrize(("size", "language"), CASES)
def test_the_history_with_a_sit_and_go_hand_at_150_percent(
        tmp_path: Path, size: tuple[int, int], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The hand history with a sit-and-go's hand among its rows (its title is the
    longest: "Tournament 1 · level 1 · hand 1")."""
    app = app_at(tmp_path, size, language, 150)
    found: list[str] = []
    try:
        play_hands(app.profile, 2, tournament_level=1)
        app.nav.push("history")
        _frames(app, 3)
        _look(app, "HistoryScene", monkeypatch, found)
        _verdict(found)
    finally:
        app.stack.clear()


@pytest.mark.reported("new-player-evening#3")
@pytest.mark.parametrize(("size", "language"), [
    *CASES, pytest.param((1280, 720), "en", id="1280x720-en")])
def test_every_screen_of_the_title_grows_to_150_percent(
        tmp_path: Path, size: tuple[int, int], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The title (every line of it there) and each screen it opens, drawn at 150 % and
    at 100 % in the same state: each body text at least 1.4 times as tall."""
    app = app_at(tmp_path, size, language, 150)
    found: list[str] = []
    try:
        title = app.stack.top
        not_grown(app, "title", monkeypatch, found, dropped=True)
        for _label, open_screen in list(title.entries)[:-1]:
            open_screen()
            _frames(app, 12)
            scene = app.stack.top
            name = type(scene).__name__
            if name == "TableScene":
                wait_mode(app, scene, "bet")
            not_grown(app, name, monkeypatch, found)
            app.stack.clear()
            app.stack.push(title)
            _frames(app, 2)
        app.nav.push("controls")
        _frames(app, 3)
        not_grown(app, "ControlsScene", monkeypatch, found)
        _verdict(found)
    finally:
        app.stack.clear()
