"""Experience from recorded hands kept in the profile: each recorded hand of the player is
reviewed by the coach and awarded (``progress.award.award_hand``) inside the hand's own
record transaction, so a kill at any moment keeps both or neither. Experience comes from
the coach's verdicts only, never from the chips won. One rule for every table: a cash
table (context ``cash``, ``TableKeeper.on_record``) and a sit-and-go (context
``tournament``, ``persistence.tournaments.record_tournament_hand``'s ``award``).

API: ``award_writer(profile, document, hero_name, context, into)``: the write to call
inside the record's transaction with the sitting's id, or None;
``award_recorded(keeper, into) -> RecordHook``: the hook to set as
``keeper.on_record`` (each award appended to ``into``) before the keeper records any
hand: at the table (``CashSession``) and when a table left open is restored or left.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from typing import Any

from drawpoker.coach import CoachError, review_document
from drawpoker.persistence.profile import Profile
from drawpoker.persistence.resume import RecordHook, TableKeeper
from drawpoker.progress.award import Outcome, award_hand


def award_writer(profile: Profile, document: Mapping[str, Any], hero_name: str, context: str,
                 into: list[Outcome]) -> Callable[[int], None] | None:
    """The award of the player's (``hero_name``) decisions in the hand ``document``: a
    function to call inside the hand's record transaction with the sitting's id (it
    appends the :class:`Outcome` to ``into``), or None when the coach cannot read the
    hand (told on stderr; the hand earns nothing and is recorded all the same).

    Args:
        context: ``cash`` or ``tournament`` (``progress.xp.CONTEXTS``).
    """
    try:
        review = review_document(document, hero_name)
    except CoachError as exc:
        print(f"drawpoker: no experience for this hand: {exc}", file=sys.stderr)
        return None

    def write(session_id: int) -> None:
        into.append(award_hand(profile, review, context, session_id=session_id))
    return write


def award_recorded(keeper: TableKeeper, into: list[Outcome]) -> RecordHook:
    """The ``on_record`` hook awarding the player's (``keeper.hero_seat``) decisions in
    each recorded hand; a hand the coach cannot read is told on stderr and earns nothing
    (the hand is recorded all the same)."""

    def hook(document: Mapping[str, Any]) -> Callable[[], object] | None:
        table = keeper.table
        assert table is not None, "a hand is recorded at an open table"
        write = award_writer(keeper.profile, document, table.seats[keeper.hero_seat].name,
                             "cash", into)
        session_id = keeper.session_id
        return None if write is None else (lambda: write(session_id))

    return hook
