"""Statistics against hands whose figures are worked out by hand (issue 8)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from drawpoker.cards import parse_cards
from drawpoker.engine.actions import ActionType
from drawpoker.engine.events import BettingRoundStarted, ForcedBet, HandStarted, PlayerActed
from drawpoker.handshape import category_label, starting_hand_category
from drawpoker.persistence.history import replay_events
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.records import HandRecord
from drawpoker.persistence.stats import (
    compute_statistics,
)
from drawpoker.persistence.summaries import classify_decisions, summarize_events
from tests.support.records import HAND_ONE, HAND_TWO


def _summary(doc: dict[str, Any], seat: int) -> Any:
    rules = doc["rules"]
    return summarize_events(replay_events(doc), seat, game=rules.get("game", "high"),
                            wild=rules.get("wild", "none"),
                            big_blind=rules.get("big_blind", 0))


def test_hand_one_for_each_seat() -> None:
    ann, bob, cy = (_summary(HAND_ONE, s) for s in range(3))
    assert (ann.net, bob.net, cy.net) == (140, -100, -40)
    assert ann.pot == bob.pot == 240
    assert ann.won and ann.amount_won == 240 and not bob.won and not cy.won
    assert not ann.showdown and ann.outcome == "uncontested"
    assert (ann.actions_pre, ann.actions_post) == (("raise",), ("open",))
    assert (bob.actions_pre, bob.actions_post) == (("open", "call"), ("check", "fold"))
    assert (cy.actions_pre, cy.actions_post) == (("call", "fold"), ())
    assert (ann.draw_count, bob.draw_count, cy.draw_count) == (1, 3, None)
    assert ann.start_category == "two_pair"
    assert bob.start_category == "high_pair"
    assert cy.start_category == "four_straight"
    assert ann.start_cards == "As Ad 7c 7h 2s"


def test_hand_two_blinds_heads_up() -> None:
    a, b = _summary(HAND_TWO, 0), _summary(HAND_TWO, 1)
    assert (a.net, b.net) == (-20, 20)
    assert a.pot == 40 and b.amount_won == 40
    assert a.showdown and b.showdown and b.showdown_won and not a.showdown_won
    # calling the big blind is a call; the big blind's option is a check (not an open)
    assert (a.actions_pre, a.actions_post) == (("call",), ("open",))
    assert (b.actions_pre, b.actions_post) == (("check",), ("check", "call"))
    assert (a.draw_count, b.draw_count) == (2, 3)
    assert a.start_category == "high_card" and b.start_category == "high_pair"


def test_statistics_over_two_hands_worked_by_hand() -> None:
    profile, _ = open_profile(":memory:", starting_bankroll=1000)
    with profile:
        sid = profile.start_session(HAND_ONE["rules"], HAND_ONE["seats"], 0)
        ids = []
        for doc in (HAND_ONE, HAND_TWO):
            ev = replay_events(doc)
            ids.append(profile.record_hand(session_id=sid, hero_seat=0, document=doc,
                                           events=ev, seed=doc["seed"]))
        st = profile.statistics()
        hands = profile.hands()
    assert st.hands_played == 2 and st.hands_won == 1 and st.win_rate == 0.5
    assert st.net == 120
    assert st.biggest_pot == 240 and st.biggest_pot_won == 240
    assert st.showdowns == 1 and st.showdowns_won == 0 and st.showdown_win_rate == 0.0
    pre, post = st.before_draw, st.after_draw
    assert (pre.checks, pre.opens, pre.calls, pre.raises, pre.folds) == (0, 0, 1, 1, 0)
    assert pre.open_rate is None and pre.call_rate == 0.5 and pre.raise_rate == 0.5
    assert pre.fold_rate == 0.0
    assert post.open_rate == 1.0 and post.facing == 0 and post.call_rate is None
    cats = {c.category: (c.hands, c.won, c.net) for c in st.by_category}
    assert cats == {"two_pair": (1, 1, 140), "high_card": (1, 0, -20)}
    assert [c.category for c in st.by_category] == ["two_pair", "high_card"]
    assert st.draw_counts == {0: 0, 1: 1, 2: 1, 3: 0, 4: 0, 5: 0, None: 0}
    assert st.average_draw == 1.5
    # bankroll 1000 with nothing at a table: stack after the hand counts as his chips
    assert [p.value for p in st.results_series] == [140, -20]
    assert [p.value for p in st.cumulative_series] == [140, 120]
    assert [p.index for p in st.bankroll_series] == [0, 1, 2]
    assert st.bankroll_series[0].value == 1000
    assert [p.hand_id for p in st.results_series] == ids
    assert [h.id for h in hands] == ids[::-1]  # newest first


def _record(i: int, **kw: Any) -> HandRecord:
    base: dict[str, Any] = dict(
        id=i, session_id=1, played_at=f"2026-01-0{i}T00:00:00Z", hand_no=i, seed=i,
        hero_seat=0, game="high", outcome="showdown", deals=1, net=0, won=False, amount_won=0,
        showdown=False, showdown_won=False, pot=0, start_cards="", start_category="unknown",
        draw_count=None, actions_pre=(), actions_post=(), total_after=0)
    base.update(kw)
    return HandRecord(**base)


def test_compute_statistics_on_records() -> None:
    hands = [
        _record(1, net=50, won=True, amount_won=80, showdown=True, showdown_won=True, pot=80,
                start_category="trips", draw_count=2, actions_pre=("open",),
                actions_post=("open",), total_after=1050),
        _record(2, net=-30, pot=60, start_category="trips", draw_count=2, showdown=True,
                actions_pre=("check", "call"), actions_post=("check", "fold"),
                total_after=1020),
        _record(3, net=-10, pot=30, start_category="low_pair", draw_count=3,
                actions_pre=("fold",), total_after=1010),
        _record(4, net=300, won=True, amount_won=400, pot=400, start_category="pat",
                draw_count=0, actions_pre=("raise",), actions_post=("raise",),
                total_after=1310),
    ]
    st = compute_statistics(list(reversed(hands)), starting_total=1000)
    assert st.hands_played == 4 and st.hands_won == 2 and st.net == 310
    assert st.biggest_pot == 400 and st.biggest_pot_won == 400
    assert st.showdowns == 2 and st.showdowns_won == 1
    # before the draw: open, check, call, fold, raise -> unopened 2, facing 3
    assert st.before_draw.open_rate == 0.5
    assert st.before_draw.call_rate == pytest.approx(1 / 3)
    assert st.before_draw.fold_rate == pytest.approx(1 / 3)
    assert st.before_draw.raise_rate == pytest.approx(1 / 3)
    # after: open, check, fold, raise -> unopened 2 (1 open), facing 2 (fold, raise)
    assert st.after_draw.open_rate == 0.5 and st.after_draw.fold_rate == 0.5
    cats = [(c.category, c.hands, c.won, c.net) for c in st.by_category]
    assert cats == [("pat", 1, 1, 300), ("trips", 2, 1, 20), ("low_pair", 1, 0, -10)]
    trips = st.by_category[1]
    assert trips.win_rate == 0.5 and trips.average_net == 10.0
    assert st.draw_counts[2] == 2 and st.draw_counts[0] == 1 and st.draw_counts[3] == 1
    assert st.average_draw == pytest.approx(7 / 4)
    assert [p.value for p in st.bankroll_series] == [1000, 1050, 1020, 1010, 1310]
    assert [p.value for p in st.cumulative_series] == [50, 20, 10, 310]


def test_empty_statistics() -> None:
    st = compute_statistics([])
    assert st.hands_played == 0 and st.win_rate == 0.0 and st.biggest_pot == 0
    assert st.average_draw is None and st.bankroll_series == ()
    assert st.before_draw.open_rate is None


@pytest.mark.parametrize(
    ("cards", "game", "wild", "expected"),
    [
        ("As Ks Qs Js Ts", "high", "none", "pat"),
        ("2c 3d 4h 5s Ac", "high", "none", "pat"),          # the wheel
        ("9c 9d 9h 4s 4c", "high", "none", "pat"),          # full house
        ("7c 7d 7h Ks 2c", "high", "none", "trips"),
        ("7c 7d Kh Ks 2c", "high", "none", "two_pair"),
        ("Jc Jd 8h 5s 2c", "high", "none", "high_pair"),
        ("Tc Td 8h 5s 2c", "high", "none", "low_pair"),
        ("Ah 9h 6h 2h Kc", "high", "none", "four_flush"),
        ("5c 6d 7h 8s Kc", "high", "none", "four_straight"),
        ("Ac 2d 3h 4s 9c", "high", "none", "four_straight"),  # wheel draw
        ("Qc Kd Ah 2s 3c", "high", "none", "high_card"),      # no wrap-around
        ("Ac Kd 8h 5s 2c", "high", "none", "high_card"),
        ("Jk Kd 8h 5s 2c", "high", "joker", "high_pair"),     # joker pairs the king
        ("Jk 7d 7h 5s 2c", "high", "joker", "trips"),
        ("2c 7d 7h 5s 9c", "high", "deuces", "trips"),
        ("Jk 5d 6h 7s 8c", "high", "bug", "pat"),
        ("Ac 2d 3h 4s 5c", "ace-to-five", "none", "low_pat_7"),
        ("Ac 2d 3h 4s 8c", "ace-to-five", "none", "low_pat_8"),
        ("Ac 2d 3h 4s Kc", "ace-to-five", "none", "low_draw_1"),
        ("Ac 2d 3h Qs Kc", "ace-to-five", "none", "low_draw_2"),
        ("Ac Ad Qh Qs Kc", "ace-to-five", "none", "low_rough"),
        ("7c 5d 4h 3s 2c", "deuce-to-seven", "none", "low_pat_7"),
        ("6c 5d 4h 3s 2c", "deuce-to-seven", "none", "low_draw_1"),  # a straight: not pat
        ("Ac 2d 3h 4s 5c", "deuce-to-seven", "none", "low_draw_1"),  # ace high
        ("9c 8d 6h 4s 3c", "deuce-to-seven", "none", "low_pat_9"),
        ("Tc 8d 6h 4s 3c", "deuce-to-seven", "none", "low_pat_10"),
        ("Kc 8d 6h 4s 3c", "deuce-to-seven", "none", "low_draw_1"),
        ("Jk 3d 4h 5s 6c", "ace-to-five", "joker", "low_pat_7"),  # joker is the ace
    ],
)
def test_starting_hand_category(cards: str, game: str, wild: str, expected: str) -> None:
    assert starting_hand_category(parse_cards(cards), game, wild) == expected
    assert category_label(expected)


def test_category_needs_five_cards() -> None:
    with pytest.raises(ValueError, match="5 cards"):
        starting_hand_category(parse_cards("As Ks"))


def test_classify_all_in_as_open_call_or_raise() -> None:
    A = ActionType
    start = HandStarted(1, 0, (1, 2, 0), (100, 100, 100), ("a", "b", "c"), 1, 2, 0)
    events = [
        start, ForcedBet(1, "small_blind", 5, False), ForcedBet(2, "big_blind", 10, False),
        BettingRoundStarted(1, 0),
        PlayerActed(0, A.ALLIN, 100, 100, True),     # seat 0 shoves over the blind: open
        PlayerActed(1, A.ALLIN, 95, 100, True),      # all-in for the same: a call
        PlayerActed(2, A.FOLD, 0, 10, False),
        BettingRoundStarted(2, None),
    ]
    assert classify_decisions(events, 0, 10) == (("open",), ())
    assert classify_decisions(events, 1, 10) == (("call",), ())
    assert classify_decisions(events, 2, 10) == (("fold",), ())
    # a second shove over an open is a raise; after the draw the bet resets
    more = events[:5] + [PlayerActed(1, A.ALLIN, 150, 155, True),
                         PlayerActed(2, A.CALL, 145, 155, True),
                         BettingRoundStarted(2, 0), PlayerActed(0, A.BET, 20, 20, False),
                         PlayerActed(1, A.RAISE, 40, 40, False)]
    assert classify_decisions(more, 1, 10) == (("raise",), ("raise",))
    assert classify_decisions(more, 0, 10) == (("open",), ("open",))


def test_redeal_chain_counts_both_deals_net() -> None:
    # Jackpots, ante 5, three players: nobody opens deal 1 (pot 15 carried), deal 2:
    # Ann opens 10, Bob and Cy fold: Ann takes 15 + 15 + her 10 back -> +20 over both deals
    doc = {
        "format": "drawpoker-scenario/1",
        "rules": {"ante": 5, "open_requirement": "jacks-or-better"},
        "seats": [{"name": "Ann", "stack": 100}, {"name": "Bob", "stack": 100},
                  {"name": "Cy", "stack": 100}],
        "button": "Cy",
        "seed": 11,
        "deals": [
            {"hole": {"Ann": "2c 3d 5h 7s 9c", "Bob": "2d 3h 5s 7c 9d", "Cy": "2h 3s 5c 7d 9h"},
             "actions": [{"seat": "Ann", "act": "check"}, {"seat": "Bob", "act": "check"},
                         {"seat": "Cy", "act": "check"}]},
            {"hole": {"Ann": "Ac Ad 5h 7s 9c", "Bob": "2d 3h 5s 7c 9d", "Cy": "2h 3s 5c 7d 9h"},
             "actions": [{"seat": "Bob", "act": "check"}, {"seat": "Cy", "act": "check"},
                         {"seat": "Ann", "act": "bet", "to": 10}, {"seat": "Bob", "act": "fold"},
                         {"seat": "Cy", "act": "fold"}]},
        ],
    }
    events = replay_events(copy.deepcopy(doc))
    s = summarize_events(events, 0)
    assert s.deals == 2 and s.net == 20 and s.pot == 30 and s.won
    assert s.start_cards == "Ac Ad 5h 7s 9c" and s.start_category == "high_pair"
    assert s.actions_pre == ("check", "open")  # both deals' first rounds
    bob = summarize_events(events, 1)
    assert bob.net == -10 and bob.actions_pre == ("check", "check", "fold")


def test_result_text_for_the_history_list() -> None:
    from drawpoker.persistence.summaries import result_text

    assert result_text(_record(1, net=240, won=True, showdown=True)) == (
        "Won 240 chips at the showdown")
    assert result_text(_record(1, net=1, won=True)) == "Won 1 chip: everyone else folded"
    assert result_text(_record(1, net=-45)) == "Lost 45 chips"
    assert result_text(_record(1, net=-20, showdown=True)) == "Lost 20 chips at the showdown"
    assert result_text(_record(1, net=0, won=True, showdown=True)) == "Broke even"
    assert result_text(_record(1, net=-5, outcome="left")) == "Left the table: lost 5 chips"
    # grouped as the list's "−1,000" beside it (fresh user: "Lost 1000 chips")
    assert result_text(_record(1, net=-1000, showdown=True)) == "Lost 1,000 chips at the showdown"


@pytest.mark.reported("two-players-evening#2")
def test_the_bankroll_chart_ends_at_the_ledgers_figure_after_a_tournament_buy_in() -> None:
    from drawpoker.persistence.tournaments import start_tournament

    profile, _ = open_profile(":memory:", starting_bankroll=1000)
    with profile:
        sid = profile.start_session(HAND_ONE["rules"], HAND_ONE["seats"], 0)
        profile.take_from_bankroll(sid, 500, table_stack_after=500)
        for doc, stack in ((HAND_ONE, 640), (HAND_TWO, 620)):
            profile.record_hand(session_id=sid, hero_seat=0, document=doc,
                                events=replay_events(doc), seed=doc["seed"], stack_after=stack)
        profile.return_to_bankroll(sid, 620)  # left the table: 1,120 chips
        profile.end_session(sid)
        start_tournament(profile, {"kind": "test"}, 100)  # the buy-in leaves the bankroll
        st = profile.statistics()
        title = profile.bankroll
    assert title == 1020
    # one bankroll everywhere: the chart's last point is the title's figure, from the ledger
    assert [p.value for p in st.bankroll_series] == [1000, 1140, 1120, 1020]
    assert st.hands_played == 2  # the buy-in is a point of the chart, not a hand


@pytest.mark.reported("new-player-evening-2#17")
def test_the_biggest_pot_is_never_one_the_player_folded_out_of() -> None:
    profile, _ = open_profile(":memory:", starting_bankroll=1000)
    with profile:
        sid = profile.start_session(HAND_ONE["rules"], HAND_ONE["seats"], 1)
        for doc, hero in ((HAND_ONE, 1), (HAND_TWO, 0)):  # Bob folds the 240; a showdown of 40
            profile.record_hand(session_id=sid, hero_seat=hero, document=doc,
                                events=replay_events(doc), seed=doc["seed"])
        st = profile.statistics()
    assert st.biggest_pot == 40 and st.biggest_pot_won == 0
