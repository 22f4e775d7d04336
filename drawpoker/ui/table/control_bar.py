"""The controls bar's widgets: the buttons (Fold, Check/Call, Bet/Raise to, All in, Draw,
Next hand, Rebuy, Leave table, Show, Muck, Skip to result, the menu and Log buttons) and the quick sizes,
made once, labelled in the current language, placed by the layout, and shown as the
controls model has them.

:class:`ControlBar` is a part of the table scene that owns these widgets; the slider is
the bet amount's (:class:`~drawpoker.ui.table.bet_amount.BetAmount`), placed here.
"""

from __future__ import annotations

import pygame

from drawpoker.i18n import _
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout
from drawpoker.ui.table.controls_model import ControlMode, ControlsModel
from drawpoker.ui.table.text_fit import fit_button_row
from drawpoker.ui.widgets.buttons import Button
from drawpoker.ui.widgets.slider import Slider

#: The quick sizes, in order: Min, ½ Pot, ¾ Pot, Pot, Max.
QUICK_SIZES = 5
#: The bet buttons' row, left to right.
BET_ROW = ("fold", "call", "raise", "allin")
#: Which buttons each controls mode draws (the menu and Log buttons always).
SHOWN: dict[str, tuple[str, ...]] = {
    ControlMode.BET: ("fold", "call", "raise", "allin"), ControlMode.DRAW: ("draw",),
    ControlMode.SHOW: ("show", "muck"), ControlMode.OVER: ("next",),
    ControlMode.BUSTED: ("rebuy", "leave"), ControlMode.WATCH: ("watch",)}


class ControlBar:
    """The bar's buttons and quick sizes.

    Attributes:
        buttons: every button by name.
        quick: the quick-size buttons (:data:`QUICK_SIZES`).
        quick_labels: their labels in the current language.
    """

    def __init__(self) -> None:
        b: dict[str, Button] = {}
        b["fold"] = Button("", "fold", hotkey="fold")
        b["call"] = Button("", "call", hotkey="call")
        b["raise"] = Button("", "raise", hotkey="raise")
        b["allin"] = Button("", "allin", hotkey="allin")
        b["draw"] = Button("", "primary", hotkey="draw")
        b["next"] = Button("", "primary", hotkey="next")
        b["rebuy"] = Button("", "call", hotkey="rebuy")
        b["leave"] = Button("", "neutral", hotkey="leave")
        b["show"] = Button("", "call", hotkey="show")
        b["muck"] = Button("", "fold", hotkey="muck")
        b["watch"] = Button("", "primary", hotkey="confirm")  # what Enter does, watching
        b["menu"] = Button("≡", "neutral")
        b["log"] = Button("", "neutral")
        self.buttons = b
        self.quick = [Button("", "neutral") for _k in range(QUICK_SIZES)]
        self.quick_labels: list[str] = []
        #: the bet row's places in the layout (:data:`BET_ROW` order), before it closes up
        self._bet_slots: list[pygame.Rect] = []
        #: pixels the bet row grew by to the left at a larger text (:meth:`_widen_bet_row`)
        self.grown = 0

    def label(self) -> None:
        """Give every fixed label its text in the current language."""
        b = self.buttons
        for key, text in (("fold", _("Fold")), ("call", _("Check")), ("raise", _("Raise")),
                          ("allin", _("All in")), ("draw", _("Stand pat")),
                          ("next", _("Next hand")), ("rebuy", _("Rebuy")),
                          ("leave", _("Leave table")), ("show", _("Show")), ("muck", _("Muck")),
                          ("watch", _("Skip to result")), ("log", _("Log"))):
            b[key].label = text
        self.quick_labels = [_("Min"), _("½ Pot"), _("¾ Pot"), _("Pot"), _("Max")]
        if ui_text.text_scale() > 1.0:  # larger text: the fractions alone ("½", "¾") fit
            self.quick_labels[1:3] = ["\u00bd", "\u00be"]
        for btn, text in zip(self.quick, self.quick_labels, strict=True):
            btn.label = text

    def place(self, lay: Layout, slider: Slider) -> None:
        """Every button, the quick sizes and ``slider`` at their places in ``lay``."""
        c = lay.controls
        b = self.buttons
        self.label()  # the quick sizes' words follow the text size
        # a larger text: the action row grows up into the room under the quick sizes, so
        # that "Raise to" and its amount fit on two lines
        room = c.fold.top - c.quick[0].bottom - round(6 * lay.scale)
        up = max(0, min(room, round(c.fold.height * (ui_text.text_scale() - 1.0))))
        for name, rect in (("fold", c.fold), ("call", c.call), ("raise", c.raise_),
                           ("allin", c.allin), ("draw", c.draw), ("next", c.next_hand),
                           ("rebuy", c.call), ("show", c.call), ("muck", c.fold),
                           ("leave", c.raise_.union(c.allin)), ("watch", c.next_hand)):
            b[name].rect = rect.inflate(0, up).move(0, -up // 2) if up else rect
            b[name].px_height = rect.height  # the layout's height, not the grown box's
        # Next hand (its countdown below) as wide as its label at a larger text, growing
        # to the left into the bar the hand's end leaves empty; Skip to result at its
        # place, as wide as its label beside its key at any text size
        more = b["next"].width_for_label() - b["next"].rect.width \
            if ui_text.text_scale() > 1.0 else 0
        b["next"].rect = pygame.Rect(b["next"].rect.x - more, b["next"].rect.y,
                                     b["next"].rect.width + more, b["next"].rect.height)
        watch = b["watch"].rect
        wide = b["watch"].width_for_labels((b["watch"].label,))
        b["watch"].rect = pygame.Rect(watch.right - wide, watch.y, wide, watch.height)
        b["menu"].rect, log = lay.menu_button, lay.log_button
        b["menu"].px_height = b["log"].px_height = log.height  # the top bar keeps its height
        # the Log button as wide as its label at a larger text, growing to the left
        need = ui_text.text_width(b["log"].label, b["log"].label_px(log.height), bold=True) \
            + round(18 * lay.scale)
        b["log"].rect = log if need <= log.width else log.inflate(need - log.width, 0).move(
            -(need - log.width) // 2, 0)
        self.grown = self._widen_bet_row() if ui_text.text_scale() > 1.0 else 0
        self._bet_slots = [b[name].rect.copy() for name in BET_ROW]
        # the quick sizes as wide as their labels, from the bet row's left end: the slider
        # gives up the room (at a larger text size down to a short track: the amount also
        # moves by keys and wheel)
        keep = 52 if ui_text.text_scale() == 1.0 else 20
        track = pygame.Rect(c.slider.x - self.grown, c.slider.y, c.slider.width + self.grown,
                            c.slider.height)
        quick, grown = fit_button_row(self.quick, [r.move(-self.grown, 0) for r in c.quick],
                                      track.width - round(keep * lay.scale))
        for btn, rect in zip(self.quick, quick, strict=True):
            btn.rect, btn.px_height = rect, rect.height
        slider.rect = track.inflate(-grown, 0).move(grown // 2, 0)

    def _widen_bet_row(self) -> int:
        """At a larger text size, each bet button as wide as its widest label (Check or
        Call, Bet or Raise to) needs whole at its size beside its key or pad glyph
        (``Button.width_for_labels``: Russian "Олл-ин" shrank between its key on both
        sides); the row keeps its right end and its spacing and grows to the left, into
        the bar's left column. Returns how many pixels it grew by."""
        b = self.buttons
        labels = {"fold": (_("Fold"),), "call": (_("Check"), _("Call")),
                  "raise": (_("Bet"), _("Raise to")), "allin": (_("All in"),)}
        first = b[BET_ROW[0]].rect.x
        gap = b[BET_ROW[-1]].rect.x - b[BET_ROW[-2]].rect.right
        right = b[BET_ROW[-1]].rect.right
        for name in reversed(BET_ROW):
            btn = b[name]
            width = btn.width_for_labels(labels[name])
            btn.rect = pygame.Rect(right - width, btn.rect.y, width, btn.rect.height)
            right = btn.rect.x - gap
        return first - b[BET_ROW[0]].rect.x

    def info_width(self, lay: Layout) -> int:
        """The bar's left column's width (pixels; the hand's words, the advisor's lines at
        100 %): the layout's, less what the bet row grew by to the left."""
        return lay.controls.info.width - self.grown

    def show(self, model: ControlsModel, slider: Slider) -> None:
        """Show the buttons as ``model`` has them; at a bet, the quick sizes and
        ``slider`` only while the amount can be sized."""
        for name, face in model.faces.items():
            btn = self.buttons[name]
            btn.label, btn.sublabel, btn.hotkey = face.label, face.sublabel, face.hotkey
            btn.enabled, btn.visible = face.enabled, face.visible
        if model.mode == ControlMode.BET:
            self._close_up()
            slider.visible = model.sizing
            for q in self.quick:
                q.visible = model.sizing

    def _close_up(self) -> None:
        """The bet row without a hole: the buttons shown keep their order and widths and
        sit side by side at the layout's spacing, the row ending at the right where it
        always does (Raise not offered when every raise is all in, All in when the call
        already is)."""
        slots = self._bet_slots
        if not slots:
            return
        pad = slots[-1].x - slots[-2].right
        right = slots[-1].right
        for name, slot in reversed(list(zip(BET_ROW, slots, strict=True))):
            btn = self.buttons[name]
            btn.rect = slot.copy()
            if btn.visible:
                btn.rect.right = right
                right = btn.rect.x - pad

    def hover(self, pos: tuple[int, int]) -> None:
        """Light the button under ``pos`` (pixels), none else."""
        for b in (*self.buttons.values(), *self.quick):
            b.hover(pos)

    def unhover_quick(self) -> None:
        """No quick size stays lit by the pointer (the keyboard took over, a new turn)."""
        for q in self.quick:
            q.hovered = False

    def shown(self, name: str, mode: str) -> bool:
        """True when button ``name`` is drawn in controls ``mode``."""
        return name in ("menu", "log") or name in SHOWN.get(mode, ())

    def hit(self, name: str, pos: tuple[int, int]) -> bool:
        """True when button ``name`` is under ``pos`` and may be pressed."""
        return self.buttons[name].hit(pos)
