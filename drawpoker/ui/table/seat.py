"""The player's seat in the hand being played: his legal actions at his turn, what the
controls offer him (the controls mode), his censored view of the hand (docs/rules.md §5, made
again only when the hand changed), his cards, the chips to call, the advisor's lines (its
chance estimate made once per table state), his plate's tag and what he is offered when
out of chips.

:class:`PlayerSeat` is a part of the table scene that owns the two caches; it reads the
table through :class:`SeatedTable`.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from typing import TYPE_CHECKING, Any, Protocol

from drawpoker.engine import LegalActions, Phase, TableRules
from drawpoker.i18n import _
from drawpoker.session.advisor import advisor_lines, chance_line, chance_now, shown_line
from drawpoker.session.table.busted import BustedChoice
from drawpoker.session.table.cash import CashSession
from drawpoker.ui.table import labels
from drawpoker.ui.table.controls_model import ControlMode
from drawpoker.ui.table.model import TableVisual
from drawpoker.ui.table.pre_actions import facing_bet

if TYPE_CHECKING:
    from drawpoker.engine import Table
    from drawpoker.session.table.session import TableSession
    from drawpoker.ui.services import Services
    from drawpoker.ui.table.director import Director


def live_opponents(visual: TableVisual, hero: int) -> int:
    """The opponents still in the hand as the table shows it (dealt in, not folded)."""
    return sum(1 for i, sv in enumerate(visual.seats)
               if i != hero and sv.dealt_in and not sv.folded)


class SeatedTable(Protocol):
    """What the player's seat reads of the table scene."""

    app: Services
    hero: int
    demo: bool
    cash_sitting: bool
    rules: TableRules
    session: TableSession | None
    visual: TableVisual
    director: Director

    @property
    def hand(self) -> Any: ...

    @property
    def table(self) -> Table: ...

    @property
    def hand_no(self) -> int: ...


class PlayerSeat:
    """The player's seat at ``table`` (see the module docstring)."""

    def __init__(self, table: SeatedTable) -> None:
        self.table = table
        #: (hand, (events, seat), view) of the last :meth:`view`
        self._view: tuple[Any, tuple[int, int], Any] | None = None
        #: (table state, chance now) of the last chance estimate
        self._chance: tuple[Any, float | None] = (None, None)
        #: the name the player gave himself in the profile ("" for none or the default)
        self.profile_name = ""
        #: the draw advisor shown (True) or hidden (False) with H for this sitting; None:
        #: as the setting ``advisor_enabled`` says (the default, which H never changes)
        self.advisor_shown: bool | None = None

    def new_hand(self) -> None:
        """Forget the last hand's chance estimate."""
        self._chance = (None, None)

    def name(self) -> str:
        """The player's seat name as shown: the name set in the profile, else "You" in the
        current language (the name the table was created with is not shown, so a table
        made or saved in another language never shows its "Du" or "Вы")."""
        return self.profile_name or _("You")

    def after_fold(self) -> float:
        """The time multiplier once the player has folded (setting ``fold_fast_forward``:
        off 1, fast 4, instant without end; a demo plays every hand as usual)."""
        if self.table.demo:
            return 1.0
        return {"off": 1.0, "fast": 4.0}.get(str(self.table.app.settings.fold_fast_forward),
                                             math.inf)

    @property
    def legal(self) -> LegalActions | None:
        """The player's legal actions when it is his turn and the table is idle."""
        t = self.table
        if t.hand is None or t.director.busy or t.hand.is_over:
            return None
        la = t.hand.legal_actions()
        if la is None or la.seat != t.hero or t.demo:
            return None
        return la

    @property
    def mode(self) -> str:
        """What the controls offer (a :class:`ControlMode`)."""
        t = self.table
        if t.hand is None:
            return ControlMode.WAIT
        if t.hand.is_over and not t.director.busy:
            if t.table.seats[t.hero].stack <= 0 and not t.demo and t.cash_sitting:
                return ControlMode.BUSTED  # a sit-and-go: out of chips is out, the hand over
            return ControlMode.OVER
        la = self.legal
        if la is None:
            return ControlMode.WAIT
        if la.phase is Phase.DRAW:
            return ControlMode.DRAW
        if la.phase is Phase.SHOWDOWN:
            return ControlMode.SHOW
        return ControlMode.BET

    def view(self) -> Any:
        """The player's censored view of the hand (``engine.view.PlayerView``), made again
        only when the hand changed: every change of a hand appends to its event log, so
        the hand and the log's length key it (the table asks for it at every update while
        it waits for the player)."""
        hand, seat = self.table.hand, self.table.hero
        key = (len(hand.events), seat)
        cached = self._view
        if cached is None or cached[0] is not hand or cached[1] != key:
            cached = self._view = (hand, key, hand.view(seat))
        return cached[2]

    def own_cards(self) -> tuple[Any, ...]:
        """The player's cards in the hand, in slot order."""
        return tuple(self.view().own_cards)

    def pot_total(self) -> int:
        """Every chip in play (chips): the pots plus every bet in front of a seat, posted
        blinds included (the pot of docs/rules.md §4 pot-limit); the engine's figure while a
        hand is on, else what the table shows."""
        if self.table.hand is not None:
            return int(self.view().pot_total)
        visual = self.table.visual
        return sum(visual.pots) + sum(s.bet for s in visual.seats)

    def facing_bet(self) -> int:
        """Chips the player would have to add to call now (``pre_actions.facing_bet``)."""
        return facing_bet(self.table.visual.seats, self.table.hero)

    def advisor_on(self) -> bool:
        """True while the draw advisor is shown at this table: as H last set it this
        sitting, else the default (setting ``advisor_enabled``)."""
        if self.advisor_shown is not None:
            return self.advisor_shown
        return bool(self.table.app.settings.advisor_enabled)

    def toggle_advisor(self) -> None:
        """Show or hide the draw advisor for this sitting (H); the default in Settings
        stays as it is."""
        self.advisor_shown = not self.advisor_on()

    def advisor_lines(self, selected: Collection[int], odds: str) -> list[str]:
        """The draw advisor's lines at the player's turn while it is shown
        (:meth:`advisor_on`; none else): at the draw his draw's odds (``selected``: the marked places); in a
        betting round his chance now (estimated once per table state), what a call needs
        of the pot and ``odds``, the line of the draw he made ("" for none)."""
        t = self.table
        la = self.legal
        if not self.advisor_on() or la is None:
            return []
        rules = t.rules
        if la.phase is Phase.DRAW:
            return advisor_lines(la, self.own_cards(), selected, game=rules.game,
                                 wild=rules.wild, live=live_opponents(t.visual, t.hero), pot=0)
        pot = self.pot_total() if la.call_amount > 0 else 0
        key = (t.hand_no, len(t.hand.events))
        if self._chance[0] != key:  # once per table state: it reads every action so far
            self._chance = (key, chance_now(self.view()))
        # once every opponent still in has shown, what the cards show is the answer
        answer = shown_line(self.view(), self._chance[1])
        lines = [answer] if answer else [] if self._chance[1] is None else [
            chance_line(self._chance[1], la.call_amount, pot)]
        lines += advisor_lines(la, (), selected, game=rules.game, wild=rules.wild,
                               live=0, pot=pot)
        if odds:
            lines.append(odds)
        return lines

    def sitting_out_now(self) -> bool:
        """True while the player sits out: the table left him out of this deal
        (``Seat.sitting_out``) because he asked to (docs/rules.md §2)."""
        t = self.table
        if t.hand is None:  # not dealt in yet (the table is made before the first hand)
            return False
        return bool(t.table.seats[t.hero].sitting_out) and not t.visual.seats[t.hero].dealt_in

    def plate_tag(self) -> str:
        """The tag on the player's own plate (``labels.hero_plate_tag``)."""
        t = self.table
        sv = t.visual.seats[t.hero]
        return labels.hero_plate_tag(sitting_out=self.sitting_out_now(), drawn=sv.drawn,
                                     folded=sv.folded, in_hand=t.hand is not None)

    def busted_offer(self) -> BustedChoice:
        """What the player out of chips is offered: the cash session's one rule
        (``CashSession.busted``, ``session.table.busted``), read for the Rebuy button's
        label; its click takes the same offer (``CashSession.take_busted``)."""
        session = self.table.session
        assert isinstance(session, CashSession), "only a cash table's player is busted"
        return session.busted(self.table.hero)
