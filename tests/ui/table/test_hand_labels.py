"""Every seat's shown hand name sits next to its own cards and never under the centre's
"Hand over" box, at every window size, seat count and dealer-button seat (found by a
fresh user: the top seat's "Pair of tens, ace kicker" was pushed down by the button to
the middle of the felt, under the box)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.cards import parse_cards
from drawpoker.evaluator import evaluate
from drawpoker.ui.layout import compute_layout
from drawpoker.ui.layout_fit import button_rect, pill_zone
from drawpoker.ui.table.text_fit import hand_labels
from drawpoker.ui.table.view_log import PLACE_LINES, summary_place


@pytest.mark.reported("fresh-user#now6")
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("log_open", [True, False])
def test_hand_names_stay_by_their_cards_and_off_the_centre_box(
        size: tuple[int, int], log_open: bool) -> None:
    pygame.init()
    name = evaluate(parse_cards("Tc Td Ac 6d 3d")).describe()
    for n in range(2, 9):
        lay = compute_layout(size, n, 0, log_open=log_open)
        s = lay.scale
        width, cx, top = summary_place(lay, 0)
        box = pygame.Rect(0, top, width, round(46 * s + PLACE_LINES * lay.font_px * 1.4))
        box.centerx = cx
        for button in lay.seats:
            placed = hand_labels(lay, tuple((i, name) for i in lay.seats), 0,
                                 button_rect(lay.seats[button].button, s))
            for i, (_img, rect) in placed.items():
                sl = lay.seats[i]
                seat = sl.plate.unionall([*sl.cards, *sl.shown, pill_zone(sl, s)])
                gap = max(seat.left - rect.right, rect.left - seat.right,
                          seat.top - rect.bottom, rect.top - seat.bottom, 0)
                where = f"{n} seats, button at {button}, seat {i}: {rect}"
                assert gap <= 24 * s, f"far from its cards: {where}"
                assert not rect.colliderect(box), f"under the Hand over box: {where}"


@pytest.mark.reported("new-player-evening#10")
@pytest.mark.parametrize("lang", ["en", "ru", "sk", "de"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("log_open", [True, False])
def test_a_shown_hand_name_covers_no_other_seats_action_pill_nor_the_edge(
        size: tuple[int, int], lang: str, log_open: bool) -> None:
    """At 960x540 Ada's "Full house, aces over jacks" ran to the window's edge and over
    Boris's "Folds": a hand name keeps off every other seat's action pill, and its panel
    keeps a margin of 10 pixels (at 1280x720) from the table area's edges."""
    from drawpoker.i18n import set_language
    from drawpoker.ui.table.text_fit import hand_label

    pygame.init()
    set_language(lang)
    try:
        names = [evaluate(parse_cards(c)).describe() for c in ("Ac Ad Ah Jc Js", "Tc Td Ac 6d 3d")]
        for n in range(2, 9):
            lay = compute_layout(size, n, 0, log_open=log_open)
            s = lay.scale
            for name in names:
                for i, sl in lay.seats.items():
                    if sl.is_hero:
                        continue
                    _img, r = hand_label(lay, i, name)
                    panel = r.inflate(round(14 * s), round(6 * s))
                    where = f"{n} seats, seat {i}: {panel}"
                    assert panel.left >= lay.table_area.left + 10 * s, where
                    assert panel.right <= lay.table_area.right - 10 * s, where
                    for j, other in lay.seats.items():
                        if j != i:
                            assert not panel.colliderect(pill_zone(other, s)), (where, j)
    finally:
        set_language("en")
