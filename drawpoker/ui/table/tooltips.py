"""The table's tooltips: which control lies under the pointer and its hint, in the
current language (drawn by :class:`drawpoker.ui.widgets.tooltip.Tooltip`).

:class:`TableTips` is a part of the table scene that owns the tooltip:
:meth:`TableTips.point_at` is called on every pointer move with the table frame (only
the widgets it shows have a hint).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

import pygame

from drawpoker.ai import LEVELS
from drawpoker.engine import PreAction
from drawpoker.i18n import _, format_chips
from drawpoker.ui.prompts import hint_word, hint_words
from drawpoker.ui.table.labels import personality_name
from drawpoker.ui.table.pot_row import (
    pot_places,
    pot_zone_at,
    total_in_play,
    total_line_rect,
)
from drawpoker.ui.table.view_commitment import commitment_rect
from drawpoker.ui.widgets.tooltip import Tooltip

if TYPE_CHECKING:
    from drawpoker.ui.layout import Layout
    from drawpoker.ui.table.snapshot import TableFrame
    from drawpoker.ui.widgets.slider import Checkbox


def button_hint(name: str, *, pending_draw: bool = False, person: str = "") -> str:
    """The hint of the table button ``name`` ("fold", "call", "raise", "allin", "draw",
    "next", "show", "muck", "rebuy", "leave", "watch", "menu", "log"), "" for none; ``person``:
    the person at the screen of a pass-and-play table ("" at any other), whose *Leave*
    stands him up for good while the others play on (no bankroll is used there)."""
    if name == "leave" and person:
        return _("{name} leaves this table for good; the others play on.").format(name=person)
    if name == "draw" and pending_draw:
        return _("Takes the draw back: your cards stay marked ({keys}). {draw} "
                 "draws at once.").format(keys=hint_words("undo"), draw=hint_word("draw"))
    k = hint_words
    return {
        "fold": _("Give up the hand and the chips you put in ({keys}).").format(keys=k("fold")),
        "call": _("Check when nobody has bet; else call: put in the chips to match the bet "
                  "({keys}).").format(keys=k("call")),
        "raise": _("Bet or raise to the amount set with the slider, the quick sizes, the "
                   "mouse wheel, the arrow keys or typed digits ({keys}; {enter} once you "
                   "have chosen the amount).").format(keys=k("raise"),
                                                      enter=hint_word("enter")),
        "allin": _("Put every chip you have in front of you into the pot ({keys}).").format(
            keys=k("allin")),
        "draw": _("Throws the marked cards away and deals as many new ones; with none "
                  "marked you stand pat ({keys}).").format(keys=k("draw")),
        "next": _("Deal the next hand ({keys}).").format(keys=k("next")),
        "show": _("Show your hand at the showdown ({keys}).").format(keys=k("show")),
        "muck": _("Throw your hand away unseen and give up the pot ({keys}).").format(
            keys=k("muck")),
        "rebuy": _("Buy chips again and keep playing at this table."),
        "watch": _("Play the rest of the tournament out at once and show the final "
                   "standings ({keys}).").format(keys=hint_word("confirm")),
        "leave": _("Stand up: the chips in front of you go back to your bankroll."),
        "menu": _("The pause menu: settings, the rules, leave the table ({keys}).").format(
            keys=k("menu")),
        "log": _("Show or hide the hand log ({keys}).").format(keys=k("log")),
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


class TableTips:
    """The table's tooltip: the hint of what lies under the pointer.

    Attributes:
        tooltip: the tooltip widget (it waits for the pointer to rest, then shows).
    """

    def __init__(self) -> None:
        self.tooltip = Tooltip()

    def point_at(self, pos: tuple[int, int], frame: TableFrame, lay: Layout | None, *,
                 badges: Sequence[str], levels: Sequence[str]) -> None:
        """Tell the tooltip what lies under the pointer at ``pos`` (pixels) in ``frame``
        laid out by ``lay``; ``badges`` and ``levels`` are the seats' styles and the
        computer players' levels (for their plates' hints)."""
        key, text, rect = self._under(pos, frame, lay, badges, levels)
        self.tooltip.hover(key, text, rect)

    def hide(self) -> None:
        """Hide the hint (a click or a key)."""
        self.tooltip.hide()

    def tick(self, dt: float) -> None:
        """Let ``dt`` seconds pass (the hint shows once the pointer has rested)."""
        self.tooltip.tick(dt)

    def _under(self, pos: tuple[int, int], frame: TableFrame, lay: Layout | None,
               badges: Sequence[str], levels: Sequence[str],
               ) -> tuple[Hashable | None, str, pygame.Rect | None]:
        bar = frame.bar
        pending = frame.pending_seconds is not None
        shown_mode = frame.controls.mode if frame.controls is not None else frame.mode
        for name, b in bar.buttons.items():
            if b.visible and b.rect.collidepoint(pos) and bar.shown(name, shown_mode):
                hint = button_hint(name, pending_draw=pending, person=frame.person)
                return (name, pending, frame.person), hint, b.rect
        for k, q in enumerate(bar.quick):
            if q.visible and q.rect.collidepoint(pos):
                return ("quick", k), quick_hint(k), q.rect
        slider = frame.slider
        if slider.visible and slider.rect.collidepoint(pos):
            return "slider", _("Drag, or use the mouse wheel or the arrow keys (Page Up and "
                               "Page Down: ten steps); digits type an amount."), slider.rect
        facing = frame.facing
        boxes: list[tuple[PreAction | str, Checkbox]] = [*frame.boxes.boxes,
                                                         *frame.boxes.session_boxes]
        for box_key, box in boxes:
            if box.visible and box.rect.collidepoint(pos):
                return ("box", box_key, facing), box_hint(box_key, facing), box.rect
        if lay is not None:
            spot = commitment_rect(lay, frame.visual.button)
            if frame.commitment_hint and spot.collidepoint(pos):
                hint = frame.commitment_hint
                return ("commitment", hint), hint, spot
            for key, hint, spot in _pot_spots(lay, frame):
                if spot.collidepoint(pos):
                    return key, hint, spot
            seats = frame.visual.seats
            others = [i for i in range(len(seats)) if i != frame.hero]
            for n, seat in enumerate(others):
                sl = lay.seats.get(seat)
                if sl is not None and sl.plate.collidepoint(pos) and n < len(levels):
                    name = seats[seat].name
                    return (("plate", seat), plate_hint(name, badges[seat], levels[n]),
                            sl.plate)
        return None, "", None


def pot_hint(k: int, n: int) -> str:
    """The hint of pot ``k`` of the ``n`` pots on the table (who can win each one:
    docs/rules.md §3.8)."""
    if n == 1:
        return _("The pot: the chips of the rounds bet so far. Whoever wins the hand takes "
                 "it, with the bets in front of the players.")
    if k == 0:
        return _("The main pot: every player still in the hand can win it.")
    return _("A side pot: only the players who put chips in it can win it; a player all "
             "in for less cannot.")


def total_hint() -> str:
    """The hint of the "Total pot" line."""
    return _("Total pot: the pots and every bet in front of the players now, all that is "
             "in play this hand.")


def _pot_spots(lay: Layout, frame: TableFrame) -> list[tuple[Hashable, str, pygame.Rect]]:
    """Each pot on the felt (its pile and label, ``pot_row.pot_zone_at``) and the
    "Total pot" line where ``view_center.draw_center`` draws it, with their hints."""
    v = frame.visual
    pots = list(v.pots)
    places = pot_places(lay, pots, v.button, frame.stake_unit)
    out: list[tuple[Hashable, str, pygame.Rect]] = []
    zones = []
    for k, amount in enumerate(pots):
        if amount > 0:
            zone = pot_zone_at(lay, pots, k, places.points[k], places.chip, frame.stake_unit)
            zones.append(zone)
            out.append((("pot", k, len(pots)), pot_hint(k, len(pots)), zone))
    total = total_in_play(pots, [sv.bet for sv in v.seats])
    if total:
        line = total_line_rect(lay, total, zones)
        out.insert(0, ("total", total_hint(), line))
    return out
