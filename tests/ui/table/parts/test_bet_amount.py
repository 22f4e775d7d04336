"""The bet amount part alone: a decision starts afresh, every way of choosing an amount
keeps it legal, typed digits are digits, the quick sizes follow the pot (docs/rules.md §4)."""

from __future__ import annotations

import pytest

from drawpoker.engine import ActionType, LegalActions, Phase
from drawpoker.ui.table.bet_amount import MAX_DIGITS, BetAmount, quick_amount

LA = LegalActions(seat=0, phase=Phase.FIRST_BETTING,
                  kinds=frozenset({ActionType.FOLD, ActionType.CALL, ActionType.RAISE}),
                  call_amount=20, min_to=40, max_to=479, allin_to=479, current_bet=20)


def test_a_decision_starts_at_the_minimum_with_nothing_chosen() -> None:
    bet = BetAmount()
    bet.type_digit("7")
    bet.choose_quick(2, LA, 100)
    bet.begin_decision(LA)
    assert (bet.amount, bet.typed, bet.quick_chosen, bet.chosen) == (40, "", None, False)
    assert (bet.slider.lo, bet.slider.hi, bet.slider.value) == (40, 479, 40)


def test_a_chosen_amount_is_kept_in_the_legal_range_and_unlights_the_quick_size() -> None:
    bet = BetAmount()
    bet.begin_decision(LA)
    bet.choose_quick(3, LA, 100)
    assert bet.quick_chosen == 3 and bet.chosen
    bet.choose(10_000, LA)
    assert bet.amount == 479 and bet.slider.value == 479 and bet.quick_chosen is None
    bet.choose(1, LA)
    assert bet.amount == 40


def test_steps_snap_to_whole_bet_steps_and_reach_both_ends_exactly() -> None:
    bet = BetAmount()
    bet.begin_decision(LA)
    bet.step_by(1, LA, 10)
    assert bet.amount == 50  # from 40 one step of 10
    bet.step_by(100, LA, 10)
    assert bet.amount == 479  # all in exactly, not 480
    bet.step_by(-100, LA, 10)
    assert bet.amount == 40


@pytest.mark.parametrize(("k", "pot", "expected"), [
    (0, 100, 40), (1, 100, 20 + 60), (2, 100, 20 + 90), (3, 100, 20 + 120), (4, 100, 479),
    (3, 10_000, 479)])
def test_quick_sizes_are_shares_of_the_pot_after_the_call(k: int, pot: int, expected: int) -> None:
    assert quick_amount(k, LA, pot) == expected


def test_typed_digits_make_the_amount_and_keep_the_last_digits() -> None:
    bet = BetAmount()
    bet.begin_decision(LA)
    for d in "1234567890123":
        bet.type_digit(d)
    assert len(bet.typed) == MAX_DIGITS and bet.amount == int(bet.typed) and bet.chosen
    bet.backspace()
    assert bet.amount == int(bet.typed) and len(bet.typed) == MAX_DIGITS - 1
    bet.sent()
    assert bet.typed == ""


@pytest.mark.parametrize("text", ["²", "a", "12", ""])
def test_only_one_ascii_digit_is_typed(text: str) -> None:
    bet = BetAmount()
    with pytest.raises(ValueError, match="not a digit"):
        bet.type_digit(text)
    assert bet.typed == ""
