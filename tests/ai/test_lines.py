"""Issue 26: a computer player reads a bet by its line, what that line has shown down
(drawpoker/ai/lines.py, drawpoker/ai/model.py, drawpoker/ai/reads.py)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from drawpoker.ai import make_player
from drawpoker.ai.discards import hold_values, sample_holds
from drawpoker.ai.lines import continued_after_draw, current_lines, faced_after_draw, lines_taken
from drawpoker.ai.mode import Mode
from drawpoker.ai.model import Habits, OpponentModel
from drawpoker.ai.personalities import level
from drawpoker.ai.player import AIPlayer
from drawpoker.ai.ranges import mid_cdf
from drawpoker.ai.reads import range_reads, read_of, value_bet_read
from drawpoker.ai.tables import tables_for
from drawpoker.cards import Card, parse_cards
from drawpoker.engine import Action, ActionType, Phase, TableRules
from drawpoker.engine.hand import Hand
from drawpoker.evaluator import HandCategory
from tests.support.heads_up import learn_against


def _all_in_check_raise(mine: str, theirs: str, ai_draws: int, bot_stack: int = 50) -> Hand:
    """Heads-up, the Bot (seat 0, ``bot_stack`` chips) first to act: both check before the
    draw; the Bot draws two, the AI ``ai_draws`` (its last cards); after the draw the Bot
    checks, the AI bets the pot and the Bot moves all in: the AI to act."""
    me, bot = parse_cards(mine), parse_cards(theirs)
    stub = [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs") if c not in me + bot]
    hand = Hand(TableRules(), [("Bot", bot_stack), ("AI", 50)], 1, random.Random(1),
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


@pytest.mark.parametrize(("spec", "bot_stack"), [("hard:shark", 8), ("medium:shark", 50),
                                                  ("medium:shark", 8)])
def test_the_slow_playing_check_raiser_is_read_by_his_line(spec: str, bot_stack: int) -> None:
    """Four hundred deals against ``slowplayer`` (three of a kind or better check and
    call, then move all in when bet into after the draw): the all-ins it showed down are
    all three of a kind or better, and one pair, which calls the all-in check-raise of a
    player not yet read (the price: ``bot_stack``), folds to it, the reason naming the
    line and what it showed."""
    fresh = make_player(spec)
    assert isinstance(fresh, AIPlayer)
    hand = _all_in_check_raise("Ac Ad Kh Qs 7c", "8c 8d 8h 4s 2c", 0, bot_stack)
    assert fresh.decide(hand.view(1), random.Random(5)).action.kind == ActionType.CALL
    ai = make_player(spec)
    assert isinstance(ai, AIPlayer)
    learn_against(ai, "slowplayer", 400, seed=26)
    shown = ai.model.line_shown("Bot", "allin2")
    tables = tables_for(Mode.of(TableRules()))
    trips = float(tables.pct[tables.rank_of(parse_cards("2c 2d 2h 3s 4c"))])
    assert len(shown) >= 2 and min(shown) >= trips
    assert ai.model.line_taken("Bot", "allin2") >= len(shown)
    hand = _all_in_check_raise("Ac Ad Kh Qs 7c", "8c 8d 8h 4s 2c", 0, bot_stack)
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


def test_a_raise_before_the_draw_is_not_read_by_the_hands_it_showed_down() -> None:
    """Only the raises that reached the showdown are shown (the made and improved ones):
    read as the raise's range they would make every raise before the draw look strong,
    so a raise before the draw is read by its frequency only; a bet after the draw by
    its line."""
    me, bot = parse_cards("Ac Ad Kh Qs 7c"), parse_cards("8c 8d 8h 4s 2c")
    stub = [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs") if c not in me + bot]
    hand = Hand(TableRules(), [("Bot", 50), ("AI", 50)], 1, random.Random(1),
                hole={0: bot, 1: me}, stub=stub, ask_showdown=False, hand_no=5)
    hand.start()
    hand.act(Action(0, ActionType.CHECK))
    hand.act(Action(1, ActionType.BET, to=2))
    hand.act(Action(0, ActionType.RAISE, to=8))
    view = hand.view(1)
    assert current_lines(view.events, 0) == ["raise1:early"]
    nuts = float(tables_for(Mode.of(TableRules())).pct[-1])
    model = OpponentModel(6.0)
    model.habits["Bot"] = Habits(lines={"raise1:early": [nuts] * 8})
    tables = tables_for(Mode.of(TableRules()))
    _snow, shown = range_reads(view, tables, model, level("hard"))
    assert 0 not in shown
    assert read_of(view, tables, model, level("hard"), 0) is None
    model.habits["Bot"] = Habits(lines={"bet2:3": [nuts] * 8})
    after = _all_in_check_raise("Ac Ad Kh Qs 7c", "8c 8d 8h 4s 2c", 0).view(1)
    assert current_lines(after.events, 0)[-1] == "bet2:2"
    model.habits["Bot"] = Habits(lines={"bet2:2": [nuts] * 8})
    _snow, shown = range_reads(after, tables, model, level("hard"))
    assert 0 in shown


def test_folds_after_the_draw_are_counted_by_the_bettors_draw() -> None:
    """The Bot faced the AI's bet after it stood pat (and raised all in): counted as a bet
    faced from a stand-pat bettor, not folded. Against ``tag``, which folds one pair to a
    bettor who drew two or fewer and calls a three-card draw with jacks or better, hard
    learns that it folds more to the smaller draw, and keeps it when saved."""
    events = _all_in_check_raise("Ac Ad Kh Qs 7c", "8c 8d 8h 4s 2c", 0).view(1).events
    assert faced_after_draw(events) == [(0, 0, False)]
    ai = make_player("hard:shark")
    assert isinstance(ai, AIPlayer)
    learn_against(ai, "tag", 300, seed=5)
    assert ai.model.fold_after_draw("Bot", 2) > ai.model.fold_after_draw("Bot", 3) + 0.1
    again = OpponentModel.from_dict(ai.model.to_dict())
    assert again.fold_after_draw("Bot", 2) == ai.model.fold_after_draw("Bot", 2)


def test_a_hold_that_draws_fewer_cards_bluffs_better() -> None:
    """At the draw, against an opponent who folds to a bettor who drew two far more than
    to one who drew three, a pair of kings keeps a kicker (draws two) to bet after the
    draw; without that read it draws three."""
    tables = tables_for(Mode.of(TableRules()))
    hand = parse_cards("Kc Kd 9h 5s 2c")
    holds = sample_holds(hand, tables, samples=200, all_holds=True, max_discard=5,
                         four_with_ace_needed=False, seed=1)
    cdfs = [mid_cdf(tables.final_prior)]
    plain = hold_values(holds, cdfs, 0.3)
    assert len(holds.holds[int(np.argmax(plain))]) == 2
    bluffs = [-1.0, 0.0, 0.8, 0.0, 0.0, 0.0]
    read = hold_values(holds, cdfs, 0.3, bluffs)
    assert len(holds.holds[int(np.argmax(read))]) == 3


def test_the_answer_to_the_first_bet_after_the_draw_is_named_by_the_check_before_it() -> None:
    """The Bot checked after the draw, was bet into and moved all in: "cc2:raise"; the AI
    bet and faced no bet before the raise, so it answered none."""
    hand = _all_in_check_raise("Ac Ad Kh Qs 7c", "8c 8d 8h 4s 2c", 0)
    assert continued_after_draw(hand.view(1).events) == {0: "cc2:raise"}


def test_a_value_bet_into_the_slow_players_check_is_read_against_what_goes_on() -> None:
    """After a thousand deals against ``slowplayer`` (checks three of a kind or better and
    moves all in when bet into; checks every other hand but two pair, folding most of
    them to a bet), hard has seen it answer bets after checking, and two pair has little
    chance against the hands that went on."""
    ai = make_player("hard:shark")
    assert isinstance(ai, AIPlayer)
    learn_against(ai, "slowplayer", 1000, seed=26)
    folds, calls, raises = ai.model.answers("Bot", "cc2")
    assert folds > 0 and calls + raises > 0
    me, bot = parse_cards("Kc Kd 9h 9s 7c"), parse_cards("8c 8d 8h 4s 2c")
    stub = [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs") if c not in me + bot]
    hand = Hand(TableRules(), [("Bot", 50), ("AI", 50)], 1, random.Random(1),
                hole={0: bot, 1: me}, stub=stub, ask_showdown=False, hand_no=9999)
    hand.start()
    hand.act(Action(0, ActionType.CHECK))
    hand.act(Action(1, ActionType.CHECK))
    hand.act(Action(0, ActionType.DRAW, discard=tuple(bot[3:])))
    hand.act(Action(1, ActionType.DRAW, discard=(me[4],)))
    hand.act(Action(0, ActionType.CHECK))
    view = hand.view(1)
    assert view.phase == Phase.SECOND_BETTING and view.legal is not None
    tables = tables_for(Mode.of(TableRules()))
    ranks = np.array([tables.rank_of(view.own_cards)], dtype=np.int64)
    read = value_bet_read(view, tables, ai.model, ai.level, ranks)
    assert read is not None
    chance, weight, seen = read
    assert chance < 0.35 and weight > 0.5 and 0.0 < seen < 1.0
