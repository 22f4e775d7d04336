"""The lesson table draws an opponent's cards face up once he showed them down
(the tutorial's showdown step), face down before."""

from __future__ import annotations

import pygame

from drawpoker.coach.tutorial import STEPS, step_index
from drawpoker.ui.widgets.lesson import draw_felt, draw_view_table, lesson_layout


def _card_brightness(key: str) -> float:
    pygame.init()
    step = STEPS[step_index(key)]
    assert step.view is not None
    lay = lesson_layout((1280, 720), len(step.seats))
    surface = pygame.Surface((1280, 720))
    draw_felt(surface, lay, "green")
    draw_view_table(surface, step.view, lay, back="blue")
    rect = lay.seats[1].cards[-1]  # Ann's last card: not covered by a neighbour
    colour = pygame.transform.average_color(surface, rect.inflate(-rect.width // 3, -rect.height // 3))
    return sum(colour[:3]) / 3


def test_shown_cards_are_face_up_and_unseen_ones_face_down() -> None:
    assert _card_brightness("showdown") > 150  # a white face
    assert _card_brightness("betting") < 150  # the blue back
