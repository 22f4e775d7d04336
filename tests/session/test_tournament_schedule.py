"""Tournament schedules: presets, rounding, levels rising by hands and by minutes (a fake
clock), prize tables (docs/rules.md §6, issue 18)."""

from __future__ import annotations

import pytest

from drawpoker.engine import TableRules
from drawpoker.session.tournament.play import make_players, play_hand
from drawpoker.session.tournament.prizes import prize_table, share_places
from drawpoker.session.tournament.schedule import PRESETS, Schedule, make_schedule, nice_chips
from drawpoker.session.tournament.state import PlayClock, Tournament

ANTE = TableRules.from_dict({"ante": 10})
BLINDS = TableRules.from_dict({"ante": 2, "small_blind": 5, "big_blind": 10})


@pytest.mark.parametrize("preset", [*PRESETS])
@pytest.mark.parametrize("base", [ANTE, BLINDS], ids=["antes", "blinds"])
def test_levels_start_at_the_table_and_rise_strictly(preset: str, base: TableRules) -> None:
    s = make_schedule(base, preset)
    first = s.levels[0]
    assert (first.ante, first.small_blind, first.big_blind) == (
        base.ante, base.small_blind, base.big_blind)
    for a, b in zip(s.levels, s.levels[1:], strict=False):
        assert b.ante > a.ante and b.big_blind >= a.big_blind
        if base.big_blind:
            assert b.big_blind > a.big_blind and b.small_blind <= b.big_blind
        rules = s.rules_at(base, b.number - 1)  # every level is a valid table
        assert rules.small_bet == (rules.big_blind or 2 * rules.ante)
    assert s.length == PRESETS[preset].hands


def test_nice_amounts() -> None:
    assert [nice_chips(v) for v in (1, 7, 14, 23, 33, 115, 990)] == [1, 6, 15, 25, 30, 120, 1000]


def test_custom_schedule_needs_its_length_and_rise() -> None:
    with pytest.raises(ValueError):
        make_schedule(ANTE, "custom")
    s = make_schedule(ANTE, "custom", "minutes", length=4, rise=100)
    assert (s.unit, s.length) == ("minutes", 4)
    assert [lv.ante for lv in s.levels[:4]] == [10, 20, 40, 80]
    assert Schedule.from_dict(s.to_dict()) == s
    with pytest.raises(ValueError):
        make_schedule(ANTE, "fast")


def test_levels_rise_by_hands_dealt() -> None:
    s = make_schedule(ANTE, "custom", "hands", length=3, rise=50)
    t = Tournament(ANTE, s, ["A", "B", "C"], 10**6, seed=1)
    players = make_players({0: "rock", 1: "rock", 2: "rock"}, t.prizes)
    seen = []
    while t.hands_dealt < 10:
        before = t.hands_dealt
        hand, _taken = play_hand(t, players)
        if not t.table.in_redeal_chain:
            seen.append((before, t.level_index, hand.rules.ante, t.level_rose))
    # the deal after k hands belongs to level k // 3, announced at its first deal
    assert [(k, k // 3) for k, *_rest in seen] == [(k, lv) for k, lv, *_r in seen]
    assert [ante for *_r, ante, _rose in seen] == [10, 10, 10, 15, 15, 15, 20, 20, 20, 30]
    assert [rose for *_r, rose in seen] == [False, False, False, True, False, False, True,
                                           False, False, True]


def test_levels_rise_by_minutes_on_a_fake_clock() -> None:
    clock = PlayClock()
    s = make_schedule(ANTE, "custom", "minutes", length=2, rise=50)
    t = Tournament(ANTE, s, ["A", "B"], 10**6, seed=1, clock=clock)
    assert t.to_next_level() == 120.0
    clock.advance(119)
    assert t.schedule.index_due(0, t.tick()) == 0
    clock.advance(1)
    assert t.to_next_level() == 0.0
    clock.advance(60 * 4)  # six minutes in all: level 4 is due
    assert t.schedule.index_due(0, t.tick()) == 3


def test_prize_tables_by_field_pay_the_whole_pool() -> None:
    assert prize_table(3, 300) == (300, 0, 0)
    assert prize_table(5, 101) == (66, 35, 0, 0, 0)
    assert prize_table(8, 800) == (400, 240, 160, 0, 0, 0, 0, 0)
    for field in range(2, 9):
        for pool in (0, 1, 7, 100, 999):
            assert sum(prize_table(field, pool)) == pool
    with pytest.raises(ValueError):
        prize_table(9, 100)
    # a pool of 101 at 50/30/20 pays 51, 30, 20: sharing 2nd and 3rd splits 50 equally;
    # sharing 1st and 2nd splits 81, the odd chip to the earlier place
    assert share_places(prize_table(7, 101), 2, 2) == [25, 25]
    assert share_places(prize_table(7, 101), 1, 2) == [41, 40]


@pytest.mark.reported("new-player-evening#29.5: 'about 50 % higher' against rises of 25 and 67")
@pytest.mark.parametrize("preset", [*PRESETS])
@pytest.mark.parametrize("base", [ANTE, BLINDS], ids=["antes", "blinds"])
def test_the_rises_told_are_the_levels_own(preset: str, base: TableRules) -> None:
    from drawpoker.session.tournament.schedule import rise_range

    levels = make_schedule(base, preset).levels[:12]
    rises = [round(100 * (new / old - 1)) for a, b in zip(levels, levels[1:], strict=False)
             for old, new in ((a.ante, b.ante), (a.big_blind, b.big_blind)) if old]
    assert rise_range(levels) == (min(rises), max(rises))


def test_the_regular_schedule_rises_25_to_67_percent() -> None:
    from drawpoker.session.tournament.schedule import rise_range

    assert rise_range(make_schedule(ANTE, "regular").levels[:12]) == (25, 67)
    assert rise_range(make_schedule(ANTE, "regular").levels[:1]) is None
