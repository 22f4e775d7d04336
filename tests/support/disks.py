"""Real misbehaving disks for the persistence tests: a small tmpfs that fills up, a
read-only mount, an immutable file, a file-size limit, a FIFO.

Each helper skips the test (with the reason) where this machine cannot make the
condition, and undoes it in a finalizer (no mount or immutable file is left behind).
Root ignores permission bits, so a read-only folder is made as a read-only mount, never
with chmod.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


def _run(*cmd: str) -> bool:
    if shutil.which(cmd[0]) is None:
        return False
    done = subprocess.run(cmd, capture_output=True, check=False)
    return done.returncode == 0


@contextlib.contextmanager
def small_disk(folder: Path, size_kb: int = 256) -> Iterator[Path]:
    """A tmpfs of ``size_kb`` kB mounted at ``folder`` (created); unmounted afterwards.

    Skips the test when mounting is not allowed here (not root, no ``mount``)."""
    folder.mkdir(parents=True, exist_ok=True)
    if not _run("mount", "-t", "tmpfs", "-o", f"size={size_kb}k,mode=0777", "tmpfs",
                str(folder)):
        pytest.skip("a small tmpfs cannot be mounted here (needs root and mount)")
    try:
        yield folder
    finally:
        _run("umount", "-l", str(folder))


def fill(folder: Path, leave_bytes: int = 0) -> Path:
    """Fill the disk holding ``folder`` with a filler file until at most ``leave_bytes``
    are free; returns the filler (delete it to free the space)."""
    filler = folder / ".filler"
    chunk = b"\0" * 4096
    with open(filler, "ab") as out:
        while True:
            free = shutil.disk_usage(folder).free
            if free <= leave_bytes:
                break
            try:
                out.write(chunk[: max(1, min(4096, free - leave_bytes))])
                out.flush()
            except OSError as exc:
                if exc.errno != errno.ENOSPC:
                    raise
                break
    return filler


@contextlib.contextmanager
def read_only_mount(folder: Path) -> Iterator[Path]:
    """``folder`` (which must exist) bind-mounted read-only onto itself: a real read-only
    file system for everything under it, also for root. Unmounted afterwards.

    Skips the test when bind mounts are not allowed here."""
    if not _run("mount", "--bind", str(folder), str(folder)):
        pytest.skip("a read-only bind mount cannot be made here (needs root and mount)")
    try:
        if not _run("mount", "-o", "remount,ro,bind", str(folder)):
            pytest.skip("a bind mount cannot be made read-only here")
        yield folder
    finally:
        _run("umount", "-l", str(folder))


@contextlib.contextmanager
def immutable(path: Path) -> Iterator[Path]:
    """``chattr +i path`` (nobody, root included, may change, replace or delete it), undone
    afterwards. Skips the test when the file system or the user does not allow it."""
    if not _run("chattr", "+i", str(path)):
        pytest.skip("chattr +i is not possible here (needs root and ext4/xfs/btrfs)")
    try:
        yield path
    finally:
        _run("chattr", "-i", str(path))


def make_fifo(path: Path) -> Path:
    """A named pipe at ``path`` (skips where the OS has none)."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes on this OS")
    os.mkfifo(path)
    return path
