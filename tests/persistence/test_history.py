"""Hand histories keep every seat's chips exact, including seats sitting out.

A seat sitting out is written with ``"stack": 0`` (so every reader deals it out, as before)
and its chips in ``"sitting_out_stack"``; replaying the history gives back every stack,
the sitting-out seat's included, instead of reporting it at 0.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from drawpoker.engine.rules import TableRules
from drawpoker.engine.table import Seat, Table
from drawpoker.persistence.history import replay
from drawpoker.scenario.reader import ScenarioError
from drawpoker.scenario.run import run_scenario
from drawpoker.scenario.writer import chain_document
from tests.support.play import min_raise_action


def _table_with_one_out(rules: dict[str, Any]) -> Table:
    seats = [Seat("Ann", 300), Seat("Bob", 200), Seat("Cy", 250, sitting_out=True),
             Seat("Di", 150)]
    return Table(TableRules.from_dict(rules), seats, 0)


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("rules", [
    {"ante": 5},
    {"small_blind": 5, "big_blind": 10},
    {"ante": 5, "open_requirement": "jacks-or-better"},
])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_table_history_replays_to_every_exact_stack(rules: dict[str, Any], seed: int) -> None:
    table = _table_with_one_out(rules)
    rng = random.Random(seed)
    checked = 0
    for _ in range(3):
        if not table.can_deal():
            break
        hand = table.new_hand(rng)
        hand.start()
        while not hand.is_over:
            hand.act(min_raise_action(hand, rng, discard=2))
        table.finish_hand(hand)
        if table.carried_pot:
            continue
        history = table.history()
        assert history is not None
        cy = history["seats"][2]
        assert cy["stack"] == 0 and cy["sitting_out_stack"] == 250
        assert all("sitting_out_stack" not in s for i, s in enumerate(history["seats"]) if i != 2)
        result = run_scenario(json.loads(json.dumps(history)))
        assert result["error"] is None
        assert result["stacks"] == {s.name: s.stack for s in table.seats}
        checked += 1
    assert checked


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("seed", [4, 5])
def test_chain_document_replays_to_every_exact_stack(seed: int) -> None:
    table = _table_with_one_out({"small_blind": 5, "big_blind": 10})
    rng = random.Random(seed)
    hand = table.new_hand(rng)
    hand.start()
    while not hand.is_over:
        hand.act(min_raise_action(hand, rng, discard=2))
    table.finish_hand(hand)
    document = chain_document(table.rules, [hand], 0)
    assert document["seats"][2] == {"name": "Cy", "stack": 0, "sitting_out_stack": 250}
    replayed, hands, _ = replay(json.loads(json.dumps(document)))
    assert [s.stack for s in replayed.seats] == [s.stack for s in table.seats]
    assert replayed.seats[2].sitting_out


BASE: dict[str, Any] = {
    "rules": {"ante": 5},
    "seats": [{"name": "A", "stack": 100}, {"name": "B", "stack": 100},
              {"name": "C", "stack": 0, "sitting_out_stack": 70}],
    "button": "A",
    "deals": [{"hole": {"A": "2c 3c 4c 5c 7d", "B": "2d 3d 4d 5d 7h"},
               "actions": [{"seat": "B", "act": "check"}, {"seat": "A", "act": "check"},
                           {"seat": "B", "act": "draw", "discard": ""},
                           {"seat": "A", "act": "draw", "discard": ""},
                           {"seat": "B", "act": "check"}, {"seat": "A", "act": "check"}]}],
}


@pytest.mark.reported("breaker")
def test_a_scenario_seat_sitting_out_keeps_its_chips() -> None:
    result = run_scenario(copy.deepcopy(BASE))
    assert result["error"] is None
    assert result["stacks"]["C"] == 70
    assert sum(result["stacks"].values()) == 270


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("seat, message", [
    ({"name": "C", "stack": 0, "sitting_out_stack": -1}, "at least 0"),
    ({"name": "C", "stack": 0, "sitting_out_stack": "70"}, "whole number"),
    ({"name": "C", "stack": 0, "sitting_out_stack": 7.5}, "whole number"),
    ({"name": "C", "stack": 20, "sitting_out_stack": 70}, "stack must be 0"),
])
def test_a_bad_sitting_out_stack_is_named(seat: dict[str, Any], message: str) -> None:
    data = copy.deepcopy(BASE)
    data["seats"][2] = seat
    with pytest.raises(ScenarioError, match=message) as err:
        run_scenario(data)
    assert err.value.field.startswith("seats[2]")


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("item", [
    {"seat": "A", "act": []}, {"seat": [], "act": "check"}, {"seat": {}, "act": "check"},
    "check", None, {"seat": "A", "act": "bet", "to": "10"},
    {"seat": "A", "act": "draw", "discard": ["As"]},
])
def test_a_damaged_stored_action_is_a_journal_error(item: Any) -> None:
    """Stored histories are replayed by the history screen and the resume journal: a
    damaged action must be a JournalError (which they handle), never a TypeError."""
    from drawpoker.persistence.history import JournalError

    data = copy.deepcopy(BASE)
    data["format"] = "drawpoker-scenario/1"
    data["deals"][0]["actions"][0] = item
    with pytest.raises(JournalError):
        replay(data)


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("change", [
    {"seats": [{"name": "A", "stack": 100}, "B"]},
    {"seats": [{"name": "A", "stack": 100}, {"name": "B", "stack": 0, "sitting_out_stack": "x"}]},
    {"deals": [{"hole": ["A"]}]},
    {"deals": [{"hole": {"A": 5}}]},
    {"deals": [{"actions": "check"}]},
    {"rules": []},
])
def test_a_damaged_stored_history_is_a_journal_error(change: dict[str, Any]) -> None:
    from drawpoker.persistence.history import JournalError

    data = copy.deepcopy(BASE)
    data.update(change)
    with pytest.raises(JournalError):
        replay(data)
