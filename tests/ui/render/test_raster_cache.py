"""The disk cache of rasterised SVG pictures (issue #17, start-up): a picture read back is
the very picture rasterised; a changed SVG, a damaged file or a folder that cannot be
written never shows a wrong picture or stops the game (one line on stderr); the folder
has a bound."""

from __future__ import annotations

import errno
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
from tests.support.harness import Harness

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


@pytest.mark.parametrize("damage", ["broken", "missing"])
def test_a_broken_card_file_on_the_title_is_drawn_plain(
        damage: str, cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Tester's finding (cache item 1): the title's tilted, cached fan cards take the
    same stand-in as every other card (plain drawn), in one line on stderr, no crash."""
    assets = tmp_path / "assets"
    shutil.copytree(resources.assets_dir(), assets)
    monkeypatch.setenv(resources.ENV_ASSETS_DIR, str(assets))
    resources.clear_problems()
    if damage == "broken":
        (assets / ACE).write_text("<svg garbage", encoding="utf-8")
    else:
        (assets / ACE).unlink()
    try:
        h = Harness(tmp_path / "data")
        h.app.start_scenes()
        h.frames(6)  # the title with its two fans (both hold the ace of spades)
        assert "TitleScene" in [type(scene).__name__ for scene in h.app.stack.scenes]
        tilted = tilted_card_surface(parse_card("As"), SIZE, -9.0)
        upright = card_surface(parse_card("As"), SIZE)
        h.close()
    finally:
        problems = resources.problems()
        resources.clear_problems()
    assert [p.relpath for p in problems] == [ACE]
    assert tilted.get_size() != SIZE and upright.get_size() == SIZE
    assert upright.get_at((SIZE[0] // 2, 3))[:3] == (250, 248, 240)  # the plain card's paper
    err = [line for line in capsys.readouterr().err.splitlines() if ACE in line]
    assert len(err) == 1 and err[0].endswith("using plain drawn cards instead"), err
    assert not list(cache.glob("cards-classic-as-*"))  # a stand-in is never kept as the card's picture


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes (POSIX)")
def test_a_pipe_in_place_of_a_file_never_hangs(cache: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Tester's finding (cache item 2): opening a FIFO blocked start-up for ever."""
    good = pixels(load_svg(ACE, SIZE))
    (path,) = cache.glob("*.rgba")
    path.unlink()
    os.mkfifo(path)
    _card_cached.cache_clear()
    capsys.readouterr()
    assert pixels(load_svg(ACE, SIZE)) == good  # returns (a blocking open would hang here)
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"drawpoker: something that was not a cached picture was removed: {path}"]
    assert path.is_file()  # replaced by the picture
    assert pixels(load_svg(ACE, SIZE)) == good and capsys.readouterr().err == ""


def test_a_folder_in_place_of_a_file_costs_only_that_picture(
        cache: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Tester's finding (cache item 4): one folder in the way switched the cache off."""
    good = pixels(load_svg(ACE, SIZE))
    (path,) = cache.glob("*.rgba")
    path.unlink()
    path.mkdir()
    (path / "keep.txt").write_text("not ours", encoding="utf-8")
    capsys.readouterr()
    assert pixels(load_svg(ACE, SIZE)) == good
    assert pixels(load_svg(ACE, SIZE)) == good  # skipped for the run: not told twice
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].endswith(f": {path}") and "left there" in err[0], err
    assert (path / "keep.txt").exists()
    load_svg("cards/classic/kh.svg", SIZE)  # the rest of the cache still works
    assert len(list(cache.glob("*-kh-*.rgba"))) == 1
    (path / "keep.txt").unlink()  # an empty folder in the way is removed
    raster_cache.use_folder(cache)
    load_svg(ACE, SIZE)
    assert path.is_file()
    assert "was removed" in capsys.readouterr().err


def test_a_huge_file_is_damage_and_is_never_read_whole(
        cache: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Tester's finding (cache item 5): a file of 1 GB was read into memory."""
    good = pixels(load_svg(ACE, SIZE))
    tilted_card_surface(parse_card("As"), SIZE, -9.0)
    _tilted_cached.cache_clear()
    reads: list[int] = []
    real_open = open

    class Spy:
        def __init__(self, handle: object) -> None:
            self.handle = handle

        def __getattr__(self, name: str) -> object:
            return getattr(self.handle, name)

        def __enter__(self) -> Spy:
            return self

        def __exit__(self, *exc: object) -> None:
            self.handle.close()  # type: ignore[attr-defined]

        def read(self, n: int = -1) -> bytes:
            reads.append(n)
            return self.handle.read(n)  # type: ignore[attr-defined,no-any-return]

    monkeypatch.setattr(raster_cache, "open", lambda *a, **k: Spy(real_open(*a, **k)),
                        raising=False)
    for path in cache.glob("*.rgba"):
        os.truncate(path, 1 << 30)  # sparse: costs no disk
    capsys.readouterr()
    assert pixels(load_svg(ACE, SIZE)) == good
    tilted_card_surface(parse_card("As"), SIZE, -9.0)  # a variant: sized from its header
    assert all(0 <= n <= raster_cache.HEADER.size for n in reads), reads
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all("damaged" in line for line in err), err
    assert all(p.stat().st_size < 1 << 20 for p in cache.glob("*.rgba"))  # replaced


def test_a_nearly_full_disk_is_left_to_the_games_own_files(
        cache: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Tester's finding (cache item 3): the cache filled a small disk and the profile
    could not be saved. It keeps max(50 MB, 5 %) free and writes nothing more."""
    total = 200 * 1024
    monkeypatch.setattr(raster_cache.shutil, "disk_usage",
                        lambda _p: shutil._ntuple_diskusage(total, 0, total))  # type: ignore[attr-defined]
    assert raster_cache.free_margin(total) == 50 * 1024 * 1024
    assert raster_cache.free_margin(10 ** 13) == 10 ** 13 // 20
    assert pixels(load_svg(ACE, SIZE)) == pixels(rasterised(ACE, SIZE))
    load_svg("cards/classic/kh.svg", SIZE)
    assert not cache.exists() or list(cache.iterdir()) == []
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "nearly full" in err[0], err


def test_a_full_disk_stops_caching_and_leaves_no_partial_file(
        cache: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    load_svg("cards/classic/kh.svg", SIZE)  # one picture already kept: still read
    real_create = raster_cache.create_private

    def full(path: Path) -> object:  # the disk fills while the picture is written
        with real_create(path) as handle:
            handle.write(b"partial")
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(raster_cache, "create_private", full)
    capsys.readouterr()
    assert pixels(load_svg(ACE, SIZE)) == pixels(rasterised(ACE, SIZE))
    load_svg("cards/classic/qs.svg", SIZE)
    assert sorted(p.name.split("-")[2] for p in cache.iterdir()) == ["kh"]  # no .tmp left
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "disk is full" in err[0], err
    _card_cached.cache_clear()
    assert card_surface(parse_card("Kh"), SIZE).get_size() == SIZE
