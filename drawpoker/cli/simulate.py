"""``drawpoker simulate``: computer players against each other, headless, duplicate deals.

The command line front end of :func:`drawpoker.ai.match.run_match`: arguments, the
``--rules`` file, the text or ``--json`` output and the exit status (0 done, 2 bad
arguments, 130 interrupted with Ctrl-C: see ``__main__``). Output stays English and
machine-readable. ``--hands`` is at most :data:`MAX_HANDS` (hours of play); the statistics
are running totals, so memory does not grow with the hands. Decision-time percentiles are
exact to one 2 % bin (``ai.match_stats.TimeHistogram``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence
from typing import Any

from drawpoker.ai.match import MatchResult, run_match
from drawpoker.cli import tournament
from drawpoker.engine import TableRules
from drawpoker.scenario.reader import MAX_JSON_BYTES, read_json_file

#: the most hands one ``simulate`` plays (hours of play)
MAX_HANDS = 1_000_000


class ProgressBar:
    """A one-line progress bar on stderr (only drawn when stderr is a terminal), for
    :func:`~drawpoker.ai.match.run_match`'s ``progress``: call it with (hands done,
    hands in all); the line ends when the match is done."""

    def __init__(self) -> None:
        self.on = sys.stderr.isatty()
        self.t0 = time.perf_counter()

    def __call__(self, done: int, total: int) -> None:
        if not self.on:
            return
        total = max(total, 1)
        frac = done / total
        width = 30
        filled = int(frac * width)
        rate = done / max(time.perf_counter() - self.t0, 1e-9)
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} "
                         f"hands  {rate:.0f}/s")
        if done >= total:
            sys.stderr.write("\n")
        sys.stderr.flush()


def load_rules(path: str | None) -> TableRules:
    """Table rules from a JSON file holding a scenario ``rules`` object (or a scenario).

    Raises:
        ValueError: unreadable file or invalid rules (the message names the field).
    """
    if path is None:
        return TableRules()
    try:
        data = read_json_file(path)
    except OSError as exc:
        raise ValueError(f"--rules {path}: cannot read: {exc.strerror or exc}") from exc
    except ValueError as exc:  # not UTF-8, not JSON, nested too deeply
        raise ValueError(f"--rules {path}: not valid JSON: {exc}") from exc
    if isinstance(data, dict) and isinstance(data.get("rules"), dict):
        data = data["rules"]
    if not isinstance(data, dict):
        raise ValueError(f"--rules {path}: expected a JSON object of table rules")
    try:
        return TableRules.from_dict(data)
    except ValueError as exc:
        raise ValueError(f"--rules {path}: {exc}") from exc


def max_processes() -> int:
    """The most worker processes ``simulate --processes`` accepts: the CPUs this process
    may run on (more only add start-up time and memory)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def summary(result: MatchResult) -> dict[str, Any]:
    """The ``--json`` object."""
    ms = result.all_decision_ms()
    seats = []
    for p, spec in enumerate(result.specs):
        mean, lo, hi = result.per_100(p)
        seats.append({"spec": spec, "antes_per_100": round(mean, 3),
                      "ci95": [round(lo, 3), round(hi, 3)]})
    return {
        "hands": result.hands,
        "hands_per_second": round(result.hands / max(result.seconds, 1e-9), 2),
        "seats": seats,
        "decision_ms": {"p50": round(ms.percentile(0.5), 3),
                        "p95": round(ms.percentile(0.95), 3),
                        "max": round(ms.worst, 3)},
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``drawpoker simulate``; returns the exit status (0 ok, 2 bad arguments)."""
    argv = list(argv) if argv is not None else sys.argv[1:]
    if "--tournament" in argv:  # whole sit-and-gos: drawpoker.cli.tournament
        return tournament.main(argv, load_rules)
    parser = argparse.ArgumentParser(
        prog="drawpoker simulate",
        description="Play computer players against each other headless with duplicate deals "
                    "and print each seat's result in antes per 100 hands (95 % CI).",
        epilog="With --tournament: whole sit-and-go tournaments instead (places, prizes, "
               "levels as JSON); 'drawpoker simulate --tournament --help' lists its flags.")
    parser.add_argument("--hands", type=int, required=True, metavar="N",
                        help="hands to play, 1 to 1,000,000 (rounded up to whole rotations "
                             "of the seats)")
    parser.add_argument("--seats", required=True, metavar="SPEC,SPEC,...",
                        help="LEVEL:PERSONALITY (easy|medium|hard : shark|maniac|rock|station|"
                             "trickster) or a baseline: random, station, maniac, rock, seed-rules, "
                             "bettor; or an exploit bot: patbettor, drawreader, checkraiser, "
                             "potbettor, nobluff, sticky, shover, polariser, slowplayer, tag, "
                             "callbet; or lbr@LEVEL:PERSONALITY, the local best response to "
                             "that player")
    parser.add_argument("--seed", type=int, default=1, metavar="S", help="random seed")
    parser.add_argument("--rules", metavar="FILE.json",
                        help="table rules (the scenario-format rules object), a regular file "
                             f"of at most {MAX_JSON_BYTES // (1024 * 1024)} MB")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--processes", type=int, default=1, metavar="P",
                        help="worker processes, 1 to the number of CPUs (default 1; "
                             "results do not depend on it)")
    args = parser.parse_args(argv)
    try:
        if not 1 <= args.hands <= MAX_HANDS:
            raise ValueError(f"--hands must be between 1 and {MAX_HANDS:,}, got {args.hands:,}")
        cap = max_processes()
        if not 1 <= args.processes <= cap:
            raise ValueError(f"--processes must be between 1 and {cap} (the CPUs this "
                             f"computer lets the game use), got {args.processes}")
        specs = [s.strip() for s in args.seats.split(",") if s.strip()]
        rules = load_rules(args.rules)
        result = run_match(specs, rules, args.hands, args.seed, processes=args.processes,
                           progress=None if args.json else ProgressBar())
    except ValueError as exc:
        print(f"drawpoker simulate: error: {exc}", file=sys.stderr)
        return 2
    data = summary(result)
    if args.json:
        print(json.dumps(data))
        return 0
    print(f"{data['hands']} hands, {data['hands_per_second']} hands/s, duplicate deals")
    print(f"{'seat':<5} {'player':<18} {'antes/100':>10}  95 % CI")
    for i, s in enumerate(data["seats"]):
        lo, hi = s["ci95"]
        print(f"{i + 1:<5} {s['spec']:<18} {s['antes_per_100']:>10.2f}  [{lo:.2f}, {hi:.2f}]")
    d = data["decision_ms"]
    print(f"decision time (ms): p50 {d['p50']}  p95 {d['p95']}  max {d['max']}")
    for spec, ts in result.decision_ms.items():
        if ts.count:
            print(f"  {spec:<18} p50 {ts.percentile(0.5):.3f}  p95 {ts.percentile(0.95):.3f}  "
                  f"max {ts.worst:.3f}  ({ts.count} decisions)")
    return 0
