"""Only a broke player gets a fresh bankroll from the house (finding 6, verifier's new
problem 3): a player merely short for a table's stakes is sent to smaller stakes, so a
big table never hands out free chips. Real pygame events through the App."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402

from tests.test_ui_screens import click, frames, key, title_button  # noqa: E402


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
    from drawpoker.engine import TableRules
    from tests.test_ui_harness import Harness

    h = Harness(tmp_path, seed=11)
    try:
        profile = h.app.profile
        profile.reset(3000)
        rules = TableRules.from_dict({"structure": "no-limit", "ante": 100, "min_buy_in": 20,
                                      "max_buy_in": 20})
        t = h.sit_down(rules=rules, buy_in=2000)  # 1,000 left in the bankroll
        h.key(pygame.K_SPACE, " ")
        for _ in range(10):
            mode = h.wait_mode("bet", "draw", "show", "over", "busted")
            if mode in ("over", "busted"):
                break
            h.key({"bet": pygame.K_f, "draw": pygame.K_RETURN, "show": pygame.K_m}[mode])
        t.table.seats[t.hero].stack = 0  # lost everything (arranged between hands)
        assert h.wait_mode("busted") == "busted"
        h.frames(1)
        assert t.bankroll == 1000 and not t.can_rebuy()
        h.click(t.buttons["rebuy"].rect.center)  # where the button would be: nothing given
        h.frames(2)
        assert profile.refills() == [] and t.table.seats[t.hero].stack == 0
        assert t.mode == "busted"
    finally:
        h.close()
