"""Writing a subcommand's output to stdout: a reader that left early (``| head``) or a
stdout that cannot be written (a full disk, ``/dev/full``, a closed terminal) ends the
command with one line and an exit status, never a traceback; a character stdout's encoding
cannot hold (a name in Cyrillic on a Windows cp1252 console, a file name that is not UTF-8
on a UTF-8 terminal) is written as a backslash escape, as Python writes it on stderr.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

#: exit status when the reader of stdout left early (``| head``), as Unix tools killed by
#: SIGPIPE report it (128 + 13)
CLOSED_PIPE = 141
#: exit status when stdout cannot be written
UNWRITABLE = 1


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose refusal is the usage and one line, ``"<prog>: <message>"``,
    on stderr, with exit status 1 (argparse's own exits with 2)."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(1)


def drop_stdout() -> None:
    """Point stdout at the null device, so that flushing it at exit fails no more."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


def closed_pipe() -> int:
    """After a ``BrokenPipeError`` on stdout: :func:`drop_stdout` and return
    :data:`CLOSED_PIPE`."""
    drop_stdout()
    return CLOSED_PIPE


def give_missing_streams() -> None:
    """Point a missing ``sys.stdout``/``sys.stderr`` at the null device. The windowed
    Windows build has no console, and there PyInstaller sets both to None: a subcommand
    then runs as anywhere else and its output is dropped (README, "Standalone
    executable")."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def escape_unwritable() -> None:
    """Make a strict ``sys.stdout`` write what its encoding cannot hold as backslash escapes
    (``\\u0416``, ``\\udcff``) instead of raising ``UnicodeEncodeError``. A stdout that
    already has a way (``surrogateescape`` in Python's UTF-8 mode) is left as it is."""
    if isinstance(sys.stdout, io.TextIOWrapper) and sys.stdout.errors == "strict":
        sys.stdout.reconfigure(errors="backslashreplace")


def json_text(value: object, *, indent: int | None = None) -> str:
    """``value`` as JSON text: non-ASCII characters as they are when stdout's encoding
    can write every one of them, else all as ``\\uXXXX`` escapes (the same JSON either
    way; a backslash escape of :func:`escape_unwritable` could make it invalid)."""
    text = json.dumps(value, indent=indent, ensure_ascii=False)
    try:
        text.encode(getattr(sys.stdout, "encoding", None) or "utf-8")
    except UnicodeEncodeError:
        return json.dumps(value, indent=indent)
    return text


def run_writing(name: str, command: Callable[[list[str]], int], argv: Sequence[str]) -> int:
    """Run ``drawpoker <name>`` (``command(argv)``) and flush its output
    (:func:`give_missing_streams` first).

    Characters stdout cannot encode are escaped (:func:`escape_unwritable`).

    Returns:
        the command's exit status; :data:`CLOSED_PIPE` when stdout's reader left early
        (quiet, like other tools); :data:`UNWRITABLE` when stdout cannot be written, after
        one line on stderr: ``drawpoker <name>: cannot write the output: <reason>``.
    """
    give_missing_streams()
    escape_unwritable()
    try:
        status = int(command(list(argv)))
        sys.stdout.flush()  # a full disk shows here, not as a traceback at exit
        return status
    except BrokenPipeError:
        return closed_pipe()
    except OSError as exc:
        drop_stdout()
        with contextlib.suppress(OSError):
            print(f"drawpoker {name}: cannot write the output: {exc.strerror or exc}",
                  file=sys.stderr)
        return UNWRITABLE
