"""Values going into and rows coming out of the profile: checks and mapping to records.

API:
    ``MAX_NAME`` (characters), ``DEFAULT_NAME`` (msgid), ``DEFAULT_BANKROLL`` (chips);
    ``utc_now() -> str`` (ISO-8601 UTC, to the second);
    ``check_name(name) -> str`` and ``check_chips(what, amount, positive=False) -> int``
    (``ValueError`` naming the value);
    ``HAND_COLUMNS`` / ``HAND_SELECT`` (the ``hands`` columns read for a record);
    ``check_hand_row(row)`` and ``hand_from_row(row) -> HandRecord`` (``ValueError`` for a
    damaged row, naming the column); ``stored(text, kind)`` (a JSON column of a listing);
    ``summary_columns(summary, rules) -> dict`` (the summary columns of a hand).
Nothing from the file is ever executed: rows are read as data, JSON with ``json.loads``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from drawpoker.engine.chips import MAX_CHIPS, check_amount, shown
from drawpoker.i18n import N_
from drawpoker.persistence.records import HandRecord
from drawpoker.persistence.summaries import HandSummary

MAX_NAME = 40
#: The player's name in a new profile; stored translated into the language in use when
#: the profile is created (the player renames himself in the Profile screen).
DEFAULT_NAME = N_("Player")
DEFAULT_BANKROLL = 1000


def utc_now() -> str:
    """The current time as ISO-8601 UTC text, to the second."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def check_name(name: object) -> str:
    """The player's name with its spaces tidied.

    Raises:
        ValueError: not text, empty, or longer than ``MAX_NAME`` characters.
    """
    if not isinstance(name, str) or not name.strip():
        raise ValueError("name: must be 1 to 40 characters")
    name = " ".join(name.split())
    if len(name) > MAX_NAME:
        raise ValueError(f"name: must be at most {MAX_NAME} characters, got {len(name)}")
    return name


def check_chips(what: str, amount: object, *, positive: bool = False) -> int:
    """``amount`` as a whole number of chips, 0 (1 with ``positive``) to
    ``engine.chips.MAX_CHIPS``.

    Raises:
        ValueError: not a whole number, or out of range (``what`` is named).
    """
    return check_amount(what, amount, 1 if positive else 0)


HAND_COLUMNS = (
    "id, session_id, played_at, hand_no, seed, hero_seat, game, outcome, deals, net, won, "
    "amount_won, showdown, showdown_won, pot, start_cards, start_category, draw_count, "
    "actions_pre, actions_post, total_after, tournament_level"
)


#: the hand columns read for listings, plus the numbers of seats and of deals in the
#: stored history (``NULL`` when it is not valid JSON or has no such list), to check
#: ``hero_seat`` and ``deals`` without parsing in Python.
HAND_SELECT = (
    HAND_COLUMNS + ", CASE WHEN json_valid(history_json) AND "
    "json_type(history_json, '$.seats') = 'array' "
    "THEN json_array_length(history_json, '$.seats') END"
    ", CASE WHEN json_valid(history_json) AND "
    "json_type(history_json, '$.deals') = 'array' "
    "THEN json_array_length(history_json, '$.deals') END"
)

#: Most deals one hand record may hold (a jackpots deal nobody opened and its redeals are
#: one hand): a hand redealt this often is out of reach of play, so more is damage.
MAX_DEALS = 10_000


def sound_int(column: str, low: int, high: int) -> str:
    """SQL: ``column`` when it holds a whole number from ``low`` to ``high``, else NULL: a
    damaged value (a hand edit, a damaged page) is left out of the sums and the readers,
    as :func:`check_hand_row` leaves a damaged hand out; and a sum of sound values cannot
    overflow."""
    return (f"CASE WHEN typeof({column}) = 'integer' AND {column} BETWEEN {low} AND {high} "
            f"THEN {column} END")


_INT_COLUMNS = ("id", "session_id", "hand_no", "seed", "hero_seat", "deals", "net", "won",
                "amount_won", "showdown", "showdown_won", "pot", "total_after")
_TEXT_COLUMNS = ("played_at", "game", "outcome", "start_cards", "start_category",
                 "actions_pre", "actions_post")
_HAND_FIELDS = tuple(c.strip() for c in HAND_COLUMNS.split(","))


def check_hand_row(row: Sequence[Any]) -> None:
    """Refuse a hand row SQLite kept with a wrong type or an impossible value (a hand edit
    or a damaged page): ``ValueError`` naming the column."""
    values = dict(zip(_HAND_FIELDS, row, strict=False))
    for col in _INT_COLUMNS:
        v = values[col]
        if isinstance(v, bool) or not isinstance(v, int):
            raise ValueError(f"hand column {col}: {v!r} is not a whole number")
    for col in _TEXT_COLUMNS:
        if not isinstance(values[col], str):
            raise ValueError(f"hand column {col}: {values[col]!r} is not text")
    level = values["tournament_level"]
    if level is not None and (isinstance(level, bool) or not isinstance(level, int) or level < 1):
        raise ValueError(f"hand column tournament_level: {level!r} is not a level")
    draw = values["draw_count"]
    if draw is not None and (isinstance(draw, bool) or not isinstance(draw, int) or draw < 0):
        raise ValueError(f"hand column draw_count: {draw!r} is not a card count")
    if not 1 <= values["deals"] <= MAX_DEALS:
        raise ValueError(f"hand column deals: {shown(values['deals'])} is not a number of "
                         "deals")
    if abs(values["net"]) > MAX_CHIPS:
        raise ValueError(f"hand column net: {shown(values['net'])} is past the chip bound")
    for col in ("amount_won", "pot", "total_after"):
        if values[col] < 0:
            raise ValueError(f"hand column {col}: {values[col]} is negative")
    if len(row) > len(_HAND_FIELDS):
        seats = row[len(_HAND_FIELDS)]
        if not isinstance(seats, int) or not 0 <= values["hero_seat"] < seats:
            raise ValueError(f"hand column hero_seat: {values['hero_seat']} is not a seat of "
                             f"its stored hand ({seats!r} seats)")
    if len(row) > len(_HAND_FIELDS) + 1:
        stored = row[len(_HAND_FIELDS) + 1]
        if not isinstance(stored, int) or values["deals"] > stored:
            raise ValueError(f"hand column deals: {shown(values['deals'])} is more than the "
                             f"deals of its stored hand ({stored!r})")


def hand_from_row(row: Sequence[Any]) -> HandRecord:
    """A :class:`HandRecord` from a ``HAND_SELECT`` (or ``HAND_COLUMNS``) row.

    Raises:
        ValueError: the row is damaged (see :func:`check_hand_row`).
    """
    check_hand_row(row)
    (hid, sid, at, hand_no, seed, seat, game, outcome, deals, net, won, amount_won, showdown,
     showdown_won, pot, cards, category, draw_count, pre, post, total,
     level) = row[:len(_HAND_FIELDS)]
    return HandRecord(
        id=hid, session_id=sid, played_at=at, hand_no=hand_no, seed=seed, hero_seat=seat,
        game=game, outcome=outcome, deals=deals, net=net, won=bool(won),
        amount_won=amount_won, showdown=bool(showdown), showdown_won=bool(showdown_won),
        pot=pot, start_cards=cards, start_category=category, draw_count=draw_count,
        actions_pre=tuple(pre.split()), actions_post=tuple(post.split()), total_after=total,
        tournament_level=level,
    )


def stored(text: Any, kind: type[dict[str, Any]] | type[list[Any]]) -> Any:
    """A JSON column of a listing row; an empty ``kind`` if it is damaged (one bad row must
    not take the whole list down)."""
    try:
        value = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return kind()
    return value if isinstance(value, kind) else kind()


def summary_columns(summary: HandSummary, rules: Mapping[str, Any]) -> dict[str, Any]:
    """The summary columns of the ``hands`` table for ``summary`` (``rules``: scenario rules)."""
    return {
        "game": rules.get("game", "high"),
        "outcome": summary.outcome,
        "deals": summary.deals,
        "won": int(summary.won),
        "amount_won": summary.amount_won,
        "showdown": int(summary.showdown),
        "showdown_won": int(summary.showdown_won),
        "start_cards": summary.start_cards,
        "start_category": summary.start_category,
        "draw_count": summary.draw_count,
        "actions_pre": " ".join(summary.actions_pre),
        "actions_post": " ".join(summary.actions_post),
    }
