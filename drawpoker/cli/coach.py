"""``drawpoker coach FILE [--seat NAME]``: the coach's review of one player's decisions in a
hand-history or scenario JSON file, printed as JSON (the analysis the Coach screen shows).

Output::

    {"seat": name,
     "decisions": [{"deal": i, "action": k, "phase": "before_draw" | "draw" | "after_draw",
                    "did": "...", "recommended": "...", "figures": {...}, "chips_lost": x}],
     "leaks": ["..."]}

For a draw, ``did`` and ``recommended`` are the kept cards in card notation (``-`` for a
five-card draw) and ``figures.holds`` lists the sensible holds (the best six and the one
kept) with their exact chance to improve (``p_improve``), expected final rank
(``expected_rank``: the percent of all five-card hands the final hand beats, expected),
pot share (``equity``) and ``expected_chips``. For a bet, ``figures`` has the pot, the call,
the pot odds, the chance to win against the opponents' implied ranges, the expected chips
of each option and what the hard computer player does and why. Exit status: 0, 1 for a
file that cannot be read or reviewed (one line on stderr), 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from drawpoker.cli.output import json_text
from drawpoker.coach import CoachError, review_document
from drawpoker.scenario.reader import read_json_file


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="drawpoker coach",
        description="Review one player's decisions in a hand-history or scenario JSON file "
                    "and print the review as JSON: every draw against the exact best hold "
                    "(chance to improve, expected final rank, expected chips), every call "
                    "against the pot odds and the range the opponents' betting implied, "
                    "every check, bet and fold against the hard computer player, the chips "
                    "each mistake lost, and the leaks in plain words. Only what that player "
                    "could see is used.",
        epilog='Output: {"seat": NAME, "decisions": [{"deal", "action", "phase", "did", '
               '"recommended", "figures", "chips_lost"}], "leaks": [...]}. '
               "Exit status 0; 1 if the file cannot be read or played; 2 for bad arguments.")
    parser.add_argument("file", metavar="FILE",
                        help="a hand history exported by the game or a scenario file")
    parser.add_argument("--seat", metavar="NAME",
                        help='the player to review (default: the seat marked "player": '
                             '"human", else the first seat)')
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``drawpoker coach``; returns the exit status."""
    args = build_parser().parse_args(argv)
    try:
        document = read_json_file(args.file)
    except OSError as exc:
        print(f"drawpoker coach: cannot read {args.file}: {exc.strerror or exc}",
              file=sys.stderr)
        return 1
    except ValueError as exc:  # not UTF-8 text, not JSON, nested too deeply
        print(f"drawpoker coach: {args.file}: not valid JSON: {exc}", file=sys.stderr)
        return 1
    try:
        review = review_document(document, args.seat)
    except CoachError as exc:
        print(f"drawpoker coach: {args.file}: {exc}", file=sys.stderr)
        return 1
    print(json_text(review.to_json(), indent=2))
    return 0
