"""A scripted player climbs the road's first two rooms headless, through the real table
sessions and the profile: he plays each room's cash table to the hands its final asks
(counted from the hands the table records), pays the final's buy-in, wins the final
against regulars who always fold, and the next room opens (docs/career.md)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from drawpoker.career import ROOMS, RoomState, final_finished, finished_rooms, link_table, road
from drawpoker.career.final import final_tournament, room_of
from drawpoker.engine import Action, ActionType, LegalActions, Phase
from drawpoker.persistence import progress as progress_store
from drawpoker.persistence import tournaments as book
from drawpoker.persistence.profile import Profile, open_profile
from drawpoker.session import seating
from drawpoker.session.table.cash import CashSession, sit_down
from drawpoker.session.table.deciders import Computer, Decider, Person
from drawpoker.session.tournament.sitting import TournamentSession
from tests.support.sessions import FakeKeeping, Prefer, play_hand


@pytest.fixture
def prof(tmp_path: Path) -> Iterator[Profile]:
    p, _ = open_profile(tmp_path / "profile.sqlite3")
    with p:
        yield p


def _bettor(legal: LegalActions) -> Action:
    """The scripted finalist: bets or raises the least he may, else checks or calls;
    stands pat; shows."""
    for kind in (ActionType.BET, ActionType.RAISE, ActionType.CHECK, ActionType.CALL,
                 ActionType.SHOW, ActionType.ALLIN):
        if legal.allows(kind):
            to = legal.min_to if kind in (ActionType.BET, ActionType.RAISE) else None
            return Action(legal.seat, kind, to=to)
    if legal.phase is Phase.DRAW:
        return Action(legal.seat, ActionType.DRAW)
    return Action(legal.seat, ActionType.FOLD)


def _cash_table(prof: Profile, room_id: str, seed: int) -> CashSession:
    """Sit at the room's cash table as the map does: the player buys in from the profile's
    bankroll, the sitting is linked to the room."""
    r = next(x for x in ROOMS if x.id == room_id)
    names = ["You"] + [n for n, _s in r.opponents]
    deciders: list[Decider] = [Person("You")] + [Computer(Prefer()) for _ in r.opponents]
    session, _sat = sit_down(r.table_rules(), names, deciders, buy_in=r.buy_in,
                             rng=random.Random(seed), ai_rng=random.Random(seed + 1),
                             bankroll=0, specs=seating.seat_specs(r.buy_in, r.opponents,
                                                                  r.levels),
                             profile_of=lambda: prof, keeper=None, refill_from=lambda: prof)
    assert session.keeper is not None
    link_table(prof, session.keeper.session_id, room_id)
    return session


def _play_final(prof: Profile, room_id: str, seed: int) -> int:
    """Enter and play the room's final (buy-in paid, result kept as the game keeps it);
    returns the player's place."""
    r = next(x for x in ROOMS if x.id == room_id)
    t = final_tournament(r, seed, "You")
    assert room_of(t.setup) == room_id
    book.start_tournament(prof, t.to_dict(), r.final_buy_in)
    deciders: list[Decider] = [Person("You")] + [
        Computer(Prefer(ActionType.FOLD)) for _ in r.regulars]
    session = TournamentSession(t, deciders, FakeKeeping())
    for _ in range(2000):
        if t.is_over:
            break
        play_hand(session, _bettor)
    assert t.is_over
    mine = t.finish_of(0)
    assert mine is not None
    with prof.transaction():
        book.finish_tournament(prof, field=t.field, buy_in=t.buy_in, place=mine.place,
                               prize=mine.prize, hands=t.hands_dealt,
                               levels=t.level_index + 1, result={"places": []})
        result = final_finished(prof, room_id, mine.place)
    assert result.place == mine.place
    return mine.place


def test_a_scripted_player_climbs_two_rooms(prof: Profile) -> None:
    states = [s.state for s in road(prof)]
    assert states == [RoomState.OPEN] + [RoomState.LOCKED] * 7
    for k, room_id in enumerate(("kitchen", "saloon")):
        standing = road(prof)[k]
        bankroll = prof.bankroll
        assert standing.sit_refusal(bankroll) is None
        assert standing.final_refusal(bankroll) is not None  # no hands yet
        session = _cash_table(prof, room_id, seed=10 + k)
        needed = standing.room.hands_for_final
        for _ in range(needed * 20):  # a deal nobody opens is dealt again: one hand
            if road(prof)[k].hands >= needed:
                break
            assert road(prof)[k].final_refusal(prof.bankroll) is not None
            play_hand(session, _bettor)
        session.leave()
        standing = road(prof)[k]
        assert standing.hands == standing.room.hands_for_final and standing.final_ready
        assert standing.final_refusal(prof.bankroll) is None
        place = _play_final(prof, room_id, seed=20 + k)
        assert place == 1
        after = road(prof)
        assert after[k].state is RoomState.FINISHED and after[k].record.finals == 1
        assert after[k + 1].state is RoomState.OPEN
        assert all(s.state is RoomState.LOCKED for s in after[k + 2:])
    assert finished_rooms(prof) == frozenset({"kitchen", "saloon"})
    unlocked = progress_store.unlocked(prof)
    assert "career_room" in unlocked and "career_road" not in unlocked
    assert progress_store.counters(prof)["career_rooms"] == 2


def test_a_final_lost_leaves_the_room_open_and_the_next_locked(prof: Profile) -> None:
    result = final_finished(prof, "club", 2)  # the club asks for a win
    assert not result.finished_now and result.opened is None
    assert finished_rooms(prof) == frozenset()
    assert road(prof)[2].record.best_place == 2
    assert "career_room" not in progress_store.unlocked(prof)


def test_placing_second_finishes_the_kitchen_once(prof: Profile) -> None:
    first = final_finished(prof, "kitchen", 2)
    assert first.finished_now and first.opened is not None and first.opened.id == "saloon"
    again = final_finished(prof, "kitchen", 1)
    assert not again.finished_now and again.opened is None
    assert road(prof)[0].record.finals == 2 and road(prof)[0].record.best_place == 1


def test_a_room_needs_its_bankroll(prof: Profile) -> None:
    final_finished(prof, "kitchen", 1)
    saloon = road(prof)[1]
    assert saloon.sit_refusal(saloon.room.requirement - 1) is not None
    assert saloon.sit_refusal(saloon.room.requirement) is None
    assert road(prof)[2].sit_refusal(10**9) is not None  # locked


def test_an_unknown_room_is_refused_by_name(prof: Profile) -> None:
    with pytest.raises(ValueError, match="attic"):
        final_finished(prof, "attic", 1)
    assert room_of({"career": "attic"}) is None and room_of({}) is None
