"""Screens that write to the profile outside a table (the Profile screen's name and reset,
the practice's and the daily challenge's experience) while another program holds the
profile: the player is told it was not saved, the game goes on, nothing half-written.
Before, each stopped the game with "sqlite3.OperationalError: database is locked"."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from drawpoker.persistence.progress import xp_total
from drawpoker.ui.widgets.text_row import TextRow
from tests.support.harness import Harness

pytestmark = pytest.mark.reported("breaker-7#7")


@contextmanager
def _busy(h: Harness) -> Iterator[None]:
    """Another connection holding the profile's write lock (as another program would)."""
    other = sqlite3.connect(str(Path(h.app.data_dir) / "profile.sqlite3"), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()


def _told(h: Harness, scene: Any = None) -> str:
    toast = h.app.toasts.current
    if toast is not None and toast[1]:
        return str(toast[0])
    return str(getattr(scene, "status", "")) if getattr(scene, "status_error", False) else ""


def _profile_screen(h: Harness) -> Any:
    """The Profile screen, opened from the title."""
    h.app.start_scenes()
    h.frames(3)
    h.app.nav.push("profile")
    h.frames(2)
    return h.app.stack.top


def test_renaming_while_the_profile_is_busy_keeps_the_name_and_says_why(h: Harness) -> None:
    scene = _profile_screen(h)
    field = next(r for r in scene.rows if isinstance(r, TextRow))  # type: ignore[attr-defined]
    old = h.app.profile.player().name
    with _busy(h):
        field.set("Bob")
        h.frames(2)
    assert "could not be saved" in _told(h, scene), _told(h, scene)
    assert h.app.profile.player().name == old


def test_resetting_while_the_profile_is_busy_changes_nothing_and_says_why(h: Harness) -> None:
    scene = _profile_screen(h)
    before = h.app.profile.bankroll
    scene.start_choice = before + 500  # type: ignore[attr-defined]
    with _busy(h):
        scene.reset()  # type: ignore[attr-defined]  # what the confirmation's button does
        h.frames(2)
    assert "could not be saved" in _told(h, scene), _told(h, scene)
    assert h.app.profile.bankroll == before


def test_leaving_practice_while_the_profile_is_busy_says_the_experience_is_not_saved(
        h: Harness) -> None:
    h.app.start_scenes()
    h.frames(3)
    h.app.nav.push("practice")
    h.frames(2)
    scene = h.app.stack.top
    scene.points = [100, 40]  # type: ignore[attr-defined]  # two drills answered
    with _busy(h):
        h.app.stack.pop()
        h.frames(2)
    assert "could not be saved" in _told(h), _told(h)
    assert xp_total(h.app.profile) == 0


def test_finishing_the_daily_while_the_profile_is_busy_says_it_is_not_scored(
        h: Harness) -> None:
    import pygame

    from drawpoker.progress.award import progress_of

    h.app.start_scenes()
    h.frames(3)
    h.app.nav.push("daily", day=date(2026, 12, 6))
    h.frames(2)
    daily = h.app.stack.top
    items = len(daily.challenge.items)  # type: ignore[attr-defined]
    for k in range(items):
        h.key(pygame.K_RETURN)  # stand pat: the answer
        if k + 1 < items:
            h.key(pygame.K_RETURN)  # the next decision
    with _busy(h):
        h.key(pygame.K_RETURN)  # the end of the set: the scored try is written
    assert daily.finished  # type: ignore[attr-defined]
    assert "could not be saved" in _told(h), _told(h)
    assert progress_of(h.app.profile).calendar == {}  # the day's try is still to take
