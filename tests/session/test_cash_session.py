"""A cash table's session (``session.table.cash``): the one busted rule (rebuy, refill,
smaller stakes), sitting out, auto-rebuy, computer rebuys and leaving in the middle of a
hand with the profile's keeper (the hand played to its end, chips and records right)."""

from __future__ import annotations

import random
from pathlib import Path

from drawpoker.engine import ActionType, PlayerActed, TableRules
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import account
from drawpoker.session import seating
from drawpoker.session.defaults import broke_below
from drawpoker.session.table.busted import Busted
from drawpoker.session.table.cash import sit_down
from drawpoker.session.table.deciders import Computer, Person, TurnKind
from tests.support.sessions import Prefer, cash_table, passive, play_hand


class FakeProfile:
    """A profile that gives a fresh bankroll (``Profile.refill``)."""

    def __init__(self, start: int = 3000) -> None:
        self.start = start
        self.refilled: list[int] = []

    def player(self) -> object:
        return type("Player", (), {"starting_bankroll": self.start})()

    def refill(self, target: int) -> int:
        self.refilled.append(target)
        return target


def test_a_person_out_of_chips_with_a_bankroll_rebuys() -> None:
    s = cash_table(3, {0: "Ann"}, bankroll=1000)
    s.table.seats[0].stack = 0
    offer = s.busted(0)
    assert offer.kind is Busted.REBUY and offer.chips == 200 and offer.offered
    assert s.take_busted(0) == (Busted.REBUY, 0, 200)
    assert s.stacks[0] == 200 and s.bankroll(0) == 1000 - 400


def test_a_rebuy_is_cut_to_what_the_bankroll_holds() -> None:
    s = cash_table(3, {0: "Ann"}, bankroll=200)  # 200 went to the first buy-in
    s.table.seats[0].stack, s.table.seats[0].bankroll = 0, 150
    assert s.busted(0).chips == 150 and s.rebuy(0) == 150 and s.bankroll(0) == 0


def test_an_empty_bankroll_gets_the_houses_fresh_bankroll_then_a_rebuy() -> None:
    s = cash_table(3, {0: "Ann"}, bankroll=200)
    profile = FakeProfile(start=3000)
    s.profile_of = lambda: profile  # type: ignore[assignment, return-value]
    s.table.seats[0].stack = 0
    offer = s.busted(0)
    assert offer.kind is Busted.REFILL and offer.chips == 3000 and offer.bankroll < broke_below()
    assert s.take_busted(0) == (Busted.REFILL, 3000, 200)
    assert profile.refilled == [3000] and s.bankroll(0) == 2800 and s.stacks[0] == 200


def test_no_profile_no_fresh_bankroll() -> None:
    s = cash_table(3, {0: "Ann"}, bankroll=200)
    s.table.seats[0].stack = 0
    assert s.busted(0).kind is Busted.REFILL
    assert s.take_busted(0) == (Busted.REFILL, 0, 0) and s.stacks[0] == 0


def test_a_bankroll_short_for_these_stakes_only_is_told_smaller_stakes() -> None:
    rules = TableRules.from_dict({"ante": 100})
    s = cash_table(3, {0: "Ann"}, rules=rules, buy_in=1000, bankroll=1050)
    s.table.seats[0].stack = 0  # 50 left: above the house's floor, under this minimum
    offer = s.busted(0)
    assert offer.kind is Busted.SMALLER_STAKES and not offer.offered
    assert offer.minimum == rules.min_buy_in_chips and offer.bankroll == 50
    assert s.take_busted(0) == (Busted.SMALLER_STAKES, 0, 0) and s.stacks[0] == 0


def test_practice_chips_rebuy_without_the_bankroll() -> None:
    s = cash_table(3, {0: "Ann"}, practice=True, bankroll=10**9)
    s.table.seats[0].stack = 0
    assert s.busted(0).kind is Busted.PRACTICE_REBUY
    assert s.take_busted(0)[2] == 200


def test_a_computer_out_of_chips_buys_in_again_at_the_next_deal() -> None:
    s = cash_table(3, {0: "Ann"})
    s.table.seats[2].stack = 0
    s.deal()
    assert s.rebought == [(2, 200)] and s.hand is not None and s.hand.dealt_in[2]


def test_a_person_out_of_chips_is_not_bought_in_by_the_house() -> None:
    s = cash_table(3, {0: "Ann", 1: "Boris"}, practice=True)
    s.table.seats[1].stack = 0
    s.deal()
    assert s.rebought == [] and s.hand is not None and not s.hand.dealt_in[1]


def test_sitting_out_leaves_the_seat_out_until_it_sits_in() -> None:
    s = cash_table(3, {0: "Ann"})
    s.set_sit_out(0, True)
    play_hand(s)
    assert s.sits_out_now(0) and s.hand is not None and not s.hand.dealt_in[0]
    s.set_sit_out(0, False)
    play_hand(s)
    assert not s.sits_out_now(0) and s.hand.dealt_in[0]


def test_nobody_sits_out_when_the_table_could_not_deal_otherwise() -> None:
    s = cash_table(2, {0: "Ann"})
    s.set_sit_out(0, True)
    s.deal()
    assert s.hand is not None and s.hand.dealt_in[0]


def test_auto_rebuy_tops_the_stack_up_before_a_hand() -> None:
    s = cash_table(3, {0: "Ann"}, bankroll=2000)
    s.set_auto_rebuy(0, True)
    before = s.bankroll(0)
    play_hand(s)
    top = s.table.rules.max_buy_in_chips
    assert s.bankroll(0) == before - (top - 200)  # topped up to the maximum buy-in
    s.set_auto_rebuy(0, False)
    s.table.seats[0].stack = 100  # short now
    play_hand(s)
    assert s.bankroll(0) == before - (top - 200)  # unticked: no more top-ups


def test_leaving_mid_hand_plays_it_out_and_records_it(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "profile.sqlite3", starting_bankroll=2000)
    rules = TableRules.from_dict({"ante": 10})
    names = ["You", "Ada", "Boris"]
    deciders = [Person("You"), Computer(Prefer(ActionType.BET, ActionType.CALL)),
                Computer(Prefer(ActionType.CALL))]
    s, sat = sit_down(rules, names, deciders, buy_in=200, rng=random.Random(4),
                      ai_rng=random.Random(5), bankroll=2000,
                      specs=seating.seat_specs(200, [("Ada", "rock"), ("Boris", "rock")],
                                               ["medium", "medium"]),
                      profile_of=lambda: prof, keeper=None, refill_from=lambda: prof)
    assert sat.keeper is not None and s.keeper is sat.keeper
    assert prof.bankroll == 1800
    s.deal()
    s.run_until_person()
    turn = s.next_turn()
    assert turn is not None and turn.kind is TurnKind.PERSON
    s.act(passive(turn.legal))  # in the pot now: his chips stay there
    hand = s.hand
    assert hand is not None and not hand.is_over
    s.leave()
    assert hand.is_over and s.keeper is None
    mine = [e.kind for e in hand.events if isinstance(e, PlayerActed) and e.seat == 0]
    assert set(mine[1:]) <= {ActionType.CHECK, ActionType.FOLD}  # the Check/Fold box
    records = prof.hands(limit=None)
    assert len(records) == 1
    chips = account(prof)
    assert not chips.open_table and chips.bankroll == prof.bankroll
    assert prof.bankroll == 2000 + records[0].net  # his stack back in the bankroll
    prof.close()
