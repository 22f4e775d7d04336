"""The daily challenge screen, reached from the title by its route and played with keys and
clicks: the score after each decision, the day's one scored try written at the end (with
its toast), a second try that is practice only; and the Profile's level and achievements."""

from __future__ import annotations

import os
from datetime import date

import pygame
import pytest

from drawpoker.persistence import progress as store
from drawpoker.progress.award import progress_of
from tests.support.harness import Harness
from tests.support.screens import title_button

DAY = date(2026, 12, 6)


def _open(h: Harness):  # type: ignore[no-untyped-def]
    """Open the daily challenge from the title (today's), then the one of :data:`DAY` (the
    day the test sets, by the same route)."""
    h.app.nav.push("title")
    h.frames(3)
    h.click(title_button(h.app, "Daily challenge").center)
    h.frames(2)
    today = h.app.stack.top
    assert type(today).__name__ == "DailyScene" and today.day == date.today()
    h.app.stack.pop()
    h.app.nav.push("daily", day=DAY)
    h.frames(2)
    return h.app.stack.top


def _shot(h: Harness, name: str) -> None:
    folder = os.environ.get("DRAWPOKER_SHOTS")
    if folder:
        pygame.image.save(pygame.display.get_surface(), f"{folder}/{name}.png")


def _play_best(h: Harness, d) -> None:  # type: ignore[no-untyped-def]
    for k, item in enumerate(d.challenge.items):
        best = item.holds()[0]
        for i, card in enumerate(item.drill.hand):
            if card not in best.keep:
                if k % 2:
                    h.key(pygame.K_1 + i)  # keys on odd decisions, clicks on even ones
                else:
                    h.click(d.card_rects[i].center)
        h.key(pygame.K_RETURN)
        h.frames(1)
        assert d.answer is not None and d.answer.points == 100
        assert d.total == 100 * (k + 1)
        if k == 5:
            _shot(h, "daily_answer")
        h.key(pygame.K_RETURN)
        h.frames(1)


def test_the_daily_challenge_is_played_and_scored_once(h: Harness) -> None:
    d = _open(h)
    assert d.scored and d.card_rects
    _play_best(h, d)
    assert d.finished and d.total == 1000
    prof = h.app.profile
    assert progress_of(prof).calendar == {"2026-12-06": 1000}
    assert {"daily_first", "daily_perfect"} <= set(store.unlocked(prof))
    toast = h.app.toast
    assert toast is not None and "Achievement earned: Perfect day" in toast[0]
    assert "10 good decisions" in toast[0]
    h.frames(1)
    _shot(h, "daily_end")
    h.key(pygame.K_RETURN)  # leaves
    h.frames(1)
    again = _open(h)
    assert not again.scored  # the day's try is taken: a replay is practice
    _play_best(h, again)
    assert len(store.awards(prof)) == 1 and progress_of(prof).calendar == {"2026-12-06": 1000}


def test_the_profile_shows_the_level_and_the_achievements(h: Harness) -> None:
    d = _open(h)
    _play_best(h, d)
    h.key(pygame.K_RETURN)
    h.frames(1)
    h.app.nav.push("profile")
    h.frames(30)
    p = h.app.stack.top
    labels = [r.label for r in p.rows]
    assert "Level 2: Penny ante" in labels
    shown = {r.label: r for r in p.rows if type(r).__name__ == "AchievementRow"}
    assert len(shown) >= 30
    assert shown["Perfect day"].unlocked_at is not None and shown["Perfect day"].status()
    assert shown["A week of dailies"].status() == "1 of 7"
    assert shown["Royal"].status() == "Locked"
    _shot(h, "profile")


def test_a_deuce_in_a_deuces_wild_deal_wears_the_tables_wild_badge(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """The daily challenge drew wild deuces with no WILD mark (the table marks them)."""
    from drawpoker.ui.sprites import wild_badge

    d = _open(h)
    item = d.challenge.items[0]  # DAY's first decision: deuces wild, 2h and 2s dealt
    assert item.drill.wild == "deuces"
    marks: list[str] = []
    real = wild_badge.draw_wild_badge

    def spy(surface, mark, rect, visible=None):  # type: ignore[no-untyped-def]
        marks.append(mark)
        return real(surface, mark, rect, visible)

    monkeypatch.setattr("drawpoker.ui.widgets.lesson.draw_wild_badge", spy)
    d.draw(h.app.screen)
    assert marks == ["WILD" if c.rank == 2 else "" for c in item.drill.hand]
    assert marks.count("WILD") == 2
