"""Sitting at the table as the window lives it: the cash session opened for a table
scene's set-up (``session.table.cash``), the lines that tell the player his buy-in, a
rebuy or a fresh bankroll, and the name his seat shows.

The rules themselves (who buys in, the busted offer, leaving) are the session's
(:mod:`drawpoker.session.table`); these are plain functions of what they are given.
"""

from __future__ import annotations

import functools
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from drawpoker.ai import make_player
from drawpoker.engine import TableRules
from drawpoker.i18n import Text, _, format_chips, translations_of
from drawpoker.persistence.profile import DEFAULT_NAME, Profile
from drawpoker.persistence.resume import RestoredTable, TableKeeper
from drawpoker.session import seating
from drawpoker.session.buy_in import clamp_buy_in
from drawpoker.session.defaults import DEFAULT_BANKROLL
from drawpoker.session.table.cash import CashSession, sit_down
from drawpoker.session.table.deciders import Computer, Decider, Person
from drawpoker.ui.flows import notices
from drawpoker.ui.services import Services


@dataclass
class Opened:
    """A cash session opened for a table scene.

    Attributes:
        session: the session.
        sat_down_with: ``(buy-in, asked)`` of the player at a fresh sit-down, to tell him.
        refill_notice: ``(bankroll before, after)`` when the house refilled it.
        busy: the profile could not be written at sitting down; ``problem`` says why.
    """

    session: CashSession
    sat_down_with: tuple[int, int] | None = None
    refill_notice: tuple[int, int] | None = None
    busy: bool = False
    problem: str | None = None

    @property
    def names(self) -> list[str]:
        """Every seat's name at the table."""
        return [seat.name for seat in self.session.table.seats]


def deciders_for(names: Sequence[str], opponents: Sequence[tuple[str, str]],
                 levels: Sequence[str], *, level: str, demo: bool,
                 hero: int = 0) -> list[Decider]:
    """Seat ``hero`` is the person (a computer shark of ``level`` in a demo), the other
    seats in order the computer players ``level:personality``."""
    computers = iter([Computer(make_player(f"{levels[i]}:{k}"))
                      for i, (_n, k) in enumerate(opponents)])
    own: Decider = Computer(make_player(f"{level}:shark")) if demo else Person(names[hero])
    return [own if seat == hero else next(computers) for seat in range(len(opponents) + 1)]


def open_cash(rules: TableRules, names: Sequence[str], opponents: Sequence[tuple[str, str]],
              levels: Sequence[str], *, level: str, demo: bool, buy_in: int,
              rng: random.Random, ai_rng: random.Random, restored: RestoredTable | None,
              keeper: TableKeeper | None, profile_of: Callable[[], Profile] | None,
              refill_from: Callable[[], Profile]) -> Opened:
    """Sit down at a cash table (``restored``: the table kept in the profile) and open its
    session; ``profile_of`` opens the profile to keep the table in (None: not kept)."""
    if restored is not None:
        table = restored.table
        deciders = deciders_for([s.name for s in table.seats], opponents, levels, level=level,
                                demo=demo, hero=restored.hero_seat)
        session = CashSession(table, deciders, rng=rng, ai_rng=ai_rng, buy_in=buy_in,
                              keeper=keeper, owner=restored.hero_seat, profile_of=refill_from)
        if restored.hand is not None and not restored.hand.is_over:
            session.hand = restored.hand
        for problem in session.restore_models(restored.ai_models or {}):
            print(f"drawpoker: {problem}", file=sys.stderr)  # that player starts afresh
        return Opened(session)
    deciders = deciders_for(names, opponents, levels, level=level, demo=demo)
    session, sat = sit_down(rules, names, deciders, buy_in=buy_in, rng=rng, ai_rng=ai_rng,
                            bankroll=DEFAULT_BANKROLL,
                            specs=seating.seat_specs(buy_in, opponents, levels),
                            profile_of=profile_of, keeper=keeper, refill_from=refill_from)
    return Opened(session, sat.sat_down_with, sat.refill_notice, sat.busy, sat.problem)


def badges(n: int, hero: int, opponents: Sequence[tuple[str, str]]) -> list[str]:
    """Each seat's style tag: the computer players' personality keys in seat order, none
    at the player's seat ``hero``."""
    keys = iter([k for _n, k in opponents])
    return ["" if seat == hero else next(keys) for seat in range(n)]


def buy_in_line(amount: int) -> Text:
    """The log line "You buy in for N." (the player's buy-in or rebuy)."""
    return Text(functools.partial(
        lambda chips: _("You buy in for {amount}.").format(amount=format_chips(chips)), amount))


def short_buy_in_note(got: int, asked: int) -> str | None:
    """What the buy-in notice tells when the setup's buy-in was cut to the bankroll."""
    if got >= asked:
        return None
    return _("Your buy-in is {amount}, not {asked}: that is all your bankroll "
             "holds.").format(amount=format_chips(got), asked=format_chips(asked))


def computer_buy_in_line(name: str, amount: int) -> Text:
    """The log line "{name} buys in for N." (a computer player out of chips, or a person
    of a pass-and-play table)."""
    return Text(functools.partial(
        lambda who, chips: _("{name} buys in for {amount}.").format(
            name=who, amount=format_chips(chips)), name, amount))


def fresh_bankroll_line(given: int, bankroll: int) -> Text:
    """The log line of the house's fresh bankroll: the chips ``given`` (the real gift)
    and, when the bankroll was not empty, the ``bankroll`` it was topped up to (chips,
    before any buy-in is taken from it)."""
    if given >= bankroll:
        return Text(lambda: _("The house gives you a fresh bankroll of {chips}.").format(
            chips=format_chips(given)))
    return Text(lambda: _("The house gives you {chips}: your bankroll is {bankroll} "
                          "again.").format(chips=format_chips(given),
                                           bankroll=format_chips(bankroll)))


def own_profile_name(profile: Profile | None) -> str:
    """The name the player gave himself in ``profile``, or "" while it is the default
    ("Player" in whichever language the profile was made) or no profile is open."""
    if profile is None:
        return ""
    try:
        name = str(profile.player().name).strip()
    except seating.PROFILE_ERRORS:
        return ""
    return "" if name in translations_of(DEFAULT_NAME) else name


class SittingNotices:
    """What the player is told once about his seat: his buy-in at sitting down (and that
    it was cut to his bankroll), the house's fresh bankroll, a profile busy elsewhere.

    Attributes:
        sat_down_with: ``(buy-in, asked)`` to tell at the first deal, then None.
        cut_buy_in: what the buy-in's notice says when it was cut to the bankroll, until
            it is shown (:meth:`show_due`), then None.
        refill_notice: ``(bankroll before, after)`` to tell, then None.
        busy_at_start: the profile could not be written at sitting down.
        busy_told: the busy notice was shown.
        start_problem: why the profile could not be written at sitting down.
    """

    def __init__(self) -> None:
        self.sat_down_with: tuple[int, int] | None = None
        self.cut_buy_in: str | None = None
        self.refill_notice: tuple[int, int] | None = None
        self.busy_at_start = False
        self.busy_told = False
        self.start_problem: str | None = None

    def opened(self, opened: Opened) -> None:
        """Take what sitting down has to tell."""
        self.sat_down_with = opened.sat_down_with
        self.refill_notice = opened.refill_notice or self.refill_notice
        self.busy_at_start = self.busy_at_start or opened.busy
        self.start_problem = opened.problem

    def buy_in(self, name: str = "") -> Text | None:
        """The buy-in's log line (None: nothing to tell), once, naming the player ``name``
        when he has a name of his own ("": "You buy in"); a buy-in cut to the bankroll is
        told in a notice too, when the table is the top screen (:meth:`show_due`)."""
        sat, self.sat_down_with = self.sat_down_with, None
        if sat is None:
            return None
        self.cut_buy_in = short_buy_in_note(*sat)
        return computer_buy_in_line(name, sat[0]) if name else buy_in_line(sat[0])

    def show_due(self, app: Services, keeper: TableKeeper | None, min_buy_in: int) -> None:
        """Show the notices due now (the table is the top screen)."""
        notice, self.refill_notice = self.refill_notice, None
        if notice is not None:  # the busy notice waits until this one is closed
            notices.tell_fresh_bankroll(app, notice[0], min_buy_in, notice[1])
            return
        cut, self.cut_buy_in = self.cut_buy_in, None
        if cut is not None:  # a dialog as the game's other notices (a note on the felt
            notices.tell_cut_buy_in(app, cut)  # was squeezed into a tall, narrow box)
            return
        unsaved = keeper.unsaved if keeper is not None else None
        if not self.busy_told and (self.busy_at_start or unsaved is not None):
            self.busy_told = True
            problem = (keeper.unsaved_problem if keeper is not None else None) or self.start_problem
            notices.tell_profile_busy(app, at_start=self.busy_at_start, problem=problem or "busy")


@dataclass(frozen=True)
class TableSetup:
    """A cash table's set-up as the table scene takes it (checked).

    Attributes:
        rules: the table's rules.
        opponents: ``(name, personality key)`` per computer seat (1..7).
        levels: one difficulty per opponent.
        buy_in: chips each player sits down with, within the table's limits.
    """

    rules: TableRules
    opponents: list[tuple[str, str]]
    levels: list[str]
    buy_in: int


def table_setup(rules: TableRules, opponents: Sequence[tuple[str, str]], level: str,
                levels: Sequence[str] | None, buy_in: int,
                restored: RestoredTable | None) -> TableSetup:
    """The set-up given (or the restored table's: its rules, opponents, levels and the
    buy-in it was set up with), checked; the buy-in kept within the table's limits.

    Raises:
        ValueError: not 1..7 opponents, or ``levels`` not one per opponent.
    """
    if restored is not None:
        kept = seating.restored_setup(restored)
        rules, opponents, levels = kept.rules, kept.opponents, kept.levels
        if kept.buy_in is not None:  # the buy-in the table was set up with
            buy_in = kept.buy_in
    if not 1 <= len(opponents) <= 7:
        raise ValueError(f"a table needs 1..7 opponents, got {len(opponents)}")
    chosen = list(levels) if levels else [level] * len(opponents)
    if len(chosen) != len(opponents):
        raise ValueError(f"levels: {len(chosen)} given for {len(opponents)} opponents")
    return TableSetup(rules, list(opponents), chosen, clamp_buy_in(buy_in, rules))
