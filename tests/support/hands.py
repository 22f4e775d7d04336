"""Engine hands built from card text, and the actions they record."""

from __future__ import annotations

from typing import Any

from drawpoker.engine import (
    ActionType,
)
from drawpoker.scenario.run import run_scenario

A = ActionType


def scenario(rules: dict[str, Any], seats: list[tuple[str, int]], button: str,
             deals: list[dict[str, Any]], seed: int = 1) -> dict[str, Any]:
    """Run a scenario built from ``rules``, ``seats`` (name, stack in chips), the button's name and
    ``deals``; the replay's result (scenario-format.md)."""
    data = {
        "format": "drawpoker-scenario/1",
        "rules": rules,
        "seats": [{"name": n, "stack": s} for n, s in seats],
        "button": button,
        "seed": seed,
        "deals": deals,
    }
    return run_scenario(data)


def acts(*items: str) -> list[dict[str, Any]]:
    """'Ann bet 30', 'Bob call', 'Bob draw 9s 5h', 'Ann draw' -> action dicts."""
    out: list[dict[str, Any]] = []
    for text in items:
        parts = text.split()
        item: dict[str, Any] = {"seat": parts[0], "act": parts[1]}
        if parts[1] in ("bet", "raise"):
            item["to"] = int(parts[2])
        if parts[1] == "draw":
            item["discard"] = " ".join(parts[2:])
        out.append(item)
    return out
