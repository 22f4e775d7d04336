"""The breaker's UI crashes (report of 09:32, faults 1, 2, 10, 12), each driven with real
pygame events through the app's own event loop (see test_ui_harness)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_ui_harness import Harness


@pytest.fixture
def h(tmp_path: Path):  # type: ignore[no-untyped-def]
    harness = Harness(tmp_path, seed=11)
    yield harness
    harness.close()


def _to_bet(h: Harness):  # type: ignore[no-untyped-def]
    """Sit down and play plain keys until the player is asked to bet; returns the table."""
    t = h.sit_down()
    for _ in range(30):
        mode = h.wait_mode("bet", "draw", "show", "over")
        if mode == "bet":
            return t
        h.key(pygame.K_RETURN, "\r") if mode != "show" else h.key(pygame.K_s, "s")
    raise AssertionError("never asked to bet")


@pytest.mark.parametrize("char", ["²", "①", "٣"])
def test_a_non_ascii_digit_typed_at_a_bet_is_ignored(h: Harness, char: str) -> None:
    t = _to_bet(h)
    before = t.amount
    h.key(0, char)  # crashed: int("²") -> ValueError
    assert t.mode == "bet" and t.typed == "" and t.amount == before
    h.key(pygame.K_4, "4")
    h.key(0, char)
    h.key(pygame.K_0, "0")
    assert t.typed == "40" and t.amount == 40


def _name_row(scene):  # type: ignore[no-untyped-def]
    from drawpoker.ui.widgets.text_row import TextRow

    return next(r for r in scene.rows if isinstance(r, TextRow))


@pytest.mark.parametrize("leave", [pygame.K_RETURN, pygame.K_TAB])
def test_emptying_the_name_keeps_the_old_one_and_says_why(h: Harness, leave: int) -> None:
    from drawpoker.ui.scenes.profile import ProfileScene

    scene = ProfileScene()
    h.app.stack.push(scene)
    h.frames(3)
    old = scene.profile.player().name
    row = _name_row(scene)
    scene.scroll_to(row)
    h.frames(1)
    h.click(row.control_rect(scene.px).center)  # starts editing, all selected
    assert row.editing()
    h.key(pygame.K_BACKSPACE, "\b")
    assert row.buffer == ""
    h.key(leave, "\r" if leave == pygame.K_RETURN else "\t")  # crashed: ValueError
    assert h.app.stack.top is scene and not row.editing()
    assert scene.profile.player().name == old
    assert scene.status_error and "empty" in scene.status and old in scene.status


def test_the_empty_name_reason_is_translated(h: Harness) -> None:
    from drawpoker import i18n
    from drawpoker.ui.scenes.profile import ProfileScene

    i18n.set_language("de")
    try:
        scene = ProfileScene()
        h.app.stack.push(scene)
        h.frames(3)
        scene._set_name("   ")
        assert scene.status_error and "empty" not in scene.status
    finally:
        i18n.set_language("en")


def test_f12_into_a_folder_that_cannot_be_written_says_so(tmp_path: Path) -> None:
    h = Harness(Path("/proc/nope"), seed=11)  # /proc refuses new files, even to root
    try:
        from drawpoker.ui.scenes.title import TitleScene

        h.app.stack.push(TitleScene())
        h.frames(2)
        h.key(pygame.K_F12)  # crashed: pygame.error Couldn't open /proc/nope/...png
        assert h.app.running and h.app.toast is not None
        text, error, _left = h.app.toast
        assert error and text == "The screenshot could not be saved in /proc/nope."
        h.frames(400)  # the message goes away by itself
        assert h.app.toast is None
    finally:
        h.close()


def test_f12_says_where_the_screenshot_went(h: Harness, tmp_path: Path) -> None:
    from drawpoker.ui.scenes.title import TitleScene

    h.app.stack.push(TitleScene())
    h.frames(2)
    h.key(pygame.K_F12)
    shots = list(tmp_path.glob("drawpoker-*.png"))
    assert len(shots) == 1
    text, error, _left = h.app.toast
    assert not error and str(shots[0]) in text


def test_an_error_in_a_scene_ends_run_with_a_crash_report(h: Harness, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]
                                                          ) -> None:
    from drawpoker.ui.scene import Scene

    class Broken(Scene):
        def update(self, dt: float) -> None:
            raise KeyError("boom")

    h.app.start_scenes = lambda: h.app.stack.push(Broken())  # type: ignore[method-assign]
    assert h.app.run() == 1
    reports = list(tmp_path.glob("drawpoker-crash-*.txt"))
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert "Traceback" in text and "KeyError: 'boom'" in text and "Broken" in text
    err = capsys.readouterr().err
    assert "internal error (KeyError: 'boom')" in err and str(reports[0]) in err


_SEATS6 = [{"name": "You", "player": "human", "buy_in": 500, "buy_in_units": 50}] + [
    {"name": n, "player": "medium:shark"} for n in ("A", "B", "C", "D", "E")]


@pytest.mark.parametrize("last_table", [
    {"rules": {"ante": 10**15}, "seats": _SEATS6},
    {"rules": {"ante": 10}, "seats": _SEATS6,
     "opponents": [["Ada", "rock", "easy"], ["ada", "rock", "easy"]]},
    {"rules": {"ante": 10}, "seats": _SEATS6[:5] + [{"name": "A", "player": "easy:rock"}]},
    {"rules": {"ante": 10}, "seats": [{"name": "You", "player": "human", "buy_in_units": 10**9},
                                      *_SEATS6[1:]]},
])
def test_a_hand_edited_last_table_is_dropped_at_load_with_a_notice(
        tmp_path: Path, last_table: dict) -> None:
    import json

    from drawpoker.persistence.settings import SettingsStore

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "drawpoker-settings", "version": 2,
                                "settings": {"last_table": last_table, "language": "en"}}))
    store = SettingsStore(path)
    store.load()
    assert store.settings.last_table is None
    assert store.settings.language == "en"  # the other settings are kept
    assert [n.keys for n in store.notices] == [("last_table",)]


def _play_now(h: Harness):  # type: ignore[no-untyped-def]
    from drawpoker.ui.scenes.title import TitleScene

    title = TitleScene()
    h.app.stack.push(title)
    h.frames(3)
    h.click(next(b for b in title.buttons if b.label == "Play now").rect.center)
    h.frames(3)


def test_play_now_with_an_unplayable_last_table_sits_at_the_default_table(h: Harness) -> None:
    # stakes the load check lets through but no opponent's bankroll covers (10**9 chips);
    # the player's own bankroll covers them (else he is told to choose smaller stakes)
    h.app.profile.reset(10**12)
    # an in-memory set-up the settings file would not hold (not validated)
    object.__setattr__(h.app.settings, "last_table", {"rules": {"ante": 10**8}, "seats": _SEATS6})
    _play_now(h)  # crashed: ValueError buy-in: Ada's bankroll cannot cover ...
    t = h.table()
    assert t is not None and h.app.stack.top is t
    assert t.rules.ante == 10 and t.n == 6
    text, error, _left = h.app.toast
    assert error and "default table" in text


def test_play_now_gives_repeated_opponent_names_new_ones(h: Harness) -> None:
    # an in-memory set-up the settings file would not hold (not validated)
    object.__setattr__(h.app.settings, "last_table", {
        "rules": {"ante": 5}, "seats": _SEATS6,
        "opponents": [["Ada", "rock", "easy"], ["Ada", "rock", "easy"], ["You", "shark", "hard"],
                      ["Boris", "rock", "easy"], ["Clara", "rock", "easy"]]})
    _play_now(h)  # crashed: ValueError seats: names must be unique
    t = h.table()
    assert t is not None and t.rules.ante == 5
    assert len({n.casefold() for n in t.names}) == t.n == 6
    assert t.names[1] == "Ada" and t.names[4] == "Boris"


def test_the_crash_message_is_shown_in_the_window(h: Harness, tmp_path: Path) -> None:
    report = tmp_path / "drawpoker-crash-x.txt"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    h.app.show_crash(report, wait=5.0)  # returns at the key press
    window = pygame.display.get_surface()
    # text drawn on the plain background: light pixels in the middle rows
    w, hh = window.get_size()
    light = sum(1 for x in range(0, w, 2) for y in range(hh // 3, 2 * hh // 3, 2)
                if sum(window.get_at((x, y))[:3]) > 500)
    assert light > 100
