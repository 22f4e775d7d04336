"""The saved open table keeps the engine's dead-button memory through the engine's public
``Table.position_memory()`` / ``restore_position_memory()``, reads tables saved before that,
and refuses damaged memory with a named error (the keeper then voids the table)."""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path
from typing import Any

import pytest

from drawpoker.engine.rules import TableRules
from drawpoker.engine.table import Table
from drawpoker.persistence import resume
from drawpoker.persistence.resume import restore_table, snapshot_table
from tests.support.play import min_raise_action


def _played(hands: int, seed: int) -> Table:
    rules = TableRules.from_dict({"small_blind": 5, "big_blind": 10, "max_buy_in": 100})
    table = Table(rules, [("A", 60), ("B", 15), ("C", 200), ("D", 30), ("E", 90)], 1)
    rng = random.Random(seed)
    for _ in range(hands):
        if not table.can_deal():
            break
        hand = table.new_hand(rng)
        hand.start()
        while not hand.is_over:
            hand.act(min_raise_action(hand, rng))
        table.finish_hand(hand)
    return table


@pytest.mark.reported("breaker")
def test_resume_uses_no_private_field_of_the_engine_table() -> None:
    tree = ast.parse("\n".join(p.read_text(encoding="utf-8")
                               for p in Path(resume.__file__).parent.glob("*.py")))
    private = sorted({node.attr for node in ast.walk(tree)
                      if isinstance(node, ast.Attribute) and node.attr in ("_prev", "_sb_position")}
                     | {node.value for node in ast.walk(tree)
                        if isinstance(node, ast.Constant) and node.value in ("_prev", "_sb_position")})
    assert private == []


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_snapshot_keeps_the_whole_position_memory(seed: int) -> None:
    table = _played(12, seed)
    copy = restore_table(json.loads(json.dumps(snapshot_table(table))))
    assert copy.position_memory() == table.position_memory()
    if table.can_deal():
        assert copy.next_positions() == table.next_positions()


@pytest.mark.reported("breaker")
def test_a_table_saved_before_position_memory_still_restores() -> None:
    """Open tables saved by the previous version hold ``prev`` and ``sb_position``."""
    table = _played(4, 9)
    old = snapshot_table(table)
    memory = old.pop("position_memory")
    prev = memory["prev"]
    old["prev"] = None if prev is None else dict(zip(("button", "small_blind", "big_blind"),
                                                     prev, strict=True))
    old["sb_position"] = memory["sb_position"]
    copy = restore_table(old)
    assert copy.position_memory()["prev"] == table.position_memory()["prev"]
    assert copy.position_memory()["sb_position"] == table.position_memory()["sb_position"]
    assert table.can_deal()
    assert copy.next_positions() == table.next_positions()


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("memory", [
    "nonsense", 5, [], {"prev": 3}, {"prev": [0, 1]}, {"prev": [0, 1, 2, 3]},
    {"prev": [True, 1, 2]}, {"prev": [0, 1, 9]}, {"sb_position": -1},
    {"chain_sitting_out": 4}, {"chain_sitting_out": ["A"]}, {"button": "A"},
])
def test_damaged_position_memory_is_a_named_value_error(memory: Any) -> None:
    table = _played(3, 5)
    with pytest.raises(ValueError, match="position memory"):
        table.restore_position_memory(memory)
    data = snapshot_table(table)
    data["position_memory"] = memory
    with pytest.raises(ValueError, match="position memory"):
        restore_table(data)
