"""An engine ``Table`` between hands as JSON data, and back (the open table's record).

API:
    ``snapshot_table(table) -> dict``: button, dead-button state (docs/rules.md §2), stacks,
    bankrolls, options; ``ValueError`` while a deal runs or a pot is carried.
    ``restore_table(data) -> Table``: ``ValueError`` naming the field of bad data; a
    snapshot written before ``position_memory`` existed (``prev``, ``sb_position``) still
    restores.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from drawpoker.engine.chips import check_amount
from drawpoker.engine.rules import TableRules
from drawpoker.engine.table import Seat, Table


def snapshot_table(table: Table) -> dict[str, Any]:
    """The table between hands as JSON data (including the dead-button state).

    Raises:
        ValueError: a deal is running, or a pot is carried to a redeal.
    """
    if table.current is not None and not table.current.is_over:
        raise ValueError("snapshot_table: a hand is in progress")
    if table.carried_pot:
        raise ValueError("snapshot_table: a pot is carried to a redeal")
    return {
        "rules": table.rules.to_dict(),
        "ask_showdown": table.ask_showdown,
        "seats": [{"name": s.name, "stack": s.stack, "bankroll": s.bankroll,
                   "auto_rebuy": s.auto_rebuy, "sitting_out": s.sitting_out}
                  for s in table.seats],
        "button": table.button,
        "hand_no": table.hand_no,
        # the engine's dead-button memory (docs/rules.md §2): last deal's positions
        "position_memory": table.position_memory(),
    }


def _int(value: Any, what: str, minimum: int | None = 0, *, none: bool = False) -> Any:
    if value is None and none:
        return None
    if minimum is None:  # a seat position: any whole number the table checks itself
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"{what}: must be a whole number, got {value!r}")
        return value
    return check_amount(what, value, minimum)


def restore_table(data: Mapping[str, Any]) -> Table:
    """A :class:`Table` from :func:`snapshot_table` data.

    Raises:
        ValueError: the data is not a valid snapshot (the field is named).
    """
    if not isinstance(data, Mapping):
        raise ValueError("table: must be an object")
    rules = TableRules.from_dict(data.get("rules", {}))
    seats_data = data.get("seats")
    if not isinstance(seats_data, list):
        raise ValueError("table.seats: must be a list")
    seats = []
    for i, s in enumerate(seats_data):
        if not isinstance(s, Mapping) or not isinstance(s.get("name"), str):
            raise ValueError(f"table.seats[{i}]: must be an object with a name")
        seats.append(Seat(s["name"], _int(s.get("stack"), f"table.seats[{i}].stack"),
                          _int(s.get("bankroll"), f"table.seats[{i}].bankroll", none=True),
                          bool(s.get("auto_rebuy", False)), bool(s.get("sitting_out", False))))
    table = Table(rules, seats, _int(data.get("button"), "table.button"),
                  ask_showdown=bool(data.get("ask_showdown", True)))
    table.hand_no = _int(data.get("hand_no"), "table.hand_no")
    memory = data.get("position_memory")
    if memory is None:  # an open table saved before position_memory: "prev", "sb_position"
        memory = _legacy_position_memory(data)
    table.restore_position_memory(memory)
    return table


def _legacy_position_memory(data: Mapping[str, Any]) -> dict[str, Any]:
    """``Table.position_memory()`` data from a snapshot written before it existed."""
    prev = data.get("prev")
    if prev is not None and not isinstance(prev, Mapping):
        raise ValueError("table.prev: must be an object")
    return {
        "prev": None if prev is None else [_int(prev.get("button"), "table.prev.button"),
                                           _int(prev.get("small_blind"),
                                                "table.prev.small_blind", none=True),
                                           _int(prev.get("big_blind"),
                                                "table.prev.big_blind", none=True)],
        "sb_position": _int(data.get("sb_position"), "table.sb_position", none=True),
    }

