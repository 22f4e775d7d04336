"""The replay screen: its buttons by mouse, every player's cards on request, the players' style tags (real App, real pygame events)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker.ui.app import App
from tests.support.records import play_hands
from tests.support.screens import click, footer, frames, key, open_history, title_button


def test_replay_buttons_by_mouse(app: App) -> None:
    from drawpoker.ui.scenes.replay import ReplayScene

    scene = open_history(app, 4)
    click(app, footer(scene, "Watch replay").rect.center)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    start = replay.pos
    click(app, replay.rbuttons["step"].rect.center)
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


def test_replay_shows_every_players_cards_on_request(app: App) -> None:
    from drawpoker.cards import parse_cards
    from drawpoker.ui.scenes.replay import ReplayScene

    scene = open_history(app, 3)
    record = scene.hand_rows()[0].record
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


# --------------------------------------------------------------------------- 6. replay styles
@pytest.mark.reported("new-player")
def test_replay_shows_the_players_style_tags_like_the_live_table(app: App) -> None:

    play_hands(app.profile, 2)  # opponents set up as "medium:rock"
    click(app, title_button(app, "Hand history").center)
    history = app.stack.top
    click(app, footer(history, "Watch replay").rect.center)
    replay: Any = app.stack.top
    assert type(replay).__name__ == "ReplayScene"
    frames(app, 3)
    assert replay.badges == ["", "rock", "rock", "rock", "rock"]
    assert [sv.badge for sv in replay.visual.seats] == ["", "rock", "rock", "rock", "rock"]
    replay.restart()
    assert [sv.badge for sv in replay.visual.seats] == ["", "rock", "rock", "rock", "rock"]


@pytest.mark.reported("new-player-evening#4")
def test_the_replay_keeps_the_players_own_folded_cards_face_up(app: App) -> None:
    """The replay sent the player's own folded or mucked cards to the muck: what he held
    was hidden unless *Show all cards* was pressed. They stay at his seat, face up."""
    from drawpoker.cards import parse_cards
    from tests.support.scenarios import scenario_example

    doc = scenario_example()  # Bob (seat 1) folds to Ann's bet after the draw
    app.nav.push("replay", document=doc, hero_seat=1)
    frames(app, 2)
    replay = app.stack.top
    replay.to_end()
    frames(app, 2)
    bob = replay.visual.seats[1]
    assert bob.folded
    held = [sp.card for sp in bob.cards if sp is not None and sp.face_up]
    kept = [c for c in parse_cards(doc["deals"][0]["hole"]["Bob"]) if str(c) in ("Kc", "Kd")]
    assert len(held) == 5 and set(kept) <= set(held), held


@pytest.mark.reported("new-player-evening#9")
def test_the_replay_step_buttons_look_unlike_play_and_name_their_keys(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Play (▶) and One step on (▶▶) are told apart at a glance, as are every step
    button's marks; the pointer resting on one shows its hint with its key."""
    from drawpoker.ui.scenes.replay import ReplayScene
    from drawpoker.ui.widgets.tooltip import DELAY
    from tests.support.table import texts_drawn_now

    scene = open_history(app, 3)
    click(app, footer(scene, "Watch replay").rect.center)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    labels = [replay.rbuttons[k].label for k in ("restart", "back", "play", "step", "forward")]
    assert len(set(labels)) == len(labels), labels
    assert labels[2] == "\u25b6" and labels[3] == "\u25b6\u25b6", labels
    target = replay.rbuttons["step"].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 1)
    assert not replay.tips.tooltip.visible, "the hint waits for the pointer to rest"
    assert replay.wake_in() is not None, "the idle loop wakes to show the hint"
    frames(app, round(DELAY * 60) + 3)
    assert replay.tips.tooltip.visible
    drawn = " ".join(texts_drawn_now(app, monkeypatch))
    assert "One step on: the next decision (\u2192)." in drawn, drawn
    key(app, pygame.K_RIGHT)
    assert not replay.tips.tooltip.visible, "a key hides the hint"
