"""Turns at the table, without pygame: what a ticked pre-action box plays when the
player's turn comes (docs/rules.md §5) and a showdown with nothing to decide. The safe action
of a seat that does not choose is the engine's (``engine.play_out.safe_action``).
"""

from __future__ import annotations

from drawpoker.engine import Action, ActionType, LegalActions, Phase, PreAction, resolve_pre_action


def pre_action_to_play(preaction: PreAction, pre_call: int | None, la: LegalActions,
                       stack: int) -> Action | None:
    """The action a ticked pre-action plays now (``engine.resolve_pre_action``), or None.

    Args:
        preaction: the ticked box.
        pre_call: the chips of a ticked "Call N" box (the Check box facing a bet), else
            None: it calls only while the call is still exactly N.
        la: the player's legal actions at his turn.
        stack: his chips behind, chips.
    """
    action = resolve_pre_action(preaction, la)
    if pre_call is not None and (ActionType.CALL not in la.kinds
                                 or min(la.call_amount, stack) != pre_call):
        return None  # "Call N" ticked, but the call is no longer N
    return action


def is_forced_show(la: LegalActions) -> bool:
    """True at a showdown where the only thing to do is to show (nothing to decide)."""
    return la.phase is Phase.SHOWDOWN and la.kinds == frozenset({ActionType.SHOW})
