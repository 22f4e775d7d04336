"""Golden screenshots of the pause menu, the settings screen and the rules screen.

Each screen is drawn headless at 960×540 with a fixed data folder, then compared
with ``tests/golden/<name>.png`` with a tolerance (fonts and SVG rasterising may
differ by a shade between machines): the mean absolute difference per channel must
stay under :data:`MEAN_TOLERANCE` and fewer than :data:`PIXEL_SHARE` of the pixels
may differ by more than :data:`PIXEL_DELTA`.

Regenerate after an intended change: ``DRAWPOKER_REGEN_GOLDEN=1 uv run pytest
tests/test_ui_screens_golden.py``. On a failure a diff image (differences in red
over a dimmed copy of the expected screen) and the actual screen are written to
``tests/golden/failures/`` (as the table's golden tests do; ``$DRAWPOKER_GOLDEN_DIFF_DIR``
overrides it) and named in the failure message.
"""

from __future__ import annotations

import os
from argparse import Namespace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import numpy as np  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

from drawpoker import i18n  # noqa: E402
from drawpoker.ui.app import App  # noqa: E402
from drawpoker.ui.scene import Scene  # noqa: E402

GOLDEN = Path(__file__).parent / "golden"
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


def compare(actual: pygame.Surface, expected: pygame.Surface) -> tuple[float, float, np.ndarray]:
    """(mean abs difference, share of pixels off by more than PIXEL_DELTA, per-pixel max diff)."""
    a = pygame.surfarray.array3d(actual).astype(np.int16)
    e = pygame.surfarray.array3d(expected).astype(np.int16)
    diff = np.abs(a - e)
    per_pixel = diff.max(axis=2)
    return float(diff.mean()), float((per_pixel > PIXEL_DELTA).mean()), per_pixel


def diff_image(expected: pygame.Surface, per_pixel: np.ndarray) -> pygame.Surface:
    base = (pygame.surfarray.array3d(expected) * 0.35).astype(np.uint8)
    mask = per_pixel > PIXEL_DELTA // 3
    base[mask] = (255, 40, 40)
    return pygame.surfarray.make_surface(base)


@pytest.mark.parametrize("name", ["pause_menu", "settings", "rules"])
def test_golden_screen(name: str, tmp_path: Path) -> None:
    actual = render(name, tmp_path)
    path = GOLDEN / f"{name}.png"
    if os.environ.get("DRAWPOKER_REGEN_GOLDEN"):
        GOLDEN.mkdir(parents=True, exist_ok=True)
        pygame.image.save(actual, str(path))
        pytest.skip(f"regenerated {path}")
    assert path.exists(), f"{path} is missing: run with DRAWPOKER_REGEN_GOLDEN=1 to create it"
    expected = pygame.image.load(str(path))
    assert expected.get_size() == actual.get_size()
    mean, share, per_pixel = compare(actual, expected)
    if mean > MEAN_TOLERANCE or share > PIXEL_SHARE:
        out = Path(os.environ.get("DRAWPOKER_GOLDEN_DIFF_DIR") or GOLDEN / "failures")
        out.mkdir(parents=True, exist_ok=True)
        pygame.image.save(diff_image(expected, per_pixel), str(out / f"{name}-diff.png"))
        pygame.image.save(actual, str(out / f"{name}-actual.png"))
        pytest.fail(f"{name}: mean difference {mean:.2f} (limit {MEAN_TOLERANCE}), "
                    f"{share:.2%} of pixels off (limit {PIXEL_SHARE:.2%}); see {out / (name + '-diff.png')}")


def test_the_comparison_catches_a_changed_screen(tmp_path: Path) -> None:
    """A visibly different screen (a button moved) fails the tolerance."""
    actual = render("pause_menu", tmp_path)
    changed = actual.copy()
    pygame.draw.rect(changed, (200, 60, 56), pygame.Rect(380, 200, 200, 60))
    mean, share, _pp = compare(changed, actual)
    assert share > PIXEL_SHARE
    same_mean, same_share, _ = compare(actual.copy(), actual)
    assert same_mean == 0.0 and same_share == 0.0
