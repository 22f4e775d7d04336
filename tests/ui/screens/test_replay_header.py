"""The replay's top bar names the deal as the hand history does and shows no bankroll
(a replay plays none of the player's chips; found by a fresh-user run: "Bankroll 0")."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui.app import App
from drawpoker.ui.scenes.replay import ReplayScene
from tests.support.records import play_hands
from tests.support.screens import click, footer, key, open_history, title_button
from tests.support.table import drawn_texts


def _header(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.layout is not None
    return drawn_texts(app, monkeypatch)


@pytest.mark.reported("fresh-user#2")
def test_a_replay_names_the_session_and_shows_no_bankroll(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    history = open_history(app, 3)
    newest = history.selected
    title = history.hand_rows()[0].label
    assert title == f"Session 1 · hand {newest.hand_no}"
    click(app, footer(history, "Watch replay").rect.center)
    texts = _header(app, monkeypatch)
    assert title in texts
    assert not [t for t in texts if t.startswith("Bankroll")], texts
    assert f"Hand #{newest.hand_no}" not in texts


@pytest.mark.reported("fresh-user#2")
def test_a_tournament_hands_replay_names_the_tournament_and_level(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    play_hands(app.profile, 2, tournament_level=3)
    click(app, title_button(app, "Hand history").center)
    history = app.stack.top
    assert type(history).__name__ == "HistoryScene"
    newest = history.hand_rows()[0]
    assert newest.label == f"Tournament 1 · level 3 · hand {newest.record.hand_no}"
    key(app, pygame.K_RETURN, "\r")  # the newest deal has the focus: Enter replays it
    texts = _header(app, monkeypatch)
    assert newest.label in texts
    assert not [t for t in texts if t.startswith("Bankroll")], texts
    # beside the long name the stakes are the level's forced bets, never cut with "…"
    assert "Ante 10" in texts and not [t for t in texts if "\u2026" in t], texts
