"""The lock between processes on ``<profile>.lock``: one copy of the game per profile.

API:
    ``InstanceLock(path, shared=False)``: ``acquire() -> bool`` (False: another process,
    or another unshared opening, holds it), ``release()``. The operating system drops the
    lock when the process ends, even when it is killed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from drawpoker.persistence.files import open_private

#: ``<profile>.lock`` files this process holds: resolved path -> [open handle, holders].
_HELD_LOCKS: dict[str, list[Any]] = {}


class InstanceLock:
    """An advisory lock on ``<profile>.lock`` held while the game has the profile open, so a
    second copy of the game cannot play the same open table (released when the process
    ends, even when it is killed). With ``shared`` (the game's UI) the lock is shared
    (counted) between the shared openings of one process: it keeps other processes out,
    not a second opening by the same game (an App made again in one process)."""

    def __init__(self, path: Path, *, shared: bool = False) -> None:
        self.path = path
        self._handle: Any = None
        self._key = str(Path(path).resolve())
        self._shared = shared

    def acquire(self) -> bool:
        """Take the lock; False when another holder has it (nothing is held then).

        Raises:
            OSError: the lock file cannot be opened (an unwritable folder).
        """
        held = _HELD_LOCKS.get(self._key) if self._shared else None
        if held is not None:
            held[1] += 1
            self._handle = held[0]
            return True
        # never through a link, never blocking on a pipe, created 0600: NotAFile (an
        # OSError) for anything but a regular file
        handle = os.fdopen(open_private(self.path), "r+b")
        try:
            if sys.platform == "win32":
                import msvcrt

                handle.seek(0)
                msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            return False
        self._handle = handle
        if self._shared:
            _HELD_LOCKS[self._key] = [handle, 1]
        return True

    def release(self) -> None:
        """Give the lock back (a shared lock once its last opening is released)."""
        if self._handle is None:
            return
        held = _HELD_LOCKS.get(self._key) if self._shared else None
        if held is None:
            self._handle.close()
            self._handle = None
            return
        self._handle = None
        held[1] -= 1
        if held[1] <= 0:
            del _HELD_LOCKS[self._key]
            held[0].close()

