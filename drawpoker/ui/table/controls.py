"""The player's controls as a model: what the controls bar shows, computed from a table
frame (:class:`~drawpoker.ui.table.snapshot.TableFrame`) whenever the table updates or
takes input, so the views only draw it and clicks hit-test what is shown.

:func:`compute_controls` is a pure function of the frame: it returns a
:class:`ControlsModel` with every shown button's face, the texts and marks the bar draws
besides the widgets and which boxes show; the controls bar's widgets then read it
(:meth:`drawpoker.ui.table.control_bar.ControlBar.show`).
"""

from __future__ import annotations

import math

from drawpoker.engine import ActionType, LegalActions, Phase, TableRules
from drawpoker.i18n import _, format_chips, format_number, ngettext
from drawpoker.session.advisor import lowball_pair_hint
from drawpoker.session.table.busted import Busted, BustedChoice
from drawpoker.ui.prompts import PROMPTS, hint_word
from drawpoker.ui.table.controls_model import ButtonFace, ControlMode, ControlsModel
from drawpoker.ui.table.labels import describe_hand, draw_button_label, fixed_limit_hint
from drawpoker.ui.table.snapshot import TableFrame

__all__ = ["ButtonFace", "ControlMode", "ControlsModel", "cannot_open", "compute_controls",
           "hand_words"]


def cannot_open(rules: TableRules, la: LegalActions) -> bool:
    """True when the Bet button is missing only because the player's hand does not
    open: a jackpots table (docs/rules.md §3, jacks or better to open), nobody has opened
    yet and the player may check but not bet."""
    return (rules.open_requirement == "jacks-or-better"
            and la.phase is Phase.FIRST_BETTING and ActionType.CHECK in la.kinds
            and ActionType.BET not in la.kinds and ActionType.RAISE not in la.kinds
            and la.current_bet == 0)


def hand_words(frame: TableFrame) -> str:
    """The player's hand in words, "" while it is not all face up (or he is out of it),
    and "" once the showdown names it beside his plate with everyone's (said once: the
    table's label, in gold when it wins)."""
    if not frame.in_hand:
        return ""
    hero = frame.visual.seats[frame.hero]
    if hero.folded or not hero.dealt_in or any(sp is None or not sp.face_up for sp in hero.cards):
        return ""
    if hero.hand_name:
        return ""
    return describe_hand(frame.own_cards, frame.rules)


def compute_controls(frame: TableFrame) -> ControlsModel:
    """The controls model of ``frame`` (a pure function: it writes nothing)."""
    mode = frame.mode
    if frame.passing:  # the screen is being passed: no button, nothing of anyone's shows
        return ControlsModel(ControlMode.WAIT)
    if frame.watching:  # out, watching the rest: the line and Skip to result, nothing else
        return ControlsModel(ControlMode.WATCH, faces={"watch": ButtonFace(
            _("Skip to result"), hotkey="confirm")}, note=frame.watching, note_kind="watch")
    model = ControlsModel(mode, words=hand_words(frame), advisor=list(frame.advisor))
    if mode == ControlMode.BET:
        assert frame.la is not None
        _bet_controls(frame, frame.la, model)
    elif mode == ControlMode.DRAW:
        _draw_controls(frame, model)
    elif mode == ControlMode.SHOW:
        la = frame.la
        model.faces["muck"] = ButtonFace(_("Muck"), hotkey="muck",
                                         visible=la is not None and ActionType.MUCK in la.kinds)
        model.note = (_("Showdown: {name} shows or mucks.").format(name=frame.person)
                      if frame.person else _("Showdown: show your hand or muck it."))
        model.note_kind = "show"
    elif mode == ControlMode.OVER:
        model.faces["next"] = ButtonFace(
            _("Deal again") if frame.visual.passed_out else _("Next hand"),
            "" if frame.next_in is None else _("{seconds} s").format(
                seconds=format_number(math.ceil(frame.next_in))), hotkey="next")
    elif mode == ControlMode.BUSTED:
        assert frame.busted is not None
        _busted_controls(frame.busted, model, frame.person)
    if mode in (ControlMode.WAIT, ControlMode.OVER) and not frame.demo:
        model.boxes = True
        model.pre_boxes = mode == ControlMode.WAIT and frame.pre_acts
        if mode == ControlMode.WAIT and frame.turn is not None:
            if frame.busy:
                model.waiting = _("Click or press {key} to skip the animation.").format(
                    key=hint_word("skip"))
            elif frame.turn != frame.hero:
                model.waiting = _("Waiting for {name}…").format(name=frame.names[frame.turn])
    return model


def draw_line() -> str:
    """How to mark cards at the draw, in the keys in force or the pad's buttons."""
    if PROMPTS.pad:
        return _("Move along your cards with {left} {right}, mark one with {pick}, then "
                 "{draw} draws.").format(left="←", right="→", pick=hint_word("pick"),
                                         draw=hint_word("draw"))
    return _("Click the cards you want to throw away (keys {first}–{last}), then "
             "confirm.").format(first=hint_word("card0"), last=hint_word("card4"))


def _draw_controls(frame: TableFrame, model: ControlsModel) -> None:
    """The draw: the Draw n / Stand pat button (Undo while a draw waits) and its line."""
    n = len(frame.selected)
    problem = frame.discard_problem
    hint = lowball_pair_hint(frame.own_cards, frame.selected, frame.rules.game)
    line = draw_line()
    if frame.person:
        line = _("{name}: {line}").format(name=frame.person, line=line)
    model.note = problem or hint or line
    model.note_kind = "problem" if problem else "hint" if hint else "draw"
    if frame.pending_seconds is None:
        model.faces["draw"] = ButtonFace(draw_button_label(n), hotkey="draw",
                                         enabled=problem is None)
        return
    # a moment to take the draw back
    model.faces["draw"] = ButtonFace(_("Undo"), _("{seconds} s").format(
        seconds=format_number(max(0.0, frame.pending_seconds), places=1)), hotkey="undo",
        enabled=problem is None)
    model.note = ngettext("Drawing {count} card: Undo or {undo} takes it back, "
                          "{draw} draws now.",
                          "Drawing {count} cards: Undo or {undo} takes them back, "
                          "{draw} draws now.", n).format(count=n, undo=hint_word("undo"),
                                                         draw=hint_word("draw"))
    model.note_kind = "draw"


def _bet_controls(frame: TableFrame, la: LegalActions, model: ControlsModel) -> None:
    """The betting buttons. Call shows the chips it adds; Bet, Raise to, the amount box and
    All in show the player's whole bet this round ("to"), as the log does. One action is
    never offered by two buttons."""
    kinds = la.kinds
    stack = frame.stack
    in_front = la.allin_to - stack
    call_allin = ActionType.CALL in kinds and la.call_amount >= stack
    faces = model.faces
    faces["fold"] = ButtonFace(_("Fold"), hotkey="fold", enabled=ActionType.FOLD in kinds)
    can_call = ActionType.CHECK in kinds or ActionType.CALL in kinds
    if ActionType.CHECK in kinds:
        faces["call"] = ButtonFace(_("Check"), hotkey="call", enabled=can_call)
    else:
        faces["call"] = ButtonFace(_("Call"), (_("{amount}, all in") if call_allin else "{amount}")
                                   .format(amount=format_chips(la.call_amount)),
                                   hotkey="call", enabled=can_call)
    can_size = ActionType.BET in kinds or ActionType.RAISE in kinds
    only_allin = can_size and la.min_to >= la.allin_to  # every raise he can make is all in
    sized = max(la.min_to, min(la.max_to, frame.amount))
    raise_enabled = sized < la.allin_to  # the amount at all in: the All in button
    faces["raise"] = ButtonFace(_("Bet") if ActionType.BET in kinds else _("Raise to"),
                                format_chips(sized), hotkey="raise", enabled=raise_enabled,
                                visible=can_size and not only_allin)
    allin = ButtonFace(_("All in"), format_chips(la.allin_to) if in_front <= 0 else
                       _("to {amount}").format(amount=format_chips(la.allin_to)), hotkey="allin",
                       enabled=ActionType.ALLIN in kinds, visible=not call_allin)
    faces["allin"] = allin
    fixed = frame.rules.structure == "fixed-limit"
    model.allin_ring = (allin.visible and allin.enabled and can_size
                        and not raise_enabled and not only_allin)
    show_sizing = can_size and not fixed and la.max_to > la.min_to and not only_allin
    model.sizing = show_sizing
    if show_sizing:
        model.quick_lit = frame.quick_chosen
        model.typing = bool(frame.typed)
        model.amount_text = format_chips(frame.amount) + (
            "▏" if frame.typed and int(frame.time * 2) % 2 == 0 else "")
    elif can_size and fixed:
        model.note, model.note_kind = fixed_limit_hint(frame.rules, la), "fixed"
    elif cannot_open(frame.rules, la):
        model.note = (_("{name} needs jacks or better to open.").format(name=frame.person)
                      if frame.person else _("You need jacks or better to open."))
        model.note_kind = "open"


def _busted_controls(offer: BustedChoice, model: ControlsModel, person: str) -> None:
    """Out of chips: never a disabled "Rebuy 0", but what the session offers the player
    (``CashSession.busted``: the one rule, ``session.table.busted``); ``person``: the
    person at a pass-and-play table, named (his rebuy is in table chips)."""
    chips = format_chips(offer.chips)
    face = ButtonFace(_("Rebuy"), hotkey="rebuy")
    if offer.kind is Busted.PRACTICE_REBUY and person:
        face = ButtonFace(_("Rebuy"), chips, hotkey="rebuy")
        text = ngettext("{name} is out of chips. Rebuy with {chips} table chip or leave the "
                        "table.",
                        "{name} is out of chips. Rebuy with {chips} table chips or leave the "
                        "table.", offer.chips).format(name=person, chips=chips)
    elif offer.kind is Busted.PRACTICE_REBUY:  # practice chips, never the real bankroll
        face = ButtonFace(_("Rebuy"), chips, hotkey="rebuy")
        text = ngettext("You are out of chips. Rebuy with {chips} practice chip or leave "
                        "the table.",
                        "You are out of chips. Rebuy with {chips} practice chips or leave "
                        "the table.", offer.chips).format(chips=chips)
    elif offer.kind is Busted.REBUY:
        face = ButtonFace(_("Rebuy"), chips, hotkey="rebuy")
        text = _("You are out of chips. Rebuy from your bankroll ({chips} left) or "
                 "leave the table.").format(chips=format_chips(offer.bankroll))
    elif offer.kind is Busted.REFILL:
        face = ButtonFace(_("Fresh bankroll"), chips, hotkey="rebuy")
        text = _("You are out of chips and your bankroll is empty. The house offers "
                 "you a fresh bankroll.") if offer.bankroll <= 0 else _(
            "You are out of chips; your bankroll ({chips}) does not cover a buy-in. "
            "The house offers you a fresh bankroll.").format(chips=format_chips(offer.bankroll))
    else:  # short for these stakes only: no free chips, smaller stakes instead
        text = _("You are out of chips. Your bankroll ({chips}) does not cover this "
                 "table's minimum buy-in of {minimum}: leave and choose smaller "
                 "stakes.").format(chips=format_chips(offer.bankroll),
                                    minimum=format_chips(offer.minimum))
    model.faces["rebuy"] = face
    model.rebuy = offer.offered
    model.note, model.note_kind = text, "busted"
