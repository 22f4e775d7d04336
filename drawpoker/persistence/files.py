"""The one way the game opens the files it keeps: only regular files, never blocking,
a link followed only where the player made it (``paths.followed``), created readable by
the player only.

Every file the game keeps (settings, profile, practice progress, the raster cache, the
lock, crash reports) is read with :func:`open_regular` / :func:`read_regular` and
created with ``paths.create_private`` (folders ``paths.make_private_dir``); a damaged one
is kept aside with :func:`keep_aside`.

API:
    ``open_regular(path, *, follow_links=False) -> BinaryIO``: the regular file at
    ``path`` opened for reading without blocking (a named pipe cannot hang the game).
    ``read_regular(path, max_bytes, *, follow_links=False) -> bytes``: at most
    ``max_bytes + 1`` bytes of it (more than ``max_bytes``: the caller calls it damaged).
    ``read_json(path, max_bytes) -> Any``: the JSON value of a file kept for the player (a
    link the player made there is followed: ``paths.followed``).
    ``open_private(path) -> int``: a descriptor for reading and writing, created 0600 if
    missing, never through a link (the lock file).
    ``keep_aside(path) -> Path``: rename a damaged file to ``<name>.corrupt-<time><suffix>``.
    ``NotAFile`` (a folder, FIFO, device, socket or link in the file's place) and
    ``DamagedFile`` (the bytes are not what the game writes; a short English reason,
    never the decoder's text).
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any, BinaryIO

from drawpoker.persistence.paths import FILE_MODE, kept_aside_path

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


class NotAFile(OSError):
    """Something that is not a regular file (a folder, FIFO, device, socket, or a link the
    game does not follow) is where a file of the game should be; ``path`` names it."""

    def __init__(self, path: Path, what: str, wanted: str = "a regular file") -> None:
        super().__init__(f"{path} is {what}, not {wanted}")
        self.path = path


class DamagedFile(ValueError):
    """A file of the game holds something the game never writes (a short reason)."""


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    return "a device or socket"


def open_regular(path: Path, *, follow_links: bool = False) -> BinaryIO:
    """Open the regular file at ``path`` for reading, without blocking.

    Args:
        follow_links: read a symbolic link's target (a file kept for the player, see
            :func:`read_json`); otherwise a link is refused (the picture cache).

    Raises:
        FileNotFoundError: nothing there (a dangling link too).
        NotAFile: a folder, FIFO, device, socket, a link loop, or (unless
            ``follow_links``) a symbolic link.
        OSError: it cannot be opened (no permission, ...).
    """
    path = Path(path)
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        if not follow_links:
            raise NotAFile(path, "a symbolic link")
        try:
            info = os.stat(path)
        except FileNotFoundError:
            raise
        except OSError as exc:  # a link loop: no file can ever be read there
            raise NotAFile(path, "a symbolic link loop") from exc
    if not stat.S_ISREG(info.st_mode):
        raise NotAFile(path, _kind(info.st_mode))
    flags = os.O_RDONLY | _NONBLOCK | _BINARY | _CLOEXEC | (0 if follow_links else _NOFOLLOW)
    fd = os.open(path, flags)
    handle = os.fdopen(fd, "rb")
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):  # swapped in between the look and the opening
        handle.close()
        raise NotAFile(path, _kind(mode))
    return handle


def read_regular(path: Path, max_bytes: int, *, follow_links: bool = False) -> bytes:
    """At most ``max_bytes + 1`` bytes of the regular file at ``path`` (see
    :func:`open_regular` for what it refuses and raises)."""
    with open_regular(path, follow_links=follow_links) as handle:
        return handle.read(max_bytes + 1)


def _reject_constant(name: str) -> float:
    raise ValueError(f"{name} is not allowed")


def read_json(path: Path, max_bytes: int) -> Any:
    """The JSON value of the regular file the game keeps for the player at ``path`` (UTF-8,
    a byte-order mark allowed); a symbolic link there is followed (the rule for links of
    ``paths``: the settings, the practice progress, the pass-and-play hands alike).

    Raises:
        DamagedFile: more than ``max_bytes``, not UTF-8, not JSON, ``NaN``/``Infinity``,
            nested too deeply (the reason is short English, never the decoder's text).
        FileNotFoundError: nothing there (a link to a file not made yet too).
        NotAFile, OSError: as :func:`open_regular`.
    """
    raw = read_regular(path, max_bytes, follow_links=True)
    if len(raw) > max_bytes:
        raise DamagedFile(f"it is larger than {max_bytes:,} bytes")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DamagedFile("it is not text (not UTF-8)") from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise DamagedFile("it is nested too deeply") from None
    except ValueError as exc:
        line = getattr(exc, "lineno", None)
        where = f" (line {line})" if line is not None else ""
        raise DamagedFile(f"it is not valid JSON{where}") from None


def open_private(path: Path) -> int:
    """A descriptor of ``path`` for reading and writing, created 0600 when missing, never
    opened through a symbolic link nor blocking on a pipe (the lock file).

    Raises:
        NotAFile: not a regular file (a folder, a pipe, a link).
        OSError: it cannot be opened or created.
    """
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        pass
    else:
        if not stat.S_ISREG(info.st_mode):
            raise NotAFile(Path(path), _kind(info.st_mode))
    fd = os.open(path, os.O_RDWR | os.O_CREAT | _NOFOLLOW | _NONBLOCK | _BINARY | _CLOEXEC,
                 FILE_MODE)
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise NotAFile(Path(path), _kind(mode))
    return fd


def keep_aside(path: Path) -> Path:
    """Rename the damaged file at ``path`` to a free ``<name>.corrupt-<time><suffix>``
    beside it; returns the new name.

    Raises:
        OSError: it cannot be renamed (a read-only folder).
    """
    target = kept_aside_path(Path(path))
    os.replace(path, target)
    return target
