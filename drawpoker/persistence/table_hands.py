"""The hands of pass-and-play tables, kept apart from the profile in ``pass_and_play.json``
beside the settings: they are played for table chips by several people, so they are
never the profile owner's hands, statistics or bankroll, yet a hand history replays them.

API:
    ``TableHand(played_at, hand_no, people, document)``: one kept hand.
    ``TableHands(path)``: ``hands() -> (hands newest first, notices)`` and
    ``add(document, people, hand_no, played_at=None) -> notices`` (the newest
    :data:`KEEP` are kept). A damaged entry (wrong types, or past the bounds a table
    keeps: 1 to 8 people and seats, names of at most ``MAX_NAME`` characters, a hand
    number of 1 to :data:`MAX_HAND_NO`) is left out and told (``damaged_hands``, naming
    how many); a damaged file is kept aside (``kept_list.KeptList``).
    ``hands_file(data_dir=None) -> Path``: where they are kept; ``HANDS_FILE``, ``KEEP``,
    ``MAX_PEOPLE``, ``MAX_HAND_NO``.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from drawpoker.persistence.kept_list import KeptList
from drawpoker.persistence.notices import Notice, NoticeKind
from drawpoker.persistence.paths import data_paths
from drawpoker.persistence.profile.rows import MAX_NAME

#: The file (beside the settings) of the pass-and-play tables' hands.
HANDS_FILE = "pass_and_play.json"
#: How many hands are kept (the oldest go first).
KEEP = 200
#: a larger file is damaged (bytes): 200 hands of up to 8 seats are far less
MAX_FILE_BYTES = 8_000_000
#: the most people (and seats) at a table
MAX_PEOPLE = 8
#: the largest hand number an entry may have (a table deals far fewer)
MAX_HAND_NO = 1_000_000_000


def hands_file(data_dir: str | os.PathLike[str] | None = None) -> Path:
    """Where the pass-and-play tables' hands are kept: beside the settings file of the
    data folder ``data_dir`` (None: the usual one, ``paths.data_paths``)."""
    return data_paths(data_dir).settings_file.with_name(HANDS_FILE)


@dataclass(frozen=True, slots=True)
class TableHand:
    """One hand of a pass-and-play table.

    Attributes:
        played_at: when it finished (ISO-8601 UTC, to the second).
        hand_no: the table's number of its first deal.
        people: the names of the people at the table, in seat order (the first seats).
        document: the hand as a scenario-format document (table chips, the seats'
            names as the table showed them), replayable.
    """

    played_at: str
    hand_no: int
    people: tuple[str, ...]
    document: dict[str, Any]


def _is_name(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_NAME


def _read(entry: Mapping[str, Any]) -> TableHand | None:
    """The hand of one stored entry, or None when it is damaged (see the module doc: a
    name of 10,000 characters is no table's, and would only freeze the list drawing it)."""
    people, doc = entry.get("people"), entry.get("document")
    hand_no, played_at = entry.get("hand_no"), entry.get("played_at")
    if not (isinstance(people, list) and 1 <= len(people) <= MAX_PEOPLE
            and all(_is_name(p) for p in people)
            and isinstance(doc, dict) and isinstance(doc.get("seats"), list)
            and len(doc["seats"]) <= MAX_PEOPLE
            and all(isinstance(seat, dict) and _is_name(seat.get("name"))
                    for seat in doc["seats"])
            and isinstance(hand_no, int) and not isinstance(hand_no, bool)
            and 1 <= hand_no <= MAX_HAND_NO
            and isinstance(played_at, str)):
        return None
    return TableHand(played_at, hand_no, tuple(people), doc)


class TableHands:
    """``pass_and_play.json`` (see the module doc)."""

    def __init__(self, path: Path) -> None:
        self.file = KeptList(path, key="hands", source="pass_and_play",
                             max_bytes=MAX_FILE_BYTES, what="pass-and-play hands")

    def hands(self) -> tuple[list[TableHand], list[Notice]]:
        """The hands kept, newest first (damaged entries left out), and what to tell: the
        file's notices, then one ``damaged_hands`` notice naming the entries left out (by
        their place in the file, 1 = the oldest)."""
        doc, notices = self.file.load()
        read = [_read(entry) for entry in doc["hands"]]
        damaged = tuple(str(k + 1) for k, hand in enumerate(read) if hand is None)
        if damaged:
            notices = [*notices, Notice(NoticeKind.DAMAGED_HANDS, "pass_and_play",
                                        self.file.path, keys=damaged)]
        return [hand for hand in reversed(read) if hand is not None], notices

    def add(self, document: Mapping[str, Any], people: Sequence[str], hand_no: int,
            played_at: str | None = None) -> list[Notice]:
        """Keep one more hand (the oldest beyond :data:`KEEP` go); the notices of a file
        that could not be read or written."""
        doc, notices = self.file.load()
        when = played_at or datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        entry = {"played_at": when, "hand_no": int(hand_no), "people": list(people),
                 "document": dict(document)}
        return notices + self.file.save({"hands": [*doc["hands"], entry][-KEEP:]})
