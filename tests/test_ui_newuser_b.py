"""New player's findings 6, 7, 8, 17, 18, 19 (menus, setup, name field, going broke).

Real pygame events through the real :class:`drawpoker.ui.app.App` (dummy drivers),
as in ``tests/test_ui_screens.py``.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from drawpoker import i18n  # noqa: E402
from drawpoker.ui.app import App  # noqa: E402
from tests.test_ui_screens import (  # noqa: E402
    bring_into_view,
    click,
    footer,
    make_app,
    row,
    title_button,
)


@pytest.fixture()
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.stack.clear()
    i18n.set_language("en")


def open_setup(app: App):  # type: ignore[no-untyped-def]
    click(app, title_button(app, "Table setup").center)
    return app.stack.top


def step_row(app: App, scene, label: str, right: bool = True) -> None:  # type: ignore[no-untyped-def]
    r = next(x for x in scene.rows if x.label == label and hasattr(x, "choices"))
    bring_into_view(app, scene, r)
    c = r.control_rect(scene.px)
    click(app, c.midright if right else c.midleft)


# --------------------------------------------------------------------------- finding 7
def test_setup_lowball_turns_jacks_or_better_off_in_plain_words(app: App) -> None:
    scene = open_setup(app)
    step_row(app, scene, "Opening")  # jacks or better
    assert scene.cfg.rules["open_requirement"] == "jacks-or-better"
    step_row(app, scene, "Game")  # high -> ace-to-five
    assert scene.cfg.rules["game"] == "ace-to-five"
    assert scene.valid and footer(scene, "Sit down").enabled
    assert "open_requirement" not in scene.cfg.rules
    assert not scene.status_error and "rules." not in scene.status
    assert "Jacks or better" in scene.status and "high game" in scene.status
    assert not row(scene, "Opening").enabled  # the choice cannot apply now


def test_setup_deuce_to_seven_switches_wild_cards_off(app: App) -> None:
    scene = open_setup(app)
    step_row(app, scene, "Wild cards")  # none -> joker
    assert scene.cfg.rules["wild"] == "joker"
    step_row(app, scene, "Game", right=False)  # high -> deuce-to-seven (wraps)
    assert scene.cfg.rules["game"] == "deuce-to-seven"
    assert scene.valid and "wild" not in scene.cfg.rules
    assert "rules." not in scene.status and "no wild cards" in scene.status
    assert not row(scene, "Wild cards").enabled
    step_row(app, scene, "Wild cards")
    assert "wild" not in scene.cfg.rules  # disabled: clicking changes nothing


def test_setup_blinds_with_jacks_adjusts_and_never_shows_engine_text(app: App) -> None:
    scene = open_setup(app)
    step_row(app, scene, "Opening")
    step_row(app, scene, "Big blind")  # blinds: jacks or better cannot stay
    assert scene.valid and "open_requirement" not in scene.cfg.rules
    assert "rules." not in scene.status
    step_row(app, scene, "Small blind", right=False)  # largest small blind: big blind follows
    assert scene.valid
    assert scene.cfg.rules["small_blind"] <= scene.cfg.rules["big_blind"]
    assert "rules." not in scene.status


def test_plain_reason_hides_the_engine_field_names() -> None:
    from drawpoker.engine import TableRules
    from drawpoker.ui.scenes.setup import plain_reason

    for bad in ({"game": "deuce-to-seven", "wild": "joker"}, {"ante": 0},
                {"game": "ace-to-five", "open_requirement": "jacks-or-better"},
                {"small_blind": 10, "big_blind": 5}):
        with pytest.raises(ValueError) as info:
            TableRules.from_dict(bad)
        text = plain_reason(info.value)
        assert "rules." not in text and "_" not in text and text


# --------------------------------------------------------------------------- finding 8
def test_house_rules_show_in_the_setup_summary_and_the_table_header(app: App) -> None:
    scene = open_setup(app)
    step_row(app, scene, "Wild cards", right=False)  # none -> deuces (wraps)
    step_row(app, scene, "Opening")  # jacks or better
    assert scene.cfg.rules["wild"] == "deuces"
    assert scene.cfg.rules["open_requirement"] == "jacks-or-better"
    assert "deuces wild" in scene.status and "jacks or better" in scene.status
    click(app, footer(scene, "Sit down").rect.center)
    table = app.stack.scenes[0]
    assert type(table).__name__ == "TableScene"
    header = table.stakes_text()
    assert "deuces wild" in header and "jacks or better to open" in header
