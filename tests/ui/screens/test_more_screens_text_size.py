"""Text at 125 % and 150 % on the screens tests/ui/test_text_size.py does not reach from
the title: the replay (at its first step, at the end, every player's cards shown), a
deal played again, the Controls page (choosing a key, a key refused, the keys reset),
a sit-and-go's table at the player's turn, its results, the tournaments' statistics
page, the pass-and-play hands, the sitting's summary and the notice dialogs (quitting,
resetting the profile, the licences, leaving mid-hand, the welcome, a fresh bankroll,
the profile that cannot be saved, a damaged settings file, a tournament in progress and
giving it up): no text over text, off the window, over a picture, cut with "…" or
broken mid-word, at each window size and in each language (real App, real screens;
each screen's heading is among the texts read, or the check is blind)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.persistence import tournaments as book
from drawpoker.persistence.notices import Notice, NoticeKind
from drawpoker.persistence.table_hands import TableHands, hands_file
from drawpoker.progress.summary import sitting_summary
from drawpoker.session.tournament.results import result_document
from drawpoker.session.tournament.setup import TournamentSetup
from drawpoker.ui.app import App
from drawpoker.ui.flows import notices, tournaments, welcome
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.widgets.key_rows import KeyRow
from tests.support.harness import post_click, post_key
from tests.support.layout_matrix import LANGUAGES, SIZES, app_at, check_frame
from tests.support.screens import FakeTable

pytestmark = pytest.mark.usefixtures("pictures_marked")


def _frames(app: App, n: int) -> None:
    for _ in range(n):
        app.step_frame()


class _Walk:
    """One window's walk through the screens: what is wrong, screen by screen."""

    def __init__(self, app: App, monkeypatch: pytest.MonkeyPatch) -> None:
        self.app = app
        self.monkeypatch = monkeypatch
        self.found: list[str] = []

    def check(self, where: str, heading: str | None = None) -> list[str]:
        """Check the frame drawn now; ``heading`` must be among its texts."""
        drawn = [d.text for d in check_frame(self.app, where, self.monkeypatch, self.found)]
        if heading is not None:
            assert heading in drawn, (where, heading, drawn)
        return drawn

    def menu(self, where: str, heading: str) -> None:
        """Check a menu screen, then again at each half panel scrolled down."""
        scene = self.app.stack.top
        assert isinstance(scene, MenuScene), (where, scene)
        self.check(where, heading)
        while scene.scroll < scene.max_scroll:
            scene.scroll_by(scene.viewport.height // 2)
            self.check(f"{where} scrolled {scene.scroll}")

    def notice(self, where: str, push: Callable[[], Any]) -> None:
        """Push a notice dialog with ``push``, check it, close it."""
        push()
        _frames(self.app, 2)
        dialog = self.app.stack.top
        assert isinstance(dialog, NoticeScene), (where, dialog)
        self.check(f"{where} (NoticeScene)", dialog.heading)
        self.app.stack.pop()
        _frames(self.app, 1)

    def to_title(self) -> None:
        self.app.nav.reset("title")
        _frames(self.app, 2)


def _wait_turn(app: App, table: Any) -> None:
    """Run until the table waits for the player's bet (its controls shown)."""
    for _ in range(8000):
        if table.mode == "bet" and not table.director.busy:
            break
        app.step_frame()
    assert table.mode == "bet", table.mode
    _frames(app, 3)


def _history_replay_deal_again(w: _Walk) -> None:
    app = w.app
    app.nav.push("history")
    _frames(app, 3)
    history: Any = app.stack.top
    history.watch_replay()
    _frames(app, 3)
    replay: Any = app.stack.top
    assert type(replay).__name__ == "ReplayScene"
    replay.director.skip()
    _frames(app, 2)

    def step() -> str:  # the bar's heading
        return i18n._("Replay \u00b7 step {step} of {total}").format(
            step=replay.step_index, total=len(replay.stops))

    w.check("ReplayScene", step())
    replay.to_end()
    _frames(app, 3)
    w.check("ReplayScene at the end", step())
    replay.toggle_reveal()
    _frames(app, 3)
    w.check("ReplayScene with every player's cards", step())
    replay.play_again()
    _frames(app, 3)
    again: Any = app.stack.top
    assert type(again).__name__ == "DealAgainScene"
    _wait_turn(app, again.playing)
    again.playing.canvas.stale()
    w.check("DealAgainScene")
    w.to_title()


def _controls(w: _Walk) -> None:
    app = w.app
    app.nav.push("settings")
    _frames(app, 2)
    app.stack.top.open_controls()  # type: ignore[attr-defined]
    _frames(app, 3)
    page: Any = app.stack.top
    w.menu("ControlsScene", i18n._("Keys and controller"))
    page.scroll_to(page.rows[0])
    fold = next(r for r in page.rows if isinstance(r, KeyRow) and r.action.name == "fold")
    page.scroll_to(fold)
    _frames(app, 1)
    post_click(fold.rect.center)
    _frames(app, 2)
    assert fold.listening
    w.check("ControlsScene choosing a key", i18n._("Press a key…"))
    post_key(pygame.K_c, "c", release=False)  # Check or call's key: refused
    _frames(app, 2)
    assert page.status_error, page.status
    w.check("ControlsScene with a key refused", page.status)
    page.reset()
    _frames(app, 2)
    w.check("ControlsScene with the keys reset", i18n._("Every key is back to its default."))
    w.to_title()


def _tournament(w: _Walk) -> None:
    app = w.app
    assert tournaments.start(app, TournamentSetup()) is None  # bought in, kept, sat down
    _frames(app, 3)
    table: Any = app.stack.top
    t = table.tournament
    assert type(table).__name__ == "TournamentTableScene"
    _wait_turn(app, table.playing)
    table.playing.canvas.stale()
    w.check("TournamentTableScene")
    table.leave()  # the tournament kept to resume
    _frames(app, 3)
    app.nav.push("tournament")  # an open tournament: offered to continue or give up
    _frames(app, 3)
    offer = app.stack.top
    assert isinstance(offer, NoticeScene), offer
    w.check("TournamentSetupScene (NoticeScene)", i18n._("A tournament is in progress"))
    offer.close(1)  # give it up: asked first
    _frames(app, 2)
    w.check("TournamentSetupScene (NoticeScene)", i18n._("Give up the tournament?"))
    w.to_title()
    t.history = [[1000] * 6, [1200, 900, 1100, 800, 1000, 1000],
                 [1500, 700, 1300, 500, 1000, 1000]]
    doc = result_document(t, 0)
    doc["places"] = [[seat, place, 0, 2 + seat] for place, seat in
                     enumerate((2, 0, 1, 3, 4, 5), start=1)]
    app.nav.reset("tournament_results", result=doc)
    _frames(app, 3)
    results: Any = app.stack.top
    w.check("TournamentResultsScene", results.heading())
    w.to_title()
    for place, prize in ((1, 390), (3, 0), (6, 0)):
        book.finish_tournament(app.profile, field=6, buy_in=100, place=place, prize=prize,
                               hands=40, levels=4, result=doc)
    app.nav.push("tournament_stats")
    _frames(app, 3)
    w.menu("TournamentStatsScene", i18n._("Your tournaments"))
    w.to_title()


def _table_hands_and_summary(w: _Walk) -> None:
    app = w.app
    profile: Any = app.profile
    (record, *_older) = profile.hands(limit=None)
    TableHands(hands_file(app.data_dir)).add(profile.hand_history(record.id),
                                             ["Ann", "Boris"], 1)
    app.nav.push("table_hands")
    _frames(app, 3)
    hands: Any = app.stack.top
    hands.verify(0)
    _frames(app, 2)
    w.menu("TableHandsScene", i18n._("Pass-and-play hands"))
    w.to_title()
    app.nav.push("sitting_summary", summary=sitting_summary(profile, record.session_id, "cash"))
    _frames(app, 200)
    w.check("SittingSummaryScene", i18n._("You left the table"))
    w.to_title()


def _notices(w: _Walk) -> None:
    app: Any = w.app
    title: Any = app.stack.top
    w.notice("quit", title.ask_quit)
    app.nav.push("profile")
    _frames(app, 3)
    profile_scene: Any = app.stack.top
    w.notice("profile reset", profile_scene.ask_reset)
    w.notice("licences", profile_scene.show_licences)
    w.to_title()
    w.notice("welcome", lambda: (app.change_settings(tutorial_offered=False),
                                 welcome.offer_tutorial(app)))
    w.notice("fresh bankroll", lambda: notices.tell_fresh_bankroll(app, 40, 100, 1000))
    for problem in ("busy", "full", "read_only", "io"):
        w.notice(f"profile {problem}",
                 lambda p=problem: notices.tell_profile_busy(app, at_start=True, problem=p))
    w.notice("damaged settings", lambda: notices.tell_notice(app, Notice(
        NoticeKind.CORRUPT, "settings", Path(app.data_dir) / "settings.json",
        kept_aside=Path(app.data_dir) / "settings.json.damaged-2026-12-06")))
    app.stack.push(FakeTable(in_hand=True))
    app.nav.push("pause")
    _frames(app, 2)
    w.notice("leave mid-hand", lambda: app.stack.top.leave())
    w.to_title()


WALKS = [_history_replay_deal_again, _controls, _tournament, _table_hands_and_summary, _notices]


def _every_screen(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    w = _Walk(app, monkeypatch)
    for walk in WALKS:
        walk(w)
    return w.found


def _assert_clean(found: list[str]) -> None:
    """Nothing wrong on any screen of the walk (text over text or a picture, off the
    window, cut, a word broken)."""
    assert not found, "\n".join(found)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_other_screens_at_150_percent_text(tmp_path: Path, size: tuple[int, int],
                                              language: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    app = app_at(tmp_path, size, language, 150)
    try:
        _assert_clean(_every_screen(app, monkeypatch))
    finally:
        app.stack.clear()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(960, 540), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_other_screens_at_125_percent_text(tmp_path: Path, size: tuple[int, int],
                                              language: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    app = app_at(tmp_path, size, language, 125)
    try:
        _assert_clean(_every_screen(app, monkeypatch))
    finally:
        app.stack.clear()
