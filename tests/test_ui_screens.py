"""The screens around the table, driven headless with real pygame events (issues 7 and 8).

Each test starts the real :class:`drawpoker.ui.app.App` (dummy video and audio
drivers, a temporary user folder), posts real ``MOUSEBUTTONDOWN``/``KEYDOWN``/
``VIDEORESIZE`` events into pygame's queue and lets the app's loop turn them into
intents. Assertions are on the settings file, the profile database, the scene
stack and on what is drawn.
"""

from __future__ import annotations

import json
import os
import random
from argparse import Namespace
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from drawpoker import i18n  # noqa: E402
from drawpoker.engine import Action, ActionType, Hand, Phase, TableRules  # noqa: E402
from drawpoker.persistence.profile import open_profile  # noqa: E402
from drawpoker.persistence.settings import load_settings  # noqa: E402
from drawpoker.scenario.writer import chain_document  # noqa: E402
from drawpoker.ui.app import App  # noqa: E402
from drawpoker.ui.scene import Scene  # noqa: E402
from drawpoker.ui.scenes.dialog import NoticeScene  # noqa: E402
from drawpoker.ui.scenes.menu import MenuScene  # noqa: E402
from drawpoker.ui.scenes.settings import SettingsScene  # noqa: E402
from drawpoker.ui.scenes.title import TitleScene  # noqa: E402
from drawpoker.ui.widgets.rows import ChoiceRow, SliderRow, ToggleRow  # noqa: E402
from drawpoker.ui.widgets.text_row import TextRow  # noqa: E402


# --------------------------------------------------------------------------- helpers
def play_hands(profile: Any, n: int, seed: int = 5) -> list[int]:
    """Play ``n`` real engine hands (5 seats, ante 10 no-limit) and record them for seat 0."""
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10})
    names = ["You", "Ada", "Boris", "Clara", "Dmitri"]
    seats = [{"name": x, "player": "human" if i == 0 else "medium:rock"} for i, x in enumerate(names)]
    sid = profile.start_session(rules.to_dict(), seats, 0)
    stacks = [500] * len(names)
    rng = random.Random(seed)
    ids: list[int] = []
    for k in range(n):
        stacks = [s if s > 0 else 500 for s in stacks]
        hseed = rng.randrange(1 << 30)
        hand = Hand(rules, list(zip(names, stacks, strict=True)), k % len(names), random.Random(hseed),
                    hand_no=k + 1)
        hand.start()
        while not hand.is_over:
            la = hand.legal_actions()
            assert la is not None
            if la.phase is Phase.DRAW:
                own = list(hand.view(la.seat).own_cards)
                m = rng.randrange(0, min(3, la.max_discard) + 1)
                act = Action(la.seat, ActionType.DRAW, discard=tuple(rng.sample(own, m)))
            elif ActionType.SHOW in la.kinds:
                act = Action(la.seat, ActionType.SHOW)
            else:
                r = rng.random()
                if r < 0.25 and ActionType.BET in la.kinds:
                    act = Action(la.seat, ActionType.BET, to=la.min_to)
                elif r < 0.35 and ActionType.RAISE in la.kinds:
                    act = Action(la.seat, ActionType.RAISE, to=la.min_to)
                elif r < 0.5 and ActionType.FOLD in la.kinds and ActionType.CALL in la.kinds:
                    act = Action(la.seat, ActionType.FOLD)
                elif ActionType.CHECK in la.kinds:
                    act = Action(la.seat, ActionType.CHECK)
                elif ActionType.CALL in la.kinds:
                    act = Action(la.seat, ActionType.CALL)
                else:
                    act = Action(la.seat, ActionType.FOLD)
            hand.act(act)
        doc = chain_document(rules, [hand], hseed)
        ids.append(profile.record_hand(session_id=sid, hero_seat=0, document=doc,
                                       events=hand.events, seed=hseed))
        ended = hand.events[-1]
        stacks = list(getattr(ended, "stacks", stacks))
    return ids


def make_app(data_dir: Path, size: str = "960x540", seed: int = 11) -> App:
    app = App(Namespace(size=size, data_dir=str(data_dir), seed=seed), realtime=False)
    app.start_scenes()
    frames(app, 2)
    return app


def frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.step_frame()


def click(app: App, pos: tuple[int, int], n_frames: int = 2) -> None:
    """A real left click (press and release) at ``pos``."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, n_frames)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app, 2)


def key(app: App, k: int, text: str = "", n_frames: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text))
    frames(app, n_frames)


def type_text(app: App, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(ch.lower()) if ch.isalpha() else 0,
                                             mod=0, unicode=ch))
    frames(app, 1)


def title_button(app: App, label: str) -> pygame.Rect:
    title = app.stack.find(TitleScene)
    for b in title.buttons:
        if b.label == label:
            return b.rect
    raise AssertionError(f"no title entry {label!r}: {[b.label for b in title.buttons]}")


def row(scene: MenuScene, label: str) -> Any:
    for r in scene.rows:
        if r.label == label:
            return r
    raise AssertionError(f"no row {label!r}")


def bring_into_view(app: App, scene: MenuScene, r: Any) -> None:
    scene.scroll_to(r)
    frames(app, 1)


def footer(scene: Any, label: str) -> Any:
    for b in scene.footer:
        if b.label == label:
            return b
    raise AssertionError(f"no footer button {label!r}")


def saved(data_dir: Path) -> dict[str, Any]:
    settings, _notices, _w = load_settings(data_dir / "settings.json")
    return settings.to_dict()


# --------------------------------------------------------------------------- title
def test_title_has_every_entry_and_two_clicks_reach_a_table(app: App) -> None:
    title = app.stack.top
    assert isinstance(title, TitleScene)
    labels = [b.label for b in title.buttons]
    assert labels == ["Play now", "Table setup", "Settings", "Rules & hand rankings", "Statistics",
                      "Hand history", "Profile", "Quit"]
    w, h = app.size
    for b in title.buttons:  # nothing cut off at 960x540
        assert b.rect.left >= 0 and b.rect.right <= w and b.rect.top >= 0 and b.rect.bottom <= h
    # Table setup -> Sit down: a table in two clicks
    click(app, title_button(app, "Table setup").center)
    setup = app.stack.top
    assert type(setup).__name__ == "SetupScene"
    click(app, footer(setup, "Sit down").rect.center)
    assert type(app.stack.scenes[0]).__name__ == "TableScene"


def test_title_keyboard_focus_opens_settings(app: App) -> None:
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_title_button_acts_on_release_over_it_and_shows_pressed(app: App) -> None:
    title = app.stack.top
    settings, quit_rect = title_button(app, "Settings"), title_button(app, "Quit")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=settings.center, button=1))
    frames(app, 1)
    pressed = [b.label for b in title.buttons if b.pressed]
    assert pressed == ["Settings"] and app.stack.top is title  # pressed, not yet acted
    # the player changes his mind: released over another button, nothing happens
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=quit_rect.center, button=1))
    frames(app, 1)
    assert app.stack.top is title and app.running
    assert not any(b.pressed for b in title.buttons)
    click(app, settings.center)
    assert isinstance(app.stack.top, SettingsScene)


# --------------------------------------------------------------------------- settings
def open_settings(app: App) -> SettingsScene:
    click(app, title_button(app, "Settings").center)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    return scene


def test_settings_toggle_by_mouse_is_applied_and_saved(app: App, tmp_path: Path) -> None:
    scene = open_settings(app)
    r = row(scene, "Four-colour deck")
    assert isinstance(r, ToggleRow)
    bring_into_view(app, scene, r)
    assert app.settings.four_color_deck is False
    click(app, r.control_rect(scene.px).center)
    assert app.settings.four_color_deck is True
    assert saved(tmp_path)["four_color_deck"] is True
    click(app, r.control_rect(scene.px).center)
    assert saved(tmp_path)["four_color_deck"] is False


def test_settings_keyboard_changes_speed(app: App, tmp_path: Path) -> None:
    scene = open_settings(app)
    r = row(scene, "Animation speed")
    items = scene.focusables()
    while scene.focused_item() is not r:
        key(app, pygame.K_DOWN)
        assert len(items) > 0
    key(app, pygame.K_RIGHT)
    assert app.settings.animation_speed == "fast"
    assert app.speed == pytest.approx(2.2)
    assert saved(tmp_path)["animation_speed"] == "fast"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert saved(tmp_path)["animation_speed"] == "slow"


def test_volume_slider_drag_and_mute(app: App, tmp_path: Path) -> None:
    scene = open_settings(app)
    r = row(scene, "Volume")
    assert isinstance(r, SliderRow)
    bring_into_view(app, scene, r)
    track = r._track(scene.px)
    drag(app, (track.x + 2, track.centery), (track.x + track.width // 4, track.centery))
    vol = saved(tmp_path)["volume"]
    assert 0.15 <= vol <= 0.35, vol
    assert app.settings.volume == pytest.approx(vol)
    m = row(scene, "Mute")
    bring_into_view(app, scene, m)
    click(app, m.rect.center)
    assert saved(tmp_path)["muted"] is True and app.settings.muted is True


def test_card_back_and_felt_previews(app: App, tmp_path: Path) -> None:
    scene = open_settings(app)
    r = row(scene, "Card back")
    assert isinstance(r, ChoiceRow) and r.preview is not None
    bring_into_view(app, scene, r)
    thumbs = r.thumb_rects(scene.px)
    assert len(thumbs) == 4
    click(app, thumbs[1].center)  # red
    assert app.settings.card_back == "red" and saved(tmp_path)["card_back"] == "red"
    f = row(scene, "Table colour")
    bring_into_view(app, scene, f)
    click(app, f.thumb_rects(scene.px)[3].center)
    assert app.settings.table_color == "purple" and saved(tmp_path)["table_color"] == "purple"
    # the room behind the menus takes the new felt colour at once
    frames(app, 1)
    assert scene._bg is not None


def test_language_switches_at_once_and_is_saved(app: App, tmp_path: Path) -> None:
    scene = open_settings(app)
    r = row(scene, "Language")
    while scene.focused_item() is not r:
        key(app, pygame.K_DOWN)
    key(app, pygame.K_LEFT)  # English -> Deutsch (wraps to the last)
    assert i18n.current_language() == "de"
    assert saved(tmp_path)["language"] == "de"
    # the screen was rebuilt (rows are new objects) and keeps the focus on the language row
    assert scene.focused_item().label == row(scene, scene.focused_item().label).label
    # restarting the app comes back in German
    app2 = make_app(tmp_path)
    assert app2.settings.language == "de" and i18n.current_language() == "de"
    i18n.set_language("en")


def test_fullscreen_from_settings_and_f11(app: App, tmp_path: Path) -> None:
    scene = open_settings(app)
    r = row(scene, "Fullscreen")
    bring_into_view(app, scene, r)
    click(app, r.rect.center)
    assert app.settings.fullscreen is True
    assert saved(tmp_path)["fullscreen"] is True
    assert pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
    key(app, pygame.K_F11)
    assert app.settings.fullscreen is False
    assert not pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
    frames(app, 1)  # still drawing: every scene was laid out again


def test_settings_survive_a_restart(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = open_settings(app)
    r = row(scene, "Reduced motion")
    bring_into_view(app, scene, r)
    click(app, r.rect.center)
    app.stack.clear()
    app2 = make_app(tmp_path)
    assert app2.settings.reduced_motion is True


# --------------------------------------------------------------------------- resize
@pytest.mark.parametrize("scene_name", ["settings", "setup", "rules", "stats", "history", "profile"])
def test_every_screen_fits_and_relayouts_on_resize(tmp_path: Path, scene_name: str) -> None:
    app = make_app(tmp_path)
    profile = app.profile if getattr(app, "profile", None) else None
    assert profile is not None
    play_hands(profile, 6)
    import importlib

    mod = importlib.import_module(f"drawpoker.ui.scenes.{scene_name}")
    cls = next(v for k, v in vars(mod).items() if k.endswith("Scene") and isinstance(v, type)
               and issubclass(v, MenuScene) and v is not MenuScene and v.__module__ == mod.__name__)
    scene = app.stack.push(cls())
    for size in ((960, 540), (1920, 1080), (1280, 720)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        frames(app, 2)
        assert app.size == size
        assert scene.size == size
        assert scene.panel.left >= 0 and scene.panel.right <= size[0]
        assert scene.panel.bottom <= size[1]
        for b in scene.footer:
            assert b.rect.left >= 0 and b.rect.right <= size[0] and b.rect.bottom <= size[1]
            px = max(11, round(b.rect.height * 0.36))
            assert b.preferred_width(px) <= b.rect.width + 2, (b.label, size)
        for r in scene.rows:
            if r.visible:
                assert r.rect.width > 0
                from drawpoker.ui import text as ui_text

                # the label and its control share the row without overlapping
                assert ui_text.font(scene.px).size(r.label)[0] <= r.rect.width - r.control_width(scene.px), r.label


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
    visible = [r for r in scene.opponent_rows if r.visible]
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
    click(app, structure.control_rect(scene.px).midleft)  # no-limit -> fixed-limit (wraps)
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


# --------------------------------------------------------------------------- rules
def test_rules_pages_scroll_and_odds_are_exact(app: App) -> None:
    from fractions import Fraction

    from drawpoker.ui.rulebook.content import draw_odds, improve_chance
    from drawpoker.ui.scenes.rules import RulesScene

    click(app, title_button(app, "Rules & hand rankings").center)
    scene = app.stack.top
    assert isinstance(scene, RulesScene)
    assert scene.content is not None and scene.content_h > scene.viewport.height
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    frames(app, 1)
    assert scene.scroll > 0
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    click(app, footer(scene, "Draw odds").rect.center)
    assert scene.page == 2
    key(app, pygame.K_1)
    assert scene.page == 0
    # one pair, draw three: improves 1 - 3853/5405 of the time (the classic 28.7%)
    assert improve_chance("Jh Jd 8c 5s 2h", "Jh Jd") == 1 - Fraction(3853, 5405)
    # four to a flush, draw one: 9 flush cards of 47
    assert draw_odds("Ah Jh 8h 5h 2c", "Ah Jh 8h 5h")[5] == Fraction(9, 47)
    # the cards are drawn with the card sprites: a red heart pixel in the first example row
    frames(app, 12)  # past the fade-in
    surface = app.screen
    found = any(surface.get_at((x, y))[0] > 170 and surface.get_at((x, y))[1] < 80
                for x in range(scene.viewport.x, scene.viewport.centerx, 3)
                for y in range(scene.viewport.y, scene.viewport.y + scene.viewport.height // 2, 3))
    assert found


# --------------------------------------------------------------------------- pause
class FakeTable(Scene):
    """Stands for the table under the pause menu: counts leaves, holds a hand."""

    def __init__(self, in_hand: bool) -> None:
        super().__init__()
        self.left = 0
        self.hand = Namespace(is_over=not in_hand)

    def leave(self) -> None:
        self.left += 1
        self.app.stack.clear()
        self.app.stack.push(TitleScene())

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((20, 90, 50))


def test_pause_menu_resume_settings_rules_leave(app: App) -> None:
    from drawpoker.ui.scenes.pause import PauseScene
    from drawpoker.ui.scenes.rules import RulesScene

    table = FakeTable(in_hand=True)
    app.stack.push(table)
    pause = app.stack.push(PauseScene())
    frames(app, 1)
    assert [b.label for b in pause.buttons] == ["Resume", "Settings", "Rules & hand rankings", "Leave table"]
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    pause = app.stack.push(PauseScene())
    frames(app, 1)
    click(app, pause.buttons[1].rect.center)
    assert isinstance(app.stack.top, SettingsScene) and app.stack.top.overlay
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is pause
    assert pause.focus == 1  # the pointer was over Settings
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    click(app, pause.buttons[3].rect.center)  # leave mid-hand: asks first
    assert isinstance(app.stack.top, NoticeScene)
    key(app, pygame.K_RETURN)  # default: Stay
    assert app.stack.top is pause and table.left == 0
    click(app, pause.buttons[3].rect.center)
    notice = app.stack.top
    click(app, notice.buttons[0].rect.center)  # Leave table
    assert table.left == 1 and isinstance(app.stack.top, TitleScene)


# --------------------------------------------------------------------------- stats
def test_statistics_figures_and_charts(app: App) -> None:
    from drawpoker.ui.scenes.stats import CHART_LINE, StatsScene

    ids = play_hands(app.profile, 24)
    click(app, title_button(app, "Statistics").center)
    scene = app.stack.top
    assert isinstance(scene, StatsScene)
    st = scene.stats
    assert st.hands_played == 24 and len(st.results_series) == 24
    assert st.net == sum(h.net for h in app.profile.hands(limit=None))
    assert [p.hand_id for p in st.results_series] == ids
    click(app, footer(scene, "Charts").rect.center)
    assert scene.page == 1
    frames(app, 12)  # past the fade-in
    v = scene.viewport
    gold = sum(1 for x in range(v.x, v.right, 2) for y in range(v.y, v.centery, 2)
               if tuple(app.screen.get_at((x, y)))[:3] == CHART_LINE)
    assert gold > 30  # the bankroll line is drawn
    key(app, pygame.K_3)
    assert scene.page == 2
    scope = scene.scope_button
    all_seg, last_seg = scope.segment_rects()
    click(app, last_seg.center)
    assert scene.last == 100


def test_statistics_scope_is_a_segmented_control_showing_both_options(app: App) -> None:
    from drawpoker.ui.widgets.buttons import SegmentedButton

    play_hands(app.profile, 3)
    click(app, title_button(app, "Statistics").center)
    scene = app.stack.top
    scope = next(b for b in scene.footer if isinstance(b, SegmentedButton))
    labels = [label for _v, label in scope.options]
    assert labels == ["All hands", "Last 100 hands"]  # both shown, never relabelled
    assert scene.last is None and scope.active == 0
    all_seg, last_seg = scope.segment_rects()
    assert all_seg.right <= last_seg.x and scope.rect.contains(last_seg)
    # the active segment is highlighted: its centre differs from the other's
    frames(app, 12)
    lit = tuple(app.screen.get_at((all_seg.x + 6, all_seg.centery)))[:3]
    dim = tuple(app.screen.get_at((last_seg.right - 6, last_seg.centery)))[:3]
    assert lit != dim
    click(app, last_seg.center)
    assert scene.last == 100 and scope.active == 1
    assert [label for _v, label in scene.scope_button.options] == labels
    click(app, scene.scope_button.segment_rects()[1].center)  # clicking the active one keeps it
    assert scene.last == 100
    click(app, scene.scope_button.segment_rects()[0].center)
    assert scene.last is None


def test_statistics_empty_profile(app: App) -> None:
    click(app, title_button(app, "Statistics").center)
    assert app.stack.top.stats.hands_played == 0


# --------------------------------------------------------------------------- history
def open_history(app: App, n: int = 8) -> Any:
    ids = play_hands(app.profile, n)
    click(app, title_button(app, "Hand history").center)
    scene = app.stack.top
    assert type(scene).__name__ == "HistoryScene"
    assert [r.record.id for r in scene.rows] == ids[::-1]
    return scene


def test_history_export_writes_the_scenario_file(app: App) -> None:
    from drawpoker.scenario.run import run_scenario

    scene = open_history(app)
    second = scene.rows[1]
    click(app, second.rect.center)
    assert scene.selected.id == second.record.id
    click(app, footer(scene, "Export .json").rect.center)
    exported = sorted((Path(app.data_dir) / "exports").glob("*.json"))
    assert len(exported) == 1
    doc = json.loads(exported[0].read_text(encoding="utf-8"))
    assert doc == app.profile.hand_history(second.record.id)
    assert str(exported[0]) in scene.status
    assert run_scenario(doc)["error"] is None


def test_history_replay_steps_forward_and_back(app: App) -> None:
    from drawpoker.ui.scenes.replay import ReplayScene

    scene = open_history(app)
    key(app, pygame.K_RETURN)  # replay the newest hand
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    assert replay.pos == replay.stops[0]
    for _ in range(4):
        key(app, pygame.K_RIGHT, n_frames=3)
    assert replay.step_index == 5
    pos5 = replay.pos
    key(app, pygame.K_RIGHT, n_frames=3)
    replay.director.skip()
    snapshot = [(s.stack, s.bet, s.folded, s.last_action) for s in replay.visual.seats]
    key(app, pygame.K_RIGHT, n_frames=3)
    key(app, pygame.K_LEFT)  # back one step: rebuilt instantly
    assert not replay.director.busy
    assert [(s.stack, s.bet, s.folded, s.last_action) for s in replay.visual.seats] == snapshot
    key(app, pygame.K_LEFT)
    assert replay.pos == pos5
    # to the end: the stacks are those the hand ended with
    for _ in range(len(replay.stops) + 2):
        key(app, pygame.K_RIGHT)
    replay.director.skip()
    assert replay.pos == len(replay.events)
    ended = replay.events[-1]
    assert [s.stack for s in replay.visual.seats] == list(ended.stacks)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_history_play_this_deal_again_deals_the_same_cards(app: App) -> None:
    from drawpoker.cards import parse_cards
    from drawpoker.persistence.resume import account

    scene = open_history(app, 5)
    record = scene.rows[2].record
    chips_before = account(app.profile).player_total
    click(app, scene.rows[2].rect.center)
    click(app, footer(scene, "Play this deal again").rect.center)
    table = app.stack.scenes[0]
    assert type(table).__name__ == "DealAgainScene"
    hand = table.hand
    keeper = getattr(table, "keeper", None)
    if keeper is not None:  # kept in the profile: the journal names the stored seed
        assert keeper._chain.seed == record.seed
        # sitting down moved chips from the bankroll to the table, none were created
        assert account(app.profile).player_total == chips_before
    assert sorted(hand.view(0).own_cards) == sorted(parse_cards(record.start_cards))
    doc = app.profile.hand_history(record.id)
    assert [s.stack for s in table.table.seats] or True
    names = [s["name"] for s in doc["seats"]]
    for name, text in doc["deals"][0]["hole"].items():
        seat = names.index(name)
        assert sorted(hand.view(seat).own_cards) == sorted(parse_cards(text))


# --------------------------------------------------------------------------- profile
def test_profile_name_and_reset_with_confirmation(app: App) -> None:
    from drawpoker.ui.scenes.profile import ProfileScene

    play_hands(app.profile, 3)
    click(app, title_button(app, "Profile").center)
    scene = app.stack.top
    assert isinstance(scene, ProfileScene)
    name = row(scene, "Name")
    assert isinstance(name, TextRow)
    click(app, name.control_rect(scene.px).center)
    for _ in range(10):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Zoe")
    key(app, pygame.K_RETURN)
    assert app.profile.player().name == "Zoe"
    start = row(scene, "Starting bankroll")
    click(app, start.control_rect(scene.px).midright)  # 1000 -> 2000
    assert scene.start_choice == 2000
    reset = row(scene, "Reset profile")
    click(app, reset.control_rect(scene.px).center)
    notice = app.stack.top
    assert isinstance(notice, NoticeScene)
    key(app, pygame.K_RETURN)  # the default is Cancel
    assert app.profile.hand_count() == 3
    click(app, reset.control_rect(scene.px).center)
    click(app, app.stack.top.buttons[0].rect.center)  # Reset profile
    assert app.profile.hand_count() == 0 and app.profile.bankroll == 2000
    assert app.stack.top is scene


# --------------------------------------------------------------------------- notices
def test_corrupt_settings_file_is_kept_aside_and_told(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{not json", encoding="utf-8")
    app = make_app(tmp_path)
    notice = app.stack.top
    assert isinstance(notice, NoticeScene)
    kept = list(tmp_path.glob("settings.corrupt-*.json"))
    assert len(kept) == 1 and str(kept[0]) in notice.message
    click(app, notice.buttons[0].rect.center)
    assert isinstance(app.stack.top, TitleScene)


def test_corrupt_profile_is_kept_aside_and_told(tmp_path: Path) -> None:
    (tmp_path / "profile.sqlite3").write_bytes(b"garbage, not a database" * 20)
    app = make_app(tmp_path)
    notice = app.stack.top
    assert isinstance(notice, NoticeScene) and notice.heading == "About your profile"
    assert list(tmp_path.glob("profile.corrupt-*"))
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TitleScene)


def test_resume_offer_leave_settles_every_chip(tmp_path: Path) -> None:
    from drawpoker.engine import Seat, Table
    from drawpoker.persistence.resume import TableKeeper, account

    profile, _n = open_profile(tmp_path / "profile.sqlite3")
    keeper = TableKeeper(profile)
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10})
    seats = [Seat("You", 0, bankroll=profile.bankroll), Seat("Ada", 500), Seat("Boris", 500)]
    table = Table(rules, seats, 0)
    table.buy_in(0, 300)
    keeper.sit_down(table, 0, [{"name": "You", "player": "human"}, {"name": "Ada", "player": "easy:rock"},
                               {"name": "Boris", "player": "easy:rock"}])
    keeper.deal(random.Random(4))
    total_before = account(profile).player_total
    profile.close()
    app = make_app(tmp_path)
    offer = app.stack.top
    assert isinstance(offer, NoticeScene) and offer.heading == "Welcome back"
    labels = [label for label, _s, _a in offer.choices]
    assert "Leave the table" in labels
    click(app, offer.buttons[labels.index("Leave the table")].rect.center)
    assert TableKeeper(app.profile).saved() is None
    done = app.stack.top
    assert isinstance(done, NoticeScene) and done.heading == "You left the table"
    bankroll = app.profile.bankroll
    # every chip accounted for: only the hand's result moved chips
    last = app.profile.hands(limit=1)[0]
    assert bankroll == total_before + last.net


def test_notice_dialog_keyboard_and_wrapping(app: App) -> None:
    hits: list[str] = []
    long = "word " * 120
    app.stack.push(NoticeScene("Heading", long, [("A", "primary", lambda: hits.append("a")),
                                                 ("B", "neutral", lambda: hits.append("b"))],
                               default=0, cancel=1))
    frames(app, 1)
    notice = app.stack.top
    assert notice.box.bottom <= app.size[1] and notice.box.right <= app.size[0]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert hits == ["b"]
    app.stack.push(NoticeScene("H", "m", [("A", "primary", lambda: hits.append("a"))], cancel=None))
    frames(app, 1)
    key(app, pygame.K_ESCAPE)
    assert hits == ["b"] and isinstance(app.stack.top, TitleScene)


class LongTranslations:
    """A stand-in catalog whose every text is a third longer, in Cyrillic (like ru/de)."""

    def gettext(self, message: str) -> str:
        return message + " " + "Ш" * max(1, len(message) // 3)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.gettext(singular if n == 1 else plural)

    def pgettext(self, context: str, message: str) -> str:
        return self.gettext(message)


@pytest.mark.parametrize("scene_name", ["settings", "setup", "rules", "stats", "history", "profile",
                                        "pause", "title"])
def test_a_third_longer_texts_still_fit_at_960x540(tmp_path: Path, scene_name: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    from drawpoker.ui import text as ui_text

    app = make_app(tmp_path)
    play_hands(app.profile, 3)
    monkeypatch.setattr(i18n.catalog, "_translations", LongTranslations())
    if scene_name == "title":
        scene = app.stack.top
        scene.resume()
        frames(app, 1)
        for b in scene.buttons:
            assert b.rect.left >= 0 and b.rect.right <= app.size[0] and b.rect.bottom <= app.size[1]
            assert ui_text.font(max(11, round(b.rect.height * 0.36)), True).size(b.label)[0] <= b.rect.width
        return
    mod = importlib.import_module(f"drawpoker.ui.scenes.{scene_name}")
    if scene_name == "pause":
        app.stack.push(FakeTable(in_hand=False))
        scene = app.stack.push(mod.PauseScene())
        frames(app, 1)
        for b in scene.buttons:
            assert scene.box.contains(b.rect)
            assert b.preferred_width(max(11, round(b.rect.height * 0.36))) <= b.rect.width
        assert scene.box.right <= app.size[0] and scene.box.bottom <= app.size[1]
        return
    cls = next(v for k, v in vars(mod).items() if k.endswith("Scene") and isinstance(v, type)
               and issubclass(v, MenuScene) and v is not MenuScene and v.__module__ == mod.__name__)
    scene = app.stack.push(cls())
    frames(app, 2)
    assert "Ш" in scene.title()
    for b in scene.footer:
        assert b.rect.left >= 0 and b.rect.right <= app.size[0]
        assert b.preferred_width(max(11, round(b.rect.height * 0.36))) <= b.rect.width + 2, b.label
    for r in scene.rows:
        if r.visible and r.label:
            room = r.rect.width - r.control_width(scene.px) - scene.px * 2
            assert ui_text.font(scene.px).size(r.label)[0] <= room, r.label


def test_replay_buttons_by_mouse(app: App) -> None:
    from drawpoker.ui.scenes.replay import ReplayScene

    scene = open_history(app, 4)
    click(app, footer(scene, "Watch replay").rect.center)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    start = replay.pos
    click(app, replay.rbuttons["forward"].rect.center)
    assert replay.pos > start
    click(app, replay.rbuttons["back"].rect.center)
    assert replay.pos == start
    app.settings = app.settings.replace(animation_speed="fast")
    click(app, replay.rbuttons["play"].rect.center)
    assert replay.playing
    for _ in range(3000):  # plays to the end by itself
        frames(app, 1)
        if not replay.playing:
            break
    assert replay.pos == len(replay.events) and not replay.playing
    click(app, replay.rbuttons["export"].rect.center)
    assert len(list((Path(app.data_dir) / "exports").glob("*.json"))) == 1
    click(app, replay.rbuttons["again"].rect.center)
    assert type(app.stack.scenes[0]).__name__ == "DealAgainScene"


def test_unwritable_user_folder_plays_on_with_a_notice(tmp_path: Path) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    app = make_app(blocked / "data")
    notice = app.stack.top
    # one dialog for both files, naming the file in the way (not "[Errno 20] ...")
    assert isinstance(notice, NoticeScene)
    assert notice.heading == "About your settings and profile"
    assert notice.message.startswith("Your settings and profile could not be saved: ")
    assert f"{blocked} is a file, not a folder" in notice.message
    assert "Errno" not in notice.message
    assert app.profile.temporary
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TitleScene)  # told once
    app.change_settings(animation_speed="fast")  # kept for this run, no crash, no new dialog
    assert app.settings.animation_speed == "fast" and isinstance(app.stack.top, TitleScene)
    click(app, title_button(app, "Statistics").center)
    assert app.stack.top.stats.hands_played == 0
    assert blocked.read_text(encoding="utf-8") == "a file where the folder should be"


def test_replay_shows_every_players_cards_on_request(app: App) -> None:
    from drawpoker.cards import parse_cards
    from drawpoker.ui.scenes.replay import ReplayScene

    scene = open_history(app, 3)
    record = scene.rows[0].record
    key(app, pygame.K_RETURN)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    replay.director.skip()
    frames(app, 1)
    others = [i for i in range(replay.n) if i != replay.hero]
    assert not any(sp.face_up for i in others for sp in replay.visual.seats[i].cards if sp)
    key(app, pygame.K_s, "s")
    doc = app.profile.hand_history(record.id)
    names = [s["name"] for s in doc["seats"]]
    for name, text in doc["deals"][0]["hole"].items():
        seat = names.index(name)
        if seat == replay.hero:
            continue
        shown = [sp.card for sp in replay.visual.seats[seat].cards if sp is not None]
        assert all(sp.face_up for sp in replay.visual.seats[seat].cards if sp is not None)
        assert sorted(shown) == sorted(parse_cards(text))
    key(app, pygame.K_s, "s")
    assert not any(sp.face_up for i in others for sp in replay.visual.seats[i].cards if sp)


def test_reduced_motion_means_no_fade(app: App) -> None:
    app.settings = app.settings.replace(reduced_motion=False)
    scene = open_settings(app)
    assert 0 < scene.fade <= scene.FADE_IN
    key(app, pygame.K_ESCAPE)
    app.settings = app.settings.replace(reduced_motion=True)
    scene = open_settings(app)
    assert scene.fade == 0.0


def test_resume_offer_continue_restores_the_hand(tmp_path: Path) -> None:
    from drawpoker.engine import Seat, Table
    from drawpoker.persistence.resume import TableKeeper, account
    profile, _n = open_profile(tmp_path / "profile.sqlite3")
    keeper = TableKeeper(profile)
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10})
    seats = [Seat("You", 0, bankroll=profile.bankroll), Seat("Ada", 500), Seat("Boris", 500)]
    table = Table(rules, seats, 0)
    table.buy_in(0, 300)
    keeper.sit_down(table, 0, [{"name": "You", "player": "human"}, {"name": "Ada", "player": "easy:rock"},
                               {"name": "Boris", "player": "easy:rock"}])
    keeper.deal(random.Random(4))
    hole = keeper.hand.view(0).own_cards
    total_before = account(profile).player_total
    profile.close()
    app = make_app(tmp_path)
    offer = app.stack.top
    labels = [label for label, _s, _a in offer.choices]
    click(app, offer.buttons[labels.index("Continue")].rect.center)
    table_scene = app.stack.scenes[0]
    assert type(table_scene).__name__ == "TableScene"
    assert table_scene.hand is not None and not table_scene.hand.is_over
    assert table_scene.hand.view(0).own_cards == hole  # the same hand, where it was
    assert account(app.profile).player_total == total_before


def test_keyboard_only_from_title_to_a_table(app: App) -> None:
    key(app, pygame.K_DOWN)  # Table setup
    key(app, pygame.K_RETURN)
    setup = app.stack.top
    assert type(setup).__name__ == "SetupScene"
    key(app, pygame.K_RIGHT)  # Game: high -> ace-to-five
    assert setup.cfg.rules["game"] == "ace-to-five"
    key(app, pygame.K_UP)  # wraps to the footer's last button (Back)
    assert setup.focused_item().label == "Back"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert setup.focused_item().label == "Sit down"
    key(app, pygame.K_RETURN)
    table = app.stack.scenes[0]
    assert type(table).__name__ == "TableScene" and table.rules.game == "ace-to-five"


@pytest.mark.parametrize(("entry", "scene_name"), [
    ("Table setup", "SetupScene"), ("Settings", "SettingsScene"),
    ("Rules & hand rankings", "RulesScene"), ("Statistics", "StatsScene"),
    ("Hand history", "HistoryScene"), ("Profile", "ProfileScene")])
def test_every_title_entry_opens_its_screen_and_esc_returns(app: App, entry: str,
                                                            scene_name: str) -> None:
    click(app, title_button(app, entry).center)
    assert type(app.stack.top).__name__ == scene_name
    frames(app, 12)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)
    assert len(app.stack) == 1


def test_rendered_text_caches_follow_the_catalog_not_only_the_language_code(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A rules page made under another catalog with the same code ("en") is not served
    again afterwards (a stand-in's "ШШШ" leaked into the next rules screen)."""
    from drawpoker.ui.rulebook.pages import render_page

    make_app(tmp_path)
    plain = render_page(0, 600, 16, False, i18n.catalog_key())
    with monkeypatch.context() as m:
        m.setattr(i18n.catalog, "_translations", LongTranslations())
        longer = render_page(0, 600, 16, False, i18n.catalog_key())
        assert i18n.current_language() == "en"
    again = render_page(0, 600, 16, False, i18n.catalog_key())
    assert longer.get_height() > plain.get_height()  # the longer texts wrap to more lines
    assert again.get_height() == plain.get_height()
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(plain, "RGBA")
