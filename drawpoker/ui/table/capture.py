"""Capturing what a table shows: :func:`capture` builds the frozen
:class:`~drawpoker.ui.table.snapshot.TableFrame` of a table scene (its hand, its parts
and what it says), read through :class:`ShownTable`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from drawpoker.engine import LegalActions, TableRules
from drawpoker.ui.table.bet_amount import stake_unit
from drawpoker.ui.table.controls_model import ControlMode
from drawpoker.ui.table.course import TableCourse, hand_pause
from drawpoker.ui.table.snapshot import TableFrame
from drawpoker.ui.table.view_commitment import commitment_hint, commitment_label

if TYPE_CHECKING:
    from drawpoker.ui.services import Services
    from drawpoker.ui.table.bet_amount import BetAmount
    from drawpoker.ui.table.control_bar import ControlBar
    from drawpoker.ui.table.controls_model import ControlsModel
    from drawpoker.ui.table.director import Director
    from drawpoker.ui.table.discard_pick import DiscardPick
    from drawpoker.ui.table.log_panel import LogPanel
    from drawpoker.ui.table.model import TableVisual
    from drawpoker.ui.table.note import CentreNote
    from drawpoker.ui.table.pre_actions import PreActions
    from drawpoker.ui.table.seat import PlayerSeat
    from drawpoker.ui.table.texts import TableTexts
    from drawpoker.ui.table.tooltips import TableTips


class _Timed(Protocol):
    """The table's play as a frame reads it: the seconds since the hand ended."""

    @property
    def over_timer(self) -> float: ...


class ShownTable(Protocol):
    """What a table frame is built from (the table scene: its hand, its parts and what
    it says; :func:`capture`)."""

    app: Services
    hero: int
    n: int
    rules: TableRules
    time: float
    demo: bool
    names: list[str]
    visual: TableVisual
    director: Director
    note: CentreNote
    seat: PlayerSeat
    texts: TableTexts
    bet: BetAmount
    pick: DiscardPick
    pre: PreActions
    bar: ControlBar
    log_panel: LogPanel
    tips: TableTips
    controls: ControlsModel

    @property
    def hand(self) -> Any: ...

    @property
    def mode(self) -> str: ...

    @property
    def legal(self) -> LegalActions | None: ...

    @property
    def hand_no(self) -> int: ...


def capture(t: ShownTable, *, for_controls: bool = True) -> TableFrame:
    """The frame of table ``t`` as it is now, with its last controls model. Without
    ``for_controls`` (a frame only drawn: the views read the controls model, not these)
    the advisor's lines, the discard problem and the busted offer are left out."""
    hand = t.hand
    mode = t.mode
    pick = t.pick
    seat = t.seat
    texts = t.texts
    la = t.legal
    over = hand is not None and hand.is_over
    own = seat.own_cards() if hand is not None else ()
    next_in, paced = _pace(t)
    return TableFrame(
        visual=t.visual, hero=t.hero, n=t.n, mode=mode, rules=t.rules,
        settings=t.app.settings, time=t.time, in_hand=hand is not None, over=over,
        turn=None if hand is None or over else hand.to_act, busy=t.director.busy,
        names=tuple(t.names), selected=frozenset(pick.selected), hover_card=pick.hover,
        sitting_out=seat.sitting_out_now(), hero_tag=seat.plate_tag(),
        seat_out=tuple(texts.seat_out(i) for i in range(t.n)),
        stake_unit=stake_unit(t.rules), header_hand=texts.hand_title(),
        header_bankroll=texts.bankroll(),
        stakes=tuple(texts.stakes(compact=level) for level in range(5)),
        note=t.note.text, demo=t.demo, hand_no=t.hand_no,
        log_open=t.log_panel.open, la=la,
        stack=0 if la is None else int(seat.view().seats[t.hero].stack), own_cards=own,
        advisor=(tuple(seat.advisor_lines(pick.selected, pick.odds))
                 if for_controls and la is not None and not texts.passing() else ()),
        amount=t.bet.amount, typed=t.bet.typed, quick_chosen=t.bet.quick_chosen,
        discard_problem=(pick.problem(la, own)
                         if for_controls and mode == ControlMode.DRAW else None),
        pending_seconds=None if pick.pending is None else pick.pending[1],
        busted=seat.busted_offer() if for_controls and mode == ControlMode.BUSTED else None,
        commitment=commitment_label(hand), commitment_hint=commitment_hint(hand),
        pre_acts=mode == ControlMode.WAIT and not t.demo and t.pre.applies(
            None if hand is None or over else hand.phase, t.visual.seats[t.hero]),
        facing=seat.facing_bet(), bar=t.bar, slider=t.bet.slider, boxes=t.pre,
        tooltip=t.tips.tooltip, log=t.log_panel, controls=t.controls, next_in=next_in,
        paced=paced, person=texts.person(), people=texts.people(), passing=texts.passing(),
        watching=_watch_line(t))


def _watch_line(t: ShownTable) -> str:
    """The watching line of ``t``'s course (``TableCourse.watch_line``; "" for a table
    without a course of its own: a replay)."""
    course: TableCourse | None = getattr(t, "course", None)
    return "" if course is None else course.watch_line()


def _pace(t: ShownTable) -> tuple[float | None, bool]:
    """How the next hand follows at ``t``: the seconds before it deals itself that its
    *Next hand* counts down (None: no hand over, waiting for a click, or a pace of the
    table's own), and whether the table keeps a pace of its own (a demo, a knocked-out
    player watching: :func:`~drawpoker.ui.table.course.hand_pause`)."""
    play: _Timed | None = getattr(t, "play", None)  # a replay plays no hands of its own
    course: TableCourse | None = getattr(t, "course", None)
    if play is None or course is None:
        return None, False
    auto, counted = hand_pause(course, t.demo, t.app.settings)
    if t.mode != ControlMode.OVER or not auto or not counted:
        return None, not counted
    return max(0.0, auto - play.over_timer), False
