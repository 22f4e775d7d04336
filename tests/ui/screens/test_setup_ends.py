"""Table setup: numbers stop at their ends, the draw limit's arrows point the right way, and a
row that cannot apply names the real reason (issue #16 items 4-6; real App, real pygame
events)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker.ui.app import App
from tests.support.screens import (
    bring_into_view,
    click,
    key,
    open_setup,
    row,
    step_row,
    title_button,
)


def focus_row(app: App, scene: Any, label: str) -> Any:
    """Move the keyboard focus with Down to the row ``label``; the row."""
    target = row(scene, label)
    for _ in range(len(scene.focusables())):
        if scene.focused_item() is target:
            return target
        key(app, pygame.K_DOWN)
    raise AssertionError(f"Down never reached {label!r}")


@pytest.mark.reported("new-player#16-4")
@pytest.mark.parametrize(("label", "rule"), [("Ante", "ante"), ("Big blind", "big_blind")])
def test_left_arrow_stops_at_the_first_value(app: App, label: str, rule: str) -> None:
    scene = open_setup(app)
    r = row(scene, label)
    for _ in range(len(r.choices) + 2):  # more clicks than there are values
        step_row(app, scene, label, right=False)
        assert r.get() != max(v for v, _t in r.choices), f"{label} wrapped to the top"
    assert r.index() == 0
    step_row(app, scene, label)  # and > goes up again
    assert r.index() == 1


@pytest.mark.reported("new-player#16-4")
def test_seats_stop_at_eight_and_at_two(app: App) -> None:
    scene = open_setup(app)
    focus_row(app, scene, "Seats")
    for _ in range(10):
        key(app, pygame.K_RIGHT)
    assert scene.cfg.seats == 8
    step_row(app, scene, "Seats")  # the > arrow too
    assert scene.cfg.seats == 8
    for _ in range(10):
        key(app, pygame.K_LEFT)
    assert scene.cfg.seats == 2
    step_row(app, scene, "Seats", right=False)
    assert scene.cfg.seats == 2


@pytest.mark.reported("new-player#16-4")
def test_enter_on_the_last_value_keeps_it(app: App) -> None:
    scene = open_setup(app)
    r = focus_row(app, scene, "Maximum buy-in")
    for _ in range(len(r.choices) + 2):
        key(app, pygame.K_RETURN)
    assert r.index() == len(r.choices) - 1


@pytest.mark.reported("new-player#16-5")
def test_most_cards_drawn_left_lowers_and_right_raises(app: App) -> None:
    scene = open_setup(app)
    r = focus_row(app, scene, "Most cards drawn")
    assert r.get() == 5
    key(app, pygame.K_LEFT)
    assert r.get() == 4
    key(app, pygame.K_LEFT)
    assert r.get() == 3
    key(app, pygame.K_LEFT)
    assert r.get() == 3  # the end
    step_row(app, scene, "Most cards drawn")  # the > arrow raises
    assert r.get() == 4
    step_row(app, scene, "Most cards drawn", right=False)
    assert r.get() == 3
    assert row(scene, "Four with an ace").enabled


@pytest.mark.reported("new-player#16-6")
def test_opening_names_the_blinds_when_an_ante_and_blinds_are_set(app: App) -> None:
    scene = open_setup(app)
    assert scene.cfg.table_rules().ante > 0
    step_row(app, scene, "Big blind")  # blinds on top of the ante
    assert scene.cfg.rules.get("big_blind") and scene.cfg.table_rules().ante > 0
    opening = row(scene, "Opening")
    bring_into_view(app, scene, opening)
    assert not opening.enabled
    assert opening.hint == "Not with blinds"
    assert "ante" not in opening.hint.lower()
    around = row(scene, "If everyone checks")
    assert not around.enabled and around.hint == "Redeal: not with blinds"
    # lowball: the game is the reason, blinds or not
    step_row(app, scene, "Game")
    assert opening.hint == "Only in the high game"
    click(app, row(scene, "Big blind").control_rect(scene.px).midleft)  # blinds off
    assert opening.hint == "Only in the high game"


def _arrow_colours(app: App, scene: Any, r: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any]:
    """The colours row ``r``'s ‹ and › are drawn in on the next picture."""
    from drawpoker.ui import text as ui_text

    seen: dict[str, Any] = {}
    real = ui_text.draw_text

    def spy(surface: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        if text in ("\u2039", "\u203a") and len(args) >= 3:
            seen.setdefault(text, []).append(tuple(args[2]))
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(ui_text, "draw_text", spy)
    bring_into_view(app, scene, r)
    r.draw(app.screen, scene.px, focused=False, hovered=False)
    monkeypatch.setattr(ui_text, "draw_text", real)
    return seen["\u2039"][-1], seen["\u203a"][-1]


@pytest.mark.reported("review: list choices wrapped while number rows stopped")
def test_a_list_choice_stops_at_its_last_value_by_key_and_by_mouse(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from drawpoker.ui.theme import GOLD, GOLD_DARK

    scene = open_setup(app)
    r = focus_row(app, scene, "Structure")
    last = r.choices[-1][0]
    for _ in range(len(r.choices) + 2):  # Right past the end
        key(app, pygame.K_RIGHT)
    assert r.get() == last
    key(app, pygame.K_RETURN)  # Enter steps forward too: nothing beyond the end
    assert r.get() == last
    step_row(app, scene, "Structure")  # the › arrow
    assert r.get() == last
    assert _arrow_colours(app, scene, r, monkeypatch) == (GOLD, GOLD_DARK)
    step_row(app, scene, "Structure", right=False)  # ‹ goes back one
    assert r.index() == len(r.choices) - 2
    for _ in range(len(r.choices) + 2):  # Left past the start
        key(app, pygame.K_LEFT)
    assert r.index() == 0
    step_row(app, scene, "Structure", right=False)
    assert r.index() == 0
    assert _arrow_colours(app, scene, r, monkeypatch) == (GOLD_DARK, GOLD)


@pytest.mark.reported("review: list choices wrapped while number rows stopped")
def test_the_tournament_schedule_stops_at_custom(app: App) -> None:
    click(app, title_button(app, "Tournament").center, 4)
    scene = app.stack.top
    assert type(scene).__name__ == "TournamentSetupScene"
    schedule = row(scene, "Schedule")
    for _ in range(6):
        step_row(app, scene, "Schedule")
    assert schedule.get() == "custom"
    step_row(app, scene, "Schedule", right=False)
    assert schedule.get() == "slow"
