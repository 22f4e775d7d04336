"""Sitting at the table as the scene lives it: sitting down (``session.seating``), telling
the player his buy-in, a fresh bankroll or a busy profile, rebuying, and standing up.

A mixin of ``TableScene``; the bankroll rules themselves are in :mod:`drawpoker.session.seating`.
"""

from __future__ import annotations

import functools
import sys
from typing import Any

from drawpoker.engine import Table, TableRules
from drawpoker.i18n import Text, _, format_chips, translations_of
from drawpoker.persistence.profile import DEFAULT_NAME
from drawpoker.session import seating
from drawpoker.session.defaults import DEFAULT_BANKROLL
from drawpoker.ui.flows import notices
from drawpoker.ui.table.model import TableVisual


class Sitting:
    """The table scene's seat, bankroll and profile (a mixin)."""

    app: Any
    demo: bool
    cash_sitting: bool
    restored: Any
    keeper: Any
    persist: bool
    rules: TableRules
    buy_in: int
    hero: int
    n: int
    names: list[str]
    opponents: list[tuple[str, str]]
    levels: list[str]
    policies: dict[int, Any]
    rng: Any
    ai_rng: Any
    tell: Any
    table: Table
    visual: TableVisual
    sat_down_with: tuple[int, int] | None
    refill_notice: tuple[int, int] | None
    busy_at_start: bool
    busy_told: bool
    #: why the profile could not be written at sitting down (``SitDown.problem``)
    start_problem: str | None = None
    new_hand: Any

    @property
    def stacks(self) -> list[int]:
        """Every seat's chips between hands (the session's record)."""
        return [seat.stack for seat in self.table.seats]

    @property
    def bankroll(self) -> int:
        """The player's chips off the table."""
        return int(self.table.seats[self.hero].bankroll or 0)

    @property
    def hand_no(self) -> int:
        """Number of the current deal."""
        return int(self.table.hand_no)

    def _open_session(self) -> None:
        """Sit down: a new engine ``Table`` (kept in the profile through a ``TableKeeper``
        when the profile can be opened), or the restored one."""
        if self.restored is not None:
            self.table = self.restored.table
            self.hero = self.restored.hero_seat
            self.names = [s.name for s in self.table.seats]
            return
        sat = seating.sit_down(
            self.rules, self.names, seating.seat_specs(self.buy_in, self.opponents, self.levels),
            self.buy_in, self.rng, hero=self.hero, bankroll=DEFAULT_BANKROLL,
            profile_of=(lambda: self.app.profile) if self.persist else None,
            keeper=self.keeper)
        self.table, self.keeper = sat.table, sat.keeper
        self.sat_down_with = sat.sat_down_with  # told at the deal: the log line and a toast
        if sat.refill_notice is not None:
            self.refill_notice = sat.refill_notice
        self.busy_at_start = self.busy_at_start or sat.busy
        self.start_problem = sat.problem

    def _tell_buy_in(self) -> None:
        """Log "You buy in for N." at a fresh sit-down; when the setup's buy-in was cut to
        what the bankroll holds, say so at the centre of the table too (:meth:`tell`)."""
        sat = self.sat_down_with
        self.sat_down_with = None
        if sat is None or self.demo:
            return
        got, asked = sat
        self.visual.add_log(Text(functools.partial(
            lambda amount: _("You buy in for {amount}.").format(amount=format_chips(amount)), got)), "info")
        if got < asked:  # told at the table's centre: a toast covered the top seat's cards
            self.tell(_("Your buy-in is {amount}, not {asked}: that is all your bankroll "
                        "holds.").format(amount=format_chips(got), asked=format_chips(asked)),
                      seconds=8.0)

    def _own_profile_name(self) -> str:
        """The name the player gave himself in the profile, or "" while it is the default
        ("Player" in whichever language the profile was made) or no profile is open."""
        profile = self.app.profile_if_open
        if profile is None or self.demo:
            return ""
        try:
            name = str(profile.player().name).strip()
        except seating.PROFILE_ERRORS:
            return ""
        return "" if name in translations_of(DEFAULT_NAME) else name

    def refill_target(self, profile: Any) -> int:
        """The fresh bankroll the house gives a broke player (``seating.refill_target``)."""
        return seating.refill_target(profile, self.buy_in)

    def _profile_or_none(self) -> Any:
        try:
            return self.app.profile
        except seating.PROFILE_ERRORS:
            return None

    def can_rebuy(self) -> bool:
        """The bankroll covers at least the table's minimum buy-in (never at a sit-and-go,
        RULES.md §6)."""
        return self.cash_sitting and seating.can_rebuy(self.bankroll, self.buy_in, self.rules)

    def refill_and_rebuy(self) -> None:
        """Out of chips and the bankroll cannot cover a buy-in: take the house's fresh
        bankroll (recorded in the profile as a refill), then buy in."""
        try:
            profile = self.app.profile
            before = self.bankroll
            given = profile.refill(self.refill_target(profile))
        except seating.PROFILE_ERRORS as exc:
            print(f"drawpoker: no fresh bankroll could be given: {exc!r}", file=sys.stderr)
            return
        if given <= 0:
            return
        self.table.seats[self.hero].bankroll = before + given
        chips = before + given
        self.visual.add_log(Text(lambda: _("The house gives you a fresh bankroll of {chips}.").format(
            chips=format_chips(chips))), "info")
        self.rebuy()

    def show_busy_notice(self) -> None:
        """Tell the player once that his profile is busy (another program holds it), so
        this table is not saved now (at sitting down) or for the moment (mid-play, see
        ``TableKeeper.unsaved``)."""
        self.busy_told = True
        problem = getattr(self.keeper, "unsaved_problem", None) or self.start_problem
        notices.tell_profile_busy(self.app, at_start=self.busy_at_start,
                                  problem=problem or "busy")

    def show_refill_notice(self) -> None:
        """Tell the player the house refilled his bankroll (set when the table opened)."""
        notice = self.refill_notice
        if notice is None:
            return
        self.refill_notice = None
        before, after = notice
        notices.tell_fresh_bankroll(self.app, before, self.rules.min_buy_in_chips, after)

    def rebuy(self) -> None:
        """Buy back in from the bankroll (out of chips)."""
        amount = seating.rebuy_amount(self.bankroll, self.buy_in, self.rules)
        if amount <= 0:
            return
        self.table.buy_in(self.hero, amount)
        if self.keeper is not None:
            self.keeper.save()
        self.visual.seats[self.hero].stack = self.stacks[self.hero]
        self.visual.add_log(Text(lambda: _("You buy in for {amount}.").format(amount=format_chips(amount))),
                            "info")
        self.new_hand()

    def leave(self) -> None:
        """Leave the table for the title screen (a hand in progress is played out without
        the player, see ``TableKeeper.leave``; his stack goes back to the bankroll)."""
        self._stand_up()
        self.app.nav.reset("title")

    def _stand_up(self) -> None:
        """Stand up from the table: a hand in progress is played out by the computer
        (``TableKeeper.leave``), the stack goes back to the bankroll, the keeper is dropped."""
        if self.keeper is None:
            return
        seating.stand_up(self.keeper, self.policies, self.ai_rng)
        self.keeper = None
