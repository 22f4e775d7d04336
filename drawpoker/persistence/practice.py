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
    - a folder, FIFO, device or symbolic link loop in its place: never opened nor
      replaced, nothing is saved this run, a ``not_a_file`` notice (a link the player
      made to a file is followed: ``paths.followed``);
    - a file that cannot be read or saved (no permission, full disk): ``unwritable``.
"""

from __future__ import annotations

from pathlib import Path

from drawpoker.persistence.kept_list import KeptList

#: The file (beside the settings) of the drill hands answered wrong.
MISSED_FILE = "drills.json"
#: a practice file larger than this (bytes) is damaged (the game keeps a few dozen hands)
MAX_FILE_BYTES = 1_000_000


class PracticeFile(KeptList):
    """``drills.json``: read once when practice opens, written when it closes (a
    :class:`~drawpoker.persistence.kept_list.KeptList` of ``"missed"`` entries)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, key="missed", source="practice", max_bytes=MAX_FILE_BYTES,
                         what="practice hands")
