"""The table's own bet controls at the tutorial's betting step: Fold, Call, Raise to and
All in, the quick sizes (Min, ½ Pot, ¾ Pot, Pot, Max) and the slider, as the controls bar
has them, sized by the same rules (:func:`~drawpoker.ui.table.bet_amount.quick_amount`,
:class:`~drawpoker.ui.table.bet_amount.BetAmount`, docs/rules.md §4).

:class:`BetLesson` is a part of the tutorial scene that owns these widgets: the player
sizes the raise with a quick size, the slider, the wheel, the arrow keys (the table's
*Raise the amount* and *Lower the amount* keys) or the pad, and a press of a betting button,
by pointer, by its key (F, C, R, A as at the table) or by the pad's button, is his answer
(the step judges it). Units: chips and pixels.
"""

from __future__ import annotations

import pygame

from drawpoker.engine import LegalActions, PlayerView, TableRules
from drawpoker.i18n import _, format_chips
from drawpoker.ui import keymap
from drawpoker.ui import text as ui_text
from drawpoker.ui.input import Click, Intent, Key, Motion, Release, Wheel
from drawpoker.ui.layout import Layout
from drawpoker.ui.table.bet_amount import BetAmount, bet_step
from drawpoker.ui.table.control_bar import ControlBar
from drawpoker.ui.theme import GOLD, WHITE

#: The betting buttons, in the bar's order: each one's answer is its name.
ACTIONS = ("fold", "call", "raise", "allin")
#: The table's bet keys the lesson takes (:mod:`drawpoker.ui.keymap`): Page Up and Page
#: Down stay the text panel's.
KEY_COMMANDS = (*ACTIONS, "more", "less", "enter")


class BetLesson:
    """The bet controls of one decision (``view``: the player's turn, facing a bet).

    Args:
        view: the player's view at his turn (its ``legal`` actions and ``pot_total``).
        rules: the table's rules (the bet step of the slider and the arrow keys).

    Raises:
        ValueError: ``view`` is not the player's turn.
    """

    def __init__(self, view: PlayerView, rules: TableRules) -> None:
        if view.legal is None:
            raise ValueError("the bet controls need the player's turn")
        self.la: LegalActions = view.legal
        self.pot = view.pot_total
        self.step = bet_step(rules)
        self.bar = ControlBar()
        self.bet = BetAmount()
        self.bet.begin_decision(self.la)
        self.quick_lit: int | None = None
        self.lay: Layout | None = None

    def place(self, lay: Layout) -> None:
        """Put the buttons, quick sizes and slider where the table's bar has them."""
        self.lay = lay
        self.bar.place(lay, self.bet.slider)
        self._faces()

    def _faces(self) -> None:
        """The buttons' words as at the table: Call adds its chips, Raise to and All in
        show the whole bet ("to"); Raise to is off while the amount is all in."""
        la, b = self.la, self.bar.buttons
        amount = self.bet.clamped(la)
        for name, label, sub in (("fold", _("Fold"), ""),
                                 ("call", _("Call"), format_chips(la.call_amount)),
                                 ("raise", _("Raise to"), format_chips(amount)),
                                 ("allin", _("All in"), format_chips(la.allin_to))):
            b[name].label, b[name].sublabel, b[name].hotkey = label, sub, name
        b["raise"].enabled = amount < la.allin_to

    @property
    def amount(self) -> int:
        """The raise-to amount shown (chips)."""
        return self.bet.clamped(self.la)

    def quick(self, k: int) -> None:
        """Choose quick size ``k`` (0 Min, 1 ½ Pot, 2 ¾ Pot, 3 Pot, 4 Max)."""
        self.bet.choose_quick(k, self.la, self.pot)
        self.quick_lit = k
        self._faces()

    def handle(self, intent: Intent) -> tuple[bool, str | None]:
        """Take ``intent``: ``(taken, answer)`` where ``answer`` is the betting button
        pressed (:data:`ACTIONS`; Enter presses Raise to) or None."""
        bar, bet, la = self.bar, self.bet, self.la
        if isinstance(intent, Motion):
            bar.hover(intent.pos)
            if bet.slider.dragging:
                bet.drag_to(intent.pos[0], la, self.step)
                self.quick_lit = None
                self._faces()
            return False, None
        if isinstance(intent, Release):
            bet.slider.dragging = False
            return False, None
        if isinstance(intent, Wheel):
            bet.step_by(1 if intent.dy > 0 else -1, la, self.step)
            self.quick_lit = None
            self._faces()
            return True, None
        if isinstance(intent, Click) and intent.button == 1:
            for name in ACTIONS:
                if bar.buttons[name].hit(intent.pos):
                    return True, name
            for k, q in enumerate(bar.quick):
                if q.hit(intent.pos):
                    self.quick(k)
                    return True, None
            if bet.slider.hit(intent.pos):
                bet.slider.dragging = True
                bet.drag_to(intent.pos[0], la, self.step)
                self.quick_lit = None
                self._faces()
                return True, None
        if isinstance(intent, Key) and not intent.mod & keymap.SHORTCUT_BLOCKING_MODS:
            command = keymap.current().command("bet", intent.physical)
            if command in KEY_COMMANDS:
                return self.command(command)
        return False, None

    def command(self, name: str) -> tuple[bool, str | None]:
        """Carry out the table's bet command ``name`` (:mod:`drawpoker.ui.keymap`'s ``bet``
        group, a key's or the pad's): a betting button (:data:`ACTIONS`), ``"more"`` or
        ``"less"`` one bet step, ``"more10"`` or ``"less10"`` ten, ``"enter"`` presses
        Raise to (All in while the amount is all in). Returns ``(taken, answer)`` as
        :meth:`handle`."""
        if name in ACTIONS:
            return (True, name) if self.bar.buttons[name].enabled else (True, None)
        if name == "enter":
            return True, ("raise" if self.bar.buttons["raise"].enabled else "allin")
        steps = {"more": 1, "less": -1, "more10": 10, "less10": -10}.get(name)
        if steps is None:
            return False, None
        self.bet.step_by(steps, self.la, self.step)
        self.quick_lit = None
        self._faces()
        return True, None

    def draw(self, surface: pygame.Surface) -> None:
        """The buttons, the quick sizes (the one chosen lit), the slider and the amount."""
        lay = self.lay
        if lay is None:
            return
        for name in ACTIONS:
            self.bar.buttons[name].draw(surface)
        for k, q in enumerate(self.bar.quick):
            q.draw(surface)
            if k == self.quick_lit:
                pygame.draw.rect(surface, GOLD, q.rect, 2, border_radius=max(4, q.rect.height // 5))
        self.bet.slider.draw(surface)
        box = lay.controls.amount
        radius = round(6 * lay.scale)
        pygame.draw.rect(surface, (8, 10, 12), box, border_radius=radius)
        pygame.draw.rect(surface, (90, 100, 96), box, 1, border_radius=radius)
        ui_text.draw_text(surface, format_chips(self.amount), box.center, lay.font_px, WHITE,
                          bold=True, shadow=False)
