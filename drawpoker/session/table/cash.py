"""``CashSession``: a cash table's session, kept in the profile through a ``TableKeeper``
or played in memory (no profile, practice chips, pass and play).

Between hands a computer seat out of chips buys in again for the table's buy-in, and
each person's wishes are applied: sit out next hand, auto-rebuy (``docs/rules.md`` §2,
§5). A person out of chips is offered the one busted rule (:mod:`.busted`). The keeper
journals every action and records every hand; the session decides what is dealt and
played and tells the keeper (``dealing.deal_kept``, ``keeper.acted``, ``keeper.save``,
``keeper.leave``).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence

from drawpoker.engine import Action, Table, TableRules
from drawpoker.engine.events import Event
from drawpoker.engine.hand import Hand
from drawpoker.engine.shuffle import dealt_origin
from drawpoker.persistence.profile import Profile
from drawpoker.persistence.resume import TableKeeper
from drawpoker.session import seating
from drawpoker.session.table.busted import Busted, BustedChoice, busted_choice
from drawpoker.session.table.dealing import deal_kept
from drawpoker.session.table.deciders import Computer, Decider
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
        #: ``(seat, chips)`` of the computer seats that bought in again at the last deal
        self.rebought: list[tuple[int, int]] = []
        self._prepared: Callable[[], Hand] | None = None

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
                table.sit_out(seat, False)
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
            super()._settle(hand)
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
        """What ``seat``, out of chips, is offered (the one rule, :func:`.busted_choice`)."""
        return busted_choice(self.bankroll(seat), self.buy_in, self.table.rules,
                             practice=self.practice,
                             refill_to=seating.refill_target(self._profile_or_none(), self.buy_in))

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
            given = int(profile.refill(seating.refill_target(profile, self.buy_in)))
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
        stack goes back to the bankroll and the keeper is let go. A profile that cannot
        be written is told on stderr (the table stays saved as it was, to continue)."""
        keeper = self.keeper
        if keeper is None:
            return
        try:
            self.play_out(without=self.own_seats)
            keeper.leave()
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
