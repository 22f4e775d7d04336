"""Notices: a corrupt settings file or profile kept aside and told, the resume offer, the notice dialog, an unwritable user folder (real App, real pygame events)."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from drawpoker.engine import Seat, Table, TableRules
from drawpoker.persistence.profile import Profile, open_profile
from drawpoker.persistence.resume import TableKeeper, account
from drawpoker.session.table.dealing import deal_kept
from drawpoker.ui.app import App
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.scenes.title import TitleScene
from tests.support.screens import click, frames, key, make_app, title_button


# --------------------------------------------------------------------------- notices
def test_corrupt_settings_file_is_kept_aside_and_told(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{not json", encoding="utf-8")
    app = make_app(tmp_path)
    notice = app.stack.top
    assert isinstance(notice, NoticeScene)
    kept = list(tmp_path.glob("settings.corrupt-*.json"))
    assert len(kept) == 1 and str(kept[0]) in notice.message
    click(app, notice.buttons[0].rect.center)
    assert isinstance(app.stack.top, TitleScene)


def test_corrupt_profile_is_kept_aside_and_told(tmp_path: Path) -> None:
    (tmp_path / "profile.sqlite3").write_bytes(b"garbage, not a database" * 20)
    app = make_app(tmp_path)
    notice = app.stack.top
    assert isinstance(notice, NoticeScene) and notice.heading == "About your profile"
    assert list(tmp_path.glob("profile.corrupt-*"))
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TitleScene)


def _table_left_mid_hand(tmp_path: Path) -> tuple[Profile, TableKeeper]:
    """A profile with an open table (you, Ada, Boris; ante 10; you bought in for 300) and a
    hand dealt but not played: what a quit in the middle of a hand leaves."""
    profile, _n = open_profile(tmp_path / "profile.sqlite3")
    keeper = TableKeeper(profile)
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10})
    seats = [Seat("You", 0, bankroll=profile.bankroll), Seat("Ada", 500), Seat("Boris", 500)]
    table = Table(rules, seats, 0)
    table.buy_in(0, 300)
    keeper.sit_down(table, 0, [{"name": "You", "player": "human"}, {"name": "Ada", "player": "easy:rock"},
                               {"name": "Boris", "player": "easy:rock"}])
    deal_kept(keeper, random.Random(4))
    return profile, keeper


def test_resume_offer_leave_settles_every_chip(tmp_path: Path) -> None:
    profile, keeper = _table_left_mid_hand(tmp_path)
    total_before = account(profile).player_total
    profile.close()
    app = make_app(tmp_path)
    offer = app.stack.top
    assert isinstance(offer, NoticeScene) and offer.heading == "Welcome back"
    labels = [label for label, _s, _a in offer.choices]
    assert "Leave the table" in labels
    click(app, offer.buttons[labels.index("Leave the table")].rect.center)
    assert TableKeeper(app.profile).saved() is None
    done = app.stack.top
    assert isinstance(done, NoticeScene) and done.heading == "You left the table"
    bankroll = app.profile.bankroll
    # every chip accounted for: only the hand's result moved chips
    last = app.profile.hands(limit=1)[0]
    assert bankroll == total_before + last.net


def test_notice_dialog_keyboard_and_wrapping(app: App) -> None:
    hits: list[str] = []
    long = "word " * 120
    app.stack.push(NoticeScene("Heading", long, [("A", "primary", lambda: hits.append("a")),
                                                 ("B", "neutral", lambda: hits.append("b"))],
                               default=0, cancel=1))
    frames(app, 1)
    notice = app.stack.top
    assert notice.box.bottom <= app.size[1] and notice.box.right <= app.size[0]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert hits == ["b"]
    app.stack.push(NoticeScene("H", "m", [("A", "primary", lambda: hits.append("a"))], cancel=None))
    frames(app, 1)
    key(app, pygame.K_ESCAPE)
    assert hits == ["b"] and isinstance(app.stack.top, TitleScene)


def test_unwritable_user_folder_plays_on_with_a_notice(tmp_path: Path) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    app = make_app(blocked / "data")
    notice = app.stack.top
    # one dialog for both files, naming the file in the way (not "[Errno 20] ...")
    assert isinstance(notice, NoticeScene)
    assert notice.heading == "About your settings and profile"
    assert notice.message.startswith("Your settings and profile could not be saved: ")
    assert f"{blocked} is a file, not a folder" in notice.message
    assert "Errno" not in notice.message
    assert app.profile.temporary
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TitleScene)  # told once
    app.change_settings(animation_speed="fast")  # kept for this run, no crash, no new dialog
    assert app.settings.animation_speed == "fast" and isinstance(app.stack.top, TitleScene)
    click(app, title_button(app, "Statistics").center)
    assert app.stack.top.stats.hands_played == 0
    assert blocked.read_text(encoding="utf-8") == "a file where the folder should be"


def test_resume_offer_continue_restores_the_hand(tmp_path: Path) -> None:
    profile, keeper = _table_left_mid_hand(tmp_path)
    hole = keeper.hand.view(0).own_cards
    total_before = account(profile).player_total
    profile.close()
    app = make_app(tmp_path)
    offer = app.stack.top
    labels = [label for label, _s, _a in offer.choices]
    click(app, offer.buttons[labels.index("Continue")].rect.center)
    table_scene = app.stack.scenes[0]
    assert type(table_scene).__name__ == "TableScene"
    assert table_scene.hand is not None and not table_scene.hand.is_over
    assert table_scene.hand.view(0).own_cards == hole  # the same hand, where it was
    assert account(app.profile).player_total == total_before


@pytest.mark.reported("new-player-evening#11")
def test_behind_you_left_the_table_the_title_shows_the_new_bankroll(tmp_path: Path) -> None:
    """The title's bankroll badge read 0 behind "Your bankroll is now 375": it reads the
    bankroll again when a dialog covers it."""
    profile, _keeper = _table_left_mid_hand(tmp_path)
    profile.close()
    app = make_app(tmp_path)
    offer = app.stack.top
    labels = [label for label, _s, _a in offer.choices]
    click(app, offer.buttons[labels.index("Leave the table")].rect.center)
    title = app.stack.find(TitleScene)
    assert title is not None and app.profile.bankroll > 0
    assert title.bankroll == app.profile.bankroll


# --------------------------------------------------------------------------- dialog kinds
def test_a_dialog_looks_like_its_purpose(tmp_path: Path) -> None:
    """Each purpose has its band colour; the default button is the primary (felt) one."""
    from drawpoker.ui.theme import DIALOG_KINDS

    app = make_app(tmp_path, "1280x720")
    bands = {}
    for kind in DIALOG_KINDS:
        notice = app.nav.push("notice", heading="Heading", message="Text.", kind=kind,
                              choices=[("Yes", "fold", None), ("No", "neutral", None)],
                              default=1, cancel=1)
        frames(app, 2)
        band = notice.header_rect()
        bands[kind] = tuple(app.screen.get_at((band.centerx + band.width // 4, band.centery)))[:3]
        assert [b.style for b in notice.buttons] == ["fold", "primary"]
        assert notice.buttons[1].focused
        notice.close(None)
    assert len(set(bands.values())) == len(DIALOG_KINDS)


def test_an_unknown_dialog_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown dialog kind 'oops'"):
        NoticeScene("Heading", "Text.", kind="oops")
