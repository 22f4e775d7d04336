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


def pass_and_play_stakes(stakes: str, *, compact: int = 0) -> str:
    """``stakes`` (the game and stakes at ``compact`` 0..4, ``TableTexts.stakes``) marked
    as a pass-and-play table's: "Pass and play · table chips only · {stakes}"; shortened
    (``compact`` 1 to 3) the mark is "Pass and play" alone, so the stakes stay whole
    (the log and Table setup say the rest); at the least room (``compact`` 4) the stakes
    alone, as at any table."""
    if compact >= 4:
        return stakes
    if compact == 0:
        return _("Pass and play · table chips only · {stakes}").format(stakes=stakes)
    return _("Pass and play · {stakes}").format(stakes=stakes)


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

    def people(self) -> frozenset[int]:
        """The seats where a person sits whose turn reads "Their turn" rather than a
        computer player's "Thinking" (a pass-and-play table); none here."""
        return frozenset()

    def passing(self) -> bool:
        """True while the screen is passed to the next person (a pass-and-play table):
        nothing private to the last one is shown; never here."""
        return False

    def seat_out(self, i: int) -> str | None:
        """What seat ``i``'s plate shows instead of its stack when it is out of the game
        (no chips, not dealt in): "Out"; None while it plays."""
        sv = self.table.visual.seats[i]
        if not sv.dealt_in and self.table.hand is not None and sv.stack <= 0:
            return _("Out")
        return None


class ReplayTexts(TableTexts):
    """What a replay says: the deal as the hand history names it, no bankroll, and the
    forced bets alone when the header is short of room; a pass-and-play table's hand
    (``pass_and_play``) marked "Pass and play" as the table was."""

    def __init__(self, table: SpokenTable, record: Any, session_no: int | str | None, *,
                 pass_and_play: bool = False) -> None:
        super().__init__(table)
        self.record, self.session_no = record, session_no
        self.pass_and_play = pass_and_play

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
        """The game and stakes; at ``compact`` 3 the forced bets alone (beside a long name);
        a pass-and-play hand's marked so (:func:`pass_and_play_stakes`)."""
        plain = (labels.forced_bets_text(self.table.rules) if compact >= 3
                 else super().stakes(compact=compact))
        return pass_and_play_stakes(plain, compact=compact) if self.pass_and_play else plain
