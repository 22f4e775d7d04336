"""The computer player: the ``Policy`` protocol, decisions with reasons, ``make_player``.

A policy sees only the censored :class:`~drawpoker.engine.PlayerView` of its seat and the
``random.Random`` it is handed (for its mixed choices: bluffs, snows, mistakes). Every
decision comes with a one-line reason a player can read, translated through
:mod:`drawpoker.i18n` at the time the decision is made.

``make_player("hard:shark")`` builds an :class:`AIPlayer` from a level and a
personality (:mod:`drawpoker.ai.personalities`); ``make_player("random")`` and the other
baseline names build the measuring bots of :mod:`drawpoker.ai.baselines`.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import numpy as np

from drawpoker.ai.betting import (
    Opponent,
    Option,
    bet_option,
    facing_win,
    fold_frequency,
    showdown_win,
)
from drawpoker.ai.discards import HoldSamples, exact_holds, hold_equities, sample_holds
from drawpoker.ai.personalities import Level, Personality, level, personality
from drawpoker.ai.ranges import Tendencies, mid_cdf, opponent_ranges
from drawpoker.ai.tables import BIN_EDGES, BINS, IntArray, Mode, ModeTables, is_wild, tables_for
from drawpoker.cards import Card, display_cards, format_cards
from drawpoker.engine import Action, ActionType, LegalActions, Phase, PlayerView, ShowdownReveal
from drawpoker.engine.openers import has_openers
from drawpoker.evaluator import evaluate_game
from drawpoker.i18n import _, format_chips, ngettext, sentence


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision and why.

    Attributes:
        action: the engine action to play (always legal for the view it was made for).
        reason: one translated line made from the numbers the decision used, e.g.
            "Calling 20 into 140: 19 % to make the flush, 21 % to win, 13 % needed".
    """

    action: Action
    reason: str


#: A draw decision is a Decision whose action is a ``draw`` (``discard`` = cards thrown).
DrawDecision = Decision


@runtime_checkable
class Policy(Protocol):
    """What the table asks of a computer player."""

    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        """Choose the action for ``view.legal`` (betting, draw or showdown)."""
        ...

    def choose_discards(self, view: PlayerView, rng: random.Random) -> Decision:
        """Choose the cards to throw in the draw (a ``draw`` action)."""
        ...


# -- helpers shared with the baselines ------------------------------------------------------

def legalize(want: Action, legal: LegalActions) -> Action:
    """The closest legal action to ``want``.

    Never folds when checking is free; a bet or raise that is not offered becomes a call
    (or check); totals are clamped to [min_to, max_to]; a total that uses the whole
    stack becomes ``allin`` when offered (RULES.md §3.3, §4).
    """
    kinds = legal.kinds
    seat = legal.seat
    k = want.kind
    if k in (ActionType.BET, ActionType.RAISE):
        for kind in (k, ActionType.RAISE, ActionType.BET):
            if kind in kinds and legal.min_to > 0:
                to = int(want.to if want.to is not None else legal.min_to)
                to = min(max(to, legal.min_to), legal.max_to)
                if legal.allin_to and to >= legal.allin_to and ActionType.ALLIN in kinds:
                    return Action(seat, ActionType.ALLIN)
                return Action(seat, kind, to=to)
        if ActionType.ALLIN in kinds and legal.allin_to > legal.current_bet and legal.min_to == 0:
            # only a short all-in raise is possible: take it only if asked for all-in
            pass
        k = ActionType.CALL
    if k == ActionType.ALLIN and ActionType.ALLIN not in kinds:
        k = ActionType.CALL
    if k == ActionType.ALLIN:
        return Action(seat, ActionType.ALLIN)
    if k == ActionType.FOLD:
        if ActionType.CHECK in kinds:
            return Action(seat, ActionType.CHECK)
        if ActionType.FOLD in kinds:
            return Action(seat, ActionType.FOLD)
        k = ActionType.CALL
    if k == ActionType.CALL:
        if ActionType.CHECK in kinds:
            return Action(seat, ActionType.CHECK)
        if ActionType.CALL in kinds:
            return Action(seat, ActionType.CALL)
        if ActionType.ALLIN in kinds:
            return Action(seat, ActionType.ALLIN)
        return Action(seat, ActionType.FOLD)
    if k == ActionType.CHECK:
        if ActionType.CHECK in kinds:
            return Action(seat, ActionType.CHECK)
        return Action(seat, ActionType.FOLD if ActionType.FOLD in kinds else ActionType.CALL)
    if k in kinds:
        return want
    return Action(seat, next(iter(sorted(kinds))))


def draw_action(view: PlayerView, keep: Sequence[Card]) -> Action:
    """The ``draw`` action that keeps ``keep`` from ``view.own_cards``."""
    discard = tuple(c for c in view.own_cards if c not in keep)
    return Action(view.seat, ActionType.DRAW, discard=discard)


def showdown_decision(view: PlayerView) -> Decision:
    """Show at showdown (a mucked hand cannot win; showing costs nothing)."""
    legal = view.legal
    assert legal is not None
    if ActionType.SHOW in legal.kinds:
        return Decision(Action(view.seat, ActionType.SHOW), sentence(lambda: _("Showing the hand")))
    kind = next(iter(sorted(legal.kinds)))
    return Decision(Action(view.seat, kind), sentence(lambda: _("Nothing to decide")))


def _percent(p: float) -> int:
    """A chance to win as the whole percent a reason prints, never 0 or 100.

    Every chance the computer players print is an estimate against hidden cards (the
    opponents' ranges, the cards still to come), so none of them is certain: a printed
    "100 % to win" reads like the player saw the other hands, and "0 %" like he is playing
    a hand that cannot win. Estimates round into 1..99 (a 99.7 % favourite says 99 %).

    Args:
        p: the estimated probability (0..1; values outside are clamped).

    Returns:
        The percent to print, 1 to 99.
    """
    return min(max(int(round(100 * min(max(p, 0.0), 1.0))), 1), 99)


class AIPlayer:
    """A computer opponent: one personality played at one level.

    Args:
        person: the style (:data:`~drawpoker.ai.personalities.PERSONALITIES`).
        lvl: the skill (:data:`~drawpoker.ai.personalities.LEVELS`).

    State kept between calls is only what the player himself saw: the habits of the
    other players (names from the view) and a per-hand cache of his own draw analysis.
    """

    def __init__(self, person: Personality, lvl: Level) -> None:
        self.personality = person
        self.level = lvl
        self.spec = f"{lvl.key}:{person.key}"
        self.tendencies = Tendencies()
        self._cache_key: tuple[int, tuple[Card, ...], int, bool, bool] | None = None
        self._cache: HoldSamples | None = None
        self._snow_hand: tuple[int, tuple[Card, ...]] | None = None
        self._pending: tuple[int, tuple[object, ...], tuple[str, ...], int] | None = None

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
        self._pending = (view.hand_no, tuple(view.events), names, view.seat)

    def _commit(self) -> None:
        if self._pending is None:
            return
        _, events, names, seat = self._pending
        self.tendencies.record_hand(events, names, seat)  # type: ignore[arg-type]
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
                exact = lvl.exact_draw if paired or tables.mode.lowball else min(lvl.exact_draw, 1)
                self._cache = exact_holds(
                    hand, tables, exact_draw=exact, samples=lvl.samples * 4,
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
        ranges = opponent_ranges(view, tables, self.level,
                                 self.tendencies if self.level.adapt else None)
        round_no = 2 if view.phase in (Phase.SECOND_BETTING, Phase.SHOWDOWN) else 1
        out = []
        for seat, (dist, start) in ranges.items():
            s = view.seats[seat]
            name = s.name if self.level.adapt else None
            out.append(Opponent(seat, dist, start, mid_cdf(dist), np.cumsum(start), s.stack, s.bet, s.all_in,
                                fold_frequency(self.tendencies, name, round_no)))
        return out

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
        eq = raw = hold_equities(holds, [o.cdf for o in opponents])
        lvl, pers = self.level, self.personality
        if lvl.noise > 0:
            eq = eq + np.array([rng.gauss(0.0, lvl.noise * 0.3) for _ in eq])
        best = int(np.argmax(eq))
        keep = holds.holds[best]
        # snow: stand pat on nothing heads-up against a drawing opponent
        live = [o for o in opponents]
        if (len(live) == 1 and len(keep) < 5 and raw[best] < 0.45 and pers.snow > 0
                and (view.seats[live[0].seat].cards_drawn or 3) >= 2
                and any(h == tuple(view.own_cards) for h in holds.holds)
                and rng.random() < pers.snow):
            self._snow_hand = (view.hand_no, tuple(view.own_cards))
            return Decision(draw_action(view, view.own_cards),
                            sentence(lambda: _("Standing pat on nothing: a snow bluff against "
                                               "one drawing player")))
        if lvl.mistake > 0 and rng.random() < lvl.mistake and len(keep) in (2, 3):
            # the plain mistake is keeping one card too many: a high kicker in the high
            # game; in lowball a rough low card (a nine at worst), never a queen or a pair
            if tables.mode.lowball:
                kept = {c.rank for c in keep}
                extra = sorted((c for c in view.own_cards if c not in keep
                                and c.rank not in kept and _low_rank(c, tables) <= 9),
                               key=lambda c: _low_rank(c, tables))
            else:
                extra = sorted((c for c in view.own_cards if c not in keep),
                               key=lambda c: -c.rank)
            if extra and 5 - len(keep) - 1 <= legal.max_discard:
                keep = tuple(c for c in view.own_cards if c in keep or c == extra[0])
        action = draw_action(view, keep)
        win = float(raw[holds.index(keep)] if keep in holds.holds else raw[best])
        return Decision(action, sentence(lambda: _draw_reason(len(action.discard), keep, win)))

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
        quick = self._quick_fold(view, legal, tables, opponents)
        if quick is not None:
            return quick
        ranks, hold = self._my_ranks(view, tables, opponents)
        return self._bet(view, legal, tables, opponents, ranks, hold, rng)

    def _need(self, call: int, pot: int, extra: float, round_no: int) -> float:
        """The share of the pot a call needs for this player (0..1).

        Pot odds (RULES.md §3.3): a call of ``call`` into ``pot`` (plus the chips
        ``extra`` that the players still to act are expected to add) needs
        call / (pot + call + extra) to break even. An easy player counts the pot by rule
        of thumb. The personality scales that price: a loose player (station, maniac)
        calls with less, a tight one (rock) wants more, and ``call_down`` (a station's
        readiness to call) lowers it, most after the draw (station about 0.6 of the
        price before the draw and 0.5 after it; rock about 1.25 and 1.3; shark 1.05). Never more than
        1.35 times the true price, so a rock still calls a tiny bet into a big pot.
        """
        if call <= 0:
            return 0.0
        lvl, pers = self.level, self.personality
        seen = lvl.pot_odds * pot + (1 - lvl.pot_odds) * max(4 * call, pot * 0.6)
        price = call / max(seen + call + extra, 1.0)
        factor = 1.0 - 2.5 * pers.looseness
        if round_no == 2:
            factor *= 1.0 - 0.6 * (pers.call_down - 0.35)
        else:
            factor -= 0.3 * (pers.call_down - 0.35)
        return float(min(0.99, price * min(max(factor, 0.5), 1.35)))

    def _quick_fold(self, view: PlayerView, legal: LegalActions, tables: ModeTables,
                    opponents: Sequence[Opponent]) -> Decision | None:
        """Before the draw, against two or more opponents, give up a hopeless hand without
        the full draw analysis: its chance is estimated from how hands dealt like it end up
        (the opponent tables), against the bettor and the share of the players still to act
        that will call (:func:`~drawpoker.ai.betting.facing_win`). It folds only well below
        the price it needs, and says both numbers. Draws (four to a flush or straight) and
        wild cards are always analysed in full."""
        if legal.phase != Phase.FIRST_BETTING or len(opponents) < 2:
            return None
        if ActionType.CHECK in legal.kinds:
            return None
        hand = view.own_cards
        if any(is_wild(c, tables.mode.wild) for c in hand) or _four_card_draw(hand):
            return None
        rank = tables.rank_of(hand)
        b = int(np.clip(np.searchsorted(BIN_EDGES, tables.pct[rank], side="right") - 1,
                        0, BINS - 1))
        mine = tables.opp[tables.mode.draw_cap + 1, b]
        call = legal.call_amount
        pot = view.pot_total
        everything = np.arange(len(mine))
        win, extra = facing_win(everything, opponents, legal.current_bet, pot + call, mine)
        need = self._need(call, pot, extra, 1)
        if win < 0.7 * need:
            return Decision(legalize(Action(view.seat, ActionType.FOLD), legal),
                            sentence(lambda: _fold_reason(win, call, pot)))
        return None

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
                return Decision(Action(view.seat, ActionType.MUCK),
                                sentence(lambda: _("Mucking: a better hand is already shown")))
        return showdown_decision(view)

    def _sizes(self, view: PlayerView, legal: LegalActions, fracs: Sequence[float]) -> list[int]:
        """Bet/raise totals worth weighing, relative to the pot (RULES.md §4).

        Fixed-limit: the one legal size. Pot-limit / no-limit: the given fractions of the
        pot after calling (never a token bet: the minimum only when it is what those
        fractions come to). No-limit: a size that would leave less than half the pot it
        builds behind becomes all-in (the stack is committed: low stack-to-pot ratio),
        and a level that sizes its bets also weighs moving all in, but only when the
        stack is at most 1.5 times the pot (no 50-ante shove into a pot of antes).
        """
        if legal.min_to <= 0:
            return []
        if view.rules.structure == "fixed-limit":
            return [legal.min_to]
        nolimit = view.rules.structure == "no-limit" and legal.allin_to > 0
        me = view.seats[view.seat]
        pot_after = view.pot_total + legal.call_amount
        sizes: set[int] = set()
        for f in fracs:
            t = min(max(int(legal.current_bet + f * pot_after), legal.min_to), legal.max_to)
            built = view.pot_total + (t - me.bet) + (t - legal.current_bet)
            if nolimit and legal.allin_to - t < 0.5 * built:
                t = min(legal.allin_to, legal.max_to)
            sizes.add(t)
        if nolimit and self.level.sizing and legal.allin_to - me.bet <= 1.5 * pot_after:
            sizes.add(min(legal.allin_to, legal.max_to))
        return sorted(sizes)

    def _bet(self, view: PlayerView, legal: LegalActions, tables: ModeTables,
             opponents: list[Opponent], ranks: IntArray, hold: tuple[Card, ...] | None,
             rng: random.Random) -> Decision:
        """One betting decision. The chance to win printed in the reason is the number
        the decision was made with: the multiway chance against every live opponent
        (those still to act on a bet only with the share of their range that calls it),
        plus the player's estimation error (easy, medium); a call is made exactly when it
        reaches the price :meth:`_need` says (else a fold), except for a level's plain
        mistakes, which say "on a hunch". The "needed" figure printed is the plain
        :func:`pot_odds` of the call, which the player at the table can check; when the
        decision went against it, the reason says why (:func:`_call_lean`, :func:`_fold_reason`)."""
        pers, lvl = self.personality, self.level
        seat = view.seat
        me = view.seats[seat]
        pot = view.pot_total
        call = min(legal.call_amount, me.stack)
        round_no = 1 if legal.phase == Phase.FIRST_BETTING else 2
        n_opp = len(opponents)
        kinds = legal.kinds
        can_check = ActionType.CHECK in kinds
        noise = rng.gauss(0.0, lvl.noise) if lvl.noise > 0 else 0.0
        if can_check:
            raw, extra = showdown_win(ranks, opponents), 0.0
        else:
            raw, extra = facing_win(ranks, opponents, legal.current_bet, pot + call)
        win = min(max(raw + noise, 0.0), 1.0)
        need = self._need(call, pot, extra, round_no)
        can_call = ActionType.CALL in kinds or ActionType.ALLIN in kinds
        fold = Option(ActionType.FOLD, None, 0.0, 0.0, 0.0)
        call_opt = Option(ActionType.CALL, None, win * (pot + call + extra) - call, win, 0.0)
        if can_check:
            passive = Option(ActionType.CHECK, None, win * pot, win, 0.0)
        elif can_call and win >= need:
            passive = call_opt
        else:
            passive = fold
        snowing = self._snow_hand == (view.hand_no, tuple(view.own_cards)) and round_no == 2
        may_raise = (ActionType.BET in kinds or ActionType.RAISE in kinds)
        if may_raise and view.rules.open_requirement == "jacks-or-better" and round_no == 1 \
                and legal.current_bet == 0 and not has_openers(view.own_cards, view.rules):
            may_raise = False
        aggressive: list[Option] = []
        if may_raise:
            kind = ActionType.RAISE if ActionType.RAISE in kinds else ActionType.BET
            fracs = (0.5, 0.75, 1.0) if lvl.sizing else (pers.bet_size,)
            for to in self._sizes(view, legal, fracs):
                aggressive.append(bet_option(kind, to, me.bet, pot, ranks, opponents))
        # style: an aggressive player prefers betting to checking and calling; into a
        # multiway pot he bets a fair share of equity (a maniac far less), heads-up only a
        # hand that is ahead (betting thin heads-up just pays off the hands that call)
        bonus = (pers.aggression - 0.5) * 0.3 * pot + noise * pot * 0.5
        best = passive
        if aggressive:
            top = max(aggressive, key=lambda o: o.ev)
            if top.ev + bonus > passive.ev:
                best = top
        bluff_line = min(0.3, 0.6 / (n_opp + 1))
        # controlled bluffing: a bet that wins mostly by folds is made at the
        # personality's bluff frequency only (an adapting level also exploits players
        # who fold far too often)
        if best in aggressive and win < bluff_line and not snowing:
            exploit = max(0.0, best.fold_equity - 0.5) * 2.0 if lvl.adapt else 0.0
            if rng.random() >= min(1.0, pers.bluff * 4 + exploit):
                best = passive
        if aggressive and best is passive and best.kind != ActionType.FOLD:
            usual = min(aggressive, key=lambda o: abs((o.to or 0) - legal.current_bet
                                                      - pot * pers.bet_size))
            if (snowing and rng.random() < 0.85) or (
                    win >= ((1.3 - pers.aggression) / (n_opp + 1) if n_opp >= 2 else 0.55)
                    and rng.random() < 0.8 * pers.aggression ** 2) or (
                    can_check and rng.random() < pers.bluff * (0.5 if n_opp <= 2 else 0.35)):
                best = usual
        hunch = False
        if lvl.mistake > 0 and rng.random() < lvl.mistake:
            if best.kind == ActionType.FOLD and can_call:
                best, hunch = call_opt, True
            elif best in aggressive:
                best = passive
            elif best.kind == ActionType.CALL:
                best, hunch = fold, True
        action = legalize(Action(seat, best.kind, to=best.to), legal)
        if best in aggressive and action.kind in (ActionType.CALL, ActionType.CHECK):
            # the raise is not on offer (e.g. a short all-in): the call stands on its price
            best = passive
            action = legalize(Action(seat, best.kind, to=best.to), legal)
        # the reason is made again in the player's language if it changes before it is shown
        if best.kind == ActionType.FOLD and action.kind == ActionType.FOLD:
            if hunch:
                reason = sentence(lambda: _(
                    "Folding on a hunch: {pct}% to win, {need}% needed to call {call} into "
                    "{pot}").format(pct=_percent(win), need=_odds_percent(call, pot),
                                    call=format_chips(call), pot=format_chips(pot)))
            else:
                reason = sentence(lambda: _fold_reason(win, call, pot))
        elif best.kind == ActionType.CALL and action.kind != ActionType.CHECK:
            # more can be won after the draw only if chips stay behind on both sides
            behind = round_no == 1 and me.stack > call and any(
                not o.all_in and o.stack > max(0, legal.current_bet - o.bet) for o in opponents)
            reason = sentence(lambda: self._call_reason(win, call, pot, extra, round_no, hold,
                                                        tables, hunch, behind))
        else:
            bluff = win < bluff_line
            reason = sentence(lambda: self._reason(action, view, legal, win, bluff, n_opp))
        return Decision(action, reason)

    @staticmethod
    def _call_reason(win: float, call: int, pot: int, extra: float, round_no: int,
                     hold: tuple[Card, ...] | None, tables: ModeTables, hunch: bool,
                     behind: bool = True) -> str:
        """The reason for a call: the chance to win and the plain pot odds (what the player
        at the table can check, :func:`pot_odds`); when the chance is below those odds, the
        same sentence says what the call counted on besides (:func:`_call_lean`)."""
        pct, need = _percent(win), _odds_percent(call, pot)
        chips, middle = format_chips(call), format_chips(pot)
        if hunch:
            return _("Calling {call} into {pot} on a hunch: {pct}% to win, {need}% needed"
                     ).format(call=chips, pot=middle, pct=pct, need=need)
        lean = _call_lean(win, call, pot, extra, round_no, behind)
        draw = _draw_name(hold, tables)
        if draw is not None and lean in (None, "later", "others"):
            values = {"call": chips, "pot": middle, "draw": _percent(draw[1]), "hand": draw[0],
                      "pct": pct, "need": need}
            if lean == "later":
                return _("Calling {call} into {pot}: {draw}% to make {hand}, {pct}% to win, "
                         "{need}% needed now, but more can be won after the draw"
                         ).format(**values)
            if lean == "others":
                return _("Calling {call} into {pot}: {draw}% to make {hand}, {pct}% to win, "
                         "{need}% needed, but the players still to act may call too"
                         ).format(**values)
            return _("Calling {call} into {pot}: {draw}% to make {hand}, {pct}% to win, "
                     "{need}% needed").format(**values)
        values = {"call": chips, "pot": middle, "pct": pct, "need": need}
        if lean == "later":
            return _("Calling {call} into {pot}: {pct}% to win, {need}% needed now, but more "
                     "can be won after the draw").format(**values)
        if lean == "others":
            return _("Calling {call} into {pot}: {pct}% to win, {need}% needed, but the "
                     "players still to act may call too").format(**values)
        if lean == "bluff":
            return _("Calling {call} into {pot}: {pct}% to win, {need}% needed, but the bet "
                     "may be a bluff").format(**values)
        if lean == "loose":
            return _("Calling {call} into {pot}: {pct}% to win, {need}% needed: a loose call"
                     ).format(**values)
        return _("Calling {call} into {pot}: {pct}% to win, {need}% needed").format(**values)

    def _reason(self, action: Action, view: PlayerView, legal: LegalActions, win: float,
                bluff: bool, n_opp: int) -> str:
        pot = view.pot_total
        pct = _percent(win)
        k = action.kind
        if k == ActionType.CHECK:
            return _("Checking: {pct}% to win, no reason to bet").format(pct=pct)
        if k == ActionType.CALL:
            return _("Calling {call} into {pot}: {pct}% to win").format(
                call=format_chips(legal.call_amount), pot=format_chips(pot), pct=pct)
        if bluff and k in (ActionType.BET, ActionType.RAISE, ActionType.ALLIN):
            return ngettext(
                "Bluffing {amount} into {pot}: the opponent may well fold",
                "Bluffing {amount} into {pot}: all {count} opponents may fold", n_opp,
            ).format(amount=format_chips(action.to or legal.allin_to), pot=format_chips(pot),
                     count=n_opp)
        if k == ActionType.ALLIN:
            return _("All in: {pct}% to win").format(pct=pct)
        if k == ActionType.BET:
            return ngettext(
                "Betting {amount} into {pot}: {pct}% to win against {count} opponent",
                "Betting {amount} into {pot}: {pct}% to win against {count} opponents", n_opp,
            ).format(amount=format_chips(action.to or 0), pot=format_chips(pot), pct=pct,
                     count=n_opp)
        if k == ActionType.FOLD:
            return _("Folding: {pct}% to win").format(pct=pct)
        return _("Raising to {amount}: {pct}% to win").format(amount=format_chips(action.to or 0),
                                                                pct=pct)


def _draw_reason(n: int, keep: Sequence[Card], win: float) -> str:
    """"Drawing 3 cards to K♠ K♥: 31 % to win after the draw" (``n`` cards thrown)."""
    if n == 0:
        return _("Standing pat: {pct}% to win as it is").format(pct=_percent(win))
    if not keep:
        return ngettext(
            "Drawing {count} new card, keeping nothing: {pct}% to win after the draw",
            "Drawing {count} new cards, keeping nothing: {pct}% to win after the draw", n,
        ).format(count=n, pct=_percent(win))
    return ngettext(
        "Drawing {count} card to {kept}: {pct}% to win after the draw",
        "Drawing {count} cards to {kept}: {pct}% to win after the draw", n,
    ).format(count=n, kept=display_cards(keep), pct=_percent(win))


def _low_rank(card: Card, tables: ModeTables) -> int:
    """A card's rank as lowball counts it (the ace is 1 in ace-to-five)."""
    return 1 if card.rank == 14 and tables.mode.game == "ace-to-five" else card.rank


def pot_odds(call: int, pot: int) -> float:
    """The plain pot odds of a call: the share of the pot after calling that the call is.

    This is the "needed" figure the reasons print, the one a player at the table can
    work out (RULES.md §3.3): a call of 181 into a pot of 286 needs 181 / 467, 39 %.
    The decision itself uses :meth:`AIPlayer._need`, which also counts what the players
    still to act may add, the level's sense of the pot and the personality's looseness;
    a reason says so when the two disagree.

    Args:
        call: the chips the call costs (after a short all-in: what it really costs).
        pot: every chip in the middle before the call: the pots plus all bets in front of
            the seats (:attr:`~drawpoker.engine.PlayerView.pot_total`).

    Returns:
        call / (pot + call), 0..1 (0 for a free call).
    """
    if call <= 0:
        return 0.0
    return call / max(pot + call, 1)


def _odds_percent(call: int, pot: int) -> int:
    """The :func:`pot_odds` of a call as the whole percent a reason prints, 1 to 99, halves
    rounded up as a player does by hand (20 into 140: 12.5 -> "13%")."""
    return min(max(int(100 * pot_odds(call, pot) + 0.5), 1), 99)


def _call_lean(win: float, call: int, pot: int, extra: float, round_no: int,
               behind: bool = True) -> str | None:
    """What a call with less than the plain pot odds counted on, as its reason says it.

    ``None`` when the printed chance to win reaches the printed pot odds (nothing to
    explain); ``"others"`` when the chips the players still to act are expected to add
    (``extra``) make up the price; else, before the draw, ``"later"`` (more can be won in
    the second betting round) when chips stay ``behind`` on both sides and ``"loose"``
    when they do not (the personality's looseness or a rough count of the pot); after
    the draw ``"bluff"`` (a call-down of a possible bluff).
    """
    if _percent(win) >= _odds_percent(call, pot):
        return None
    if extra > 0 and win >= call / max(pot + call + extra, 1.0):
        return "others"
    if round_no == 1:
        return "later" if behind else "loose"
    return "bluff"


def _fold_reason(win: float, call: int, pot: int) -> str:
    """"Folding: 8% to win, 13% needed to call 20 into 140" (``needed``: :func:`pot_odds`);
    a fold with a chance above the pot odds says the edge is too thin for this player."""
    pct, need = _percent(win), _odds_percent(call, pot)
    values = {"pct": pct, "need": need, "call": format_chips(call), "pot": format_chips(pot)}
    if pct > need:
        return _("Folding: {pct}% to win, {need}% needed to call {call} into {pot}: too thin "
                 "an edge").format(**values)
    return _("Folding: {pct}% to win, {need}% needed to call {call} into {pot}").format(**values)


def _draw_name(hold: tuple[Card, ...] | None, tables: ModeTables) -> tuple[str, float] | None:
    """For a four-card flush or straight draw before the draw: (its name, chance to make it)."""
    if hold is None or len(hold) != 4 or tables.mode.game != "high" or tables.mode.wild != "none":
        return None
    suits = {c.suit for c in hold}
    ranks = sorted(c.rank for c in hold)
    outs: list[Card]
    if len(suits) == 1:
        name = _("the flush")
        outs = [c for c in tables.deck if c.suit in suits and c not in hold]
    elif len(set(ranks)) == 4 and (ranks[-1] - ranks[0] <= 4 or ranks == [2, 3, 4, 14]):
        name = _("the straight")
        needed = set()
        for lo in range(1, 11):
            window = set(range(lo, lo + 5))
            have = {1 if r == 14 and lo == 1 else r for r in ranks}
            if have <= window:
                needed |= {14 if r == 1 else r for r in window - have}
        outs = [c for c in tables.deck if c.rank in needed]
    else:
        return None
    return name, len(outs) / 47.0


def warm_up(rules: object) -> None:
    """Build the lookup tables for a table's rules now (about a second, once per process
    and game mode), so that the first decision at that table is as fast as the others.

    Args:
        rules: a :class:`~drawpoker.engine.TableRules`.
    """
    tables = tables_for(Mode.of(rules))
    from drawpoker.odds import analyze_holds

    deck = tables.deck
    hand = [deck[0], deck[5], deck[10], deck[15], deck[20]]
    counts = analyze_holds(hand, wild=tables.mode.wild, game=tables.mode.game, max_draw=1)
    tables.strength_buckets(len(counts[0].counts))


def make_player(spec: str) -> Policy:
    """A computer player from a spec: ``LEVEL:PERSONALITY`` or a baseline name.

    Levels: ``easy``, ``medium``, ``hard``. Personalities: ``shark``, ``maniac``,
    ``rock``, ``station``, ``trickster``. Baselines (for measurement): ``random``,
    ``station``, ``maniac``, ``rock``, ``seed-rules``, ``bettor``.

    Raises:
        ValueError: an unknown level, personality or baseline (the message lists them).
    """
    from drawpoker.ai.baselines import BASELINES

    text = spec.strip().lower()
    if ":" in text:
        lv, _sep, pers = text.partition(":")
        return AIPlayer(personality(pers), level(lv))
    if text in BASELINES:
        return BASELINES[text]()
    raise ValueError(
        f"unknown player {spec!r}: use LEVEL:PERSONALITY (e.g. hard:shark) or one of "
        f"{', '.join(BASELINES)}"
    )


def _four_card_draw(hand: Sequence[Card]) -> bool:
    """Four cards to a flush or to a straight (any gap) in ``hand``."""
    if any(sum(1 for c in hand if c.suit == s) >= 4 for s in "cdhs"):
        return True
    ranks = {c.rank for c in hand} | ({1} if any(c.rank == 14 for c in hand) else set())
    return any(len([r for r in ranks if lo <= r <= lo + 4]) >= 4 for lo in range(1, 11))
