"""Playing a hand to its end for seats that do not choose: the one safe-action chooser and
the one play-to-the-end loop.

Every front end uses these two: the table session (a seat whose player is gone, a
computer player whose own action failed), ``TableKeeper.leave`` (a hand settled as the
player leaves) and the tournament's headless play (``session.tournament.play``).

API:
    ``safe_action(legal, order=CHECK_CALL) -> Action``: stand pat at the draw
    (``docs/rules.md`` §3.5), show at the showdown (§3.7: muck only when showing is not
    allowed), else the first legal kind of ``order`` in a betting round.
    ``CHECK_FOLD``: the order of a seat whose player is not there (the Check/Fold box,
    §5: check when checking is allowed, otherwise fold; calling only when neither is).
    ``CHECK_CALL``: the order of a computer seat without a usable decision (check, else
    call).
    ``play_to_end(hand, decide, act=None)``: ask ``decide(legal)`` for every decision
    until the hand is over; ``act`` plays each one (default ``hand.act``; a keeper's
    journalled ``act``, a check after every action).
"""

from __future__ import annotations

from collections.abc import Callable

from drawpoker.engine.actions import Action, ActionType, LegalActions, Phase
from drawpoker.engine.hand import Hand

#: a seat whose player is not there, in a betting round: the Check/Fold box (docs/rules.md
#: §5); calling is the last resort when neither check nor fold is allowed
CHECK_FOLD: tuple[ActionType, ...] = (ActionType.CHECK, ActionType.FOLD, ActionType.CALL)
#: a computer seat without a usable decision, in a betting round: check, else call
CHECK_CALL: tuple[ActionType, ...] = (ActionType.CHECK, ActionType.CALL, ActionType.ALLIN,
                                      ActionType.FOLD)

#: ``decide(legal) -> Action``: one seat's decision (``legal.seat``) in a hand
Decide = Callable[[LegalActions], Action]


def safe_action(legal: LegalActions, order: tuple[ActionType, ...] = CHECK_CALL) -> Action:
    """A legal action for ``legal.seat`` that puts no chip in by choice: stand pat at the
    draw, show at the showdown (muck when showing is not allowed), else the first legal
    kind of ``order``.

    Args:
        legal: the legal actions of the seat to act.
        order: the kinds to try in a betting round (``CHECK_FOLD`` or ``CHECK_CALL``).

    Raises:
        ValueError: no kind of ``order`` is legal (names the kinds that are).
    """
    seat = legal.seat
    if legal.phase is Phase.DRAW:
        return Action(seat, ActionType.DRAW, discard=())
    if legal.phase is Phase.SHOWDOWN:
        kind = ActionType.SHOW if legal.allows(ActionType.SHOW) else ActionType.MUCK
        return Action(seat, kind)
    for kind in order:
        if legal.allows(kind):
            return Action(seat, kind)
    raise ValueError(f"safe_action: none of {[k.value for k in order]} is legal, "
                     f"only {sorted(k.value for k in legal.kinds)}")


def play_to_end(hand: Hand, decide: Decide,
                act: Callable[[Action], object] | None = None) -> None:
    """Play a started ``hand`` to its end: each decision is ``decide(legal)``, played by
    ``act`` (default ``hand.act``).

    Raises:
        IllegalAction: a decision was not legal (from ``act``).
    """
    play = act if act is not None else hand.act
    while not hand.is_over:
        legal = hand.legal_actions()
        assert legal is not None, "a hand not over always has a seat to act"
        play(decide(legal))
