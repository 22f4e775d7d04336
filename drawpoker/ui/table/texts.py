"""What a table says besides the hand: the game and stakes and the deal's name in the
top bar, the player's bankroll beside them, and what an out seat's plate shows instead
of its stack.

:class:`TableTexts` says it for a cash table; a table that says it otherwise (a
sit-and-go, a replay, a deal played again) composes its own subclass
(``TableScene.texts``; :class:`ReplayTexts` here) instead of overriding the scene.
"""

from __future__ import annotations

from typing import Any, Protocol

from drawpoker.engine import TableRules
from drawpoker.i18n import _, format_chips
from drawpoker.session.hand_list import hand_title
from drawpoker.ui.table import labels
from drawpoker.ui.table.model import TableVisual


class SpokenTable(Protocol):
    """What the table's texts read of the table scene."""

    rules: TableRules
    visual: TableVisual
    demo: bool
    practice: bool

    @property
    def hand(self) -> Any: ...

    @property
    def bankroll(self) -> int: ...

    @property
    def hand_no(self) -> int: ...


class TableTexts:
    """What ``table`` says (see the module docstring)."""

    def __init__(self, table: SpokenTable) -> None:
        self.table = table

    def stakes(self, *, compact: int = 0) -> str:
        """The game, house rules and stakes (``labels.stakes_text``; ``compact`` 0..4)."""
        return labels.stakes_text(self.table.rules, compact=compact)

    def hand_title(self) -> str:
        """The deal's name at the left of the top bar: "Hand #12"."""
        t = self.table
        return _("Hand #{number}").format(number=t.visual.hand_no or t.hand_no)

    def bankroll(self) -> str:
        """The player's chips off the table, right of the top bar: "Bankroll 12,340"; ""
        where the table plays no bankroll chips (a demo, a practice table)."""
        t = self.table
        if t.demo or t.practice:
            return ""
        return _("Bankroll {chips}").format(chips=format_chips(t.bankroll))

    def person(self) -> str:
        """The name of the person at the screen when the labels name him instead of
        saying "You" (a pass-and-play table); "" here."""
        return ""

    def seat_out(self, i: int) -> str | None:
        """What seat ``i``'s plate shows instead of its stack when it is out of the game
        (no chips, not dealt in): "Out"; None while it plays."""
        sv = self.table.visual.seats[i]
        if not sv.dealt_in and self.table.hand is not None and sv.stack <= 0:
            return _("Out")
        return None


class ReplayTexts(TableTexts):
    """What a replay says: the deal as the hand history names it, no bankroll, and the
    forced bets alone when the header is short of room."""

    def __init__(self, table: SpokenTable, record: Any, session_no: int | None) -> None:
        super().__init__(table)
        self.record, self.session_no = record, session_no

    def hand_title(self) -> str:
        """The deal as the hand history names it (``hand_list.hand_title``)."""
        if self.record is None:
            return super().hand_title()
        t = self.table
        return hand_title(self.record, t.visual.hand_no or t.hand_no, self.session_no)

    def bankroll(self) -> str:
        """"": a replay plays none of the player's chips."""
        return ""

    def stakes(self, *, compact: int = 0) -> str:
        """The game and stakes; at ``compact`` 3 the forced bets alone (beside a long name)."""
        return labels.forced_bets_text(self.table.rules) if compact >= 3 else super().stakes(compact=compact)
