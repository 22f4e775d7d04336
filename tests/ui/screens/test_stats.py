"""The statistics screen: figures, charts and starting hands count the same hands; its scope control and an empty profile (real App, real pygame events)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.persistence.records import HandRecord
from drawpoker.persistence.stats import compute_statistics
from drawpoker.ui.app import App
from tests.support.harness import Harness
from tests.support.records import play_hands
from tests.support.screens import click, footer, frames, key, title_button


# --------------------------------------------------------------------------- stats
def test_statistics_figures_and_charts(app: App) -> None:
    from drawpoker.ui.scenes.stats import StatsScene
    from drawpoker.ui.widgets.stat_charts import CHART_LINE

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
    assert labels == ["All", "Last 100"]  # both shown, never relabelled
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


def test_the_tournament_page_opens_from_statistics(app: App) -> None:
    """The issue's "statistics gain a tournament page": *Your tournaments* in the
    Statistics footer (or key 4) opens it with the recorded sit-and-gos, even with no
    cash hands; Back returns to Statistics."""
    from drawpoker.persistence import tournaments as book
    from drawpoker.ui.scenes.stats import StatsScene
    from drawpoker.ui.scenes.tournament_stats import TournamentStatsScene

    for place, prize in ((1, 390), (3, 0)):
        book.finish_tournament(app.profile, field=6, buy_in=100, place=place, prize=prize,
                               hands=40, levels=4, result={})
    click(app, title_button(app, "Statistics").center)
    scene = app.stack.top
    assert isinstance(scene, StatsScene) and scene.stats.hands_played == 0
    click(app, footer(scene, "Tournaments").rect.center)
    frames(app, 3)
    page = app.stack.top
    assert isinstance(page, TournamentStatsScene)
    figures = {r.label: getattr(r, "value", None) for r in page.rows}
    assert figures["Played"] == "2" and figures["Average finish"] == "2.0"
    assert figures["Best finish"] == "1st of 6"
    # a net result, labelled as one (fresh user: "Prizes won" read −100 for a win of 390)
    assert figures["Prizes minus buy-ins"] == "+190"
    click(app, footer(page, "Back").rect.center)
    frames(app, 3)
    assert app.stack.top is scene
    key(app, pygame.K_t, "t")  # the Tournaments button's key (the number keys pick tabs)
    frames(app, 3)
    assert isinstance(app.stack.top, TournamentStatsScene)


@pytest.mark.reported("fresh-user#polish6")
def test_number_keys_pick_the_tabs_and_nothing_beyond(app: App) -> None:
    """Keys 1..N pick tabs 1..N, each in turn; a key beyond N leaves the screen and its
    tab as they were (a fresh user: key 4 left the statistics tabs for another screen)."""
    from drawpoker.ui.scenes.stats import StatsScene

    play_hands(app.profile, 3)
    click(app, title_button(app, "Statistics").center)
    scene = app.stack.top
    assert isinstance(scene, StatsScene)
    digits = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6,
              pygame.K_7, pygame.K_8, pygame.K_9]
    for i, k in enumerate(digits[:len(scene.tabs)]):
        key(app, k, str(i + 1))
        assert scene.page == i and scene.tabs[i].style == "primary"
    key(app, pygame.K_2, "2")
    for i, k in enumerate(digits[len(scene.tabs):], start=len(scene.tabs)):
        key(app, k, str(i + 1))
        frames(app, 3)
        assert app.stack.top is scene, f"key {i + 1} left the statistics"
        assert scene.page == 1


def test_statistics_empty_profile(app: App) -> None:
    click(app, title_button(app, "Statistics").center)
    assert app.stack.top.stats.hands_played == 0


SHOTS = Path(os.environ.get("DRAWPOKER_SHOTS", "/tmp/stats-counts-shots"))


def _record(i: int, **kw: Any) -> HandRecord:
    base: dict[str, Any] = dict(
        id=i, session_id=1, played_at=f"2026-01-{i:02d}T00:00:00Z", hand_no=i, seed=i,
        hero_seat=0, game="high", outcome="showdown", deals=1, net=0, won=False, amount_won=0,
        showdown=False, showdown_won=False, pot=0, start_cards="", start_category="trips",
        draw_count=2, actions_pre=(), actions_post=(), total_after=1000)
    base.update(kw)
    return HandRecord(**base)


def _eleven_records_with_two_passed_out_deals() -> list[HandRecord]:
    """11 recorded hands, the 4th after two deals nobody opened (13 deals at the table)."""
    out: list[HandRecord] = []
    total = 1000
    for i in range(1, 12):
        net = (-1) ** i * 10 * i
        total += net
        out.append(_record(i, net=net, won=net > 0, total_after=total,
                           deals=3 if i == 4 else 1,
                           start_category="low_pair" if i % 2 else "high_card"))
    return out


@pytest.mark.reported("new-player-2")
def test_summary_charts_and_starting_hands_count_the_same_hands() -> None:
    st = compute_statistics(_eleven_records_with_two_passed_out_deals(), starting_total=1000)
    assert st.hands_played == 13  # as the table numbered them (and history, sessions)
    assert len(st.results_series) == 13 and len(st.cumulative_series) == 13
    assert len(st.bankroll_series) == 14  # the start, then every hand
    assert sum(c.hands for c in st.by_category) == 13
    passed = [c for c in st.by_category if c.category == "passed_out"]
    assert passed and passed[0].hands == 2 and passed[0].won == 0 and passed[0].net == 0
    assert st.passed_out == 2
    # a deal nobody opened moves no chips: bars of 0 just before the hand they lead to
    assert [p.value for p in st.results_series[3:6]] == [0, 0, 40]
    assert st.bankroll_series[4].value == st.bankroll_series[3].value
    assert sum(p.value for p in st.results_series) == st.net
    assert sum(st.draw_counts.values()) == 13


@pytest.mark.reported("new-player-2")
@pytest.mark.harness(size=(960, 540))
@pytest.mark.parametrize("lang", ["en", "ru", "sk", "de"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_chart_heading_never_touches_its_caption(h: Harness, lang: str,
                                                     size: tuple[int, int],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from drawpoker.ui import text as ui_text
    from drawpoker.ui.scenes import stats as stats_scene

    i18n.set_language(lang)
    h.resize(size)
    scene = stats_scene.StatsScene(page=1)
    h.app.stack.push(scene)
    h.frames(1)
    scene.stats = compute_statistics(_eleven_records_with_two_passed_out_deals(),
                                     starting_total=1000)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = ui_text.draw_text

    def spy(surface: pygame.Surface, text: str, pos: Any, size_px: int, *args: Any,
            **kw: Any) -> Any:
        out = real(surface, text, pos, size_px, *args, **kw)
        if isinstance(out, pygame.Rect):
            drawn.append((text, out))
        return out

    monkeypatch.setattr(stats_scene.ui_text, "draw_text", spy)
    scene._page_key = None
    h.frames(30)
    SHOTS.mkdir(parents=True, exist_ok=True)
    h.app.save_screenshot(SHOTS / f"charts_{lang}_{size[0]}.png")
    heading = i18n.ngettext("Results by hand (the last hand)",
                            "Results by hand (the last {n} hands)", 13).format(n=13)
    caption = i18n._("Bars: won or lost in each hand. Line: running total.")
    rects = {t: r for t, r in drawn}
    assert heading in rects and caption in rects, sorted(rects)
    gap = rects[heading].inflate(8, 4)
    assert not gap.colliderect(rects[caption]), (
        f"{lang}: heading {rects[heading]} touches caption {rects[caption]}")
    assert rects[caption].right <= scene.viewport.width + 1
