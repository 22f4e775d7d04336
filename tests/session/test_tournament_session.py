"""A sit-and-go through its session (``session.tournament.sitting``): knock-outs taken at
each hand's end, the hand in play kept after every action, the tournament kept between
hands, leaving and finishing now (docs/rules.md §6)."""

from __future__ import annotations

import pytest

from drawpoker.ai import make_player
from drawpoker.engine import Action, ActionType, PlayerActed, TableRules
from drawpoker.session.table.deciders import Computer, Decider, Person, TurnKind
from drawpoker.session.tournament.schedule import make_schedule
from drawpoker.session.tournament.sitting import TournamentOutcome, TournamentSession
from drawpoker.session.tournament.state import PlayClock, Tournament
from tests.support.sessions import FakeKeeping, passive


def _tournament(n: int, seed: int = 3) -> Tournament:
    base = TableRules.from_dict({"ante": 10})
    return Tournament(base, make_schedule(base, "turbo"), [f"P{i}" for i in range(n)], 400, 50,
                      seed=seed, button=n - 1, clock=PlayClock())


def _computers(n: int, person: int | None = None) -> list[Decider]:
    return [Person("Ann") if i == person else Computer(make_player("easy:maniac"))
            for i in range(n)]


def test_knock_outs_come_out_of_the_session_until_one_player_holds_every_chip() -> None:
    t = _tournament(4, seed=4)
    keeping = FakeKeeping()
    s = TournamentSession(t, _computers(4), keeping)
    taken = []
    for _ in range(400):
        if t.is_over:
            break
        assert s.deal()
        s.run_until_person()
        outcome = s.finish_hand()
        assert isinstance(outcome, TournamentOutcome)
        taken += outcome.taken
        assert sum(t.stacks) + t.table.carried_pot == 4 * 400
    assert t.is_over
    assert sorted(f.place for f in taken) == [1, 2, 3, 4]
    assert sorted(f.seat for f in taken) == [0, 1, 2, 3]
    assert keeping.in_play > 0 and keeping.hands  # kept after actions and hands
    assert s.deal() == []  # nothing more is dealt


def test_a_person_plays_his_turns_and_leaving_plays_his_hand_out() -> None:
    t = _tournament(3)
    keeping = FakeKeeping()
    s = TournamentSession(t, _computers(3, person=0), keeping)
    s.deal()
    s.run_until_person()
    turn = s.next_turn()
    assert turn is not None and turn.kind is TurnKind.PERSON and turn.seat == 0
    s.act(passive(turn.legal))
    hand = s.hand
    kept_before = keeping.kept
    over = s.leave(0)
    assert hand is not None and hand.is_over and not over
    assert keeping.kept == kept_before + 1  # kept to resume
    mine = [e.kind for e in hand.events if isinstance(e, PlayerActed) and e.seat == 0]
    assert set(mine[1:]) <= {ActionType.CHECK, ActionType.FOLD}


def test_finish_now_plays_the_rest_headless_once_the_person_is_out() -> None:
    t = _tournament(3)
    s = TournamentSession(t, _computers(3, person=0), FakeKeeping())
    s.deal()
    with pytest.raises(ValueError, match="still in"):
        s.finish_now(0)
    while True:
        s.run_until_person()
        turn = s.next_turn()
        if turn is not None:  # he pushes every chip in
            allin = turn.legal.allows(ActionType.ALLIN)
            s.act(Action(0, ActionType.ALLIN) if allin else passive(turn.legal))
            continue
        s.finish_hand()
        if t.finish_of(0) is not None or t.is_over:
            break
        s.deal()
    s.finish_now(0)
    assert t.is_over and sum(t.stacks) == 3 * 400
