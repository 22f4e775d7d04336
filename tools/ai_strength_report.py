"""Regenerate docs/ai-strength.md: how strong the computer players are (issue 5).

Most figures are heads-up matches over duplicate deals (each deal played twice, the
players swapping seats and cards, so the luck of the deal cancels), on the default table
(no-limit, ante 1, stacks of 50 antes, each hand independent). Results are antes won per
100 hands by the first player, with a 95 % confidence interval. A last section seats
hard and medium players at six-seat tables with the ``bettor`` exploit bot (it must lose)
and counts check-arounds and uncontested bets (:mod:`drawpoker.ai.behaviour`).
``--multiway-only`` prints just that section to stdout and leaves the document alone.

    uv run python tools/ai_strength_report.py [--hands 20000] [--processes 2] [--seed 2026]

Runs with at most 2 worker processes (the machine is shared); about half an hour.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import platform
import sys
import time
from pathlib import Path

from drawpoker.ai.behaviour import table_behaviour
from drawpoker.ai.match import MatchResult, percentile, run_match
from drawpoker.ai.personalities import PERSONALITIES
from drawpoker.cli.simulate import ProgressBar
from drawpoker.engine import TableRules

BASELINES = ("random", "station", "maniac", "rock", "seed-rules")
#: six-seat tables of hard and medium players with the exploit bot (measurement only)
MULTIWAY = (
    ("hard:shark", "hard:maniac", "medium:rock", "medium:station", "hard:trickster", "bettor"),
    ("medium:shark", "medium:maniac", "hard:rock", "hard:station", "medium:trickster",
     "bettor"),
)
OUT = Path(__file__).resolve().parent.parent / "docs" / "ai-strength.md"


def _row(label: str, res: MatchResult) -> tuple[str, bool]:
    mean, lo, hi = res.per_100(0)
    won = lo > 0
    mark = "yes" if won else "**no**"
    ms = res.all_decision_ms()
    return (f"| {label} | {res.hands:,} | {mean:+.1f} | [{lo:+.1f}, {hi:+.1f}] | {mark} | "
            f"{res.hands / res.seconds:.0f} | {percentile(ms, 0.95):.2f} |"), won


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--multiway-only", action="store_true",
                        help="only the six-seat section (a quick confirmation run)")
    args = parser.parse_args(argv)
    procs = max(1, min(2, args.processes))
    rules = TableRules()
    head = ("| match (first player vs second) | hands | antes/100 | 95 % CI | "
            "CI above 0 | hands/s | decision p95 ms |\n|---|---:|---:|---|---|---:|---:|")
    sections: list[tuple[str, list[str]]] = []
    all_ok = True
    t0 = time.perf_counter()

    def play(a: str, b: str) -> tuple[str, bool]:
        print(f"{a} vs {b} ...", file=sys.stderr, flush=True)
        res = run_match([a, b], rules, args.hands, args.seed, processes=procs,
                        progress=ProgressBar() if sys.stderr.isatty() else None)
        row, won = _row(f"{a} vs {b}", res)
        print(row, file=sys.stderr, flush=True)
        return row, won

    rows: list[str] = []
    multi_head = ("| seat | player | antes/100 | 95 % CI |\n|---:|---|---:|---|")
    for specs in MULTIWAY:
        print(" / ".join(specs), "...", file=sys.stderr, flush=True)
        res = run_match(list(specs), rules, args.hands, args.seed, processes=procs,
                        progress=ProgressBar() if sys.stderr.isatty() else None)
        table = [f"Six seats, {res.hands:,} hands ({res.hands / res.seconds:.0f} hands/s):", "",
                 multi_head]
        for i, spec in enumerate(specs):
            mean, lo, hi = res.per_100(i)
            table.append(f"| {i + 1} | {spec} | {mean:+.1f} | [{lo:+.1f}, {hi:+.1f}] |")
            if spec == "bettor":
                all_ok &= hi < 0
        rows += [*table, ""]
        # behaviour of the players themselves: the exploit bot's seat taken by a medium
        # shark (the bot bets every unopened pot, so it would hide check-arounds)
        table_specs = ["medium:shark" if s == "bettor" else s for s in specs]
        beh = table_behaviour(table_specs, rules, min(args.hands, 2000), args.seed)
        rows += [f"Behaviour over {beh.hands:,} hands of the same table with medium:shark in "
                 f"the bettor's seat: "
                 f"checked around every round {100 * beh.checked_around_share:.1f} % of hands "
                 f"(sensible: at most 15 %); bets and raises won uncontested "
                 f"{100 * beh.uncontested_share:.1f} % (sensible: 5-45 %); showdowns "
                 f"{100 * beh.showdowns / beh.hands:.1f} % of hands.", ""]
    multiway = rows
    if args.multiway_only:
        print("\n".join(multiway))
        return 0 if all_ok else 1
    rows = []
    for base in BASELINES if not args.multiway_only else ():
        row, won = play("hard:shark", base)
        rows.append(row)
        all_ok &= won
    sections.append(("Hard beats every baseline bot", rows))
    rows = []
    for a, b in (("hard:shark", "medium:shark"), ("medium:shark", "easy:shark")
                 ) if not args.multiway_only else ():
        row, won = play(a, b)
        rows.append(row)
        all_ok &= won
    sections.append(("Each level beats the one below", rows))
    rows = []
    for key in PERSONALITIES if not args.multiway_only else ():
        if key == "shark":
            continue
        for a, b in ((f"hard:{key}", "seed-rules"), (f"hard:{key}", f"medium:{key}"),
                     (f"medium:{key}", f"easy:{key}")):
            row, _won = play(a, b)
            rows.append(row)
    sections.append(("Per personality (shark: see above)", rows))
    minutes = (time.perf_counter() - t0) / 60
    lines = [
        "# Computer players: measured strength",
        "",
        "Generated by `uv run python tools/ai_strength_report.py` "
        f"(--hands {args.hands} --seed {args.seed}; {minutes:.0f} minutes with {procs} "
        f"processes on {platform.machine()} / Python {platform.python_version()}, "
        f"{_dt.date.today().isoformat()}). Do not edit by hand: rerun the command.",
        "",
        *([f"**Confirmation run: {args.hands:,} hands per match, not the full 20,000; the "
           "confidence intervals are wider. Rerun with the default --hands for the full "
           "figures.**", ""] if args.hands < 20_000 else []),
        "Method: heads-up matches on the default table (no-limit, ante 1, minimum bet 2,",
        "stacks of 50 antes, every hand independent, the button alternating). Duplicate",
        "deals: each deal is played twice with the two players swapping seats and so",
        "holding each other's cards, and a redeal chain counts as one hand. The result is",
        "the first player's win in antes per 100 hands; the 95 % confidence interval comes",
        "from the spread of the per-deal results (one deal, both rotations, is one sample).",
        "Players learn opponents' habits within blocks of 200 deals, then start afresh.",
        "",
        "Players: `LEVEL:PERSONALITY` as in `drawpoker simulate` (see",
        "`drawpoker/ai/personalities.py`); baselines are the measuring bots of",
        "`drawpoker/ai/baselines.py` (random legal, always-call station, always-raise",
        "maniac, trips-or-better rock, and seed-rules: the seed articles' advice taken",
        "literally).",
        "",
        f"All required results hold: **{'yes' if all_ok else 'NO'}**.",
        "",
    ]
    for title, rows in sections:
        if rows:
            lines += [f"## {title}", "", head, *rows, ""]
    lines += ["## Six seats: hard and medium players against the always-betting bot", "",
              "Duplicate deals rotated through all six seats (every player holds every",
              "seat's cards from every position). `bettor` bets three quarters of the pot",
              "whenever it may open the betting and calls otherwise; it must lose (CI below",
              "zero): folding to every bet would make it a winner.", "", *multiway]
    args.out.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {args.out}", file=sys.stderr)
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main())
