"""The "Hand over" box never covers the winner's cards: one line per winner who took
several pots with the same hand, and a box taller than its usual place gets a place of
its own (at 1280x720 a main and a side pot won by the player filled six lines that grew
down over his winning cards)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.cards import parse_cards
from drawpoker.engine import PotAwarded, ShowdownReveal, TableRules
from drawpoker.i18n import set_language
from drawpoker.ui.layout import compute_layout
from drawpoker.ui.layout_fit import pill_zone
from drawpoker.ui.table.director import Director
from drawpoker.ui.table.labels import describe_hand
from drawpoker.ui.table.model import SeatVisual, TableVisual
from drawpoker.ui.table.view_log import summary_box

NAMES = ["You", "Ada", "Boris", "Clara", "Dmitri", "Elena", "Fyodor", "Greta"]
SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _two_pots_won(n: int, hero: int = 0) -> TableVisual:
    """A hand of ``n`` seats where the player won the main and the side pot with two pair
    and seat 1 showed a pair: the director's visual after the awards."""
    visual = TableVisual([SeatVisual(name=nm, stack=500) for nm in NAMES[:n]])
    rules = TableRules()
    d = Director(visual, hero, speed=lambda: 0.0, describe=lambda cards: describe_hand(cards, rules))
    d.feed([ShowdownReveal(hero, tuple(parse_cards("Kc Kd Jh Js 8s")), "Two pair"),
            ShowdownReveal(1, tuple(parse_cards("Ac Ad Th 5s 2d")), "Pair of aces"),
            PotAwarded(0, 180, (hero, 1), (hero,), ((hero, 180),)),
            PotAwarded(1, 310, (hero,), (hero,), ((hero, 310),))])
    d.skip()
    return visual


@pytest.mark.reported("new-player-evening#5")
def test_a_winner_of_two_pots_with_one_hand_gets_one_line() -> None:
    visual = _two_pots_won(3)
    assert [str(line) for line in visual.summary] == [
        "You win 490 with two pair, kings and jacks, eight kicker"]
    log = [str(text) for text, kind in visual.log if kind == "win"]
    assert len(log) == 2 and "(180)" in log[0] and "side pot (310)" in log[1]


@pytest.mark.reported("new-player-evening#5")
@pytest.mark.parametrize("lang", ["en", "ru", "sk", "de"])
@pytest.mark.parametrize("size", SIZES)
def test_the_hand_over_box_covers_no_cards_and_no_plate(size: tuple[int, int], lang: str) -> None:
    """No seat's cards (lifted as a winner's too), shown hand, plate or action pill."""
    pygame.init()
    set_language(lang)
    try:
        for n in range(2, 9):
            visual = _two_pots_won(n)
            for log_open in (True, False):
                lay = compute_layout(size, n, 0, log_open=log_open)
                box, _lines = summary_box(lay, visual, 0)
                s = lay.scale
                seats = [[sl.plate, pill_zone(sl, s)]
                         + [r.union(r.move(0, -round(r.height * 0.18))) for r in (*sl.cards, *sl.shown)]
                         for sl in lay.seats.values()]
                hit = [r for rects in seats for r in rects if box.colliderect(r)]
                assert not hit, (size, n, log_open, box, hit)
    finally:
        set_language("en")


@pytest.mark.reported("new-player-evening-3#3")
def test_a_box_too_small_for_every_pot_names_the_main_pots_winner() -> None:
    """Four players all in: Elena took the main pot (1,820), Boris both side pots with
    one hand. At 960x540 with 150 % text the box named only "Boris wins 130…"; where it
    cannot hold every line, it keeps the first ones, the main pot's first."""
    from drawpoker.ui import text as ui_text

    pygame.init()
    visual = TableVisual([SeatVisual(name=nm, stack=500) for nm in NAMES[:6]])
    rules = TableRules()
    d = Director(visual, 0, speed=lambda: 0.0, describe=lambda cards: describe_hand(cards, rules))
    d.feed([ShowdownReveal(5, tuple(parse_cards("5c 4d 3h 2s Ac")), "Straight"),
            ShowdownReveal(2, tuple(parse_cards("Kc Kd 6h 6s Ad")), "Two pair"),
            ShowdownReveal(0, tuple(parse_cards("Jc Td 9h 7s 6d")), "High card"),
            PotAwarded(0, 1820, (5, 2, 0), (5,), ((5, 1820),)),
            PotAwarded(1, 90, (2, 0), (2,), ((2, 90),)),
            PotAwarded(2, 40, (2,), (2,), ((2, 40),))])
    d.skip()
    assert len(visual.summary) == 2, visual.summary
    ui_text.set_text_scale(1.5)
    try:
        for size in SIZES:
            for log_open in (True, False):
                lay = compute_layout(size, 6, 0, log_open=log_open)
                _box, lines = summary_box(lay, visual, 0)
                assert " ".join(lines).startswith("Elena wins"), (size, log_open, lines)
    finally:
        ui_text.set_text_scale(1.0)
