"""``drawpoker replay FILE.json [--check]``: play a scenario or hand-history file through the
engine and print the result as JSON (docs/scenario-format.md).

Exit status: 0 played through; 1 the file is invalid or cannot be read (the message
names the field; a file that is not a regular file or is larger than
``scenario.reader.MAX_JSON_BYTES`` is refused unread; with ``--check``, an ``expect`` that is
not an object shaped like the result); 2 an action was illegal; 3 (``--check``) the result
differs from ``expect``; 130 interrupted (Ctrl-C, in ``__main__``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping, Sequence
from typing import Any

from drawpoker.cli.output import OneLineParser, closed_pipe
from drawpoker.scenario.reader import MAX_JSON_BYTES, ScenarioError, read_json_file
from drawpoker.scenario.run import compare, run_scenario

#: how deeply an ``expect`` block may nest (the result itself nests four levels)
MAX_EXPECT_DEPTH = 16


def expect_problem(data: Any) -> str | None:
    """Why the ``expect`` block of a scenario cannot be compared with a result, or ``None``.

    It must be a JSON object (any subset of the result, docs/scenario-format.md), nested at
    most :data:`MAX_EXPECT_DEPTH` levels. A document that is no object at all is left to
    ``run_scenario`` to refuse (``None``).
    """
    if not isinstance(data, Mapping):
        return None
    if "expect" not in data:
        return "missing (needed by --check)"
    expect = data["expect"]
    if not isinstance(expect, Mapping):
        return (f"must be an object (a part of the result such as {{\"stacks\": ...}}), "
                f"got {_kind(expect)}")
    stack: list[tuple[Any, int]] = [(expect, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_EXPECT_DEPTH:
            return f"nested more than {MAX_EXPECT_DEPTH} levels deep"
        if isinstance(value, Mapping):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)
    return None


def _kind(value: Any) -> str:
    names = {str: "a string", list: "a list", bool: "true or false", int: "a number",
             float: "a number", type(None): "null"}
    return names.get(type(value), type(value).__name__)


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
    parser = OneLineParser(
        prog="drawpoker replay",
        description="Play a scenario or hand-history JSON file through the engine and print "
        "the result as JSON (format: docs/scenario-format.md).",
    )
    parser.add_argument("file", metavar="FILE.json",
                        help="the scenario or hand history: a regular file of at most "
                        f"{MAX_JSON_BYTES // (1024 * 1024)} MB")
    parser.add_argument("--check", action="store_true",
                        help="compare the result with the file's 'expect' object (any part of "
                        "the result); exit 3 on a difference, 1 if 'expect' is missing or not "
                        "such an object")
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
    if args.check:
        problem = expect_problem(data)
        if problem is not None:  # refused before anything is played or printed
            print(f"drawpoker replay: {args.file}: expect: {problem}", file=sys.stderr)
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
        assert isinstance(data, Mapping)  # run_scenario refuses anything else
        diffs = compare(data["expect"], result)
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
