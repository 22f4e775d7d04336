"""The table's chips and betting words tell the truth (new player's findings 3, 9, 13, 14).

Driven through a real :class:`App` with real pygame events (see ``test_ui_harness``):
posted blinds are drawn as bets and counted in every pot figure, the betting buttons never
offer one action twice, stale words leave the seats, and confirmations follow the settings.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_ui_harness import Harness

from drawpoker.engine import ActionType, HandStarted, PlayerActed, TableRules
from drawpoker.ui.scenes.notice import NoticeScene

BLINDS = {"game": "ace-to-five", "structure": "pot-limit", "ante": 25, "small_blind": 10,
          "big_blind": 20}


@pytest.fixture
def h(tmp_path: Path):  # type: ignore[no-untyped-def]
    harness = Harness(tmp_path, seed=5)
    yield harness
    harness.close()


def _answer(h: Harness, mode: str) -> None:
    """Check/call at a bet, stand pat at the draw, show at the showdown, else next hand."""
    if mode == "bet":
        h.key(pygame.K_c, "c")
    elif mode == "show":
        h.key(pygame.K_s, "s")
    else:
        h.key(pygame.K_RETURN, "\r")


def test_posted_blinds_are_bets_in_front_of_the_posters_and_count_in_the_pot(h: Harness) -> None:
    """Finding 3: the blinds stay in front of whoever posted them (only the antes are
    gathered), and the Pot quick size, the pot odds and the total all count them."""
    h.app.settings["advisor"] = True
    t = h.sit_down(persist=False, rules=TableRules.from_dict(BLINDS), buy_in=1000)
    for _ in range(30):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        assert mode != "busted"
        view = t.hand.view(t.hero)
        if mode != "bet" or view.phase.value != "first-betting":
            _answer(h, mode)
            continue
        start = next(e for e in t.hand.events if isinstance(e, HandStarted))
        acted = {e.seat for e in t.hand.events if isinstance(e, PlayerActed)}
        for seat, blind in ((start.small_blind_seat, 10), (start.big_blind_seat, 20)):
            if seat not in acted:
                assert t.visual.seats[seat].bet == blind, "the blind is drawn in front of its poster"
        shown = sum(t.visual.pots) + sum(sv.bet for sv in t.visual.seats)
        assert shown == view.pot_total, "every chip in play is on the table"
        assert sum(t.visual.pots) == 25 * t.n, "only the antes went to the pot"
        la = t.legal
        if la.call_amount:
            line = t.advisor_lines()[0]
            assert f"to win {view.pot_total:,}" in line, line
        if t.quick[3].visible:
            h.click(t.quick[3].rect.center)
            # RULES.md §4: raise to the current bet + the pot after calling, blinds counted
            want = la.current_bet + view.pot_total + la.call_amount
            assert t.amount == min(want, la.allin_to) == la.max_to
            return
        _answer(h, mode)
    pytest.fail("never had a turn before the draw with the Pot button")
