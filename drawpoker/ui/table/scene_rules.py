"""What the table scene says about its rules and how its cards and hands move: the
stakes text, wild badges, the player's plate tag, the fixed-limit hint, the betting unit,
the fast-forward after a fold and the cards' lift.

A mixin of ``TableScene`` (its state is declared in the scene's ``__init__``).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from drawpoker.engine import LegalActions, TableRules
from drawpoker.i18n import _, format_chips
from drawpoker.ui.table import labels
from drawpoker.ui.table.controls import ControlMode, cannot_open


class SceneRules:
    """The table scene's rule texts and card lifts (a mixin)."""

    rules: TableRules
    app: Any
    demo: bool
    practice: bool
    hero: int
    visual: Any
    hand: Any
    selected: set[int]
    _hover_card: int | None
    mode: Any
    sitting_out_now: Any

    def stakes_text(self, *, compact: int = 0) -> str:
        """The game, house rules and stakes (``labels.stakes_text``; ``compact`` 0..3)."""
        return labels.stakes_text(self.rules, compact=compact)

    if TYPE_CHECKING:  # the scene's (read from its session)
        @property
        def bankroll(self) -> int: ...

        @property
        def hand_no(self) -> int: ...

    def header_hand(self) -> str:
        """The deal's name at the left of the top bar: "Hand #12"."""
        return _("Hand #{number}").format(number=self.visual.hand_no or self.hand_no)

    def header_bankroll(self) -> str:
        """The player's chips off the table, right of the top bar: "Bankroll 12,340"; ""
        where the table plays no bankroll chips (a demo, a practice table)."""
        if self.demo or self.practice:
            return ""
        return _("Bankroll {chips}").format(chips=format_chips(self.bankroll))

    def stake_unit(self) -> int:
        """The table's betting unit in chips (the ante, big blind or small bet): what a
        pot's pile is measured in."""
        return max(1, self.rules.ante, self.rules.big_blind, self.rules.small_bet or 0)

    def wild_mark(self, card: Any) -> str:
        """The badge on a face-up wild card under this table's rules (``labels.wild_mark``)."""
        return labels.wild_mark(self.rules.wild, card)

    def seat_out_text(self, i: int) -> str | None:
        """What seat ``i``'s plate shows instead of its stack when it is out of the game
        (no chips, not dealt in): "Out"; None while it plays."""
        sv = self.visual.seats[i]
        if not sv.dealt_in and self.hand is not None and sv.stack <= 0:
            return _("Out")
        return None

    def hero_plate_tag(self) -> str:
        """The tag on the player's own plate (``labels.hero_plate_tag``)."""
        sv = self.visual.seats[self.hero]
        return labels.hero_plate_tag(sitting_out=self.sitting_out_now(), drawn=sv.drawn,
                                     folded=sv.folded, in_hand=self.hand is not None)

    def fixed_limit_hint(self, la: LegalActions) -> str:
        """The fixed-limit line under the buttons (``labels.fixed_limit_hint``)."""
        return labels.fixed_limit_hint(self.rules, la)

    def cannot_open(self, la: LegalActions) -> bool:
        """The Bet button is missing only because the hand does not open (``controls``)."""
        return cannot_open(self.rules, la)

    def _after_fold(self) -> float:
        """The time multiplier once the player has folded (setting ``fold_fast_forward``;
        a demo plays every hand as usual)."""
        if self.demo:
            return 1.0
        return {"off": 1.0, "fast": 4.0}.get(str(self.app.settings.fold_fast_forward), math.inf)


    def _update_lifts(self, dt: float) -> None:
        """Raise the marked, hovered and winning cards toward their lift, a little each
        step; with reduced motion at once."""
        # reduced motion: a marked or winning card is raised at once, never slides up
        k = 1.0 if self.app.settings.reduced_motion else min(1.0, dt * 14)
        hero = self.visual.seats[self.hero]
        hover = self._hover_card if self.mode == ControlMode.DRAW else None
        for i, sp in enumerate(hero.cards):
            if sp is None:
                continue
            target = 1.0 if (i in self.selected or sp.winning) else (0.3 if i == hover else 0.0)
            sp.lift += (target - sp.lift) * k
        for i, sv in enumerate(self.visual.seats):
            if i == self.hero:
                continue
            for sp in sv.cards:
                if sp is not None:
                    target = 1.0 if sp.winning else 0.0
                    sp.lift += (target - sp.lift) * k
