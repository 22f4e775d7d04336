"""The table's input: pointer and keys → commands → the player's commands and the parts.

A click is hit-tested against what the controls model shows, a key is looked up in the
player's key map (:func:`drawpoker.ui.keymap.current`) and a pad button in
:data:`drawpoker.ui.pad.PAD_ACTIONS`; each gives a command name ("fold", "quick2",
"card3", "next", ...) that :meth:`TableInput.dispatch` carries out, the one dispatch for
both. Pointer gestures that are not commands (moving, dragging the slider, the wheel,
ticking a box) go to the part they touch.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from drawpoker.engine import ActionType, LegalActions, TableRules
from drawpoker.i18n import _, format_chips
from drawpoker.ui import keymap
from drawpoker.ui.input import Click, Intent, Key, Motion, PadLost, PadPress, Release, Wheel
from drawpoker.ui.pad import PAD_ACTIONS
from drawpoker.ui.prompts import hint_word
from drawpoker.ui.table.bet_amount import bet_step
from drawpoker.ui.table.control_bar import QUICK_SIZES, ControlBar
from drawpoker.ui.table.controls_model import ControlMode, ControlsModel
from drawpoker.ui.table.discard_pick import HAND_SIZE
from drawpoker.ui.table.spoken import TableSpeech

if TYPE_CHECKING:
    from drawpoker.ui.layout import Layout
    from drawpoker.ui.services import Services
    from drawpoker.ui.table.bet_amount import BetAmount
    from drawpoker.ui.table.commands import PlayerCommands
    from drawpoker.ui.table.course import TableCourse
    from drawpoker.ui.table.director import Director
    from drawpoker.ui.table.discard_pick import DiscardPick
    from drawpoker.ui.table.log_panel import LogPanel
    from drawpoker.ui.table.pre_actions import PreActions
    from drawpoker.ui.table.seat import PlayerSeat
    from drawpoker.ui.table.snapshot import TableFrame
    from drawpoker.ui.table.tooltips import TableTips

#: The wheel's and arrow keys' commands: bet steps each moves the amount.
BET_STEPS = {"more": 1, "less": -1, "more10": 10, "less10": -10}


class InputTable(Protocol):
    """What the table's input needs of the table scene: its parts and the actions that
    are the scene's own (leaving, the next hand, a rebuy)."""

    app: Services
    hero: int
    rules: TableRules
    badges: list[str]
    levels: list[str]
    layout: Layout | None
    director: Director
    bar: ControlBar
    bet: BetAmount
    pick: DiscardPick
    pre: PreActions
    log_panel: LogPanel
    tips: TableTips
    commands: PlayerCommands
    controls: ControlsModel
    course: TableCourse

    @property
    def mode(self) -> str: ...

    @property
    def legal(self) -> LegalActions | None: ...

    @property
    def seat(self) -> PlayerSeat: ...

    def snapshot(self) -> TableFrame: ...

    def open_pause(self) -> None: ...

    def next_hand(self) -> None: ...

    def take_busted(self) -> None: ...

    def leave_busted(self) -> None: ...

    def resize(self, size: tuple[int, int]) -> None: ...


def enter_hint(can_size: bool) -> str:
    """What Enter at a bet says when no amount was chosen: how to bet instead (the keys
    in force, :func:`drawpoker.ui.prompts.hint_word`)."""
    if can_size:
        return _("Type an amount, then {enter}, or press {raise_key} to bet or "
                 "raise").format(enter=hint_word("enter"), raise_key=hint_word("raise"))
    return _("Press {call} to check or call, {fold} to fold").format(
        call=hint_word("call"), fold=hint_word("fold"))


class TableInput:
    """Pointer and keyboard handling of the table scene (``table``)."""

    def __init__(self, table: InputTable) -> None:
        self.table = table
        #: the table said aloud (its keys, V and T, are the input's; the scene has it
        #: follow the table each update)
        self.spoken = TableSpeech(lambda: table.app.voice)
        t = table
        c = t.commands
        self._handlers: dict[str, Callable[[], bool]] = {
            "menu": lambda: _done(t.open_pause), "log": lambda: _done(self.toggle_log),
            "advisor": lambda: _done(self.table.seat.toggle_advisor),
            "repeat": lambda: _done(self.spoken.repeat),
            "read_table": lambda: _done(self.spoken.read_table),
            "skip": lambda: _done(t.director.skip),
            "backspace": lambda: _done(t.bet.backspace), "enter": self._bet_enter,
            "draw": lambda: bool(c.confirm_draw()), "undo": lambda: bool(c.undo_draw()),
            "draw_button": lambda: _done(lambda: c.undo_draw() or c.confirm_draw()),
            "show": lambda: bool(c.show_or_muck(True)),
            "muck": lambda: bool(c.show_or_muck(False)),
            "next": lambda: _done(t.next_hand), "rebuy": lambda: _done(t.take_busted),
            "leave": lambda: _done(t.leave_busted),
            "watch": lambda: _done(t.course.skip_watching),
        }
        for kind in ("fold", "call", "raise", "allin"):
            self._handlers[kind] = functools.partial(self._act, kind)
        for k in range(QUICK_SIZES):
            self._handlers[f"quick{k}"] = functools.partial(self._quick, k)
            self._handlers[f"card{k}"] = functools.partial(self._card, k)
        for name, steps in BET_STEPS.items():
            self._handlers[name] = functools.partial(self._step_amount, steps)

    def dispatch(self, command: str) -> bool:
        """Carry out ``command`` (a click's target or a key's command); True when it was
        used.

        Raises:
            KeyError: ``command`` is not a table command.
        """
        return self._handlers[command]()

    def handle(self, intent: Intent) -> bool:
        """The table's answer to one intent; True when it was used."""
        t = self.table
        if isinstance(intent, Motion):
            t.bar.hover(intent.pos)
            t.pick.hover = None
            if t.layout is not None:
                for k, r in enumerate(t.layout.seats[t.hero].cards):
                    if r.collidepoint(intent.pos):
                        t.pick.hover = k
            la = t.legal
            if t.bet.slider.dragging and la is not None:
                t.bet.drag_to(intent.pos[0], la, bet_step(t.rules))
            t.tips.point_at(intent.pos, t.snapshot(), t.layout, badges=t.badges,
                            levels=t.levels)
            return True
        if isinstance(intent, Release):
            t.bet.slider.dragging = False
            return True
        if isinstance(intent, Wheel):
            lay = t.layout
            if lay and lay.log_panel and lay.log_panel.collidepoint(intent.pos):
                t.log_panel.scroll_by(intent.dy)
                return True
            if t.mode == ControlMode.BET:
                self._step_amount(intent.dy)
            return True
        if isinstance(intent, Click):
            t.tips.hide()
            return self._click(intent.pos, double=intent.double)
        if isinstance(intent, Key):
            t.tips.hide()
            return self._key(intent)
        if isinstance(intent, PadPress):
            return self._pad(intent)
        if isinstance(intent, PadLost):
            return self.dispatch("menu") if t.mode != ControlMode.OVER else False
        return False

    def toggle_log(self) -> None:
        """Open or close the hand log panel (the table is laid out again)."""
        self.table.log_panel.toggle()
        self.table.resize(self.table.app.size)


    # clicks ---------------------------------------------------------------------
    def _click(self, pos: tuple[int, int], *, double: bool = False) -> bool:
        """A left press at ``pos``. The second press of a double-click on the controls bar
        does nothing: a double-click acts once, though the first press put another button
        where the pointer is (Draw becomes Undo, Next hand becomes Check)."""
        t = self.table
        for name in ("menu", "log"):
            if t.bar.hit(name, pos):
                return self.dispatch(name)
        if t.layout is not None and t.log_panel.click(pos, t.layout):
            return True  # a tab of the hand log
        if double and t.layout is not None and t.layout.controls.bar.collidepoint(pos):
            return True
        if self._click_box(pos):
            return True  # a shown box takes its click in every mode: never a skip
        if t.controls.mode == ControlMode.WATCH:  # out, watching: Skip to result alone
            if t.bar.hit("watch", pos):
                return self.dispatch("watch")
            return self.dispatch("skip") if t.director.busy else False
        mode = t.mode
        if t.director.busy:
            return self.dispatch("skip")
        target = self._click_target(mode, pos)
        if target is not None:
            self.dispatch(target)
            return True
        if mode == ControlMode.BET and t.bet.slider.visible and t.bet.slider.hit(pos):
            la = t.legal
            t.bet.slider.dragging = True
            if la is not None:
                t.bet.drag_to(pos[0], la, bet_step(t.rules))
            return True
        return False

    def _click_target(self, mode: str, pos: tuple[int, int]) -> str | None:
        """The command of what a click at ``pos`` hits in controls ``mode``, or None."""
        t = self.table
        bar = t.bar
        if mode == ControlMode.BET:
            for name in ("fold", "call", "raise", "allin"):
                if bar.buttons[name].visible and bar.hit(name, pos):
                    return name
            if t.legal is not None:
                for k, q in enumerate(bar.quick):
                    if q.visible and q.hit(pos):
                        return f"quick{k}"
        elif mode == ControlMode.DRAW:
            if bar.hit("draw", pos):
                return "draw_button"  # the button reads Undo while a draw waits
            assert t.layout is not None
            rects = t.layout.seats[t.hero].cards
            for k in range(4, -1, -1):
                r = rects[k].copy()
                if k in t.pick.selected:
                    r.y -= round(r.height * 0.18)
                if r.collidepoint(pos):
                    return f"card{k}"
        else:
            names = {ControlMode.SHOW: ("show", "muck"), ControlMode.OVER: ("next",),
                     ControlMode.BUSTED: ("rebuy", "leave")}.get(ControlMode(mode), ())
            for name in names:
                if bar.hit(name, pos):
                    return name
        return None

    def _click_box(self, pos: tuple[int, int]) -> bool:
        t = self.table
        return t.pre.click(pos, t.seat.facing_bet(), t.seat.sitting_out_now())

    # keys -----------------------------------------------------------------------
    def _key(self, intent: Key) -> bool:
        t = self.table
        key = intent.physical  # the table's own keys: the key pressed, not its menu meaning
        keys = keymap.current()
        t.bar.unhover_quick()  # the keyboard took over: no hover highlight left behind
        if keys.command("table", key) == "menu":
            return self.dispatch("menu")
        if intent.mod & keymap.SHORTCUT_BLOCKING_MODS:
            return False  # no shortcut fires while Ctrl, Alt, Meta or the OS key is held
        command = keys.command("table", key)
        if command is not None:
            return self.dispatch(command)
        if t.director.busy:
            return self.dispatch("skip") if keys.command("busy", key) else False
        mode = t.mode
        if mode == ControlMode.BET:
            return self._bet_key(intent, keys.command("bet", key))
        if mode not in (ControlMode.DRAW, ControlMode.SHOW, ControlMode.OVER,
                        ControlMode.BUSTED):
            return False
        command = keys.command(str(mode), key)
        return False if command is None else self.dispatch(command)

    def _pad(self, intent: PadPress) -> bool:
        """A pad button at the table (:data:`drawpoker.ui.pad.PAD_ACTIONS`)."""
        t = self.table
        t.tips.hide()
        t.bar.unhover_quick()
        button = intent.button
        command = PAD_ACTIONS["table"].get(button)
        if command is not None:
            return self.dispatch(command)
        if t.director.busy:
            return self.dispatch("skip") if button in PAD_ACTIONS["busy"] else False
        command = PAD_ACTIONS.get(str(t.mode), {}).get(button)
        if command is None:
            return False
        if command in ("cursor_left", "cursor_right", "pick"):
            return self._cursor(command)
        return self.dispatch(command)

    def _cursor(self, command: str) -> bool:
        """The pad's cursor over the player's cards at the draw: move it, or mark the card
        under it (the cursor is the card the pointer would lift, ``pick.hover``)."""
        pick = self.table.pick
        at = 0 if pick.hover is None else pick.hover
        if command == "pick":
            pick.hover = at
            return self.dispatch(f"card{at}")
        step = -1 if command == "cursor_left" else 1
        pick.hover = max(0, min(HAND_SIZE - 1, at + step))
        return True

    def _bet_key(self, intent: Key, command: str | None) -> bool:
        bet = self.table.bet
        boxed = bet.slider.visible  # the amount box is on screen (set by the last update)
        if boxed and bet.typed and intent.text.isalpha():
            return True  # a letter typed into the amount box is swallowed, not an action
        if boxed and intent.text and intent.text.isascii() and intent.text.isdigit() \
                and command is None:
            # only 0-9: "²" or "①" are digits to str.isdigit() but not to int()
            bet.type_digit(intent.text)
            return True
        return False if command is None else self.dispatch(command)

    # the commands' own steps ----------------------------------------------------
    def _act(self, kind: str) -> bool:
        return bool(self.table.commands.act_kind(kind))

    def _card(self, k: int) -> bool:
        self.table.commands.toggle_discard(k)
        return True

    def _quick(self, k: int) -> bool:
        t = self.table
        la = t.legal
        if la is not None:
            t.bet.choose_quick(k, la, t.seat.pot_total())
        return True

    def _step_amount(self, steps: int) -> bool:
        t = self.table
        la = t.legal
        if la is not None:
            t.bet.step_by(steps, la, bet_step(t.rules))
        return True

    def _bet_enter(self) -> bool:
        """Enter at a bet: bet or raise to the amount the player chose in this decision
        (typed digits, the slider, the wheel, the arrow keys or a quick size). Without
        one, Enter does nothing but say how to bet: an Enter meant for *Next hand* or
        *Draw* never bets at the turn that follows; nor does an amount typed below the
        smallest bet (card keys pressed at a bet): it is refused with the reason."""
        t = self.table
        la = t.legal
        assert la is not None
        can_size = ActionType.BET in la.kinds or ActionType.RAISE in la.kinds
        if not (can_size and t.bet.chosen):
            t.app.show_toast(enter_hint(can_size), seconds=2.5)
            return True
        if t.bet.typed and t.bet.amount < la.min_to:  # card keys typed at a bet: never a raise
            t.app.show_toast(_("{typed} is less than the smallest bet here, {low}: type more, "
                               "or use the slider.").format(typed=format_chips(t.bet.amount),
                                                            low=format_chips(la.min_to)),
                             error=True, seconds=4.0)
            return True
        if t.bet.typed:
            t.bet.choose(t.bet.amount, la)
        return bool(t.commands.act_kind("raise"))


def _done(action: Callable[[], object]) -> bool:
    """Run ``action``; the command was used whatever it returned."""
    action()
    return True
