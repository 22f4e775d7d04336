"""``drawpoker daily [--date YYYY-MM-DD] [--json]``: a day's daily challenge, its deals and
the best line, headless (the same output on every machine: the deals come from the date
alone, ``progress.daily``).

JSON output::

    {"date": "YYYY-MM-DD", "seed": n, "max_score": 1000,
     "items": [{"kind": "draw" | "hand", "hand": "...", "theme", "game", "wild",
                "max_draw", "four_with_ace", "opponents", "pot",
                "best": {"keep", "draws", "p_improve", "equity", "expected_chips"}}]}

Without ``--json``, one line per deal. Exit status: 0; 2 for bad arguments (a date that is
no calendar day as YYYY-MM-DD).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from datetime import date

from drawpoker.cli.output import json_text
from drawpoker.progress.daily import challenge_for, parse_day


def _day(text: str) -> date:
    try:
        return parse_day(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="drawpoker daily",
        description="Print a day's daily challenge: five draw decisions and five hands dealt "
                    "from a seed derived from the date alone (every player gets the same "
                    "deals that day), each with the coach's best line: the hold with the "
                    "highest exact equity, its chance to improve and its expected chips.",
        epilog="Output (--json): {date, seed, max_score, items: [{kind, hand, theme, game, "
               "wild, max_draw, four_with_ace, opponents, pot, best: {keep, draws, p_improve, "
               "equity, expected_chips}}]}. Exit status 0; 2 for bad arguments.")
    parser.add_argument("--date", type=_day, metavar="YYYY-MM-DD",
                        help="the day (default: today, on this computer's calendar)")
    parser.add_argument("--json", action="store_true", help="print JSON (the same everywhere)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``drawpoker daily``; returns the exit status."""
    args = build_parser().parse_args(argv)
    challenge = challenge_for(args.date or date.today())
    doc = challenge.to_json()
    if args.json:
        print(json_text(doc, indent=2))
        return 0
    print(f"Daily challenge {doc['date']} (seed {doc['seed']}, best score {doc['max_score']})")
    for n, item in enumerate(doc["items"], start=1):
        best = item["best"]
        where = f"{item['opponents']} opponents, pot {item['pot']}" if item["kind"] == "hand" \
            else f"{item['game']}, wild {item['wild']}, draw up to {item['max_draw']}"
        print(f"{n:2}. {item['kind']:4}  {item['hand']:16} ({where}): keep {best['keep']}, "
              f"equity {best['equity']:.4f}")
    return 0
