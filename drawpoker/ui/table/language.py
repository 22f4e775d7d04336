"""The table's words in the current language: the controls bar's and the boxes' fixed
labels and the player's seat name, made again whenever the language differs from the one
they were made in (a switch in Settings from the pause menu shows at once, even under the
pause menu).

:class:`TableLanguage` is a part of the table scene that owns which language the labels
were made in; it reads the table through :class:`LabelledTable`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from drawpoker.i18n import catalog_key

if TYPE_CHECKING:
    from drawpoker.ui.layout import Layout
    from drawpoker.ui.table.bet_amount import BetAmount
    from drawpoker.ui.table.control_bar import ControlBar
    from drawpoker.ui.table.model import TableVisual
    from drawpoker.ui.table.pre_actions import PreActions
    from drawpoker.ui.table.seat import PlayerSeat


class LabelledTable(Protocol):
    """What the table's words are written on (the table scene)."""

    hero: int
    names: list[str]
    visual: TableVisual
    layout: Layout | None
    seat: PlayerSeat
    bet: BetAmount
    pre: PreActions
    bar: ControlBar

    def refresh_controls(self) -> None: ...


class TableLanguage:
    """The words of ``table`` (see the module docstring)."""

    def __init__(self, table: LabelledTable) -> None:
        self.table = table
        #: the language key (``i18n.catalog_key``) the labels were last made in
        self.labels_in: tuple[str, bool, int] | None = None

    def name_hero(self) -> None:
        """Name the player's seat as shown (``PlayerSeat.name``) in the table's names and
        on his plate."""
        t = self.table
        name = t.seat.name()
        if t.names:
            t.names[t.hero] = name
        if t.hero < len(t.visual.seats):
            t.visual.seats[t.hero].name = name

    def sync(self) -> None:
        """Relabel when the language changed since the labels were made (cheap otherwise);
        keep the player's seat named in the current language after each new hand (the
        director copies the engine's seat names in at every hand start)."""
        t = self.table
        if self.labels_in != catalog_key():
            self.relabel()
            t.refresh_controls()
        elif t.visual.seats[t.hero].name != t.seat.name():
            self.name_hero()

    def relabel(self) -> None:
        """Give every fixed label its text in the current language, and the player's seat
        its name. Called when the table is set up and whenever the language differs from
        the one the labels were made in."""
        t = self.table
        t.bar.label()
        t.pre.label(t.seat.facing_bet())
        self.labels_in = catalog_key()
        self.name_hero()
        if t.layout is not None:  # the quick sizes are as wide as their labels
            t.bar.place(t.layout, t.bet.slider)
