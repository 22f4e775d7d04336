"""The shared button look: brass rim, wood/felt inlay, one face per state, the focus
ring, the icon's room (:mod:`drawpoker.ui.widgets.button_face`, ``buttons``)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui.widgets.button_face import button_face, draw_focus_ring
from drawpoker.ui.widgets.buttons import FancyButton

SIZE = (200, 48)


@pytest.fixture(autouse=True)
def _pygame() -> None:
    pygame.init()


def _inlay(state: str, style: str = "neutral") -> tuple[int, int, int]:
    """The inlay's mean colour (inside the rim)."""
    face = button_face(SIZE, style, state, 9)
    mean = pygame.transform.average_color(face, pygame.Rect(20, 6, SIZE[0] - 40, SIZE[1] - 12))
    return (mean[0], mean[1], mean[2])


def test_every_state_has_its_own_face() -> None:
    normal, hover, down, off = (_inlay(s) for s in ("normal", "hover", "down", "disabled"))
    assert sum(hover) > sum(normal) + 30  # lit under the pointer
    assert sum(down) < sum(normal)  # sunk when held
    assert max(off) - min(off) < max(normal) - min(normal)  # greyed when unusable


def test_the_rim_is_brass_and_lights_under_the_pointer() -> None:
    rest = button_face(SIZE, "neutral", "normal", 9).get_at((SIZE[0] // 2, 0))
    lit = button_face(SIZE, "neutral", "hover", 9).get_at((SIZE[0] // 2, 0))
    assert rest.r > rest.g > rest.b and rest.r > 180  # gold-brown, not grey
    assert lit.r + lit.g > rest.r + rest.g


def test_menu_faces_are_wood_and_felt() -> None:
    wood, felt = _inlay("normal"), _inlay("normal", "primary")
    assert wood[0] > wood[1] > wood[2]  # warm brown
    assert felt[1] > felt[0] and felt[1] > felt[2]  # green


def test_the_focus_ring_is_drawn_outside_the_button() -> None:
    surface = pygame.Surface((300, 100))
    rect = pygame.Rect(50, 30, 200, 40)
    draw_focus_ring(surface, rect, 8)
    ring = surface.get_at((rect.centerx, rect.top - 3))
    assert ring.r > 200 and ring.g > 150 and ring.b < 130
    assert tuple(surface.get_at(rect.center))[:3] == (0, 0, 0)


def test_an_icon_takes_room_at_the_left_and_widens_the_button() -> None:
    button = FancyButton("Settings")
    button.rect = pygame.Rect(0, 0, 260, 48)
    plain_width, plain_area = button.preferred_width(17), button.label_rect()
    button.icon = "\u2699"
    assert button.preferred_width(17) > plain_width
    assert button.label_rect().left > plain_area.left and button.label_rect().right == plain_area.right


def test_a_pressed_button_sinks() -> None:
    button = FancyButton("OK")
    button.rect = pygame.Rect(10, 10, 120, 40)
    assert button.face_state() == "normal"
    button.pressed = True
    assert button.face_state() == "down"
    button.enabled = False
    assert button.face_state() == "disabled"
