"""A small JSON file the game keeps beside the settings: one object holding a list of
entries under one key (``{"missed": [...]}``, ``{"hands": [...]}``), read once and
written whole.

API:
    ``KeptList(path, *, key, source, max_bytes, what)``: ``load() -> (doc, notices)`` and
    ``save(doc) -> notices``; ``doc`` is ``{key: [object, ...]}``. ``source`` names the
    file in its notices (``notices.Notice.file``: ``"practice"``, ``"pass_and_play"``).

What happens to a bad file (read with ``persistence.files``, never blocking):
    - not UTF-8, not JSON, not ``{key: [objects]}``, larger than ``max_bytes``: kept
      aside as ``<name>.corrupt-<time>.json``, the game goes on without its entries, a
      ``corrupt`` notice names where the file went;
    - a folder, FIFO, device or symbolic link loop in its place: never opened nor
      replaced, nothing is saved this run, a ``not_a_file`` notice (a link the player
      made to a file is followed: ``paths.followed``);
    - a file that cannot be read or saved (no permission, full disk): ``unwritable``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from drawpoker.persistence.files import DamagedFile, NotAFile, keep_aside, read_json
from drawpoker.persistence.notices import Notice, NoticeKind
from drawpoker.persistence.paths import atomic_write_text


class KeptList:
    """One kept file (see the module doc).

    Args:
        path: the file.
        key: the key of its list.
        source: the file's name in notices.
        max_bytes: a larger file is damaged (bytes).
        what: what the entries are, for the damaged file's detail ("practice hands").

    Attributes:
        writable: False after something that is not a file was found there (never
            replaced) or a damaged file could not be kept aside (never overwritten).
    """

    def __init__(self, path: Path, *, key: str, source: str, max_bytes: int, what: str) -> None:
        self.path = Path(path)
        self.key, self.source, self.max_bytes, self.what = key, source, max_bytes, what
        self.writable = True
        self._on_disk: dict[str, Any] | None = None  # what load() read: unchanged is not written

    def _checked(self, doc: Any) -> dict[str, Any]:
        """``doc`` when it has the shape the game writes, else :class:`DamagedFile`."""
        if not isinstance(doc, dict) or not isinstance(doc.get(self.key), list) \
                or not all(isinstance(entry, dict) for entry in doc[self.key]):
            raise DamagedFile(f'it is not a list of {self.what} ({{"{self.key}": [...]}})')
        return doc

    def load(self) -> tuple[dict[str, Any], list[Notice]]:
        """The entries kept (``{key: []}`` when there are none or the file is bad) and
        what to tell the player (see the module doc). Never raises for a bad file."""
        empty: dict[str, Any] = {self.key: []}
        try:
            self._on_disk = self._checked(read_json(self.path, self.max_bytes))
            return self._on_disk, []
        except FileNotFoundError:
            return empty, []
        except NotAFile as exc:
            self.writable = False
            return empty, [Notice(NoticeKind.NOT_A_FILE, self.source, self.path,
                                  detail=str(exc))]
        except DamagedFile as exc:
            try:
                kept: Path | None = keep_aside(self.path)
            except OSError:
                kept, self.writable = None, False
            return empty, [Notice(NoticeKind.CORRUPT, self.source, self.path,
                                  kept_aside=kept, detail=str(exc))]
        except OSError as exc:
            self.writable = False
            return empty, [Notice(NoticeKind.UNWRITABLE, self.source, self.path,
                                  detail=exc.strerror or str(exc))]

    def save(self, doc: dict[str, Any]) -> list[Notice]:
        """Write ``doc`` (atomically, 0600) unless it is what :meth:`load` read; the notices
        of a refused or failed write."""
        if not self.writable or doc == self._on_disk:
            return []
        try:
            atomic_write_text(self.path, json.dumps(self._checked(doc)))
            self._on_disk = doc
        except OSError as exc:
            return [Notice(NoticeKind.UNWRITABLE, self.source, self.path,
                           detail=exc.strerror or str(exc))]
        return []
