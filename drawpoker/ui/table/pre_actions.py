"""The boxes the player ticks while he waits (docs/rules.md §5): the pre-action boxes (Check/
Fold, Check or "Call N", Call any, Fold, Raise any), kept true to the situation as bets
come in, and the session boxes (sit out next hand, auto-rebuy).

:class:`PreActions` is a part of the table scene that owns its state: the boxes, the
pre-action ticked (and the exact call of a ticked "Call N"), the player's wishes for
the next hand (sit out, auto-rebuy) and where the boxes go.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from drawpoker.engine import Phase, PreAction
from drawpoker.i18n import _, format_chips
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout
from drawpoker.ui.table.model import SeatVisual
from drawpoker.ui.widgets.slider import Checkbox

#: The pre-action boxes, in their slot order when nobody has bet.
PRE_ACTIONS: tuple[PreAction, ...] = (PreAction.CHECK_FOLD, PreAction.CHECK, PreAction.CALL_ANY,
                                      PreAction.FOLD, PreAction.RAISE_ANY)
#: The session boxes' keys: sit out next hand, auto-rebuy.
SESSION_BOXES: tuple[str, ...] = ("sit_out", "auto_rebuy")


def facing_bet(seats: Sequence[SeatVisual], hero: int) -> int:
    """Chips the player at seat ``hero`` would have to add to call now, as the table shows
    it (the seats' bets in front; at most his stack); 0 when nobody bet more than he did.
    Antes in front on their way to the pot are nobody's bet (docs/rules.md §2)."""
    if hero >= len(seats):
        return 0
    me = seats[hero]
    top = max(sv.bet - sv.antes for sv in seats)
    return max(0, min(top - (me.bet - me.antes), me.stack))


class PreActions:
    """The pre-action and session boxes.

    Args:
        session: offer the session boxes (a cash table; a sit-and-go has no sitting out
            and no rebuys, docs/rules.md §6).

    Attributes:
        boxes: ``(pre-action, Checkbox)`` in :data:`PRE_ACTIONS` order.
        session_boxes: ``(key, Checkbox)`` in :data:`SESSION_BOXES` order (none at a
            sit-and-go).
        preaction: the pre-action ticked, or None.
        pre_call: a ticked "Call N" calls exactly N chips (None: no exact call).
        sit_out: the player asks to sit out from the next hand.
        auto_rebuy: the player asks to buy in again at once when out of chips.
    """

    def __init__(self, *, session: bool) -> None:
        self.boxes: list[tuple[PreAction, Checkbox]] = [(key, Checkbox()) for key in PRE_ACTIONS]
        self.session_boxes: list[tuple[str, Checkbox]] = (
            [(key, Checkbox()) for key in SESSION_BOXES] if session else [])
        self.preaction: PreAction | None = None
        self.pre_call: int | None = None
        self.sit_out = False
        self.auto_rebuy = False
        self._facing = 0  # the chips to call when a pre-action was last kept true
        self._slots: list[pygame.Rect] = []

    def label(self, facing: int) -> None:
        """Every box's label in the current language (``facing``: the chips to call now)."""
        text = {PreAction.CHECK_FOLD: _("Check/Fold"), PreAction.CHECK: _("Check"),
                PreAction.CALL_ANY: _("Call any"), PreAction.FOLD: _("Fold"),
                PreAction.RAISE_ANY: _("Raise any")}
        if facing > 0:  # facing a bet the box reads as arrange() words it
            text[PreAction.CHECK] = _("Call {amount}").format(amount=format_chips(facing))
        for key, box in self.boxes:
            box.label = text[key]
        session = {"sit_out": _("Sit out next hand"), "auto_rebuy": _("Auto-rebuy")}
        for skey, box in self.session_boxes:
            box.label = session[skey]

    def place(self, lay: Layout) -> None:
        """The pre-action slots (two columns in the info area) and the session boxes' row."""
        c = lay.controls
        s = lay.scale
        pre_w = round(158 * s)
        for i, (_k, box) in enumerate(self.boxes):
            col, row = i % 2, i // 2
            box.rect = pygame.Rect(c.info.x + col * (pre_w + round(8 * s)),
                                   c.info.y + round(30 * s) + row * round(27 * s), pre_w, round(24 * s))
        self._slots = [box.rect.copy() for _k, box in self.boxes]
        # session boxes (sit out, auto-rebuy) on the top row of the action area
        for i, (_s, box) in enumerate(self.session_boxes):
            box.rect = pygame.Rect(c.quick[0].x + i * round(200 * s), c.quick[0].y, round(190 * s),
                                   round(24 * s))

    def clear(self) -> None:
        """Untick every pre-action box (not the session boxes)."""
        self.preaction = None
        self.pre_call = None
        for _k, box in self.boxes:
            box.checked = False

    def new_hand(self) -> None:
        """A new hand: no pre-action is ticked (an exact call is kept for the record)."""
        self.preaction = None
        for _k, box in self.boxes:
            box.checked = False

    def applies(self, phase: Phase | None, seat: SeatVisual) -> bool:
        """True while the pre-action boxes mean something: a hand in a betting round
        (``phase``; None: no hand or over) and the player (``seat``) still in it with chips
        behind (not folded, not all in, dealt in)."""
        if phase is None or phase is Phase.DRAW:
            return False
        return not (seat.folded or seat.all_in or not seat.dealt_in)

    def drop_if_out(self, phase: Phase | None, seat: SeatVisual) -> None:
        """In a betting round (``phase``) the player (``seat``) left the betting (folded,
        all in, not dealt in): a ticked pre-action is cleared."""
        if phase is None or phase is Phase.DRAW or self.applies(phase, seat):
            return
        if self.preaction is not None:
            self.new_hand()

    def adapt(self, facing: int) -> None:
        """Keep a ticked pre-action true to the situation (``facing``: the chips to call
        now): when someone bets, "Check" is cleared and "Check/Fold" becomes "Fold";
        "Call N" is cleared when the amount to call changes (a raise)."""
        if facing == self._facing:
            return
        self._facing = facing
        pre = self.preaction
        if pre is None:
            return
        if facing > 0 and pre is PreAction.CHECK and self.pre_call is None:
            self.clear()
        elif facing > 0 and pre is PreAction.CHECK_FOLD:
            self.clear()
            self.preaction = PreAction.FOLD
            dict(self.boxes)[PreAction.FOLD].checked = True
        elif self.pre_call is not None and self.pre_call != facing:
            self.clear()

    def show(self, *, boxes: bool, acts: bool, facing: int, sitting_out: bool,
             lay: Layout) -> None:
        """Show the boxes as the controls model has them: ``boxes`` (the player waits or
        the hand is over), ``acts`` (the pre-actions mean something: :meth:`applies`),
        ``facing`` the chips to call, ``sitting_out`` the player sits out this hand."""
        if not boxes:
            for _k, box in (*self.boxes, *self.session_boxes):
                box.visible = False
            return
        self._place_session_boxes(sitting_out, lay)
        for _pre, box in self.boxes:
            box.visible = acts
        for _key, box in self.session_boxes:
            box.visible = True
        if acts:
            self._arrange(facing)

    def _arrange(self, facing: int) -> None:
        """Offer the pre-actions that fit: facing a bet "Fold", "Call N", "Call any",
        "Raise any"; otherwise "Check/Fold", "Check", "Call any", "Raise any". The visible
        boxes fill the slots in that order."""
        boxes = dict(self.boxes)
        check = boxes[PreAction.CHECK]
        if facing > 0:
            order = [PreAction.FOLD, PreAction.CHECK, PreAction.CALL_ANY, PreAction.RAISE_ANY]
            check.label = _("Call {amount}").format(amount=format_chips(facing))
        else:
            order = [PreAction.CHECK_FOLD, PreAction.CHECK, PreAction.CALL_ANY, PreAction.RAISE_ANY]
            check.label = _("Check")
        for k, box in self.boxes:
            if k not in order:
                box.visible = False
        for k, rect in zip(order, self._slots, strict=False):
            boxes[k].rect = rect.copy()

    def _label_sit_out_box(self, sitting_out: bool) -> None:
        """The sit-out box says what a tick does next hand: "Sit out next hand" while he
        plays, "Sit in next hand" while he sits out (``sitting_out``)."""
        box = dict(self.session_boxes)["sit_out"]
        if sitting_out:
            box.label, box.checked = _("Sit in next hand"), not self.sit_out
        else:
            box.label, box.checked = _("Sit out next hand"), self.sit_out

    def _place_session_boxes(self, sitting_out: bool, lay: Layout) -> None:
        """Set the sit-out and auto-rebuy boxes side by side, each as wide as its label in
        the current language (the long ru/de labels ran into the next box)."""
        if not self.session_boxes:
            return
        c = lay.controls
        s = lay.scale
        x = c.quick[0].x
        self._label_sit_out_box(sitting_out)
        for _k, box in self.session_boxes:
            h = box.rect.height or round(24 * s)
            side = max(10, h - 6)
            text_w = ui_text.font(max(10, round(h * 0.6))).size(box.label)[0]
            box.rect = pygame.Rect(x, c.quick[0].y, side + 8 + text_w + 2, h)
            x = box.rect.right + round(22 * s)

    def set_wishes(self, sit_out: bool, auto_rebuy: bool) -> None:
        """Tick the session boxes as ``sit_out`` and ``auto_rebuy`` say (the wishes of
        the person now at the screen, at a pass-and-play table)."""
        self.sit_out, self.auto_rebuy = sit_out, auto_rebuy
        for key, box in self.session_boxes:
            if key == "auto_rebuy":
                box.checked = auto_rebuy  # the sit-out box follows at show()

    def click(self, pos: tuple[int, int], facing: int, sitting_out: bool) -> bool:
        """Tick or untick the box under ``pos`` (``facing``: the chips to call now;
        ``sitting_out``: the player sits out this hand); True when one was hit."""
        for pre_key, box in self.boxes:
            if box.visible and box.hit(pos):
                box.toggle()
                for _k, other in self.boxes:
                    if other is not box:
                        other.checked = False
                self.preaction = pre_key if box.checked else None
                self.pre_call = None
                if box.checked and pre_key is PreAction.CHECK and facing > 0:
                    # the Check box reads "Call N" facing a bet: call exactly N
                    self.preaction, self.pre_call = PreAction.CALL_ANY, facing
                self._facing = facing
                return True
        for session_key, box in self.session_boxes:
            if box.visible and box.hit(pos):
                box.toggle()
                if session_key == "sit_out":
                    # the box reads "Sit in next hand" while he sits out: a click always
                    # turns the wish around, the box shows it
                    self.sit_out = not self.sit_out
                    self._label_sit_out_box(sitting_out)
                else:
                    self.auto_rebuy = box.checked
                return True
        return False
