"""A toast keeps off every screen's title and the controls the player is about to use
(its buttons, the rows in view, the cards to click) on every screen a toast can come
over, at the window sizes and in every language: the Hand history's filters, Practice's
themes and the Coach's buttons were covered under the title."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.engine import ActionType, TableRules
from drawpoker.progress.levels import standing
from drawpoker.progress.summary import SittingSummary
from drawpoker.progress.xp import Award
from drawpoker.session.tournament.play import play_out
from drawpoker.session.tournament.results import result_document
from drawpoker.session.tournament.schedule import make_schedule
from drawpoker.session.tournament.state import PlayClock, Tournament
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import scale_of
from tests.support.harness import frames
from tests.support.i18n import LANGS
from tests.support.records import play_hands
from tests.support.screens import make_app
from tests.support.sessions import Prefer

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
ROUTES = ["settings", "profile", "stats", "history", "table_hands", "practice", "daily",
          "career", "tournament", "tournament_stats", "rules", "controls", "setup", "coach"]


def controls(scene: Any) -> list[tuple[str, pygame.Rect]]:
    """What the player can press on ``scene``, found the way a player sees it: the
    buttons of any button set, the rows in view that take focus, the cards."""
    out: list[tuple[str, pygame.Rect]] = []
    view = getattr(scene, "viewport", None)
    for name in ("buttons", "footer"):
        for b in getattr(scene, name, None) or []:
            if getattr(b, "visible", True):
                out.append((str(getattr(b, "label", name)), b.rect))
    rows = getattr(scene, "rows", None)
    for row in rows if isinstance(rows, list) else []:
        shown = getattr(row, "visible", True) and getattr(row, "focusable", True)
        if shown and view is not None and view.colliderect(row.rect):
            out.append((str(row.label), row.rect.clip(view)))
    for i, r in enumerate(getattr(scene, "card_rects", None) or []):
        out.append((f"card {i + 1}", r))
    # the figures a closing screen shows (the summary's panel, the places and the chart)
    for name in ("figures_box", "places_box", "chart_box"):
        r = getattr(scene, name, None)
        if isinstance(r, pygame.Rect) and r.width and r.height:
            out.append((name, r))
    return out


def _toast_keeps_clear(app: Any, size: tuple[int, int], language: str,
                       screens: list[tuple[str, dict[str, Any]]]) -> None:
    """Open each ``(route, arguments)`` in turn, show the longest toast over it and assert
    it covers neither the screen's title band nor any of its controls."""
    text = i18n._("Achievement earned: {title}").format(title="Perfect day") + " · " \
        + i18n._("Screenshot saved: {file}").format(file="drawpoker-0001.png")
    band = ui_text.heading_band(size[0], scale_of(size))
    for route, kwargs in screens:
        scene = app.nav.push(route, **kwargs)
        frames(app, 3)
        app.show_toast(text)
        frames(app, 1)
        rect = app.window._toast_rect
        assert rect is not None, route
        assert not rect.colliderect(band), (route, rect, band)
        hit = [label for label, r in controls(scene) if r.colliderect(rect)]
        assert not hit, (route, size, language, rect, hit)
        app.toasts.hide()
        app.stack.pop()
        frames(app, 2)


@pytest.mark.reported("new-player-evening#29.2: a toast over the Coach's title")
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGS)
def test_a_toast_covers_no_title_and_no_control(size: tuple[int, int], language: str,
                                                tmp_path: Path) -> None:
    app = make_app(tmp_path, f"{size[0]}x{size[1]}")
    i18n.set_language(language)
    try:
        app.change_settings(language=language)
        play_hands(app.profile, 3)
        record = app.profile.hand(1)
        _toast_keeps_clear(app, size, language,
                           [(route, {"record": record} if route == "coach" else {})
                            for route in ROUTES])
    finally:
        app.stack.clear()
        i18n.set_language("en")


def _results() -> dict[str, Any]:
    """A three-player sit-and-go played to its end (the player bets, the others fold), as
    the results screen shows it."""
    base = TableRules.from_dict({"ante": 10})
    t = Tournament(base, make_schedule(base, "turbo"), ["You", "Ada", "Boris"], 400, 50,
                   seed=3, button=2, clock=PlayClock())
    play_out(t, {0: Prefer(ActionType.BET, ActionType.RAISE),
                 **{s: Prefer(ActionType.FOLD) for s in (1, 2)}})
    return result_document(t, 0)


def _summary() -> SittingSummary:
    """A sitting of twelve hands with experience earned, as the summary shows it."""
    award = Award("cash", good=9, close=2, costly=1, xp=145)
    return SittingSummary(hands=12, net=-240, biggest_pot=1180, best=None, award=award,
                          before=standing(600), after=standing(745))


@pytest.mark.reported("new-player-evening: the toast test left out the sitting summary and "
                      "the tournament results")
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGS)
def test_a_toast_covers_nothing_of_the_summary_and_the_results(
        size: tuple[int, int], language: str, tmp_path: Path) -> None:
    """The screens that close a sitting and a sit-and-go: their title, their figures'
    buttons (New tournament, Back, Continue) and their panels' headings."""
    app = make_app(tmp_path, f"{size[0]}x{size[1]}")
    i18n.set_language(language)
    try:
        app.change_settings(language=language)
        _toast_keeps_clear(app, size, language,
                           [("sitting_summary", {"summary": _summary()}),
                            ("tournament_results", {"result": _results()})])
    finally:
        app.stack.clear()
        i18n.set_language("en")
