"""The table setup screen: engine reasons in plain words, games and structures that adjust each other, seats and opponents, alignment (real App, real pygame events)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from drawpoker import i18n
from drawpoker.engine import TableRules
from drawpoker.ui.app import App
from drawpoker.ui.table.scene import TableScene
from drawpoker.ui.widgets.rows import ChoiceRow
from tests.support.harness import Harness
from tests.support.screens import (
    bring_into_view,
    click,
    footer,
    frames,
    key,
    make_app,
    open_setup,
    row,
    saved,
    step_row,
    title_button,
)


# --------------------------------------------------------------------------- setup
def test_setup_invalid_combination_shows_the_engine_reason(app: App, tmp_path: Path) -> None:
    click(app, title_button(app, "Table setup").center)
    scene = app.stack.top
    opening = row(scene, "Opening")
    bring_into_view(app, scene, opening)
    click(app, opening.control_rect(scene.px).midright)  # jacks or better
    assert scene.cfg.rules["open_requirement"] == "jacks-or-better"
    assert scene.valid
    bb = row(scene, "Big blind")
    bring_into_view(app, scene, bb)
    click(app, bb.control_rect(scene.px).midright)  # blinds with jackpots: openers go off
    assert scene.valid and "open_requirement" not in scene.cfg.rules
    assert not scene.status_error and "antes only" in scene.status and "rules." not in scene.status
    assert not opening.enabled
    click(app, bb.control_rect(scene.px).midleft)  # back to no blinds
    assert scene.valid and footer(scene, "Sit down").enabled and opening.enabled
    # an invalid stored set-up still keeps Sit down disabled, in plain words
    scene.cfg.rules["game"] = "deuce-to-seven"
    scene.cfg.rules["wild"] = "joker"
    assert not scene.validate()
    assert scene.status_error and "rules." not in scene.status
    assert not footer(scene, "Sit down").enabled
    click(app, footer(scene, "Sit down").rect.center)
    assert app.stack.top is scene  # nothing happens


def test_setup_seats_opponents_and_sit_down(app: App, tmp_path: Path) -> None:
    click(app, title_button(app, "Table setup").center)
    scene = app.stack.top
    seats = row(scene, "Seats")
    bring_into_view(app, scene, seats)
    click(app, seats.control_rect(scene.px).midleft)  # 6 -> 5
    assert scene.cfg.seats == 5
    visible = [r for r in scene.opponent_rows if r.enabled]
    assert len(visible) == 4
    first = visible[0]
    bring_into_view(app, scene, first)
    style_pill, level_pill = first.pills(scene.px)
    click(app, level_pill.center)  # medium -> hard
    assert scene.cfg.opponents[0][2] == "hard"
    click(app, style_pill.center)
    assert scene.cfg.opponents[0][1] != "shark"
    structure = row(scene, "Structure")
    bring_into_view(app, scene, structure)
    click(app, structure.control_rect(scene.px).midleft)  # no-limit is the first: stays
    assert scene.cfg.rules.get("structure", "no-limit") == "no-limit"
    for _k in range(2):
        click(app, structure.control_rect(scene.px).midright)  # pot limit, fixed limit
    assert scene.cfg.rules["structure"] == "fixed-limit"
    assert row(scene, "Raise cap").enabled
    last = saved(tmp_path)["last_table"]
    assert len(last["seats"]) == 5 and last["seats"][1]["player"].startswith("hard:")
    # the next visit remembers it
    key(app, pygame.K_ESCAPE)
    click(app, title_button(app, "Table setup").center)
    again = app.stack.top
    assert again.cfg.seats == 5 and again.cfg.rules["structure"] == "fixed-limit"
    kwargs = again.cfg.table_kwargs()
    assert kwargs["rules"].structure == "fixed-limit" and len(kwargs["opponents"]) == 4
    click(app, footer(again, "Sit down").rect.center)
    table = app.stack.scenes[0]
    assert type(table).__name__ == "TableScene"
    assert table.rules.structure == "fixed-limit" and table.n == 5


@pytest.mark.reported("new-player#6-19")
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


@pytest.mark.reported("two-players-evening#4")
def test_jacks_or_better_shows_the_redeal_of_a_deal_nobody_opens(app: App) -> None:
    scene = open_setup(app)
    checks = row(scene, "If everyone checks")
    assert checks.value_text() == "Go on to the draw" and checks.enabled
    step_row(app, scene, "Opening")  # jacks or better: nobody opens, the deal is redealt
    assert scene.cfg.rules["open_requirement"] == "jacks-or-better"
    assert checks.value_text() == "Redeal, pot stays"
    assert not checks.enabled and "jacks or better" in checks.hint.lower()
    step_row(app, scene, "If everyone checks")  # the jackpots rule: clicking changes nothing
    assert checks.value_text() == "Redeal, pot stays"
    step_row(app, scene, "Opening", right=False)  # anything opens: the table's own choice
    assert checks.value_text() == "Go on to the draw" and checks.enabled
    rules = TableRules.from_dict(scene.cfg.rules)
    assert rules.check_around == "draw"


@pytest.mark.reported("new-player#6-19")
def test_setup_deuce_to_seven_switches_wild_cards_off(app: App) -> None:
    scene = open_setup(app)
    step_row(app, scene, "Wild cards")  # none -> joker
    assert scene.cfg.rules["wild"] == "joker"
    step_row(app, scene, "Game")  # high -> ace-to-five
    step_row(app, scene, "Game")  # -> deuce-to-seven
    assert scene.cfg.rules["game"] == "deuce-to-seven"
    assert scene.valid and "wild" not in scene.cfg.rules
    assert "rules." not in scene.status and "no wild cards" in scene.status
    assert not row(scene, "Wild cards").enabled
    step_row(app, scene, "Wild cards")
    assert "wild" not in scene.cfg.rules  # disabled: clicking changes nothing


@pytest.mark.reported("new-player#6-19")
def test_setup_blinds_with_jacks_adjusts_and_never_shows_engine_text(app: App) -> None:
    scene = open_setup(app)
    step_row(app, scene, "Opening")
    step_row(app, scene, "Big blind")  # blinds: jacks or better cannot stay
    assert scene.valid and "open_requirement" not in scene.cfg.rules
    assert "rules." not in scene.status
    for _ in range(len(row(scene, "Small blind").choices)):  # up to the largest small blind
        step_row(app, scene, "Small blind")  # the big blind follows it up
    assert scene.valid
    assert scene.cfg.rules["small_blind"] <= scene.cfg.rules["big_blind"]
    assert "rules." not in scene.status


@pytest.mark.reported("new-player#6-19")
def test_plain_reason_hides_the_engine_field_names() -> None:
    from drawpoker.session.config import plain_reason

    for bad in ({"game": "deuce-to-seven", "wild": "joker"}, {"ante": 0},
                {"game": "ace-to-five", "open_requirement": "jacks-or-better"},
                {"small_blind": 10, "big_blind": 5}):
        with pytest.raises(ValueError) as info:
            TableRules.from_dict(bad)
        text = plain_reason(info.value)
        assert "rules." not in text and "_" not in text and text


@pytest.mark.reported("new-player#6-19")
def test_house_rules_show_in_the_setup_summary_and_the_table_header(app: App) -> None:
    scene = open_setup(app)
    for _k in range(3):
        step_row(app, scene, "Wild cards")  # none -> joker -> bug -> deuces
    step_row(app, scene, "Opening")  # jacks or better
    assert scene.cfg.rules["wild"] == "deuces"
    assert scene.cfg.rules["open_requirement"] == "jacks-or-better"
    assert "deuces wild" in scene.status and "jacks or better" in scene.status
    click(app, footer(scene, "Sit down").rect.center)
    table = app.stack.scenes[0]
    assert type(table).__name__ == "TableScene"
    header = table.texts.stakes()
    assert "deuces wild" in header and "jacks or better" in header
    assert header.endswith("ante 10")  # the stakes stay last (kept whole when cut)


SHOTS = Path(os.environ.get("DRAWPOKER_SHOTS", "/tmp/setup-align-shots"))


@pytest.mark.parametrize("lang", ["en", "ru", "sk", "de"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_every_selector_of_table_setup_starts_and_ends_in_one_column(
        h: Harness, lang: str, size: tuple[int, int]) -> None:
    from drawpoker.ui.scenes.setup import SetupScene

    i18n.set_language(lang)
    h.resize(size)
    scene = SetupScene()
    h.app.stack.push(scene)
    wild = [r for r in scene.rows if isinstance(r, ChoiceRow)
            and any(v == "bug" for v, _t in r.choices)][0]
    wild.set("bug")  # the longest value of all (German: "Eingeschränkter Joker …")
    h.frames(40)  # past the fade-in
    SHOTS.mkdir(parents=True, exist_ok=True)
    h.app.save_screenshot(SHOTS / f"setup_{lang}_{size[0]}.png")
    px = scene.px
    pills = [r for r in scene.rows if isinstance(r, ChoiceRow) and r.preview is None and r.visible]
    assert len(pills) >= 5
    rects = {r.label: r.control_rect(px) for r in pills}
    lefts = {label: c.left for label, c in rects.items()}
    rights = {label: c.right for label, c in rects.items()}
    assert len(set(lefts.values())) == 1, f"{lang}: selectors start at different x: {lefts}"
    assert len(set(rights.values())) == 1, f"{lang}: selectors end at different x: {rights}"
    for r in pills:
        # the label is kept left of its selector (it is shrunk or cut, never overlapped)
        assert r.rect.x + px + r.label_room(px) - px <= rects[r.label].left, r.label


@pytest.mark.reported("new-player-evening#9")
@pytest.mark.parametrize("size", ["960x540", "1280x720"])
def test_lowering_the_seats_leaves_the_rows_where_they_are(tmp_path: Path, size: str) -> None:
    """Seven clicks on Seats' left arrow at the page's end gave 8 -> 5 seats, not 2: the
    opponents' rows went away, the page got shorter and the rows moved under the
    pointer. The rows stay put; an opponent not seated is greyed out."""
    app = make_app(tmp_path, size=size)
    click(app, title_button(app, "Table setup").center)
    scene = app.stack.top
    seats = row(scene, "Seats")
    scene._set_seats(8)
    scene.scroll_by(10_000)  # the page's end: Seats and every opponent in view
    frames(app, 1)
    pos = seats.control_rect(scene.px).midleft
    for _ in range(7):
        click(app, pos)
    assert scene.cfg.seats == 2
    seated = [r for r in scene.opponent_rows if r.enabled]
    assert len(seated) == 1 and all(r.visible for r in scene.opponent_rows)
    app.stack.clear()


@pytest.mark.reported("new-player-evening: Table setup said 'your buy-in 500' with a bankroll of 390")
def test_the_setup_summary_states_the_buy_in_the_table_then_takes(app: App) -> None:
    app.profile.reset(390)
    scene = open_setup(app)
    assert not scene.status_error
    assert "your buy-in 390" in scene.status and "all your bankroll holds" in scene.status
    click(app, footer(scene, "Sit down").rect.center)
    frames(app, 3)
    table = app.stack.find(TableScene)
    assert table is not None and table.table.seats[table.hero].stack == 390
