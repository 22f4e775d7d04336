"""The hand history screen: export, replay, Play this deal again, sittings told apart, each deal of a redeal chain (real App, real pygame events)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker.engine import Action, ActionType
from drawpoker.persistence.resume import TableKeeper, account
from drawpoker.session.table.dealing import deal_kept
from drawpoker.ui.app import App
from tests.support.play import SETUP, act_kept, new_table, random_action
from tests.support.records import play_hands
from tests.support.screens import click, footer, key, open_history, title_button
from tests.support.table import drawn_texts


def test_history_export_writes_the_scenario_file(app: App) -> None:
    from drawpoker.scenario.run import run_scenario

    scene = open_history(app)
    second = scene.hand_rows()[1]
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

    scene = open_history(app, 5)
    record = scene.hand_rows()[2].record
    chips_before = account(app.profile).player_total
    click(app, scene.hand_rows()[2].rect.center)
    click(app, footer(scene, "Play this deal again").rect.center)
    scene = app.stack.scenes[0]
    assert type(scene).__name__ == "DealAgainScene"
    table = scene.playing  # the table it composes
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


@pytest.mark.reported("new-player#1,15,20")
def test_history_tells_sittings_apart_and_names_stack_and_all_chips(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:

    play_hands(app.profile, 2, seed=5)  # first sitting: hands 1 and 2
    play_hands(app.profile, 2, seed=9)  # second sitting: hands 1 and 2 again
    click(app, title_button(app, "Hand history").center)
    history = app.stack.top
    labels = [r.label for r in history.hand_rows()]
    assert len(labels) == 4 and len(set(labels)) == 4, labels  # were "Hand 2", "Hand 1" twice
    assert labels[0] == "Session 2 \u00b7 hand 2" and labels[3] == "Session 1 \u00b7 hand 1"
    newest = history.hand_rows()[0].record
    doc = app.profile.hand_history(newest.id)
    before = int(doc["seats"][newest.hero_seat]["stack"])
    click(app, history.hand_rows()[0].rect.center)
    texts = drawn_texts(app, monkeypatch)
    assert "Chips after" not in texts  # it was bankroll + stack, not the stack
    assert "Your stack" in texts and "All your chips after" in texts
    assert f"{before:,} \u2192 {before + newest.net:,}" in texts
    assert f"{newest.total_after:,}" in texts


# --------------------------------------------------------------------------- 2. history rows
@pytest.mark.reported("new-player")
def test_history_lists_each_deal_of_a_redeal_chain_with_the_tables_number(app: App) -> None:


    rules = {"ante": 5, "open_requirement": "jacks-or-better", "structure": "fixed-limit"}
    keeper = TableKeeper(app.profile)
    keeper.sit_down(new_table(app.profile, rules, [100, 100]), 0, SETUP[:3])
    rng = random.Random(3)
    chained = False
    for _ in range(40):  # until a hand was dealt again after nobody opened
        deal_kept(keeper, rng)
        while keeper.hand is not None:
            hand = keeper.hand
            la = hand.legal_actions()
            if ActionType.CHECK in la.kinds:
                act_kept(keeper, Action(hand.to_act, ActionType.CHECK))
            else:
                act_kept(keeper, random_action(hand, rng))
        if keeper.table.in_redeal_chain:
            chained = True
            continue
        if chained:
            break
    assert chained
    shown = keeper.table.hand_no
    keeper.leave()
    click(app, title_button(app, "Hand history").center)
    history: Any = app.stack.top
    numbers = [r.entry.number for r in history.hand_rows()]
    assert numbers == list(range(shown, 0, -1))  # every deal, newest first, as numbered
    chain = next(r for r in history.hand_rows() if not r.entry.final)
    click(app, chain.rect.center)
    assert history.selected_entry is chain.entry
    assert history.selected is chain.record
    doc = app.profile.hand_history(chain.record.id)
    first = doc["deals"][chain.entry.index]["hole"]["You"]
    assert chain.entry.start_cards.split() == first.split()[:5]
