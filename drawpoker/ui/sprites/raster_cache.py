"""A disk cache of rasterised SVG pictures (card faces, chips), so that a later start
draws the title's card fans and the table's cards without rasterising them again.

Rasterising the ten cards of the title's fans takes about 60 ms; reading them back takes
about 2 ms. The game turns the cache on for a real run (:func:`use_folder`, called by
``ui.app.run_game`` with ``DataPaths.cache_dir /`` :data:`FOLDER_NAME`); without a folder (tests,
the command line) every picture is rasterised.

One file per picture and size, ``<name>-<W>x<H>-<key>.rgba``: a header (:data:`HEADER`:
the magic ``DPR1``, width, height, a CRC-32 of the pixels, the length of the key) then
the key text, then the pixels as RGBA bytes, row by row. The key names the asset file,
the length and CRC-32 of its bytes and the rasteriser (pygame-ce and SDL_image
versions): a changed SVG, or another rasteriser, is a different key, so a cached
picture is never stale; a file whose header, key, length or CRC does not match is
damaged and is drawn again (and replaced). A file is read only when it is a regular
file of the length its header gives (a pipe or a huge file in its place is damage too).

The cache holds nothing that cannot be made again, so it never stops the game: a
folder that cannot be read or written is named in one line on stderr, once a run, and
the pictures are rasterised as without a cache for the rest of the run; a damaged file is named in one line and
replaced; something else in the place of one file (a folder, a pipe) is removed when it
is empty or ours, else that one picture is not cached. A write never takes the disk's
last :func:`free_margin` (50 MB or 5 %): when the disk is that full, or full, no new
picture is written for the run (one line). It keeps at most :data:`MAX_BYTES`: when a write takes it over, the pictures
used longest ago (file times, refreshed when read) are removed until it is at three
quarters. It never writes through a link it did not make: a cache folder (``rasters`` or
the game's cache folder holding it) that is a symbolic link turns the cache off for the
run (one line), pictures are created exclusively (``O_EXCL``, ``O_NOFOLLOW``), readable
by the player only (0600, folders 0700).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import shutil
import stat
import struct
import sys
import zlib
from collections.abc import Callable
from pathlib import Path

import pygame

from drawpoker.persistence.files import NotAFile, open_regular
from drawpoker.persistence.paths import create_private, make_private_dir

#: The header of a cached picture: magic, width, height (pixels), CRC-32 of the pixel
#: bytes, length of the key text that follows (bytes). Little-endian.
HEADER = struct.Struct("<4sIIII")
MAGIC = b"DPR1"
#: Files of a picture.
SUFFIX = ".rgba"
#: The game's folder of pictures inside its cache folder (``DataPaths.cache_dir``).
FOLDER_NAME = "rasters"
#: Largest size of the cache folder (bytes): about 400 cards at 1080p, 130 at 4K.
MAX_BYTES = 64 * 1024 * 1024
#: Free space on the cache's disk that a write never takes (bytes, and share of the
#: disk; the larger counts): the player's profile and settings need the room more.
MIN_FREE_BYTES = 50 * 1024 * 1024
MIN_FREE_SHARE = 0.05
_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}

_folder: Path | None = None
_working = True  # False once the folder failed this run (told once; pictures rasterised)
_writing = True  # False once the disk was (nearly) full this run (told once; still read)
_bytes: int | None = None  # the folder's size, scanned at the first write
_skipped: set[Path] = set()  # entries with something not ours in the way (told once each)
_checked = False  # the folder was found to be no link this run (:func:`_folder_is_ours`)


def use_folder(folder: str | os.PathLike[str] | None) -> None:
    """Keep the rasterised pictures in ``folder`` (created at the first write), or
    rasterise every picture (``None``). Forgets that an earlier folder failed."""
    global _folder, _working, _writing, _bytes, _checked
    _folder = None if folder is None else Path(folder)
    _working = _writing = True
    _checked = False
    _bytes = None
    _skipped.clear()


def folder() -> Path | None:
    """The folder in use (:func:`use_folder`), or None."""
    return _folder


def rasteriser() -> str:
    """The versions of what rasterises the pictures, as the key names them."""
    return f"pygame-ce {pygame.version.ver}, SDL_image {pygame.image.get_sdl_image_version()}"


def cache_key(relpath: str, source: bytes, variant: str = "") -> str:
    """The key of asset ``relpath`` whose file holds ``source``: names the file, its
    length and CRC-32, the :func:`rasteriser` and the ``variant`` (a transform of the
    rasterised picture, named with its arguments, e.g. ``"rotozoom -9.0 1.0"``)."""
    key = f"{relpath}|{len(source)}|{zlib.crc32(source):08x}|{rasteriser()}"
    return f"{key}|{variant}" if variant else key


def file_for(key: str, size: tuple[int, int]) -> Path | None:
    """The cache file of ``key`` at ``size`` pixels (None without a folder)."""
    if _folder is None:
        return None
    stem = re.sub(r"[^a-z0-9]+", "-", key.split("|", 1)[0].lower().removesuffix(".svg"))
    return _folder / f"{stem.strip('-')}-{size[0]}x{size[1]}-{zlib.crc32(key.encode()):08x}{SUFFIX}"


def cached(relpath: str, source: bytes, size: tuple[int, int],
           render: Callable[[], pygame.Surface], *, variant: str = "") -> pygame.Surface:
    """The picture of asset ``relpath`` (its file's bytes ``source``) rasterised at
    ``size`` pixels (then transformed as ``variant`` names): read from the cache, else
    ``render()`` (rasterise it) and keep the result.

    Returns:
        A per-pixel-alpha Surface, the same pixels ``render()`` gives: of exactly ``size``
        without a ``variant``; with one, of the size ``render()`` gives.

    Raises:
        whatever ``render`` raises (a damaged asset); the cache itself raises nothing.
    """
    key = cache_key(relpath, source, variant)
    path = file_for(key, size)
    if path is None or not _working or not _folder_is_ours(path.parent):
        return render()
    picture = _read(path, key, None if variant else size)
    if picture is not None:
        return picture
    picture = render()
    _write(path, key, picture)
    return picture


def _folder_is_ours(folder: Path) -> bool:
    """Whether ``folder`` and the game's cache folder holding it are real folders (or not
    made yet), never symbolic links to somewhere else: a link there is told once and the
    cache is not used this run (nothing is read from, or written through, it)."""
    global _checked
    if _checked:
        return True
    for part in (folder, folder.parent):
        try:
            if stat.S_ISLNK(os.lstat(part).st_mode):
                _turn_off(folder, NotAFile(part, "a symbolic link", "a folder"))
                return False
        except FileNotFoundError:
            continue
        except OSError as exc:  # no permission to look: as a folder that cannot be read
            _turn_off(folder, exc)
            return False
    _checked = True
    return True


def _read(path: Path, key: str, size: tuple[int, int] | None) -> pygame.Surface | None:
    if path in _skipped:
        return None
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:  # the folder itself: no permission, a file in its way, ...
        _turn_off(path.parent, exc)
        return None
    if not stat.S_ISREG(info.st_mode):  # a folder, a pipe, a link, ... in the way
        _clear_entry(path, info)
        return None
    stored = key.encode()
    start = HEADER.size + len(stored)
    try:
        data = _read_regular(path, start, size)
    except FileNotFoundError:
        return None
    except OSError as exc:
        _turn_off(path.parent, exc)
        return None
    if data is not None and len(data) >= HEADER.size:
        magic, fw, fh, crc, key_len = HEADER.unpack_from(data)
        pixels = memoryview(data)[start:]
        if (magic, key_len) == (MAGIC, len(stored)) and size in (None, (fw, fh)) \
                and data[HEADER.size:start] == stored and len(pixels) == fw * fh * 4 \
                and zlib.crc32(pixels) == crc:
            with contextlib.suppress(OSError):  # a read-only cache is still read
                os.utime(path)  # used now: kept longest when the cache is trimmed
            return pygame.image.frombytes(bytes(pixels), (fw, fh), "RGBA")
    _warn(f"a cached picture was damaged; drawn again: {path}")
    return None


def _read_regular(path: Path, start: int, size: tuple[int, int] | None) -> bytes | None:
    """The bytes of cache file ``path`` (``start``: its header and key), or None when it
    is not a regular file of the length its header (or ``size``) gives: damaged, and
    never read whole. Opened without blocking, so a pipe put in its place cannot hang.

    Raises:
        OSError: it cannot be opened or read.
    """
    try:
        handle = open_regular(path)
    except NotAFile:  # swapped in since it was looked at
        return None
    with handle:
        info = os.fstat(handle.fileno())
        if size is None:
            head = handle.read(HEADER.size)
            if len(head) < HEADER.size:
                return None
            _magic, fw, fh, _crc, _key_len = HEADER.unpack(head)
            size = (fw, fh)
            handle.seek(0)
        if info.st_size != start + size[0] * size[1] * 4:
            return None
        return handle.read(info.st_size)


def _clear_entry(path: Path, info: os.stat_result) -> None:
    """Something other than a picture is where ``path`` belongs: remove it when it is an
    empty folder, a folder of our own pictures or anything else removable, else leave
    it and skip that one picture for the run. Told in one line naming it."""
    try:
        if stat.S_ISDIR(info.st_mode):
            for entry in os.listdir(path):
                inner = path / entry
                if not (entry.endswith(SUFFIX) or entry.endswith(".tmp")) \
                        or not stat.S_ISREG(os.lstat(inner).st_mode):
                    raise IsADirectoryError(f"{path} holds other files")
                inner.unlink()
            path.rmdir()
        else:
            path.unlink()
    except OSError:
        _skipped.add(path)
        _warn(f"something that is not a cached picture is in the way; left there, "
              f"that picture is drawn at every start: {path}")
        return
    _warn(f"something that was not a cached picture was removed: {path}")


def _write(path: Path, key: str, picture: pygame.Surface) -> None:
    global _bytes
    if not (_working and _writing) or path in _skipped:
        return
    pixels = pygame.image.tobytes(picture, "RGBA")
    stored = key.encode()
    data = HEADER.pack(MAGIC, *picture.get_size(), zlib.crc32(pixels), len(stored)) + stored
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        make_private_dir(path.parent)
        if not _room_for(path.parent, len(data) + len(pixels)):
            return
        with contextlib.suppress(FileNotFoundError):  # left by a crash, or a link: not ours
            os.unlink(tmp)
        with create_private(tmp) as handle:  # exclusive, never through a link, 0600
            handle.write(data)
            handle.write(pixels)
        os.replace(tmp, path)
    except OSError as exc:
        with contextlib.suppress(OSError):  # nothing was written there
            tmp.unlink(missing_ok=True)
        if exc.errno in _FULL:
            _stop_writing(path.parent, "the disk is full")
        else:
            _turn_off(path.parent, exc)
        return
    if _bytes is None:
        _bytes = sum(size for _path, size, _used in _files(path.parent))
    else:
        _bytes += len(data) + len(pixels)
    if _bytes > MAX_BYTES:
        _bytes = _trim(path.parent, MAX_BYTES * 3 // 4)


def _room_for(folder: Path, nbytes: int) -> bool:
    """Whether writing ``nbytes`` to ``folder`` leaves its disk the free space
    :func:`free_margin` keeps for the player's own files; if not, writing stops for
    the run (told once).

    Raises:
        OSError: the disk's figures cannot be read.
    """
    usage = shutil.disk_usage(folder)
    if usage.free - nbytes >= free_margin(usage.total):
        return True
    _stop_writing(folder, "the disk is nearly full")
    return False


def free_margin(total: int) -> int:
    """Free space (bytes) the cache never writes into on a disk of ``total`` bytes:
    :data:`MIN_FREE_BYTES` or :data:`MIN_FREE_SHARE` of the disk, the larger."""
    return max(MIN_FREE_BYTES, int(total * MIN_FREE_SHARE))


def _stop_writing(folder: Path, why: str) -> None:
    """No new pictures are written to ``folder`` this run (the ones there are still read)."""
    global _writing
    _writing = False
    _warn(f"new pictures are not cached in {folder} ({why}; the space is left to "
          f"the game's own files)")


def _files(folder: Path) -> list[tuple[Path, int, float]]:
    """The cached pictures in ``folder``: (file, bytes, last used)."""
    out = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.name.endswith(SUFFIX) and entry.is_file():
                    info = entry.stat()
                    out.append((Path(entry.path), info.st_size, info.st_mtime))
    except OSError:
        return out
    return out


def _trim(folder: Path, target: int) -> int:
    """Remove the pictures used longest ago until ``folder`` holds at most ``target``
    bytes; returns what it holds then."""
    files = sorted(_files(folder), key=lambda item: item[2])
    total = sum(size for _path, size, _used in files)
    for path, size, _used in files:
        if total <= target:
            break
        try:
            path.unlink()
        except OSError:
            continue
        total -= size
    return total


def _turn_off(folder: Path, exc: OSError) -> None:
    """The folder cannot be used: say so once and rasterise every picture this run."""
    global _working
    _working = False
    _warn(f"pictures are not cached in {folder} ({exc.strerror or exc}); "
          f"they are drawn at every start")


def _warn(text: str) -> None:
    print(f"drawpoker: {text}", file=sys.stderr)
