"""A picture file cut short (a copy or an install that stopped half way) is a damaged
asset: told, and the stand-in drawn, like a file that does not parse. The SVG rasteriser
draws the half it got without a word (the ace of spades without its pip)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from drawpoker import resources
from drawpoker.ui.sprites import svg

pytestmark = pytest.mark.reported("breaker-7#5")

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture()
def cut_short(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """``cards/classic/as.svg`` with only its first half, as :func:`svg.load_svg` finds it."""
    relpath = "cards/classic/as.svg"
    whole = (REPO / "assets" / relpath).read_bytes()
    half = tmp_path / "as.svg"
    half.write_bytes(whole[: len(whole) // 2])
    real = svg.asset_path
    monkeypatch.setattr(svg, "asset_path", lambda rel: half if rel == relpath else real(rel))
    monkeypatch.delenv(resources.ENV_ASSETS_DIR, raising=False)
    resources.clear_problems()
    pygame.init()
    yield relpath
    resources.clear_problems()


def test_a_picture_cut_short_is_told_not_drawn_in_half(cut_short: str) -> None:
    with pytest.raises(ValueError, match="cut short"):
        svg.load_svg(cut_short, (85, 119))
    told = [(p.relpath, p.reason) for p in resources.problems()]
    assert len(told) == 1 and told[0][0] == cut_short and "cut short" in told[0][1], told


def test_a_whole_picture_is_drawn_without_a_word() -> None:
    resources.clear_problems()
    pygame.init()
    assert svg.load_svg("cards/classic/as.svg", (85, 119)).get_size() == (85, 119)
    assert resources.problems() == []
