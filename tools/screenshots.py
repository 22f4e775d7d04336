"""Take the README's screenshots from the real game (real computer opponents).

    uv run python tools/screenshots.py [OUT_DIR]

Runs the game headless (SDL dummy drivers) at 1280×720 with a throw-away user folder,
presses the same keys a player would (Enter on *Play now*, C to check or call, keys 1–5
to mark discards, Enter to draw) and saves PNGs of the title (as on the first start, its
welcome dialog answered),
the player's turn, the draw selection and the showdown (the advisor's lines on) into
``OUT_DIR`` (default ``docs/screenshots``). ``tests/ui/golden/test_readme.py`` fails when
the README's pictures no longer match what this draws: run it again after a change of
the look, and look at the pictures.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from argparse import Namespace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from drawpoker.odds import analyze_holds  # noqa: E402
from drawpoker.ui.app import App  # noqa: E402
from drawpoker.ui.table.scene import TableScene  # noqa: E402


def _key(app: App, key: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
    for _ in range(2):
        app.step_frame()


def _until(app: App, pred: object, limit: int = 20000) -> bool:
    for _ in range(limit):
        if pred():  # type: ignore[operator]
            return True
        app.step_frame()
    return False


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        description="Take the README's screenshots from the real game (headless, 1280x720).")
    parser.add_argument("out_dir", nargs="?", default="docs/screenshots", metavar="OUT_DIR",
                        help="folder for title.png, your_turn.png, draw.png and showdown.png "
                             "(default: docs/screenshots)")
    out = Path(parser.parse_args(argv).out_dir)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as data:
        ns = Namespace(seed=11, data_dir=data, size="1280x720", frames=None, demo=None,
                       report=None, fullscreen=False, language="en")
        app = App(ns, realtime=False)
        app.settings = app.settings.replace(animation_speed="normal")
        app.settings = app.settings.replace(confirm_allin=False)
        app.settings = app.settings.replace(confirm_call_fraction=0.0)
        # the first start's welcome dialog answered (Esc): the title as the player sees it then
        app.settings = app.settings.replace(tutorial_offered=True)
        app.start_scenes()
        for _ in range(60):
            app.step_frame()
        app.save_screenshot(out / "title.png")
        # the table's pictures show the advisor's lines (H turns them on at the table)
        app.settings = app.settings.replace(advisor_enabled=True)
        _key(app, pygame.K_RETURN)  # Play now
        _until(app, lambda: app.stack.find(TableScene) is not None, 600)
        table = app.stack.find(TableScene)
        if table is None:
            print("Play now did not open a table", file=sys.stderr)
            return 1
        shots = {"your_turn": False, "draw": False, "showdown": False}
        for _hand in range(12):
            if all(shots.values()):
                break
            _until(app, lambda: table.mode in ("bet", "draw", "over", "busted"))
            while table.mode in ("bet", "draw"):
                if table.mode == "bet":
                    if not shots["your_turn"]:
                        app.save_screenshot(out / "your_turn.png")
                        shots["your_turn"] = True
                    legal = table.hand.legal_actions() if table.hand is not None else None
                    big = legal is not None and legal.call_amount > 40
                    _key(app, pygame.K_f if big else pygame.K_c)
                else:
                    # throw away what the draw advisor's best hold throws away
                    held = list(table.hand.hands[table.hero]) if table.hand is not None else []
                    best = analyze_holds(held, max_draw=table.rules.max_draw)[0]
                    for i, card in enumerate(held):
                        if card in best.discard:
                            _key(app, pygame.K_1 + i)
                    for _ in range(20):
                        app.step_frame()
                    if not shots["draw"]:
                        app.save_screenshot(out / "draw.png")
                        shots["draw"] = True
                    _key(app, pygame.K_RETURN)
                _until(app, lambda: table.mode in ("bet", "draw", "over", "busted"))
            result = table.hand.result if table.hand is not None else None
            if (table.mode in ("over", "busted") and result is not None
                    and not shots["showdown"] and result.outcome == "showdown"):
                for _ in range(90):
                    app.step_frame()
                app.save_screenshot(out / "showdown.png")
                shots["showdown"] = True
            if table.mode == "busted":
                break
            _key(app, pygame.K_RETURN)  # next hand
        pygame.quit()
        missing = [k for k, v in shots.items() if not v]
        if missing:
            print(f"not reached in 12 hands: {', '.join(missing)}", file=sys.stderr)
            return 1
    print(f"screenshots written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
