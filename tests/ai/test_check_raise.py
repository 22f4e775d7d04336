"""Issue 14: a computer player reads a check-raise by that player's own check-raise
history (drawpoker/ai/model.py, drawpoker/ai/reads.py)."""

from __future__ import annotations

import random

import numpy as np

from drawpoker.ai import make_player
from drawpoker.ai.mode import Mode
from drawpoker.ai.model import CHECK_RAISE_RATE, OpponentModel
from drawpoker.ai.personalities import level
from drawpoker.ai.player import AIPlayer
from drawpoker.ai.reads import check_raise_risk
from drawpoker.ai.tables import tables_for
from drawpoker.cards import Card, parse_cards
from drawpoker.engine import Action, ActionType, Phase, TableRules
from drawpoker.engine.hand import Hand
from tests.support.heads_up import learn_against


def _learnt(deals: int = 200, seed: int = 11) -> AIPlayer:
    """A hard shark (seat 1, AI) after ``deals`` heads-up hands against the check-raiser
    (seat 0, Bot), the button alternating."""
    ai = make_player("hard:shark")
    assert isinstance(ai, AIPlayer)
    learn_against(ai, "checkraiser", deals, seed)
    return ai


def _after_the_draw(mine: str, theirs: str) -> Hand:
    """Heads-up, the Bot first to act: both check before the draw and draw one card (the
    stub's first two cards); the second betting round is on, the Bot to act."""
    me, bot = parse_cards(mine), parse_cards(theirs)
    stub = [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs") if c not in me + bot]
    hand = Hand(TableRules(), [("Bot", 50), ("AI", 50)], 1, random.Random(1),
                hole={0: bot, 1: me}, stub=stub, ask_showdown=False, hand_no=999)
    hand.start()
    hand.act(Action(0, ActionType.CHECK))
    hand.act(Action(1, ActionType.CHECK))
    hand.act(Action(0, ActionType.DRAW, discard=(bot[-1],)))
    hand.act(Action(1, ActionType.DRAW, discard=(me[-1],)))
    assert hand.view(0).phase == Phase.SECOND_BETTING
    return hand


def _facing_a_check_raise(ai: AIPlayer, mine: str, theirs: str) -> Action:
    hand = _after_the_draw(mine, theirs)
    hand.act(Action(0, ActionType.CHECK))
    hand.act(Action(1, ActionType.BET, to=hand.view(1).pot_total))
    hand.act(Action(0, ActionType.RAISE, to=hand.view(0).pot_total))
    view = hand.view(1)
    assert view.legal is not None
    return ai.decide(view, random.Random(5)).action


def test_the_model_counts_check_raises_and_the_hands_shown() -> None:
    ai = _learnt()
    h = ai.model.habits["Bot"]
    assert h.cr_chances >= 30 and h.cr_raises >= 3
    share = ai.model.check_raise_share("Bot")
    k = ai.model.prior_weight
    assert share == (h.cr_raises + k * CHECK_RAISE_RATE) / (h.cr_chances + k)
    tables = tables_for(Mode.of(TableRules()))
    two_pair = float(tables.pct[tables.rank_of(parse_cards("3c 3d 2h 2s 4c"))])
    # a check-raise called down: the hand shown is remembered as a check-raising hand
    hand = _after_the_draw("Ac Ad Kh 9s 2c", "7c 7d 5h 5s 3c")
    hand.act(Action(0, ActionType.CHECK))
    hand.act(Action(1, ActionType.BET, to=hand.view(1).pot_total))
    hand.act(Action(0, ActionType.RAISE, to=hand.view(0).pot_total))
    hand.act(Action(1, ActionType.CALL))
    assert hand.is_over
    before = len(ai.model.shown_after_check_raise("Bot"))
    ai.observe(hand.view(1))
    shown = ai.model.shown_after_check_raise("Bot")
    assert len(shown) == before + 1
    assert min(shown) >= two_pair  # the bot check-raises two pair or better only
    assert OpponentModel(6.0).check_raise_share("Stranger") == CHECK_RAISE_RATE
    again = OpponentModel.from_dict(ai.model.to_dict())
    assert again.shown_after_check_raise("Bot") == shown
    assert again.check_raise_share("Bot") == ai.model.check_raise_share("Bot") > share


def test_a_marginal_hand_respects_the_check_raise_of_a_player_who_raises_strong_hands(
) -> None:
    """A stranger's check-raise is called by a pair of aces (issue 26: no more folds than
    the raise allows without evidence); once the model has his check-raises and has seen
    what they were (two pair, four times), the pair folds."""
    mine, theirs = "Ac Ad Kh 9s 2c", "7c 7d 5h 5s 3c"
    fresh = make_player("hard:shark")
    assert isinstance(fresh, AIPlayer)
    before = _facing_a_check_raise(fresh, mine, theirs)
    learnt = _learnt()
    tables = tables_for(Mode.of(TableRules()))
    learnt.model.habits["Bot"].cr_shown = [float(tables.pct[tables.rank_of(
        parse_cards(theirs))])] * 4
    after = _facing_a_check_raise(learnt, mine, theirs)
    assert before.kind in (ActionType.CALL, ActionType.RAISE, ActionType.ALLIN)
    assert after.kind == ActionType.FOLD


def test_a_thin_bet_is_charged_for_the_check_raises_of_a_frequent_check_raiser() -> None:
    """The Bot checked after the draw; a model that has seen him check-raise half the
    times he was bet into, always with sevens and fives, charges a bet with aces up (it
    would fold the chance it has against those hands) and not one with a pair of aces
    (it loses to them anyway); a typical player, a stranger and an easy player's model
    charge nothing, medium less than hard."""
    hand = _after_the_draw("Ac Ad Kh 9s 2c", "7c 7d 5h 5s 3c")
    hand.act(Action(0, ActionType.CHECK))
    view = hand.view(1)
    tables = tables_for(Mode.of(TableRules()))
    ranks = np.array([tables.rank_of(parse_cards("Ac Ad 9h 9s 3d"))])
    pair = np.array([tables.rank_of(parse_cards("Ac Ad Kh 9s 3d"))])
    raised = float(tables.pct[tables.rank_of(parse_cards("7c 7d 5h 5s 3c"))])
    risks = {}
    for key in ("hard", "medium", "easy"):
        lvl = level(key)
        model = OpponentModel(lvl.prior_weight)
        assert check_raise_risk(view, tables, model, lvl, ranks) == 0.0  # a stranger
        h = model._of("Bot")
        h.cr_chances, h.cr_raises, h.cr_shown = 40.0, 2.0, [raised] * 5
        assert check_raise_risk(view, tables, model, lvl, ranks) == 0.0  # typical
        h.cr_raises = 20.0
        risks[key] = check_raise_risk(view, tables, model, lvl, ranks)
        assert check_raise_risk(view, tables, model, lvl, pair) == 0.0
    assert risks["hard"] > risks["medium"] > risks["easy"] == 0.0
    assert risks["hard"] < 0.5
