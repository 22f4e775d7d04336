"""A person's turn at the table as the window lives it: his controls made ready once per
table state (a betting decision starts afresh, no quick size lit, the turn sounded) and
his ticked pre-action box handed to the session (``session.table``: the session plays it).

:class:`PersonTurn` is a part of the table scene; it is given the parts it readies and
reads the table state through functions, never the scene itself.
"""

from __future__ import annotations

from collections.abc import Callable

from drawpoker.engine import LegalActions, Phase
from drawpoker.session.table.session import PreActionTick
from drawpoker.ui.table.bet_amount import BetAmount
from drawpoker.ui.table.control_bar import ControlBar
from drawpoker.ui.table.pre_actions import PreActions


class PersonTurn:
    """The person's turn (see the module docstring).

    Args:
        bet: the bet amount part (a new decision starts afresh in it).
        bar: the controls bar (its quick sizes lose the pointer's light).
        pre: the pre-action boxes (the ticked one is kept true to the bets, then told).
        state: the table state now, ``(hand number, events so far)``: a turn is made
            ready once per state.
        facing: chips the person would have to add to call now.
        sound: plays a named sound (``"your_turn"``).
    """

    def __init__(self, bet: BetAmount, bar: ControlBar, pre: PreActions, *,
                 state: Callable[[], tuple[int, int]], facing: Callable[[], int],
                 sound: Callable[[str], None]) -> None:
        self.bet = bet
        self.bar = bar
        self.pre = pre
        self.state = state
        self.facing = facing
        self.sound = sound
        #: the table state the controls were last made ready for
        self.prepared: tuple[int, int] | None = None

    def begin(self, la: LegalActions) -> PreActionTick | None:
        """The person's turn with ``la``: his controls made ready (once per table state),
        his ticked box kept true to the bets and returned (None: none is ticked)."""
        self.prepare(la)
        pre = self.pre
        pre.adapt(self.facing())
        return PreActionTick(pre.preaction, pre.pre_call) if pre.preaction else None

    def prepare(self, la: LegalActions) -> None:
        """Once per table state: a betting decision starts afresh
        (``BetAmount.begin_decision``), no quick size stays lit and the turn is sounded;
        nothing at the draw."""
        key = self.state()
        if self.prepared == key:
            return
        self.prepared = key
        if la.phase is Phase.DRAW:
            return
        self.bet.begin_decision(la)
        self.bar.unhover_quick()  # a new turn: no quick size lit by the pointer
        self.sound("your_turn")
