"""Golden screenshots of the pause menu, the settings screen and the rules screen.

Each screen is drawn headless at 960×540 with a fixed data folder, then compared with
``tests/ui/golden/images/<name>.png`` by :func:`tests.support.golden.compare` with a tolerance
(fonts and SVG rasterising may differ by a shade between machines): the mean absolute
difference per channel must stay under :data:`MEAN_TOLERANCE` and fewer than
:data:`PIXEL_SHARE` of the pixels may differ by more than :data:`PIXEL_DELTA`.

Regenerate after an intended change: ``DRAWPOKER_REGEN_GOLDEN=1 uv run pytest
tests/ui/golden/test_screens.py``.
"""

from __future__ import annotations

from argparse import Namespace
from pathlib import Path

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui.app import App
from drawpoker.ui.scene import Scene
from tests.support import golden

MEAN_TOLERANCE = 2.0
PIXEL_DELTA = 48
PIXEL_SHARE = 0.006
SIZE = (960, 540)


class StillTable(Scene):
    """A still table (felt and rail from the asset set) for the pause menu to cover."""

    def draw(self, surface: pygame.Surface) -> None:
        from drawpoker.ui.sprites.table import table_surface

        w, h = surface.get_size()
        felt = (round(w * 0.1), round(h * 0.16), round(w * 0.62), round(h * 0.56))
        surface.blit(table_surface((w, h), felt="green", felt_rect=felt), (0, 0))

    def leave(self) -> None:  # pragma: no cover - not pressed here
        pass


def render(name: str, tmp_path: Path) -> pygame.Surface:
    i18n.set_language("en")
    app = App(Namespace(size=f"{SIZE[0]}x{SIZE[1]}", data_dir=str(tmp_path), seed=1), realtime=False)
    app.stack.clear()
    if name == "pause_menu":
        from drawpoker.ui.scenes.pause import PauseScene

        app.stack.push(StillTable())
        app.stack.push(PauseScene())
    elif name == "settings":
        from drawpoker.ui.scenes.settings import SettingsScene

        app.stack.push(SettingsScene())
    elif name == "rules":
        from drawpoker.ui.scenes.rules import RulesScene

        app.stack.push(RulesScene())
    else:  # pragma: no cover
        raise ValueError(name)
    for _ in range(20):  # past the fade-in
        app.step_frame()
    return app.screen.copy()


@pytest.mark.parametrize("name", ["pause_menu", "settings", "rules"])
def test_golden_screen(name: str, tmp_path: Path) -> None:
    actual = render(name, tmp_path)
    golden.compare(name, actual, pixel_delta=PIXEL_DELTA, max_share=PIXEL_SHARE,
                   max_mean=MEAN_TOLERANCE)


def test_the_comparison_catches_a_changed_screen(tmp_path: Path) -> None:
    """A visibly different screen (a button moved) fails the tolerance."""
    actual = render("pause_menu", tmp_path)
    changed = actual.copy()
    pygame.draw.rect(changed, (200, 60, 56), pygame.Rect(380, 200, 200, 60))
    mean, share, _pp = golden.difference(changed, actual, PIXEL_DELTA)
    assert share > PIXEL_SHARE
    same_mean, same_share, _ = golden.difference(actual.copy(), actual, PIXEL_DELTA)
    assert same_mean == 0.0 and same_share == 0.0
