"""Test data shared by more than one test module."""

from __future__ import annotations

import copy
from typing import Any

# scenario-format.md's example: antes 10, no-limit, Ann is the button.
# Bob opens 30, Cy calls, Ann raises to 90, Bob calls, Cy folds; after the draw Ann bets 100
# and Bob folds (the figures are worked out where they are asserted).
_SCENARIO_EXAMPLE: dict[str, Any] = {
    "format": "drawpoker-scenario/1",
    "rules": {"structure": "no-limit", "ante": 10, "small_bet": 10},
    "seats": [{"name": "Ann", "stack": 500}, {"name": "Bob", "stack": 500},
              {"name": "Cy", "stack": 300}],
    "button": "Ann",
    "seed": 7,
    "deals": [{
        "hole": {"Ann": "As Ad 7c 7h 2s", "Bob": "Kc Kd 9s 5h 3c", "Cy": "Qs Js Ts 9h 2c"},
        "stub": "8s Kh 4d 6c",
        "actions": [
            {"seat": "Bob", "act": "bet", "to": 30}, {"seat": "Cy", "act": "call"},
            {"seat": "Ann", "act": "raise", "to": 90}, {"seat": "Bob", "act": "call"},
            {"seat": "Cy", "act": "fold"},
            {"seat": "Bob", "act": "draw", "discard": "9s 5h 3c"},
            {"seat": "Ann", "act": "draw", "discard": "2s"},
            {"seat": "Bob", "act": "check"}, {"seat": "Ann", "act": "bet", "to": 100},
            {"seat": "Bob", "act": "fold"},
        ],
    }],
}


def scenario_example() -> dict[str, Any]:
    """A fresh copy of scenario-format.md's example hand (no ``expect``): safe to change."""
    return copy.deepcopy(_SCENARIO_EXAMPLE)


def app_after_play_now(data_dir: Any, size: str, *, language: str = "en",
                       last_table: dict[str, Any] | None = None, frames: int = 40) -> Any:
    """The real game App (headless, seed 11) in ``data_dir`` at ``size`` ("WxH") and
    ``language``: the title screen, then Enter on *Play now* (the table ``last_table``,
    else the default one), then ``frames`` frames. Needs the SDL dummy drivers set."""
    from argparse import Namespace

    import pygame

    from drawpoker import i18n
    from drawpoker.ui.app import App

    i18n.set_language(language)
    app = App(Namespace(size=size, data_dir=str(data_dir), seed=11, language=language),
              realtime=False)
    if last_table is not None:
        app.settings = app.settings.replace(last_table=last_table)
    app.start_scenes()
    for _ in range(3):
        app.step_frame()
    for kind in (pygame.KEYDOWN, pygame.KEYUP):  # Play now
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="",
                                             scancode=0))
    for _ in range(frames):
        app.step_frame()
    return app
