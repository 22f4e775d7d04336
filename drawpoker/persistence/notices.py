"""Notices: what the persistence layer tells the player about his files.

API:
    ``NoticeKind`` (StrEnum): what happened, each kind described by its member.
    ``Notice`` (frozen dataclass): ``kind``, ``file`` (``"settings"``, ``"profile"``, or
    ``"both"`` for one ``unwritable`` notice made by :func:`combine`),
    ``path`` (the file concerned), ``kept_aside`` (where the damaged file now is, or
    ``None``), ``detail`` (technical English text for logs), ``keys`` (settings reset),
    ``found_version`` / ``supported_version``; ``message()`` -> the whole translated
    sentence for the UI (looked up at call time, so it follows a language switch),
    ``severity`` -> ``"info"`` | ``"warning"`` | ``"error"``.
    ``combine(notices)`` -> the same notices, with the settings and profile both
    unwritable for one reason told once (``file="both"``).
    ``with_reset_keys(notices, keys, path)`` -> ``notices`` whose one settings
    ``reset_values`` notice names ``keys`` too (made when there was none).
    ``folder_notice(exc, profile_file)`` -> what to tell when the data folder cannot be
    made (``disk_full``, ``read_only`` naming the folder, else ``unwritable``).
    A tournament whose save could not be read is ``tournament_void``: kept aside, its
    buy-in (``chips``) refunded.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from pathlib import Path

from drawpoker.i18n import N_, _, format_chips, ngettext
from drawpoker.persistence.paths import os_problem


class NoticeKind(StrEnum):
    """What happened to a file (the player's sentence for each is in ``_TEMPLATES``)."""

    #: a damaged file was kept aside (``kept_aside``) and defaults are used
    CORRUPT = "corrupt"
    #: the profile was found empty beside a write-ahead log still holding data (a power
    #: cut): both kept aside (``kept_aside`` and its ``-wal``), a new profile started
    EMPTIED = "emptied"
    #: written by a newer version of the game: refused, left untouched, nothing saved over it
    NEWER = "newer"
    #: some settings had values the game cannot use and went back to their defaults (``keys``)
    RESET_VALUES = "reset_values"
    #: looks the player has not unlocked were chosen in the settings file (``keys``:
    #: ``"setting: value"``); the free ones are used
    LOCKED_LOOKS = "locked_looks"
    #: a file from an older version was brought up to date (informational)
    UPGRADED = "upgraded"
    #: a file could not be saved (``detail``: the system's reason)
    UNWRITABLE = "unwritable"
    #: another running copy of the game has the profile open: a temporary one is used
    IN_USE = "in_use"
    #: another program holds the profile database locked (never set aside)
    BUSY = "busy"
    #: a stored open table could not be read: it was closed and the player's stack
    #: (``chips``) went back to the bankroll
    TABLE_CLOSED = "table_closed"
    #: the journalled hand in progress could not be replayed and was called off (``chips``:
    #: the player's stack at the table)
    HAND_VOIDED = "hand_voided"
    #: recorded hand rows that cannot be read are left out (``keys``: their ids)
    DAMAGED_HANDS = "damaged_hands"
    #: a FIFO, folder or device sits where the file should be: never opened nor replaced;
    #: defaults are used, the profile plays as a guest
    NOT_A_FILE = "not_a_file"
    #: the intact profile cannot be written for want of space: played as a guest
    DISK_FULL = "disk_full"
    #: a real write at start failed (read-only file, folder or disk): played as a guest
    READ_ONLY = "read_only"
    #: the single-instance lock file cannot be used (a folder, immutable...): played as a guest
    LOCK_UNUSABLE = "lock_unusable"
    #: the write-ahead log a crash left was damaged: kept aside (``kept_aside``)
    WAL_DAMAGED = "wal_damaged"
    #: the saved tournament in progress could not be read: kept aside (``kept_aside``),
    #: called off and its buy-in (``chips``, maybe 0) refunded
    TOURNAMENT_VOID = "tournament_void"


#: The whole sentence the player reads, by (kind, file); each is translated whole.
_TEMPLATES: dict[tuple[NoticeKind, str], str] = {
    (NoticeKind.CORRUPT, "settings"): N_(
        "Your settings file could not be read. It was kept as {kept} and the default "
        "settings are used."
    ),
    (NoticeKind.CORRUPT, "profile"): N_(
        "Your profile could not be read. It was kept as {kept} and a new profile was "
        "started."
    ),
    (NoticeKind.EMPTIED, "profile"): N_(
        "Your profile was found empty while its write-ahead log still held data (a power "
        "cut can do this). Both were kept as {kept} and {kept}-wal, and a new profile was "
        "started."
    ),
    (NoticeKind.CORRUPT, "practice"): N_(
        "The hands you missed in practice could not be read. They were kept as {kept}, and "
        "practice goes on without them."
    ),
    (NoticeKind.NOT_A_FILE, "practice"): N_(
        "{path} is not an ordinary file, so the hands you missed in practice were not read "
        "from it and will not be saved."
    ),
    (NoticeKind.UNWRITABLE, "practice"): N_(
        "The hands you missed in practice could not be read or saved: {detail}"
    ),
    (NoticeKind.CORRUPT, "pass_and_play"): N_(
        "The kept hands of pass-and-play tables could not be read. They were kept as "
        "{kept}, and new hands are kept from now on."
    ),
    (NoticeKind.NOT_A_FILE, "pass_and_play"): N_(
        "{path} is not an ordinary file, so the hands of pass-and-play tables were not "
        "read from it and will not be kept."
    ),
    (NoticeKind.DAMAGED_HANDS, "pass_and_play"): N_(
        "Some kept hands of pass-and-play tables are damaged ({count}). They are left out "
        "of the list."
    ),
    (NoticeKind.UNWRITABLE, "pass_and_play"): N_(
        "The hands of pass-and-play tables could not be read or kept: {detail}"
    ),
    (NoticeKind.NEWER, "settings"): N_(
        "Your settings were saved by a newer version of the game (format {found}; this "
        "version reads up to {supported}). They are left untouched and the defaults are "
        "used for now; changes will not be saved."
    ),
    (NoticeKind.NEWER, "profile"): N_(
        "Your profile was saved by a newer version of the game (format {found}; this "
        "version reads up to {supported}). It is left untouched. Please use the newer "
        "version of the game."
    ),
    (NoticeKind.RESET_VALUES, "settings"): N_(
        "Some settings had values this game cannot use and were set back to their "
        "defaults: {keys}."
    ),
    (NoticeKind.LOCKED_LOOKS, "settings"): N_(
        "Your settings chose looks you have not unlocked yet, so the free ones are used "
        "instead: {keys}."
    ),
    (NoticeKind.UPGRADED, "settings"): N_(
        "Your settings were brought up to date from format {found} to {supported}."
    ),
    (NoticeKind.UPGRADED, "profile"): N_(
        "Your profile was brought up to date from format {found} to {supported}."
    ),
    (NoticeKind.UNWRITABLE, "settings"): N_(
        "Your settings could not be saved: {detail}"
    ),
    (NoticeKind.UNWRITABLE, "profile"): N_(
        "Your profile could not be saved: {detail}"
    ),
    (NoticeKind.UNWRITABLE, "both"): N_(
        "Your settings and profile could not be saved: {detail}"
    ),
    (NoticeKind.NOT_A_FILE, "settings"): N_(
        "{path} is not an ordinary file, so your settings were not read from it. The "
        "default settings are used and changes will not be saved."
    ),
    (NoticeKind.NOT_A_FILE, "profile"): N_(
        "{path} is not an ordinary file, so your profile cannot be used. It is left as it "
        "is, and this window plays as a guest: nothing you do now is saved. Move {path} out "
        "of the way, then start the game again."
    ),
    (NoticeKind.DISK_FULL, "profile"): N_(
        "The disk holding your profile is full, so the game cannot save anything. Your "
        "profile is kept as it was last saved, and this window plays as a guest: nothing "
        "you do now is saved. Free some space on that disk, then start the game again."
    ),
    (NoticeKind.DISK_FULL, "both"): N_(
        "The disk holding your settings and profile is full, so the game cannot save "
        "anything. Your files are kept as they were last saved, and this window plays as a "
        "guest: nothing you do now is saved. Free some space on that disk, then start the "
        "game again."
    ),
    (NoticeKind.READ_ONLY, "both"): N_(
        "Your settings and profile cannot be written: the folder {folder} or its disk does "
        "not allow changes. Your files are left as they are, and this window plays as a "
        "guest: nothing you do now is saved. Make that folder writable, then start the game "
        "again."
    ),
    (NoticeKind.READ_ONLY, "profile"): N_(
        "Your profile cannot be written: the file, the folder {folder} or the disk does not "
        "allow changes. Your profile is left as it is, and this window plays as a guest: "
        "nothing you do now is saved. Make that folder writable, then start the game again."
    ),
    (NoticeKind.LOCK_UNUSABLE, "profile"): N_(
        "The game cannot lock your profile because {path} cannot be used, so it cannot keep "
        "a second copy of the game away from your chips. This window plays as a guest: "
        "nothing you do now is saved. Delete {path}, then start the game again."
    ),
    (NoticeKind.WAL_DAMAGED, "profile"): N_(
        "The game stopped while it was saving, and the last part of your profile's record "
        "was damaged. It was kept as {kept}. Every finished hand is safe; a hand that was "
        "being played then is called off, and everyone has the chips they had before it."
    ),
    (NoticeKind.IN_USE, "profile"): N_(
        "The game is already running with your profile. This window plays with a "
        "temporary profile that is not saved."
    ),
    (NoticeKind.BUSY, "profile"): N_(
        "Your profile is being used by another program, so it could not be opened. It is "
        "left untouched. This window plays with a temporary profile that is not saved; "
        "close the other program and start the game again to play with your profile."
    ),
    (NoticeKind.HAND_VOIDED, "profile"): N_(
        "The hand you left in progress could not be restored, so it was called off. Every "
        "player has the chips they had before that hand; yours are {chips} at the table."
    ),
    (NoticeKind.TOURNAMENT_VOID, "free"): N_(
        "The tournament you left in progress could not be read, so it was called off and "
        "kept as {kept}. It had no buy-in, so your bankroll is as it was."
    ),
    (NoticeKind.DAMAGED_HANDS, "profile"): N_(
        "Some recorded hands in your profile are damaged ({count}). They are left out of "
        "your statistics and hand history."
    ),
}


@dataclass(frozen=True, slots=True)
class Notice:
    """One thing the player should be told about his settings or profile file.

    Attributes:
        kind: what happened.
        file: ``"settings"``, ``"profile"``, ``"practice"`` or ``"pass_and_play"``.
        path: the file concerned.
        kept_aside: where a damaged file was moved (``None`` unless ``kind`` is ``corrupt``).
        detail: technical English text (the parser's error, ...), for logs and reports.
        keys: the settings keys that were reset (``reset_values``), the looks refused
            (``locked_looks``, ``"card_back: argyle"``), or the ids of the damaged hands
            (``damaged_hands``).
        chips: the player's chips concerned (``table_closed``: chips returned to the
            bankroll; ``hand_voided``: his stack at the table).
        found_version: the file's format version, when known.
        supported_version: the newest format this version of the game reads/writes.
    """

    kind: NoticeKind
    file: str
    path: Path
    kept_aside: Path | None = None
    detail: str = ""
    keys: tuple[str, ...] = ()
    found_version: int | None = None
    supported_version: int | None = None
    chips: int = 0

    @property
    def severity(self) -> str:
        """``"info"`` (upgraded), ``"warning"`` (the player's files and chips are safe:
        reset values, busy, a closed table, a voided hand, damaged hands or log) or
        ``"error"`` (the rest)."""
        if self.kind is NoticeKind.UPGRADED:
            return "info"
        return "warning" if self.kind in _WARNINGS else "error"

    def message(self) -> str:
        """The whole sentence to show the player, in the current language."""
        return self._template().format(
            kept=str(self.kept_aside or ""),
            found=self.found_version if self.found_version is not None else "?",
            supported=self.supported_version if self.supported_version is not None else "?",
            keys=", ".join(self.keys),
            detail=self.detail,
            chips=format_chips(self.chips),
            count=len(self.keys),
            path=str(self.path),
            folder=str(self.path.parent),
        )

    def _template(self) -> str:
        """The sentence with its fields open; one that counts chips takes the plural form
        for :attr:`chips`."""
        if self.kind is NoticeKind.TABLE_CLOSED:
            return ngettext(
                "The table you left open could not be read, so it was closed. Your {chips} "
                "chip from that table went back to your bankroll.",
                "The table you left open could not be read, so it was closed. Your {chips} "
                "chips from that table went back to your bankroll.", self.chips)
        if self.kind is NoticeKind.TOURNAMENT_VOID and self.chips:
            return ngettext(
                "The tournament you left in progress could not be read, so it was called off "
                "and kept as {kept}. Your buy-in of {chips} chip went back to your bankroll.",
                "The tournament you left in progress could not be read, so it was called off "
                "and kept as {kept}. Your buy-in of {chips} chips went back to your bankroll.",
                self.chips)
        free = self.kind is NoticeKind.TOURNAMENT_VOID
        return _(_TEMPLATES[(self.kind, "free" if free else self.file)])


#: Notices about files and chips that are safe (told as warnings, not errors).
_WARNINGS = frozenset({NoticeKind.RESET_VALUES, NoticeKind.LOCKED_LOOKS, NoticeKind.BUSY,
                       NoticeKind.TABLE_CLOSED, NoticeKind.HAND_VOIDED, NoticeKind.DAMAGED_HANDS, NoticeKind.WAL_DAMAGED,
                       NoticeKind.TOURNAMENT_VOID})

#: Notices that tell the player his file will not be saved: one of them about the profile
#: speaks for the settings' ``unwritable`` notice too (``file="both"``).
_UNSAVED = frozenset({NoticeKind.UNWRITABLE, NoticeKind.DISK_FULL, NoticeKind.READ_ONLY})


def combine(notices: Sequence[Notice]) -> list[Notice]:
    """``notices`` in order, but the player is told once that his files cannot be saved:
    repeated ``unwritable`` notices about one file are dropped, and a settings notice and
    a profile notice that both say so (one folder or disk that cannot be written) become
    one notice with ``file="both"``: a profile played as a guest for a full or read-only
    disk (``disk_full``, ``read_only``) in its place, otherwise the first of the two
    ``unwritable`` ones in its place, with its ``detail``.
    """
    out: list[Notice] = []
    for notice in notices:
        if notice.kind not in _UNSAVED or notice.file not in ("settings", "profile"):
            out.append(notice)
            continue
        other = "profile" if notice.file == "settings" else "settings"
        at = next((k for k, n in enumerate(out) if n.kind in _UNSAVED
                   and n.file in (notice.file, other, "both")), None)
        if at is None:
            out.append(notice)  # the first word on it
            continue
        told = out[at]
        if told.file != other and notice.kind is not NoticeKind.UNWRITABLE:
            out.append(notice)  # a guest's notice after an unwritable one about it
        elif told.file == other:
            if told.kind is NoticeKind.UNWRITABLE and notice.kind is not NoticeKind.UNWRITABLE:
                del out[at]  # the guest's notice speaks for both, in its place
                out.append(replace(notice, file="both"))
            else:
                out[at] = replace(told, file="both")  # the one told first speaks for both
        # else: an unwritable notice about a file told already: dropped
    return out


def with_reset_keys(notices: Sequence[Notice], keys: Sequence[str], path: Path) -> list[Notice]:
    """``notices`` in order, with the settings' ``reset_values`` notice naming ``keys``
    after its own (a new one, about the settings file ``path``, at the end when there was
    none): the player reads one line naming every setting set back."""
    out = list(notices)
    at = next((k for k, n in enumerate(out)
               if n.kind is NoticeKind.RESET_VALUES and n.file == "settings"), None)
    if at is None:
        return [*out, Notice(NoticeKind.RESET_VALUES, "settings", path, keys=tuple(keys))]
    told = out[at]
    out[at] = replace(told, keys=(*told.keys, *(k for k in keys if k not in told.keys)))
    return out


def folder_notice(exc: OSError, profile_file: Path) -> Notice:
    """The notice about the profile when its folder (``profile_file``'s) cannot be made:
    ``disk_full`` or ``read_only`` (the sentence names the folder), else ``unwritable``
    with the system's words; :func:`combine` makes it speak for the settings too."""
    kind = {"full": NoticeKind.DISK_FULL, "read_only": NoticeKind.READ_ONLY}.get(
        os_problem(exc), NoticeKind.UNWRITABLE)
    return Notice(kind, "profile", profile_file, detail=str(exc))
