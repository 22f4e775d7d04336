"""House rules at the table: jackpots says why there is no Bet button, wild cards are marked and the openers shown (real App, real pygame events)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from drawpoker.engine import ActionType, TableRules
from drawpoker.ui.table import labels
from tests.support.harness import Harness
from tests.support.table import bet_turn, fold_until_over, play_out_checking, texts_drawn_now


@pytest.mark.reported("new-player-2#10")
@pytest.mark.harness(seed=5)
def test_jackpots_says_why_there_is_no_bet_button(h: Harness,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """At jacks or better the Bet button vanished without a word when the
    player could not open; now the line says "You need jacks or better to open."."""
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10,
                                  "open_requirement": "jacks-or-better"})
    t = h.sit_down(persist=False, rules=rules, opponents=[("Ada", "rock"), ("Bo", "rock")],
                   buy_in=500)
    seen_closed = seen_open = False
    for _ in range(30):
        la = bet_turn(h, t)
        if la is not None and la.current_bet == 0 and ActionType.CHECK in la.kinds:
            texts = texts_drawn_now(h, monkeypatch)
            said = "You need jacks or better to open." in texts
            if ActionType.BET in la.kinds:
                seen_open = True
                assert not said, "he can open: no such line"
            else:
                seen_closed = True
                assert not t.bar.buttons["raise"].visible
                assert said, "the missing Bet button is explained"
            if seen_closed and seen_open:
                return
        play_out_checking(h)
        h.key(pygame.K_RETURN, "\r")
    assert seen_closed, "the player never faced an unopened pot without openers"


@pytest.mark.reported("new-player#6-19")
def test_wild_cards_are_marked_and_openers_show_on_the_table(tmp_path: Path) -> None:
    from drawpoker.engine import OpenersShown, TableRules
    from drawpoker.ui import theme

    h = Harness(tmp_path, seed=4)  # seed 4: the player is dealt a deuce; the opener wins unseen
    try:
        rules = TableRules.from_dict({"structure": "fixed-limit", "ante": 10, "wild": "deuces",
                                      "open_requirement": "jacks-or-better"})
        t = h.sit_down(rules=rules, persist=False)
        h.key(pygame.K_SPACE, " ")
        assert h.wait_mode("bet") == "bet"
        h.frames(20)
        cards = [sp.card for sp in t.visual.seats[t.hero].cards]
        assert any(c.rank == 2 for c in cards)
        rects = t.layout.seats[t.hero].cards
        for card, rect in zip(cards, rects, strict=True):
            # a wild card's gold outline, just outside its left edge
            badge_pixel = h.app.screen.get_at((rect.left - 1, rect.centery))[:3]
            is_gold = all(abs(a - b) < 40 for a, b in zip(badge_pixel, theme.GOLD, strict=True))
            assert is_gold == (card.rank == 2), (card, badge_pixel)
        assert labels.wild_mark(t.rules.wild, cards[[c.rank for c in cards].index(2)]) == "WILD"
        for _ in range(20):
            mode = h.wait_mode("bet", "draw", "show", "over", "busted")
            if mode in ("over", "busted"):
                break
            h.key({"bet": pygame.K_f, "draw": pygame.K_RETURN, "show": pygame.K_m}[mode])
        shown = [e for e in t.hand.events if isinstance(e, OpenersShown)]
        assert shown
        opener = t.visual.seats[shown[0].seat]
        assert str(opener.hand_name).startswith("Openers: ")  # on the table, at his seat
    finally:
        h.close()


@pytest.mark.reported("new-player-evening-2#20")
def test_the_openers_named_on_the_table_are_face_up(tmp_path: Path) -> None:
    # "Openers: A♥ A♦" stood under the opener's five face-down cards
    from drawpoker.engine import OpenersShown, TableRules

    h = Harness(tmp_path, seed=4)  # seed 4: the opener wins unseen (nobody calls)
    try:
        rules = TableRules.from_dict({"structure": "fixed-limit", "ante": 10, "wild": "deuces",
                                      "open_requirement": "jacks-or-better"})
        t = h.sit_down(rules=rules, persist=False)
        h.key(pygame.K_SPACE, " ")
        fold_until_over(h)
        h.frames(30)
        shown = [e for e in t.hand.events if isinstance(e, OpenersShown)]
        assert shown and shown[0].seat != t.hero
        opener = t.visual.seats[shown[0].seat]
        assert str(opener.hand_name).startswith("Openers: ")
        up = [sp.card for sp in opener.cards if sp is not None and sp.face_up]
        assert set(shown[0].cards) <= set(up)
        assert len(up) == len(shown[0].cards)  # the rest of his hand stays face down
    finally:
        h.close()
