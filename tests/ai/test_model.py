"""The opponent model (issue 14): it learns from every action and every hand shown, its
memory is bounded and it saves and loads; the stand-pat bettor is found out in a few
hundred deals; reasons name the read; the snow bluff is only made with junk."""

from __future__ import annotations

import json
import random

import pytest

from drawpoker.ai import make_player
from drawpoker.ai.model import MAX_NAMES, MAX_SHOWN, OpponentModel
from drawpoker.ai.personalities import level, personality
from drawpoker.ai.player import AIPlayer
from drawpoker.ai.ranges import MAX_ROW
from drawpoker.cards import Card, parse_cards
from drawpoker.engine import Action, ActionType, Phase, TableRules
from drawpoker.engine.hand import Hand
from tests.support.heads_up import learn_against


def _facing_a_pat_pot_bet(ai: AIPlayer, mine: str, theirs: str) -> tuple[Action, str]:
    """Heads-up: the Bot (seat 0) stands pat on ``theirs`` and bets the pot after the draw;
    the AI holds ``mine`` (it stands pat too) and decides."""
    rules = TableRules()
    me, bot = parse_cards(mine), parse_cards(theirs)
    stub = [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs") if c not in me + bot]
    hand = Hand(rules, [("Bot", 50), ("AI", 50)], 1, random.Random(1), hole={0: bot, 1: me},
                stub=stub, ask_showdown=False, hand_no=999)
    hand.start()
    hand.act(Action(0, ActionType.CHECK))
    hand.act(Action(1, ActionType.CHECK))
    hand.act(Action(0, ActionType.DRAW))
    hand.act(Action(1, ActionType.DRAW))
    hand.act(Action(0, ActionType.BET, to=hand.view(0).pot_total))
    view = hand.view(1)
    assert view.legal is not None and view.phase == Phase.SECOND_BETTING
    d = ai.decide(view, random.Random(5))
    return d.action, d.reason


def test_the_model_learns_to_call_down_the_stand_pat_bettor() -> None:
    """Before: a hard player folds trip sixes to a pat hand that bets the pot (a typical
    player only stands pat with a straight or better). After 300 deals against the bot
    that stands pat on everything and bets the pot, it calls with them, and says why."""
    fresh = AIPlayer(personality("shark"), level("hard"))
    action, _why = _facing_a_pat_pot_bet(fresh, "6c 6d 6h Kc 2d", "9s 7s 4d 3c Jh")
    assert action.kind == ActionType.FOLD
    ai = make_player("hard:shark")
    assert isinstance(ai, AIPlayer)
    learn_against(ai, "patbettor", 300)
    pats, draws = ai.model.pats("Bot")
    assert pats == draws >= 250
    assert ai.model.snow_share("Bot") > 0.9
    action, why = _facing_a_pat_pot_bet(ai, "6c 6d 6h Kc 2d", "9s 7s 4d 3c Jh")
    assert action.kind in (ActionType.CALL, ActionType.RAISE, ActionType.ALLIN), why
    # the read named is the line he bets (issue 26) and what it has shown down
    assert "Read: Bot: a bet after standing pat, shown down" in why and "high card" in why


def test_medium_learns_too_and_the_levels_adapt_at_their_own_pace() -> None:
    medium = make_player("medium:shark")
    assert isinstance(medium, AIPlayer)
    learn_against(medium, "patbettor", 100, seed=3)
    assert medium.model.snow_share("Bot") > 0.9
    action, _why = _facing_a_pat_pot_bet(medium, "6c 6d 6h Kc 2d", "9s 7s 4d 3c Jh")
    assert action.kind != ActionType.FOLD
    shares = []
    for key in ("hard", "medium", "easy"):
        model = OpponentModel(level(key).prior_weight)
        h = model._of("Bot")
        h.draws = h.pats = 4.0
        shares.append(model.snow_share("Bot"))
    assert shares[0] > shares[1] > shares[2] > 0.04


def test_a_typical_stand_pat_is_still_respected() -> None:
    """A player who stands pat as rarely as made hands come keeps a made-hand read."""
    model = OpponentModel(6.0)
    model.habits.clear()
    h = model._of("Rock")
    h.draws, h.pats = 60.0, 1.0
    assert model.snow_share("Rock") < 0.3
    assert model.snow_share("Stranger") == pytest.approx(0.04)


def test_memory_is_bounded_and_saved() -> None:
    model = OpponentModel(6.0)
    for i in range(MAX_NAMES + 5):
        h = model._of(f"P{i}")
        h.draws += 1
        for _ in range(MAX_SHOWN + 10):
            h.pat_shown.append(0.1)
            if len(h.pat_shown) > MAX_SHOWN:
                del h.pat_shown[0]
        for _ in range(int(MAX_ROW) + 50):
            model.tendencies.add(f"P{i}", 2, "facing", "call")
    assert len(model.habits) == MAX_NAMES and "P0" not in model.habits
    assert all(sum(row) <= MAX_ROW for row in model.tendencies.counts.values())
    assert {k[0] for k in model.tendencies.counts} == set(model.habits)
    data = json.loads(json.dumps(model.to_dict()))
    again = OpponentModel.from_dict(data)
    assert again.to_dict() == model.to_dict()
    with pytest.raises(ValueError):
        OpponentModel.from_dict({"prior_weight": 6.0})


def test_a_player_saves_and_loads_what_it_learnt() -> None:
    ai = make_player("hard:shark")
    assert isinstance(ai, AIPlayer)
    learn_against(ai, "patbettor", 40)
    state = json.loads(json.dumps(ai.model_state()))
    other = make_player("hard:shark")
    assert isinstance(other, AIPlayer)
    other.load_model_state(state)
    assert other.model.snow_share("Bot") == ai.model.snow_share("Bot")
    a = _facing_a_pat_pot_bet(ai, "6c 6d 6h Kc 2d", "9s 7s 4d 3c Jh")
    b = _facing_a_pat_pot_bet(other, "6c 6d 6h Kc 2d", "9s 7s 4d 3c Jh")
    assert a == b


def _snow_view(mine: str, theirs: str, opp_discard: int, stacks: tuple[int, int] = (100, 100)):
    rules = TableRules()
    me, opp = parse_cards(mine), parse_cards(theirs)
    stub = [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs") if c not in me + opp]
    hand = Hand(rules, [("AI", stacks[0]), ("Opp", stacks[1])], 0, random.Random(3),
                hole={0: me, 1: opp}, stub=stub)
    hand.start()
    while hand.phase == Phase.FIRST_BETTING:
        hand.act(Action(hand.to_act, ActionType.CHECK))
    hand.act(Action(1, ActionType.DRAW, discard=tuple(opp[:opp_discard])))
    view = hand.view(0)
    assert view.legal is not None and ActionType.DRAW in view.legal.kinds
    return view


@pytest.mark.parametrize(("mine", "opp_discard", "snows"), [
    ("Kd 9s 7c 4h 2d", 3, True),    # junk against a three-card draw
    ("Kd 9s 7c 4h 2d", 0, False),   # never against a player who stood pat
    ("Kd 9s 7c 4h 2d", 1, False),   # nor one who drew one
    ("Kd Ks 7c 4h 2d", 3, False),   # a pair is not junk
])
def test_the_snow_bluff_only_with_junk_against_a_drawing_player(mine: str, opp_discard: int,
                                                                 snows: bool) -> None:
    stood = 0
    for seed in range(60):
        d = make_player("medium:trickster").choose_discards(
            _snow_view(mine, "Ac Qd Ts 8h 3c", opp_discard), random.Random(seed))
        if not d.action.discard:
            stood += 1
            assert "Standing pat on nothing" in d.reason
    assert (stood > 0) == snows


def test_no_snow_when_all_in() -> None:
    view = _snow_view("Kd 9s 7c 4h 2d", "Ac Qd Ts 8h 3c", 3, stacks=(1, 100))
    assert view.seats[0].all_in
    for seed in range(60):
        d = make_player("hard:trickster").choose_discards(view, random.Random(seed))
        assert d.action.discard, "a snow while all in cannot be followed by a bet"


def _play_scripted(ai: AIPlayer, hole: dict[int, list[Card]], stub: list[Card],
                   script: dict[int, list[Action]] | None, seed: int
                   ) -> tuple[list[tuple[Action, str, int]], Hand]:
    """One hand: Bot (seat 0, patbettor), the AI (seat 1), Max (seat 2, maniac), or the
    seats in ``script`` replaying their actions. Returns the AI's decisions before the
    showdown as (action, reason, hash of its rng state after) and the hand."""
    rules = TableRules()
    hand = Hand(rules, [("Bot", 60), ("AI", 60), ("Max", 60)], 2, random.Random(seed),
                hole=hole, stub=stub, ask_showdown=False, hand_no=500 + seed)
    hand.start()
    bots = {0: make_player("patbettor"), 2: make_player("maniac")}
    rng, bot_rng = random.Random(99), random.Random(7)
    pos = {0: 0, 2: 0}
    out: list[tuple[Action, str, int]] = []
    while not hand.is_over:
        s = hand.to_act
        assert s is not None
        view = hand.view(s)
        if s == 1:
            d = ai.decide(view, rng)
            if view.phase != Phase.SHOWDOWN:
                out.append((d.action, d.reason, hash(repr(rng.getstate()))))
            hand.act(d.action)
        elif script is not None:
            a = script[s][pos[s]]
            pos[s] += 1
            if a.kind == ActionType.DRAW:
                a = Action(s, ActionType.DRAW, discard=tuple(view.own_cards[:len(a.discard)]))
            hand.act(a)
        else:
            hand.act(bots[s].decide(view, bot_rng).action)
    return out, hand


def test_decisions_rng_and_model_do_not_depend_on_hidden_cards() -> None:
    """With a model that has learnt (60 deals against the stand-pat bettor), replaying the
    same public actions with every card the AI cannot see changed gives the same decisions,
    reasons, random draws and, after the hand, the same opponent model."""
    trained = make_player("hard:shark")
    assert isinstance(trained, AIPlayer)
    learn_against(trained, "patbettor", 60)
    state = trained.model_state()
    compared = 0
    for deal in range(6):
        rng = random.Random(deal)
        deck = [Card(r, s) for r in range(2, 15) for s in "cdhs"]
        rng.shuffle(deck)
        hole = {i: deck[5 * i: 5 * i + 5] for i in range(3)}
        stub = deck[15:]
        ai = make_player("hard:shark")
        assert isinstance(ai, AIPlayer)
        ai.load_model_state(state)
        first, hand = _play_scripted(ai, hole, stub, None, deal)
        model_after = json.dumps(ai.model_state(), sort_keys=True)
        script: dict[int, list[Action]] = {0: [], 2: []}
        for a in hand.actions:
            if a.seat != 1:
                script[a.seat].append(a)
        swapped = {0: hole[2], 1: hole[1], 2: hole[0]}
        deep = {0: stub[-5:], 1: hole[1], 2: hole[2]}
        for v_hole, v_stub in ((swapped, stub), (deep, stub[:-5] + hole[0])):
            ai = make_player("hard:shark")
            assert isinstance(ai, AIPlayer)
            ai.load_model_state(state)
            again, _h = _play_scripted(ai, v_hole, v_stub, script, deal)
            assert again == first
            assert json.dumps(ai.model_state(), sort_keys=True) == model_after
            compared += len(first)
    assert compared >= 12
