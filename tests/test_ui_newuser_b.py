"""New player's findings 6, 7, 8, 17, 18, 19 (menus, setup, name field, going broke).

Real pygame events through the real :class:`drawpoker.ui.app.App` (dummy drivers),
as in ``tests/test_ui_screens.py``.
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from drawpoker.ui.app import App  # noqa: E402
from tests.test_ui_screens import (  # noqa: E402
    bring_into_view,
    click,
    footer,
    frames,
    key,
    row,
    title_button,
    type_text,
)


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
    from drawpoker.session.config import plain_reason

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
    assert "deuces wild" in header and "jacks or better" in header
    assert header.endswith("ante 10")  # the stakes stay last (kept whole when cut)


# --------------------------------------------------------------------------- finding 17
def ctrl_key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=pygame.KMOD_LCTRL, unicode="\x01"))
    frames(app, 1)


def test_name_field_edits_like_a_desktop_text_field(app: App) -> None:
    from drawpoker.ui.widgets.text_row import TextRow

    click(app, title_button(app, "Profile").center)
    scene = app.stack.top
    name = row(scene, "Name")
    assert isinstance(name, TextRow)
    old = app.profile.player().name
    assert old
    click(app, name.control_rect(scene.px).center)  # first click: everything selected
    type_text(app, "Tester Tom")  # replaces the old name (was "PlayeTester Tom")
    key(app, pygame.K_RETURN)
    assert app.profile.player().name == "Tester Tom"
    c = name.control_rect(scene.px)
    click(app, c.center)  # start editing (all selected) ...
    click(app, (c.x + 3, c.centery))  # ... a second click places the caret at the start
    assert name.caret == 0 and name.selection() is None
    key(app, pygame.K_DELETE)  # removes "T"
    key(app, pygame.K_END)
    key(app, pygame.K_BACKSPACE)  # removes "m"
    key(app, pygame.K_HOME)
    type_text(app, "X")
    key(app, pygame.K_RETURN)
    assert app.profile.player().name == "Xester To"
    click(app, c.center)
    click(app, (c.right - 3, c.centery))  # caret at the end, nothing selected
    ctrl_key(app, pygame.K_a)  # Ctrl+A selects all
    assert name.selection() == (0, len("Xester To"))
    type_text(app, "Zoe")
    key(app, pygame.K_RETURN)
    assert app.profile.player().name == "Zoe"
    # Shift+Left selects; Backspace removes the selection
    click(app, c.center)
    key(app, pygame.K_END)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=pygame.KMOD_LSHIFT,
                                         unicode=""))
    frames(app, 1)
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_RETURN)
    assert app.profile.player().name == "Zo"


# --------------------------------------------------------------------------- finding 18 (menus)
def test_esc_on_the_title_asks_before_quitting(app: App) -> None:
    from drawpoker.ui.scenes.dialog import NoticeScene
    from drawpoker.ui.scenes.title import TitleScene

    key(app, pygame.K_ESCAPE)
    assert app.running and isinstance(app.stack.top, NoticeScene)
    key(app, pygame.K_RETURN)  # the default is Cancel
    assert app.running and isinstance(app.stack.top, TitleScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)  # Esc in the dialog cancels too
    assert app.running and isinstance(app.stack.top, TitleScene)
    key(app, pygame.K_ESCAPE)
    click(app, app.stack.top.buttons[0].rect.center)  # Quit
    assert not app.running


def test_title_menu_has_one_highlight_following_mouse_or_keys(app: App) -> None:
    title = app.stack.top
    setup_rect = title_button(app, "Table setup")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=title_button(app, "Quit").center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    lit = [b.label for b in title.buttons if b.focused or b.hovered or b.style == "primary"]
    assert lit == ["Quit"]  # the pointer moved the one highlight
    key(app, pygame.K_UP)  # the keys move it on from there
    key(app, pygame.K_UP)
    lit = [b.label for b in title.buttons if b.focused or b.hovered or b.style == "primary"]
    assert len(lit) == 1 and lit[0] != "Quit"
    assert title.pointed() == [b.label for b in title.buttons].index(lit[0])
    # the hint follows the keyboard: Up to "Table setup" shows its hint while the pointer
    # stays where it was
    while title.buttons[title.pointed()].rect != setup_rect:
        key(app, pygame.K_UP)
    assert "Choose the game" in title.hint(title.pointed())


# --------------------------------------------------------------------------- finding 6
def test_play_now_when_broke_says_the_house_refills_and_stats_mark_it(app: App) -> None:
    from drawpoker.ui.scenes.dialog import NoticeScene
    from drawpoker.ui.scenes.profile import ProfileScene

    app.profile.reset(0)  # broke
    click(app, title_button(app, "Play now").center)
    frames(app, 2)
    notice = app.stack.top
    assert isinstance(notice, NoticeScene), "the refill is told, not silent"
    assert "fresh bankroll of 1,000" in notice.message
    refills = app.profile.refills()
    assert [(amount) for _h, amount, _at in refills] == [1000]
    key(app, pygame.K_RETURN)
    table = app.stack.top
    assert type(table).__name__ == "TableScene"
    # play one hand (fold), then the statistics mark the refill at that hand
    for _ in range(4000):
        if table.mode in ("over", "busted"):
            break
        if table.mode == "bet":
            key(app, pygame.K_f, "f")
        elif table.mode == "draw":
            key(app, pygame.K_RETURN, "\r")
        elif table.mode == "show":
            key(app, pygame.K_m, "m")
        else:
            frames(app, 1)
    assert table.mode in ("over", "busted")
    st = app.profile.statistics()
    assert st.refills == ((1, 1000),)  # the first hand after the refill, point 1 of the chart
    # the profile screen explains the jump
    table.leave()
    frames(app, 2)
    click(app, title_button(app, "Profile").center)
    scene = app.stack.top
    assert isinstance(scene, ProfileScene)
    assert row(scene, "Fresh bankrolls from the house").text_value() == "1 (1,000 chips)"


def test_out_of_chips_with_an_empty_bankroll_offers_a_fresh_bankroll(tmp_path: Path) -> None:
    from drawpoker.engine import TableRules
    from tests.test_ui_harness import Harness

    h = Harness(tmp_path, seed=11)
    try:
        profile = h.app.profile
        profile.reset(1000)
        rules = TableRules.from_dict({"structure": "no-limit", "ante": 10, "max_buy_in": 100})
        t = h.sit_down(rules=rules, buy_in=1000)  # the whole bankroll goes on the table
        h.key(pygame.K_SPACE, " ")
        assert t.bankroll == 0
        for _ in range(10):
            mode = h.wait_mode("bet", "draw", "show", "over", "busted")
            if mode in ("over", "busted"):
                break
            h.key({"bet": pygame.K_f, "draw": pygame.K_RETURN, "show": pygame.K_m}[mode])
        t.table.seats[t.hero].stack = 0  # lost everything (arranged between hands)
        assert h.wait_mode("busted") == "busted"
        h.frames(1)
        rebuy = t.buttons["rebuy"]
        assert rebuy.enabled and rebuy.label == "Fresh bankroll"  # never a disabled "Rebuy 0"
        h.click(rebuy.rect.center)
        assert [amount for _h, amount, _at in profile.refills()] == [1000]
        assert t.table.seats[t.hero].stack == 1000
        assert any("fresh bankroll" in str(entry).lower() for entry in t.visual.log)
    finally:
        h.close()


def test_wild_cards_are_marked_and_openers_show_on_the_table(tmp_path: Path) -> None:
    from drawpoker.engine import OpenersShown, TableRules
    from drawpoker.ui import theme
    from tests.test_ui_harness import Harness

    h = Harness(tmp_path, seed=6)  # seed 6: the player is dealt the 2♥; Elena opens and wins
    try:
        rules = TableRules.from_dict({"structure": "fixed-limit", "ante": 10, "wild": "deuces",
                                      "open_requirement": "jacks-or-better"})
        t = h.sit_down(rules=rules, persist=False)
        h.key(pygame.K_SPACE, " ")
        assert h.wait_mode("bet") == "bet"
        h.frames(20)
        cards = [sp.card for sp in t.visual.seats[t.hero].cards]
        assert any(c.rank == 2 for c in cards)
        rects = t.layout.seats[t.hero].cards
        for card, rect in zip(cards, rects, strict=True):
            badge_pixel = h.app.screen.get_at((rect.centerx, rect.top + 4))[:3]
            is_gold = all(abs(a - b) < 40 for a, b in zip(badge_pixel, theme.GOLD, strict=True))
            assert is_gold == (card.rank == 2), (card, badge_pixel)
        assert t.wild_mark(cards[[c.rank for c in cards].index(2)]) == "WILD"
        for _ in range(20):
            mode = h.wait_mode("bet", "draw", "show", "over", "busted")
            if mode in ("over", "busted"):
                break
            h.key({"bet": pygame.K_f, "draw": pygame.K_RETURN, "show": pygame.K_m}[mode])
        shown = [e for e in t.hand.events if isinstance(e, OpenersShown)]
        assert shown
        opener = t.visual.seats[shown[0].seat]
        assert str(opener.hand_name).startswith("Openers: ")  # on the table, at his seat
    finally:
        h.close()


# --------------------------------------------------------------------------- finding 19
class _TextWriter:
    """Collects the headings and paragraphs a rules page writes."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def heading(self, text: str) -> None:
        self.texts.append(text)

    def paragraph(self, text: str, **_kw: object) -> None:
        self.texts.append(text)

    def gap(self, k: float = 1.0) -> None:
        pass

    def cards_row(self, *args: object) -> None:
        pass

    def table(self, *args: object, **kw: object) -> None:
        pass


def test_rules_from_the_table_name_its_house_rules_and_how_to_play_explains_wild_and_lowball(
        app: App) -> None:
    from drawpoker.ui.rulebook import pages as rules_mod
    from drawpoker.ui.scenes.rules import RulesScene

    scene = open_setup(app)
    step_row(app, scene, "Wild cards", right=False)  # deuces wild
    step_row(app, scene, "Opening")  # jacks or better
    click(app, footer(scene, "Sit down").rect.center)
    table = app.stack.scenes[0]
    frames(app, 5)
    key(app, pygame.K_ESCAPE)  # pause menu
    pause = app.stack.top
    label = "Rules & hand rankings"
    click(app, next(b for b in pause.buttons if b.label == label).rect.center)
    shown = app.stack.top
    assert isinstance(shown, RulesScene) and shown.table_rules == table.rules
    lines = rules_mod.table_lines(shown.table_rules)
    text = " ".join(lines)
    assert "Deuces are wild" in text and "Jacks or better to open" in text
    assert "deuces wild" in lines[0]  # the summary line names them too
    w1 = _TextWriter()
    rules_mod.page_table(w1, shown.table_rules)  # type: ignore[arg-type]
    assert w1.texts[0] == "At this table"
    # how to play (for everyone): wild cards and lowball explained briefly
    w2 = _TextWriter()
    rules_mod.page_rules(w2)  # type: ignore[arg-type]
    how = " ".join(w2.texts)
    assert "Wild cards and lowball" in w2.texts
    assert "wild card stands for" in how and "lowest hand wins" in how
    # from the title screen there is no table block
    key(app, pygame.K_ESCAPE)
    assert RulesScene().table_rules is None
