"""Plain records read from the profile (no database or engine code here).

API:
    ``PlayerInfo(name, bankroll, starting_bankroll, created_at)``.
    ``HandRecord``: one finished hand of the player (one or more deals ending with the pot
    awarded: a jackpots deal nobody opened and its redeal form one hand), with every figure a
    statistics or history screen shows, already computed (see its docstring).
    ``SessionRecord``: one sitting at a table.
    ``LedgerEntry``: one movement of the player's chips (buy-in, cash-out, hand, reset...).
All chip amounts are whole chips; times are ISO-8601 UTC strings (``2026-01-30T14:25:01Z``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    """The profile's owner.

    Attributes:
        name: the player's name (1..40 characters).
        bankroll: chips off the table (chips at an open table are not included).
        starting_bankroll: chips the profile started with (or was last reset to).
        created_at: when the profile was created or last reset (ISO UTC).
    """

    name: str
    bankroll: int
    starting_bankroll: int
    created_at: str


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One finished hand, from the player's seat.

    Attributes:
        id: row id (stable; use it to fetch the history or export the hand).
        session_id: the sitting it was played in.
        played_at: when it finished (ISO UTC).
        hand_no: the table's number of its first deal.
        seed: the seed of the ``random.Random`` that shuffled it ("play this deal again").
        hero_seat: the player's seat index.
        game: ``high``, ``ace-to-five`` or ``deuce-to-seven``.
        outcome: ``showdown`` or ``uncontested`` (of the last deal), or ``left`` (the
            player left the table while the pot was carried to a jackpots redeal).
        deals: number of deals (more than 1 after jackpots redeals).
        net: the player's chips after minus before (negative = lost).
        won: the player took chips from at least one pot.
        amount_won: chips the player took from pots (0 if none).
        showdown: the player was still in at the showdown.
        showdown_won: ``showdown`` and ``won``.
        pot: chips awarded in pots in the last deal (uncalled chips returned excluded).
        start_cards: the five cards first dealt to the player, e.g. ``"As Ad 7c 7h 2s"``.
        start_category: starting-hand category key (``handshape.CATEGORY_ORDER``).
        draw_count: cards the player drew (0 = stood pat), ``None`` if he did not draw.
        actions_pre: the player's decisions before the draw, each one of ``check``,
            ``open``, ``call``, ``raise``, ``fold`` (``summaries.DECISION_TOKENS``).
        actions_post: the same after the draw.
        total_after: the player's chips after the hand: bankroll + his stack at the table
            (a tournament hand: the bankroll; its chips are tournament chips).
        tournament_level: the tournament level the hand was dealt at (1 = the first), or
            None for a cash table's hand.
    """

    id: int
    session_id: int
    played_at: str
    hand_no: int
    seed: int
    hero_seat: int
    game: str
    outcome: str
    deals: int
    net: int
    won: bool
    amount_won: int
    showdown: bool
    showdown_won: bool
    pot: int
    start_cards: str
    start_category: str
    draw_count: int | None
    actions_pre: tuple[str, ...]
    actions_post: tuple[str, ...]
    total_after: int
    tournament_level: int | None = None


@dataclass(frozen=True, slots=True)
class SessionRecord:
    """One sitting at a table.

    Attributes:
        id: row id.
        started_at / ended_at: ISO UTC (``ended_at`` None while the table is open).
        rules: scenario-format rules object.
        seats: the seats as set up (``[{"name": ..., "player": ...}, ...]``).
        hero_seat: the player's seat index.
        bought_in: chips moved from the bankroll to the table (buy-ins and rebuys).
        cashed_out: chips moved back when leaving.
        hands: hands dealt in this sitting (every deal, redeals included).
        net: sum of their ``net``.
    """

    id: int
    started_at: str
    ended_at: str | None
    rules: dict[str, Any]
    seats: list[dict[str, Any]]
    hero_seat: int
    bought_in: int
    cashed_out: int
    hands: int
    net: int


@dataclass(frozen=True, slots=True)
class LedgerEntry:
    """One movement of the player's chips.

    Attributes:
        id: row id (ascending in time).
        at: ISO UTC time.
        kind: ``start`` (new/reset profile), ``buy_in``, ``rebuy``, ``cash_out``, ``hand``
            (a finished hand's net at the table), ``grant`` (chips given, e.g. a refill),
            ``unrecorded`` (the net of hands played while the profile was busy, which
            could not be recorded one by one; see ``resume``).
        amount: chips; for ``buy_in``/``rebuy`` the chips taken from the bankroll (positive).
        bankroll_after: the bankroll after the movement.
        total_after: bankroll + the player's chips at the table after it.
        session_id / hand_id: what it belongs to, if anything.
    """

    id: int
    at: str
    kind: str
    amount: int
    bankroll_after: int
    total_after: int
    session_id: int | None
    hand_id: int | None
