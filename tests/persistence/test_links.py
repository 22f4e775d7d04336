"""Links that lead elsewhere (issue 28 #7): the raster cache, the lock file and crash
reports never write through a link they did not make, and the game's own files are
readable by the player only (issue 28 #8)."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.profile import open_profile
from drawpoker.ui.sprites import raster_cache
from drawpoker.ui.sprites.cards import _card_cached, _tilted_cached
from drawpoker.ui.sprites.svg import load_svg

SIZE = (61, 85)
ACE = "cards/classic/as.svg"

posix = pytest.mark.skipif(os.name != "posix", reason="POSIX links and modes")


@pytest.fixture()
def elsewhere(tmp_path: Path) -> Iterator[Path]:
    """A folder the game must never write into; its files are checked untouched."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    (folder / "passwd").write_text("root:x:0:0\n")
    pygame.init()
    yield folder
    raster_cache.use_folder(None)
    _card_cached.cache_clear()
    _tilted_cached.cache_clear()


def _untouched(folder: Path) -> None:
    assert sorted(p.name for p in folder.iterdir()) == ["passwd"]
    assert (folder / "passwd").read_text() == "root:x:0:0\n"


@posix
@pytest.mark.reported("issue-28#7")
@pytest.mark.parametrize("linked", ["rasters", "cache"])
def test_a_cache_folder_that_is_a_link_is_never_written_through(
        tmp_path: Path, elsewhere: Path, linked: str, capfd: pytest.CaptureFixture[str]) -> None:
    """Failed before: a ``cache/rasters`` link to another folder got card pictures
    written into it (as root, with the link at /etc, 11 files there)."""
    cache = tmp_path / "data" / "cache"
    if linked == "cache":
        cache.parent.mkdir()
        cache.symlink_to(elsewhere)
    else:
        cache.mkdir(parents=True)
        (cache / "rasters").symlink_to(elsewhere)
    raster_cache.use_folder(cache / "rasters")
    picture = load_svg(ACE, SIZE)
    assert picture.get_size() == SIZE  # drawn all the same
    _untouched(elsewhere)
    err = capfd.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "link" in err[0], err


@posix
@pytest.mark.reported("issue-28#7")
def test_a_link_at_a_cache_file_s_temporary_name_is_never_followed(
        tmp_path: Path, elsewhere: Path) -> None:
    folder = tmp_path / "rasters"
    folder.mkdir()
    raster_cache.use_folder(folder)
    key = raster_cache.cache_key(ACE, b"x")
    path = raster_cache.file_for(key, SIZE)
    assert path is not None
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.symlink_to(elsewhere / "passwd")
    raster_cache.cached(ACE, b"x", SIZE, lambda: pygame.Surface(SIZE, pygame.SRCALPHA))
    _untouched(elsewhere)


@posix
@pytest.mark.reported("issue-28#7")
def test_a_lock_file_that_is_a_link_is_never_opened(tmp_path: Path, elsewhere: Path) -> None:
    """Failed before: the lock was opened (created, appended to) through the link."""
    path = tmp_path / "profile.sqlite3"
    Path(str(path) + ".lock").symlink_to(elsewhere / "victim")
    prof, notices = open_profile(path, lock=True)
    assert [n.kind for n in notices] == [NoticeKind.LOCK_UNUSABLE]
    assert prof.temporary
    prof.close()
    _untouched(elsewhere)


@posix
@pytest.mark.reported("issue-28#7")
def test_crash_reports_have_a_name_nobody_can_guess(tmp_path: Path) -> None:
    """Failed before: ``drawpoker-crash-<time>.txt`` in the temporary folder, a name
    another user could plant a link at; now random, created exclusively, 0600."""
    from drawpoker.ui.diagnostics import write_crash_report

    data = tmp_path / "data"
    first = write_crash_report(RuntimeError("a"), str(data), [])
    second = write_crash_report(RuntimeError("b"), str(data), [])
    assert first is not None and second is not None and first != second
    for report in (first, second):
        assert report.name.startswith("drawpoker-crash-")
        assert stat.S_IMODE(report.stat().st_mode) == 0o600
