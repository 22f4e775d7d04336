"""Layout of the table and the screens for a window size."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui.layout import MIN_SIZE, compute_layout

# --------------------------------------------------------------------------- layout

SIZES = [(960, 540), (1280, 720), (1920, 1080), (3840, 2160), (1024, 768), (1600, 900)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", range(2, 9))
def test_layout_keeps_every_seat_inside_and_apart(size: tuple[int, int], n: int) -> None:
    lay = compute_layout(size, n, hero=0)
    window = pygame.Rect(0, 0, *size)
    plates = [lay.seats[i].plate for i in range(n)]
    for i, p in enumerate(plates):
        assert window.contains(p), f"seat {i} plate {p} outside {size}"
        assert lay.table_area.contains(p), f"seat {i} plate {p} outside the table area"
        for q in plates[i + 1:]:
            assert not p.colliderect(q), f"plates overlap at {size}, {n} seats"
    hero_cards = lay.seats[0].cards
    for a, b in zip(hero_cards, hero_cards[1:], strict=False):
        assert a.right <= b.left, "the player's cards must not overlap (they are clicked)"
    for i in range(1, n):
        for c in lay.seats[i].cards:
            for hc in hero_cards:
                assert not c.colliderect(hc), f"seat {i} cards cover the player's cards"
    c = lay.controls
    for r in (c.fold, c.call, c.raise_, c.allin, c.draw, c.slider, *c.quick):
        assert c.bar.contains(r), f"control {r} outside the bar {c.bar} at {size}"
    assert not c.fold.colliderect(c.call) and not c.call.colliderect(c.raise_)
    assert not c.raise_.colliderect(c.allin)


def test_layout_scales_with_the_window_and_rejects_bad_tables() -> None:
    small = compute_layout(MIN_SIZE, 6)
    big = compute_layout((2560, 1440), 6)
    assert big.large_card[1] == pytest.approx(small.large_card[1] * 2560 / 960, rel=0.05)
    assert big.controls.fold.height > small.controls.fold.height
    with pytest.raises(ValueError, match="n_seats"):
        compute_layout((1280, 720), 9)
    with pytest.raises(ValueError, match="hero"):
        compute_layout((1280, 720), 4, hero=4)


def test_hero_is_bottom_centre_and_seats_go_clockwise() -> None:
    lay = compute_layout((1280, 720), 6, hero=2)
    hero = lay.seats[2].point
    nxt = lay.seats[3].point
    assert hero[1] == max(s.point[1] for s in lay.seats.values())
    assert nxt[0] < hero[0], "the seat after the player sits to his left on screen (clockwise)"


@pytest.mark.reported("new-player-evening#3")
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("n", range(2, 9))
def test_a_larger_text_grows_the_plates_in_the_seats_own_room(size: tuple[int, int],
                                                               n: int) -> None:
    """At 150 % text every opponent's plate is at least 1.3 times as tall as at 100 %
    (its two rows hold the text at the size asked), grown upward over his card backs,
    which are as much shorter: the plate's bottom, the backs' top and the bet stay where
    they are at 100 %. A plate beside the middle is wider, outward only; every plate
    stays inside the table area and apart."""
    from drawpoker.ui import text as ui_text

    normal = compute_layout(size, n, hero=0)
    ui_text.set_text_scale(1.5)
    try:
        large = compute_layout(size, n, hero=0)
    finally:
        ui_text.set_text_scale(1.0)
    grew_wider = 0
    for i in range(1, n):
        a, b = normal.seats[i], large.seats[i]
        assert b.plate.height >= 1.3 * a.plate.height, (i, a.plate, b.plate)
        assert b.plate.bottom == a.plate.bottom and b.bet == a.bet, (i, a, b)
        assert b.cards[0].top == a.cards[0].top, (i, a.cards[0], b.cards[0])
        assert b.cards[0].bottom <= b.plate.top, (i, b.cards[0], b.plate)
        if a.point[0] < normal.center[0]:  # left of the middle: the right edge stays
            assert b.plate.right == a.plate.right and b.plate.left <= a.plate.left
        else:
            assert b.plate.left == a.plate.left and b.plate.right >= a.plate.right
        grew_wider += b.plate.width > a.plate.width
        assert large.table_area.contains(b.plate), (i, b.plate)
        for k in range(i + 1, n):
            assert not b.plate.colliderect(large.seats[k].plate), (i, k)
    assert grew_wider >= (n - 2 if n > 2 else 0), (n, grew_wider)
