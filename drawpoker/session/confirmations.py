"""Which of the player's actions ask first, without pygame: pure functions that return
the question to ask, or None to send the action at once; and how long a draw waits for
an *Undo* (:data:`DRAW_UNDO_SECONDS`).
"""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.cards import Card
from drawpoker.engine import Action, ActionType, LegalActions
from drawpoker.evaluator import HandCategory, evaluate
from drawpoker.i18n import _, format_chips, format_percent

#: Seconds a draw is held with an *Undo* button before it is sent (setting ``undo_draw``).
DRAW_UNDO_SECONDS = 2.0


def is_made_hand(cards: Sequence[Card], game: str = "high", wild: str = "none") -> bool:
    """True when ``cards`` (five) need no draw: a straight or better in high draw (wild
    cards counted, docs/rules.md §1); five unpaired cards in lowball (no straight or flush
    either in deuce-to-seven, where they count against the hand)."""
    if len(cards) != 5:
        return False
    if game == "high":
        return evaluate(list(cards), wild=wild).category >= HandCategory.STRAIGHT
    naturals = [c.rank for c in cards if not c.is_joker]
    if len(set(naturals)) != len(naturals):
        return False
    if game == "deuce-to-seven":
        return evaluate(list(cards)).category == HandCategory.HIGH_CARD
    return True


def stand_pat_question(cards: Sequence[Card], marked: int, *, game: str = "high",
                       wild: str = "none") -> str | None:
    """The question before standing pat (setting ``confirm_stand_pat``): asked when no
    card is marked (``marked`` == 0) and the hand is not made (:func:`is_made_hand`),
    else None."""
    if marked or is_made_hand(cards, game, wild):
        return None
    return _("Stand pat without drawing a card? You have marked no cards, and your hand "
             "is not a made hand.")


def fold_question(la: LegalActions, *, confirm_free_fold: bool = True) -> str | None:
    """The question before a fold when checking is free (setting ``confirm_free_fold``:
    folding a hand that could see the next card for nothing is rarely wanted), else None."""
    if confirm_free_fold and ActionType.FOLD in la.kinds and ActionType.CHECK in la.kinds:
        return _("Fold when you could check for free?")
    return None


def confirmation_question(action: Action, la: LegalActions, stack: int, *,
                          confirm_allin: bool, confirm_call: float) -> str | None:
    """The question to ask before ``action``, or None.

    Args:
        action: the player's bet, raise, call or all in.
        la: his legal actions now.
        stack: his chips behind (not yet in front of him), chips.
        confirm_allin: setting ``confirm_allin``: ask for anything that puts the last
            chip in (a call of the whole stack too).
        confirm_call: setting ``confirm_call``: ask for a call of over this share of the
            stack (0..1; "over half": exactly half is not asked; 0 never asks).
    """
    allin = action.kind is ActionType.ALLIN or (action.to is not None and action.to >= la.allin_to) \
        or (action.kind is ActionType.CALL and la.call_amount >= stack)
    if allin:
        if confirm_allin:
            # the number the button showed: a call's chips added, else the whole bet
            shown = min(la.call_amount, stack) if action.kind is ActionType.CALL else la.allin_to
            return _("Go all in for {amount}?").format(amount=format_chips(shown))
        if action.kind is not ActionType.CALL:
            return None
    # a call over the share asks whatever ``confirm_allin`` says: a call of the whole
    # stack is the biggest call of all; asked once only
    paid = min(la.call_amount, stack)
    if action.kind is ActionType.CALL and confirm_call > 0 and stack > 0 \
            and paid > confirm_call * stack:
        return _("Call {amount}? That is {percent} of your stack.").format(
            amount=format_chips(paid), percent=format_percent(round(100 * paid / stack)))
    return None
