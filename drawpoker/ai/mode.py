"""The game mode of a table for the computer players: the rules that change hand values
and draws (game, wild cards, draw limit, four with an ace; docs/rules.md §1, §2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Mode:
    """The rules that change hand values and draws: game, wild, max_draw, four_with_ace."""

    game: str
    wild: str
    max_draw: int
    four_with_ace: bool

    @classmethod
    def of(cls, rules: Any) -> Mode:
        """The mode of a :class:`~drawpoker.engine.TableRules`."""
        return cls(rules.game, rules.wild, rules.max_draw, rules.four_with_ace)

    @property
    def draw_cap(self) -> int:
        """Most cards anyone may draw (4 with "four with an ace" on a 3-card limit)."""
        return 4 if (self.four_with_ace and self.max_draw == 3) else self.max_draw

    @property
    def lowball(self) -> bool:
        """True in ace-to-five and deuce-to-seven."""
        return self.game != "high"
