"""The hand history as a list, without pygame: one entry per deal the player saw, their
titles and results in words, each seat's personality, and the list's filters (table type,
result).

A recorded hand (``HandRecord``) is one chain of deals (a jackpots deal nobody opened and
its redeals, docs/rules.md §3); each deal had its own number at the table and is an entry.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from drawpoker.ai.personalities import PERSONALITIES
from drawpoker.cards import display_card, parse_card
from drawpoker.engine import TableRules
from drawpoker.i18n import _
from drawpoker.persistence.profile import ProfileError
from drawpoker.persistence.summaries import result_text
from drawpoker.session.config import table_type_name

#: A stored hand that cannot be read (the profile's error, or a document missing a part).
UNREADABLE = (ProfileError, sqlite3.Error, LookupError, TypeError, ValueError, AttributeError)
#: A stored hand that cannot be replayed or dealt again.
UNPLAYABLE = (ValueError, LookupError, TypeError)



def result_line(h: Any) -> str:
    """A hand's result in words ("Won 240 chips at the showdown", "Lost 45 chips")."""
    return str(result_text(h))


def entry_result(entry: DealEntry) -> str:
    """A deal's result in words: the hand's result for the deal played out, else the redeal."""
    if entry.final:
        return result_line(entry.record)
    return _("Nobody opened: dealt again (hand {number})").format(number=entry.number + 1)


def pretty_cards(text: str) -> str:
    """``"As Td"`` -> ``"A♠ 10♦"`` for a line of text (a token that is not a card is kept)."""
    out = []
    for tok in text.split():
        try:
            out.append(display_card(parse_card(tok)))
        except ValueError:
            out.append(tok)
    return " ".join(out)


@dataclass(frozen=True, slots=True)
class DealEntry:
    """One deal the player saw, as a row of the history list.

    A recorded hand (``HandRecord``) is one chain of deals: a jackpots deal nobody
    opened and its redeal(s) are one record with ``deals`` > 1 (replayed as one
    scenario), but each deal had its own number at the table and is listed.

    Attributes:
        record: the recorded hand the deal belongs to.
        number: the number the table showed for the deal ("Hand #8").
        index: 0-based deal index within the record.
        start_cards: the player's first five cards of this deal (``"As Kd ..."``).
        final: the deal that was played out (the record's result belongs to it).
    """

    record: Any
    number: int
    index: int
    start_cards: str
    final: bool


def deal_entries(profile: Any, records: list[Any]) -> list[DealEntry]:
    """Every deal of ``records`` (newest first, like ``records``), numbered as at the table.

    A record of several deals is expanded with its stored document (the earlier deals'
    starting cards); one that cannot be read lists its last deal only.
    """
    out: list[DealEntry] = []
    for rec in records:
        deals = max(1, int(getattr(rec, "deals", 1) or 1))
        final = DealEntry(rec, rec.hand_no + deals - 1, deals - 1, rec.start_cards, True)
        earlier: list[DealEntry] = []
        if deals > 1:
            try:
                doc = profile.hand_history(rec.id)
                name = doc["seats"][rec.hero_seat]["name"]
                for i, deal in enumerate(doc["deals"][:deals - 1]):
                    hole = " ".join(str(deal.get("hole", {}).get(name, "")).split()[:5])
                    earlier.append(DealEntry(rec, rec.hand_no + i, i, hole, False))
            except UNREADABLE:  # an unreadable document: list what is known
                earlier = []
        out.append(final)
        out.extend(reversed(earlier))
    return out


def deal_title(entry: DealEntry, session_no: int | str | None) -> str:
    """The heading of a deal of the list (:func:`hand_title` of its record and number)."""
    return hand_title(entry.record, entry.number, session_no)


def hand_title(record: Any, number: int, session_no: int | str | None) -> str:
    """The name of deal ``number`` (the table's number for it) of the recorded hand
    ``record`` wherever the game names a stored hand (the history, its replay, the
    coach): its sitting's number and the deal's, "Session 3 · hand 1", so hands of
    different sittings are told apart; a tournament's deal names the tournament and its
    level, "Tournament 2 · level 3 · hand 14" (``session_no`` then numbering the
    tournaments, :func:`session_numbers`); a sitting of the road is named by its room
    (``session_no`` the room's name, ``career.sitting_names``), "The Kitchen Table ·
    hand 4", its final "The Kitchen Table final · level 1 · hand 2"; "Hand 5" when the
    sitting is not known (``session_no`` None; ``record`` None: not a stored hand)."""
    level = getattr(record, "tournament_level", None)
    if isinstance(session_no, str):
        if level is not None:
            return _("{room} final · level {level} · hand {number}").format(
                room=session_no, level=level, number=number)
        return _("{room} · hand {number}").format(room=session_no, number=number)
    if level is not None:
        if session_no is None:
            return _("Tournament · level {level} · hand {number}").format(
                level=level, number=number)
        return _("Tournament {tournament} · level {level} · hand {number}").format(
            tournament=session_no, level=level, number=number)
    if session_no is None:
        return _("Hand {number}").format(number=number)
    return _("Session {session} \u00b7 hand {number}").format(session=session_no, number=number)


def chain_titles(record: Any, session_no: int | str | None) -> list[str]:
    """:func:`hand_title` of every deal of ``record`` (a jackpots chain has several), in
    the order dealt."""
    deals = max(1, int(getattr(record, "deals", 1) or 1))
    return [hand_title(record, record.hand_no + i, session_no) for i in range(deals)]


def session_numbers(profile: Any, apart: Collection[int] = ()) -> dict[int, int]:
    """Each sitting with recorded hands numbered from the oldest (1) on: ``{session id: n}``;
    the cash sittings and the tournaments (``Profile.tournament_sittings``) each from 1.
    The sittings in ``apart`` (session ids named otherwise: the road's rooms and finals)
    are left out and take no number."""
    tournaments = [sid for sid in profile.tournament_sittings() if sid not in apart]
    sessions = sorted(sess.id for sess in profile.sessions()
                       if sess.hands > 0 and sess.id not in apart and sess.id not in tournaments)
    numbers = {sid: k for k, sid in enumerate(sessions, 1)}
    numbers.update({sid: k for k, sid in enumerate(tournaments, 1)})
    return numbers


def seat_styles(profile: Any, record: Any, document: dict[str, Any]) -> list[str]:
    """Each seat's personality key in a recorded hand (``""`` for the player and unknowns).

    The sitting's seat set-up (``SessionRecord.seats``, e.g. ``{"player": "hard:rock"}``)
    is stored in seat order when the player sits down, so seat ``i`` of the hand's
    document is entry ``i`` of the set-up.
    """
    n = len(document.get("seats", []))
    styles = [""] * n
    try:
        setup = next((s.seats for s in profile.sessions() if s.id == record.session_id), None)
    except (ProfileError, sqlite3.Error):  # no styles rather than no replay
        setup = None
    if not isinstance(setup, list) or len(setup) != n:
        return styles
    for i, entry in enumerate(setup):
        spec = str(entry.get("player", "")) if isinstance(entry, dict) else ""
        style = spec.partition(":")[2]
        if i != record.hero_seat and style in PERSONALITIES:
            styles[i] = style
    return styles


#: Result filters: key -> test of a played-out deal's net chips.
RESULTS: dict[str, Any] = {
    "all": lambda net: True,
    "won": lambda net: net > 0,
    "lost": lambda net: net < 0,
    "even": lambda net: net == 0,
}


def result_choices() -> list[tuple[str, str]]:
    """``(key, translated name)`` of every result filter, "all" first."""
    names = {"all": _("All results"), "won": _("Won chips"), "lost": _("Lost chips"),
             "even": _("Broke even")}
    return [(k, names[k]) for k in RESULTS]


#: A table type: ``(game, wild, open_requirement, structure)`` of the sitting's rules.
TableType = tuple[str, str, str, str]


def table_types(profile: Any) -> dict[int, TableType]:
    """Each sitting's table type ``{session id: type}``; a sitting whose stored rules the
    engine refuses is left out (its hands show only under "All tables")."""
    out: dict[int, TableType] = {}
    for sess in profile.sessions():
        try:
            rules = TableRules.from_dict(sess.rules)
        except (ValueError, TypeError):  # rules stored by another version: no type
            continue
        out[sess.id] = (rules.game, rules.wild, rules.open_requirement, rules.structure)
    return out


def type_choices(kinds: Sequence[TableType]) -> list[tuple[TableType | None, str]]:
    """``(type, translated name)`` for "All tables" (``None``) and each type in ``kinds``
    (each once, in the order first seen), e.g. "Five Card Draw (jacks or better) · No-limit"."""
    out: list[tuple[TableType | None, str]] = [(None, _("All tables"))]
    seen: set[TableType] = set()
    for kind in kinds:
        if kind in seen:
            continue
        seen.add(kind)
        game, wild, opens, structure = kind
        rules = TableRules.from_dict({"game": game, "wild": wild, "open_requirement": opens,
                                      "structure": structure})
        out.append((kind, table_type_name(rules)))
    return out


@dataclass(frozen=True, slots=True)
class HandFilter:
    """What the history list shows: a table type (``None``: every table) and a result key
    of :data:`RESULTS` (``"all"``: every deal, the unopened ones too; otherwise only the
    deals played out whose net chips pass)."""

    table: TableType | None = None
    result: str = "all"

    def keeps(self, entry: DealEntry, kinds: dict[int, TableType]) -> bool:
        """Whether ``entry`` is shown (``kinds``: :func:`table_types`)."""
        if self.table is not None and kinds.get(entry.record.session_id) != self.table:
            return False
        if self.result == "all":
            return True
        return entry.final and bool(RESULTS[self.result](entry.record.net))


def filter_entries(entries: Sequence[DealEntry], wanted: HandFilter,
                   kinds: dict[int, TableType]) -> list[DealEntry]:
    """The entries ``wanted`` keeps, in their order (newest first)."""
    return [e for e in entries if wanted.keeps(e, kinds)]
