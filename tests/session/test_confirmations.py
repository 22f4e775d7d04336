"""Which actions ask first (``session.confirmations``): pure, no window."""

from __future__ import annotations

from drawpoker.engine import Action, ActionType, LegalActions, Phase
from drawpoker.session.confirmations import confirmation_question, fold_question

A = ActionType


def _facing(call: int, allin_to: int = 400) -> LegalActions:
    return LegalActions(0, Phase.FIRST_BETTING, frozenset({A.FOLD, A.CALL, A.RAISE, A.ALLIN}),
                        call_amount=call, min_to=2 * call, max_to=allin_to, allin_to=allin_to)


def test_folding_when_checking_is_free_asks_unless_switched_off() -> None:
    free = LegalActions(0, Phase.FIRST_BETTING, frozenset({A.FOLD, A.CHECK, A.BET}))
    assert fold_question(free) == "Fold when you could check for free?"
    assert fold_question(_facing(20)) is None
    assert fold_question(free, confirm_free_fold=False) is None


def test_all_in_asks_with_the_number_the_button_showed() -> None:
    la = _facing(20)
    assert confirmation_question(Action(0, A.ALLIN), la, 400, confirm_allin=True,
                                 confirm_call=0) == "Go all in for 400?"
    assert confirmation_question(Action(0, A.ALLIN), la, 400, confirm_allin=False,
                                 confirm_call=0.5) is None
    # a call of the whole stack is an all in: the chips it adds
    big = _facing(400)
    assert confirmation_question(Action(0, A.CALL), big, 300, confirm_allin=True,
                                 confirm_call=0) == "Go all in for 300?"


def test_a_call_over_the_share_asks_and_exactly_the_share_does_not() -> None:
    la = _facing(100)
    assert confirmation_question(Action(0, A.CALL), la, 200, confirm_allin=False,
                                 confirm_call=0.5) is None
    assert confirmation_question(Action(0, A.CALL), la, 150, confirm_allin=False,
                                 confirm_call=0.5) == "Call 100? That is 67% of your stack."
    assert confirmation_question(Action(0, A.CALL), la, 150, confirm_allin=False,
                                 confirm_call=0) is None
