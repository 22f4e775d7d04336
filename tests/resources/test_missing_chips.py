"""A chip picture or the dealer button's file missing or damaged: the game draws plain chips
(the stand-in ``resources.fallback_for`` promises) and plays on. Before, the first bet of a
hand ended the game ("internal error: AssetNotFoundError: asset 'chips/chip_5.svg' not
found")."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from drawpoker import resources
from drawpoker.ui.sprites import chips, svg

pytestmark = pytest.mark.reported("breaker2: a missing chips/chip_5.svg crashed the demo hand")

REPO = Path(__file__).resolve().parents[2]
BROKEN = ("chips/chip_5.svg", "chips/chip_5_r1.svg", "chips/chip_25.svg",
          "chips/dealer_button.svg")


@pytest.fixture()
def no_chip_files(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    real = svg.asset_path

    def asset_path(relpath: str) -> Path:
        if relpath in BROKEN:
            raise resources.AssetNotFoundError(relpath, [])
        return real(relpath)

    monkeypatch.setattr(svg, "asset_path", asset_path)
    monkeypatch.delenv(resources.ENV_ASSETS_DIR, raising=False)
    resources.clear_problems()
    for cached in (chips._chip_cached, chips._stack_cached, chips._pile_cached,  # noqa: SLF001
                   chips._dealer_button):  # noqa: SLF001
        cached.cache_clear()
    pygame.init()
    yield
    for cached in (chips._chip_cached, chips._stack_cached, chips._pile_cached,  # noqa: SLF001
                   chips._dealer_button):  # noqa: SLF001
        cached.cache_clear()
    resources.clear_problems()


def test_a_missing_chip_is_drawn_plain(no_chip_files: None) -> None:
    for value in chips.chip_denominations():
        for variant in range(3):
            picture = chips.chip_surface(value, 40, variant)
            assert picture.get_size() == (40, round(40 * chips.CHIP_VIEW_RATIO))
            assert picture.get_bounding_rect().width > 30  # a chip is there, not nothing
    pile = chips.chip_pile_surface(1234, 40)
    assert pile.get_bounding_rect().width > 30
    button = chips.dealer_button_surface(40)
    assert button.get_size()[0] == 40 and button.get_bounding_rect().width > 30
    told = {p.relpath for p in resources.problems()}
    assert {"chips/chip_5.svg", "chips/dealer_button.svg"} <= told


def test_the_game_plays_a_hand_without_them(tmp_path: Path) -> None:
    assets = tmp_path / "assets"
    shutil.copytree(REPO / "assets", assets)
    for name in BROKEN[:2] + BROKEN[3:]:
        (assets / name).unlink()
    (assets / BROKEN[2]).write_bytes(random.Random(5).randbytes(300))
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1", resources.ENV_ASSETS_DIR: str(assets)}
    out = subprocess.run([sys.executable, "-m", "drawpoker", "--demo", "1", "--seed", "3",
                          "--data-dir", str(tmp_path / "data")], env=env, cwd=tmp_path,
                         capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "internal error" not in out.stderr and "Traceback" not in out.stderr
    for name in BROKEN:
        assert any(name in line and "plain drawn chips" in line
                   for line in out.stderr.splitlines()), out.stderr
