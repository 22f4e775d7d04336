"""The README's screenshots are what the game draws now: ``tools/screenshots.py`` is run
into a temporary folder and each of its pictures compared with ``docs/screenshots/``
(the same comparator and tolerance as the other golden screens). When the look changes
on purpose, retake them (``uv run python tools/screenshots.py``) and look at them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tests.support.golden import diff_image, difference, failures_dir

ROOT = Path(__file__).resolve().parents[3]
SHOTS = ROOT / "docs" / "screenshots"
NAMES = ("title", "your_turn", "draw", "showdown")
#: a pixel differs when a channel is off by more than this; at most this share may differ
PIXEL_DELTA = 48
PIXEL_SHARE = 0.001  # the advisor's two lines alone are 0.2 % of the picture


@pytest.fixture(scope="module")
def taken(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("readme-shots")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    subprocess.run([sys.executable, str(ROOT / "tools" / "screenshots.py"), str(out)],
                   cwd=ROOT, env=env, check=True, capture_output=True, timeout=600)
    return out


@pytest.mark.slow
@pytest.mark.reported("new-player-evening#12")
@pytest.mark.parametrize("name", NAMES)
def test_the_readme_screenshot_is_what_the_game_draws(taken: Path, name: str) -> None:
    pygame.init()
    actual = pygame.image.load(str(taken / f"{name}.png"))
    expected = pygame.image.load(str(SHOTS / f"{name}.png"))
    assert actual.get_size() == expected.get_size(), name
    _mean, share, per_pixel = difference(actual, expected, PIXEL_DELTA)
    if share > PIXEL_SHARE:
        out = failures_dir()
        out.mkdir(parents=True, exist_ok=True)
        pygame.image.save(actual, str(out / f"readme-{name}-actual.png"))
        pygame.image.save(diff_image(expected, per_pixel > PIXEL_DELTA),
                          str(out / f"readme-{name}-diff.png"))
        pytest.fail(f"docs/screenshots/{name}.png is stale: {share:.2%} of its pixels differ "
                    f"from what tools/screenshots.py draws now (see {out}); retake it")


def test_the_readme_shows_every_screenshot() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in NAMES:
        assert f"docs/screenshots/{name}.png" in readme, name
