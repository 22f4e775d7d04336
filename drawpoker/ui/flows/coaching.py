"""Where the coach's review opens: after a hand (:func:`coach_after_hand`: with the setting
``coach_enabled`` on, a finished hand at a real table, cash game or tournament, not a
demo, a replay or a practice deal, opens the ``"coach"`` route over the table with that hand's history, reviewed for the
player's seat) and from Hand history (:func:`review_opener`: the hand selected there);
in the beginner's tone (``coach.tone``) over the player's first few hands."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import Any

from drawpoker.coach.tone import is_beginner
from drawpoker.persistence.profile import ProfileError


def review_opener(scene: Any) -> Callable[[], None]:
    """An action opening the coach's review of ``scene.selected`` (a stored hand record)."""
    def open_review() -> None:
        if scene.selected is not None:
            scene.app.nav.push("coach", record=scene.selected, gentle=beginner(scene.app))

    return open_review


def beginner(app: Any) -> bool:
    """True while the profile's player has played only his first few hands
    (``coach.tone.is_beginner``): the coach takes the beginner's tone."""
    return is_beginner(app.profile.hand_count())


def coach_after_hand(scene: Any) -> bool:
    """Open the coach's review of ``scene``'s last hand if the coach is on; True if opened.

    Args:
        scene: the table scene (``app``, ``demo``, ``coached``, ``table``, ``hero``).
    """
    app = scene.app
    if not app.settings.coach_enabled or scene.demo or not scene.coached:
        return False
    record = _recorded(scene)
    gentle = beginner(app)
    if record is not None:  # the stored hand: named as the hand history names it
        app.nav.push("coach", record=record, overlay=True, gentle=gentle)
        return True
    document = scene.table.history()
    if document is None:
        return False
    first = scene.hand_no - len(document.get("deals") or [None]) + 1  # the chain's first deal
    app.nav.push("coach", document=document, hero_seat=scene.hero, overlay=True, hand_no=first,
                 gentle=gentle)
    return True


def _recorded(scene: Any) -> Any:
    """The profile's record of the deal ``scene`` just finished (``HandRecord``), or None
    (a table kept in no profile, a redeal, a profile that cannot be read)."""
    hand_id = getattr(scene.keeper, "last_hand_id", None)
    if hand_id is None:
        return None
    try:
        record = scene.app.profile.hand(hand_id)
    except (ProfileError, sqlite3.Error):  # the review of the table's own history instead
        return None
    return record if record.hand_no + record.deals - 1 == scene.hand_no else None
