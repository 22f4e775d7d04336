"""Command-line entry point: ``drawpoker`` / ``python -m drawpoker``.

With no subcommand it opens the game window. Subcommands are dispatched to the
module that owns them, imported only when used, so ``drawpoker replay`` never
imports pygame.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import sys
from collections.abc import Sequence

from drawpoker import __version__

#: subcommand -> ("module", "function", one-line help). Each function takes the
#: remaining argv and returns an exit status.
SUBCOMMANDS: dict[str, tuple[str, str, str]] = {
    "replay": ("drawpoker.engine.scenario", "replay_main",
               "play a scenario/hand-history JSON file through the engine (see --help)"),
    "simulate": ("drawpoker.ai.simulate", "main",
                 "play computer players against each other headless, duplicate deals"),
    "odds": ("drawpoker.odds_cli", "main",
             "print the exact draw odds of every hold for a five-card hand"),
}


def _game_parser() -> argparse.ArgumentParser:
    sub_help = "\n".join(f"  {name:<10} {text}" for name, (_, _, text) in SUBCOMMANDS.items())
    parser = argparse.ArgumentParser(
        prog="drawpoker",
        description="Five Card Draw poker. With no subcommand, opens the game window.",
        epilog=f"subcommands (drawpoker SUBCOMMAND --help for each):\n{sub_help}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"drawpoker {__version__}")
    parser.add_argument("--frames", type=int, metavar="N",
                        help="exit with status 0 after N frames (smoke tests)")
    parser.add_argument("--demo", type=int, metavar="N",
                        help="the computer plays your seat for N hands with full animation, "
                             "then stands up (chips back to your bankroll) and exits")
    parser.add_argument("--report", metavar="FILE",
                        help="with --demo: write frame-time statistics as JSON to FILE")
    parser.add_argument("--size", metavar="WxH", help="initial window size in pixels, e.g. 1280x720")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--language", metavar="CODE", help="language for this run: en, ru, sk, de")
    parser.add_argument("--seed", type=int, help="seed the deck shuffles (reproducible deals)")
    parser.add_argument("--data-dir", metavar="DIR",
                        help="keep settings and profile in the folder DIR (created if missing) "
                             "instead of the user folders")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in SUBCOMMANDS:
        module_name, func_name, _ = SUBCOMMANDS[args[0]]
        func = getattr(importlib.import_module(module_name), func_name)
        try:
            return int(func(args[1:]))
        except BrokenPipeError:
            # the reader of stdout went away (e.g. `| head`): quiet exit, like other tools
            with contextlib.suppress(OSError):
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 141
    parser = _game_parser()
    options = parser.parse_args(args)
    if options.data_dir is not None:
        from drawpoker.persistence.paths import file_in_the_way

        if not str(options.data_dir).strip():
            parser.error("argument --data-dir: the folder name is empty")
        blocker = file_in_the_way(options.data_dir)
        if blocker is not None:
            parser.error(f"argument --data-dir: {blocker} is a file, not a folder")
    from drawpoker.ui.app import run_game  # pygame is imported only here

    return int(run_game(options))


if __name__ == "__main__":
    sys.exit(main())
