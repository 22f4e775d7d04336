"""Misclick safety (issue #16): *Stand pat* with nothing marked on a hand that is not
made asks once (setting ``confirm_stand_pat``); a draw waits a moment with an *Undo*
button (setting ``undo_draw``); all in asks by default (real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.cards import parse_cards
from drawpoker.engine import Discarded, TableRules
from drawpoker.persistence.settings import Settings
from drawpoker.session.confirmations import DRAW_UNDO_SECONDS, is_made_hand, stand_pat_question
from drawpoker.ui.scenes.dialog import NoticeScene
from tests.support.harness import Harness
from tests.support.screens import reach_draw

ANTE = TableRules.from_dict({"structure": "no-limit", "ante": 10})


def _my_draws(t) -> list[Discarded]:  # type: ignore[no-untyped-def]
    return [e for e in t.hand.events if isinstance(e, Discarded) and e.seat == t.hero]


def test_all_in_and_standing_pat_ask_by_default() -> None:
    s = Settings()
    assert s.confirm_allin and s.confirm_stand_pat and s.undo_draw


@pytest.mark.parametrize(("cards", "game", "made"), [
    ("2c 3d 4h 5s 6c", "high", True), ("Ah Kh 9h 5h 2h", "high", True),
    ("As Ad Kc Kd 3h", "high", False), ("As Kd 9c 5h 2d", "high", False),
    ("Jk Ad Kd Qd Td", "high", True),
    ("2c 3d 4h 5s 7c", "deuce-to-seven", True), ("2c 3d 4h 5s 6c", "deuce-to-seven", False),
    ("Ac 2d 3h 4s 6c", "ace-to-five", True), ("Ac Ad 3h 4s 6c", "ace-to-five", False),
])
def test_a_made_hand_needs_no_draw(cards: str, game: str, made: bool) -> None:
    hand = parse_cards(cards)
    assert is_made_hand(hand, game, "joker" if "Jk" in cards else "none") is made
    assert (stand_pat_question(hand, 0, game=game, wild="joker" if "Jk" in cards else "none")
            is None) is made
    assert stand_pat_question(hand, 2, game=game) is None


@pytest.mark.reported("issue-16")
@pytest.mark.harness(seed=3)
def test_standing_pat_on_nothing_asks_once(h: Harness) -> None:
    h.app.settings = h.app.settings.replace(confirm_stand_pat=True)
    t = h.sit_down(persist=False, rules=ANTE, buy_in=1000)
    for _ in range(8):
        if reach_draw(h, t) and not is_made_hand(t.seat.own_cards()):
            break
        h.until(lambda: t.mode == "over", 4000)
        h.key(pygame.K_RETURN, "\r")
    else:
        pytest.fail("no draw on a hand that is not made")
    h.key(pygame.K_RETURN, "\r")  # Stand pat, nothing marked
    top = h.app.stack.top
    assert isinstance(top, NoticeScene), "standing pat on nothing did not ask"
    assert not _my_draws(t)
    h.key(pygame.K_ESCAPE)  # Choose cards
    assert h.app.stack.top is t and t.mode == "draw"
    h.key(pygame.K_RETURN, "\r")  # asked once: now it stands pat
    assert h.app.stack.top is t
    assert _my_draws(t) and _my_draws(t)[0].count == 0


@pytest.mark.reported("issue-16")
@pytest.mark.harness(seed=3)
def test_a_draw_waits_for_its_undo(h: Harness) -> None:
    h.app.settings = h.app.settings.replace(undo_draw=True)
    t = h.sit_down(persist=False, rules=ANTE, buy_in=1000)
    assert reach_draw(h, t)
    h.key(pygame.K_1, "1")
    h.key(pygame.K_2, "2")
    h.click(t.bar.buttons["draw"].rect.center)  # Draw 2
    assert t.pick.pending is not None and not _my_draws(t)
    h.frames(2)
    assert t.bar.buttons["draw"].label == "Undo"
    h.click(t.bar.buttons["draw"].rect.center)  # Undo
    assert t.pick.pending is None and not _my_draws(t) and t.pick.selected == {0, 1}
    h.key(pygame.K_RETURN, "\r")  # Draw 2 again, then let the moment pass
    assert t.pick.pending is not None
    h.frames(round(DRAW_UNDO_SECONDS * 60) + 5)
    assert _my_draws(t) and _my_draws(t)[0].count == 2


@pytest.mark.reported("issue-16")
@pytest.mark.harness(seed=3)
def test_backspace_takes_a_draw_back_and_enter_draws_at_once(h: Harness) -> None:
    h.app.settings = h.app.settings.replace(undo_draw=True)
    t = h.sit_down(persist=False, rules=ANTE, buy_in=1000)
    assert reach_draw(h, t)
    h.key(pygame.K_3, "3")
    h.key(pygame.K_RETURN, "\r")
    h.key(pygame.K_BACKSPACE)
    assert t.pick.pending is None and t.pick.selected == {2} and not _my_draws(t)
    h.key(pygame.K_RETURN, "\r")
    h.key(pygame.K_RETURN, "\r")
    assert _my_draws(t) and _my_draws(t)[0].count == 1
