"""A settings file that cannot or must not be written (issue 15): a read-only file is never
replaced, a symbolic link loop is never replaced by defaults, and a change that cannot be
saved is told to the player. Real conditions: a process that gave up root (permission bits
bind it), ``chattr +i``, a real link loop.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.settings import Settings, SettingsStore, save_settings
from tests.support import disks
from tests.support.userdata import app_in

REPO = Path(__file__).resolve().parents[2]
NOBODY = 65534

AS_NOBODY = r"""
import os, sys
sys.path.insert(0, sys.argv[2])
from pathlib import Path
from drawpoker.persistence.settings import SettingsStore
import drawpoker.persistence.paths, json, tempfile, contextlib, re, stat  # loaded as root
import encodings.utf_8_sig, encodings.idna  # noqa: F401
from drawpoker.persistence.notices import Notice, NoticeKind
Notice(NoticeKind.UNWRITABLE, "settings", Path("x")).message()  # loads what a message needs
os.setgroups([]); os.setgid(65534); os.setuid(65534)  # from here the permission bits bind
store = SettingsStore(Path(sys.argv[1]))
store.load()
print(json.dumps({"saved": store.update(volume=0.25),
                  "notices": [n.kind for n in store.notices],
                  "messages": [n.message() for n in store.notices]}))
"""


@pytest.fixture
def shared_folder() -> Iterator[Path]:
    """A folder everyone may write in (outside pytest's private temporary folders)."""
    folder = Path(tempfile.mkdtemp(prefix="drawpoker-settings-"))
    folder.chmod(0o777)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def test_a_read_only_settings_file_is_never_replaced(shared_folder: Path) -> None:
    """Failed before: the save wrote a new file beside it and renamed it over the read-only
    one (the folder was writable), so the player's protected file was gone."""
    if os.geteuid() != 0:
        pytest.skip("needs root to start a process as another user")
    path = shared_folder / "settings.json"
    save_settings(path, Settings().replace(volume=0.9))
    path.chmod(0o444)
    before = path.read_bytes()
    done = subprocess.run([sys.executable, "-c", AS_NOBODY, str(path), str(REPO)],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["saved"] is False
    assert result["notices"] == [NoticeKind.UNWRITABLE]
    assert "read-only" in result["messages"][0]
    assert path.read_bytes() == before
    assert not list(shared_folder.glob(".settings.json.*"))


def test_an_immutable_settings_file_is_told_and_left(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, Settings())
    store = SettingsStore(path)
    store.load()
    with disks.immutable(path):
        assert store.update(volume=0.2) is False
    assert [n.kind for n in store.notices] == [NoticeKind.UNWRITABLE]
    assert store.settings.volume == 0.2  # the change holds for this run


def test_a_symlink_loop_is_never_replaced_by_defaults(tmp_path: Path) -> None:
    """Failed before: the loop looked like no file, the defaults were written over the link."""
    path = tmp_path / "settings.json"
    os.symlink(path.name, path)  # settings.json -> settings.json
    store = SettingsStore(path)
    store.load()
    assert [n.kind for n in store.notices] == [NoticeKind.NOT_A_FILE]
    assert not store.writable
    assert store.update(volume=0.3) is False
    assert path.is_symlink() and os.readlink(path) == path.name


def test_a_change_that_cannot_be_saved_is_told_in_the_game(tmp_path: Path) -> None:
    """Failed before: the change held, the file did not, and nothing was said."""
    app = app_in(tmp_path)
    try:
        app.load_settings()
        app.toasts.current = None
        with disks.immutable(tmp_path / "settings.json"):
            app.change_settings(volume=0.35)
        assert app.settings.volume == 0.35
        assert app.toast is not None
        text, error, _seconds = app.toast
        assert error and "settings" in text.lower() and "not saved" in text.lower()
        app.toasts.current = None
        app.change_settings(volume=0.4)  # written again: nothing more to say
        assert app.toast is None
    finally:
        app.stack.clear()
