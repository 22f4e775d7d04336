"""``CashSession``: a cash table's session, kept in the profile through a ``TableKeeper``
or played in memory (no profile, practice chips, pass and play).

Between hands a computer seat out of chips buys in again for the table's buy-in, and
each person's wishes are applied: sit out next hand, auto-rebuy (``docs/rules.md`` §2,
§5). A person out of chips is offered the one busted rule (:mod:`.busted`). The keeper
journals every action and records every hand; the session decides what is dealt and
played and tells the keeper (``dealing.deal_kept``, ``keeper.acted``, ``keeper.save``,
``keeper.leave``).

Experience: at a kept table whose owner is a person, each recorded hand is reviewed by the
coach and awarded inside the hand's own record transaction (:mod:`.experience`), so a
kill loses neither or both; the awards wait in ``outcomes`` for the screen to tell; leaving finishes the sitting
(``progress.award.finish_sitting``, kept in ``sitting``). Experience comes from the
coach's verdicts only, never from the chips won.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence
from typing import Any

from drawpoker.engine import Action, Table, TableRules
from drawpoker.engine.events import Event
from drawpoker.engine.hand import Hand
from drawpoker.engine.shuffle import dealt_origin
from drawpoker.persistence.profile import Profile
from drawpoker.persistence.resume import TableKeeper
from drawpoker.progress.award import Outcome, finish_sitting
from drawpoker.progress.summary import SittingSummary, sitting_summary
from drawpoker.session import buy_in, seating
from drawpoker.session.table.busted import Busted, BustedChoice, busted_choice
from drawpoker.session.table.dealing import deal_kept
from drawpoker.session.table.deciders import Computer, Decider
from drawpoker.session.table.experience import award_recorded
from drawpoker.session.table.session import TableSession


class CashSession(TableSession):
    """A cash table (see the module doc).

    Args:
        table, deciders, rng, ai_rng: as for :class:`TableSession`.
        buy_in: the table's buy-in (chips, within its limits).
        keeper: the profile's keeper of this table, or None (played in memory).
        owner: the seat whose chips are the profile's bankroll (the keeper's
            ``hero_seat``), None when no seat's are (pass and play, practice).
        profile_of: opens the profile the house's fresh bankroll is written to (None:
            none is given).
        practice: chips behind every seat are practice chips (a rebuy never touches
            the bankroll).
    """

    def __init__(self, table: Table, deciders: Sequence[Decider], *, rng: random.Random,
                 ai_rng: random.Random, buy_in: int, keeper: TableKeeper | None = None,
                 owner: int | None = 0, profile_of: Callable[[], Profile] | None = None,
                 practice: bool = False) -> None:
        super().__init__(table, deciders, rng=rng, ai_rng=ai_rng)
        self.buy_in = buy_in
        self.keeper = keeper
        self.owner = owner
        self.profile_of = profile_of
        self.practice = practice
        self.sitting_out: set[int] = set()  # seats that asked to sit out next hand
        self.auto_rebuy: set[int] = set()  # seats with auto-rebuy ticked
        self.left: set[int] = set()  # persons who stood up for good (pass and play)
        #: given each finished hand's scenario document (``Table.history``) when no
        #: keeper records it: a pass-and-play table keeps its hands apart from the profile
        self.on_history: Callable[[dict[str, Any]], None] | None = None
        #: ``(seat, chips)`` of the computer seats that bought in again at the last deal
        self.rebought: list[tuple[int, int]] = []
        self._prepared: Callable[[], Hand] | None = None
        #: the experience of each hand recorded since the screen last took them
        self.outcomes: list[Outcome] = []
        #: the sitting's end once the player left (``finish_sitting``), else None
        self.sitting: Outcome | None = None
        #: the sitting's figures once the player left, for the summary screen
        self.summary: SittingSummary | None = None
        if keeper is not None and self.earns_experience:
            keeper.on_record = award_recorded(keeper, self.outcomes)

    @property
    def earns_experience(self) -> bool:
        """True when the owner's decisions earn experience: a kept table, real chips, a
        person at the owner's seat (not a demo's computer)."""
        return (self.keeper is not None and not self.practice and self.owner is not None
                and self.is_person(self.owner))

    def take_outcomes(self) -> list[Outcome]:
        """The awards of the hands recorded since the last call (oldest first)."""
        taken = list(self.outcomes)
        self.outcomes.clear()
        return taken

    def prepare_deal(self, make: Callable[[], Hand]) -> None:
        """The next deal is ``make()`` (a new hand of this table, e.g. a stored deal dealt
        again with its seed, button and cards) instead of a fresh shuffle; a table played
        in memory only."""
        if self.keeper is not None:
            raise ValueError("prepare_deal: a kept table deals its own hands")
        self._prepared = make

    @property
    def own_seats(self) -> list[int]:
        """The seats playing their own chips: every person's and the owner's."""
        seats = set(self.persons) | ({self.owner} if self.owner is not None else set())
        return sorted(seats)

    def set_sit_out(self, seat: int, on: bool) -> None:
        """``seat`` sits out from the next hand on (``on``) or sits in again."""
        (self.sitting_out.add if on else self.sitting_out.discard)(seat)

    def set_auto_rebuy(self, seat: int, on: bool) -> None:
        """Tick or untick ``seat``'s auto-rebuy (``docs/rules.md`` §2)."""
        (self.auto_rebuy.add if on else self.auto_rebuy.discard)(seat)

    def sits_out_now(self, seat: int) -> bool:
        """True while ``seat`` is left out of the deal in play because it asked to."""
        if self.hand is None:
            return False
        return bool(self.table.seats[seat].sitting_out) and not self.hand.dealt_in[seat]

    def between_hands(self) -> list[int]:
        """The persons to be asked before the next deal, in seat order (none while a deal
        is in play): one out of chips without auto-rebuy ticked (the busted offer, or
        stand up) and one who sat out the last deal by his wish (to sit in again)."""
        if self.hand is not None and not self.hand.is_over:
            return []
        asked = []
        for seat in self.persons:
            st = self.table.seats[seat]
            if seat in self.left:
                continue
            if (st.stack <= 0 and seat not in self.auto_rebuy) or \
                    (st.sitting_out and seat in self.sitting_out):
                asked.append(seat)
        return asked

    def stand_up(self, seat: int) -> None:
        """The person at ``seat`` leaves the table for good while the others play on
        (pass and play): he sits out from now on and is never asked again.

        Raises:
            ValueError: ``seat`` is not a person's.
        """
        if not self.is_person(seat):
            raise ValueError(f"stand_up: seat {seat} is not a person's")
        self.left.add(seat)
        self.sitting_out.add(seat)
        self.auto_rebuy.discard(seat)

    def persons_playing(self) -> list[int]:
        """The persons still at the table (not stood up), in seat order."""
        return [seat for seat in self.persons if seat not in self.left]

    # dealing ---------------------------------------------------------------------
    def deal(self) -> list[Event]:
        """Deal the next hand: computer seats out of chips buy in again (``rebought``),
        the seats' sit-out and auto-rebuy wishes apply; nobody sits out when the table
        could not deal otherwise. With a keeper the table is stored first and the deal
        journalled."""
        table = self.table
        self.rebought = []
        if not table.in_redeal_chain:
            own = self.own_seats
            for i, decider in enumerate(self.deciders):
                if i not in own and isinstance(decider, Computer) and table.seats[i].stack <= 0:
                    table.buy_in(i, self.buy_in)
                    self.rebought.append((i, self.buy_in))
            for seat in own:
                table.sit_out(seat, seat in self.sitting_out)
                table.set_auto_rebuy(seat, seat in self.auto_rebuy)
        if not table.can_deal():
            for seat in self.own_seats:
                table.sit_out(seat, seat in self.left)
        return self._deal_now()

    def _deal_now(self) -> list[Event]:
        keeper = self.keeper
        if keeper is not None:
            keeper.save()
            events = deal_kept(keeper, self.rng)
            hand = keeper.hand or keeper.last_deal
            assert hand is not None
        else:
            make, self._prepared = self._prepared, None
            hand = make() if make is not None else self.table.new_hand(self.rng, salt_rng=self.rng, origin=dealt_origin(self.rng))
            events = hand.start()
        self._started(hand)
        return events

    def _act(self, hand: Hand, action: Action) -> list[Event]:
        events = hand.act(action)
        if self.keeper is not None:  # journalled (and, at the end, recorded)
            self.keeper.acted(hand)
        return events

    def _settle(self, hand: Hand) -> None:
        if self.keeper is None:
            before = self.table.history()
            super()._settle(hand)
            document = self.table.history()
            if self.on_history is not None and document is not None and document is not before:
                self.on_history(document)  # a deal nobody opened waits for its redeal
        else:  # the keeper finished it; what the players learnt is kept with the table
            self.keeper.ai_models = self.model_states()

    # out of chips ----------------------------------------------------------------
    def _profile_or_none(self) -> Profile | None:
        if self.profile_of is None:
            return None
        try:
            return self.profile_of()
        except seating.PROFILE_ERRORS:
            return None

    def busted(self, seat: int) -> BustedChoice:
        """What ``seat``, out of chips, is offered (the one rule, :func:`.busted_choice`; a
        practice table never opens the profile)."""
        refill_to = 0 if self.practice else buy_in.refill_target(self._profile_or_none(),
                                                                 self.buy_in)
        return busted_choice(self.bankroll(seat), self.buy_in, self.table.rules,
                             practice=self.practice, refill_to=refill_to)

    def rebuy(self, seat: int) -> int:
        """Buy ``seat`` back in from its bankroll (or practice chips); returns the chips
        (0: the bankroll covers no buy-in). The keeper stores the table."""
        amount = seating.rebuy_amount(self.bankroll(seat), self.buy_in, self.table.rules)
        if amount <= 0:
            return 0
        self.table.buy_in(seat, amount)
        if self.keeper is not None:
            self.keeper.save()
        return amount

    def refill(self, seat: int) -> int:
        """The house's fresh bankroll for ``seat`` (recorded in the profile as a refill);
        returns the chips given (0: none, a profile that cannot be written is told on
        stderr)."""
        try:
            profile = self.profile_of() if self.profile_of is not None else None
            if profile is None:
                return 0
            before = self.bankroll(seat)
            given = int(profile.refill(buy_in.refill_target(profile, self.buy_in)))
        except seating.PROFILE_ERRORS as exc:
            print(f"drawpoker: no fresh bankroll could be given: {exc!r}", file=sys.stderr)
            return 0
        if given > 0:
            self.table.seats[seat].bankroll = before + given
        return given

    def take_busted(self, seat: int) -> tuple[Busted, int, int]:
        """Take the offer of :meth:`busted` for ``seat``; returns ``(kind, fresh bankroll
        given, chips bought in)`` (both 0 when nothing could be done)."""
        kind = self.busted(seat).kind
        given = 0
        if kind is Busted.REFILL:
            given = self.refill(seat)
            if given <= 0:
                return kind, 0, 0
        if kind is Busted.SMALLER_STAKES:
            return kind, 0, 0
        return kind, given, self.rebuy(seat)

    # leaving ---------------------------------------------------------------------
    def leave(self) -> None:
        """Stand up: a deal in play is played to its end at once (every person's and the
        owner's seat playing the Check/Fold box, the computers deciding), the owner's
        stack goes back to the bankroll, the sitting is finished (``sitting``, its figures
        in ``summary``) and the keeper is let go. A profile that cannot
        be written is told on stderr (the table stays saved as it was, to continue)."""
        keeper = self.keeper
        if keeper is None:
            return
        earns = self.earns_experience
        try:
            self.play_out(without=self.own_seats)
            keeper.leave()
            if earns:
                self.sitting = finish_sitting(keeper.profile, keeper.session_id, "cash")
                self.summary = sitting_summary(keeper.profile, keeper.session_id, "cash")
        except seating.PROFILE_ERRORS as exc:
            print(f"drawpoker: the table could not be left cleanly: {exc}", file=sys.stderr)
        self.keeper = None


def sit_down(rules: TableRules, names: Sequence[str], deciders: Sequence[Decider], *,
             buy_in: int, rng: random.Random, ai_rng: random.Random, bankroll: int,
             specs: list[dict[str, object]], profile_of: Callable[[], Profile] | None,
             keeper: TableKeeper | None, refill_from: Callable[[], Profile] | None
             ) -> tuple[CashSession, seating.SitDown]:
    """Sit every seat down at a new cash table (``seating.sit_down``: the owner at seat 0
    buys in from the profile's bankroll, or ``bankroll`` without a profile) and open its
    session; ``refill_from`` opens the profile the house's fresh bankroll goes to."""
    sat = seating.sit_down(rules, names, specs, buy_in, rng, hero=0, bankroll=bankroll,
                           profile_of=profile_of, keeper=keeper)
    session = CashSession(sat.table, deciders, rng=rng, ai_rng=ai_rng, buy_in=buy_in,
                          keeper=sat.keeper, owner=0, profile_of=refill_from)
    return session, sat
