"""``drawpoker replay FILE.json [--check]``: play a scenario or hand-history file through the
engine and print the result as JSON (docs/scenario-format.md).

Exit status: 0 played through; 1 the file is invalid (the message names the field);
2 an action was illegal; 3 (``--check``) the result differs from ``expect``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from typing import NoReturn

from drawpoker.cli.output import closed_pipe
from drawpoker.scenario.reader import ScenarioError, read_json_file
from drawpoker.scenario.run import compare, run_scenario


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        print(f"drawpoker replay: {message}", file=sys.stderr)
        raise SystemExit(1)


def main(argv: Sequence[str]) -> int:
    """``drawpoker replay FILE.json [--check]``: print the result JSON; return the exit status.

    Returns:
        0 played through (and, with ``--check``, matched ``expect``); 1 invalid file (the
        message names the field); 2 an illegal action; 3 ``--check`` found a difference;
        141 stdout's reader left early (``| head``), as Unix tools killed by SIGPIPE.
    """
    try:
        return _main(argv)
    except BrokenPipeError:
        return closed_pipe()


def _main(argv: Sequence[str]) -> int:
    parser = _Parser(
        prog="drawpoker replay",
        description="Play a scenario or hand-history JSON file through the engine and print "
        "the result as JSON (format: docs/scenario-format.md).",
    )
    parser.add_argument("file", metavar="FILE.json", help="the scenario or hand history")
    parser.add_argument("--check", action="store_true",
                        help="compare the result with the file's 'expect' object; exit 3 on a "
                        "difference")
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as exc:
        return 0 if exc.code == 0 else 1
    try:
        data = read_json_file(args.file)
    except OSError as exc:
        print(f"drawpoker replay: cannot read {args.file}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    except ValueError as exc:  # bad JSON or UTF-8, too deep, huge numbers
        print(f"drawpoker replay: {args.file}: not valid JSON: {exc}", file=sys.stderr)
        return 1
    try:
        result = run_scenario(data)
    except ScenarioError as exc:
        print(f"drawpoker replay: {args.file}: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # never a traceback: report and fail  # noqa: BLE001
        print(f"drawpoker replay: {args.file}: internal error: {type(exc).__name__}: {exc}",
              file=sys.stderr)
        return 1
    print(json.dumps(result, indent=2))
    if args.check:
        expect = data.get("expect") if isinstance(data, Mapping) else None
        if expect is None:
            print(f"drawpoker replay: {args.file}: expect: missing (needed by --check)",
                  file=sys.stderr)
            return 1
        diffs = compare(expect, result)
        if diffs:
            print("drawpoker replay: the result differs from 'expect':", file=sys.stderr)
            for line in diffs:
                print(f"  {line}", file=sys.stderr)
            return 3
    if result["error"] is not None:
        err = result["error"]
        print(f"drawpoker replay: deal {err['deal']}, action {err['action']}: {err['message']}",
              file=sys.stderr)
        return 2
    return 0
