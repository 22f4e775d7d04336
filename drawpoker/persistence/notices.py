"""Notices: what the persistence layer tells the player about his files.

API:
    ``NoticeKind`` (StrEnum): ``corrupt`` (a damaged file was kept aside and defaults are
    used), ``newer`` (a file written by a newer version of the game was refused and is
    left untouched; nothing is saved over it), ``reset_values`` (some settings had bad
    values and went back to their defaults), ``upgraded`` (a file from an older version was
    upgraded; informational), ``unwritable`` (a file could not be saved), ``in_use``
    (another running copy of the game has the profile open; a temporary one is used).
    ``Notice`` (frozen dataclass): ``kind``, ``file`` (``"settings"``, ``"profile"``, or
    ``"both"`` for one ``unwritable`` notice made by :func:`combine`),
    ``path`` (the file concerned), ``kept_aside`` (where the damaged file now is, or
    ``None``), ``detail`` (technical English text for logs), ``keys`` (settings reset),
    ``found_version`` / ``supported_version``; ``message()`` -> the whole translated
    sentence for the UI (looked up at call time, so it follows a language switch),
    ``severity`` -> ``"info"`` | ``"warning"`` | ``"error"``.
    ``combine(notices)`` -> the same notices, with the settings and profile both
    unwritable for one reason told once (``file="both"``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from pathlib import Path

from drawpoker.i18n import N_, _


class NoticeKind(StrEnum):
    """What happened to a file."""

    CORRUPT = "corrupt"
    NEWER = "newer"
    RESET_VALUES = "reset_values"
    UPGRADED = "upgraded"
    UNWRITABLE = "unwritable"
    IN_USE = "in_use"


_TEMPLATES: dict[tuple[NoticeKind, str], str] = {
    (NoticeKind.CORRUPT, "settings"): N_(
        "Your settings file could not be read. It was kept as {kept} and the default "
        "settings are used."
    ),
    (NoticeKind.CORRUPT, "profile"): N_(
        "Your profile could not be read. It was kept as {kept} and a new profile was "
        "started."
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
    (NoticeKind.IN_USE, "profile"): N_(
        "The game is already running with your profile. This window plays with a "
        "temporary profile that is not saved."
    ),
}


@dataclass(frozen=True, slots=True)
class Notice:
    """One thing the player should be told about his settings or profile file.

    Attributes:
        kind: what happened.
        file: ``"settings"`` or ``"profile"``.
        path: the file concerned.
        kept_aside: where a damaged file was moved (``None`` unless ``kind`` is ``corrupt``).
        detail: technical English text (the parser's error, ...), for logs and reports.
        keys: the settings keys that were reset (``reset_values``).
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

    @property
    def severity(self) -> str:
        """``"info"`` (upgraded), ``"warning"`` (reset values) or ``"error"`` (the rest)."""
        if self.kind is NoticeKind.UPGRADED:
            return "info"
        if self.kind is NoticeKind.RESET_VALUES:
            return "warning"
        return "error"

    def message(self) -> str:
        """The whole sentence to show the player, in the current language."""
        template = _TEMPLATES[(self.kind, self.file)]
        return _(template).format(
            kept=str(self.kept_aside or ""),
            found=self.found_version if self.found_version is not None else "?",
            supported=self.supported_version if self.supported_version is not None else "?",
            keys=", ".join(self.keys),
            detail=self.detail,
        )


def combine(notices: Sequence[Notice]) -> list[Notice]:
    """``notices`` in order, but an ``unwritable`` settings notice and an ``unwritable``
    profile notice with the same ``detail`` (one folder that cannot be made) become one
    notice with ``file="both"``, in the place of the first, so the player is told once.
    """
    out = list(notices)
    for i, first in enumerate(out):
        if first.kind is not NoticeKind.UNWRITABLE or first.file not in ("settings", "profile"):
            continue
        other = "profile" if first.file == "settings" else "settings"
        for j in range(i + 1, len(out)):
            second = out[j]
            if (second.kind is NoticeKind.UNWRITABLE and second.file == other
                    and second.detail == first.detail):
                out[i] = replace(first, file="both")
                del out[j]
                return out
    return out
