"""The price of a betting spot for a computer player: the share of the pot a call needs
(:func:`need`, docs/rules.md §3.3), the bet and raise sizes worth weighing (:func:`sizes`,
docs/rules.md §4) and the quick fold of a hopeless hand before the draw (:func:`quick_fold`),
which gives up without the full analysis. Pure and deterministic: no random draws.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from drawpoker.ai.betting import Opponent, facing_win
from drawpoker.ai.personalities import Level, Personality
from drawpoker.ai.protocol import Decision, legalize
from drawpoker.ai.reasons import fold_reason
from drawpoker.ai.tables import BIN_EDGES, BINS, ModeTables
from drawpoker.cards import is_wild
from drawpoker.engine import Action, ActionType, LegalActions, Phase, PlayerView
from drawpoker.handshape import four_card_draw
from drawpoker.i18n import sentence


def need(lvl: Level, pers: Personality, call: int, pot: int, extra: float,
         round_no: int) -> float:
    """The share of the pot a call needs for this player (0..1).

    Pot odds (docs/rules.md §3.3): a call of ``call`` into ``pot`` (plus the chips
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
    seen = lvl.pot_odds * pot + (1 - lvl.pot_odds) * max(4 * call, pot * 0.6)
    price = call / max(seen + call + extra, 1.0)
    factor = 1.0 - 2.5 * pers.looseness
    if round_no == 2:
        factor *= 1.0 - 0.6 * (pers.call_down - 0.35)
    else:
        factor -= 0.3 * (pers.call_down - 0.35)
    return float(min(0.99, price * min(max(factor, 0.5), 1.35)))


def quick_fold(lvl: Level, pers: Personality, view: PlayerView, legal: LegalActions,
               tables: ModeTables, opponents: Sequence[Opponent]) -> Decision | None:
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
    if any(is_wild(c, tables.mode.wild) for c in hand) or four_card_draw(hand):
        return None
    rank = tables.rank_of(hand)
    b = int(np.clip(np.searchsorted(BIN_EDGES, tables.pct[rank], side="right") - 1,
                    0, BINS - 1))
    mine = tables.opp[tables.mode.draw_cap + 1, b]
    call = legal.call_amount
    pot = view.pot_total
    everything = np.arange(len(mine))
    win, extra = facing_win(everything, opponents, legal.current_bet, pot + call, mine)
    if win < 0.7 * need(lvl, pers, call, pot, extra, 1):
        return Decision(legalize(Action(view.seat, ActionType.FOLD), legal),
                        sentence(lambda: fold_reason(win, call, pot)))
    return None


def sizes(lvl: Level, view: PlayerView, legal: LegalActions,
          fracs: Sequence[float]) -> list[int]:
    """Bet/raise totals worth weighing, relative to the pot (docs/rules.md §4).

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
    out: set[int] = set()
    for f in fracs:
        t = min(max(int(legal.current_bet + f * pot_after), legal.min_to), legal.max_to)
        built = view.pot_total + (t - me.bet) + (t - legal.current_bet)
        if nolimit and legal.allin_to - t < 0.5 * built:
            t = min(legal.allin_to, legal.max_to)
        out.add(t)
    if nolimit and lvl.sizing and legal.allin_to - me.bet <= 1.5 * pot_after:
        out.add(min(legal.allin_to, legal.max_to))
    return sorted(out)
