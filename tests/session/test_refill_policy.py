"""The bankroll policy of ``session.seating`` without a window: only a broke player gets a
fresh bankroll from the house; a player merely short for a table's stakes gets none (the
UI side is in test_ui_refill_policy.py)."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from drawpoker.engine import TableRules
from drawpoker.session import buy_in, seating
from drawpoker.session.defaults import DEFAULT_RULES, REFILL_FLOOR, broke_below

BIG = TableRules.from_dict({"structure": "no-limit", "ante": 100, "min_buy_in": 20,
                            "max_buy_in": 20})


class FakeProfile:
    """A profile's bankroll and refills (``Profile.refill``: tops the bankroll up to the
    target, returns the chips given)."""

    def __init__(self, bankroll: int, start: int = 1000) -> None:
        self.bankroll = bankroll
        self.start = start
        self.refilled: list[int] = []

    def player(self) -> Any:
        return SimpleNamespace(starting_bankroll=self.start, name="Player")

    def refill(self, target: int) -> int:
        given = max(0, target - self.bankroll)
        self.refilled.append(target)
        self.bankroll += given
        return given


def test_broke_is_below_the_default_tables_minimum_buy_in() -> None:
    assert broke_below() == TableRules.from_dict(DEFAULT_RULES).min_buy_in_chips == 10
    assert buy_in.is_broke(9, BIG) and not buy_in.is_broke(10, BIG)


def test_short_for_the_stakes_but_not_broke_gets_no_chips_and_no_rebuy() -> None:
    assert not buy_in.is_broke(1000, BIG)
    assert not seating.can_rebuy(1000, 2000, BIG)
    assert seating.rebuy_amount(1000, 2000, BIG) == 0


def test_a_rebuy_takes_the_buy_in_or_what_is_left_of_the_bankroll() -> None:
    rules = TableRules.from_dict(DEFAULT_RULES)
    assert seating.can_rebuy(700, 500, rules) and seating.rebuy_amount(700, 500, rules) == 500
    assert seating.rebuy_amount(300, 500, rules) == 300
    assert not seating.can_rebuy(0, 500, rules) and seating.rebuy_amount(0, 500, rules) == 0


def test_the_fresh_bankroll_is_the_starting_one_at_least_1000_and_the_buy_in() -> None:
    assert buy_in.refill_target(None, 500) == REFILL_FLOOR == 1000
    assert buy_in.refill_target(FakeProfile(0, start=3000), 500) == 3000  # type: ignore[arg-type]
    assert buy_in.refill_target(FakeProfile(0, start=100), 2000) == 2000  # type: ignore[arg-type]


def test_buy_ins_stay_within_the_tables_limits() -> None:
    rules = TableRules.from_dict(DEFAULT_RULES)
    assert buy_in.clamp_buy_in(10**6, rules) == rules.max_buy_in_chips == 500
    assert buy_in.clamp_buy_in(1, rules) == rules.min_buy_in_chips
    assert buy_in.hero_buy_in(rules, 500, 260) == 260
    assert buy_in.hero_buy_in(rules, 500, 0) == rules.min_buy_in_chips


def test_sitting_down_broke_the_house_refills_and_says_so() -> None:
    profile = FakeProfile(5)
    rules = TableRules.from_dict(DEFAULT_RULES)
    bankroll, notice = seating.refill_if_broke(profile, rules, 500)  # type: ignore[arg-type]
    assert profile.refilled == [1000] and notice == (5, 1000) and bankroll == 1000
    own = buy_in.hero_buy_in(rules, 500, bankroll)
    table = seating.seat_table(rules, ["You", "Ada"], 500, own, bankroll, random.Random(3))
    assert table.seats[0].stack == 500 and table.seats[0].bankroll == 500
    assert table.seats[1].stack == 500


def test_sitting_down_short_for_the_stakes_gets_no_chips() -> None:
    profile = FakeProfile(1000)
    bankroll, notice = seating.refill_if_broke(profile, BIG, 2000)  # type: ignore[arg-type]
    assert profile.refilled == [] and notice is None and bankroll == 1000


def test_the_set_up_kept_with_a_table_names_each_computer_player() -> None:
    specs = seating.seat_specs(500, [("Ada", "shark")], ["hard"])
    assert specs == [{"name": "You", "player": "human", "buy_in": 500},
                     {"name": "Ada", "player": "hard:shark"}]
    restored = SimpleNamespace(setup=specs, hero_seat=0,
                               table=SimpleNamespace(rules=BIG))
    setup = seating.restored_setup(restored)
    assert setup.opponents == [("Ada", "shark")] and setup.levels == ["hard"]
    assert setup.buy_in == 500 and setup.rules is BIG


@pytest.mark.reported("new-player-evening: Table setup said 'your buy-in 500' with a bankroll of 390")
@pytest.mark.parametrize(("bankroll", "own", "fresh"), [(5000, 500, None), (390, 390, None),
                                                        (5, 500, 1000)])
def test_the_plan_told_before_sitting_down_is_what_sitting_down_does(
        bankroll: int, own: int, fresh: int | None) -> None:
    rules = TableRules.from_dict(DEFAULT_RULES)
    plan = buy_in.buy_in_plan(FakeProfile(bankroll), rules, 500)  # type: ignore[arg-type]
    assert (plan.own, plan.fresh, plan.short) == (own, fresh, False)
    profile = FakeProfile(bankroll)
    after, _notice = seating.refill_if_broke(profile, rules, 500)  # type: ignore[arg-type]
    assert buy_in.hero_buy_in(rules, 500, after) == plan.own
    assert (profile.bankroll if profile.refilled else None) == plan.fresh


def test_the_plan_says_a_bankroll_short_of_the_stakes_opens_no_table() -> None:
    plan = buy_in.buy_in_plan(FakeProfile(1000), BIG, 2000)  # type: ignore[arg-type]
    assert plan.short and plan.fresh is None and plan.bankroll == 1000
