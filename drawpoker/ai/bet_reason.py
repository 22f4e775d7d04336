"""The reason a computer player gives for a betting decision: one sentence with the
decision's own numbers (:mod:`drawpoker.ai.reasons`), made again in the player's language
if it changes before it is shown, naming the read of the opponent model it acted on
(:class:`Reads`, :func:`decision_reason`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from drawpoker.ai.bet_spot import Spot
from drawpoker.ai.betting import Option
from drawpoker.ai.reasons import (
    bet_reason,
    call_reason,
    fold_reason,
    hunch_fold_reason,
    with_read,
)
from drawpoker.ai.tables import ModeTables
from drawpoker.cards import Card
from drawpoker.engine import Action, ActionType
from drawpoker.i18n import sentence


@dataclass(frozen=True, slots=True)
class Reads:
    """What the opponent model says that a reason may name (:mod:`drawpoker.ai.reads`).

    Attributes:
        range: the read on the bettor's range ("Bot: stood pat 9 times..."), said with
            a call or a fold; None when there is none worth saying.
        folds: how often the player bet into folds, said with a bet or a bluff.
        check_raise: the share of the pot and bet a bet checked to loses to the
            check-raises of the players who checked (0..1,
            :func:`~drawpoker.ai.reads.check_raise_risk`).
        defend: after the draw, the hand calls the bet by the defence rule
            (:func:`~drawpoker.ai.balance.defends`).
        value_bet: after the draw, heads-up, checked to or first to act: the chance
            against the hands the opponent goes on with when bet into and the weight
            of that read (:func:`~drawpoker.ai.reads.value_bet_read`), or None.
    """

    range: Callable[[], str] | None
    folds: Callable[[], str] | None
    check_raise: float = 0.0
    defend: bool = False
    value_bet: tuple[float, float, float] | None = None


def decision_reason(spot: Spot, best: Option, action: Action, hold: tuple[Card, ...] | None,
            tables: ModeTables, hunch: bool, reads: Reads | None) -> str:
    """The reason of the decision, made again in the player's language if it changes
    before it is shown; a read of the opponent model it acted on is named after it."""
    win, call, pot = spot.win, spot.call, spot.pot
    render: Callable[[], str]
    read = None
    if best.kind == ActionType.FOLD and action.kind == ActionType.FOLD:
        read = reads.range if reads is not None else None
        if hunch:
            render = lambda: hunch_fold_reason(win, call, pot)  # noqa: E731
        else:
            render = lambda: fold_reason(win, call, pot)  # noqa: E731
    elif best.kind == ActionType.CALL and action.kind != ActionType.CHECK:
        read = reads.range if reads is not None else None
        # more can be won after the draw only if chips stay behind on both sides
        me = spot.view.seats[spot.view.seat]
        current = spot.legal.current_bet
        behind = spot.round_no == 1 and me.stack > call and any(
            not o.all_in and o.stack > max(0, current - o.bet) for o in spot.opponents)
        render = lambda: call_reason(win, call, pot, spot.extra, spot.round_no,  # noqa: E731
                                     hold, tables, hunch, behind)
    else:
        bluff = win < spot.bluff_line
        if reads is not None and action.kind in (ActionType.RAISE, ActionType.ALLIN) \
                and call > 0:
            read = reads.range or reads.folds  # a raise over a bet: the read on the bettor
        elif reads is not None and action.kind in (ActionType.BET, ActionType.RAISE,
                                                   ActionType.ALLIN) and (
                bluff or spot.round_no == 2):
            read = reads.folds
        render = lambda: bet_reason(action, spot.view, spot.legal, win, bluff,  # noqa: E731
                                    spot.n_opp)
    if read is None:
        return sentence(render)
    said = read
    return sentence(lambda: with_read(render(), said()))
