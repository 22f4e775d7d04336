"""A betting decision against the pot odds, the implied range and the hard computer player.

From the seat's own view (:class:`~drawpoker.engine.PlayerView`) the hard level's reading
of the table is rebuilt with the AI's public pieces: each live opponent's range as his
actions and draw count imply it (:func:`drawpoker.ai.ranges.opponent_ranges`, no memory of
earlier hands). The seat's chance to win is the table advisor's "your chance now" for the
same view (:func:`drawpoker.session.advisor.chance_now`: showdown equity against every
live opponent, before the draw after the best draw), so the coach and the table show one
figure for one spot. The expected chips of each action (:mod:`drawpoker.ai.betting`):

* fold: 0; check: ``win x pot``; call: ``win x (pot + call + calls to come) - call``
  (docs/rules.md §3.3: pot odds);
* a bet or raise: its expected gain with fold equity (:func:`~drawpoker.ai.betting.bet_option`),
  the seat's final hand spread as the exact odds of its best hold give it.

The recommendation: for a call or a fold facing a bet, the call when the chance to win
reaches the plain pot odds (``call / (pot + call)``), else the fold; for a check, bet or
raise, what the hard computer player (``hard:shark``) decides in the same seat (that one
decision also gives the reason shown, ``hard_reason``). The chips lost are the expected
chips of the recommendation minus those of what was done (never below 0). The hard
player's random choices are seeded from the view only.
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass

import numpy as np

from drawpoker.ai import make_player
from drawpoker.ai.bet_price import sizes
from drawpoker.ai.betting import Opponent, bet_option, facing_win, fold_frequency
from drawpoker.ai.chance import chance_now
from drawpoker.ai.discards import exact_holds, hold_equities
from drawpoker.ai.mode import Mode
from drawpoker.ai.personalities import LEVELS
from drawpoker.ai.ranges import classify_actions, mid_cdf, opponent_ranges
from drawpoker.ai.reasons import pot_odds
from drawpoker.ai.tables import IntArray, ModeTables, tables_for
from drawpoker.cards import format_cards
from drawpoker.engine import Action, ActionType, Phase, PlayerView
from drawpoker.evaluator import HandCategory, HandValue

#: The computer player the coach compares bets and folds with.
COACH_SPEC = "hard:shark"


@dataclass(frozen=True, slots=True)
class BetVerdict:
    """A betting decision reviewed (chips; chances 0..1).

    Attributes:
        did: the action taken, as ``fold``/``check``/``call 40``/``bet 60``/``raise to 120``.
        recommended: the recommended action, same wording.
        kind_did, kind_recommended: the action kinds.
        pot: chips in the middle before acting; call: what a call costs.
        pot_odds: call / (pot + call); win: the chance to win against the implied ranges.
        ev: expected chips per option considered (``did`` wording -> chips).
        chips_lost: expected chips given up (0 when the action was as good).
        hard_ai: what the hard computer player does here, and ``hard_reason`` why.
        strong_range: per opponent name, the share of his implied range at two pair or
            better (high games only; empty in lowball).
        made: the seat's own hand category now (high game), or ``None``.
        drawn: per opponent name (as ``strong_range``), the cards he drew, ``None`` before
            his draw.
        hard_kind: the kind of the hard computer player's action.
        acted: the names of the opponents in ``strong_range`` who have acted in this deal
            (bet, called, checked or drawn); the others' ranges are still as dealt.
    """

    did: str
    recommended: str
    kind_did: ActionType
    kind_recommended: ActionType
    pot: int
    call: int
    pot_odds: float
    win: float
    ev: dict[str, float]
    chips_lost: float
    hard_ai: str
    hard_reason: str
    strong_range: dict[str, float]
    made: HandCategory | None
    drawn: dict[str, int | None]
    hard_kind: ActionType
    acted: frozenset[str]

    @property
    def good(self) -> bool:
        return self.chips_lost < max(1.0, 0.02 * self.pot)

    @property
    def word(self) -> str:
        """The verdict word of a call or a fold facing a bet: ``good`` when the chance
        against the pot odds (``win`` vs ``pot_odds``) and the hard computer player's
        action both side with what was done, ``costly`` (a call) or ``tight`` (a fold)
        when both side against it and it gave chips away, else ``close``."""
        odds_ok = (self.win >= self.pot_odds) == (self.kind_did is ActionType.CALL)
        hard_ok = (self.hard_kind is ActionType.FOLD) == (self.kind_did is ActionType.FOLD)
        if odds_ok and hard_ok:
            return "good"
        if not odds_ok and not hard_ok and not self.good:
            return "costly" if self.kind_did is ActionType.CALL else "tight"
        return "close"

    @property
    def hard_agrees(self) -> bool:
        """The hard computer player took the same kind of action (a bet or raise of
        another size still agrees)."""
        return self.hard_kind is self.kind_did

    @property
    def hard_same(self) -> bool:
        """The hard computer player took the very action done, its size included (``did``
        and ``hard_ai`` read alike): only then is ``did`` what it would do."""
        return self.did == self.hard_ai


def action_words(action: Action, view: PlayerView) -> str:
    """An action in the coach's notation: ``fold``, ``check``, ``call 40``, ``bet 60``,
    ``raise to 120``, ``all in 300`` (chips added for a call, totals for bets)."""
    legal = view.legal
    kind = action.kind
    if kind is ActionType.CALL:
        return f"call {legal.call_amount if legal else 0}"
    if kind is ActionType.BET:
        return f"bet {action.to}"
    if kind is ActionType.RAISE:
        return f"raise to {action.to}"
    if kind is ActionType.ALLIN:
        return f"all in {legal.allin_to if legal else action.to}"
    if kind is ActionType.DRAW:
        kept = [c for c in view.own_cards if c not in action.discard]
        return format_cards(kept) or "-"
    return kind.value


def _seed(view: PlayerView) -> int:
    text = f"{view.hand_no}:{format_cards(view.own_cards)}:{len(view.events)}"
    return zlib.crc32(text.encode())


def _opponents(view: PlayerView, tables: ModeTables) -> list[Opponent]:
    ranges = opponent_ranges(view, tables, LEVELS["hard"], None)
    round_no = 2 if view.phase in (Phase.SECOND_BETTING, Phase.SHOWDOWN) else 1
    out = []
    for seat, (dist, start) in ranges.items():
        s = view.seats[seat]
        out.append(Opponent(seat, dist, start, mid_cdf(dist), np.cumsum(start), s.stack, s.bet,
                            s.all_in, fold_frequency(None, None, round_no)))
    return out


#: equally likely outcomes a weighted hold is spread into for the bet values
_SPREAD = 512


def _spread(ranks: IntArray, weights: np.ndarray) -> IntArray:
    """``_SPREAD`` equally likely value ranks with the distribution ``weights`` over
    ``ranks`` (the quantiles at (i + 1/2) / n): what :func:`~drawpoker.ai.betting.bet_option`
    takes (it counts every entry alike)."""
    order = np.argsort(ranks, kind="stable")
    cum = np.cumsum(weights[order])
    at = (np.arange(_SPREAD) + 0.5) / _SPREAD * cum[-1]
    idx = np.minimum(np.searchsorted(cum, at, side="right"), len(order) - 1)
    return np.asarray(ranks[order][idx], dtype=np.int64)


def _my_ranks(view: PlayerView, tables: ModeTables, opponents: list[Opponent]) -> IntArray:
    """The value ranks the hand ends with, equally likely: the best hold's outcomes (exact
    odds, spread by their weights) before the draw, the hand itself after it."""
    if view.phase is Phase.FIRST_BETTING:
        mode = tables.mode
        holds = exact_holds(view.own_cards, tables, exact_draw=3, samples=256, all_holds=True,
                            max_discard=mode.draw_cap,
                            four_with_ace_needed=mode.draw_cap > mode.max_draw,
                            seed=_seed(view))
        eq = hold_equities(holds, [o.cdf for o in opponents])
        best = int(np.argmax(eq))
        return _spread(holds.ranks[best], holds.weights[best])
    return np.array([tables.rank_of(view.own_cards)], dtype=np.int64)


def _strong_share(tables: ModeTables, dist: np.ndarray) -> float:
    mask = np.array([isinstance(v, HandValue) and v.category >= HandCategory.TWO_PAIR
                     for v in tables.values])
    return float(dist[mask].sum())


def bet_verdict(view: PlayerView, taken: Action) -> BetVerdict:
    """The verdict on ``taken`` at the betting turn of ``view`` (the module doc).

    Raises:
        ValueError: ``view`` is not the seat's betting turn.
    """
    legal = view.legal
    if legal is None or legal.phase not in (Phase.FIRST_BETTING, Phase.SECOND_BETTING):
        raise ValueError("bet_verdict: the view is not at the seat's betting turn")
    tables = tables_for(Mode.of(view.rules))
    opponents = _opponents(view, tables)
    ranks = _my_ranks(view, tables, opponents)
    me = view.seats[view.seat]
    pot = view.pot_total
    call = min(legal.call_amount, me.stack)
    kinds = legal.kinds
    can_check = ActionType.CHECK in kinds
    now = chance_now(view)
    win = 1.0 if now is None else now
    extra = 0.0 if can_check else facing_win(ranks, opponents, legal.current_bet, pot + call)[1]
    ev: dict[str, float] = {}
    if can_check:
        ev["check"] = win * pot
    else:
        ev["fold"] = 0.0
        if ActionType.CALL in kinds or (ActionType.ALLIN in kinds and legal.min_to <= 0):
            ev[f"call {call}"] = win * (pot + call + extra) - call
    raise_kind = ActionType.RAISE if ActionType.RAISE in kinds else ActionType.BET
    options = sizes(LEVELS["hard"], view, legal, (0.5, 0.75, 1.0))
    did_words = action_words(taken, view)
    extra_sizes = [taken.to] if taken.kind in (ActionType.BET, ActionType.RAISE) and taken.to else []
    for to in sorted(set(options) | set(extra_sizes)):
        words = f"bet {to}" if raise_kind is ActionType.BET else f"raise to {to}"
        ev[words] = bet_option(raise_kind, to, me.bet, pot, ranks, opponents).ev
    def allin_ev() -> float:
        to = legal.allin_to
        if to > legal.current_bet and legal.min_to > 0:
            return bet_option(raise_kind, to, me.bet, pot, ranks, opponents).ev
        return win * (pot + call + extra) - call

    if taken.kind is ActionType.ALLIN:
        ev[did_words] = allin_ev()
    if taken.kind is ActionType.CALL:
        did_words = f"call {call}"
    hard = make_player(COACH_SPEC).decide(view, random.Random(_seed(view)))
    hard_words = action_words(hard.action, view)
    if hard.action.kind is ActionType.CALL:
        hard_words = f"call {call}"
    if hard_words not in ev:
        if hard.action.kind is ActionType.ALLIN:
            ev[hard_words] = allin_ev()
        elif hard.action.kind in (ActionType.BET, ActionType.RAISE):
            ev[hard_words] = bet_option(raise_kind, hard.action.to or 0, me.bet, pot, ranks,
                                        opponents).ev
    if taken.kind in (ActionType.CALL, ActionType.FOLD) and not can_check:
        rec_kind = ActionType.CALL if win >= pot_odds(call, pot) else ActionType.FOLD
        recommended = f"call {call}" if rec_kind is ActionType.CALL else "fold"
        if recommended not in ev:
            recommended, rec_kind = "fold", ActionType.FOLD
    else:
        rec_kind, recommended = hard.action.kind, hard_words
        if recommended not in ev:
            recommended = max(ev, key=lambda k: ev[k])
    lost = max(0.0, ev.get(recommended, 0.0) - ev.get(did_words, 0.0))
    names = [s.name for s in view.seats]
    strong = {} if view.rules.game != "high" else {
        names[o.seat]: _strong_share(tables, o.dist) for o in opponents}
    drawn = {names[o.seat]: view.seats[o.seat].cards_drawn for o in opponents}
    moved = {seat for seat, _round, _spot, _action in classify_actions(view.events)}
    acted = frozenset(names[o.seat] for o in opponents
                      if o.seat in moved or drawn[names[o.seat]] is not None)
    made = None
    if view.rules.game == "high" and view.phase is Phase.SECOND_BETTING:
        v = tables.values[tables.rank_of(view.own_cards)]
        made = v.category if isinstance(v, HandValue) else None
    return BetVerdict(did_words, recommended, taken.kind, rec_kind, pot, call,
                      pot_odds(call, pot), win, ev, lost, hard_words, str(hard.reason),
                      strong, made, drawn, hard.action.kind, acted)
