"""Breaker findings 7, 8, 11, 17, 18, 19: the player's files (settings, profile, exports).

7: one bad value in an old settings file must reset only that key (every upgrader is
total); 8: an export never replaces an earlier one; 11: ``--language`` is for the run
only; 17: a symlinked settings file is written through; 18: a FIFO where a file should
be is never opened; 19: the window size is read back, and one set of defaults.
"""

from __future__ import annotations

import json
import os
import threading
from argparse import Namespace
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from drawpoker.persistence import settings as settings_mod
from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.paths import write_new_text
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.settings import (
    SETTINGS_VERSION,
    UPGRADERS,
    Settings,
    load_settings,
    save_settings,
)
from tests.test_persistence_profile import _record
from tests.test_stats import HAND_ONE

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

HUGE = int("9" * 400)

# ---------------------------------------------------------------- 7: upgraders


def _write(path: Path, doc: Any) -> None:
    path.write_text(json.dumps(doc), encoding="utf-8")


def test_v1_file_with_a_huge_volume_keeps_the_other_settings(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    _write(path, {"version": 1, "language": "de", "four_color_deck": True,
                  "card_back": "red", "volume": HUGE})
    loaded, notices, writable = load_settings(path)
    assert writable
    assert (loaded.language, loaded.four_color_deck, loaded.card_back) == ("de", True, "red")
    assert loaded.volume == Settings().volume
    reset = [n for n in notices if n.kind is NoticeKind.RESET_VALUES]
    assert reset and reset[0].keys == ("volume",)
    on_disk = json.loads(path.read_text())
    assert on_disk["version"] == SETTINGS_VERSION
    assert on_disk["settings"]["language"] == "de"


@pytest.mark.parametrize("key, value", [
    ("volume", HUGE), ("volume", -HUGE), ("volume", 1e308), ("volume", "loud"),
    ("sound", "yes"), ("window", "1280x720x3"), ("window", "١٢٨٠x٧٢٠"), ("window", 5),
])
def test_v1_bad_value_resets_only_that_key(tmp_path: Path, key: str, value: Any) -> None:
    path = tmp_path / "settings.json"
    _write(path, {"version": 1, "language": "sk", key: value})
    loaded, notices, _ = load_settings(path)
    assert loaded.language == "sk"
    kinds = {n.kind for n in notices}
    assert NoticeKind.CORRUPT not in kinds
    assert NoticeKind.RESET_VALUES in kinds


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-HUGE, max_value=HUGE)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=3),
    max_leaves=8,
)
_V1_KEYS = st.sampled_from(["volume", "sound", "window", "language", "card_back", "muted",
                            "animation_speed", "last_table", "fullscreen", "zzz"])


@pytest.mark.parametrize("version", sorted(UPGRADERS))
@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(values=st.dictionaries(_V1_KEYS | st.text(max_size=8), _JSON, max_size=6))
def test_every_upgrader_is_total(version: int, values: dict[str, Any]) -> None:
    doc = {**values, "version": version}
    if version >= 2:
        doc = {"format": settings_mod.FORMAT_NAME, "version": version, "settings": values}
    out = UPGRADERS[version](json.loads(json.dumps(doc)))
    assert isinstance(out, dict) and out["version"] == version + 1


@pytest.mark.parametrize("version", sorted(UPGRADERS))
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(values=st.dictionaries(_V1_KEYS, _JSON, max_size=6))
def test_loading_hostile_old_files_never_raises(tmp_path: Path, version: int,
                                                values: dict[str, Any]) -> None:
    path = tmp_path / f"h{version}" / "settings.json"
    path.parent.mkdir(exist_ok=True)
    _write(path, {**values, "version": version})
    loaded, notices, writable = load_settings(path)
    assert isinstance(loaded, Settings) and writable
    assert json.loads(path.read_text())["version"] == SETTINGS_VERSION  # upgraded, not lost
    assert all(n.kind is not NoticeKind.CORRUPT for n in notices)


def test_an_upgrader_that_fails_keeps_the_file_aside(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(doc: dict[str, Any]) -> dict[str, Any]:
        raise OverflowError("boom")

    monkeypatch.setitem(UPGRADERS, 1, broken)
    path = tmp_path / "settings.json"
    original = json.dumps({"version": 1, "language": "de"})
    path.write_text(original)
    loaded, notices, _ = load_settings(path)
    assert loaded == Settings()
    corrupt = [n for n in notices if n.kind is NoticeKind.CORRUPT]
    assert corrupt and corrupt[0].kept_aside is not None
    assert corrupt[0].kept_aside.read_text() == original
    assert "OverflowError" in corrupt[0].detail


# ---------------------------------------------------------------- 17: symlinks


def test_a_symlinked_settings_file_is_written_through(tmp_path: Path) -> None:
    target = tmp_path / "dotfiles" / "drawpoker.json"
    target.parent.mkdir()
    save_settings(target, Settings(language="sk"))
    link = tmp_path / "settings.json"
    link.symlink_to(target)
    save_settings(link, Settings(language="de"))
    assert link.is_symlink()
    assert json.loads(target.read_text())["settings"]["language"] == "de"
    assert load_settings(link)[0].language == "de"


# ---------------------------------------------------------------- 18: FIFOs


def _finishes(func: Callable[[], Any], seconds: float = 10.0) -> Any:
    box: list[Any] = []
    thread = threading.Thread(target=lambda: box.append(func()), daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        # unblock the reader so the test process can end, then fail
        for fifo in _FIFOS:
            with open(fifo, "wb"):
                pass
        pytest.fail("blocked on a FIFO")
    return box[0]


_FIFOS: list[Path] = []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this OS")
def test_a_fifo_settings_file_is_refused_not_opened(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    _FIFOS.append(path)
    loaded, notices, writable = _finishes(lambda: load_settings(path))
    assert loaded == Settings() and not writable
    assert [n.kind for n in notices] == [NoticeKind.NOT_A_FILE]
    assert str(path) in notices[0].message()
    with pytest.raises(OSError, match="not a regular file"):
        save_settings(path, Settings())
    assert path.is_fifo()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this OS")
def test_a_fifo_profile_is_refused_not_opened(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    os.mkfifo(path)
    _FIFOS.append(path)
    def check() -> tuple[bool, list[Any]]:
        prof, notices = open_profile(path, lock=True)
        with prof:
            return prof.temporary, [n.kind for n in notices]

    assert _finishes(check) == (True, [NoticeKind.NOT_A_FILE])
    assert path.is_fifo()


def test_a_folder_named_like_the_settings_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()
    loaded, notices, writable = load_settings(tmp_path / "settings.json")
    assert not writable and notices[0].kind is NoticeKind.NOT_A_FILE


# ---------------------------------------------------------------- 8: exports


def test_an_export_never_replaces_an_earlier_one(tmp_path: Path) -> None:
    exports = tmp_path / "exports"
    exports.mkdir()
    first, _ = open_profile(tmp_path / "p.sqlite3")
    with first:
        hid = _record(first, HAND_ONE)
        out1 = first.export_hand(hid, exports)
        first.reset(1000)  # ids start again at 1
        hid2 = _record(first, HAND_ONE)
        assert hid2 == hid
        earlier = out1.read_text()
        out1.write_text(earlier.replace('"Ann"', '"Ann (first profile)"'))
        mine = out1.read_text()
        out2 = first.export_hand(hid2, exports)
        out3 = first.export_hand(hid2, exports)
    assert out1.read_text() == mine
    assert len({out1, out2, out3}) == 3
    assert out2.name == f"hand-{hid}-1-2.json" and out3.name == f"hand-{hid}-1-3.json"
    assert json.loads(out2.read_text()) == HAND_ONE
    assert sorted(p.name for p in exports.iterdir()) == sorted([out1.name, out2.name, out3.name])


def test_write_new_text_without_hard_links(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(*_args: Any) -> None:
        raise OSError(1, "Operation not permitted")

    (tmp_path / "a.json").write_text("old")
    monkeypatch.setattr(os, "link", no_links)
    out = write_new_text(tmp_path, "a", ".json", "new")
    assert out.name == "a-2.json" and out.read_text() == "new"
    assert (tmp_path / "a.json").read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-2.json", "a.json"]


# ---------------------------------------------------------------- 11, 19: the app


def _app(folder: Path, **options: Any) -> Any:
    from drawpoker.ui.app import App

    return App(Namespace(data_dir=str(folder), seed=1, **options), realtime=False)


def _saved(folder: Path) -> dict[str, Any]:
    return json.loads((folder / "settings.json").read_text())["settings"]


def test_command_line_language_is_for_this_run_only(tmp_path: Path) -> None:
    from drawpoker import i18n
    try:
        save_settings(tmp_path / "settings.json", Settings(language="sk"))
        app = _app(tmp_path, language="de")
        assert app.settings.language == "de" and i18n.current_language() == "de"
        app.change_settings(animation_speed="fast")
        assert _saved(tmp_path)["language"] == "sk"
        assert _saved(tmp_path)["animation_speed"] == "fast"
        app.change_settings(language="ru")  # the player's own choice is kept
        assert _saved(tmp_path)["language"] == "ru"
    finally:
        i18n.set_language("en")


def test_command_line_language_on_a_first_start_is_not_saved(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:
    from drawpoker import i18n

    monkeypatch.setattr(i18n, "detect_system_language", lambda: "sk")
    try:
        _app(tmp_path, language="de")
        assert _saved(tmp_path)["language"] == "sk"
    finally:
        i18n.set_language("en")


def test_one_set_of_defaults(tmp_path: Path) -> None:
    fresh = _app(tmp_path / "fresh").settings
    (tmp_path / "partial").mkdir()
    _write(tmp_path / "partial" / "settings.json",
           {"format": "drawpoker-settings", "version": 2, "settings": {"language": "en"}})
    partial = _app(tmp_path / "partial").settings
    (tmp_path / "bad").mkdir()
    (tmp_path / "bad" / "settings.json").write_text("{not json")
    damaged = _app(tmp_path / "bad").settings
    defaults = Settings()
    for key in ("advisor_enabled", "confirm_allin", "volume", "animation_speed",
                "confirm_call_fraction", "auto_next_hand_seconds"):
        assert getattr(fresh, key) == getattr(partial, key) == getattr(damaged, key) \
            == getattr(defaults, key), key


def test_the_saved_window_size_is_restored(tmp_path: Path) -> None:
    import pygame

    save_settings(tmp_path / "settings.json", Settings(window_size=(1000, 600)))
    app = _app(tmp_path)
    assert app.windowed_size == (1000, 600)
    assert app.size == (1000, 600)
    given_size = _app(tmp_path, size="1100x700")
    assert given_size.windowed_size == (1100, 700)
    save_settings(tmp_path / "settings.json", Settings(window_size=(9000, 5000)))
    big = _app(tmp_path)
    screen = max(pygame.display.get_desktop_sizes())
    assert big.windowed_size == (min(9000, screen[0]), min(5000, screen[1]))


def test_a_window_resized_by_the_player_is_saved_and_restored(tmp_path: Path) -> None:
    import pygame

    app = _app(tmp_path, size="1280x720")
    app.start_scenes()
    app.step_frame()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=600, size=(1000, 600)))
    app.step_frame()
    assert app.windowed_size == (1000, 600)
    app.remember_window_size()
    assert _saved(tmp_path)["window_size"] == [1000, 600]
    assert _app(tmp_path).windowed_size == (1000, 600)


def test_a_size_given_on_the_command_line_is_not_saved(tmp_path: Path) -> None:
    app = _app(tmp_path, size="1100x700")
    app.remember_window_size()
    assert _saved(tmp_path)["window_size"] == [1280, 720]
