"""``drawpoker verify FILE``: check recorded hands against the shuffles committed before
them (docs/fairness.md §3).

FILE is a hand exported from the hand history (a ``.json`` scenario file) or a profile
(``profile.sqlite3``, opened read-only: every recorded hand in it is checked). One line
per hand: its verdict.

Exit status: 0 every hand is exactly its committed shuffle (hands with no committed
shuffle, arranged or older ones, are listed and do not fail); 1 the file cannot be read,
or a record in it is not a hand that can be checked (its line says why) and no hand
differs; 3 a hand differs (the line names the first card that differs, or which of seed, salt,
draw was changed); 130 interrupted (Ctrl-C, in ``__main__``).
"""

from __future__ import annotations

import json
import sqlite3
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from drawpoker.cli.output import OneLineParser, closed_pipe
from drawpoker.scenario.reader import MAX_JSON_BYTES, open_regular_file, read_json_file
from drawpoker.scenario.verify import verify_document

_SQLITE_MAGIC = b"SQLite format 3\0"


def main(argv: Sequence[str]) -> int:
    """``drawpoker verify FILE``: print one verdict per hand; return the exit status."""
    try:
        return _main(argv)
    except BrokenPipeError:
        return closed_pipe()


def profile_documents(path: Path) -> Iterator[tuple[str, Any]]:
    """``("hand ID", document)`` for every hand recorded in the profile at ``path``,
    oldest first (read-only; a stored text that is not JSON is given as ``None``).

    Raises:
        sqlite3.Error: not a profile, or it cannot be read.
    """
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        for hand_id, text in conn.execute("SELECT id, history_json FROM hands ORDER BY id"):
            try:
                document = json.loads(text)
            except (ValueError, RecursionError):
                document = None
            yield f"hand {hand_id}", document
    finally:
        conn.close()


def _main(argv: Sequence[str]) -> int:
    parser = OneLineParser(
        prog="drawpoker verify",
        description="Check recorded hands against the shuffles committed before them: the "
        "commitment, every card dealt and every card drawn (docs/fairness.md).",
        epilog="Exit status: 0 every hand is its committed shuffle (or has none to check); "
        "1 the file cannot be read, or a record in it is no hand that can be checked; "
        "3 a hand differs.",
    )
    parser.add_argument("file", metavar="FILE",
                        help="a hand exported as .json (at most "
                        f"{MAX_JSON_BYTES // (1024 * 1024)} MB) or a profile database")
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as exc:
        return 0 if exc.code == 0 else 1
    path = Path(args.file)
    try:
        with open_regular_file(path) as fh:  # a FIFO, a folder, a device: refused, no wait
            is_profile = fh.read(len(_SQLITE_MAGIC)) == _SQLITE_MAGIC
        hands = (list(profile_documents(path)) if is_profile
                 else [(path.name, read_json_file(path))])
    except OSError as exc:
        print(f"drawpoker verify: cannot read {args.file}: {exc.strerror or exc}",
              file=sys.stderr)
        return 1
    except sqlite3.Error as exc:
        print(f"drawpoker verify: cannot read {args.file}: {exc}", file=sys.stderr)
        return 1
    except ValueError as exc:  # bad JSON or UTF-8, too deep, huge numbers
        print(f"drawpoker verify: {args.file}: not valid JSON: {exc}", file=sys.stderr)
        return 1
    status = 0
    for name, document in hands:
        verdict = verify_document(document)
        print(f"{name}: {verdict.sentence()}")
        if verdict.kind == "unreadable":
            status = max(status, 1)
        elif verdict.kind not in ("exact", "not-committed"):
            status = 3
    if not hands:
        print(f"{args.file}: no recorded hands")
    return status
