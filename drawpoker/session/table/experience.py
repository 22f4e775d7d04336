"""Experience at a cash table kept in the profile: each recorded hand of the player is
reviewed by the coach and awarded (``progress.award.award_hand``, context ``cash``)
inside the hand's own record transaction (``TableKeeper.on_record``), so a kill at any
moment keeps both or neither. Experience comes from the coach's verdicts only, never
from the chips won.

API: ``award_recorded(keeper, into) -> RecordHook``: the hook to set as
``keeper.on_record`` (each award appended to ``into``) before the keeper records any
hand: at the table (``CashSession``) and when a table left open is restored or left.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from typing import Any

from drawpoker.coach import CoachError, review_document
from drawpoker.persistence.resume import RecordHook, TableKeeper
from drawpoker.progress.award import Outcome, award_hand


def award_recorded(keeper: TableKeeper, into: list[Outcome]) -> RecordHook:
    """The ``on_record`` hook awarding the player's (``keeper.hero_seat``) decisions in
    each recorded hand; a hand the coach cannot read is told on stderr and earns nothing
    (the hand is recorded all the same)."""

    def hook(document: Mapping[str, Any]) -> Callable[[], object] | None:
        table = keeper.table
        assert table is not None, "a hand is recorded at an open table"
        try:
            review = review_document(document, table.seats[keeper.hero_seat].name)
        except CoachError as exc:
            print(f"drawpoker: no experience for this hand: {exc}", file=sys.stderr)
            return None
        profile, session_id = keeper.profile, keeper.session_id

        def write() -> None:
            into.append(award_hand(profile, review, "cash", session_id=session_id))
        return write

    return hook
