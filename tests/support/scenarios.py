"""Scenario data shared by more than one test module (scenario-format.md's example)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

# scenario-format.md's example: antes 10, no-limit, Ann is the button.
# Bob opens 30, Cy calls, Ann raises to 90, Bob calls, Cy folds; after the draw Ann bets 100
# and Bob folds (the figures are worked out where they are asserted).
_SCENARIO_EXAMPLE: dict[str, Any] = {
    "format": "drawpoker-scenario/1",
    "rules": {"structure": "no-limit", "ante": 10, "small_bet": 10},
    "seats": [{"name": "Ann", "stack": 500}, {"name": "Bob", "stack": 500},
              {"name": "Cy", "stack": 300}],
    "button": "Ann",
    "seed": 7,
    "deals": [{
        "hole": {"Ann": "As Ad 7c 7h 2s", "Bob": "Kc Kd 9s 5h 3c", "Cy": "Qs Js Ts 9h 2c"},
        "stub": "8s Kh 4d 6c",
        "actions": [
            {"seat": "Bob", "act": "bet", "to": 30}, {"seat": "Cy", "act": "call"},
            {"seat": "Ann", "act": "raise", "to": 90}, {"seat": "Bob", "act": "call"},
            {"seat": "Cy", "act": "fold"},
            {"seat": "Bob", "act": "draw", "discard": "9s 5h 3c"},
            {"seat": "Ann", "act": "draw", "discard": "2s"},
            {"seat": "Bob", "act": "check"}, {"seat": "Ann", "act": "bet", "to": 100},
            {"seat": "Bob", "act": "fold"},
        ],
    }],
}


def scenario_example() -> dict[str, Any]:
    """A fresh copy of scenario-format.md's example hand (no ``expect``): safe to change."""
    return copy.deepcopy(_SCENARIO_EXAMPLE)


SCENARIO_DIR = Path(__file__).resolve().parents[1] / "scenario" / "files"
FILES = sorted(SCENARIO_DIR.glob("*.json"))


def load_scenario(path: Path) -> dict[str, Any]:
    """The JSON document of the scenario file at ``path``."""
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data
