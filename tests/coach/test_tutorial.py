"""The tutorial's steps as data: each has a right answer that passes and a wrong one that is
explained; the rigged deals are the engine's own."""

from __future__ import annotations

from drawpoker.cards import parse_cards
from drawpoker.coach.tutorial import (
    BET,
    CHOOSE,
    DISCARD,
    PICK_HAND,
    PICK_SEAT,
    STEPS,
    resume_at,
    step_index,
)
from drawpoker.engine import ActionType, Phase
from drawpoker.evaluator import evaluate


def _wrong(step):  # type: ignore[no-untyped-def]
    if step.kind == PICK_HAND:
        return 1 - step.answer
    if step.kind == CHOOSE:
        return next(k for k, _ in step.options if k != step.answer)
    if step.kind == PICK_SEAT:
        return next(i for i in range(1, len(step.seats)) if i != step.answer)
    if step.kind == BET:
        return "call"
    return set(parse_cards(step.answer)[:2])


def test_every_step_passes_its_answer_and_explains_a_wrong_one() -> None:
    for step in STEPS:
        right = set(parse_cards(step.answer)) if step.kind == DISCARD else step.answer
        ok, bad = step.check(right), step.check(_wrong(step))
        assert ok.ok and not bad.ok, step.key
        assert ok.text and bad.text and ok.text != bad.text
        assert "{" not in ok.text + bad.text, "every figure filled in"


def test_the_rigged_deals_are_what_the_steps_say() -> None:
    hands = STEPS[step_index("rankings_flush")].hands
    assert evaluate(parse_cards(hands[0])) > evaluate(parse_cards(hands[1]))
    discard = STEPS[step_index("discard")]
    assert discard.view is not None and discard.view.phase is Phase.DRAW
    assert discard.view_after is not None and len(discard.view_after.own_cards) == 5
    first = STEPS[step_index("first_to_act")]
    assert first.view is not None and first.view.to_act == first.answer
    counts = STEPS[step_index("draw_counts")].view
    assert counts is not None and [s.cards_drawn for s in counts.seats[1:]] == [3, 1, 0]
    odds = STEPS[step_index("pot_odds")].view
    assert odds is not None and odds.legal is not None
    call, pot = odds.legal.call_amount, odds.pot_total
    assert call / (pot + call) < 9 / 47, "the flush draw has the price"
    betting = STEPS[step_index("betting")].view  # the bet controls size a raise over 20
    assert betting is not None and betting.legal is not None
    assert betting.legal.call_amount == 20 and ActionType.RAISE in betting.legal.kinds
    openers = STEPS[step_index("openers")].view
    assert openers is not None and openers.legal is not None
    assert ActionType.BET not in openers.legal.kinds, "tens cannot open"


def test_a_wrong_card_in_the_discard_step_is_explained() -> None:
    step = STEPS[step_index("discard")]
    jack = parse_cards("Jh")[0]
    assert step.check_card(jack) is not None and not step.check_card(jack).ok
    assert step.check_card(parse_cards("8c")[0]) is None


def test_progress_resumes_and_starts_over_at_the_end() -> None:
    assert resume_at(0) == 0 and resume_at(3) == 3 and resume_at(len(STEPS)) == 0


def test_the_betting_step_sizes_a_raise_and_explains_each_wrong_choice() -> None:
    step = STEPS[step_index("betting")]
    view = step.view
    assert view is not None and view.legal is not None
    assert ActionType.RAISE in view.legal.kinds and view.legal.call_amount == 20
    assert evaluate(view.own_cards).describe().startswith("Three")
    assert step.check("raise").ok
    texts = {step.check(k).text for k in ("call", "allin")}
    assert len(texts) == 2 and step.explain(False) not in texts  # each wrong choice, its reason
    assert all("Raise" in t for t in texts)


def test_the_showdown_step_shows_the_bettor_first_and_the_kicker_decides() -> None:
    step = STEPS[step_index("showdown")]
    view = step.view
    assert view is not None and view.phase is Phase.SHOWDOWN and view.legal is not None
    assert view.legal.kinds == {ActionType.SHOW, ActionType.MUCK}
    ann = view.seats[1]
    assert ann.shown is not None and ann.last_action is ActionType.BET  # the bettor shows first
    assert evaluate(ann.shown) > evaluate(view.own_cards)  # her kicker wins: muck is right
    assert step.check("muck").ok
    texts = {step.check(k).text for k in ("show", "split")}
    assert len(texts) == 2 and all("nine" in t for t in texts)


def test_the_betting_and_showdown_steps_follow_the_hand_order() -> None:
    keys = [s.key for s in STEPS]
    assert keys.index("first_to_act") < keys.index("betting") < keys.index("draw_counts")
    assert keys.index("pot_odds") < keys.index("showdown") < keys.index("openers")
