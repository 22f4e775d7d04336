"""The disk cache of rasterised SVG pictures (issue #17, start-up): a picture read back is
the very picture rasterised; a changed SVG, a damaged file or a folder that cannot be
written never shows a wrong picture or stops the game (one line on stderr); the folder
has a bound."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from drawpoker import resources
from drawpoker.cards import parse_card
from drawpoker.ui.sprites import raster_cache
from drawpoker.ui.sprites.cards import (
    _card_cached,
    _tilted_cached,
    card_surface,
    tilted_card_surface,
)
from drawpoker.ui.sprites.svg import load_svg

SIZE = (61, 85)
ACE = "cards/classic/as.svg"


@pytest.fixture()
def cache(tmp_path: Path) -> Iterator[Path]:
    pygame.init()
    folder = tmp_path / "rasters"
    raster_cache.use_folder(folder)
    _card_cached.cache_clear()  # every card is looked up in the folder
    _tilted_cached.cache_clear()
    yield folder
    raster_cache.use_folder(None)
    _card_cached.cache_clear()  # no test leaves a card made from its files in memory
    _tilted_cached.cache_clear()


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def rasterised(relpath: str, size: tuple[int, int]) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(resources.asset_path(relpath)), size)


def test_a_picture_read_back_is_the_picture_rasterised(cache: Path) -> None:
    first = load_svg(ACE, SIZE)
    files = list(cache.glob("*.rgba"))
    assert [f.name.startswith("cards-classic-as-61x85-") for f in files] == [True]
    again = load_svg(ACE, SIZE)  # from the file now
    assert again.get_size() == SIZE
    assert pixels(again) == pixels(first) == pixels(rasterised(ACE, SIZE))


def test_a_card_of_another_size_or_face_is_its_own_file(cache: Path) -> None:
    card_surface(parse_card("As"), SIZE)
    card_surface(parse_card("As"), (60, 84))
    card_surface(parse_card("Kh"), SIZE)
    assert len(list(cache.glob("*.rgba"))) == 3


def test_a_changed_svg_is_rasterised_again(cache: Path, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The key holds the file's length and CRC: an edited card never shows the old one."""
    assets = tmp_path / "assets"
    shutil.copytree(resources.assets_dir(), assets)
    monkeypatch.setenv(resources.ENV_ASSETS_DIR, str(assets))
    before = pixels(load_svg(ACE, SIZE))
    svg = assets / ACE
    text = svg.read_text(encoding="utf-8")
    assert "#17171b" in text  # the spade's ink
    svg.write_text(text.replace("#17171b", "#c0171b"), encoding="utf-8")  # same length
    after = load_svg(ACE, SIZE)
    assert pixels(after) != before
    assert pixels(after) == pixels(pygame.image.load_sized_svg(str(svg), SIZE))
    assert len(list(cache.glob("*.rgba"))) == 2


@pytest.mark.parametrize("damage", ["truncated", "flipped", "garbage", "empty"])
def test_a_damaged_file_is_drawn_again_and_replaced(
        cache: Path, capsys: pytest.CaptureFixture[str], damage: str) -> None:
    good = pixels(load_svg(ACE, SIZE))
    (path,) = cache.glob("*.rgba")
    data = bytearray(path.read_bytes())
    if damage == "truncated":
        data = data[:-7]
    elif damage == "flipped":
        data[-100] ^= 0xFF  # one pixel changed: only the CRC tells
    elif damage == "garbage":
        data = bytearray(b"not a picture" * 40)
    else:
        data = bytearray()
    path.write_bytes(bytes(data))
    capsys.readouterr()
    assert pixels(load_svg(ACE, SIZE)) == good
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"drawpoker: a cached picture was damaged; drawn again: {path}"]
    assert pixels(load_svg(ACE, SIZE)) == good  # replaced: read back without a word
    assert capsys.readouterr().err == ""


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="needs POSIX permissions that bind the user")
def test_an_unwritable_folder_is_told_once_and_nothing_is_lost(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        pygame.init()
        raster_cache.use_folder(locked / "rasters")
        ace = load_svg(ACE, SIZE)
        king = load_svg("cards/classic/kh.svg", SIZE)
        assert pixels(ace) == pixels(rasterised(ACE, SIZE))
        assert king.get_size() == SIZE
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and err[0].startswith(
            f"drawpoker: pictures are not cached in {locked / 'rasters'} ("), err
        assert "Errno" not in err[0]
    finally:
        locked.chmod(0o700)
        raster_cache.use_folder(None)


def test_a_file_in_the_way_of_the_folder_is_told_once(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "rasters"
    blocker.write_text("keep me", encoding="utf-8")
    pygame.init()
    raster_cache.use_folder(blocker)
    try:
        assert pixels(load_svg(ACE, SIZE)) == pixels(rasterised(ACE, SIZE))
        load_svg("cards/classic/kh.svg", SIZE)
    finally:
        raster_cache.use_folder(None)
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"drawpoker: pictures are not cached in {blocker} (Not a directory); "
                   "they are drawn at every start"]
    assert blocker.read_text(encoding="utf-8") == "keep me"


def test_the_folder_keeps_the_pictures_used_last_within_its_bound(
        cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    one = SIZE[0] * SIZE[1] * 4
    monkeypatch.setattr(raster_cache, "MAX_BYTES", one * 5)
    faces = ["as", "ks", "qs", "js", "ts", "9s", "8s", "7s"]
    for i, face in enumerate(faces):
        load_svg(f"cards/classic/{face}.svg", SIZE)
        for path in cache.glob("*.rgba"):  # file times: the first made is the oldest
            if f"-{face}-" in path.name:
                os.utime(path, (1000 + i, 1000 + i))
    kept = sorted(p.name.split("-")[2] for p in cache.glob("*.rgba"))
    assert sum(p.stat().st_size for p in cache.glob("*.rgba")) <= one * 5
    assert "7s" in kept and "as" not in kept, kept


def test_without_a_folder_nothing_is_written(tmp_path: Path) -> None:
    pygame.init()
    raster_cache.use_folder(None)
    assert raster_cache.file_for(raster_cache.cache_key(ACE, b"x"), SIZE) is None
    assert pixels(load_svg(ACE, SIZE)) == pixels(rasterised(ACE, SIZE))
    assert list(tmp_path.iterdir()) == []


def test_a_tilted_card_read_back_is_the_card_turned(cache: Path) -> None:
    """The title's fan cards are kept turned (``rotozoom`` in the key, with its angle):
    the picture read back is the upright card turned, and another angle is another file."""
    ace = parse_card("As")
    turned = pygame.transform.rotozoom(card_surface(ace, SIZE), -9.0, 1.0)
    first = tilted_card_surface(ace, SIZE, -9.0)
    _tilted_cached.cache_clear()
    again = tilted_card_surface(ace, SIZE, -9.0)  # from its file now
    assert again is not first and again.get_size() == turned.get_size() != SIZE
    assert pixels(again) == pixels(first) == pixels(turned)
    tilted_card_surface(ace, SIZE, 18.0)
    names = sorted(p.name for p in cache.glob("*.rgba"))
    assert len(names) == 3, names  # upright (card_surface above), -9 and 18 degrees
    with pytest.raises(ValueError, match="deck"):
        tilted_card_surface(ace, SIZE, 9.0, deck="tarot")


def test_a_transform_needs_a_variant_naming_it() -> None:
    with pytest.raises(ValueError, match="variant"):
        load_svg(ACE, SIZE, transform=lambda picture: picture)
    with pytest.raises(ValueError, match="variant"):
        load_svg(ACE, SIZE, variant="flip")
