"""Write the README's table of keys and pad buttons from the game's default key map
(:mod:`drawpoker.ui.keymap`) and the pad's map (:mod:`drawpoker.ui.pad`), between the
``<!-- keys:begin -->`` and ``<!-- keys:end -->`` lines; ``--check`` only says whether
the README has it as written (exit 1 and one line if not).

    uv run python tools/key_table.py [--check]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from drawpoker import i18n
from drawpoker.ui.key_names import key_name
from drawpoker.ui.keymap import ACTIONS, KeyMap, action_label
from drawpoker.ui.pad import PAD_ACTIONS, button_word

README = Path(__file__).resolve().parents[1] / "README.md"
BEGIN, END = "<!-- keys:begin -->", "<!-- keys:end -->"
#: Where each group of actions is live, as the table says it.
WHERE = {"menu": "every screen", "table": "at the table", "busy": "while cards move",
         "bet": "your bet", "draw": "the draw", "show": "the showdown", "over": "hand over",
         "busted": "out of chips"}
#: The pad families the table names, in its column order.
PADS = ("xbox", "playstation", "nintendo")


def _pad(action: str, group: str) -> str:
    buttons = [b for g in (group, "table") for b, a in PAD_ACTIONS.get(g, {}).items()
               if a == action]
    if not buttons:
        return "—"
    return " / ".join(button_word(buttons[0], family) for family in PADS)


def table() -> str:
    """The Markdown table: one row per action (where, what, keys, pad buttons)."""
    i18n.set_language("en")
    keys = KeyMap()
    lines = ["| where | action | keys | pad (Xbox / PlayStation / Switch) |",
             "|---|---|---|---|"]
    for action in ACTIONS:
        names = " or ".join(dict.fromkeys(key_name(k) for k in keys.keys(action.name)))
        lines.append(f"| {WHERE[action.group]} | {action_label(action)} | {names} | "
                     f"{_pad(action.name, action.group)} |")
    return "\n".join(lines)


def with_table(text: str) -> str:
    """``text`` (the README) with :func:`table` between its markers.

    Raises:
        ValueError: the markers are missing.
    """
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        raise ValueError(f"README.md: no {BEGIN} ... {END} lines")
    return text[: start + len(BEGIN)] + "\n" + table() + "\n" + text[end:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the README")
    args = parser.parse_args(argv)
    text = README.read_text(encoding="utf-8")
    new = with_table(text)
    if args.check:
        if new != text:
            print("README.md: the key table differs from the key map; run "
                  "tools/key_table.py", file=sys.stderr)
            return 1
        return 0
    README.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
