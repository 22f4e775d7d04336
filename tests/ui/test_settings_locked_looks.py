"""A card back, felt or chip set the player has not unlocked, typed by hand into
``settings.json``: refused when the profile is opened at start, named in one notice, the
free default used, the rest of the settings kept (before, the locked look was simply used)."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from pathlib import Path

import pytest

from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.profile import open_profile
from tests.support.harness import Harness

pytestmark = pytest.mark.reported("tester: a locked card back typed into settings.json was used")


def _settings(folder: Path, **values: object) -> Path:
    path = folder / "settings.json"
    path.write_text(json.dumps({"format": "drawpoker-settings", "version": 2,
                                "settings": values}), encoding="utf-8")
    return path


def _locked_notices(h: Harness) -> list[object]:
    return [n for n in h.app.pending_notices if n.kind is NoticeKind.LOCKED_LOOKS]


def test_a_locked_look_is_refused_named_and_the_rest_kept(tmp_path: Path) -> None:
    path = _settings(tmp_path, card_back="argyle", table_color="purple", chip_set="classic",
                     four_color_deck=True, volume=0.3)
    h = Harness(tmp_path)
    try:
        _ = h.app.profile  # opened at start, after the first frame
        s = h.app.settings
        assert (s.card_back, s.table_color, s.chip_set) == ("blue", "green", "classic")
        assert s.four_color_deck and s.volume == 0.3
        told = _locked_notices(h)
        assert len(told) == 1, h.app.pending_notices
        line = told[0].message()
        assert "argyle" in line and "purple" in line and "\n" not in line
        assert "classic" not in line
        kept = json.loads(path.read_text(encoding="utf-8"))["settings"]
        assert kept["four_color_deck"] is True and kept["volume"] == 0.3
    finally:
        h.close()


def test_an_unlocked_look_stands(tmp_path: Path) -> None:
    """The black card back, earned with four of a kind, is kept; nothing is told."""
    profile, _ = open_profile(tmp_path / "profile.sqlite3")
    profile.close()
    with contextlib.closing(sqlite3.connect(tmp_path / "profile.sqlite3")) as conn, conn:
        conn.execute("INSERT INTO achievements VALUES ('four_kind', '2026-01-01T00:00:00Z')")
    _settings(tmp_path, card_back="black")
    h = Harness(tmp_path)
    try:
        _ = h.app.profile
        assert h.app.settings.card_back == "black"
        assert _locked_notices(h) == []
    finally:
        h.close()


def test_the_notice_is_shown_over_the_title(tmp_path: Path) -> None:
    _settings(tmp_path, chip_set="pastel")
    h = Harness(tmp_path)
    try:
        h.app.start_scenes()  # the title, as the game starts
        h.frames(3)  # the first frame, then the start: the profile and its notices
        shown = [getattr(s, "message", "") for s in h.app.stack.scenes]
        assert any("pastel" in str(m) for m in shown), shown
        assert h.app.settings.chip_set == "classic"
    finally:
        h.close()


def test_looks_stand_when_what_was_earned_cannot_be_read(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A profile that fails when read: nothing refused (the player may have earned them),
    one line on stderr says why."""
    from drawpoker.persistence.settings import Settings
    from drawpoker.ui.looks import refused_looks

    profile, _ = open_profile(tmp_path / "profile.sqlite3")
    profile.connection.execute("DROP TABLE achievements")
    try:
        assert refused_looks(profile, Settings(card_back="sunburst")) == {}
    finally:
        profile.close()
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "unlocked could not be read" in err[0], err
