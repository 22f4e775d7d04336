"""Practice progress: the drill hands the player answered wrong, kept between practices in
``drills.json`` beside the settings file.

API:
    ``PracticeFile(path)``: ``load() -> (doc, notices)`` and ``save(doc) -> notices``.
    ``doc`` is ``{"missed": [entry, ...]}`` (each entry an object, checked one by one by
    ``coach.drills.DrillRound.load``, which leaves damaged ones out).
    ``MISSED_FILE``, ``MAX_FILE_BYTES``.

What happens to a bad file (read with ``persistence.files``, never blocking):
    - not UTF-8, not JSON, not ``{"missed": [objects]}``, too big: kept aside as
      ``drills.corrupt-<time>.json``, practice goes on without the hands, a ``corrupt``
      notice names where the file went;
    - a folder, FIFO, device or symbolic link in its place: never opened nor replaced,
      nothing is saved this run, a ``not_a_file`` notice;
    - a file that cannot be read or saved (no permission, full disk): ``unwritable``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from drawpoker.persistence.files import DamagedFile, NotAFile, keep_aside, read_json
from drawpoker.persistence.notices import Notice, NoticeKind
from drawpoker.persistence.paths import atomic_write_text

#: The file (beside the settings) of the drill hands answered wrong.
MISSED_FILE = "drills.json"
#: a practice file larger than this (bytes) is damaged (the game keeps a few dozen hands)
MAX_FILE_BYTES = 1_000_000


def _checked(doc: Any) -> dict[str, Any]:
    """``doc`` when it has the shape the game writes, else :class:`DamagedFile`."""
    if not isinstance(doc, dict) or not isinstance(doc.get("missed"), list) \
            or not all(isinstance(entry, dict) for entry in doc["missed"]):
        raise DamagedFile('it is not a list of practice hands ({"missed": [...]})')
    return doc


class PracticeFile:
    """``drills.json``: read once when practice opens, written when it closes.

    Attributes:
        path: the file.
        writable: False after something that is not a file was found there (never
            replaced) or a damaged file could not be kept aside (never overwritten).
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.writable = True
        self._on_disk: dict[str, Any] | None = None  # what load() read: unchanged is not written

    def load(self) -> tuple[dict[str, Any], list[Notice]]:
        """The hands kept (``{"missed": []}`` when there are none or the file is bad) and
        what to tell the player (see the module doc). Never raises for a bad file."""
        empty: dict[str, Any] = {"missed": []}
        try:
            self._on_disk = _checked(read_json(self.path, MAX_FILE_BYTES))
            return self._on_disk, []
        except FileNotFoundError:
            return empty, []
        except NotAFile as exc:
            self.writable = False
            return empty, [Notice(NoticeKind.NOT_A_FILE, "practice", self.path,
                                  detail=str(exc))]
        except DamagedFile as exc:
            try:
                kept: Path | None = keep_aside(self.path)
            except OSError:
                kept, self.writable = None, False
            return empty, [Notice(NoticeKind.CORRUPT, "practice", self.path,
                                  kept_aside=kept, detail=str(exc))]
        except OSError as exc:
            self.writable = False
            return empty, [Notice(NoticeKind.UNWRITABLE, "practice", self.path,
                                  detail=exc.strerror or str(exc))]

    def save(self, doc: dict[str, Any]) -> list[Notice]:
        """Write ``doc`` (atomically, 0600) unless it is what :meth:`load` read; the notices
        of a refused or failed write."""
        if not self.writable or doc == self._on_disk:
            return []
        if os.path.islink(self.path):
            self.writable = False
            return [Notice(NoticeKind.NOT_A_FILE, "practice", self.path,
                           detail=f"{self.path} is a symbolic link")]
        try:
            atomic_write_text(self.path, json.dumps(_checked(doc)))
            self._on_disk = doc
        except OSError as exc:
            return [Notice(NoticeKind.UNWRITABLE, "practice", self.path,
                           detail=exc.strerror or str(exc))]
        return []
