"""The player's files are plain files: a FIFO, a folder or a symbolic link in their place is refused or written through, never hangs the game."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.settings import (
    Settings,
    load_settings,
    save_settings,
)
from tests.support.cli import run

# ---------------------------------------------------------------- 18


@pytest.mark.reported("breaker#13-16")
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this OS")
@pytest.mark.parametrize("name", ["settings.json", "profile.sqlite3"])
def test_game_starts_with_a_fifo_in_place_of_a_file(tmp_path: Path, name: str) -> None:
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / name)
    result = run("--frames", "5", "--data-dir", str(data), cwd=tmp_path, timeout=45)
    assert result.returncode == 0, result.stderr
    assert (data / name).is_fifo()  # neither opened nor replaced


# ---------------------------------------------------------------- symlinks


@pytest.mark.reported("breaker#7-19")
def test_a_symlinked_settings_file_is_written_through(tmp_path: Path) -> None:
    target = tmp_path / "dotfiles" / "drawpoker.json"
    target.parent.mkdir()
    save_settings(target, Settings(language="sk"))
    link = tmp_path / "settings.json"
    link.symlink_to(target)
    save_settings(link, Settings(language="de"))
    assert link.is_symlink()
    assert json.loads(target.read_text())["settings"]["language"] == "de"
    assert load_settings(link)[0].language == "de"


# ---------------------------------------------------------------- FIFOs


def _finishes(func: Callable[[], Any], seconds: float = 10.0) -> Any:
    box: list[Any] = []
    thread = threading.Thread(target=lambda: box.append(func()), daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        # unblock the reader so the test process can end, then fail
        for fifo in _FIFOS:
            with open(fifo, "wb"):
                pass
        pytest.fail("blocked on a FIFO")
    return box[0]


_FIFOS: list[Path] = []


@pytest.mark.reported("breaker#7-19")
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this OS")
def test_a_fifo_settings_file_is_refused_not_opened(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    _FIFOS.append(path)
    loaded, notices, writable = _finishes(lambda: load_settings(path))
    assert loaded == Settings() and not writable
    assert [n.kind for n in notices] == [NoticeKind.NOT_A_FILE]
    assert str(path) in notices[0].message()
    with pytest.raises(OSError, match="not a regular file"):
        save_settings(path, Settings())
    assert path.is_fifo()


@pytest.mark.reported("breaker#7-19")
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this OS")
def test_a_fifo_profile_is_refused_not_opened(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    os.mkfifo(path)
    _FIFOS.append(path)
    def check() -> tuple[bool, list[Any]]:
        prof, notices = open_profile(path, lock=True)
        with prof:
            return prof.temporary, [n.kind for n in notices]

    assert _finishes(check) == (True, [NoticeKind.NOT_A_FILE])
    assert path.is_fifo()


@pytest.mark.reported("breaker#7-19")
def test_a_folder_named_like_the_settings_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()
    loaded, notices, writable = load_settings(tmp_path / "settings.json")
    assert not writable and notices[0].kind is NoticeKind.NOT_A_FILE
