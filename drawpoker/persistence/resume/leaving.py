"""The decisions played for the computer seats when the player leaves in the middle of a
hand (``TableKeeper.leave``).

API:
    ``Decide``: ``decide(hand, seat) -> Action``, a computer seat's choice.
    ``passive_action(hand, seat)``: a computer seat without a policy, the engine's one
    safe-action chooser with the check-else-call order
    (``engine.play_out.safe_action(legal, CHECK_CALL)``: stand pat, show).
    ``policy_decider({seat: make_player(spec)}, rng)`` -> the ``decide`` for ``leave``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from drawpoker.engine.actions import Action
from drawpoker.engine.hand import Hand
from drawpoker.engine.play_out import CHECK_CALL, safe_action

Decide = Callable[[Hand, int], Action]


def passive_action(hand: Hand, seat: int) -> Action:
    """A computer seat's action when no policy is given: check, else call; stand pat; show.

    Raises:
        ValueError: ``hand`` is not waiting on ``seat``.
    """
    legal = hand.legal_actions()
    if legal is None or legal.seat != seat:
        raise ValueError(f"passive_action: the hand is not waiting on seat {seat}")
    return safe_action(legal, CHECK_CALL)


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
