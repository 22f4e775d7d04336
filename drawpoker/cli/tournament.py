"""``drawpoker simulate --tournament``: whole sit-and-gos of computer players, headless
(docs/rules.md §6), on :func:`drawpoker.session.tournament.play.run_sit_and_go`.

Prints one JSON object: ``{"tournaments": [{"seed", "prize_pool", "places" (seat specs,
winner first), "prizes" (chips per place), "hands", "levels_reached",
"chips_conserved"}], "finish_share": {spec: [share of 1st, 2nd, ...]}}``. Tournament
``k`` (0-based) is seeded ``S + k``. Exit status 0 done, 2 bad arguments.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from drawpoker.engine import TableRules
from drawpoker.engine.chips import check_amount, shown
from drawpoker.session.tournament.play import finish_shares, run_sit_and_go
from drawpoker.session.tournament.schedule import (
    CUSTOM,
    LEVEL_UNITS,
    MAX_LEVEL_LENGTH,
    MAX_RISE,
    PRESETS,
    make_schedule,
)

RulesLoader = Callable[[str | None], TableRules]

#: the most sit-and-gos one command plays (each is kept for the finishing shares)
MAX_COUNT = 10_000


def parser() -> argparse.ArgumentParser:
    """The argument parser (``--help`` lists every flag)."""
    p = argparse.ArgumentParser(
        prog="drawpoker simulate --tournament",
        description="Play whole sit-and-go tournaments of computer players headless and "
                    "print one JSON object: each tournament's places, prizes, hands and "
                    "levels, and every player's share of each finishing place.")
    p.add_argument("--tournament", action="store_true", required=True,
                   help="play sit-and-go tournaments (this mode)")
    p.add_argument("--seats", required=True, metavar="SPEC,SPEC,...",
                   help="2 to 8 players: LEVEL:PERSONALITY (easy|medium|hard : shark|maniac|"
                        "rock|station|trickster) or a baseline (random, station, maniac, rock, "
                        "seed-rules, bettor)")
    p.add_argument("--count", type=int, default=1, metavar="N",
                   help=f"tournaments to play, 1 to {MAX_COUNT:,} (default 1)")
    p.add_argument("--seed", type=int, default=1, metavar="S",
                   help="random seed; tournament k is seeded S+k (default 1)")
    p.add_argument("--preset", choices=[*PRESETS, CUSTOM], default="regular",
                   help="structure: turbo (5 hands or 3 minutes a level, +50%%), regular "
                        "(10 hands or 6 minutes, +50%%), slow (15 hands or 10 minutes, "
                        "+33%%) or custom (--level-length and --rise); default regular")
    p.add_argument("--levels-by", choices=LEVEL_UNITS, default="hands", dest="unit",
                   help="levels last a number of hands or of minutes (headless: 45 s a "
                        "hand); default hands")
    p.add_argument("--level-length", type=int, metavar="N",
                   help=f"hands or minutes per level, 1 to {MAX_LEVEL_LENGTH} (default: the "
                        "preset's)")
    p.add_argument("--rise", type=int, metavar="PCT",
                   help=f"forced bets rise per level, in percent, 1 to {MAX_RISE} (default: "
                        "the preset's)")
    p.add_argument("--starting-chips", type=int, default=1000, metavar="N",
                   help="everyone's chips at the start (default 1000)")
    p.add_argument("--buy-in", type=int, default=100, metavar="N",
                   help="each player's buy-in into the prize pool (default 100)")
    p.add_argument("--rules", metavar="FILE.json",
                   help="table rules (the scenario-format rules object): game, wild cards, "
                        "structure, level 1's ante and blinds (default: no-limit, ante 10)")
    return p


def main(argv: Sequence[str], load_rules: RulesLoader) -> int:
    """Run the tournament mode of ``drawpoker simulate``; returns the exit status."""
    args = parser().parse_args(list(argv))
    try:
        if not 1 <= args.count <= MAX_COUNT:
            raise ValueError(f"--count must be 1 to {MAX_COUNT:,}, got {shown(args.count)}")
        for flag, value, least in (("--starting-chips", args.starting_chips, 1),
                                   ("--buy-in", args.buy_in, 0)):
            check_amount(flag, value, least)
        for flag, value, most in (("--level-length", args.level_length, MAX_LEVEL_LENGTH),
                                  ("--rise", args.rise, MAX_RISE)):
            if value is not None and not 1 <= value <= most:
                raise ValueError(f"{flag} must be 1 to {most:,}, got {shown(value)}")
        specs = [s.strip() for s in args.seats.split(",") if s.strip()]
        if not 2 <= len(specs) <= 8:
            raise ValueError(f"--seats: a sit-and-go has 2 to 8 players, got {len(specs)}")
        base = load_rules(args.rules) if args.rules else TableRules.from_dict({"ante": 10})
        schedule = make_schedule(base, args.preset, args.unit, length=args.level_length,
                                 rise=args.rise)
        results = [run_sit_and_go(specs, base, schedule, args.starting_chips, args.buy_in,
                                  args.seed + k) for k in range(args.count)]
    except ValueError as exc:
        print(f"drawpoker simulate: error: {exc}", file=sys.stderr)
        return 2
    data: dict[str, Any] = {
        "tournaments": [{"seed": r.seed, "prize_pool": r.prize_pool,
                         "places": [specs[s] for s in r.places], "prizes": list(r.prizes),
                         "hands": r.hands, "levels_reached": r.levels_reached,
                         "chips_conserved": r.chips_conserved} for r in results],
        "finish_share": finish_shares(specs, results),
    }
    print(json.dumps(data))
    return 0
