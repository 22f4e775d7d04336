"""The profile's write-ahead log (``profile.sqlite3-wal``), checked before SQLite opens it.

SQLite silently ignores a log whose header or frames fail their checksums, which rolls the
profile back to the last checkpoint. Every finished hand is checkpointed into the main file
(``Profile.checkpoint``), so the log only ever holds the hand in play; but a log that lost
frames SQLite had already committed (emptied, truncated, overwritten by a bad disk) must
not roll back without a word. The log's index (``-shm``, left by a crash) says how many
frames were committed; the log is read frame by frame with SQLite's own checksums.

API:
    ``wal_damage(path) -> str | None``: why the log beside the profile ``path`` is damaged
    (technical English), or ``None`` when it is intact, empty as it should be, or absent.
    ``keep_wal_aside(path) -> Path``: move the log and its index aside
    (``profile.corrupt-<time>.sqlite3-wal`` / ``-shm``); returns where the log went.
    ``WAL_MAGIC`` (the two header magics), ``MAX_CHECKED_BYTES``.

Formats: https://sqlite.org/fileformat2.html#walformat (header 32 bytes, frames of a 24-byte
header and one page, cumulative checksums) and the wal-index header (two copies of 48 bytes
in the machine's byte order at the start of ``-shm``).
"""

from __future__ import annotations

import os
import stat
import struct
import sys
from dataclasses import dataclass
from pathlib import Path

from drawpoker.persistence.paths import kept_aside_path

#: header magic -> struct byte order of the checksums (the low bit set: big-endian)
WAL_MAGIC = {0x377F0682: "<", 0x377F0683: ">"}
_HEADER = 32
_FRAME_HEADER = 24
_INDEX_VERSION = 3007000
#: a log larger than this (bytes) is checked by its header only: about a second of checking
#: at most (the game's logs hold one hand, a few hundred kB)
MAX_CHECKED_BYTES = 8 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class _Header:
    order: str
    page_size: int
    salts: bytes
    checksum: tuple[int, int]


def _checksum(data: bytes, order: str, start: tuple[int, int]) -> tuple[int, int]:
    """SQLite's log checksum of ``data`` (a multiple of 8 bytes), continued from ``start``."""
    s1, s2 = start
    words = struct.unpack(f"{order}{len(data) // 4}I", data)
    for x1, x2 in zip(words[0::2], words[1::2], strict=True):
        s1 = (s1 + x1 + s2) & 0xFFFFFFFF
        s2 = (s2 + x2 + s1) & 0xFFFFFFFF
    return s1, s2


def _header(data: bytes) -> _Header | None:
    """The log header, or ``None`` when it is not a valid one."""
    if len(data) < _HEADER:
        return None
    magic = struct.unpack(">I", data[:4])[0]
    order = WAL_MAGIC.get(magic)
    if order is None:
        return None
    _magic, _version, page_size, _seq, _s1, _s2, c1, c2 = struct.unpack(">8I", data[:32])
    if page_size < 512 or page_size > 65536 or page_size & (page_size - 1):
        return None
    if _checksum(data[:24], order, (0, 0)) != (c1, c2):
        return None
    return _Header(order, page_size, data[16:24], (c1, c2))


def _committed_frames(data: bytes, header: _Header) -> int:
    """Frames of the log up to its last valid commit frame (what SQLite replays)."""
    size = _FRAME_HEADER + header.page_size
    checksum = header.checksum
    committed = 0
    frame = 0
    offset = _HEADER
    while offset + size <= len(data):
        head = data[offset:offset + _FRAME_HEADER]
        _page, commit, _s1, _s2, c1, c2 = struct.unpack(">6I", head)
        if head[8:16] != header.salts:
            break
        checksum = _checksum(head[:8], header.order, checksum)
        checksum = _checksum(data[offset + _FRAME_HEADER:offset + size], header.order,
                             checksum)
        if checksum != (c1, c2):
            break
        frame += 1
        if commit:
            committed = frame
        offset += size
    return committed


def _index(shm: Path) -> tuple[int, bytes] | None:
    """(frames committed, the log's salt bytes) from the log's index left beside it, or ``None`` when there
    is no index that can be trusted (absent, not initialised, its two copies differ)."""
    try:
        if not stat.S_ISREG(os.stat(shm).st_mode):
            return None
        with open(shm, "rb") as handle:
            head = handle.read(96)
    except OSError:
        return None
    if len(head) < 96 or head[:48] != head[48:96]:
        return None
    order = "<" if sys.byteorder == "little" else ">"
    version, _unused, _change = struct.unpack(f"{order}3I", head[:12])
    if version != _INDEX_VERSION or head[12] != 1:
        return None
    frames = struct.unpack(f"{order}I", head[16:20])[0]
    return int(frames), head[32:40]  # copied from the log header as they are


def _side(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def wal_damage(path: Path) -> str | None:
    """Why the write-ahead log beside the profile ``path`` is damaged, or ``None``.

    Damaged: the log does not start with a valid header while holding bytes, or it holds
    fewer committed frames than its index recorded (emptied, truncated, a frame
    overwritten), or it is missing while the index lists committed frames.

    Raises:
        OSError: the log exists but cannot be read (the caller treats the profile as
            unusable for now, never as damaged).
    """
    wal = _side(path, "-wal")
    index = _index(_side(path, "-shm"))
    committed_before = index[0] if index is not None else 0
    try:
        info = os.stat(wal)
    except FileNotFoundError:
        if committed_before:
            return f"{wal.name} is missing but its index lists {committed_before} frames"
        return None
    if not stat.S_ISREG(info.st_mode):
        return None  # not a file at all: told as such by the caller
    with open(wal, "rb") as handle:
        data = handle.read(MAX_CHECKED_BYTES if info.st_size > MAX_CHECKED_BYTES else -1)
    if not data:
        if committed_before:
            return f"{wal.name} is empty but its index lists {committed_before} frames"
        return None
    header = _header(data)
    if header is None:
        if index is not None and not committed_before:
            return None  # nothing had been committed to it: nothing to lose
        return f"{wal.name} ({len(data)} bytes) does not start with a valid log header"
    if index is None or info.st_size > MAX_CHECKED_BYTES:
        return None
    if index[1] != header.salts:
        if committed_before:
            return f"{wal.name} is not the log its index describes"
        return None
    found = _committed_frames(data, header)
    if found < committed_before:
        return f"{wal.name} holds {found} of the {committed_before} committed frames"
    return None


def keep_wal_aside(path: Path) -> Path:
    """Move the log (and its index) beside the profile ``path`` aside; returns where the
    log is now (``profile.corrupt-<time>.sqlite3-wal``).

    Raises:
        OSError: they cannot be moved (a read-only folder).
    """
    wal = _side(path, "-wal")
    kept = kept_aside_path(wal)
    shm = _side(path, "-shm")
    if wal.exists():
        wal.replace(kept)
    else:
        kept.write_bytes(b"")  # what was found: no log at all
    if shm.exists():
        shm.replace(kept_aside_path(shm))
    return kept
