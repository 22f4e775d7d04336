"""What the table shows at one moment: a frozen :class:`TableFrame`.

The table scene builds one (:func:`drawpoker.ui.table.capture.capture`) from its parts (the bet amount, the discard pick, the
pre-action boxes, the log panel, the tooltip, the controls bar's widgets) and its hand
each time it computes the controls and each time it draws. The controls model is a pure
function of it (:func:`drawpoker.ui.table.controls.compute_controls`), and the views and
the frame painter (:mod:`.view_seats`, :mod:`.view_center`, :mod:`.view_bars`,
:mod:`.view_log`, :mod:`.frame`) draw ``(surface, layout, frame)``: none of them knows
the scene.

The frame is frozen (its fields are never set again), but some of them are the live
objects that are drawn: the ``TableVisual`` the director animates and the widgets the
controls bar owns. Nothing that draws a frame writes to them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from drawpoker.engine import LegalActions, TableRules
from drawpoker.session.table.busted import BustedChoice

if TYPE_CHECKING:  # types only: none of these imports the scene or this module
    from drawpoker.ui.table.control_bar import ControlBar
    from drawpoker.ui.table.controls_model import ControlsModel
    from drawpoker.ui.table.log_panel import LogPanel
    from drawpoker.ui.table.model import TableVisual
    from drawpoker.ui.table.pre_actions import PreActions
    from drawpoker.ui.widgets.slider import Slider
    from drawpoker.ui.widgets.tooltip import Tooltip

__all__ = ["TableFrame"]


@dataclass(frozen=True)
class TableFrame:
    """The table as shown now (see the module docstring).

    Attributes:
        visual: the animated table (seats, cards, pots, log, summary).
        hero: the player's seat; ``n`` the number of seats.
        mode: the controls mode (a ``ControlMode``).
        rules: the table's rules (stakes, wild cards, structure).
        settings: the app's settings in force.
        time: the scene's clock (seconds): the turn glow and the thinking dots.
        in_hand: a hand has been dealt at this table.
        over: the hand is over.
        turn: the seat whose turn it is in a hand not over (animating or not), else None.
        busy: the director is animating.
        names: every seat's name as shown.
        selected: the player's marked cards (0..4).
        hover_card: the player's card under the pointer, or None.
        sitting_out: the player sits out this hand.
        hero_tag: the tag on the player's plate.
        seat_out: per seat, what its plate shows instead of the stack, or None.
        stake_unit: the betting unit a pot's pile is measured in (chips).
        header_hand / header_bankroll: the top bar's left and right texts.
        stakes: the game and stakes at compact levels 0..3.
        note: what the middle of the table tells (the scene's note), or None.
        demo: the computer plays the player's seat.
        hand_no: the number of the current deal.
        log_open: the hand log panel is shown.
        la: the player's legal actions at his turn while nothing moves, else None.
        stack: the player's stack in the hand (chips; 0 without a hand).
        own_cards: the player's cards in the hand (his censored view; () for none).
        advisor: the advisor's lines.
        amount / typed / quick_chosen: the bet amount part's state.
        discard_problem: why the marked cards may not be drawn, or None.
        pending_seconds: seconds left on the draw waiting for its *Undo*, or None.
        next_in: seconds left before the next hand deals itself (setting
            ``auto_next_hand_seconds``) while the hand is over, else None.
        paced: the next hand follows an ended one at the table's own pace, with no
            countdown (a demo, a knocked-out player watching the rest;
            ``course.hand_pause``).
        busted: what a player out of chips is offered (``mode`` busted), or None.
        commitment: the two lines under the deck (the committed shuffle's heading and
            short commitment, ``view_commitment.commitment_label``), or None.
        commitment_hint: the hint over them (the full commitment), or "".
        pre_acts: the pre-action boxes mean something now.
        facing: the chips the player would have to call now.
        controls: the controls model computed from this frame's inputs, or None before.
        person: the name of the person at the screen of a pass-and-play table, which the
            labels and notes say instead of "You" ("" at any other table).
        people: the seats where a person sits at a pass-and-play table (empty at any
            other): at his turn such a seat reads "Their turn", never "Thinking".
        passing: the screen is being passed to the next person (pass and play): nothing
            private to the person who had it (boxes, hand in words, advisor) is shown.
        watching: the line the controls bar shows while the player watches a table he is
            out of (``course.TableCourse.watch_line``), "" while he plays: no seat shows
            its "Thinking..." pill then (at the watcher's speed it would only flicker).
        bar / slider / boxes / tooltip / log: the widgets and parts drawn.
    """

    visual: TableVisual
    hero: int
    n: int
    mode: str
    rules: TableRules
    settings: Any
    time: float
    in_hand: bool
    over: bool
    turn: int | None
    busy: bool
    names: tuple[str, ...]
    selected: frozenset[int]
    hover_card: int | None
    sitting_out: bool
    hero_tag: str
    seat_out: tuple[str | None, ...]
    stake_unit: int
    header_hand: str
    header_bankroll: str
    stakes: tuple[str, ...]
    note: str | None
    demo: bool
    hand_no: int
    log_open: bool
    la: LegalActions | None
    stack: int
    own_cards: tuple[Any, ...]
    advisor: tuple[str, ...]
    amount: int
    typed: str
    quick_chosen: int | None
    discard_problem: str | None
    pending_seconds: float | None
    busted: BustedChoice | None
    commitment: tuple[str, str] | None
    commitment_hint: str
    pre_acts: bool
    facing: int
    bar: ControlBar
    slider: Slider
    boxes: PreActions
    tooltip: Tooltip
    log: LogPanel
    controls: ControlsModel | None = field(default=None)
    person: str = ""
    next_in: float | None = None
    paced: bool = False
    people: frozenset[int] = frozenset()
    passing: bool = False
    watching: str = ""

    def thinking(self, i: int) -> bool:
        """True when seat ``i`` is a computer player thinking over its turn now (its
        "Thinking..." pill): the seat to act, not the player's and not a person's, while
        the player is not watching (:attr:`watching`)."""
        return (self.to_act == i and i != self.hero and i not in self.people
                and not self.watching)

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is while nothing moves (its glow), else None."""
        return None if self.busy else self.turn

    @property
    def betting(self) -> tuple[int, ...]:
        """The seats with chips bet in front of them now (their piles and amounts), in
        seat order."""
        return tuple(i for i, sv in enumerate(self.visual.seats) if sv.bet > 0)
