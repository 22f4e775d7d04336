"""The computer player: one personality played at one level (:class:`AIPlayer`).

A player sees only the censored :class:`~drawpoker.engine.PlayerView` of its seat and the
``random.Random`` it is handed (for its mixed choices: bluffs, snows, mistakes). Every
decision comes with a one-line reason a player can read, translated through
:mod:`drawpoker.i18n` at the time the decision is made (:mod:`drawpoker.ai.reasons`).

This module keeps the player's memory (the habits of the other players, the draw
analysis of the hand in play) and orchestrates a decision: the draw here, betting in
:mod:`drawpoker.ai.bet_choice`. Build players with :func:`drawpoker.ai.factory.make_player`.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from drawpoker.ai.balance import defends
from drawpoker.ai.bet_choice import bet
from drawpoker.ai.bet_price import quick_fold
from drawpoker.ai.bet_reason import Reads
from drawpoker.ai.betting import Opponent, fold_frequency
from drawpoker.ai.discards import (
    HoldSamples,
    exact_holds,
    hold_equities,
    hold_values,
    sample_holds,
)
from drawpoker.ai.holds import low_value
from drawpoker.ai.mode import Mode
from drawpoker.ai.model import OpponentModel
from drawpoker.ai.personalities import Level, Personality
from drawpoker.ai.protocol import Decision, draw_action, showdown_decision
from drawpoker.ai.ranges import FACING, RERAISED, UNOPENED, Tendencies, mid_cdf, opponent_ranges
from drawpoker.ai.reads import (
    check_raise_risk,
    fold_read,
    range_reads,
    read_of,
    value_bet_read,
)
from drawpoker.ai.reasons import draw_reason, muck_reason, snow_reason
from drawpoker.ai.stack import StackPlay, stack_decision
from drawpoker.ai.tables import IntArray, ModeTables, tables_for
from drawpoker.cards import Card, format_cards, is_wild
from drawpoker.engine import Action, ActionType, Phase, PlayerView, ShowdownReveal
from drawpoker.evaluator import evaluate_game
from drawpoker.i18n import _, sentence

#: the bet after the draw a hold's bluff is valued with, as a share of the pot
BLUFF_BET = 0.75
#: before the draw, a call counts on bluffs after it only against a player who folds at
#: least this often when he checked and was bet into (AIPlayer._steal)
LOOSE_FOLDS = 0.85


class AIPlayer:
    """A computer opponent: one personality played at one level.

    Args:
        person: the style (:data:`~drawpoker.ai.personalities.PERSONALITIES`).
        lvl: the skill (:data:`~drawpoker.ai.personalities.LEVELS`).

    State kept between calls is only what the player himself saw: the habits of the
    other players (names from the view) and a per-hand cache of his own draw analysis.
    """

    stack_play: StackPlay | None = None
    """In a tournament, its prizes: the stack-depth play of :mod:`drawpoker.ai.stack`."""

    def __init__(self, person: Personality, lvl: Level) -> None:
        self.personality = person
        self.level = lvl
        self.spec = f"{lvl.key}:{person.key}"
        self.model = OpponentModel(lvl.prior_weight)
        self._cache_key: tuple[int, tuple[Card, ...], int, bool, bool] | None = None
        self._cache: HoldSamples | None = None
        self._snow_hand: tuple[int, tuple[Card, ...]] | None = None
        self._pending: tuple[int, tuple[object, ...], tuple[str, ...], int, Mode] | None = None

    @property
    def display_name(self) -> str:
        """Translated name for the table, e.g. "Shark"."""
        return _(self.personality.name)

    # -- habits -------------------------------------------------------------------
    def observe(self, view: PlayerView) -> None:
        """Learn from a hand's public log (call once a hand is over; optional)."""
        self._remember(view)
        self._commit()

    def _remember(self, view: PlayerView) -> None:
        if not self.level.adapt:
            return
        if self._pending is not None and self._pending[0] != view.hand_no:
            self._commit()
        names = tuple(s.name for s in view.seats)
        self._pending = (view.hand_no, tuple(view.events), names, view.seat, Mode.of(view.rules))

    def _commit(self) -> None:
        if self._pending is None:
            return
        _, events, names, seat, mode = self._pending
        self.model.record_hand(events, names, seat, tables_for(mode))  # type: ignore[arg-type]
        self._pending = None

    @property
    def tendencies(self) -> Tendencies:
        """The betting frequencies the model has counted (:class:`~drawpoker.ai.ranges.Tendencies`)."""
        return self.model.tendencies

    def model_state(self) -> dict[str, Any]:
        """What this player has learnt of the others, as JSON data (the resumable table
        keeps it; a hand still being learnt from is committed first)."""
        self._commit()
        return self.model.to_dict()

    def load_model_state(self, data: Mapping[str, Any]) -> None:
        """Take back :meth:`model_state` data.

        Raises:
            ValueError: the data is not a model.
        """
        self.model = OpponentModel.from_dict(data)
        self._pending = None

    # -- analysis -------------------------------------------------------------------
    def _tables(self, view: PlayerView) -> ModeTables:
        return tables_for(Mode.of(view.rules))

    def _holds(self, view: PlayerView, tables: ModeTables, *, full: bool = False) -> HoldSamples:
        """Outcome samples of the holds: the obvious ones for betting before the draw, every
        one (if the level looks at all holds) for the draw itself."""
        hand = tuple(view.own_cards)
        legal = view.legal
        if legal is not None and legal.phase == Phase.DRAW:
            max_d, need_ace = legal.max_discard, legal.four_with_ace_needed
        else:
            mode = tables.mode
            max_d, need_ace = mode.draw_cap, mode.draw_cap > mode.max_draw
        key = (view.hand_no, hand, max_d, need_ace, full)
        if self._cache_key != key or self._cache is None:
            seed = zlib.crc32(format_cards(hand).encode()) ^ (view.hand_no * 7919)
            lvl = self.level
            if full and lvl.exact_draw >= 0 and self._worth_exact(view):
                # a hand with no pair, wild card or four-card draw only has one-card draws
                # worth exact odds; its other holds (keep high cards) are sampled
                paired = len({c.rank for c in hand}) < 5 or any(
                    is_wild(c, tables.mode.wild) for c in hand)
                exact = (lvl.exact_draw if paired or tables.mode.lowball or lvl.exact_draw >= 3
                     else min(lvl.exact_draw, 1))
                self._cache = exact_holds(
                    hand, tables, exact_draw=exact, samples=lvl.samples * 12,
                    all_holds=lvl.all_holds, max_discard=max_d, four_with_ace_needed=need_ace,
                    seed=seed)
            else:
                self._cache = sample_holds(
                    hand, tables, samples=lvl.samples * (4 if full else 2),
                    all_holds=full and lvl.all_holds, max_discard=max_d,
                    four_with_ace_needed=need_ace, seed=seed)
            self._cache_key = key
        return self._cache

    @staticmethod
    def _worth_exact(view: PlayerView) -> bool:
        """Exact odds at the draw when the pot is contested: at most three players left,
        or chips were bet before the draw (a multiway pot nobody bet is sampled)."""
        live = sum(1 for s in view.seats if s.in_hand)
        if live <= 3:
            return True
        rules = view.rules
        forced = live * rules.ante + rules.small_blind + rules.big_blind
        return view.pot_total > forced + 2 * max(rules.ante, rules.big_blind, 1) * live

    def _opponents(self, view: PlayerView, tables: ModeTables) -> list[Opponent]:
        snow, shown = range_reads(view, tables, self.model, self.level)
        ranges = opponent_ranges(view, tables, self.level,
                                 self.tendencies if self.level.adapt else None, snow, shown)
        round_no = 2 if view.phase in (Phase.SECOND_BETTING, Phase.SHOWDOWN) else 1
        out = []
        for seat, (dist, start) in ranges.items():
            s = view.seats[seat]
            name = s.name if self.level.adapt else None
            raised = s.bet > 0 and s.last_action in (ActionType.BET, ActionType.RAISE,
                                                     ActionType.ALLIN)
            cum = tables.final_prior_cum if start is tables.final_prior else np.cumsum(start)
            out.append(Opponent(seat, dist, start, mid_cdf(dist), cum, s.stack,
                                s.bet, s.all_in,
                                self._fold_freq(view, name, round_no, raised), raised))
        return out

    def _fold_freq(self, view: PlayerView, name: str | None, round_no: int,
                   raised: bool) -> float:
        """How often the opponent ``name`` folds to a bet (0..1): after the draw, for a
        level that reads it (``draw_bluffs``), by the cards this player drew
        (:meth:`~drawpoker.ai.model.OpponentModel.fold_after_draw`: the folds the hold
        was chosen by); else his frequency in this round and spot."""
        drawn = view.seats[view.seat].cards_drawn
        if (round_no == 2 and not raised and drawn is not None and name is not None
                and self.level.draw_bluffs):
            return self.model.fold_after_draw(name, drawn)
        return fold_frequency(self.tendencies, name, round_no, RERAISED if raised else FACING)

    def _my_ranks(self, view: PlayerView, tables: ModeTables,
                  opponents: Sequence[Opponent]) -> tuple[IntArray, tuple[Card, ...] | None]:
        """Outcome ranks of the hand (best hold before the draw, the hand itself after)."""
        if view.phase in (Phase.FIRST_BETTING,) or (
            view.phase == Phase.DRAW and view.seats[view.seat].cards_drawn is None
        ):
            holds = self._holds(view, tables)
            eq = hold_equities(holds, [o.cdf for o in opponents])
            best = int(np.argmax(eq))
            return holds.ranks[best], holds.holds[best]
        return np.array([tables.rank_of(view.own_cards)], dtype=np.int64), None

    # -- the draw -------------------------------------------------------------------
    def choose_discards(self, view: PlayerView, rng: random.Random) -> Decision:
        """Choose the hold with the best chance to win against the table (module doc).

        Raises:
            ValueError: it is not this seat's draw.
        """
        legal = view.legal
        if legal is None or ActionType.DRAW not in legal.kinds:
            raise ValueError("choose_discards called when this seat has no draw to make")
        self._remember(view)
        tables = self._tables(view)
        opponents = self._opponents(view, tables)
        holds = self._holds(view, tables, full=True)
        cdfs = [o.cdf for o in opponents]
        raw = hold_equities(holds, cdfs)
        eq = hold_values(holds, cdfs, self._bets_to_come(view, opponents),
                         self._draw_bluffs(view, opponents))
        lvl, pers = self.level, self.personality
        if lvl.noise > 0:
            eq = eq + np.array([rng.gauss(0.0, lvl.noise * 0.3) for _ in eq])
        best = int(np.argmax(eq))
        keep = holds.holds[best]
        if self._may_snow(view, tables, opponents, float(raw[best])) and rng.random() < pers.snow:
            self._snow_hand = (view.hand_no, tuple(view.own_cards))
            return Decision(draw_action(view, view.own_cards), sentence(snow_reason))
        if lvl.mistake > 0 and rng.random() < lvl.mistake and len(keep) in (2, 3):
            keep = _one_card_too_many(view, keep, tables, legal.max_discard)
        action = draw_action(view, keep)
        win = float(raw[holds.index(keep)] if keep in holds.holds else raw[best])
        return Decision(action, sentence(lambda: draw_reason(len(action.discard), keep, win)))

    @staticmethod
    def _bets_to_come(view: PlayerView, opponents: Sequence[Opponent]) -> float:
        """The bet after the draw a winning hand can expect to be paid, as a share of the
        pot: about three quarters of the pot, called half the time (no-limit and
        pot-limit), capped by the chips left behind on both sides (0 when all in)."""
        pot = max(view.pot_total, 1)
        me = view.seats[view.seat]
        behind = min(me.stack, max((o.stack for o in opponents if not o.all_in), default=0))
        if view.rules.structure == "fixed-limit":
            behind = min(behind, 2 * max(view.rules.ante, view.rules.big_blind, 1))
        return 0.5 * min(0.75, behind / pot)

    def _draw_bluffs(self, view: PlayerView, opponents: Sequence[Opponent]
                     ) -> list[float] | None:
        """For a level with ``draw_bluffs``, heads-up with chips behind on both sides: by
        the cards a hold draws (index 0..5), what a bet of :data:`BLUFF_BET` of the pot
        (at most the chips behind) after the draw wins by the opponent's folds alone, in
        pots (his fold frequency against a bettor who drew that many, less the bet lost
        when he calls; :func:`~drawpoker.ai.discards.hold_values`); standing pat counts
        nothing (a snow is the personality's choice). None elsewhere."""
        if not self.level.draw_bluffs or len(opponents) != 1:
            return None
        opp = opponents[0]
        me = view.seats[view.seat]
        behind = min(me.stack, opp.stack)
        if opp.all_in or behind <= 0:
            return None
        b = min(BLUFF_BET, behind / max(view.pot_total, 1))
        name = view.seats[opp.seat].name
        folds = [self.model.fold_after_draw(name, d) for d in range(1, 6)]
        return [-1.0] + [f - (1.0 - f) * b for f in folds]

    def _may_snow(self, view: PlayerView, tables: ModeTables, opponents: Sequence[Opponent],
                  win: float) -> bool:
        """A snow (standing pat on nothing to bluff) is worth trying: heads-up, real junk
        (no pair, no wild card, high game; under 45 % to win by drawing), chips behind on
        both sides for the bet that must follow, against an opponent who has not drawn
        yet or drew two or more (not one who stood pat or drew one), and, for a level that
        reads habits, one who does fold after the draw."""
        if len(opponents) != 1 or self.personality.snow <= 0 or win >= 0.45:
            return False
        opp = opponents[0]
        me = view.seats[view.seat]
        if me.all_in or me.stack <= 0 or opp.all_in or opp.stack <= 0 or tables.mode.lowball:
            return False
        hand = view.own_cards
        if any(is_wild(c, tables.mode.wild) for c in hand) or int(
                tables.categories[tables.rank_of(hand)]) != 0:
            return False
        drawn = view.seats[opp.seat].cards_drawn
        if drawn is not None and drawn < 2:
            return False
        name = view.seats[opp.seat].name if self.level.adapt else None
        return fold_frequency(self.tendencies, name, 2) >= 0.25

    # -- betting --------------------------------------------------------------------
    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        """Choose a betting action (or the draw/showdown action when asked then).

        Raises:
            ValueError: it is not this seat's turn (``view.legal`` is None).
        """
        legal = view.legal
        if legal is None:
            raise ValueError("decide called when it is not this seat's turn")
        if ActionType.DRAW in legal.kinds:
            return self.choose_discards(view, rng)
        if legal.phase == Phase.SHOWDOWN or ActionType.SHOW in legal.kinds:
            return self._showdown(view)
        self._remember(view)
        tables = self._tables(view)
        opponents = self._opponents(view, tables)
        quick = quick_fold(self.level, self.personality, view, legal, tables, opponents)
        if quick is not None:
            return quick
        ranks, hold = self._my_ranks(view, tables, opponents)
        if self.stack_play is not None:  # a tournament: stack-depth play first (ai/stack.py)
            short = stack_decision(self.stack_play, self.level.key, view, legal, ranks, opponents)
            if short is not None:
                return short
        snow = self._snow_hand == (view.hand_no, tuple(view.own_cards))
        return bet(self.level, self.personality, view, legal, tables, opponents, ranks, hold,
                   rng, snow=snow, reads=self._reads(view, tables, opponents, ranks),
                   steal=self._steal(view, tables, opponents))

    def _steal(self, view: PlayerView, tables: ModeTables,
               opponents: Sequence[Opponent]) -> float:
        """Before the draw, for a level with ``draw_bluffs``, heads-up on the button (the
        last to act after the draw) facing the opening bet, chips behind on both sides:
        the best hold's worth in pots (0..1 and more) counting, when the opponent checks
        after the draw (his check frequency there), the bet of :data:`BLUFF_BET` of the
        pot that wins by his folds alone, for a player who folds at least
        :data:`LOOSE_FOLDS` of the time when he checked and was bet into
        (:meth:`~drawpoker.ai.model.OpponentModel.checked_fold`; a player who defends
        against bluffs folds far less). 0 elsewhere."""
        legal = view.legal
        me = view.seats[view.seat]
        if (not self.level.draw_bluffs or legal is None or legal.phase != Phase.FIRST_BETTING
                or legal.call_amount <= 0 or me.bet > 0 or view.seat != view.button
                or len(opponents) != 1 or opponents[0].all_in):
            return 0.0
        behind = min(me.stack - legal.call_amount, opponents[0].stack)
        if behind <= 0:
            return 0.0
        name = view.seats[opponents[0].seat].name
        b = min(BLUFF_BET, behind / (view.pot_total + legal.call_amount))
        bluffs = [-1.0]
        for drawn in range(1, 6):
            f = self.model.checked_fold(name, drawn)
            bluffs.append(f - (1.0 - f) * b if f >= LOOSE_FOLDS else -1.0)
        holds = self._holds(view, tables)
        cdfs = [o.cdf for o in opponents]
        checks = self.tendencies.freqs(name, 2, UNOPENED)[0]
        plain = hold_values(holds, cdfs, 0.0)
        return float(np.max(plain + checks * (hold_values(holds, cdfs, 0.0, bluffs) - plain)))

    def _reads(self, view: PlayerView, tables: ModeTables, opponents: Sequence[Opponent],
               ranks: IntArray) -> Reads:
        """The reads a reason may name: on the bettor (or the one opponent) his range read,
        and how often he folds to a bet in this round; how often the players who checked
        check-raise; after the draw, whether the hand defends against his bet."""
        if not opponents:
            return Reads(None, None)
        risk = check_raise_risk(view, tables, self.model, self.level, ranks)
        bettor = max(opponents, key=lambda o: (o.bet, -o.seat))
        round_no = 2 if view.phase in (Phase.SECOND_BETTING, Phase.SHOWDOWN) else 1
        target = bettor if bettor.bet > view.seats[view.seat].bet or len(opponents) == 1 else None
        if target is None:
            return Reads(None, None, risk)
        value = value_bet_read(view, tables, self.model, self.level, ranks) if round_no == 2 \
            and ActionType.CHECK in (view.legal.kinds if view.legal else ()) else None
        defend = round_no == 2 and target.bet > view.seats[view.seat].bet and defends(
            self.level, view, tables, self.model, target.seat, ranks)
        return Reads(read_of(view, tables, self.model, self.level, target.seat),
                     fold_read(view, self.model, self.level, target.seat, round_no), risk,
                     defend, value)

    def _showdown(self, view: PlayerView) -> Decision:
        legal = view.legal
        assert legal is not None
        if ActionType.MUCK in legal.kinds and ActionType.SHOW in legal.kinds:
            rules = view.rules
            mine = evaluate_game(view.own_cards, game=rules.game, wild=rules.wild)
            shown = [evaluate_game(ev.cards, game=rules.game, wild=rules.wild)
                     for ev in view.events
                     if isinstance(ev, ShowdownReveal) and ev.seat != view.seat
                     and len(ev.cards) == 5]
            if shown and max(shown) > mine:
                return Decision(Action(view.seat, ActionType.MUCK), sentence(muck_reason))
        return showdown_decision(view)


def _one_card_too_many(view: PlayerView, keep: tuple[Card, ...], tables: ModeTables,
                       max_discard: int) -> tuple[Card, ...]:
    """The plain mistake at the draw: keeping one card too many. A high kicker in the
    high game; in lowball a rough low card (a nine at worst), never a queen or a pair.
    ``keep`` unchanged when no card qualifies or the draw would break the limit."""
    if tables.mode.lowball:
        kept = {c.rank for c in keep}
        extra = sorted((c for c in view.own_cards if c not in keep
                        and c.rank not in kept and low_value(c, tables.mode.game) <= 9),
                       key=lambda c: low_value(c, tables.mode.game))
    else:
        extra = sorted((c for c in view.own_cards if c not in keep), key=lambda c: -c.rank)
    if extra and 5 - len(keep) - 1 <= max_discard:
        return tuple(c for c in view.own_cards if c in keep or c == extra[0])
    return keep
