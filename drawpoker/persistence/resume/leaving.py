"""The actions played for the seats when the player leaves in the middle of a hand.

API:
    ``safe_action(hand, seat, order=PASSIVE) -> Action``: the one safe-action chooser:
    stand pat at the draw (RULES.md §3.5), show at the showdown (§3.7: muck only when
    showing is not allowed), and in a betting round the first legal kind of ``order``.
    ``LEAVING``: the leaving player's order, the Check/Fold box (RULES.md §5: check when
    checking is allowed, otherwise fold). ``PASSIVE``: a computer seat with no policy
    (check, else call). ``passive_action(hand, seat)``: ``safe_action`` with ``PASSIVE``,
    the default ``decide`` of ``TableKeeper.leave``.
    ``policy_decider({seat: make_player(spec)}, rng)`` -> the ``decide`` for ``leave``.
    ``Decide``: ``decide(hand, seat) -> Action``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from drawpoker.engine.actions import Action, ActionType, Phase
from drawpoker.engine.hand import Hand

Decide = Callable[[Hand, int], Action]

#: the leaving player in a betting round: the Check/Fold box (RULES.md §5); calling is
#: the last resort when neither check nor fold is allowed
LEAVING: tuple[ActionType, ...] = (ActionType.CHECK, ActionType.FOLD, ActionType.CALL)
#: a computer seat without a policy in a betting round: check, else call
PASSIVE: tuple[ActionType, ...] = (ActionType.CHECK, ActionType.CALL, ActionType.ALLIN,
                                   ActionType.FOLD)


def safe_action(hand: Hand, seat: int, order: tuple[ActionType, ...] = PASSIVE) -> Action:
    """A legal action for ``seat`` that puts no chip in by choice: stand pat at the draw,
    show at the showdown (muck when showing is not allowed), else the first legal kind of
    ``order``.

    Args:
        hand: a deal waiting on ``seat``.
        order: the kinds to try in a betting round (``LEAVING`` or ``PASSIVE``).

    Raises:
        AssertionError: ``hand`` is not waiting on ``seat``, or no kind of ``order`` is legal.
    """
    legal = hand.legal_actions()
    assert legal is not None and legal.seat == seat
    if hand.phase is Phase.DRAW:
        return Action(seat, ActionType.DRAW, discard=())
    if hand.phase is Phase.SHOWDOWN:
        kind = ActionType.SHOW if legal.allows(ActionType.SHOW) else ActionType.MUCK
        return Action(seat, kind)
    for kind in order:
        if legal.allows(kind):
            return Action(seat, kind)
    raise AssertionError(f"none of {[k.value for k in order]} among {sorted(legal.kinds)}")


def passive_action(hand: Hand, seat: int) -> Action:
    """A computer seat's action when no policy is given: check, else call; stand pat; show."""
    return safe_action(hand, seat, PASSIVE)


class _Policy(Protocol):
    def decide(self, view: Any, rng: random.Random) -> Any: ...


def policy_decider(policies: Mapping[int, _Policy], rng: random.Random) -> Decide:
    """A ``decide(hand, seat)`` for :meth:`TableKeeper.leave` from computer players.

    Args:
        policies: seat -> a ``drawpoker.ai`` Policy (``make_player(spec)``); its
            ``decide(view, rng).action`` is played (betting, draw and showdown).
        rng: the random source the policies draw from.
    """

    def decide(hand: Hand, seat: int) -> Action:
        action: Action = policies[seat].decide(hand.view(seat), rng).action
        return action

    return decide
