"""Regenerate docs/ai-strength.md: how strong the computer players are (issues 5, 14).

Most figures are heads-up matches over duplicate deals (each deal played twice, the
players swapping seats and cards, so the luck of the deal cancels), on the default table
(no-limit, ante 1, stacks of 50 antes, each hand independent). Results are antes won per
100 hands by the first player, with a 95 % confidence interval. The exploit suite
(``drawpoker.ai.baselines.EXPLOITS``: one habit each a player could use against the
computer players) comes first: hard must win at least +60 antes/100 against each (+100
against the stand-pat bettor) with the interval above zero, medium must beat each. Then
the baselines, the levels against each other, the local best response of issue 26
(:mod:`drawpoker.ai.best_response`: hard must win at least +20 against it; every level's
result is its exploitability estimate), six-seat tables with the ``bettor`` bot
(it must lose; check-arounds and uncontested bets, :mod:`drawpoker.ai.behaviour`) and,
with ``--personalities``, every personality; last the speed of the players (decision
p95 per level, six hard seats in hands per CPU-second). Every rate and decision time is
counted in CPU time (``time.process_time``), so a loaded machine does not distort them.
The document is written again after every match, so an interrupted run leaves the
sections it finished.
``--sections levels,multiway`` runs only the sections named (keys: :data:`SECTIONS`) and
keeps the other sections' last figures from the document as they are.
Stopped with Ctrl-C (SIGINT), it writes what it measured and marks the sections it did
not finish as not measured.
``--multiway-only`` prints just the six-seat section to stdout and leaves the document alone.

    uv run python tools/ai_strength_report.py [--hands 8000] [--processes 1] [--seed 2026]
        [--multiway-hands 1200] [--lbr-hands 2000] [--personalities]
        [--sections KEY,KEY,...]

Runs with at most 2 worker processes (the machine is shared); about an hour with one.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import platform
import sys
import time
from pathlib import Path

from drawpoker.ai.baselines import EXPLOITS
from drawpoker.ai.behaviour import table_behaviour
from drawpoker.ai.match import MatchResult, run_match
from drawpoker.ai.match_stats import TimeHistogram
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
#: section keys (``--sections``) and the start of each section's heading, in document order
SECTIONS = {
    "exploit-hard": "Hard against the exploit suite",
    "exploit-medium": "Medium against the exploit suite",
    "best-response": "Exploitability: a local best response",
    "baselines": "Hard against the baseline bots",
    "levels": "Each level beats the one below",
    "multiway": "Six seats:",
    "personalities": "Per personality",
    "speed": "Speed",
}
#: speed: hands of six hard seats (shark, maniac, rock, station, trickster, shark)
SPEED_SEATS = ("hard:shark", "hard:maniac", "hard:rock", "hard:station", "hard:trickster",
               "hard:shark")
SPEED_HANDS = 300
LEVEL_ORDER = ("hard", "medium", "easy")
OUT = Path(__file__).resolve().parent.parent / "docs" / "ai-strength.md"
#: the bar of issue 14 (antes/100 with the CI above zero)
HARD_MARGIN = 60.0
PATBETTOR_MARGIN = 100.0
#: the bar of issue 26 against the best response (antes/100 with the CI above zero)
LBR_MARGIN = 20.0
#: the players whose exploitability is estimated (the best response plays each)
LBR_PLAYERS = ("hard:shark", "medium:shark", "easy:shark")

#: the same matches played with the computer players as they were before issue 14
#: (commit 5589464: its AI with the exploit suite added), --hands 8000 --seed 2026
BEFORE = {
    # the exploit bots of issue 26 against the players of commit b0e94e2 (before issue 26),
    # --hands 8000 --seed 2026 (the best response: 2,000 hands)
    ("hard:shark", "polariser"): "+55.3 [+42.8, +67.8] (b0e94e2)",
    ("hard:shark", "slowplayer"): "+50.9 [+37.7, +64.1] (b0e94e2)",
    ("hard:shark", "tag"): "+44.2 [+32.4, +56.0] (b0e94e2)",
    ("hard:shark", "callbet"): "+324.3 [+293.3, +355.3] (b0e94e2)",
    ("medium:shark", "polariser"): "+14.3 [-0.5, +29.1] (b0e94e2)",
    ("medium:shark", "slowplayer"): "+2.7 [-12.9, +18.2] (b0e94e2)",
    ("medium:shark", "tag"): "+11.6 [-1.9, +25.2] (b0e94e2)",
    ("medium:shark", "callbet"): "+297.9 [+266.9, +328.8] (b0e94e2)",
    ("hard:shark", "lbr@hard:shark"): "+67.0 [+35.5, +98.4] (b0e94e2, 2,000 hands)",
    ("medium:shark", "lbr@medium:shark"): "-21.5 [-57.5, +14.5] (b0e94e2, 2,000 hands)",
    ("easy:shark", "lbr@easy:shark"): "-470.8 [-551.5, -390.1] (b0e94e2, 2,000 hands)",
    ("hard:shark", "patbettor"): "-121.5 [-134.2, -108.8]",
    ("medium:shark", "patbettor"): "-118.7 [-129.8, -107.6]",
    ("hard:shark", "drawreader"): "+94.1 [+65.9, +122.3]",
    ("medium:shark", "drawreader"): "+51.2 [+17.6, +84.9]",
    ("hard:shark", "checkraiser"): "+12.6 [-0.9, +26.2]",
    ("medium:shark", "checkraiser"): "-160.3 [-184.8, -135.8]",
    ("hard:shark", "potbettor"): "+813.3 [+758.9, +867.8]",
    ("medium:shark", "potbettor"): "+913.5 [+854.3, +972.6]",
    ("hard:shark", "nobluff"): "+66.1 [+45.0, +87.2]",
    ("medium:shark", "nobluff"): "-74.3 [-98.4, -50.2]",
}


def _row(label: str, res: MatchResult, margin: float = 0.0,
         before: str | None = None) -> tuple[str, bool]:
    mean, lo, hi = res.per_100(0)
    won = lo > 0 and mean >= margin
    mark = "yes" if won else "**no**"
    ms = res.decision_ms.get(res.specs[0], [])  # the first player's own decisions
    was = f" {before} |" if before is not None else ""
    return (f"| {label} | {res.hands:,} | {mean:+.1f} | [{lo:+.1f}, {hi:+.1f}] | {mark} |{was} "
            f"{_rate(res)} | {ms.percentile(0.95):.2f} |"), won


def _rate(res: MatchResult) -> str:
    """Hands per CPU-second of ``res`` (its players' processes), rounded."""
    return f"{res.hands / max(res.cpu_seconds, 1e-9):.0f}"


def _multiway(rules: TableRules, hands: int, seed: int, procs: int) -> tuple[list[str], bool]:
    rows: list[str] = []
    ok = True
    multi_head = "| seat | player | antes/100 | 95 % CI |\n|---:|---|---:|---|"
    for specs in MULTIWAY:
        print(" / ".join(specs), "...", file=sys.stderr, flush=True)
        res = run_match(list(specs), rules, hands, seed, processes=procs,
                        progress=ProgressBar() if sys.stderr.isatty() else None)
        table = [f"Six seats, {res.hands:,} hands ({_rate(res)} hands per CPU-second):", "",
                 multi_head]
        for i, spec in enumerate(specs):
            mean, lo, hi = res.per_100(i)
            table.append(f"| {i + 1} | {spec} | {mean:+.1f} | [{lo:+.1f}, {hi:+.1f}] |")
            if spec == "bettor":
                ok &= hi < 0
                table.insert(1, f"Required result (bettor loses, CI below zero): "
                                f"{'yes' if hi < 0 else '**no**'}")
                table.insert(1, "")
        rows += [*table, ""]
        # behaviour of the players themselves: the exploit bot's seat taken by a medium
        # shark (the bot bets every unopened pot, so it would hide check-arounds)
        table_specs = ["medium:shark" if s == "bettor" else s for s in specs]
        beh = table_behaviour(table_specs, rules, min(hands, 2000), seed)
        rows += [f"Behaviour over {beh.hands:,} hands of the same table with medium:shark in "
                 f"the bettor's seat: "
                 f"checked around every round {100 * beh.checked_around_share:.1f} % of hands "
                 f"(sensible: at most 15 %); bets and raises won uncontested "
                 f"{100 * beh.uncontested_share:.1f} % (sensible: 5-45 %); showdowns "
                 f"{100 * beh.showdowns / beh.hands:.1f} % of hands.", ""]
    return rows, ok


def _kept(path: Path) -> dict[str, list[str]]:
    """The sections of the document at ``path`` by key: their lines after the heading."""
    out: dict[str, list[str]] = {}
    if not path.exists():
        return out
    key = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            key = next((k for k, t in SECTIONS.items() if line[3:].startswith(t)), None)
            if key is not None:
                out[key] = [line]
        elif key is not None:
            out[key].append(line)
    return out


def _speed(rules: TableRules, seed: int, levels: list[MatchResult]) -> list[str]:
    """The speed section: decision p95 per level (from the level matches of this run, or
    a short hard/medium/easy match) and six hard seats in hands/s."""
    print("speed: six hard seats ...", file=sys.stderr, flush=True)
    six = run_match(list(SPEED_SEATS), rules, SPEED_HANDS, seed, processes=1)
    if not levels:
        levels = [run_match(["hard:shark", "medium:shark"], rules, 400, seed),
                  run_match(["medium:shark", "easy:shark"], rules, 400, seed)]
    p95: dict[str, TimeHistogram] = {}
    for res in levels:
        for spec, ms in res.decision_ms.items():
            p95.setdefault(spec.split(":")[0], TimeHistogram()).merge(ms)
    rows = [f"| decision p95, {lvl} | {ms.percentile(0.95):.2f} ms | at most 50 ms |"
            for lvl, ms in sorted(p95.items(), key=lambda kv: LEVEL_ORDER.index(kv[0]))]
    rows.append(f"| six hard seats ({six.hands:,} hands, one process) | "
                f"{_rate(six)} hands per CPU-second | at least 50 hands per CPU-second |")
    rows.append(f"| decision p95, six hard seats | {six.all_decision_ms().percentile(0.95):.2f} "
                "ms | at most 50 ms |")
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=8_000,
                        help="hands per heads-up match (8,000 = 4,000 duplicate deals)")
    parser.add_argument("--multiway-hands", type=int, default=1_200,
                        help="hands per six-seat table")
    parser.add_argument("--lbr-hands", type=int, default=2_000,
                        help="hands per match against the local best response")
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--personalities", action="store_true",
                        help="also every personality against seed-rules and the level below")
    parser.add_argument("--multiway-only", action="store_true",
                        help="only the six-seat section (a quick confirmation run)")
    parser.add_argument("--sections", default=None,
                        help="run only these sections (comma-separated: "
                             f"{','.join(SECTIONS)}) and keep the others' last figures "
                             "from the document (read again at every write: runs of "
                             "different sections may go side by side)")
    args = parser.parse_args(argv)
    procs = max(1, min(2, args.processes))
    rules = TableRules()
    if args.multiway_only:
        rows, ok = _multiway(rules, args.multiway_hands, args.seed, procs)
        print("\n".join(rows))
        return 0 if ok else 1
    if args.sections is None:
        chosen = [k for k in SECTIONS if k != "personalities" or args.personalities]
        kept: dict[str, list[str]] = {}
    else:
        chosen = [k.strip() for k in args.sections.split(",") if k.strip()]
        unknown = [k for k in chosen if k not in SECTIONS]
        if unknown:
            parser.error(f"unknown section {', '.join(unknown)} (known: {', '.join(SECTIONS)})")
        kept = _kept(args.out)  # a chosen section keeps its last figures until it has rows
    head = ("| match (first player vs second) | hands | antes/100 | 95 % CI | "
            "required result | hands/CPU-s | decision p95 ms |\n|---|---:|---:|---|---|---:|---:|")
    head_before = ("| match (first player vs second) | hands | antes/100 | 95 % CI | "
                   "required result | before: antes/100 [95 % CI] | hands/CPU-s | "
                   "decision p95 ms |\n|---|---:|---:|---|---|---|---:|---:|")
    done: dict[str, tuple[str, str, list[str]]] = {}
    state = {"ok": True, "stopped": False, "current": ""}
    t0 = time.perf_counter()
    level_results: list[MatchResult] = []

    def play(a: str, b: str, margin: float = 0.0, *, required: bool = True,
             before: bool = False, hands: int | None = None) -> str:
        print(f"{a} vs {b} ...", file=sys.stderr, flush=True)
        res = run_match([a, b], rules, hands or args.hands, args.seed, processes=procs,
                        progress=ProgressBar() if sys.stderr.isatty() else None)
        if (a, b) in (("hard:shark", "medium:shark"), ("medium:shark", "easy:shark")):
            level_results.append(res)
        was = BEFORE.get((a, b), "not measured") if before else None
        row, won = _row(f"{a} vs {b}", res, margin, was)
        if required:
            state["ok"] = bool(state["ok"]) and won
        print(row, file=sys.stderr, flush=True)
        return row

    def write() -> None:
        minutes = (time.perf_counter() - t0) / 60
        # a run of chosen sections keeps the others' figures as the document has them now,
        # so that runs of different sections can go side by side into one document
        kept_now = kept if args.sections is None else {**kept, **_kept(args.out)}
        ok = bool(state["ok"]) and not any("**no**" in "\n".join(v) for k, v in kept_now.items()
                                           if not done.get(k, ("", "", []))[2])
        ran = ("" if args.sections is None else
               f"; sections {', '.join(chosen)} only, the others kept from the previous run")
        lines = [
            "# Computer players: measured strength",
            "",
            "Generated by `uv run python tools/ai_strength_report.py` "
            f"(--hands {args.hands} --seed {args.seed}; {minutes:.0f} minutes with {procs} "
            f"process{'es' if procs > 1 else ''} on {platform.machine()} / Python "
            f"{platform.python_version()}, {_dt.date.today().isoformat()}{ran}). Do not edit "
            "by hand: rerun the command.",
            "",
            "Method: heads-up matches on the default table (no-limit, ante 1, minimum bet 2,",
            "stacks of 50 antes, every hand independent, the button alternating). Duplicate",
            "deals: each deal is played twice with the two players swapping seats and so",
            "holding each other's cards, and a redeal chain counts as one hand. The result is",
            "the first player's win in antes per 100 hands; the 95 % confidence interval comes",
            "from the spread of the per-deal results (one deal, both rotations, is one sample).",
            "Players learn opponents' habits within blocks of 200 deals, then start afresh",
            "(the opponent model, `drawpoker/ai/model.py`). Hands per second and decision",
            "times are counted in CPU time (`time.process_time` of the processes that played),",
            "so other programs on a shared machine do not stretch them; the decision p95 of a",
            "match row is the first player's own.",
            "",
            "Players: `LEVEL:PERSONALITY` as in `drawpoker simulate` (see",
            "`drawpoker/ai/personalities.py`); the bots are those of",
            "`drawpoker/ai/baselines.py`: the baselines (random legal, always-call station,",
            "always-raise maniac, trips-or-better rock, seed-rules: the seed articles' advice",
            "taken literally, bettor: three quarters of the pot whenever it may open) and the",
            "exploit suite, one habit each: patbettor stands pat on everything and bets the",
            "pot after the draw; drawreader bets into players who drew three and believes pat",
            "hands and one-card draws; checkraiser checks everything and check-raises two pair",
            "or better; potbettor bets or raises the pot at every turn; nobluff bets only",
            "what it holds; sticky never folds a pair; shover moves all in with any pair or",
            "draw before the draw; and the habits of issue 26 (`drawpoker/ai/exploit_bots.py`):",
            "polariser bets the pot after the draw only with three of a kind or better or with",
            "nothing and checks the pairs that call; slowplayer checks and calls three of a",
            "kind or better, then moves all in when bet into after the draw; tag is a solid",
            "tight-aggressive regular (position, value bets by strength, draw counts, a few",
            "bluffs); callbet calls every bet before the draw and bets the pot whenever it is",
            "checked to after it.",
            "",
            "Exploitability: `lbr@PLAYER` is a local best response to that player (after",
            "Lisy and Bowling 2017, `drawpoker/ai/best_response.py`): it knows the player's",
            "policy, not his cards; after the draw it reads his range by replaying sampled",
            "hands through his policy (on a copy of a player that learns what he learns) and",
            "takes the action of highest value against it. Its result against a player is",
            "the estimate of how much that player can be exploited (played over",
            "`--lbr-hands` hands: each of its decisions asks the policy dozens of times).",
            "",
            "The \"before\" column: the same match with the computer players as they were",
            "before issue 14 (commit 5589464), --hands 8000 --seed 2026; for the bots of",
            "issue 26 and the best response, as they were before issue 26 (commit b0e94e2).",
            "",
            f"All required results hold: **{'yes' if ok else 'NO'}**."
            if not state["stopped"] or not ok else
            "All required results hold: **not known** (the run was stopped before every "
            "section was measured; every required result it measured holds).",
            "",
        ]
        stopped = bool(state["stopped"])
        for key in SECTIONS:
            if key in done and done[key][2]:
                title, table_head, rows = done[key]
                lines += [f"## {title}", "", table_head, *rows, ""]
                if stopped and key == state["current"]:
                    lines += ["The run was stopped here: the rows above are those it "
                              "finished.", ""]
            elif stopped and key in chosen:
                lines += [f"## {SECTIONS[key]}", "", "Not measured: the run was stopped "
                          "before this section (its figures for this code are not known).",
                          ""]
            elif key in kept_now:
                lines += [*kept_now[key]]
                if lines[-1] != "":
                    lines.append("")
        # whole or not at all: another run may read the document at any moment
        partial = args.out.with_name(args.out.name + ".part")
        partial.write_text("\n".join(lines), encoding="utf-8")
        partial.replace(args.out)

    def section(key: str, title: str, table_head: str) -> list[str]:
        rows: list[str] = []
        done[key] = (title, table_head, rows)
        state["current"] = key
        return rows

    def run_all() -> None:
        if "exploit-hard" in chosen:
            rows = section("exploit-hard", f"{SECTIONS['exploit-hard']} (required: at least "
                           f"+{HARD_MARGIN:.0f}, +{PATBETTOR_MARGIN:.0f} against patbettor, CI "
                           "above zero)", head_before)
            for bot in EXPLOITS:
                margin = PATBETTOR_MARGIN if bot == "patbettor" else HARD_MARGIN
                rows.append(play("hard:shark", bot, margin, before=True))
                write()
        if "best-response" in chosen:
            rows = section("best-response", f"{SECTIONS['best-response']} (required: hard at "
                           f"least +{LBR_MARGIN:.0f}, CI above zero; the others reported)",
                           head_before)
            for spec in LBR_PLAYERS:
                rows.append(play(spec, f"lbr@{spec}", LBR_MARGIN, required=spec.startswith(
                    "hard:"), before=True, hands=args.lbr_hands))
                write()
            if args.personalities:
                for key in PERSONALITIES:
                    if key != "shark":
                        rows.append(play(f"hard:{key}", f"lbr@hard:{key}", required=False,
                                         before=True, hands=args.lbr_hands))
                        write()
        if "exploit-medium" in chosen:
            rows = section("exploit-medium", f"{SECTIONS['exploit-medium']} (required: CI above "
                           "zero)", head_before)
            for bot in EXPLOITS:
                rows.append(play("medium:shark", bot, before=True))
                write()
        if "baselines" in chosen:
            rows = section("baselines", f"{SECTIONS['baselines']} (required: at least "
                           f"+{HARD_MARGIN:.0f}, CI above zero)", head)
            for base in (*BASELINES, "bettor"):
                rows.append(play("hard:shark", base, HARD_MARGIN))
                write()
        if "levels" in chosen:
            rows = section("levels", f"{SECTIONS['levels']} (required: CI above zero)", head)
            for a, b in (("hard:shark", "medium:shark"), ("medium:shark", "easy:shark")):
                rows.append(play(a, b))
                write()
        if "multiway" in chosen:
            multi, ok = _multiway(rules, args.multiway_hands, args.seed, procs)
            state["ok"] = bool(state["ok"]) and ok
            done["multiway"] = (
                f"{SECTIONS['multiway']} hard and medium players against the always-betting bot",
                "Duplicate deals rotated through all six seats (every player holds every "
                "seat's cards from every position). `bettor` bets three quarters of the pot "
                "whenever it may open the betting and calls otherwise; it must lose (CI "
                "below zero): folding to every bet would make it a winner.", multi)
            write()
        if "personalities" in chosen:
            rows = section("personalities", f"{SECTIONS['personalities']} (not required; shark: "
                           "see above)", head)
            for key in PERSONALITIES:
                if key == "shark":
                    continue
                for a, b in ((f"hard:{key}", "seed-rules"), (f"hard:{key}", f"medium:{key}"),
                             (f"medium:{key}", f"easy:{key}")):
                    rows.append(play(a, b, required=False))
                    write()
        if "speed" in chosen:
            rows = section("speed", f"{SECTIONS['speed']} (CPU time; "
                           "`benchmarks/bench_ai.py` checks the targets against a reference "
                           "measured in the same run)",
                           "| measure | result | target |\n|---|---:|---|")
            rows += _speed(rules, args.seed, level_results)
            write()

    try:
        run_all()
    except KeyboardInterrupt:
        # stopped (Ctrl-C, SIGINT): the sections not finished say so instead of keeping
        # figures of another run
        state["stopped"] = True
        write()
        print(f"stopped; wrote {args.out}", file=sys.stderr)
        return 1
    print(f"wrote {args.out}", file=sys.stderr)
    return 0 if state["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
