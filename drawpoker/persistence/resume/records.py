"""What the keeper reports: the stored open table, the restored table, the chip count.

API:
    ``SavedTable`` (for the "continue where you left off?" dialog), ``RestoredTable``
    (``TableKeeper.restore``), ``ChipAccount`` and ``account(profile) -> ChipAccount``
    (every chip the profile knows of, for checks).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from drawpoker.engine.hand import Hand
from drawpoker.engine.table import Table
from drawpoker.persistence.profile import Profile


@dataclass(frozen=True, slots=True)
class SavedTable:
    """An open table as stored (for the "continue where you left off?" dialog).

    Attributes:
        session_id: the sitting.
        hero_seat: the player's seat index.
        setup: the seat set-up given to ``sit_down`` (names, players, ...).
        rules: scenario-format rules.
        seats: ``[{"name", "stack", "sitting_out", ...}]`` before the hand in progress.
        hero_stack: the player's stack (before the hand in progress), chips.
        hand_in_progress: a hand was being played.
        hand_no: the number of the last deal dealt (with a hand in progress: the number the
            table shows for the deal in progress, a jackpots redeal counted as a deal).
        updated_at: when it was last written (ISO UTC).
    """

    session_id: int
    hero_seat: int
    setup: list[dict[str, Any]]
    rules: dict[str, Any]
    seats: list[dict[str, Any]]
    hero_stack: int
    hand_in_progress: bool
    hand_no: int
    updated_at: str


@dataclass(slots=True)
class RestoredTable:
    """The table rebuilt by :meth:`TableKeeper.restore`.

    Attributes:
        table: the engine table (between hands, or with ``table.current`` running).
        hand: the deal in progress (``None`` between hands).
        chain: every deal of the current hand so far (earlier ones: unopened jackpots deals).
        session_id / hero_seat / setup: as given to ``sit_down``.
        recorded_hand_id: a hand that had ended but was not yet recorded was recorded now.
        voided: why the journalled hand could not be replayed and was voided (else None).
        ai_models: what the computer players had learnt (seat as text -> model data).
    """

    table: Table
    hand: Hand | None
    chain: list[Hand]
    session_id: int
    hero_seat: int
    setup: list[dict[str, Any]]
    recorded_hand_id: int | None = None
    voided: str | None = None
    ai_models: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ChipAccount:
    """Every chip the profile knows of, at rest (before any hand in progress).

    Attributes:
        bankroll: chips off the table.
        hero_stack: the player's stack at the open table (0 if none).
        table_stacks: all stacks at the open table (0 if none).
        carried_pot: chips carried to a redeal (always 0 at rest: see the ``resume`` package doc).
        open_table: a table is open.
        hand_in_progress: a hand is journalled.
    """

    bankroll: int
    hero_stack: int
    table_stacks: int
    carried_pot: int
    open_table: bool
    hand_in_progress: bool

    @property
    def player_total(self) -> int:
        """The player's chips: bankroll + his stack."""
        return self.bankroll + self.hero_stack


def account(profile: Profile) -> ChipAccount:
    """Count the chips stored in ``profile`` (bankroll, open table, journal)."""
    conn = profile.connection
    bankroll = profile.bankroll
    row = conn.execute("SELECT hero_stack, state_json FROM open_table WHERE id = 1").fetchone()
    journal = conn.execute("SELECT 1 FROM hand_journal WHERE id = 1").fetchone() is not None
    if row is None:
        return ChipAccount(bankroll, 0, 0, 0, False, journal)
    state = json.loads(row[1])
    stacks = sum(int(s["stack"]) for s in state["table"]["seats"])
    return ChipAccount(bankroll, int(row[0]), stacks, 0, True, journal)

