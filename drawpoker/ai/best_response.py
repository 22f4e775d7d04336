"""A local best response (LBR) to a computer player: the exploitability estimate of
docs/ai-strength.md (issue 26), after Lisý and Bowling, "Equilibrium Approximation
Quality of Current No-Limit Poker Bots" (2017), written for draw poker.

``make_player("lbr@hard:shark")`` plays against ``hard:shark`` knowing that player's
policy exactly (not its cards). It keeps its own instance of the player it reads (the
*shadow*), which learns from the same public hand logs the real player learns from
(:meth:`~drawpoker.ai.player.AIPlayer.observe`), so it holds the same opponent model.
Every question it asks goes to a fresh copy of the shadow, so nothing it asks changes
the shadow or the real player.

After the draw, heads-up, it reads the player's range by replaying the hand so far with
sampled hands for him: a dealt hand drawn from the cards it cannot see, the hold a sound
player keeps with it when that throws the number of cards he threw (else the strongest
cards that many), replacement cards from what is left, and every betting action he took
after the draw asked again of the player's own policy (a sample that would not have
taken his action weighs :data:`MISMATCH_WEIGHT`). Then it takes the action of highest
value against that range, the LBR way: a check or a call goes to the showdown (chance of
winning times the pot), and a bet or raise of each size tried is put to the policy for
each sampled hand: he folds (the pot is won) or goes on (a raise counted as a call) and
the showdown decides. Before the draw, and with more than one opponent, it plays like
the ``tag`` bot. Deterministic given the ``random.Random`` it is handed.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence

from drawpoker.ai.bot_kit import act, bot_tables, sound_draw
from drawpoker.ai.exploit_bots import TagBot
from drawpoker.ai.holds import standard_hold
from drawpoker.ai.protocol import Decision, Policy, draw_action
from drawpoker.ai.tables import ModeTables
from drawpoker.cards import Card, full_deck
from drawpoker.engine import (
    Action,
    ActionType,
    CardDealt,
    Discarded,
    HandStarted,
    Phase,
    PlayerActed,
    PlayerView,
    ReplacementDealt,
)
from drawpoker.engine.hand import Hand
from drawpoker.engine.view import censor

#: sampled hands per decision (each replayed through the player's policy)
SAMPLES = 12
#: the weight of a sampled hand with which the player would have acted otherwise
MISMATCH_WEIGHT = 0.05
#: bet and raise sizes tried, as fractions of the pot after calling (no-limit adds all in)
SIZES = (0.5, 1.0)


class LocalBestResponse(TagBot):
    """The local best response to ``target`` (module docstring).

    Args:
        target: a fresh instance of the player it plays against (its shadow).
        target_spec: that player's spec, e.g. ``"hard:shark"``.
    """

    def __init__(self, target: Policy, target_spec: str) -> None:
        self.shadow = target
        self.spec = f"lbr@{target_spec}"

    def observe(self, view: PlayerView) -> None:
        """Let the shadow learn from the hand's public log, as the real player does."""
        learn = getattr(self.shadow, "observe", None)
        others = [i for i in range(len(view.seats)) if i != view.seat]
        if learn is not None and len(others) == 1:
            learn(_as_seat(view, others[0]))

    def choose_discards(self, view: PlayerView, rng: random.Random) -> Decision:
        return sound_draw(view)

    def bet(self, view: PlayerView, rng: random.Random) -> Decision:
        opp = _heads_up_opponent(view)
        legal = view.legal
        assert legal is not None
        if opp is None or legal.phase != Phase.SECOND_BETTING:
            return super().bet(view, rng)
        tables = bot_tables(view)
        samples = self._sample_range(view, opp, tables, rng)
        mine = tables.rank_of(view.own_cards)
        pot = view.pot_total
        call = legal.call_amount
        best: tuple[float, Action] = (0.0, Action(view.seat, ActionType.FOLD))
        total = sum(w for _h, w, _c in samples) or 1.0
        win = sum(w * _versus(mine, rank) for _h, w, rank in samples) / total
        passive = ActionType.CHECK if ActionType.CHECK in legal.kinds else ActionType.CALL
        ev_passive = win * (pot + call) - call
        if passive == ActionType.CHECK or ev_passive > best[0]:
            best = (ev_passive, Action(view.seat, passive))
        for to in _sizes(view):
            ev = self._bet_value(view, opp, to, samples, mine, rng)
            if ev > best[0]:
                best = (ev, Action(view.seat, ActionType.RAISE if legal.current_bet
                                   else ActionType.BET, to=to))
        return act(view, best[1], f"Best response: {best[0]:+.1f} chips")

    # -- the range ---------------------------------------------------------------------
    def _sample_range(self, view: PlayerView, opp: int, tables: ModeTables,
                      rng: random.Random) -> list[tuple[Hand, float, int]]:
        """(the hand replayed to this decision, weight, his final value rank) per sample."""
        policy = copy.deepcopy(self.shadow)
        out: list[tuple[Hand, float, int]] = []
        for _ in range(SAMPLES):
            replay = _replay(view, opp, rng, policy)
            if replay is not None:
                hand, weight = replay
                out.append((hand, weight, tables.rank_of(hand.view(opp).own_cards)))
        return out

    def _bet_value(self, view: PlayerView, opp: int, to: int,
                   samples: Sequence[tuple[Hand, float, int]], mine: int,
                   rng: random.Random) -> float:
        """The value of betting or raising to ``to``: per sample, his fold wins the pot,
        else the showdown decides what both put in."""
        me = view.seats[view.seat]
        add = to - me.bet
        pot = view.pot_total
        policy = copy.deepcopy(self.shadow)
        kind = ActionType.RAISE if view.current_bet else ActionType.BET
        ev = total = 0.0
        for hand, weight, rank in samples:
            branch = copy.deepcopy(hand)
            branch.act(Action(view.seat, kind, to=to))
            if branch.is_over or branch.to_act != opp:
                ev += weight * pot
                total += weight
                continue
            seen = branch.view(opp)
            answer = policy.decide(seen, random.Random(rng.random())).action
            if answer.kind == ActionType.FOLD:
                ev += weight * pot
            else:
                owe = min(max(0, to - seen.seats[opp].bet), seen.seats[opp].stack)
                ev += weight * (_versus(mine, rank) * (pot + add + owe) - add)
            total += weight
        return ev / total if total > 0 else 0.0


def _versus(mine: int, theirs: int) -> float:
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def _sizes(view: PlayerView) -> list[int]:
    legal = view.legal
    assert legal is not None
    if legal.min_to <= 0:
        return []
    after = view.pot_total + legal.call_amount
    out = {min(max(legal.current_bet + int(f * after), legal.min_to), legal.max_to)
           for f in SIZES}
    if view.rules.structure == "no-limit" and legal.allin_to > 0:
        out.add(min(legal.allin_to, legal.max_to))
    return sorted(out)


def _heads_up_opponent(view: PlayerView) -> int | None:
    """The one other seat dealt in, or None at a table of more."""
    others = [i for i, s in enumerate(view.seats) if i != view.seat and s.in_hand]
    dealt = [i for i, s in enumerate(view.seats) if i != view.seat and (
        s.in_hand or s.cards_drawn is not None)]
    return others[0] if len(others) == 1 and len(dealt) == 1 else None


def _as_seat(view: PlayerView, seat: int) -> PlayerView:
    """The public part of ``view`` as seen from ``seat`` (no cards of its own; the
    other seats' face-down cards censored)."""
    return PlayerView(seat, view.rules, view.phase, view.hand_no, view.button, None, (),
                      view.seats, view.pots, view.current_bet, None,
                      tuple(censor(ev, seat) for ev in view.events), view.opener,
                      view.stub_size)


def _replay(view: PlayerView, opp: int, rng: random.Random,
            policy: Policy) -> tuple[Hand, float] | None:
    """One sampled hand for ``opp`` played through the hand's public actions up to this
    decision: (the hand, its weight), or None when the sample cannot be played."""
    start = next((ev for ev in view.events if isinstance(ev, HandStarted)), None)
    if start is None:
        return None
    me = view.seat
    mine = [ev.card for ev in view.events
            if isinstance(ev, CardDealt) and ev.seat == me and ev.card is not None]
    new = [ev.card for ev in view.events
           if isinstance(ev, ReplacementDealt) and ev.seat == me and ev.card is not None]
    thrown = next((ev.count for ev in view.events
                   if isinstance(ev, Discarded) and ev.seat == opp), None)
    if thrown is None or len(mine) != 5:
        return None
    seen = set(mine + new)
    jokers = 1 if view.rules.wild in ("joker", "bug") else 0
    unseen = [c for c in full_deck(jokers) if c not in seen]
    rng.shuffle(unseen)
    dealt, rest = unseen[:5], unseen[5:]
    tables = bot_tables(view)
    keep = _hold_of(dealt, thrown, tables)
    order = [ev.seat for ev in view.events if isinstance(ev, ReplacementDealt)]
    mine_new = iter(new)
    stub = [next(mine_new) if s == me else rest.pop() for s in order]
    stub += rest
    hole = {me: mine, opp: dealt}
    seats = [(name, stack) for name, stack in zip(start.names, start.stacks, strict=True)]
    hand = Hand(view.rules, seats, start.button, random.Random(0), hole=hole, stub=stub,
                carried_pot=start.carried_pot, hand_no=start.hand_no, ask_showdown=False)
    hand.start()
    weight = 1.0
    for ev in view.events:
        if isinstance(ev, Discarded):
            if ev.seat == me:
                hand.act(Action(me, ActionType.DRAW, discard=tuple(ev.cards or ())))
            else:
                hand.act(draw_action(hand.view(opp), keep))
        elif isinstance(ev, PlayerActed):
            action = Action(ev.seat, ev.kind, to=ev.to if ev.kind in (
                ActionType.BET, ActionType.RAISE, ActionType.ALLIN) else None)
            if ev.seat == opp and hand.view(opp).legal is not None and \
                    hand.view(opp).phase == Phase.SECOND_BETTING:
                said = policy.decide(hand.view(opp), random.Random(rng.random())).action
                weight *= 1.0 if said.kind == ev.kind else MISMATCH_WEIGHT
            hand.act(action)
    if hand.to_act != me:
        return None
    return hand, weight


def _hold_of(dealt: Sequence[Card], thrown: int, tables: ModeTables) -> list[Card]:
    """The cards a player drawing ``thrown`` keeps from ``dealt``: a sound player's hold
    when it throws that many, else the strongest ``5 - thrown`` cards by rank."""
    keep = standard_hold(dealt, tables.mode, float(tables.pct[tables.rank_of(dealt)]))
    if 5 - len(keep) == thrown:
        return list(keep)
    counts = {r: sum(1 for c in dealt if c.rank == r) for r in {c.rank for c in dealt}}
    ranked = sorted(dealt, key=lambda c: (counts[c.rank], c.rank), reverse=True)
    if tables.mode.lowball:
        ranked = sorted(dealt, key=lambda c: (counts[c.rank], c.rank))
    return ranked[:5 - thrown]
