"""Who decides for each seat of a table session, and what the session asks of them.

A seat's decider is a :class:`Person` (someone at the computer: his actions come from a
front end) or a :class:`Computer` (a ``drawpoker.ai`` policy). A seat whose player is
gone is *absent* (``TableSession.absent``): the session plays the Check/Fold box for it
(``engine.play_out.safe_action``). No seat is special: the owner of the profile's bankroll
is a person like any other at the table.

API: :class:`Person`, :class:`Computer`, :data:`Decider`, :class:`TurnKind`,
:class:`Turn`, :func:`computer_decision`, :func:`learn`.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import cast

from drawpoker.ai.protocol import Policy
from drawpoker.engine import Action, LegalActions, Phase
from drawpoker.engine.hand import Hand
from drawpoker.engine.play_out import CHECK_CALL, safe_action


@dataclass(frozen=True, slots=True)
class Person:
    """A person at the computer deciding for a seat.

    Attributes:
        name: his name as the table shows it (the hand-off says "Pass to {name}").
    """

    name: str


@dataclass(slots=True)
class Computer:
    """A computer player deciding for a seat.

    Attributes:
        policy: its ``drawpoker.ai`` policy (``make_player(spec)``).
    """

    policy: Policy


Decider = Person | Computer


class TurnKind(StrEnum):
    """What kind of turn the seat to act has."""

    PERSON = "person"          #: a person decides (the front end asks him)
    COMPUTER = "computer"      #: a computer policy decides (``Turn.policy``)
    PRE_ACTION = "pre_action"  #: a person's ticked pre-action box (``Turn.action``, or None)
    FORCED = "forced"          #: nothing to decide: a showdown where only showing is legal
    ABSENT = "absent"          #: the seat's player is gone: the Check/Fold box plays


@dataclass(frozen=True, slots=True)
class Turn:
    """The turn of the seat to act.

    Attributes:
        kind: whose decision it is.
        legal: the seat's legal actions.
        action: what the session plays itself (``FORCED``, ``ABSENT``, ``PRE_ACTION``;
            a pre-action that no longer fits is ``None``: it is unticked when played).
        policy: the computer player (``COMPUTER``).
        person: the person's name (``PERSON``, ``PRE_ACTION``).
    """

    kind: TurnKind
    legal: LegalActions
    action: Action | None = None
    policy: Policy | None = None
    person: str = ""

    @property
    def seat(self) -> int:
        """The seat to act."""
        return self.legal.seat

    @property
    def automatic(self) -> bool:
        """True when the session plays this turn itself (:meth:`TableSession.play_turn`)."""
        return self.kind in (TurnKind.PRE_ACTION, TurnKind.FORCED, TurnKind.ABSENT)


def computer_decision(policy: Policy, view: object, legal: LegalActions,
                      rng: random.Random) -> tuple[Action, str]:
    """A computer player's decision and its one-line reason (may run on a worker thread).

    A policy that fails is logged on stderr and the game goes on with the safe action
    (``engine.play_out.safe_action``, check else call).
    """
    try:
        if legal.phase is Phase.DRAW:
            decision = policy.choose_discards(view, rng)  # type: ignore[arg-type]
        else:
            decision = policy.decide(view, rng)  # type: ignore[arg-type]
        # a test's policy may answer with the bare action
        action = cast(Action, getattr(decision, "action", decision))
        reason = getattr(decision, "reason", "") or ""
        # a reason made by i18n.sentence is kept as it is (str() would drop how to say
        # it again in another language: the log then mixed languages after a switch)
        return action, (reason if isinstance(reason, str) else str(reason))
    except Exception as exc:  # the game goes on with a legal action; leave a trace
        print(f"drawpoker: computer player at seat {legal.seat} failed: {exc!r}",
              file=sys.stderr)
        return safe_action(legal, CHECK_CALL), ""


def learn(hand: Hand, policies: Mapping[int, object]) -> None:
    """Every computer player dealt in sees the end of ``hand``, showdown included (its
    opponent model learns from every hand shown); a policy without ``observe`` learns
    nothing."""
    for seat, policy in policies.items():
        observe = getattr(policy, "observe", None)
        if observe is None:
            continue
        view = hand.view(seat)
        if view.seats[seat].dealt_in:
            observe(view)
