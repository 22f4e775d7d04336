"""Issue 26: the exploit bots of the new habits and the local best response
(drawpoker/ai/exploit_bots.py, drawpoker/ai/best_response.py)."""

from __future__ import annotations

import random

import pytest

from drawpoker.ai import make_player
from drawpoker.ai.baselines import EXPLOITS
from drawpoker.ai.best_response import LocalBestResponse
from drawpoker.ai.match import run_match
from drawpoker.ai.player import AIPlayer
from drawpoker.engine import ActionType, TableRules
from drawpoker.engine.hand import Hand


@pytest.mark.parametrize("bot", ["polariser", "slowplayer", "tag", "callbet"])
def test_the_new_habits_play_legal_hands(bot: str) -> None:
    """Each new bot is in the exploit suite and plays whole hands against a medium
    player without an illegal action (``run_match`` raises on one)."""
    assert bot in EXPLOITS
    res = run_match(["medium:shark", bot], TableRules(), 40, 3)
    assert res.hands == 40


def _play(lbr: LocalBestResponse, target: AIPlayer, deals: int, seed: int) -> list[str]:
    """``deals`` heads-up hands of ``target`` (seat 0) against ``lbr`` (seat 1); the
    best response's actions as text."""
    out = []
    rngs = [random.Random(seed), random.Random(seed + 1)]
    players = [target, lbr]
    for h in range(deals):
        hand = Hand(TableRules(), [("AI", 50), ("LBR", 50)], h % 2,
                    random.Random(seed * 100 + h), ask_showdown=False, hand_no=h + 1)
        hand.start()
        while not hand.is_over:
            s = hand.to_act
            assert s is not None
            d = players[s].decide(hand.view(s), rngs[s])
            if s == 1:
                out.append(f"{d.action.kind}:{d.action.to}")
            hand.act(d.action)
        for s in (0, 1):
            players[s].observe(hand.view(s))
    return out


def test_the_best_response_asks_copies_and_learns_what_the_player_learns() -> None:
    """It asks its questions of copies: the shadow it keeps learns from the public hand
    logs exactly what the real player learns, whatever it asked; it replays the same
    hands the same way given the same seeds; it bets and raises after the draw."""
    target = make_player("hard:shark")
    lbr = make_player("lbr@hard:shark")
    assert isinstance(target, AIPlayer) and isinstance(lbr, LocalBestResponse)
    shadow = lbr.shadow
    assert isinstance(shadow, AIPlayer) and shadow is not target
    actions = _play(lbr, target, 30, 4)
    assert shadow.model_state()["habits"]["LBR"] == target.model_state()["habits"]["LBR"]
    assert shadow.model_state()["tendencies"] == target.model_state()["tendencies"]
    again = make_player("lbr@hard:shark")
    assert isinstance(again, LocalBestResponse)
    assert _play(again, make_player("hard:shark"), 30, 4) == actions  # type: ignore[arg-type]
    assert any(a.startswith((str(ActionType.BET), str(ActionType.RAISE))) for a in actions)


def test_a_bad_best_response_spec_is_named() -> None:
    with pytest.raises(ValueError, match="nobody"):
        make_player("lbr@hard:nobody")
