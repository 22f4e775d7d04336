"""The table's input: pointer and keys → the player's commands.

A mixin of ``TableScene``. Clicks hit-test what the controls model shows (the widgets'
``visible`` flags are set in ``update``); keys go through the tables of
:mod:`drawpoker.ui.keymap`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from drawpoker.engine import ActionType
from drawpoker.i18n import _
from drawpoker.ui import keymap
from drawpoker.ui.input import Click, Intent, Key, Motion, Release, Wheel
from drawpoker.ui.table.controls import ControlMode

if TYPE_CHECKING:
    from drawpoker.ui.layout import Layout
    from drawpoker.ui.widgets.buttons import Button
    from drawpoker.ui.widgets.slider import Slider


class TableInput:
    """Pointer and keyboard handling of the table scene (a mixin)."""

    app: Any
    hero: int
    director: Any
    layout: Layout | None
    buttons: dict[str, Button]
    quick: list[Button]
    slider: Slider
    selected: set[int]
    amount: int
    typed: str
    amount_chosen: bool
    quick_chosen: int | None
    log_open: bool
    log_scroll: int
    _hover_card: int | None

    # provided by the scene and its other mixins
    mode: Any
    legal: Any
    act_kind: Any
    set_amount: Any
    snap: Any
    _bet_step: Any
    quick_amount: Any
    confirm_draw: Any
    undo_draw: Any
    point_at: Any
    tooltip: Any
    toggle_discard: Any
    show_or_muck: Any
    next_hand: Any
    take_busted: Any
    leave: Any
    click_box: Any
    open_pause: Any
    resize: Any

    if TYPE_CHECKING:
        @property
        def bankroll(self) -> int: ...

    def _pointer(self, intent: Intent) -> bool:
        if isinstance(intent, Motion):
            for b in (*self.buttons.values(), *self.quick):
                b.hover(intent.pos)
            self._hover_card = None
            if self.layout is not None:
                for k, r in enumerate(self.layout.seats[self.hero].cards):
                    if r.collidepoint(intent.pos):
                        self._hover_card = k
            if self.slider.dragging and self.legal is not None:
                self.set_amount(self.snap(self.slider.value_at(intent.pos[0])))
            self.point_at(intent.pos)
            return True
        if isinstance(intent, Release):
            self.slider.dragging = False
            return True
        if isinstance(intent, Wheel):
            if self.layout and self.layout.log_panel and self.layout.log_panel.collidepoint(intent.pos):
                self.log_scroll = max(0, self.log_scroll + intent.dy)
                return True
            if self.mode == ControlMode.BET:
                self.set_amount(self.snap(self.amount + intent.dy * self._bet_step()))
            return True
        if isinstance(intent, Click):
            self.tooltip.hide()
            return self._click(intent.pos, intent.button)
        if isinstance(intent, Key):
            self.tooltip.hide()
            return self._key(intent)
        return False

    def _toggle_log(self) -> None:
        self.log_open = not self.log_open
        self.resize(self.app.size)

    def _click(self, pos: tuple[int, int], button: int) -> bool:
        b = self.buttons
        if b["menu"].hit(pos):
            self.open_pause()
            return True
        if b["log"].hit(pos):
            self._toggle_log()
            return True
        mode = self.mode
        if mode in (ControlMode.WAIT, ControlMode.OVER) and self.click_box(pos):
            return True  # a click on a box is never a skip: it ticks the box
        if self.director.busy:
            self.director.skip()
            return True
        if mode == ControlMode.BET and self._click_bet(pos):
            return True
        if mode == ControlMode.DRAW:
            if b["draw"].hit(pos):
                if not self.undo_draw():  # the button reads Undo while a draw waits
                    self.confirm_draw()
                return True
            assert self.layout is not None
            rects = self.layout.seats[self.hero].cards
            for k in range(4, -1, -1):
                r = rects[k].copy()
                if k in self.selected:
                    r.y -= round(r.height * 0.18)
                if r.collidepoint(pos):
                    self.toggle_discard(k)
                    return True
        elif mode == ControlMode.SHOW:
            for name, show in (("show", True), ("muck", False)):
                if b[name].hit(pos):
                    self.show_or_muck(show)
                    return True
        elif mode == ControlMode.OVER and b["next"].hit(pos):
            self.next_hand()
            return True
        elif mode == ControlMode.BUSTED:
            if b["rebuy"].hit(pos):
                self.take_busted()  # the session's one rule: rebuy or a fresh bankroll
                return True
            if b["leave"].hit(pos):
                self.leave()
                return True
        if mode in (ControlMode.BET, ControlMode.DRAW):
            return bool(self.click_box(pos))
        return False

    def _click_bet(self, pos: tuple[int, int]) -> bool:
        b = self.buttons
        for name in ("fold", "call", "raise", "allin"):
            if b[name].visible and b[name].hit(pos):
                self.act_kind(name)
                return True
        la = self.legal
        for k, q in enumerate(self.quick):
            if la is not None and q.visible and q.hit(pos):
                self.set_amount(self.quick_amount(k, la))
                self.quick_chosen = k
                return True
        if self.slider.visible and self.slider.hit(pos):
            self.slider.dragging = True
            self.set_amount(self.snap(self.slider.value_at(pos[0])))
            return True
        return False

    def _key(self, intent: Key) -> bool:
        key = intent.key
        for q in self.quick:  # the keyboard took over: no hover highlight left behind
            q.hovered = False
        if key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if intent.mod & keymap.SHORTCUT_BLOCKING_MODS:
            return False  # no shortcut fires while Ctrl, Alt, Meta or the OS key is held
        command = keymap.TABLE_KEYS.get(key)
        if command == "advisor":
            self.app.settings = self.app.settings.replace(
                advisor_enabled=not self.app.settings.advisor_enabled)
            return True
        if command == "log":
            self._toggle_log()
            return True
        if self.director.busy:
            if key in keymap.SKIP_KEYS:
                self.director.skip()
                return True
            return False
        mode = self.mode
        if mode == ControlMode.BET:
            return self._bet_key(intent, keymap.BET_KEYS.get(key))
        if mode == ControlMode.DRAW:
            command = keymap.DRAW_KEYS.get(key)
            if command == "undo":
                return bool(self.undo_draw())
            if command == "draw":
                return bool(self.confirm_draw())
            if command is not None:
                self.toggle_discard(int(command.removeprefix("card")))
                return True
        elif mode == ControlMode.SHOW:
            command = keymap.SHOW_KEYS.get(key)
            if command is not None:
                return bool(self.show_or_muck(command == "show"))
        elif mode == ControlMode.OVER and key in keymap.OVER_KEYS:
            self.next_hand()
            return True
        return False

    def _bet_key(self, intent: Key, command: str | None) -> bool:
        la = self.legal
        assert la is not None
        if self.typed and intent.text.isalpha():
            return True  # a letter typed into the amount box is swallowed, not an action
        if command in ("fold", "call", "raise", "allin"):
            return bool(self.act_kind(command))
        steps = {"more": 1, "less": -1, "more10": 10, "less10": -10}.get(command or "")
        if steps is not None:
            self.set_amount(self.snap(self.amount + steps * self._bet_step()))
            return True
        if intent.text and intent.text.isascii() and intent.text.isdigit():
            # only 0-9: "²" or "①" are digits to str.isdigit() but not to int()
            self.quick_chosen = None
            self.amount_chosen = True
            self.typed = (self.typed + intent.text)[-9:]
            self.amount = int(self.typed)
            self.slider.set_value(self.amount)
            return True
        if command == "backspace":
            self.typed = self.typed[:-1]
            if self.typed:
                self.amount = int(self.typed)
            return True
        if command == "enter":
            return self._bet_enter(la)
        return False

    def _bet_enter(self, la: Any) -> bool:
        """Enter at a bet: bet or raise to the amount the player chose in this decision
        (typed digits, the slider, the wheel, the arrow keys or a quick size). Without
        one, Enter does nothing but say how to bet: an Enter meant for *Next hand* or
        *Draw* never bets at the turn that follows."""
        can_size = ActionType.BET in la.kinds or ActionType.RAISE in la.kinds
        if not (can_size and self.amount_chosen):
            self.app.show_toast(enter_hint(can_size), seconds=2.5)
            return True
        if self.typed:
            self.set_amount(self.amount)
        return bool(self.act_kind("raise"))


def enter_hint(can_size: bool) -> str:
    """What Enter at a bet says when no amount was chosen: how to bet instead."""
    if can_size:
        return _("Type an amount, then Enter, or press R to bet or raise")
    return _("Press C to check or call, F to fold")
