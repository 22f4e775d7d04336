"""The playing table's director: :class:`~drawpoker.ui.table.director.Director` set up
for a table's rules (the hands described and laid out as they read under them, a won
pot celebrated in the table's betting unit)."""

from __future__ import annotations

from collections.abc import Callable

from drawpoker.engine import TableRules
from drawpoker.ui.table import labels
from drawpoker.ui.table.bet_amount import stake_unit
from drawpoker.ui.table.director import Director
from drawpoker.ui.table.model import TableVisual


def table_director(visual: TableVisual, hero: int, rules: TableRules, *,
                   speed: Callable[[], float], sound: Callable[[str], None],
                   reduced: Callable[[], bool], after_fold: Callable[[], float]) -> Director:
    """The playing table's director: hands described and laid out as they read under
    ``rules`` (:mod:`.labels`), a won pot celebrated in the table's betting unit
    (``bet_amount.stake_unit``), at once when ``reduced()`` (reduced motion)."""
    return Director(visual, hero, speed=speed, sound=sound,
                    describe=lambda cards: labels.describe_hand(cards, rules),
                    arrange=labels.reading_arrangement(rules), after_fold=after_fold,
                    award=lambda: (stake_unit(rules), reduced()))
