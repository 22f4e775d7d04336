"""Command-line entry point: ``drawpoker`` / ``python -m drawpoker``.

With no subcommand it opens the game window. Subcommands are dispatched to the
module that owns them, imported only when used, so ``drawpoker replay`` never
imports pygame. Ctrl-C ends any of them, and the game, with exit status
:data:`INTERRUPTED` (130) and one line, never a traceback; the game first quits as when
its window is closed (``ui.diagnostics.quit_on_interrupt``). SIGTERM (a logout, a
shutdown, ``kill PID``) does the same with :data:`TERMINATED` (143) and "terminated":
``simulate``'s worker processes are stopped with it.
"""

from __future__ import annotations

import sys

try:  # Ctrl-C while the game's own modules load: one line and status 130, no traceback
    import argparse
    import contextlib
    import errno
    import importlib
    import os
    import re
    import signal
    from collections.abc import Sequence
    from pathlib import Path

    from drawpoker import __version__
    from drawpoker.cli.output import run_writing
    from drawpoker.i18n import LANGUAGES
    from drawpoker.persistence.paths import file_in_the_way
except KeyboardInterrupt:
    sys.stderr.write("drawpoker: interrupted\n")
    raise SystemExit(130) from None

#: subcommand -> ("module", "function", one-line help). Each function takes the
#: remaining argv and returns an exit status.
SUBCOMMANDS: dict[str, tuple[str, str, str]] = {
    "replay": ("drawpoker.cli.replay", "main",
               "play a scenario/hand-history JSON file through the engine (see --help)"),
    "simulate": ("drawpoker.cli.simulate", "main",
                 "play computer players against each other headless, duplicate deals"),
    "odds": ("drawpoker.cli.odds", "main",
             "print the exact draw odds of every hold for a five-card hand"),
    "coach": ("drawpoker.cli.coach", "main",
              "review one player's decisions in a hand-history JSON file (see --help)"),
    "verify": ("drawpoker.cli.verify", "main",
               "check recorded hands against the shuffle committed before each deal"),
    "daily": ("drawpoker.cli.daily", "main",
              "print a day's daily challenge and its best line (--date YYYY-MM-DD --json)"),
}


#: Largest window side accepted by ``--size`` (pixels): an 8K screen's width.
MAX_WINDOW_SIDE = 8192
#: Largest window area accepted by ``--size`` (pixels): an 8K screen (7680x4320), about
#: 130 MB for each full-window picture the game keeps.
MAX_WINDOW_PIXELS = 7680 * 4320
#: Exit status after Ctrl-C (128 + SIGINT), as shells report an interrupted program.
INTERRUPTED = 130
#: Exit status after SIGTERM (128 + SIGTERM), as shells report a terminated program.
TERMINATED = 143


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised where the program is, as Ctrl-C's ``KeyboardInterrupt`` is: every
    ``with`` and ``finally`` on the way out runs (a worker pool is stopped)."""


def _raise_terminated(signum: int, frame: object) -> None:
    raise Terminated


def _positive_int(text: str) -> int:
    """``--frames`` / ``--demo``: a whole number above 0.

    Raises:
        argparse.ArgumentTypeError: not a whole number, or 0 or less.
    """
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid int value: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, got {value}")
    return value


def _window_size(text: str) -> str:
    """``--size``: ``WIDTHxHEIGHT`` in pixels (``x`` or ``×``), each 1 to
    :data:`MAX_WINDOW_SIDE` and at most :data:`MAX_WINDOW_PIXELS` in all; returned as
    ``"WxH"`` (the game enlarges it to its minimum).

    Raises:
        argparse.ArgumentTypeError: any other form.
    """
    match = re.fullmatch(r"\s*([0-9]+)\s*[x×X]\s*([0-9]+)\s*", text)
    if match is None:
        raise argparse.ArgumentTypeError(
            f"must look like 1280x720 (width x height in pixels), got {text!r}")
    w, h = int(match.group(1)), int(match.group(2))
    if not (1 <= w <= MAX_WINDOW_SIDE and 1 <= h <= MAX_WINDOW_SIDE):
        raise argparse.ArgumentTypeError(
            f"width and height must be 1 to {MAX_WINDOW_SIDE} pixels, got {text!r}")
    if w * h > MAX_WINDOW_PIXELS:
        raise argparse.ArgumentTypeError(
            f"at most 7680x4320 pixels in all (an 8K screen), got {text!r}")
    return f"{w}x{h}"


def _joined_sizes(args: list[str]) -> list[str]:
    """``args`` with ``--size VALUE`` written ``--size=VALUE`` where VALUE starts with a
    minus (``-5x-5``): argparse would take it for an option and say only "expected one
    argument"; joined, :func:`_window_size` names what is wrong with it."""
    out: list[str] = []
    for arg in args:
        if out and out[-1] == "--size" and re.fullmatch(r"-[0-9][0-9x×X\s-]*", arg):
            out[-1] = f"--size={arg}"
        else:
            out.append(arg)
    return out


def _language(text: str) -> str:
    """``--language``: a code of :data:`drawpoker.i18n.LANGUAGES`, in any case, also as
    a locale name (``en_US``, ``de-DE``, ``ru_RU.UTF-8``); returns the bare code.

    Raises:
        argparse.ArgumentTypeError: not a supported language.
    """
    code = re.split(r"[-_.@]", text.strip(), maxsplit=1)[0].lower()
    if code not in LANGUAGES:
        raise argparse.ArgumentTypeError(
            f"unsupported language {text!r}; choose one of {', '.join(LANGUAGES)}")
    return code


def _check_home(parser: argparse.ArgumentParser, option: str, path: str) -> Path:
    """``path`` with ``~`` or ``~user`` expanded; a ``~user`` of nobody on this system is
    refused by name (exit 2) rather than taken as a folder of that name."""
    expanded = os.path.expanduser(path)
    if path.startswith("~") and expanded == path:
        user = path[1:].split("/")[0].split(os.sep)[0]
        parser.error(f"argument {option}: there is no user {user!r} here, so {path} "
                     f"names no folder")
    return Path(expanded)


def _check_report(parser: argparse.ArgumentParser, path: str) -> None:
    """Refuse a ``--report`` FILE that could not be written after the run (exit 2)."""
    if not path.strip():
        parser.error("argument --report: the file name is empty")
    target = _check_home(parser, "--report", path)
    folder = target.parent
    if target.is_dir():
        parser.error(f"argument --report: {target} is a folder, not a file")
    if not folder.is_dir():
        parser.error(f"argument --report: the folder {folder} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK) or (target.exists()
                                                     and not os.access(target, os.W_OK)):
        parser.error(f"argument --report: {target} cannot be written (permission denied)")


def _check_data_dir(parser: argparse.ArgumentParser, folder: str) -> None:
    """Refuse a ``--data-dir`` that can never be a folder (exit 2). A folder that only
    cannot be read or written passes: the game then plays and says nothing is saved."""
    if not str(folder).strip():
        parser.error("argument --data-dir: the folder name is empty")
    _check_home(parser, "--data-dir", folder)
    try:
        blocker = file_in_the_way(folder)
    except PermissionError:
        return  # the game tells the player that nothing will be saved (README)
    except OSError as exc:  # e.g. a name longer than the file system allows
        reason = exc.strerror or (errno.errorcode.get(exc.errno or 0) or str(exc))
        parser.error(f"argument --data-dir: {reason}: {folder}")
    if blocker is not None:
        parser.error(f"argument --data-dir: {blocker} is a file, not a folder")


def _game_parser() -> argparse.ArgumentParser:
    sub_help = "\n".join(f"  {name:<10} {text}" for name, (_, _, text) in SUBCOMMANDS.items())
    parser = argparse.ArgumentParser(
        prog="drawpoker",
        description="Five Card Draw poker. With no subcommand, opens the game window.",
        epilog=f"subcommands (drawpoker SUBCOMMAND --help for each):\n{sub_help}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"drawpoker {__version__}")
    parser.add_argument("--frames", type=_positive_int, metavar="N",
                        help="exit with status 0 after N frames (smoke tests)")
    parser.add_argument("--demo", type=_positive_int, metavar="N",
                        help="the computer plays your seat for N hands with full animation, "
                             "then stands up (chips back to your bankroll) and exits")
    parser.add_argument("--report", metavar="FILE",
                        help="with --demo (needed): write frame-time statistics as JSON to FILE")
    parser.add_argument("--size", type=_window_size, metavar="WxH",
                        help="initial window size in pixels, e.g. 1280x720 (each side at most "
                             f"{MAX_WINDOW_SIDE}, at most 7680x4320 in all)")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--speak", action="store_true",
                        help="speak the table through the system's speech (turns the 'Speak "
                             "the table' setting on and keeps it on; for blind players)")
    parser.add_argument("--language", type=_language, metavar="CODE",
                        help="language for this run: en, ru, sk, de")
    parser.add_argument("--seed", type=int,
                        help="seed the deck shuffles (reproducible deals; without it each "
                             "deal's seed comes from the OS's secure random source)")
    parser.add_argument("--data-dir", metavar="DIR",
                        help="keep settings, profile and cache in the folder DIR (created if "
                             "missing) instead of the user folders")
    return parser


def interrupted(name: str, *, terminated: bool = False) -> int:
    """After Ctrl-C: one line on stderr, and :data:`INTERRUPTED`; after SIGTERM
    (``terminated``): "terminated" and :data:`TERMINATED`."""
    word = "terminated" if terminated else "interrupted"
    with contextlib.suppress(OSError, ValueError):
        print(f"drawpoker{' ' + name if name else ''}: {word}", file=sys.stderr)
    return TERMINATED if terminated else INTERRUPTED


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit status (:data:`INTERRUPTED` after
    Ctrl-C, from its first instruction on; :data:`TERMINATED` after SIGTERM)."""
    args = list(sys.argv[1:] if argv is None else argv)
    name = args[0] if args and args[0] in SUBCOMMANDS else ""
    previous = signal.signal(signal.SIGTERM, _raise_terminated)
    try:
        if name:
            module_name, func_name, _ = SUBCOMMANDS[name]
            func = getattr(importlib.import_module(module_name), func_name)
            return run_writing(name, func, args[1:])
        return _play(args)
    except KeyboardInterrupt as exc:
        return interrupted(name, terminated=isinstance(exc, Terminated))
    finally:
        signal.signal(signal.SIGTERM, previous)


def _play(args: list[str]) -> int:
    """The game window (no subcommand): options checked, then :func:`run_game`."""
    parser = _game_parser()
    options = parser.parse_args(_joined_sizes(args))
    if options.data_dir is not None:
        _check_data_dir(parser, options.data_dir)
    if options.report is not None:
        if options.demo is None:
            parser.error("argument --report: needs --demo N (it reports the demo's frames)")
        _check_report(parser, options.report)
    from drawpoker.ui.app import run_game  # pygame is imported only here
    from drawpoker.ui.diagnostics import quit_on_interrupt

    # a second Ctrl-C or SIGTERM, or one before the window opened, ends in main()
    with quit_on_interrupt() as interrupt:  # the game quits as when closed
        status = int(run_game(options))
    if interrupt.caught:
        return interrupted("", terminated=interrupt.signal == signal.SIGTERM)
    return status


if __name__ == "__main__":
    # First, before any argument is read: in the frozen game a worker process of
    # ``simulate --processes N`` (a spawn pool) starts this executable again, and
    # freeze_support() runs the worker's task there instead of the game.
    import multiprocessing

    multiprocessing.freeze_support()
    try:
        sys.exit(main())
    except KeyboardInterrupt:  # between the imports and main's first instruction
        sys.exit(interrupted(""))
