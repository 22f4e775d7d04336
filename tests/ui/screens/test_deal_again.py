""""Play this deal again" is practice with the deal's stacks and rebuys within limits; the table buy-in for opponents and across a restart (real App, real pygame events)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.engine import Action, ActionType, Hand, Phase, TableRules
from drawpoker.persistence.resume import TableKeeper, account
from drawpoker.scenario.writer import chain_document
from drawpoker.ui.app import App
from tests.support.screens import click, footer, frames, key, make_app, title_button
from tests.support.table import drawn_texts

RULES = {"structure": "no-limit", "ante": 10}  # buy-ins 10 .. 500 chips
NAMES = ["You", "Ada", "Boris"]


def record_deal(profile: Any, stacks: list[int], seed: int = 7,
                hero_buy_in: int | None = None) -> int:
    """Play one engine deal with ``stacks`` (check/call, stand pat) and record it."""
    rules = TableRules.from_dict(RULES)
    hero: dict[str, Any] = {"name": "You", "player": "human"}
    if hero_buy_in is not None:
        hero["buy_in"] = hero_buy_in
    seats = [hero] + [{"name": n, "player": "medium:rock"} for n in NAMES[1:]]
    sid = profile.start_session(rules.to_dict(), seats, 0)
    hand = Hand(rules, list(zip(NAMES, stacks, strict=True)), 0, random.Random(seed), hand_no=1)
    hand.start()
    while not hand.is_over:
        la = hand.legal_actions()
        assert la is not None
        if la.phase is Phase.DRAW:
            act = Action(la.seat, ActionType.DRAW, discard=())
        elif ActionType.SHOW in la.kinds:
            act = Action(la.seat, ActionType.SHOW)
        elif ActionType.CHECK in la.kinds:
            act = Action(la.seat, ActionType.CHECK)
        else:
            act = Action(la.seat, ActionType.CALL)
        hand.act(act)
    doc = chain_document(rules, [hand], seed)
    return profile.record_hand(session_id=sid, hero_seat=0, document=doc, events=hand.events, seed=seed)


def play_out(app: App, table: Any) -> None:
    """Play the player's seat with the keyboard (check or call, stand pat, show) to the end."""
    for _ in range(2000):
        if table.hand is not None and table.hand.is_over and not table.director.busy:
            return
        if table.director.busy:
            key(app, pygame.K_SPACE)
            continue
        mode = table.mode
        if mode == "bet":
            key(app, pygame.K_c)
        elif mode == "draw":
            key(app, pygame.K_RETURN)
        elif mode == "show":
            key(app, pygame.K_s)
        else:
            frames(app, 1)
    raise AssertionError("the deal did not end")


def open_play_again(app: App) -> Any:
    click(app, title_button(app, "Hand history").center)
    history = app.stack.top
    assert type(history).__name__ == "HistoryScene"
    click(app, history.hand_rows()[0].rect.center)
    click(app, footer(history, "Play this deal again").rect.center)
    scene = app.stack.scenes[0]
    assert type(scene).__name__ == "DealAgainScene"
    return scene.playing  # the table it composes


@pytest.mark.reported("new-player#1,15,20")
def test_play_again_is_practice_with_the_deals_stacks_and_rebuys_within_limits(
        app: App, tmp_path: Path) -> None:
    profile = app.profile
    record_deal(profile, [420, 2080, 300])  # Ada had more than the table's maximum then
    bankroll = profile.bankroll
    chips = account(profile).player_total
    hands = profile.hand_count()
    table = open_play_again(app)
    # every seat, the player's too, starts with its stack of that deal (not 490 or 500)
    start = table.hand.events[0]
    assert list(start.stacks) == [420, 2080, 300]
    assert "Practice" in table.texts.stakes()
    # practice: nothing taken from the bankroll, no table kept to continue
    assert profile.bankroll == bankroll
    assert account(profile).player_total == chips
    assert TableKeeper(profile).saved() is None
    play_out(app, table)
    # a computer player is broke after the deal; Next hand buys him in within the limits
    table.table.seats[1].stack = 0
    table.visual.seats[1].stack = 0
    key(app, pygame.K_RETURN, n_frames=3)  # Next hand (crashed: "Ada would have 2080")
    rules = table.rules
    assert rules.min_buy_in_chips <= table.buy_in <= rules.max_buy_in_chips
    assert table.hand is not None and table.hand.hand_no == 2
    assert table.hand.events[0].stacks[1] == table.buy_in
    play_out(app, table)
    assert profile.bankroll == bankroll and profile.hand_count() == hands
    assert account(profile).player_total == chips
    assert TableKeeper(profile).saved() is None
    # leaving the practice table gives nothing to the bankroll either
    table.leave()
    frames(app, 2)
    assert profile.bankroll == bankroll and account(profile).player_total == chips


def sit_down_via_play_now(app: App, buy_in_units: int, seats: int = 3) -> Any:
    from drawpoker.session.config import TableConfig

    cfg = TableConfig()
    cfg.rules = dict(RULES)
    cfg.seats = seats
    cfg.buy_in_units = buy_in_units
    app.settings = app.settings.replace(last_table=cfg.to_last_table())
    click(app, title_button(app, "Play now").center, n_frames=3)
    table = app.stack.scenes[0]
    assert type(table).__name__ == "TableScene"
    return table


@pytest.mark.reported("new-player#1,15,20")
def test_opponents_buy_in_for_the_table_buy_in_when_the_player_is_short(app: App) -> None:
    app.profile.reset(120)  # the player can only bring 120 chips
    table = sit_down_via_play_now(app, 50)  # the table's buy-in: 50 antes = 500 chips
    start = table.hand.events[0]
    assert start.stacks[0] == 120
    assert list(start.stacks[1:]) == [500, 500]  # were 120 each
    assert app.profile.bankroll == 0 and account(app.profile).player_total == 120


@pytest.mark.reported("new-player#1,15,20")
def test_the_table_buy_in_survives_a_restart(tmp_path: Path) -> None:
    first = make_app(tmp_path, seed=1)
    first.settings = first.settings.replace(confirm_allin=False, confirm_call_fraction=0.0)
    table = sit_down_via_play_now(first, 40)  # 400 chips
    assert table.buy_in == 400
    play_out(first, table)
    first.stack.clear()
    first.profile.close()
    app = make_app(tmp_path, seed=1)  # "Welcome back": continue the same table
    app.settings = app.settings.replace(confirm_allin=False, confirm_call_fraction=0.0)
    offer = app.stack.top
    labels = [label for label, _s, _a in offer.choices]
    click(app, offer.buttons[labels.index("Continue")].rect.center)
    resumed = app.stack.scenes[0]
    assert type(resumed).__name__ == "TableScene" and resumed.keeper is not None
    assert resumed.buy_in == 400  # was the default 250 after a restart
    play_out(app, resumed)
    busted = 1
    resumed.table.seats[busted].stack = 0  # a computer player went broke
    resumed.visual.seats[busted].stack = 0
    chips = account(app.profile).player_total
    key(app, pygame.K_RETURN, n_frames=3)  # Next hand: he buys in for the table's 400
    assert resumed.hand.events[0].stacks[busted] == 400
    assert account(app.profile).player_total == chips
    app.stack.clear()
    i18n.set_language("en")


@pytest.mark.reported("new-player#1,15,20")
def test_broke_at_a_practice_table_rebuys_practice_chips_never_the_bankroll(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Out of chips at a practice table: the offer names practice chips, no bankroll figure
    (it showed 'Rebuy from your bankroll (1,000,000,000 left)'), and Rebuy (Enter) deals
    again with practice chips while the real bankroll stays as it was."""
    profile = app.profile
    record_deal(profile, [420, 2080, 300])
    bankroll = profile.bankroll
    chips = account(profile).player_total
    table = open_play_again(app)
    play_out(app, table)
    table.table.seats[0].stack = 0
    table.visual.seats[0].stack = 0
    frames(app, 2)
    assert table.mode == "busted"
    seen = drawn_texts(app, monkeypatch)
    offer = [t for t in seen if "out of chips" in t]
    assert offer, seen
    assert all("bankroll" not in t and "1,000,000,000" not in t for t in offer), offer
    assert any("practice chips" in t for t in offer), offer
    assert not any("1,000,000,000" in t for t in seen)
    click(app, table.bar.buttons["rebuy"].rect.center, n_frames=3)
    assert table.hand is not None and table.hand.hand_no == 2
    assert table.hand.events[0].stacks[0] == table.buy_in
    assert profile.bankroll == bankroll and account(profile).player_total == chips
    assert TableKeeper(profile).saved() is None
