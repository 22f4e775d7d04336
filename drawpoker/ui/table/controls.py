"""The player's controls as a model: what the controls bar shows, computed in
``TableScene.update`` (and after each input) from the hand, so the views only draw it and
clicks hit-test what is shown.

:func:`compute_controls` sets every button's label, sublabel, enabled and visible flag
and the boxes' places, and returns a :class:`ControlsModel` with the texts and marks the
bar draws besides the widgets.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from drawpoker.engine import ActionType, LegalActions, Phase, TableRules
from drawpoker.i18n import _, catalog_key, format_chips, format_number, ngettext
from drawpoker.session.table.busted import Busted
from drawpoker.session.table.cash import CashSession
from drawpoker.ui.layout import Layout
from drawpoker.ui.table.labels import describe_hand, draw_button_label, fixed_limit_hint
from drawpoker.ui.table.text_fit import fit_button_row
from drawpoker.ui.widgets.buttons import Button
from drawpoker.ui.widgets.slider import Slider

if TYPE_CHECKING:
    from drawpoker.ui.table.scene import TableScene


class ControlMode(StrEnum):
    """What the controls bar offers: the player waits, bets, draws, shows or mucks, sees
    the hand over, is out of chips; a replay shows its own bar."""

    WAIT = "wait"
    BET = "bet"
    DRAW = "draw"
    SHOW = "show"
    OVER = "over"
    BUSTED = "busted"
    REPLAY = "replay"


def snap_amount(value: int, lo: int, hi: int, step: int) -> int:
    """``value`` rounded to a multiple of ``step`` chips, kept in ``lo..hi``.

    Args:
        value: the raw amount (chips), e.g. under the slider knob.
        lo: the smallest legal amount (returned exactly at or below it).
        hi: the largest (all in; returned exactly at or above it, or within half a step).
        step: the bet step in chips (>= 1).

    Returns:
        ``lo``, ``hi`` or a multiple of ``step`` strictly between them.
    """
    step = max(1, int(step))
    if value <= lo:
        return lo
    if value >= hi or hi - value < step / 2:
        return hi
    snapped = int(math.floor(value / step + 0.5)) * step
    if snapped <= lo:
        return lo if value - lo < step / 2 else min(hi, lo - lo % step + step)
    return min(hi, snapped)


def cannot_open(rules: TableRules, la: LegalActions) -> bool:
    """True when the Bet button is missing only because the player's hand does not
    open: a jackpots table (RULES.md §3, jacks or better to open), nobody has opened
    yet and the player may check but not bet."""
    return (rules.open_requirement == "jacks-or-better"
            and la.phase is Phase.FIRST_BETTING and ActionType.CHECK in la.kinds
            and ActionType.BET not in la.kinds and ActionType.RAISE not in la.kinds
            and la.current_bet == 0)


@dataclass
class ControlsModel:
    """The controls bar besides its widgets' own flags.

    Attributes:
        mode: the control mode the model was made for.
        words: the player's hand in words ("" while it is not all face up).
        advisor: the advisor's lines.
        allin_ring: the All in button is marked (the chosen amount is all in).
        sizing: the slider, quick sizes and amount box are shown.
        quick_lit: the quick size lit (the amount is the one it set), or None.
        typing: the amount box has typed digits (gold frame).
        amount_text: the amount box's text (with the typing caret).
        note: the line under the buttons ("" for none).
        note_kind: ``"fixed"``/``"open"`` (bet), ``"draw"``, ``"problem"``, ``"show"``,
            ``"busted"``.
        rebuy: the Rebuy (or Fresh bankroll) button is offered.
        boxes: the pre-action and session boxes are drawn.
        waiting: the waiting line ("Waiting for Ada…"), "" for none.
    """

    mode: str
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
    waiting: str = ""


def compute_controls(scene: TableScene) -> ControlsModel:
    """The controls model for the scene as it is now (and the widgets' flags set)."""
    mode = scene.mode
    model = ControlsModel(mode)
    words = describe_hand(scene._own_cards(), scene.rules) if scene.hand is not None else ""
    hero = scene.visual.seats[scene.hero]
    if hero.folded or not hero.dealt_in or any(sp is None or not sp.face_up for sp in hero.cards):
        words = ""
    model.words = words
    model.advisor = scene.advisor_lines()
    b = scene.buttons
    if mode == ControlMode.BET:
        la = scene.legal
        assert la is not None
        _bet_controls(scene, la, model)
    elif mode == ControlMode.DRAW:
        n = len(scene.selected)
        b["draw"].label = draw_button_label(n)
        b["draw"].sublabel, b["draw"].hotkey = "", "↵"
        problem = scene.discard_problem()
        b["draw"].enabled = problem is None
        model.note = problem or _("Click the cards you want to throw away (keys 1–5), then confirm.")
        model.note_kind = "problem" if problem else "draw"
        if scene.pending_draw is not None:  # a moment to take the draw back
            b["draw"].label, b["draw"].hotkey = _("Undo"), "⌫"
            b["draw"].sublabel = _("{seconds} s").format(
                seconds=format_number(max(0.0, scene.pending_draw[1]), places=1))
            model.note = ngettext("Drawing {count} card: Undo or Backspace takes it back, "
                                  "Enter draws now.",
                                  "Drawing {count} cards: Undo or Backspace takes them back, "
                                  "Enter draws now.", n).format(count=n)
            model.note_kind = "draw"
    elif mode == ControlMode.SHOW:
        la = scene.legal
        b["muck"].visible = la is not None and ActionType.MUCK in la.kinds
        model.note, model.note_kind = _("Showdown: show your hand or muck it."), "show"
    elif mode == ControlMode.OVER:
        b["next"].label = _("Deal again") if scene.visual.passed_out else _("Next hand")
    elif mode == ControlMode.BUSTED:
        _busted_controls(scene, model)
    if mode in (ControlMode.WAIT, ControlMode.OVER) and not scene.demo:
        model.boxes = True
        acts = mode == ControlMode.WAIT and scene.pre_actions_apply()
        scene.place_session_boxes()
        for _pre, box in scene.pre_boxes:
            box.visible = acts
        for _key, box in scene.session_boxes:
            box.visible = True
        if acts:
            scene.arrange_pre_boxes()
        if mode == ControlMode.WAIT and scene.hand is not None and not scene.hand.is_over:
            who = scene.hand.to_act
            if scene.director.busy:
                model.waiting = _("Click or press Space to skip the animation.")
            elif who is not None and who != scene.hero:
                model.waiting = _("Waiting for {name}…").format(name=scene.names[who])
    else:
        for box in (*dict(scene.pre_boxes).values(), *dict(scene.session_boxes).values()):
            box.visible = False
    return model


def _bet_controls(scene: TableScene, la: LegalActions, model: ControlsModel) -> None:
    """The betting buttons. Call shows the chips it adds; Bet, Raise to, the amount box and
    All in show the player's whole bet this round ("to"), as the log does. One action is
    never offered by two buttons."""
    b = scene.buttons
    kinds = la.kinds
    b["fold"].enabled = ActionType.FOLD in kinds
    stack = scene.hero_view().seats[scene.hero].stack
    in_front = la.allin_to - stack
    call_allin = ActionType.CALL in kinds and la.call_amount >= stack
    if ActionType.CHECK in kinds:
        b["call"].label, b["call"].sublabel = _("Check"), ""
    else:
        b["call"].label = _("Call")
        b["call"].sublabel = (_("{amount}, all in") if call_allin else "{amount}").format(
            amount=format_chips(la.call_amount))
    b["call"].enabled = ActionType.CHECK in kinds or ActionType.CALL in kinds
    can_size = ActionType.BET in kinds or ActionType.RAISE in kinds
    only_allin = can_size and la.min_to >= la.allin_to  # every raise he can make is all in
    b["raise"].visible = can_size and not only_allin
    b["raise"].label = _("Bet") if ActionType.BET in kinds else _("Raise to")
    sized = max(la.min_to, min(la.max_to, scene.amount))
    b["raise"].sublabel = format_chips(sized)
    b["raise"].enabled = sized < la.allin_to  # the amount at all in: the All in button
    b["allin"].visible = not call_allin
    b["allin"].enabled = ActionType.ALLIN in kinds
    b["allin"].sublabel = format_chips(la.allin_to) if in_front <= 0 else \
        _("to {amount}").format(amount=format_chips(la.allin_to))
    fixed = scene.rules.structure == "fixed-limit"
    model.allin_ring = (b["allin"].visible and b["allin"].enabled and can_size
                        and not b["raise"].enabled and not only_allin)
    show_sizing = can_size and not fixed and la.max_to > la.min_to and not only_allin
    scene.slider.visible = show_sizing
    for q in scene.quick:
        q.visible = show_sizing
    model.sizing = show_sizing
    if show_sizing:
        model.quick_lit = scene.quick_chosen
        model.typing = bool(scene.typed)
        model.amount_text = format_chips(scene.amount) + (
            "▏" if scene.typed and int(scene.time * 2) % 2 == 0 else "")
    elif can_size and fixed:
        model.note, model.note_kind = fixed_limit_hint(scene.rules, la), "fixed"
    elif cannot_open(scene.rules, la):
        model.note, model.note_kind = _("You need jacks or better to open."), "open"


def _busted_controls(scene: TableScene, model: ControlsModel) -> None:
    """Out of chips: never a disabled "Rebuy 0", but what the session offers the player
    (``CashSession.busted``: the one rule)."""
    b = scene.buttons
    session = scene.session
    assert isinstance(session, CashSession), "only a cash table's player is busted"
    offer = session.busted(scene.hero)
    chips = format_chips(offer.chips)
    if offer.kind is Busted.PRACTICE_REBUY:  # practice chips, never the real bankroll
        b["rebuy"].label, b["rebuy"].sublabel = _("Rebuy"), chips
        busted = _("You are out of chips. Rebuy with {chips} practice chips or leave "
                   "the table.").format(chips=chips)
    elif offer.kind is Busted.REBUY:
        b["rebuy"].label, b["rebuy"].sublabel = _("Rebuy"), chips
        busted = _("You are out of chips. Rebuy from your bankroll ({chips} left) or "
                   "leave the table.").format(chips=format_chips(offer.bankroll))
    elif offer.kind is Busted.REFILL:
        b["rebuy"].label, b["rebuy"].sublabel = _("Fresh bankroll"), chips
        busted = _("You are out of chips and your bankroll is empty. The house offers "
                   "you a fresh bankroll.") if offer.bankroll <= 0 else _(
            "You are out of chips; your bankroll ({chips}) does not cover a buy-in. "
            "The house offers you a fresh bankroll.").format(chips=format_chips(offer.bankroll))
    else:  # short for these stakes only: no free chips, smaller stakes instead
        busted = _("You are out of chips. Your bankroll ({chips}) does not cover this "
                   "table's minimum buy-in of {minimum}: leave and choose smaller "
                   "stakes.").format(chips=format_chips(offer.bankroll),
                                      minimum=format_chips(offer.minimum))
    b["rebuy"].enabled = True
    model.rebuy = offer.offered
    model.note, model.note_kind = busted, "busted"


class ControlWidgets:
    """The controls bar's widgets: made once, labelled in the current language, placed
    by the layout (a mixin of the table scene)."""

    buttons: dict[str, Button]
    quick: list[Button]
    quick_labels: list[str]
    slider: Slider
    hero: int
    visual: Any
    _labels_in: tuple[str, bool, int] | None
    _make_boxes: Any
    _label_boxes: Any
    facing_bet: Any
    _name_hero: Any

    def _make_widgets(self) -> None:
        b = self.buttons
        b["fold"] = Button("", "fold", hotkey="F")
        b["call"] = Button("", "call", hotkey="C")
        b["raise"] = Button("", "raise", hotkey="R")
        b["allin"] = Button("", "allin", hotkey="A")
        b["draw"] = Button("", "primary", hotkey="↵")
        b["next"] = Button("", "primary", hotkey="↵")
        b["rebuy"] = Button("", "call")
        b["leave"] = Button("", "neutral")
        b["show"] = Button("", "call", hotkey="S")
        b["muck"] = Button("", "fold", hotkey="M")
        b["menu"] = Button("≡", "neutral")
        b["log"] = Button("", "neutral")
        self.quick = [Button("", "neutral") for _k in range(5)]
        self._make_boxes()
        self._relabel()

    def _relabel(self) -> None:
        """Give every fixed label its text in the current language, and the player's seat
        its name (:meth:`hero_name`). Called when the widgets are made and whenever the
        language differs from the one the labels were made in (a switch in Settings from
        the pause menu shows at once, even under the pause menu)."""
        b = self.buttons
        for key, text in (("fold", _("Fold")), ("call", _("Check")), ("raise", _("Raise")),
                          ("allin", _("All in")), ("draw", _("Stand pat")),
                          ("next", _("Next hand")), ("rebuy", _("Rebuy")),
                          ("leave", _("Leave table")), ("show", _("Show")), ("muck", _("Muck")),
                          ("log", _("Log"))):
            b[key].label = text
        self.quick_labels = [_("Min"), _("½ Pot"), _("¾ Pot"), _("Pot"), _("Max")]
        for btn, text in zip(self.quick, self.quick_labels, strict=True):
            btn.label = text
        self._label_boxes(self.facing_bet() if len(self.visual.seats) > self.hero else 0)
        self._labels_in = catalog_key()
        self._name_hero()
        lay = getattr(self, "layout", None)
        if lay is not None:  # the quick sizes are as wide as their labels
            self._place_widgets(lay)

    def _place_widgets(self, lay: Layout) -> None:
        """Every button, the quick sizes and the slider at their places in ``lay``."""
        c = lay.controls
        b = self.buttons
        for name, rect in (("fold", c.fold), ("call", c.call), ("raise", c.raise_),
                           ("allin", c.allin), ("draw", c.draw), ("next", c.next_hand),
                           ("rebuy", c.call), ("show", c.call), ("muck", c.fold),
                           ("leave", c.raise_.union(c.allin)), ("menu", lay.menu_button),
                           ("log", lay.log_button)):
            b[name].rect = rect
        # the quick sizes as wide as their labels: the slider gives up the room
        quick, grown = fit_button_row(self.quick, c.quick, c.slider.width - round(52 * lay.scale))
        for btn, rect in zip(self.quick, quick, strict=True):
            btn.rect = rect
        self.slider.rect = c.slider.inflate(-grown, 0).move(grown // 2, 0)
