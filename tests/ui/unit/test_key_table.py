"""The README's key table is the default key map and the pad's map (tools/key_table.py)."""

from __future__ import annotations

import pygame

from drawpoker.ui.keymap import ACTIONS
from tools import key_table


def test_the_readme_table_matches_the_default_key_map() -> None:
    text = key_table.README.read_text(encoding="utf-8")
    assert key_table.with_table(text) == text, "run: uv run python tools/key_table.py"


def test_the_table_names_every_action_with_its_keys_and_pad_buttons() -> None:
    rows = key_table.table().splitlines()[2:]
    assert len(rows) == len(ACTIONS)
    fold = next(r for r in rows if "| Fold |" in r)
    assert fold == "| your bet | Fold | F | X / Square / Y |"
    assert "| the draw | Draw | Enter or D | Y / Triangle / X |" in rows
    assert pygame.K_f in next(a for a in ACTIONS if a.name == "fold").keys


#: The buttons the README's quick start names, by the key map's action.
QUICK_START = {"Fold": "fold", "Call": "call", "Raise": "raise", "All in": "allin",
               "Draw": "draw", "Next hand": "next"}


def test_the_quick_start_names_the_default_keys() -> None:
    """Each "*Button* (K)" of the README's quick start is a default key of that button."""
    import re

    from drawpoker.ui.key_names import key_name
    from drawpoker.ui.keymap import KeyMap

    text = key_table.README.read_text(encoding="utf-8")
    quick = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    named = dict(re.findall(r"\*([A-Z][a-z]+(?: [a-z]+)?)\* \(([A-Z])\)", quick))
    assert set(named) == set(QUICK_START), named
    keys = KeyMap()
    for label, letter in named.items():
        assert letter in {key_name(k) for k in keys.keys(QUICK_START[label])}, (label, letter)
    assert "**H**" in quick and key_name(keys.keys("advisor")[0]) == "H"
