"""The controls model as a pure function of a table frame: what each mode shows, and
that computing it writes nothing (the bar's widgets read it afterwards)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.cards import parse_cards
from drawpoker.engine import ActionType, LegalActions, Phase, TableRules
from drawpoker.persistence.settings import Settings
from drawpoker.session.defaults import DEFAULT_RULES
from drawpoker.session.table.busted import Busted, BustedChoice
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import compute_layout
from drawpoker.ui.table.bet_amount import BetAmount
from drawpoker.ui.table.control_bar import ControlBar
from drawpoker.ui.table.controls import compute_controls, draw_line
from drawpoker.ui.table.controls_model import ControlMode
from drawpoker.ui.table.log_panel import LogPanel
from drawpoker.ui.table.model import SeatVisual, TableVisual
from drawpoker.ui.table.pre_actions import PreActions
from drawpoker.ui.table.snapshot import TableFrame
from drawpoker.ui.widgets.tooltip import Tooltip
from tests.support.i18n import LANGS

BET = LegalActions(seat=0, phase=Phase.FIRST_BETTING,
                   kinds=frozenset({ActionType.FOLD, ActionType.CALL, ActionType.RAISE,
                                    ActionType.ALLIN}),
                   call_amount=20, min_to=40, max_to=480, allin_to=480, current_bet=20)


def _frame(**changes: Any) -> TableFrame:
    """A table frame of two seats waiting for nothing, with ``changes``."""
    bar = ControlBar()
    bar.label()
    seats = [SeatVisual(name="You", stack=480, dealt_in=True), SeatVisual(name="Ada", stack=500)]
    base = TableFrame(
        visual=TableVisual(seats), hero=0, n=2, mode=ControlMode.WAIT,
        rules=TableRules.from_dict(DEFAULT_RULES), settings=Settings(), time=0.0,
        in_hand=True, over=False, turn=1, busy=False, names=("You", "Ada"),
        selected=frozenset(), hover_card=None, sitting_out=False, hero_tag="", seat_out=(None, None),
        stake_unit=10, header_hand="Hand #1", header_bankroll="", stakes=("",) * 4, note=None,
        demo=False, hand_no=1, log_open=True, la=None, stack=480, own_cards=(), advisor=(),
        amount=0, typed="", quick_chosen=None, discard_problem=None, pending_seconds=None,
        busted=None, commitment=None, commitment_hint="", pre_acts=True, facing=0, bar=bar, slider=BetAmount().slider,
        boxes=PreActions(session=True), tooltip=Tooltip(), log=LogPanel())
    return dataclasses.replace(base, **changes)


def test_waiting_names_whose_turn_it_is_and_shows_the_boxes() -> None:
    model = compute_controls(_frame())
    assert model.waiting == "Waiting for Ada…" and model.boxes and model.pre_boxes
    busy = compute_controls(_frame(busy=True))
    assert busy.waiting.startswith("Click or press Space")


def test_a_bet_shows_the_amount_raised_to_and_the_call() -> None:
    frame = _frame(mode=ControlMode.BET, la=BET, amount=120, typed="12", turn=0)
    before = {name: vars(b).copy() for name, b in frame.bar.buttons.items()}
    model = compute_controls(frame)
    assert model.faces["call"].sublabel == "20" and model.faces["raise"].sublabel == "120"
    assert model.sizing and model.typing and model.amount_text.startswith("120")
    assert not model.boxes
    # pure: no widget was written
    assert {name: vars(b) for name, b in frame.bar.buttons.items()} == before


def test_the_draw_says_what_is_wrong_and_undo_counts_down() -> None:
    draw = _frame(mode=ControlMode.DRAW, selected=frozenset({0, 1, 2, 3}),
                  discard_problem="You may draw at most 3 cards.")
    model = compute_controls(draw)
    assert model.note_kind == "problem" and not model.faces["draw"].enabled
    waiting = compute_controls(_frame(mode=ControlMode.DRAW, selected=frozenset({1}),
                                      pending_seconds=1.26))
    assert waiting.faces["draw"].label == "Undo" and waiting.faces["draw"].sublabel == "1.3 s"


def test_out_of_chips_offers_one_thing_by_one_rule() -> None:
    offers = {kind: compute_controls(_frame(mode=ControlMode.BUSTED, busted=BustedChoice(
        kind, bankroll, chips, 200)))
        for kind, bankroll, chips in ((Busted.REBUY, 900, 200), (Busted.REFILL, 0, 5000),
                                      (Busted.SMALLER_STAKES, 150, 0))}
    assert offers[Busted.REBUY].rebuy and offers[Busted.REBUY].faces["rebuy"].label == "Rebuy"
    assert offers[Busted.REFILL].faces["rebuy"].label == "Fresh bankroll"
    assert offers[Busted.REFILL].faces["rebuy"].sublabel == "5,000"
    smaller = offers[Busted.SMALLER_STAKES]
    assert not smaller.rebuy and "smaller stakes" in smaller.note


def test_the_bar_reads_the_model() -> None:
    frame = _frame(mode=ControlMode.BET, la=BET, amount=40, turn=0)
    model = compute_controls(frame)
    frame.bar.show(model, frame.slider)
    assert frame.bar.buttons["raise"].label == "Raise to" and frame.slider.visible
    assert all(q.visible for q in frame.bar.quick)


@pytest.mark.reported("new-player-evening: in lowball, no hint at the table that a pair is bad")
@pytest.mark.parametrize("language", LANGS)
def test_in_lowball_the_draw_line_says_a_pair_is_bad_and_fits_the_bar(language: str) -> None:
    pygame.init()
    i18n.set_language(language)
    try:
        rules = TableRules.from_dict({**DEFAULT_RULES, "game": "deuce-to-seven"})
        cards = tuple(parse_cards("7s 7h 4d 3c 2s"))
        model = compute_controls(_frame(mode=ControlMode.DRAW, rules=rules, own_cards=cards,
                                        turn=0))
        assert model.note_kind == "hint" and model.note != _draw_note()
        marked = compute_controls(_frame(mode=ControlMode.DRAW, rules=rules, own_cards=cards,
                                         selected=frozenset({0}), turn=0))
        assert marked.note_kind == "draw"
        high = compute_controls(_frame(mode=ControlMode.DRAW, own_cards=cards, turn=0))
        assert high.note_kind == "draw"
        lay = compute_layout((960, 540), 6, 0, log_open=True)
        bar = lay.controls.bar
        width = bar.right - lay.controls.fold.x - 20
        assert ui_text.fit_text(model.note, round(lay.font_px * 0.9), width) >= \
            round(lay.font_px * 0.9) * 0.8, (language, model.note)
    finally:
        i18n.set_language("en")


def _draw_note() -> str:
    """The usual line at the draw, in the current language."""
    return draw_line()
