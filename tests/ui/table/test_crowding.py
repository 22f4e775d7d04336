"""What crowded the table (issue #16): the dealer button on the next seat's action
label, the "Hand over" box jumping from hand to hand, the "Thinking." badge changing
width with every dot (real App, real pygame events)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker.engine import TableRules
from drawpoker.ui.layout import button_rect
from drawpoker.ui.table import view_log
from tests.support.harness import Harness
from tests.support.table import pills_drawn, play_out_checking

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
EIGHT = [("Testov", "rock"), ("Calling Station", "station"), ("Zofia the Great", "maniac"),
         ("Te", "shark"), ("Ada", "rock"), ("Bertholdina", "station"), ("Oskar", "maniac")]
ANTE = TableRules.from_dict({"structure": "no-limit", "ante": 10})


@pytest.mark.reported("issue-16#9")
@pytest.mark.parametrize("n", [6, 8])
def test_the_dealer_button_covers_no_action_label(h: Harness, n: int,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """"Raises to 15[7]": the button covered the last digits of the next seat's label."""
    t = h.sit_down(persist=False, rules=ANTE, opponents=EIGHT[: n - 1], buy_in=1000)
    h.until(lambda: not t.director.busy, 600)
    for size in SIZES:
        h.resize(size)
        lay = t.layout
        for sv in t.visual.seats:
            sv.last_action = "Raises to 1,575"
        pills = pills_drawn(h, monkeypatch, (44, 52, 58))
        assert len(pills) >= n - 1
        for seat, sl in lay.seats.items():
            b = button_rect(sl.button, lay.scale)
            assert b.collidelist(pills) == -1, (size, n, seat, b, pills)


@pytest.mark.reported("issue-16#15")
@pytest.mark.harness(seed=9, size=(1280, 720))
def test_the_hand_over_box_stays_in_one_place(h: Harness) -> None:
    t = h.sit_down(persist=False, rules=ANTE, opponents=EIGHT[:5], buy_in=1000)
    places = set()
    for _ in range(6):
        play_out_checking(h)
        if t.visual.summary:
            rect, _lines = view_log.summary_box(t.layout, t.visual, t.hero)
            places.add((rect.x, rect.top, rect.width))
        h.key(pygame.K_RETURN, "\r")
    assert len(places) == 1, places


@pytest.mark.reported("issue-16#16")
@pytest.mark.harness(seed=5, speed="slow")
def test_the_thinking_badge_keeps_its_width(h: Harness,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from drawpoker.ui.theme import GOLD

    t = h.sit_down(persist=False, rules=ANTE, buy_in=1000)
    assert h.until(lambda: not t.director.busy and t.hand.to_act not in (None, t.hero), 1500)
    widths = set()
    for k in range(3):  # one, two and three dots
        t.time = k / 3 + 0.01
        pills = pills_drawn(h, monkeypatch, GOLD)
        widths.add(tuple(sorted(p.width for p in pills)))
    assert len(widths) == 1, widths


def _pot_pixels(h: Harness, t: Any, amount: int) -> int:
    """Pixels of the pot's area that differ from the table without a pot."""
    lay = t.layout
    zone = pygame.Rect(0, 0, round(200 * lay.scale), round(110 * lay.scale))
    zone.midbottom = (round(lay.pot[0]), round(lay.pot[1] + 8 * lay.scale))
    shots = []
    for pot in (0, amount):
        t.visual.pots = [pot] if pot else []
        h.app.stack.draw(h.app.screen)
        shots.append(pygame.surfarray.array3d(h.app.screen.subsurface(zone)).astype(int))
    return int((abs(shots[0] - shots[1]).sum(axis=2) > 60).sum())


@pytest.mark.reported("issue-16#14")
def test_the_pot_pile_grows_with_the_pot(h: Harness) -> None:
    """One tiny stack whatever the pot held: 300 looked like 1,000."""
    t = h.sit_down(persist=False, rules=ANTE, buy_in=1000)
    assert h.until(lambda: t.mode == "bet", 2000)
    for sv in t.visual.seats:
        sv.bet = 0
    sizes = [_pot_pixels(h, t, amount) for amount in (60, 300, 1000, 3000)]
    assert sizes[0] < sizes[1] < sizes[2] < sizes[3], sizes
    assert sizes[2] > 1.4 * sizes[1], sizes


@pytest.mark.reported("issue-16#10")
@pytest.mark.reported("issue-16#11")
def test_eight_seats_keep_bets_labels_cards_and_names_apart(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """Eight seats: a bet's chips landed on the deck, showdown names fell on each other at
    960×540, shown cards touched the window edge and names were cut ("Te…",
    "Calling Stati…"); a six-letter name read "Test…" beside a Drew 4 tag."""
    from drawpoker.ui.layout import bet_rect
    from drawpoker.ui.table.view_seats import shown_labels
    from tests.support.table import texts_drawn_now

    t = h.sit_down(persist=False, rules=ANTE, opponents=EIGHT, buy_in=1000)
    h.until(lambda: not t.director.busy, 600)
    for size in (*SIZES, (1280, 720)):
        h.resize(size)
        lay = t.layout
        cw, ch = lay.small_card
        for pt in (lay.deck, lay.muck):
            stub = pygame.Rect(round(pt[0] - cw / 2), round(pt[1] - ch / 2), cw, ch)
            for seat, sl in lay.seats.items():
                if not sl.is_hero:
                    assert not bet_rect(sl.bet, lay.scale).colliderect(stub), (size, seat)
        edge = round(6 * lay.scale)
        for seat, sl in lay.seats.items():
            for r in sl.shown:
                assert r.left >= lay.table_area.left + edge and \
                    r.right <= lay.table_area.right - edge, (size, seat, r)
        for sv in t.visual.seats:
            sv.hand_name = "Two pair, eights and fours, ace kicker"
            sv.drawn, sv.folded = 4, False
        rects = [r.inflate(8, 4) for _img, r in shown_labels(lay, t.snapshot()).values()]
        for k, r in enumerate(rects):
            assert r.collidelist(rects[k + 1:]) == -1, (size, k, r, rects)
        drawn = texts_drawn_now(h, monkeypatch)
        for name, _style in EIGHT:
            assert name in drawn, (size, name, [d for d in drawn if "…" in d])


@pytest.mark.reported("new-player-evening#3")
@pytest.mark.parametrize("n", [6, 8])
def test_a_larger_text_keeps_the_action_labels_off_the_bets(
        h: Harness, n: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Raises to 157" lay under Boris's chips at 960×540 and 150 % text: every seat's
    action pill, as drawn, clear of every seat's bet (its widest pile and amount)."""
    from drawpoker.ui.layout import bet_rect

    t = h.sit_down(persist=False, rules=ANTE, opponents=EIGHT[: n - 1], buy_in=1000)
    h.until(lambda: not t.director.busy, 600)
    for percent in (125, 150):
        h.app.change_settings(text_size=percent)
        for size in (*SIZES, (1280, 800)):
            h.resize(size)
            lay = t.layout
            for sv in t.visual.seats:
                sv.last_action = "Raises to 157"
            pills = pills_drawn(h, monkeypatch, (44, 52, 58))
            assert len(pills) >= n - 1
            bets = [bet_rect(sl.bet, lay.scale) for sl in lay.seats.values() if not sl.is_hero]
            for pill in pills:
                assert pill.collidelist(bets) == -1, (percent, size, pill, bets)
