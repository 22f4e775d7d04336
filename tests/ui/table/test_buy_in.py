"""Buying in at the table: a buy-in cut to the bankroll is told, a full one is only logged (real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.engine import TableRules
from drawpoker.ui.scenes.dialog import NoticeScene
from tests.support.harness import Harness


def _log_texts(t) -> list[str]:  # type: ignore[no-untyped-def]
    return [str(text) for text, _kind in t.visual.log]


def _open_profile(h: Harness) -> None:
    """Start the app's scenes (that opens the profile), then clear them for the table."""
    h.app.start_scenes()
    h.frames(2)
    h.app.stack.clear()


@pytest.mark.reported("new-player-2#6")
@pytest.mark.harness(seed=5)
def test_a_buy_in_cut_to_the_bankroll_is_told(h: Harness) -> None:
    """Setup said 1,000, he sat down with his whole bankroll of 860 and nothing
    said so: the log says "You buy in for 860." and a notice says the buy-in was cut
    (not a toast: it covered the top seat's cards, issue #16 item 13)."""
    _open_profile(h)
    h.app.profile.reset(860)
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10, "max_buy_in": 200})
    t = h.sit_down(buy_in=1000, rules=rules)
    h.frames(2)
    assert t.table.seats[t.hero].bankroll == 0
    assert "You buy in for 860." in _log_texts(t)
    assert h.app.toast is None
    notice = h.app.stack.top
    assert isinstance(notice, NoticeScene), "the cut buy-in is not told"
    assert "860" in notice.message and "1,000" in notice.message
    h.key(pygame.K_RETURN, "\r")
    assert h.app.stack.top is t, "told once"
    h.frames(30)
    assert h.app.stack.top is t


@pytest.mark.reported("new-player-evening: the buy-in notice was a tall, narrow box")
@pytest.mark.harness(seed=5)
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_buy_in_notice_is_a_dialog_wider_than_it_is_tall(
        h: Harness, size: tuple[int, int]) -> None:
    """It was squeezed on the felt between the antes and the seats at 1280x720: four lines
    of three words in a box 140 pixels wide."""
    _open_profile(h)
    h.app.profile.reset(390)
    h.sit_down(buy_in=500, rules=TableRules.from_dict({"structure": "no-limit", "ante": 10}))
    h.until(lambda: isinstance(h.app.stack.top, NoticeScene), 300)
    h.resize(size)
    notice = h.app.stack.top
    assert isinstance(notice, NoticeScene) and "390" in notice.message
    assert notice.box.width >= 2 * notice.box.height, notice.box
    assert notice.heading == "Your buy-in"


@pytest.mark.harness(seed=5)
def test_a_full_buy_in_is_logged_without_a_toast(h: Harness) -> None:
    _open_profile(h)
    h.app.profile.reset(5000)
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10, "max_buy_in": 200})
    t = h.sit_down(buy_in=500, rules=rules)
    h.frames(2)
    assert "You buy in for 500." in _log_texts(t)
    assert getattr(h.app, "toast", None) is None and t.note.told is None


def _panels_drawn(h: Harness, monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    from drawpoker.ui import paint

    got: list[pygame.Rect] = []
    real = paint.panel

    def spy(surface, rect, *a, **kw):  # type: ignore[no-untyped-def]
        got.append(pygame.Rect(rect))
        return real(surface, rect, *a, **kw)

    monkeypatch.setattr(paint, "panel", spy)
    h.app.stack.draw(h.app.screen)
    monkeypatch.setattr(paint, "panel", real)
    return got
