"""The controls bar as data: the mode it offers and the :class:`ControlsModel` that
:func:`drawpoker.ui.table.controls.compute_controls` makes of a table frame; the
controls bar's widgets read it (:meth:`drawpoker.ui.table.control_bar.ControlBar.show`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class ControlMode(StrEnum):
    """What the controls bar offers: the player waits, bets, draws, shows or mucks, sees
    the hand over, is out of chips, watches a tournament he is out of (*Skip to result*);
    a replay shows its own bar."""

    WAIT = "wait"
    BET = "bet"
    DRAW = "draw"
    SHOW = "show"
    OVER = "over"
    BUSTED = "busted"
    WATCH = "watch"
    REPLAY = "replay"


@dataclass(frozen=True)
class ButtonFace:
    """How one button of the bar shows now: its ``label`` and ``sublabel``, the action
    whose key or pad glyph it hints at (``hotkey``, :mod:`drawpoker.ui.prompts`), whether
    it is ``enabled`` and ``visible``."""

    label: str
    sublabel: str = ""
    hotkey: str = ""
    enabled: bool = True
    visible: bool = True


@dataclass
class ControlsModel:
    """The controls bar as the table frame has it.

    Attributes:
        mode: the control mode the model was made for.
        faces: the buttons this mode shows, by name ("fold", "call", "raise", "allin",
            "draw", "show", "muck", "next", "rebuy", "watch"); the others keep their faces.
        words: the player's hand in words ("" while it is not all face up).
        advisor: the advisor's lines.
        allin_ring: the All in button is marked (the chosen amount is all in).
        sizing: the slider, quick sizes and amount box are shown.
        quick_lit: the quick size lit (the amount is the one it set), or None.
        typing: the amount box has typed digits (gold frame).
        amount_text: the amount box's text (with the typing caret).
        note: the line under the buttons ("" for none).
        note_kind: ``"fixed"``/``"open"`` (bet), ``"draw"``, ``"problem"``, ``"hint"``
            (a lowball pair kept at the draw), ``"show"``, ``"busted"``, ``"watch"`` (the
            watching line).
        rebuy: the Rebuy (or Fresh bankroll) button is offered.
        boxes: the pre-action and session boxes are drawn.
        pre_boxes: the pre-action boxes are shown (they mean something now).
        waiting: the waiting line ("Waiting for Ada…"), "" for none.
    """

    mode: str
    faces: dict[str, ButtonFace] = field(default_factory=dict)
    words: str = ""
    advisor: list[str] = field(default_factory=list)
    allin_ring: bool = False
    sizing: bool = False
    quick_lit: int | None = None
    typing: bool = False
    amount_text: str = ""
    note: str = ""
    note_kind: str = ""
    rebuy: bool = False
    boxes: bool = False
    pre_boxes: bool = False
    waiting: str = ""
