"""A player has one colour at the table and on the sit-and-go results chart: a computer
player's personality badge colour, the player's own gold (found by a fresh user: the
chart's colours matched nothing at the table)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker.session.tournament.results import result_document
from drawpoker.ui.scenes import tournament_results
from drawpoker.ui.theme import BADGE_COLORS, GOLD
from drawpoker.ui.widgets import chip_chart
from tests.support.harness import Harness
from tests.support.screens import sit_at_tournament


@pytest.mark.reported("fresh-user#63")
@pytest.mark.harness(seed=4, speed="instant")
def test_the_results_chart_colours_are_the_table_badges(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    t, table = sit_at_tournament(h, seats=4)
    doc = result_document(t, 0)
    assert doc["badges"] == table.playing.badges
    want = {GOLD, *(BADGE_COLORS[b] for b in table.playing.badges if b)}
    assert len(want) == 4, table.playing.badges  # four players, four personalities, four colours
    t.history = [[1000] * 4, [1200, 900, 1100, 800], [1500, 700, 1300, 500]]
    doc = result_document(t, 0)
    doc["places"] = [[seat, place, 0, 2] for place, seat in enumerate((2, 0, 1, 3), start=1)]
    drawn: set[Any] = set()
    real_lines, real_circle = pygame.draw.lines, pygame.draw.circle

    def lines(surface: Any, color: Any, *args: Any, **kwargs: Any) -> Any:
        drawn.add(("line", tuple(color)[:3]))
        return real_lines(surface, color, *args, **kwargs)

    def circle(surface: Any, color: Any, *args: Any, **kwargs: Any) -> Any:
        drawn.add(("dot", tuple(color)[:3]))
        return real_circle(surface, color, *args, **kwargs)

    monkeypatch.setattr(chip_chart.pygame.draw, "lines", lines)
    monkeypatch.setattr(tournament_results.pygame.draw, "circle", circle)
    h.app.nav.reset("tournament_results", result=doc)
    h.app.repaint_all()
    h.frames(3)
    assert {c for kind, c in drawn if kind == "line"} >= want, drawn
    assert {c for kind, c in drawn if kind == "dot"} >= want, drawn


def test_two_players_of_one_personality_get_two_shades_of_its_colour() -> None:
    colors = chip_chart.seat_colors(3, 0, ["", "rock", "rock"])
    assert colors[0] == GOLD and colors[1] == BADGE_COLORS["rock"]
    assert colors[2] != colors[1]
