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
damaged and is drawn again (and replaced).

The cache holds nothing that cannot be made again, so it never stops the game: a
folder that cannot be read or written is named in one line on stderr, once a run, and
the pictures are rasterised as without a cache for the rest of the run; a damaged file is named in one line and
replaced. It keeps at most :data:`MAX_BYTES`: when a write takes it over, the pictures
used longest ago (file times, refreshed when read) are removed until it is at three
quarters.
"""

from __future__ import annotations

import contextlib
import os
import re
import struct
import sys
import zlib
from collections.abc import Callable
from pathlib import Path

import pygame

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

_folder: Path | None = None
_working = True  # False once the folder failed this run (told once; pictures rasterised)
_bytes: int | None = None  # the folder's size, scanned at the first write


def use_folder(folder: str | os.PathLike[str] | None) -> None:
    """Keep the rasterised pictures in ``folder`` (created at the first write), or
    rasterise every picture (``None``). Forgets that an earlier folder failed."""
    global _folder, _working, _bytes
    _folder = None if folder is None else Path(folder)
    _working = True
    _bytes = None


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
    if path is None or not _working:
        return render()
    picture = _read(path, key, None if variant else size)
    if picture is not None:
        return picture
    picture = render()
    _write(path, key, picture)
    return picture


def _read(path: Path, key: str, size: tuple[int, int] | None) -> pygame.Surface | None:
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except FileNotFoundError:
        return None
    except OSError as exc:  # the folder itself: no permission, a file in its way, ...
        _turn_off(path.parent, exc)
        return None
    stored = key.encode()
    start = HEADER.size + len(stored)
    if len(data) >= HEADER.size:
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


def _write(path: Path, key: str, picture: pygame.Surface) -> None:
    global _bytes
    if not _working:
        return
    pixels = pygame.image.tobytes(picture, "RGBA")
    stored = key.encode()
    data = HEADER.pack(MAGIC, *picture.get_size(), zlib.crc32(pixels), len(stored)) + stored
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp, "wb") as handle:
            handle.write(data)
            handle.write(pixels)
        os.replace(tmp, path)
    except OSError as exc:
        _turn_off(path.parent, exc)
        with contextlib.suppress(OSError):  # nothing was written there
            tmp.unlink(missing_ok=True)
        return
    if _bytes is None:
        _bytes = sum(size for _path, size, _used in _files(path.parent))
    else:
        _bytes += len(data) + len(pixels)
    if _bytes > MAX_BYTES:
        _bytes = _trim(path.parent, MAX_BYTES * 3 // 4)


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
