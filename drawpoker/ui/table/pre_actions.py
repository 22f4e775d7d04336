"""The boxes the player ticks while he waits (RULES.md §5): the pre-action boxes (Check/
Fold, Check or "Call N", Call any, Fold, Raise any), kept true to the situation as bets
come in, and the session boxes (sit out next hand, auto-rebuy).

A mixin of ``TableScene``: its state (``pre_boxes``, ``session_boxes``, ``preaction``,
``pre_call``, ``sit_out``, ``auto_rebuy``) is declared in the scene's ``__init__``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from drawpoker.engine import Action, LegalActions, Phase, PreAction
from drawpoker.i18n import _, format_chips
from drawpoker.session.turns import pre_action_to_play
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout
from drawpoker.ui.widgets.slider import Checkbox

if TYPE_CHECKING:
    from drawpoker.ui.table.model import TableVisual

#: The pre-action boxes, in their slot order when nobody has bet.
PRE_ACTIONS: tuple[PreAction, ...] = (PreAction.CHECK_FOLD, PreAction.CHECK, PreAction.CALL_ANY,
                                      PreAction.FOLD, PreAction.RAISE_ANY)
#: The session boxes' keys: sit out next hand, auto-rebuy.
SESSION_BOXES: tuple[str, ...] = ("sit_out", "auto_rebuy")


class PreActionBoxes:
    """The pre-action and session boxes of the table scene (a mixin)."""

    hero: int
    hand: Any
    table: Any
    cash_sitting: bool
    visual: TableVisual
    pre_boxes: list[tuple[PreAction, Checkbox]]
    session_boxes: list[tuple[str, Checkbox]]
    preaction: PreAction | None
    pre_call: int | None
    sit_out: bool
    auto_rebuy: bool
    layout: Layout | None
    _pre_facing: int
    _pre_slots: list[pygame.Rect]

    def _make_boxes(self) -> None:
        self.pre_boxes = [(key, Checkbox()) for key in PRE_ACTIONS]
        self.session_boxes = ([(key, Checkbox()) for key in SESSION_BOXES] if self.cash_sitting
                              else [])  # a sit-and-go: no sitting out, no rebuys

    def _label_boxes(self, facing: int) -> None:
        """Every box's label in the current language (``facing``: the chips to call now)."""
        text = {PreAction.CHECK_FOLD: _("Check/Fold"), PreAction.CHECK: _("Check"),
                PreAction.CALL_ANY: _("Call any"), PreAction.FOLD: _("Fold"),
                PreAction.RAISE_ANY: _("Raise any")}
        if facing > 0:  # facing a bet the box reads as arrange_pre_boxes words it
            text[PreAction.CHECK] = _("Call {amount}").format(amount=format_chips(facing))
        for key, box in self.pre_boxes:
            box.label = text[key]
        session = {"sit_out": _("Sit out next hand"), "auto_rebuy": _("Auto-rebuy")}
        for skey, box in self.session_boxes:
            box.label = session[skey]

    def _place_boxes(self, lay: Layout) -> None:
        """The pre-action slots (two columns in the info area) and the session boxes' row."""
        c = lay.controls
        s = lay.scale
        pre_w = round(158 * s)
        for i, (_k, box) in enumerate(self.pre_boxes):
            col, row = i % 2, i // 2
            box.rect = pygame.Rect(c.info.x + col * (pre_w + round(8 * s)),
                                   c.info.y + round(30 * s) + row * round(27 * s), pre_w, round(24 * s))
        self._pre_slots = [box.rect.copy() for _k, box in self.pre_boxes]
        # session boxes (sit out, auto-rebuy) on the top row of the action area
        for i, (_s, box) in enumerate(self.session_boxes):
            box.rect = pygame.Rect(c.quick[0].x + i * round(200 * s), c.quick[0].y, round(190 * s),
                                   round(24 * s))

    def facing_bet(self) -> int:
        """Chips the player would have to add to call now, as the table shows it (the
        seats' bets in front; at most his stack); 0 when nobody bet more than he did."""
        seats = self.visual.seats
        hero = seats[self.hero]
        # antes in front on their way to the pot are nobody's bet (RULES.md §2)
        top = max(sv.bet - sv.antes for sv in seats)
        return max(0, min(top - (hero.bet - hero.antes), hero.stack))

    def pre_actions_apply(self) -> bool:
        """True while the pre-action boxes (Check/Fold, Call any...) mean something: the
        hand is in a betting round and the player is still in it with chips behind (not
        folded, not all in, dealt in)."""
        hand = self.hand
        if hand is None or hand.is_over or hand.phase is Phase.DRAW:
            return False
        sv = self.visual.seats[self.hero]
        if sv.folded or sv.all_in or not sv.dealt_in:
            if self.preaction is not None:
                self.preaction = None
                for _k, box in self.pre_boxes:
                    box.checked = False
            return False
        return True

    def _adapt_pre_actions(self) -> None:
        """Keep a ticked pre-action true to the situation: when someone bets, "Check" is
        cleared and "Check/Fold" becomes "Fold"; "Call N" is cleared when the amount to
        call changes (a raise)."""
        facing = self.facing_bet()
        if facing == self._pre_facing:
            return
        self._pre_facing = facing
        pre = self.preaction
        if pre is None:
            return
        if facing > 0 and pre is PreAction.CHECK and self.pre_call is None:
            self._clear_pre_action()
        elif facing > 0 and pre is PreAction.CHECK_FOLD:
            self._clear_pre_action()
            self.preaction = PreAction.FOLD
            dict(self.pre_boxes)[PreAction.FOLD].checked = True
        elif self.pre_call is not None and self.pre_call != facing:
            self._clear_pre_action()

    def _clear_pre_action(self) -> None:
        """Untick every pre-action box (not the session boxes)."""
        self.preaction = None
        self.pre_call = None
        for _k, box in self.pre_boxes:
            box.checked = False

    def arrange_pre_boxes(self) -> None:
        """Offer the pre-actions that fit: facing a bet "Fold", "Call N", "Call any",
        "Raise any"; otherwise "Check/Fold", "Check", "Call any", "Raise any". The visible
        boxes fill the slots in that order."""
        facing = self.facing_bet()
        boxes = dict(self.pre_boxes)
        check = boxes[PreAction.CHECK]
        if facing > 0:
            order = [PreAction.FOLD, PreAction.CHECK, PreAction.CALL_ANY, PreAction.RAISE_ANY]
            check.label = _("Call {amount}").format(amount=format_chips(facing))
        else:
            order = [PreAction.CHECK_FOLD, PreAction.CHECK, PreAction.CALL_ANY, PreAction.RAISE_ANY]
            check.label = _("Check")
        for k, box in self.pre_boxes:
            if k not in order:
                box.visible = False
        for k, rect in zip(order, self._pre_slots, strict=False):
            boxes[k].rect = rect.copy()

    def sitting_out_now(self) -> bool:
        """True while the player sits out: the table left him out of this deal
        (``Seat.sitting_out``) because he asked to (RULES.md §2)."""
        if self.hand is None:  # not dealt in yet (the table is made before the first hand)
            return False
        return bool(self.table.seats[self.hero].sitting_out) and not self.visual.seats[self.hero].dealt_in

    def _label_sit_out_box(self) -> None:
        """The sit-out box says what a tick does next hand: "Sit out next hand" while he
        plays, "Sit in next hand" while he sits out."""
        box = dict(self.session_boxes)["sit_out"]
        if self.sitting_out_now():
            box.label, box.checked = _("Sit in next hand"), not self.sit_out
        else:
            box.label, box.checked = _("Sit out next hand"), self.sit_out

    def place_session_boxes(self) -> None:
        """Set the sit-out and auto-rebuy boxes side by side, each as wide as its label in
        the current language (the long ru/de labels ran into the next box)."""
        if not self.session_boxes:
            return
        assert self.layout is not None
        c = self.layout.controls
        s = self.layout.scale
        x = c.quick[0].x
        self._label_sit_out_box()
        for _k, box in self.session_boxes:
            h = box.rect.height or round(24 * s)
            side = max(10, h - 6)
            text_w = ui_text.font(max(10, round(h * 0.6))).size(box.label)[0]
            box.rect = pygame.Rect(x, c.quick[0].y, side + 8 + text_w + 2, h)
            x = box.rect.right + round(22 * s)

    def click_box(self, pos: tuple[int, int]) -> bool:
        """Tick or untick the box under ``pos``; True when one was hit."""
        for pre_key, box in self.pre_boxes:
            if box.visible and box.hit(pos):
                box.toggle()
                for _k, other in self.pre_boxes:
                    if other is not box:
                        other.checked = False
                self.preaction = pre_key if box.checked else None
                self.pre_call = None
                facing = self.facing_bet()
                if box.checked and pre_key is PreAction.CHECK and facing > 0:
                    # the Check box reads "Call N" facing a bet: call exactly N
                    self.preaction, self.pre_call = PreAction.CALL_ANY, facing
                self._pre_facing = facing
                return True
        for session_key, box in self.session_boxes:
            if box.visible and box.hit(pos):
                box.toggle()
                if session_key == "sit_out":
                    # the box reads "Sit in next hand" while he sits out: a click always
                    # turns the wish around, the box shows it
                    self.sit_out = not self.sit_out
                    self._label_sit_out_box()
                else:
                    self.auto_rebuy = box.checked
                return True
        return False

    def take_pre_action(self, la: LegalActions, stack: int) -> Action | None:
        """At the player's turn in a betting round: the action the ticked box plays (None
        for none, or when it no longer fits); every box is unticked."""
        if not self.preaction or la.phase is Phase.DRAW:
            return None
        action = pre_action_to_play(self.preaction, self.pre_call, la, stack)
        self._clear_pre_action()
        return action
