"""Going broke: only a broke player gets a fresh bankroll from the house; short for the stakes or out of chips with a bankroll left is told, no chips given (real App, real pygame events)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker.engine import (
    TableRules,
)
from drawpoker.session.table.busted import Busted
from drawpoker.ui.app import App
from tests.support.harness import Harness
from tests.support.screens import click, frames, key, row, title_button
from tests.support.table import BUY_IN, fold_until_over


@pytest.mark.reported("new-player#6-19")
def test_play_now_when_broke_says_the_house_refills_and_stats_mark_it(app: App) -> None:
    from drawpoker.ui.scenes.dialog import NoticeScene
    from drawpoker.ui.scenes.profile import ProfileScene

    app.settings = app.settings.replace(confirm_free_fold=False)  # F folds, free check or not
    app.profile.reset(0)  # broke
    click(app, title_button(app, "Play now").center)
    frames(app, 2)
    notice = app.stack.top
    assert isinstance(notice, NoticeScene), "the refill is told, not silent"
    assert "fresh bankroll of 1,000" in notice.message
    refills = app.profile.refills()
    assert [(amount) for _h, amount, _at in refills] == [1000]
    key(app, pygame.K_RETURN)
    table = app.stack.top
    assert type(table).__name__ == "TableScene"
    # play one hand (fold), then the statistics mark the refill at that hand
    for _ in range(4000):
        if table.mode in ("over", "busted"):
            break
        if table.mode == "bet":
            key(app, pygame.K_f, "f")
        elif table.mode == "draw":
            key(app, pygame.K_RETURN, "\r")
        elif table.mode == "show":
            key(app, pygame.K_m, "m")
        else:
            frames(app, 1)
    assert table.mode in ("over", "busted")
    st = app.profile.statistics()
    assert st.refills == ((1, 1000),)  # the first hand after the refill, point 1 of the chart
    # the profile screen explains the jump
    table.leave()
    frames(app, 2)
    assert type(app.stack.top).__name__ == "SittingSummaryScene"  # the sitting, summed up
    key(app, pygame.K_RETURN)
    frames(app, 1)
    click(app, title_button(app, "Profile").center)
    scene = app.stack.top
    assert isinstance(scene, ProfileScene)
    assert row(scene, "Fresh bankrolls from the house").text_value() == "1 (1,000 chips)"


@pytest.mark.reported("new-player#6-19")
def test_out_of_chips_with_an_empty_bankroll_offers_a_fresh_bankroll(tmp_path: Path) -> None:
    h = Harness(tmp_path, seed=11)
    h.app.settings = h.app.settings.replace(confirm_free_fold=False)  # F folds, free check or not
    try:
        profile = h.app.profile
        profile.reset(1000)
        rules = TableRules.from_dict({"structure": "no-limit", "ante": 10, "max_buy_in": 100})
        t = h.sit_down(rules=rules, buy_in=1000)  # the whole bankroll goes on the table
        h.key(pygame.K_SPACE, " ")
        assert t.bankroll == 0
        for _ in range(10):
            mode = h.wait_mode("bet", "draw", "show", "over", "busted")
            if mode in ("over", "busted"):
                break
            h.key({"bet": pygame.K_f, "draw": pygame.K_RETURN, "show": pygame.K_m}[mode])
        t.table.seats[t.hero].stack = 0  # lost everything (arranged between hands)
        assert h.wait_mode("busted") == "busted"
        h.frames(1)
        rebuy = t.bar.buttons["rebuy"]
        assert rebuy.enabled and rebuy.label == "Fresh bankroll"  # never a disabled "Rebuy 0"
        h.click(rebuy.rect.center)
        assert [amount for _h, amount, _at in profile.refills()] == [1000]
        assert t.table.seats[t.hero].stack == 1000
        lines = [str(text) for text, _kind in t.visual.log]
        gift = lines.index("The house gives you a fresh bankroll of 1,000.")  # the real gift,
        assert lines[gift + 1] == "You buy in for 1,000."  # not what is left after the buy-in
    finally:
        h.close()


def _out_of_chips(h: Harness):  # type: ignore[no-untyped-def]
    """Sit down (F folds, free check or not), fold hands until one ends, then empty the
    player's stack between hands: the table offers what a busted player gets."""
    h.app.settings = h.app.settings.replace(confirm_free_fold=False)
    t = h.sit_down(persist=False)
    h.key(pygame.K_SPACE, " ")
    for _ in range(10):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode in ("over", "busted"):
            break
        h.answer(mode, bet="f")
    t.table.seats[t.hero].stack = 0
    assert h.wait_mode("busted") == "busted"
    return t


@pytest.mark.harness(seed=11)
def test_out_of_chips_offers_rebuy(h: Harness) -> None:
    t = _out_of_chips(h)
    bankroll = t.bankroll
    h.click(t.bar.buttons["rebuy"].rect.center)
    assert t.table.seats[t.hero].stack == BUY_IN
    assert t.bankroll == bankroll - BUY_IN


def test_short_for_the_stakes_is_told_and_no_chips_are_given(app: Any) -> None:
    from drawpoker.ui.scenes.dialog import NoticeScene
    from drawpoker.ui.scenes.title import TitleScene

    app.profile.reset(1000)
    # an in-memory set-up the settings file would not hold (not validated, not saved)
    object.__setattr__(app.settings, "last_table", {"rules": {"structure": "no-limit", "ante": 100,
                                                              "min_buy_in": 20, "max_buy_in": 50},
                                                    "seats": 3, "buy_in_units": 20})
    app.save_settings()
    click(app, title_button(app, "Play now").center)
    frames(app, 2)
    notice = app.stack.top
    assert isinstance(notice, NoticeScene), type(notice).__name__
    assert notice.heading == "Not enough chips for this table"
    assert "Your bankroll (1,000) does not cover this table's minimum buy-in of 2,000" \
        in notice.message
    assert app.profile.refills() == [] and app.profile.bankroll == 1000
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1


def test_out_of_chips_but_not_broke_offers_no_fresh_bankroll(tmp_path: Path) -> None:
    h = Harness(tmp_path, seed=11)
    h.app.settings = h.app.settings.replace(confirm_free_fold=False)  # F folds, free check or not
    try:
        profile = h.app.profile
        profile.reset(3000)
        rules = TableRules.from_dict({"structure": "no-limit", "ante": 100, "min_buy_in": 20,
                                      "max_buy_in": 20})
        t = h.sit_down(rules=rules, buy_in=2000)  # 1,000 left in the bankroll
        h.key(pygame.K_SPACE, " ")
        fold_until_over(h)
        t.table.seats[t.hero].stack = 0  # lost everything (arranged between hands)
        assert h.wait_mode("busted") == "busted"
        h.frames(1)
        assert t.bankroll == 1000
        assert t.session.busted(t.hero).kind is Busted.SMALLER_STAKES
        h.click(t.bar.buttons["rebuy"].rect.center)  # where the button would be: nothing given
        h.frames(2)
        assert profile.refills() == [] and t.table.seats[t.hero].stack == 0
        assert t.mode == "busted"
    finally:
        h.close()


@pytest.mark.reported("fresh new player: Enter did nothing at the out-of-chips offer")
@pytest.mark.harness(seed=11)
def test_out_of_chips_rebuy_and_leave_have_keys(h: Harness) -> None:
    """Enter (or R) takes the rebuy offered, as the mouse does (L is Leave table)."""
    t = _out_of_chips(h)
    bankroll = t.bankroll
    h.key(pygame.K_RETURN, "\r")
    assert t.table.seats[t.hero].stack == BUY_IN
    assert t.bankroll == bankroll - BUY_IN


def test_a_topped_up_bankroll_logs_the_gift_and_the_bankroll_it_makes() -> None:
    from drawpoker.ui.table.sitting import fresh_bankroll_line

    assert str(fresh_bankroll_line(1000, 1000)) == \
        "The house gives you a fresh bankroll of 1,000."
    assert str(fresh_bankroll_line(970, 1000)) == \
        "The house gives you 970: your bankroll is 1,000 again."
