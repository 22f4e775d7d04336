"""What the table asks of a computer player, and the helpers every player shares.

:class:`Policy` is the protocol (``decide`` and ``choose_discards``, each returning a
:class:`Decision`: the engine action and a one-line translated reason);
:func:`legalize` turns a wanted action into the closest legal one (docs/rules.md §3.3, §4),
:func:`draw_action` builds a ``draw`` from the cards kept and
:func:`showdown_decision` shows at the showdown. The measuring bots
(:mod:`drawpoker.ai.baselines`) and the real players (:mod:`drawpoker.ai.player`) both
build on this module only.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from drawpoker.cards import Card
from drawpoker.engine import Action, ActionType, LegalActions, PlayerView
from drawpoker.i18n import _, sentence


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



def legalize(want: Action, legal: LegalActions) -> Action:
    """The closest legal action to ``want``.

    Never folds when checking is free; a bet or raise that is not offered becomes a call
    (or check); totals are clamped to [min_to, max_to]; a total that uses the whole
    stack becomes ``allin`` when offered (docs/rules.md §3.3, §4).
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

