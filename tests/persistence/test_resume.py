"""Resume: the open table and hand journal restore exactly; leaving accounts for every chip."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from drawpoker.engine import Action, ActionType, IllegalAction, TableRules
from drawpoker.engine.hand import Hand
from drawpoker.engine.table import Table
from drawpoker.persistence.profile import ProfileError, open_profile
from drawpoker.persistence.resume import (
    TableKeeper,
    account,
    restore_table,
    snapshot_table,
)
from drawpoker.session.table.dealing import deal_kept
from tests.support.play import (
    SETUP,
    act_kept,
    new_table,
    random_action,
    seated,
    unopened_jackpots_deal,
)


def test_snapshot_round_trip_keeps_dead_button(tmp_path: Path) -> None:
    rules = TableRules.from_dict({"small_blind": 5, "big_blind": 10, "max_buy_in": 100})
    table = Table(rules, [("A", 60), ("B", 15), ("C", 200), ("D", 30)], 1)
    rng = random.Random(5)
    for _ in range(40):
        if not table.can_deal():
            break
        copy = restore_table(json.loads(json.dumps(snapshot_table(table))))
        assert snapshot_table(copy) == snapshot_table(table)
        assert copy.next_positions() == table.next_positions()
        hand = table.new_hand(rng)
        hand.start()
        while not hand.is_over:
            hand.act(random_action(hand, rng))
        table.finish_hand(hand)


def test_snapshot_refused_mid_hand() -> None:
    table = Table(TableRules(), [("A", 50), ("B", 50)], 0)
    table.new_hand(random.Random(1)).start()
    with pytest.raises(ValueError, match="in progress"):
        snapshot_table(table)


@pytest.mark.parametrize("bad", [{"rules": {}, "seats": "x"},
                                 {"rules": {}, "seats": [{"name": "A", "stack": -1},
                                                         {"name": "B", "stack": 1}],
                                  "button": 0, "hand_no": 0}])
def test_restore_table_names_bad_fields(bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match="table"):
        restore_table(bad)


def _state(hand: Hand) -> tuple[Any, ...]:
    return (tuple(hand.events), hand.legal_actions(), tuple(hand.stacks), hand.phase,
            hand.to_act, hand.chips_in_play())


@pytest.mark.parametrize("rules", [
    {"ante": 5},
    {"small_blind": 5, "big_blind": 10, "structure": "pot-limit"},
    {"ante": 5, "structure": "fixed-limit", "open_requirement": "jacks-or-better"},
    {"ante": 4, "wild": "joker", "max_draw": 3, "four_with_ace": True},
])
def test_restore_after_every_action_is_exact(tmp_path: Path, rules: dict[str, Any]) -> None:
    path = tmp_path / "profile.sqlite3"
    prof, _ = open_profile(path, starting_bankroll=1000)
    keeper = TableKeeper(prof)
    table = new_table(prof, rules, [150, 150, 150], auto_rebuy=True)
    keeper.sit_down(table, 0, SETUP)
    rng = random.Random(9)
    checked = 0
    for _ in range(6):
        if not table.can_deal():
            break
        deal_kept(keeper, rng)
        while keeper.hand is not None:
            live = keeper.hand
            other, _ = open_profile(path)
            restored = TableKeeper(other).restore()
            assert restored is not None and restored.voided is None
            assert restored.hand is not None
            assert _state(restored.hand) == _state(live)
            assert restored.table.seats[0].bankroll == table.seats[0].bankroll
            other.close()
            checked += 1
            act_kept(keeper, random_action(live, rng))
    assert checked > 10
    prof.close()


def test_continuing_after_a_crash_plays_the_same_as_without(tmp_path: Path) -> None:
    def play(path: Path, crash_at: int | None) -> list[tuple[int, int, str]]:
        prof, keeper = seated(path, {"ante": 5}, [200, 200], auto_rebuy=True)
        rng, decide = random.Random(4), random.Random(8)
        steps = 0
        for _ in range(12):
            try:
                deal_kept(keeper, rng)
            except ValueError:  # fewer than two players with chips
                break
            while keeper.hand is not None:
                action = random_action(keeper.hand, decide)
                steps += 1
                if steps == crash_at:  # the process dies: nothing in memory survives
                    prof.close()
                    prof, _ = open_profile(path)
                    keeper = TableKeeper(prof)
                    restored = keeper.restore()
                    assert restored is not None and restored.hand is not None
                act_kept(keeper, action)
        out = [(h.net, h.seed, h.start_cards) for h in prof.hands(limit=None)]
        out.append((prof.bankroll, account(prof).hero_stack, "end"))
        prof.close()
        return out

    straight = play(tmp_path / "a.sqlite3", None)
    assert len(straight) > 4
    for crash_at in (1, 5, 17):
        assert play(tmp_path / f"b{crash_at}.sqlite3", crash_at) == straight


def test_leave_mid_hand_folds_and_records(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "p.sqlite3", starting_bankroll=1000)
    keeper = TableKeeper(prof)
    table = new_table(prof, {"ante": 5}, [300, 300], button=2)  # the player acts first
    keeper.sit_down(table, 0, SETUP[:3])
    deal_kept(keeper, random.Random(1))
    hand = keeper.hand
    assert hand is not None and hand.to_act == 0
    act_kept(keeper, Action(0, ActionType.BET, to=40))
    act_kept(keeper, Action(1, ActionType.RAISE, to=120))  # Bea raises; Cy to act, then You
    bankroll_before = prof.bankroll
    assert bankroll_before == 800
    prof.close()
    # the game crashed here; the player chooses to leave the table
    prof, _ = open_profile(tmp_path / "p.sqlite3")
    keeper = TableKeeper(prof)
    restored = keeper.restore()
    assert restored is not None and restored.hand is not None
    bankroll = keeper.leave()
    (rec,) = prof.hands()
    # Cy checks/calls passively (calls 120), the player folds facing the raise:
    # he loses his ante and his 40
    assert rec.net == -45 and rec.actions_pre == ("open", "fold") and not rec.won
    assert bankroll == 1000 - 45 == prof.bankroll
    assert keeper.saved() is None and account(prof).hero_stack == 0
    assert [e.kind for e in prof.ledger()] == ["start", "buy_in", "hand", "cash_out"]
    assert prof.sessions()[0].ended_at is not None
    prof.close()


def test_leave_when_checking_is_free_keeps_the_chance_to_win(tmp_path: Path) -> None:
    prof, keeper = seated(tmp_path / "p.sqlite3", {"ante": 5}, [300, 300], button=2)
    deal_kept(keeper, random.Random(2))
    bankroll = keeper.leave()
    (rec,) = prof.hands()
    # everyone checks it down: the player stands pat, goes to the showdown with his cards
    assert rec.actions_pre == ("check",) and rec.actions_post == ("check",)
    assert rec.draw_count == 0 and rec.showdown
    assert rec.net in (-5, 10) or rec.won
    assert bankroll == 1000 + rec.net
    prof.close()


def test_leave_between_a_jackpots_deal_and_its_redeal(tmp_path: Path) -> None:
    rules = {"ante": 5, "open_requirement": "jacks-or-better", "structure": "fixed-limit"}
    prof, keeper, path = unopened_jackpots_deal(tmp_path, rules, range(50))
    assert keeper.table is not None and keeper.table.carried_pot == 15
    saved = keeper.saved()
    assert saved is not None and saved.hand_in_progress
    prof.close()
    prof, _ = open_profile(path)
    keeper = TableKeeper(prof)
    restored = keeper.restore()
    assert restored is not None and restored.hand is None
    assert restored.table.carried_pot == 15 and len(restored.chain) == 1
    bankroll = keeper.leave()
    (rec,) = prof.hands()
    assert rec.outcome == "left" and rec.net == -5 and rec.deals == 1
    assert bankroll == 995 == prof.bankroll
    assert keeper.saved() is None
    prof.close()


def test_redeal_continues_with_the_same_seeded_shuffle(tmp_path: Path) -> None:
    rules = {"ante": 5, "open_requirement": "jacks-or-better"}
    prof, keeper, _ = unopened_jackpots_deal(tmp_path, rules, range(60))
    # a copy of the profile as it is now, as if the game had been killed here
    copy_path = tmp_path / "killed.sqlite3"
    dest = sqlite3.connect(str(copy_path))
    prof.connection.backup(dest)
    dest.close()
    deal_kept(keeper, random.Random(99))  # the redeal, played on without a crash
    assert keeper.hand is not None
    live = (keeper.hand.history()["hole"], keeper.hand.hand_no, keeper.hand.chips_in_play())
    prof.close()
    prof, _ = open_profile(copy_path)
    keeper = TableKeeper(prof)
    restored = keeper.restore()
    assert restored is not None and restored.table.carried_pot == 15
    deal_kept(keeper, random.Random(12345))  # the session's source does not matter mid-chain
    assert keeper.hand is not None
    again = (keeper.hand.history()["hole"], keeper.hand.hand_no, keeper.hand.chips_in_play())
    prof.close()
    assert again == live
    assert live[1] == 2



def test_unreplayable_journal_voids_the_hand(tmp_path: Path) -> None:
    prof, keeper = seated(tmp_path / "p.sqlite3", {"ante": 5}, [300, 300])
    deal_kept(keeper, random.Random(1))
    hand = keeper.hand
    assert hand is not None
    act_kept(keeper, random_action(hand, random.Random(0)))
    before = account(prof)
    doc = json.loads(prof.connection.execute("SELECT journal_json FROM hand_journal").fetchone()[0])
    doc["deals"][0]["actions"].insert(0, {"seat": "Cy", "act": "raise", "to": 10**6})
    prof.connection.execute("UPDATE hand_journal SET journal_json = ?", (json.dumps(doc),))
    prof.close()
    prof, _ = open_profile(tmp_path / "p.sqlite3")
    keeper = TableKeeper(prof)
    restored = keeper.restore()
    assert restored is not None and restored.voided and restored.hand is None
    assert [s.stack for s in restored.table.seats] == [200, 300, 300]
    assert account(prof) == type(before)(before.bankroll, 200, 800, 0, True, False)
    assert keeper.stand_up() == 1000
    prof.close()


@pytest.mark.reported("review: the redeal guard lived in the table scene")
def test_save_between_the_deals_of_a_redeal_chain_stores_nothing(tmp_path: Path) -> None:
    rules = {"ante": 5, "open_requirement": "jacks-or-better"}
    prof, keeper, _ = unopened_jackpots_deal(tmp_path, rules, range(60))
    assert keeper.table is not None and keeper.table.in_redeal_chain
    state = "SELECT state_json, hero_stack FROM open_table"
    before = prof.connection.execute(state).fetchone()
    keeper.save()  # the chain is journalled from its first deal: the table before it stands
    assert prof.connection.execute(state).fetchone() == before
    deal_kept(keeper, random.Random(99))  # the redeal
    assert keeper.hand is not None and keeper.hand.hand_no == 2
    prof.close()


def test_keeper_refuses_misuse(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "p.sqlite3", starting_bankroll=1000)
    keeper = TableKeeper(prof)
    with pytest.raises(ProfileError, match="no table"):
        deal_kept(keeper, random.Random(1))
    keeper.sit_down(new_table(prof, {"ante": 5}, [300, 300]), 0, SETUP[:3])
    with pytest.raises(ProfileError, match="already open"):
        TableKeeper(prof).sit_down(new_table(prof, {"ante": 5}, [300, 300]), 0, SETUP[:3])
    deal_kept(keeper, random.Random(1))
    with pytest.raises(ValueError, match="in progress"):
        deal_kept(keeper, random.Random(1))
    with pytest.raises(ValueError, match="leave"):
        keeper.stand_up()
    hand = keeper.hand
    assert hand is not None and hand.to_act is not None
    journal = "SELECT journal_json FROM hand_journal"
    before = prof.connection.execute(journal).fetchone()
    with pytest.raises(IllegalAction, match="turn"):
        act_kept(keeper, Action((hand.to_act + 1) % 3, ActionType.CHECK))
    assert prof.connection.execute(journal).fetchone() == before
    prof.close()


def test_between_hands_buy_in_is_saved_with_the_bankroll(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "p.sqlite3", starting_bankroll=1000)
    keeper = TableKeeper(prof)
    table = new_table(prof, {"ante": 5}, [300, 300], buy_in=100)
    keeper.sit_down(table, 0, SETUP[:3])
    table.buy_in(0, 50)
    keeper.save()
    assert prof.bankroll == 850 and account(prof).hero_stack == 150
    assert [e.kind for e in prof.ledger()] == ["start", "buy_in", "rebuy"]
    assert keeper.stand_up() == 1000
    prof.close()


def test_recorded_hands_export_and_replay_and_play_again(tmp_path: Path) -> None:
    from drawpoker.scenario.run import run_scenario

    prof, _ = open_profile(tmp_path / "p.sqlite3", starting_bankroll=2000)
    keeper = TableKeeper(prof)
    rules = {"small_blind": 5, "big_blind": 10}
    keeper.sit_down(new_table(prof, rules, [300, 300, 300], auto_rebuy=True), 0, SETUP)
    rng = random.Random(6)
    for _ in range(8):
        deal_kept(keeper, rng)
        while keeper.hand is not None:
            act_kept(keeper, random_action(keeper.hand, rng))
    records = prof.hands(limit=None)
    assert len(records) == 8
    for rec in records:
        doc = prof.hand_history(rec.id)
        result = run_scenario(doc)
        assert result["error"] is None
        assert result["stacks"]["You"] - doc["seats"][0]["stack"] == rec.net
        assert all("positions" in d for d in doc["deals"])
    # "play this deal again": the stored seed deals the same cards at the same seats
    first = records[-1]
    keeper.stand_up()
    keeper2 = TableKeeper(prof)
    keeper2.sit_down(new_table(prof, rules, [300, 300, 300], auto_rebuy=True), 0, SETUP)
    deal_kept(keeper2, random.Random(0), seed=first.seed)
    assert keeper2.hand is not None
    assert keeper2.hand.history()["hole"]["You"] == first.start_cards
    with pytest.raises(ValueError, match="in progress"):
        deal_kept(keeper2, random.Random(0), seed=-1)
    prof.close()


def test_unreadable_open_table_gives_the_stack_back(tmp_path: Path) -> None:
    prof, keeper = seated(tmp_path / "p.sqlite3", {"ante": 5}, [300, 300], buy_in=150)
    deal_kept(keeper, random.Random(1))
    prof.connection.execute("UPDATE open_table SET state_json = '{\"format\": 1, \"table\": 7}'")
    prof.close()
    prof, _ = open_profile(tmp_path / "p.sqlite3")
    keeper = TableKeeper(prof)
    assert keeper.saved() is None and keeper.broken_table
    assert prof.bankroll == 1000 and account(prof) == type(account(prof))(
        1000, 0, 0, 0, False, False)
    assert prof.sessions()[0].ended_at is not None
    assert keeper.restore() is None
    prof.close()


def test_leave_with_computer_opponents_playing_on(tmp_path: Path) -> None:
    from drawpoker.ai import make_player
    from drawpoker.persistence.resume import policy_decider

    for seed in range(4):
        prof, _ = open_profile(tmp_path / f"p{seed}.sqlite3", starting_bankroll=1000)
        keeper = TableKeeper(prof)
        keeper.sit_down(new_table(prof, {"small_blind": 5, "big_blind": 10},
                                  [300, 300, 300]), 0, SETUP)
        rng = random.Random(seed)
        deal_kept(keeper, rng)
        for _ in range(rng.randint(0, 3)):
            if keeper.hand is None:
                break
            act_kept(keeper, random_action(keeper.hand, rng))
        at_rest = account(prof).player_total
        recorded = prof.hand_count()
        policies = {s: make_player("medium:shark") for s in (1, 2, 3)}
        bankroll = keeper.leave(policy_decider(policies, random.Random(seed)))
        new = prof.hands(limit=prof.hand_count() - recorded)
        assert bankroll == prof.bankroll == at_rest + sum(h.net for h in new)
        assert account(prof).open_table is False
        prof.close()


def test_snapshot_knows_every_field_of_the_engine_table() -> None:
    """A tripwire: a new field in the engine's Table must be added to snapshot_table
    (between-hands state), to the engine's ``position_memory()`` (which snapshot_table
    stores whole), or be per-chain state rebuilt by replaying the journal."""
    rules = TableRules.from_dict({"small_blind": 5, "big_blind": 10, "max_buy_in": 100})
    table = Table(rules, [("A", 60), ("B", 15), ("C", 200), ("D", 30)], 1)
    rng = random.Random(3)
    for _ in range(6):
        if not table.can_deal():
            break
        hand = table.new_hand(rng)
        hand.start()
        while not hand.is_over:
            hand.act(random_action(hand, rng))
        table.finish_hand(hand)
    between_hands = {"rules", "seats", "button", "ask_showdown", "hand_no", "carried_pot"}
    in_position_memory = {"_prev", "_sb_position", "_chain_sitting_out"}
    rebuilt_per_chain = {"_chain_rng", "_chain_seed", "_chain_start", "_chain_deals",
                         "_last_history", "_pending", "current"}
    known = between_hands | in_position_memory | rebuilt_per_chain
    assert set(vars(table)) <= known, set(vars(table)) - known
    assert table._prev is not None  # noqa: SLF001 - the tripwire looks inside on purpose
    copy = restore_table(json.loads(json.dumps(snapshot_table(table))))
    for name in (between_hands - {"rules", "seats"}) | in_position_memory:
        assert getattr(copy, name) == getattr(table, name), name
    assert copy.rules == table.rules
    assert [vars(s) for s in copy.seats] == [vars(s) for s in table.seats]
