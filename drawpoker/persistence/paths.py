"""Where the game keeps its files: the user's folders, never beside the program.

API:
    ``DataPaths`` (frozen dataclass): ``settings_file``, ``profile_file``, ``export_dir``,
    ``config_dir``, ``data_dir``, ``cache_dir`` and ``ensure()`` (creates the folders,
    returns self).
    ``data_paths(override=None) -> DataPaths``: the folders for this run. With
    ``override`` (the game's ``--data-dir DIR`` option, or a test's temporary folder)
    every file lives directly in that one folder (the cache in its ``cache/``); else the
    environment variable ``DRAWPOKER_DATA_DIR`` is used the same way when set; else
    platformdirs' per-user config folder holds the settings, its per-user data folder holds
    the profile (SQLite) and exported hands, and its per-user cache folder the cache
    (platformdirs is imported only then: a run with one data folder never loads it).
    ``write_new_text(folder, stem, suffix, text) -> Path``: a new file, never replacing one
    (``stem-2``, ``stem-3``... when the name is taken).
    ``create_private(path, *, exclusive=True) -> BinaryIO``: a new file for writing, 0600
    on POSIX, never opened through a symbolic link. ``make_private_dir(path)``: a folder
    and its missing parents, created 0700 on POSIX. Every file and folder the game makes
    is made with these (``FILE_MODE``, ``FOLDER_MODE``).
    ``kept_aside_path(path, when=None) -> Path``: the name a damaged file is renamed to,
    ``<name>.corrupt-YYYYmmdd-HHMMSS[-n]<suffix>`` beside it (never overwrites).
    ``os_problem(exc) -> "full" | "read_only" | "io"``: what an ``OSError`` from the disk
    means (``profile.errors.write_problem`` for SQLite's errors too).
    ``followed(path) -> Path``: where a file the game keeps for the player really is (the
    rule for links, below); ``link_target_missing(path) -> str | None``.

Links: a symbolic link the player made at a file the game keeps for him (the settings,
the profile, the practice progress, the pass-and-play hands: his data on a synced drive
or in a dotfiles folder) is followed, by every store alike (:func:`followed`): the file it
names is read there, replaced there atomically (the link stays) and made there when it is
missing, but never in a folder that is not there (a drive not connected: the folder is
not made on the local disk, :func:`link_target_missing`); a damaged one is set aside by
renaming the link. Files the game makes for itself
(the lock, the picture cache, temporary files, screenshots, crash reports) are never
opened through a link (``create_private``, ``files.open_private``).

File names: ``settings.json`` (see ``settings``), ``profile.sqlite3`` (see ``profile``;
also holds the open table and hand journal of ``resume``), ``exports/`` (hand files
exported as scenario JSON); the cache folder holds only files the game can make again
(the rasterised card pictures of ``ui.sprites.raster_cache``).
"""

from __future__ import annotations

import contextlib
import errno
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import BinaryIO

APP_NAME = "drawpoker"
APP_AUTHOR = "drawpoker"
ENV_OVERRIDE = "DRAWPOKER_DATA_DIR"
SETTINGS_NAME = "settings.json"
PROFILE_NAME = "profile.sqlite3"
EXPORT_DIR_NAME = "exports"
#: The cache folder inside a single data folder (``--data-dir``, ``DRAWPOKER_DATA_DIR``).
CACHE_DIR_NAME = "cache"
#: mode of the files the game creates (POSIX): readable and writable by the player only
FILE_MODE = 0o600
#: mode of the folders the game creates (POSIX)
FOLDER_MODE = 0o700
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


@dataclass(frozen=True, slots=True)
class DataPaths:
    """The folders and files of one user's game data.

    Attributes:
        config_dir: folder of ``settings_file``.
        data_dir: folder of ``profile_file`` and ``export_dir``.
        cache_dir: folder of files the game can make again (never created by
            :meth:`ensure`; its user creates it when first writing there).
        settings_file: the JSON settings file.
        profile_file: the SQLite profile (bankroll, sessions, hands, open table).
        export_dir: default folder for hands exported as scenario files.
    """

    config_dir: Path
    data_dir: Path
    cache_dir: Path

    @property
    def settings_file(self) -> Path:
        """The settings file, ``<config_dir>/settings.json``."""
        return self.config_dir / SETTINGS_NAME

    @property
    def profile_file(self) -> Path:
        """The profile database, ``<data_dir>/profile.sqlite3``."""
        return self.data_dir / PROFILE_NAME

    @property
    def export_dir(self) -> Path:
        """Default folder for exported hands, ``<data_dir>/exports``."""
        return self.data_dir / EXPORT_DIR_NAME

    def ensure(self) -> DataPaths:
        """Create the folders if missing (0700 on POSIX) and return ``self``.

        Raises:
            NotADirectoryError: a file is in the way of a folder (the message names it).
            OSError: a folder cannot be created (no permission, read-only disk, ...).
        """
        for folder in (self.config_dir, self.data_dir):
            blocker = file_in_the_way(folder)
            if blocker is not None:
                raise NotADirectoryError(
                    f"{blocker} is a file, not a folder; the game keeps its settings "
                    f"and profile in the folder {folder}"
                )
            make_private_dir(folder)
        return self


def file_in_the_way(folder: str | os.PathLike[str]) -> Path | None:
    """The file that stops ``folder`` from being a folder, or ``None``.

    That is ``folder`` itself or its nearest existing parent, when that is not a folder
    (e.g. ``--data-dir notes.txt`` or ``--data-dir notes.txt/poker``).
    """
    path = Path(os.path.expanduser(folder))
    for part in (path, *path.parents):
        if part.exists():
            return None if part.is_dir() else part
    return None


def data_paths(override: str | os.PathLike[str] | None = None) -> DataPaths:
    """The folders for this run (nothing is created; call :meth:`DataPaths.ensure`).

    Args:
        override: one folder to hold everything (``--data-dir``); ``None`` to use the
            ``DRAWPOKER_DATA_DIR`` environment variable or, failing that, the user folders
            that platformdirs gives for this OS.

    Returns:
        The paths; ``config_dir``, ``data_dir`` and ``cache_dir`` are absolute.
    """
    if override is None:
        env = os.environ.get(ENV_OVERRIDE, "").strip()
        if env:
            override = env
    if override is not None:
        # ~ and ~user as a shell expands them: an unknown user's ~name is left as written
        # (pathlib would raise)
        folder = Path(os.path.expanduser(override)).resolve()
        return DataPaths(config_dir=folder, data_dir=folder, cache_dir=folder / CACHE_DIR_NAME)
    import platformdirs  # the user folders only: a single data folder never needs it

    config = Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR, roaming=True))
    data = Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR, roaming=True))
    cache = Path(platformdirs.user_cache_dir(APP_NAME, APP_AUTHOR))
    return DataPaths(config_dir=config.resolve(), data_dir=data.resolve(),
                     cache_dir=cache.resolve())


def kept_aside_path(path: Path, when: datetime | None = None) -> Path:
    """A free name beside ``path`` for keeping a damaged file aside.

    ``settings.json`` becomes ``settings.corrupt-20260130-142501.json``; a ``-2``, ``-3``...
    is added if that name is taken, so nothing is ever overwritten.

    Args:
        path: the damaged file.
        when: the time stamp to use (UTC now when ``None``).
    """
    stamp = (when or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
    base = f"{path.stem}.corrupt-{stamp}"
    candidate = path.with_name(base + path.suffix)
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{base}-{n}{path.suffix}")
        n += 1
    return candidate


def followed(path: str | os.PathLike[str]) -> Path:
    """Where the file the game keeps for the player at ``path`` really is: a symbolic
    link there (and any link among its folders) followed to the name it gives, whether or
    not a file is there yet (see "Links" in the module doc); ``path`` made absolute when
    no link is on the way. A link loop is left as it is: opening it fails (``ELOOP``)."""
    return Path(os.path.realpath(path))


def link_target_missing(path: str | os.PathLike[str]) -> str | None:
    """Why a symbolic link the player made at ``path`` leads nowhere the game may write:
    the folder it points into is not there (a synced or removable drive not connected);
    None when ``path`` is no link or that folder is there."""
    if not os.path.islink(path):
        return None
    folder = followed(path).parent
    if folder.is_dir():
        return None
    return f"{path} links into {folder}, which is not there (is its drive connected?)"


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) so that a crash leaves the old or the new file.

    Writes a temporary file in the same folder, flushes and fsyncs it, then
    ``os.replace`` s it over ``path`` and (POSIX) fsyncs the folder. The file is
    readable by the player only (0600, made with :func:`create_private`). A symbolic link at
    ``path`` is followed first (:func:`followed`): its target is replaced and the link kept.
    A file that may not be written (read-only, immutable) is never replaced, even in a
    writable folder.

    Raises:
        PermissionError: the file is read-only (it is left as it is).
        FileNotFoundError: a link at ``path`` points into a folder that is not there
            (:func:`link_target_missing`; nothing is made).
        OSError: the folder is not writable, the disk is full, ...
    """
    nowhere = link_target_missing(path)
    if nowhere is not None:
        raise FileNotFoundError(errno.ENOENT, nowhere)
    path = followed(path)
    make_private_dir(path.parent)
    if path.exists() and not os.access(path, os.W_OK):  # the player protected it
        raise PermissionError(errno.EACCES, "the file is read-only; it is not replaced",
                              str(path))
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        tmp.unlink(missing_ok=True)  # left by a crash (a link there is removed, not followed)
        with create_private(tmp) as handle:
            handle.write(text.encode("utf-8"))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()
    fsync_dir(path.parent)


def write_new_text(folder: Path, stem: str, suffix: str, text: str) -> Path:
    """Write ``text`` (UTF-8) to a NEW file ``<folder>/<stem><suffix>``, never replacing
    an existing file: if that name is taken, ``<stem>-2<suffix>``, ``-3``... is used.

    The file appears whole or not at all (a temporary file is hard-linked to the free
    name, which fails rather than replace; where links are not possible it is created
    with exclusive create).

    Returns:
        The file written.

    Raises:
        OSError: the folder is not writable, the disk is full, ...
    """
    tmp = folder / f".{stem}.{os.getpid()}.tmp"
    try:
        tmp.unlink(missing_ok=True)  # left by a crash (a link there is removed, not followed)
        with create_private(tmp) as handle:
            handle.write(text.encode("utf-8"))
            handle.flush()
            os.fsync(handle.fileno())
        n = 1
        while True:
            candidate = folder / (f"{stem}{suffix}" if n == 1 else f"{stem}-{n}{suffix}")
            try:
                os.link(tmp, candidate)
            except FileExistsError:
                n += 1
                continue
            except OSError:  # no hard links here (some file systems): exclusive create
                try:
                    with create_private(candidate) as out:
                        out.write(text.encode("utf-8"))
                except FileExistsError:
                    n += 1
                    continue
            break
    finally:
        if tmp.exists():
            tmp.unlink()
    fsync_dir(folder)
    return candidate


def fsync_dir(folder: Path) -> None:
    """Flush a folder's entries to disk (POSIX; a no-op where folders cannot be opened)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


#: errno values of a disk that has no room (no space, a quota, a file-size limit)
FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG})
#: errno values of a file, folder or disk that does not allow changes
READ_ONLY_ERRNOS = frozenset({errno.EROFS, errno.EACCES, errno.EPERM})


def os_problem(exc: OSError) -> str:
    """What ``exc`` (from making or writing a file) says about the disk: ``"full"``,
    ``"read_only"`` (a read-only disk, no permission) or ``"io"`` (anything else)."""
    if exc.errno in FULL_ERRNOS:
        return "full"
    return "read_only" if exc.errno in READ_ONLY_ERRNOS else "io"


def create_private(path: Path, *, exclusive: bool = True) -> BinaryIO:
    """A new file at ``path`` for writing bytes, mode 0600 on POSIX, never opened through
    a symbolic link.

    Raises:
        FileExistsError: ``exclusive`` and something is there already.
        OSError: a link in its place (``ELOOP``), the folder cannot be written, ...
    """
    flags = os.O_WRONLY | os.O_CREAT | _NOFOLLOW | _BINARY | _CLOEXEC
    flags |= os.O_EXCL if exclusive else os.O_TRUNC
    fd = os.open(path, flags, FILE_MODE)
    return os.fdopen(fd, "wb")


def make_private_dir(path: Path) -> Path:
    """The folder ``path``, created with its missing parents, mode 0700 on POSIX (an
    existing one, or a link to one the player made, is used as it is); returns it.

    Raises:
        NotADirectoryError: a file is in its place.
        OSError: it cannot be created.
    """
    path = Path(path)
    if not path.is_dir():
        if path.parent != path and not path.parent.is_dir():
            make_private_dir(path.parent)
        with contextlib.suppress(FileExistsError):  # made meanwhile: looked at below
            os.mkdir(path, FOLDER_MODE)
        if not path.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, "a file is in the way of a folder", str(path))
    return path
