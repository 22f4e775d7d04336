"""The table's tooltips: which control lies under the pointer and its hint, in the
current language (drawn by :class:`drawpoker.ui.widgets.tooltip.Tooltip`).

A mixin of ``TableScene``: :meth:`TableTooltips.point_at` is called on every pointer
move with what the controls model shows (only visible widgets have a hint).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from drawpoker.ai import LEVELS
from drawpoker.engine import PreAction
from drawpoker.i18n import _, format_chips
from drawpoker.ui.table.labels import personality_name
from drawpoker.ui.table.view_commitment import commitment_hint, commitment_rect
from drawpoker.ui.widgets.tooltip import Tooltip

if TYPE_CHECKING:
    from drawpoker.engine.hand import Hand
    from drawpoker.ui.layout import Layout
    from drawpoker.ui.widgets.buttons import Button


def button_hint(name: str, *, pending_draw: bool = False) -> str:
    """The hint of the table button ``name`` ("fold", "call", "raise", "allin", "draw",
    "next", "show", "muck", "rebuy", "leave", "menu", "log"), "" for none."""
    if name == "draw" and pending_draw:
        return _("Takes the draw back: your cards stay marked (Backspace or U). Enter "
                 "draws at once.")
    return {
        "fold": _("Give up the hand and the chips you put in (F)."),
        "call": _("Check when nobody has bet; else call: put in the chips to match the bet "
                  "(C or K)."),
        "raise": _("Bet or raise to the amount set with the slider, the quick sizes, the "
                   "mouse wheel, the arrow keys or typed digits (R or B; Enter once you "
                   "have chosen the amount)."),
        "allin": _("Put every chip you have in front of you into the pot (A)."),
        "draw": _("Throws the marked cards away and deals as many new ones; with none "
                  "marked you stand pat (Enter or D)."),
        "next": _("Deal the next hand (Enter or N)."),
        "show": _("Show your hand at the showdown (S)."),
        "muck": _("Throw your hand away unseen and give up the pot (M)."),
        "rebuy": _("Buy chips again and keep playing at this table."),
        "leave": _("Stand up: the chips in front of you go back to your bankroll."),
        "menu": _("The pause menu: settings, the rules, leave the table (Esc)."),
        "log": _("Show or hide the hand log (Tab)."),
    }.get(name, "")


def quick_hint(k: int) -> str:
    """The hint of quick size ``k`` (0 Min, 1 ½ Pot, 2 ¾ Pot, 3 Pot, 4 Max)."""
    return (_("The smallest bet or raise allowed."),
            _("Half the pot after your call."),
            _("Three quarters of the pot after your call."),
            _("The whole pot after your call."),
            _("The most you may bet: all in, or the pot-limit maximum."))[k]


def box_hint(key: PreAction | str, facing: int) -> str:
    """The hint of a pre-action box (``facing``: the chips to call now) or a session box
    ("sit_out", "auto_rebuy"); the box plays when the player's turn comes."""
    if key is PreAction.CHECK and facing > 0:
        return _("Call exactly {amount} when your turn comes; cleared if someone "
                 "raises.").format(amount=format_chips(facing))
    return {
        PreAction.CHECK_FOLD: _("When your turn comes: check if you can, else fold."),
        PreAction.CHECK: _("Check when your turn comes; cleared if someone bets."),
        PreAction.CALL_ANY: _("Call whatever has been bet when your turn comes."),
        PreAction.FOLD: _("Fold when your turn comes."),
        PreAction.RAISE_ANY: _("Raise the minimum when your turn comes (all in if that "
                               "is all you can do; else call)."),
        "sit_out": _("Keep your seat and chips but take no part from the next hand on."),
        "auto_rebuy": _("Buy in again at once when you run out of chips."),
    }.get(key, "")


def plate_hint(name: str, style: str, level: str) -> str:
    """The hint of a computer player's plate: his style and level."""
    lv = LEVELS.get(level)
    return _("{name}: style {style}, level {level}").format(
        name=name, style=personality_name(style), level=_(lv.name) if lv else level)


class TableTooltips:
    """The tooltip of the table scene (a mixin)."""

    tooltip: Tooltip
    buttons: dict[str, Button]
    quick: list[Button]
    slider: Any
    pre_boxes: list[tuple[PreAction, Any]]
    session_boxes: list[tuple[str, Any]]
    layout: Layout | None
    hero: int
    visual: Any
    badges: list[str]
    levels: list[str]
    pending_draw: Any
    facing_bet: Any

    @property
    def hand(self) -> Hand | None:
        """The deal in play (the table scene's)."""
        raise NotImplementedError

    def point_at(self, pos: tuple[int, int]) -> None:
        """Tell the tooltip what lies under the pointer at ``pos`` (pixels)."""
        key, text, rect = self._under(pos)
        self.tooltip.hover(key, text, rect)

    def _under(self, pos: tuple[int, int]) -> tuple[Hashable | None, str, pygame.Rect | None]:
        for name, b in self.buttons.items():
            if b.visible and b.rect.collidepoint(pos) and self._shown(name):
                hint = button_hint(name, pending_draw=self.pending_draw is not None)
                return (name, self.pending_draw is not None), hint, b.rect
        for k, q in enumerate(self.quick):
            if q.visible and q.rect.collidepoint(pos):
                return ("quick", k), quick_hint(k), q.rect
        if self.slider.visible and self.slider.rect.collidepoint(pos):
            return "slider", _("Drag, or use the mouse wheel or the arrow keys (Page Up and "
                               "Page Down: ten steps); digits type an amount."), self.slider.rect
        facing = self.facing_bet()
        for box_key, box in (*self.pre_boxes, *self.session_boxes):
            if box.visible and box.rect.collidepoint(pos):
                return ("box", box_key, facing), box_hint(box_key, facing), box.rect
        if self.layout is not None:
            spot = commitment_rect(self.layout)
            hint = commitment_hint(self.hand)
            if hint and spot.collidepoint(pos):
                return ("commitment", hint), hint, spot
            others = [i for i in range(len(self.visual.seats)) if i != self.hero]
            for n, seat in enumerate(others):
                sl = self.layout.seats.get(seat)
                if sl is not None and sl.plate.collidepoint(pos) and n < len(self.levels):
                    name = self.visual.seats[seat].name
                    return (("plate", seat), plate_hint(name, self.badges[seat], self.levels[n]),
                            sl.plate)
        return None, "", None

    def _shown(self, name: str) -> bool:
        """True when button ``name`` is drawn in the current controls mode."""
        mode = str(getattr(self, "mode", ""))
        shown = {"bet": ("fold", "call", "raise", "allin"), "draw": ("draw",),
                 "show": ("show", "muck"), "over": ("next",), "busted": ("rebuy", "leave")}
        return name in ("menu", "log") or name in shown.get(mode, ())
