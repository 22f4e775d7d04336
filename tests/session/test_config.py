"""The table set-up without a window: the default table, ``harmonise``'s house-rule rows
(``variants.HOUSE_RULE_FIXES``) and the plain reasons (``session.config``)."""

from __future__ import annotations

import pytest

from drawpoker.engine import TableRules
from drawpoker.session.config import (
    TableConfig,
    harmonise,
    house_rules,
    plain_reason,
    table_summary,
    table_type_name,
)
from drawpoker.session.defaults import DEFAULT_BUY_IN, DEFAULT_RULES, DEFAULT_SEATS
from drawpoker.variants import GAME, HOUSE_RULE_FIXES, game_name, structure_name


def test_the_default_set_up_is_the_default_table() -> None:
    cfg = TableConfig()
    assert cfg.rules == DEFAULT_RULES and cfg.seats == DEFAULT_SEATS
    assert cfg.buy_in_chips() == DEFAULT_BUY_IN == 500
    kwargs = cfg.table_kwargs()
    assert kwargs["buy_in"] == 500 and len(kwargs["opponents"]) == len(kwargs["levels"]) == 5


@pytest.mark.parametrize(("rules", "changed", "after"), [
    ({"game": "ace-to-five", "open_requirement": "jacks-or-better", "ante": 10}, "game",
     {"game": "ace-to-five", "ante": 10}),
    ({"open_requirement": "jacks-or-better", "small_blind": 5, "big_blind": 10, "ante": 0},
     "big_blind", {"small_blind": 5, "big_blind": 10, "ante": 0}),
    ({"game": "deuce-to-seven", "wild": "joker", "ante": 10}, "game",
     {"game": "deuce-to-seven", "ante": 10}),
    ({"game": "ace-to-five", "wild": "deuces", "ante": 10}, "game",
     {"game": "ace-to-five", "wild": "joker", "ante": 10}),
])
def test_harmonise_fixes_the_option_not_touched_and_says_so(rules: dict, changed: str,
                                                            after: dict) -> None:
    cfg = TableConfig()
    cfg.rules = dict(rules)
    notes = harmonise(cfg, changed)
    assert cfg.rules == after and len(notes) == 1
    TableRules.from_dict(cfg.rules)


def test_every_house_rule_fix_keeps_the_games_wild_modes() -> None:
    for game in GAME.values():
        for wild in ("none", "joker", "bug", "deuces"):
            r = {"game": game.key, "wild": wild}
            for fix in HOUSE_RULE_FIXES:
                if fix.applies(r):
                    fix.fix(r)
            assert r.get("wild", "none") in game.wilds


def test_names_come_from_the_variants() -> None:
    assert game_name("deuce-to-seven", short=True) == "2-7 lowball"
    assert structure_name("pot-limit") == "Pot-limit"
    assert house_rules(TableRules.from_dict({"wild": "deuces", "ante": 1})) == ["deuces wild"]


def test_plain_reason_names_the_field_without_the_engine_text() -> None:
    with pytest.raises(ValueError) as info:
        TableRules.from_dict({"small_blind": 20, "big_blind": 10})
    assert not plain_reason(info.value).startswith("rules")


def test_summary_names_a_big_blind_alone_without_a_zero_small_blind() -> None:
    """A table with a big blind and no small blind reads "big blind 2", not "blinds 0/2"."""
    cfg = TableConfig()
    cfg.rules = {"ante": 1, "big_blind": 2}
    assert "big blind 2" in table_summary(cfg) and "0/2" not in table_summary(cfg)
    cfg.rules = {"ante": 0, "small_blind": 1, "big_blind": 2}
    assert "blinds 1/2" in table_summary(cfg)


def test_table_type_name_is_the_header_without_stakes() -> None:
    rules = TableRules.from_dict({"structure": "fixed-limit", "wild": "deuces", "ante": 10})
    assert table_type_name(rules) == "Fixed-limit Five Card Draw · deuces wild"
    low = TableRules.from_dict({"game": "deuce-to-seven", "ante": 5})
    assert table_type_name(low) == "No-limit 2-7 lowball"


@pytest.mark.reported("new-player-evening: Table setup said 'your buy-in 500' with a bankroll of 390")
def test_the_summary_gives_the_buy_in_the_bankroll_allows() -> None:
    from drawpoker.session.buy_in import BuyInPlan

    cfg = TableConfig()
    assert table_summary(cfg).endswith("your buy-in 500")
    cut = table_summary(cfg, plan=BuyInPlan(390, None, False, 390))
    assert "your buy-in 390. That is all your bankroll holds, not the 500 set here." in cut
    fresh = table_summary(cfg, plan=BuyInPlan(500, 1000, False, 5))
    assert "your buy-in 500." in fresh and "fresh bankroll of 1,000" in fresh
    short = table_summary(cfg, plan=BuyInPlan(500, None, True, 5))
    assert "does not cover this table's minimum buy-in" in short and "(5)" in short
    assert table_summary(cfg, plan=BuyInPlan(500, None, False, 5000)) == table_summary(cfg)
