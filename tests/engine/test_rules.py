"""Engine rules validation and the pure betting functions (docs/rules.md)."""

from __future__ import annotations

from typing import Any

import pytest

from drawpoker.engine import (
    TableRules,
)
from drawpoker.engine.betting import fixed_limit_to, min_raise_to, pot_limit_max_to
from drawpoker.engine.pots import build_pots, split_pot, uncalled
from drawpoker.engine.rules import RulesError


# ---------------------------------------------------------------- rules
def test_rules_defaults_and_round_trip() -> None:
    r = TableRules()
    assert (r.ante, r.small_bet, r.big_bet, r.max_draw, r.raise_cap) == (1, 2, 4, 5, 3)
    b = TableRules.from_dict({"small_blind": 5, "big_blind": 10})
    assert b.ante == 0 and b.small_bet == 10 and b.big_bet == 20
    assert TableRules.from_dict(b.to_dict()) == b


@pytest.mark.parametrize(("data", "field"), [
    ({"structure": "spread"}, "rules.structure"),
    ({"max_draw": 2}, "rules.max_draw"),
    ({"ante": -1}, "rules.ante"),
    ({"ante": 0}, "rules.ante"),
    ({"small_blind": 10, "big_blind": 5}, "rules.small_blind"),
    ({"four_with_ace": True, "max_draw": 5}, "rules.four_with_ace"),
    ({"open_requirement": "jacks-or-better", "game": "ace-to-five"}, "rules.open_requirement"),
    ({"colour": "red"}, "rules.colour"),
    ({"game": "deuce-to-seven", "wild": "joker"}, "rules.wild"),
    ({"game": "ace-to-five", "wild": "deuces"}, "rules.wild"),
    ({"min_buy_in": 60, "max_buy_in": 50}, "rules.max_buy_in"),
])
def test_rules_invalid(data: dict[str, Any], field: str) -> None:
    with pytest.raises(ValueError, match=field.replace(".", r"\.")):
        TableRules.from_dict(data)


# ---------------------------------------------------------------- pure functions
@pytest.mark.known_fault("B21")
def test_betting_arithmetic_b18_b21() -> None:
    assert min_raise_to(25, 25, 25) == 50
    assert min_raise_to(2, 2, 2) == 4  # B18(b)
    assert min_raise_to(400, 200, 100) == 600  # B18(c)
    assert pot_limit_max_to(10, 0, 15) == 35  # B21
    assert pot_limit_max_to(35, 0, 50) == 120
    assert pot_limit_max_to(60, 0, 60 + 80) == 260
    assert fixed_limit_to(0, 10) == 10
    assert fixed_limit_to(14, 10) == 24  # measured from the new current bet (docs/rules.md §4)


def test_pots_three_all_ins() -> None:
    pots = build_pots([50, 120, 220, 220], [True] * 4, [True, True, False, False])
    assert [(p.amount, p.eligible) for p in pots] == [(200, (0, 1, 2, 3)), (210, (1, 2, 3)),
                                                      (200, (2, 3))]
    assert uncalled([0, 100, 300, 0]) == (2, 200)
    assert uncalled([100, 100]) is None


def test_split_pot_odd_chips_clockwise_from_button() -> None:
    assert split_pot(100, [0, 1, 2], button=2, n_seats=4) == [(0, 34), (1, 33), (2, 33)]
    assert split_pot(75, [1, 2], button=0, n_seats=3) == [(1, 38), (2, 37)]
    assert split_pot(101, [3, 1], button=1, n_seats=4) == [(3, 51), (1, 50)]


# ---------------------------------------------------------------- RulesError
def test_rules_error_names_the_field() -> None:
    from drawpoker.engine.rules import RulesError

    with pytest.raises(RulesError) as err:
        TableRules.from_dict({"ante": -1})
    assert err.value.field == "rules.ante"
    assert str(err.value) == "rules.ante: must be at least 0, got -1"
    with pytest.raises(RulesError) as err:
        TableRules.from_dict({"colour": "red"})
    assert err.value.field == "rules.colour" and str(err.value) == "rules.colour: unknown option"


@pytest.mark.reported("breaker")
@pytest.mark.parametrize(("data", "field"), [
    ({"ante": 10**12}, "rules.ante"),                         # 2 antes: the small bet
    ({"ante": 3 * 10**11}, "rules.ante"),                     # 2 small bets: the big bet
    ({"big_blind": 6 * 10**11, "ante": 0}, "rules.big_blind"),
    ({"small_bet": 6 * 10**11}, "rules.small_bet"),
])
def test_a_default_bet_past_the_chip_bound_names_the_amount_given(data: dict[str, Any],
                                                                 field: str) -> None:
    """Failed before: ``{"ante": 10**12}`` was accepted with a small bet of 2 * 10**12, past
    the chip bound, so its own ``to_dict()`` could not be read back; ``simulate --rules``
    then failed in its worker with "rules.small_bet: must be at most ...", a field the
    file never named."""
    with pytest.raises(RulesError) as err:
        TableRules.from_dict(data)
    assert err.value.field == field, str(err.value)
    assert "1,000,000,000,000" in str(err.value)


def test_every_accepted_rules_round_trip_at_the_chip_bound() -> None:
    for data in ({"ante": 10**12 // 4}, {"big_blind": 10**12 // 2, "ante": 0},
                 {"small_bet": 10**12 // 2}, {"small_bet": 10**12, "big_bet": 10**12}):
        rules = TableRules.from_dict(data)
        assert TableRules.from_dict(rules.to_dict()) == rules
