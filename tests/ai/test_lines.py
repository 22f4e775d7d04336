"""Issue 26: a computer player reads a bet by its line, what that line has shown down
(drawpoker/ai/lines.py, drawpoker/ai/model.py, drawpoker/ai/reads.py)."""

from __future__ import annotations

import random

import pytest

from drawpoker.ai import make_player
from drawpoker.ai.lines import current_lines, lines_taken
from drawpoker.ai.mode import Mode
from drawpoker.ai.model import Habits, OpponentModel
from drawpoker.ai.player import AIPlayer
from drawpoker.ai.tables import tables_for
from drawpoker.cards import Card, parse_cards
from drawpoker.engine import Action, ActionType, Phase, TableRules
from drawpoker.engine.hand import Hand
from drawpoker.evaluator import HandCategory
from tests.support.heads_up import learn_against


def _all_in_check_raise(mine: str, theirs: str, ai_draws: int) -> Hand:
    """Heads-up, the Bot (seat 0) first to act: both check before the draw; the Bot draws
    two, the AI ``ai_draws`` (its last cards); after the draw the Bot checks, the AI bets
    the pot and the Bot moves all in: the AI to act."""
    me, bot = parse_cards(mine), parse_cards(theirs)
    stub = [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs") if c not in me + bot]
    hand = Hand(TableRules(), [("Bot", 50), ("AI", 50)], 1, random.Random(1),
                hole={0: bot, 1: me}, stub=stub, ask_showdown=False, hand_no=9999)
    hand.start()
    hand.act(Action(0, ActionType.CHECK))
    hand.act(Action(1, ActionType.CHECK))
    hand.act(Action(0, ActionType.DRAW, discard=tuple(bot[3:])))
    hand.act(Action(1, ActionType.DRAW, discard=tuple(me[5 - ai_draws:])))
    assert hand.view(0).phase == Phase.SECOND_BETTING
    hand.act(Action(0, ActionType.CHECK))
    hand.act(Action(1, ActionType.BET, to=hand.view(1).pot_total))
    hand.act(Action(0, ActionType.ALLIN))
    return hand


def test_the_lines_of_an_all_in_check_raise_after_standing_pat() -> None:
    hand = _all_in_check_raise("Ac Ad Kh Qs 7c", "8c 8d 8h 4s 2c", 0)
    events = hand.view(1).events
    assert lines_taken(events)[0] == ["allin2", "cr2", "bet2:2"]
    assert lines_taken(events)[1] == ["pat2", "bet2:0"]
    assert current_lines(events, 0) == ["allin2", "cr2", "bet2:2"]


@pytest.mark.parametrize("spec", ["hard:shark", "medium:shark"])
def test_the_slow_playing_check_raiser_is_read_by_his_line(spec: str) -> None:
    """A few hundred deals against ``slowplayer`` (three of a kind or better check and
    call, then move all in when bet into after the draw): the all-ins it showed down are
    all three of a kind or better, and one pair folds to its all-in check-raise, the
    reason naming the line and what it showed."""
    ai = make_player(spec)
    assert isinstance(ai, AIPlayer)
    learn_against(ai, "slowplayer", 400, seed=26)
    shown = ai.model.line_shown("Bot", "allin2")
    tables = tables_for(Mode.of(TableRules()))
    trips = float(tables.pct[tables.rank_of(parse_cards("2c 2d 2h 3s 4c"))])
    assert len(shown) >= 2 and min(shown) >= trips
    assert ai.model.line_taken("Bot", "allin2") >= len(shown)
    hand = _all_in_check_raise("Ac Ad Kh Qs 7c", "8c 8d 8h 4s 2c", 0)
    decision = ai.decide(hand.view(1), random.Random(5))
    assert decision.action.kind == ActionType.FOLD
    assert "an all-in after the draw" in decision.reason
    assert HandCategory.THREE_OF_A_KIND.label().lower() in decision.reason.lower()


def test_an_unknown_players_pot_bet_is_called_by_the_better_half_of_a_checking_range() -> None:
    """The defence after the draw: with nothing learnt, hard calls a pot-sized bet after
    checking with a hand in the better half of the hands it could hold, even when the
    bettor's modelled range is ahead of it; with the line's shown hands all better, it
    folds."""
    def facing(ai: AIPlayer) -> ActionType:
        me, bot = parse_cards("Qc Qd 9h 6s 3c"), parse_cards("Kc 8d 5h 4s 2c")
        # the AI (first to draw) draws 2h 5d 7s: a pair of queens
        first = parse_cards("2h 5d 7s Jc 9d 6c")
        stub = first + [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs")
                        if c not in me + bot + first]
        hand = Hand(TableRules(), [("Bot", 50), ("AI", 50)], 0, random.Random(1),
                    hole={0: bot, 1: me}, stub=stub, ask_showdown=False, hand_no=77)
        hand.start()
        while hand.view(0).phase != Phase.SECOND_BETTING:
            s = hand.to_act
            assert s is not None
            view = hand.view(s)
            assert view.legal is not None
            if view.legal.phase == Phase.DRAW:
                cards = view.own_cards
                hand.act(Action(s, ActionType.DRAW, discard=tuple(cards[2:])))
            else:
                kind = ActionType.CHECK if ActionType.CHECK in view.legal.kinds \
                    else ActionType.CALL
                hand.act(Action(s, kind))
        if hand.to_act == 1:
            hand.act(Action(1, ActionType.CHECK))
        hand.act(Action(0, ActionType.BET, to=hand.view(0).pot_total))
        view = hand.view(1)
        assert view.legal is not None and view.legal.call_amount > 0
        assert sorted(c.rank for c in view.own_cards) == [2, 5, 7, 12, 12]
        return ai.decide(view, random.Random(3)).action.kind

    fresh = make_player("hard:shark")
    assert isinstance(fresh, AIPlayer)
    assert facing(fresh) == ActionType.CALL
    taught = make_player("hard:shark")
    assert isinstance(taught, AIPlayer)
    nuts = float(tables_for(Mode.of(TableRules())).pct[-1])
    taught.model.habits["Bot"] = Habits(lines={"bet2:3": [nuts] * 8})
    assert facing(taught) == ActionType.FOLD


def test_lines_survive_saving() -> None:
    model = OpponentModel(6.0)
    model.habits["Bot"] = Habits(lines={"allin2": [0.99, 0.97]}, taken={"allin2": 3.0})
    again = OpponentModel.from_dict(model.to_dict())
    assert again.line_shown("Bot", "allin2") == [0.99, 0.97]
    assert again.line_taken("Bot", "allin2") == 3
    old = model.to_dict()
    old["habits"]["Bot"].pop("lines")
    old["habits"]["Bot"]["bet_shown"] = {"1": [0.5]}
    assert OpponentModel.from_dict(old).shown_after_bet("Bot", 1) == [0.5]
