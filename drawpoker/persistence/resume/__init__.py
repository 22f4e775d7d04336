"""The open table and the hand journal: quit or crash at any moment, lose nothing.

The open table and the hand in progress live in the profile database (tables
``open_table`` and ``hand_journal``), so every chip move is one SQLite transaction
together with its record: a buy-in (bankroll -> stack), a hand's result (hand record +
new stacks), a cash-out.

API (``keeper = TableKeeper(profile)``; the table's session, ``session.table``, deals and
acts at the engine ``Table``; the keeper stores, journals and records, and deals nothing):
    ``keeper.saved() -> SavedTable | None``: what is stored, for the "continue?" dialog
    (rules, seat set-up, stacks, whether a hand is in progress, the player's chips).
    ``keeper.sit_down(table, hero_seat, setup) -> session_id``: start a sitting at a new
    ``Table`` whose player seat has ``bankroll=profile.bankroll`` and has bought in with
    ``table.buy_in`` (the buy-in is taken from the profile in the same transaction).
    ``keeper.restore() -> RestoredTable | None``: rebuild the table and the hand in progress
    exactly (the engine replays the journalled actions with the journalled seed); a hand
    that had ended but was not yet recorded is recorded now.
    ``keeper.redeal_chain -> Chain | None``: the deals of the hand in play when its redeal
    is due (the next deal keeps its seed and random source), else None.
    ``keeper.at_rest()``: before a new hand, the chips the player bought in or cashed out
    moved in the profile and the table stored at rest, in one transaction.
    ``keeper.dealt(chain, hand)``: the session dealt and started ``hand``, the next deal of
    ``chain`` (``keeper.hand``, ``None`` again once it is over; ``keeper.last_deal`` keeps
    the last ended deal): journalled. The session draws the hand's seed and each deal's
    shuffle from its own random source (``session.table.dealing.deal_kept``).
    ``keeper.acted(hand)``: the session played a decision in the deal in progress:
    journalled before returning (and, at the end, recorded).
    When a deal ends it is finished at the table and, once its pot is awarded, recorded
    (``keeper.last_hand_id``) in one transaction with the new stacks;
    ``keeper.on_record`` (``journal.RecordHook``) adds its own rows to that transaction
    (a cash table's experience, ``CashSession``).
    ``keeper.save()``: between hands, store changes made at the table (buy-in with
    ``table.buy_in``, auto-rebuy, sitting out); between the deals of a redeal chain it
    stores nothing (the chain is journalled).
    ``keeper.stand_up() -> int``: between hands, cash the player's stack back into the
    bankroll and close the table; returns the bankroll.
    ``keeper.leave(decide=None) -> int``: leave now, even in the middle of a hand (see
    below), then stand up; returns the bankroll.
    ``account(profile) -> ChipAccount``: every chip the profile knows of (for checks).
    ``snapshot_table(table) -> dict`` / ``restore_table(data) -> Table``: a ``Table``
    between hands as JSON data (button, dead-button state, stacks, bankrolls, options).
    ``passive_action(hand, seat)`` (a computer seat without a policy: the engine's one
    safe-action chooser, ``engine.play_out.safe_action``, in its check-else-call order);
    ``policy_decider({seat: make_player(spec)}, rng)`` -> the ``decide`` for ``leave``.
Modules: ``snapshot`` (table <-> JSON), ``leaving`` (actions while leaving), ``records``
(``SavedTable``, ``RestoredTable``, ``ChipAccount``), ``journal`` (the rows in the profile),
``keeper`` (``TableKeeper``).

Leaving in the middle of a hand (decided from docs/rules.md; no chip is created or lost):
    1. The deal is played to its end at once, with the player's seat playing the
       Check/Fold box (docs/rules.md §5: check when checking is allowed, otherwise fold), standing
       pat at the draw (docs/rules.md §3.5) and showing at the showdown (§3.7: a hand not
       mucked is shown). His chips already in the pot stay there (docs/rules.md §3.8), so he
       can still win them back if nobody bets. The computer players play on as usual
       (``decide(hand, seat) -> Action``; without it: check, else call; stand pat; show).
    2. The hand is recorded like any other, with its result for the player.
    3. If the pot is carried to a jackpots redeal instead (docs/rules.md §3.3: the pot stays),
       the player leaves his antes in that carried pot, as anyone leaving a jackpots table
       between the deal and its redeal does; the hand is recorded with outcome ``left``
       and those antes as his loss.
    4. The player's stack goes back to the bankroll; the sitting ends.
    A journal that the engine can no longer replay (e.g. a file from another engine
    version) voids the hand: the table goes back to the stacks before it, which is where
    every chip was (``RestoredTable.voided`` says why).

A profile busy elsewhere (another program holds the database locked past the busy timeout)
while playing: the game never crashes nor silently stops recording. The keeper keeps
playing in memory and writes nothing more for the hand in progress (``keeper.unsaved``
says why, for the UI to tell the player once); the database keeps its last consistent
state (the table before the hand and the journal up to the last saved decision), so
quitting then comes back to that point with every chip accounted for. Between hands the
keeper tries again (``save``, ``at_rest``, ``stand_up``): once the profile is free, the table
as it is now is written in one transaction with one ledger entry of kind ``unrecorded``
holding the chips the player won or lost in the hands that could not be recorded (those
hands are not in the history), and recording goes on as usual.

Chips at rest in the database: ``bankroll + stacks in open_table (+ carried pot)``; the
stacks there are those before the journalled hand, so a hand in progress neither adds nor
removes chips until its record is written.
"""

from drawpoker.persistence.resume.journal import BUSY_WAIT, STATE_FORMAT, Chain, RecordHook
from drawpoker.persistence.resume.keeper import TableKeeper
from drawpoker.persistence.resume.leaving import Decide, passive_action, policy_decider
from drawpoker.persistence.resume.records import ChipAccount, RestoredTable, SavedTable, account
from drawpoker.persistence.resume.snapshot import restore_table, snapshot_table

__all__ = [
    "BUSY_WAIT", "STATE_FORMAT", "Chain", "ChipAccount", "Decide", "RecordHook",
    "RestoredTable", "SavedTable",
    "TableKeeper", "account", "passive_action", "policy_decider", "restore_table",
    "snapshot_table",
]
