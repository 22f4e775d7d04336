"""The hand in play of a sit-and-go kept action by action (``session.tournament.in_play``):
read back after a quit or a crash it is dealt and played again to the same point and
the tournament ends as if never interrupted; a jackpots redeal chain goes on; a hand that
had ended is settled; a journal that cannot be played again voids the hand (the stacks
before it, never the same cards again)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from drawpoker.engine import TableRules
from drawpoker.engine.hand import Hand
from drawpoker.session.tournament import in_play
from drawpoker.session.tournament.play import make_players, play_hand, play_out
from drawpoker.session.tournament.schedule import make_schedule
from drawpoker.session.tournament.state import PlayClock, Tournament

SPECS = {0: "rock", 1: "station", 2: "maniac", 3: "random"}  # baselines: no memory


def _tournament(rules: dict[str, object], seed: int) -> Tournament:
    base = TableRules.from_dict(rules)
    return Tournament(base, make_schedule(base, "slow", "hands"), ["P0", "P1", "P2", "P3"],
                      3000, 50, seed=seed, button=3, clock=PlayClock())


def _act(t: Tournament, players: dict[int, Any], hand: Hand, n: int) -> None:
    """Play ``n`` decisions of ``hand`` (fewer if it ends)."""
    for _ in range(n):
        if hand.is_over:
            return
        seat = hand.to_act
        assert seat is not None
        hand.act(players[seat].decide(hand.view(seat), t.ai_rng).action)


def _kept(before: dict[str, Any], t: Tournament, deals: list[Hand]) -> dict[str, Any]:
    """The journal as the profile keeps it (JSON text and back)."""
    return json.loads(json.dumps(in_play.journal(before, t, deals)))


def _finish(t: Tournament, players: dict[int, Any], hand: Hand) -> None:
    _act(t, players, hand, 10_000)
    t.finish(hand)
    play_out(t, players)


@pytest.mark.parametrize("actions", [0, 1, 4, 7])
def test_a_hand_in_play_resumes_where_it_was_and_the_tournament_ends_the_same(
        actions: int) -> None:
    a = _tournament({"ante": 5, "small_blind": 5, "big_blind": 10}, 9)
    pa = make_players(SPECS, a.prizes)
    for _ in range(3):
        play_hand(a, pa)
    for _ in range(100):  # the first hand still in play after ``actions`` decisions
        assert not a.table.in_redeal_chain
        before = a.to_dict()
        hand = a.deal()
        hand.start()
        _act(a, pa, hand, actions)
        if not hand.is_over:
            break
        a.finish(hand)
    assert not hand.is_over
    kept = _kept(before, a, [hand])

    resumed = in_play.resume(kept, clock=PlayClock())
    b = resumed.tournament
    assert resumed.voided is None and resumed.before == before
    again = resumed.hand
    assert again is not None and again is b.table.current
    assert again.history() == hand.history() and again.to_act == hand.to_act
    assert again.chips_in_play() == hand.chips_in_play()
    assert b.ai_rng.getstate() == a.ai_rng.getstate()
    assert (b.hands_dealt, b.level_index) == (a.hands_dealt, a.level_index)

    pb = make_players(SPECS, b.prizes)
    _finish(a, pa, hand)
    _finish(b, pb, again)
    assert a.standings() == b.standings()
    assert a.history == b.history and a.hands_dealt == b.hands_dealt


def test_a_redeal_chain_in_play_goes_on() -> None:
    a = _tournament({"ante": 10, "open_requirement": "jacks-or-better"}, 3)
    pa = make_players(SPECS, a.prizes)
    for _ in range(200):  # to the first deal nobody opens
        before = a.to_dict()
        first, _taken = play_hand(a, pa)
        if a.table.in_redeal_chain:
            break
    else:  # pragma: no cover
        pytest.fail("no deal went unopened")
    second = a.deal()
    second.start()
    _act(a, pa, second, 1)
    assert not second.is_over
    kept = _kept(before, a, [first, second])
    with pytest.raises(ValueError, match="between hands"):
        a.to_dict()  # a chain is no state between hands: the journal keeps it

    resumed = in_play.resume(kept, clock=PlayClock())
    b = resumed.tournament
    assert resumed.voided is None and len(resumed.deals) == 2 and resumed.hand is not None
    assert [d.history() for d in resumed.deals] == [first.history(), second.history()]
    assert b.table.carried_pot == a.table.carried_pot and b.hands_dealt == a.hands_dealt
    assert b.table.hand_no == a.table.hand_no
    pb = make_players(SPECS, b.prizes)
    _finish(a, pa, second)
    _finish(b, pb, resumed.deals[1])
    assert a.standings() == b.standings() and a.history == b.history


def test_a_hand_that_had_ended_but_was_not_kept_is_settled() -> None:
    a = _tournament({"ante": 5, "small_blind": 5, "big_blind": 10}, 4)
    pa = make_players(SPECS, a.prizes)
    play_hand(a, pa)
    before = a.to_dict()
    hand = a.deal()
    hand.start()
    _act(a, pa, hand, 10_000)
    kept = _kept(before, a, [hand])
    a.finish(hand)

    resumed = in_play.resume(kept, clock=PlayClock())
    b = resumed.tournament
    assert resumed.hand is None and len(resumed.deals) == 1 and resumed.voided is None
    assert b.to_dict()["stacks"] == a.stacks and b.history == a.history
    assert b.table.current is None or b.table.current.is_over


@pytest.mark.parametrize("damage", ["action", "cards", "shape"])
def test_a_hand_that_cannot_be_played_again_is_voided(damage: str) -> None:
    a = _tournament({"ante": 5, "small_blind": 5, "big_blind": 10}, 5)
    pa = make_players(SPECS, a.prizes)
    play_hand(a, pa)
    before = a.to_dict()
    hand = a.deal()
    hand.start()
    _act(a, pa, hand, 3)
    kept = _kept(before, a, [hand])
    deal = kept[in_play.IN_PLAY]["deals"][0]
    if damage == "action":
        deal["actions"][1][1] = "raise"
        deal["actions"][1][2] = 10**9
    elif damage == "cards":
        deal["hole"] = {name: "2c 3c 4c 5c 7d" for name in deal["hole"]}
    else:
        kept[in_play.IN_PLAY]["deals"] = "nothing"

    resumed = in_play.resume(kept, clock=PlayClock())
    b = resumed.tournament
    assert resumed.voided and resumed.deals == [] and resumed.hand is None
    assert b.stacks == before["stacks"] and sum(b.stacks) == 4 * 3000
    assert b.hands_dealt == before["hands_dealt"] and resumed.before == b.to_dict()
    fresh = b.deal()
    fresh.start()
    assert fresh.history()["hole"] != hand.history()["hole"], "never the cards already seen"
