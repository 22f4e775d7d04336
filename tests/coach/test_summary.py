"""The coach's summary agrees with the decisions it lists (coach/tone.py) and says a
range once for the opponents who have not acted (coach/words.py)."""

from __future__ import annotations

import pytest

from drawpoker.coach.betting import BetVerdict
from drawpoker.coach.decision import CoachDecision
from drawpoker.coach.review import Review
from drawpoker.coach.tone import opening, tag
from drawpoker.coach.words import details
from drawpoker.engine import ActionType
from drawpoker.i18n.catalog import speaking

A = ActionType
NAMES = ("Ada", "Boris", "Clara", "Dmitri", "Elena")


def _bet(kind: A, hard: A, *, call: int = 0, win: float = 0.34, acted: tuple[str, ...] = (),
         lost: float = 0.0) -> BetVerdict:
    """A betting verdict: ``kind`` done, the hard computer player's ``hard``; the five
    opponents' two-pair-or-better share 24 %, ``acted`` the ones who have acted."""
    did = {A.CALL: f"call {call}", A.FOLD: "fold", A.BET: "bet 60"}[kind]
    hard_words = {A.CALL: f"call {call}", A.FOLD: "fold", A.BET: "bet 60"}[hard]
    return BetVerdict(did, did, kind, kind, 760 if call else 60, call,
                      call / (760 + call) if call else 0.0, win, {did: 0.0}, lost, hard_words,
                      "", dict.fromkeys(NAMES, 0.24), None, dict.fromkeys(NAMES), hard,
                      frozenset(acted))


def _review(*verdicts: BetVerdict) -> Review:
    decisions = tuple(CoachDecision(None, v) for v in verdicts)  # type: ignore[arg-type]
    return Review(0, "You", decisions, (), ())


@pytest.mark.reported("new-player-evening-2#10")
@pytest.mark.parametrize("gentle", [False, True])
def test_a_close_decision_is_not_summed_up_as_all_sound(gentle: bool) -> None:
    # "All your decisions were sound" stood over a decision tagged "Close", where the hard
    # computer player would fold
    close = _bet(A.CALL, A.FOLD, call=350, win=0.33)
    review = _review(_bet(A.BET, A.BET), close)
    assert tag(review.decisions[1], gentle=gentle) == "Close"
    summary = opening(review, gentle=gentle)[0][0]
    assert summary == ("None of your decisions cost chips, but 1 was close: the pot odds and "
                       "the hard computer player did not agree on it.")
    assert opening(_review(_bet(A.BET, A.BET)), gentle=gentle)[0][0] == (
        "All your decisions were sound.")


@pytest.mark.reported("new-player-evening-2#10")
@pytest.mark.parametrize("lang", ["en", "de", "ru", "sk"])
def test_the_summary_counts_the_close_decisions_in_every_language(lang: str) -> None:
    review = _review(_bet(A.CALL, A.FOLD, call=350, win=0.33),
                     _bet(A.CALL, A.FOLD, call=350, win=0.33))
    with speaking(lang):
        summary = opening(review, gentle=False)[0][0]
        sound = opening(_review(_bet(A.BET, A.BET)), gentle=False)[0][0]
    assert "2" in summary and summary != sound


@pytest.mark.reported("new-player-evening-2#10")
def test_the_opponents_who_have_not_acted_get_one_line() -> None:
    # "two pair or better 24%... from the betting so far" was repeated for all five
    # opponents, none of whom had acted
    lines = details(CoachDecision(None, _bet(A.BET, A.BET)))  # type: ignore[arg-type]
    assert lines[1:-1] == ["Ada, Boris, Clara, Dmitri, Elena have not acted yet: two pair or "
                           "better 24% of the time each, like any hand."]
    some = details(CoachDecision(None, _bet(A.BET, A.BET, acted=("Ada", "Clara"))))  # type: ignore[arg-type]
    assert some[1:-1] == [
        "Ada: two pair or better 24% of the time, from the betting so far.",
        "Clara: two pair or better 24% of the time, from the betting so far.",
        "Boris, Dmitri, Elena have not acted yet: two pair or better 24% of the time each, "
        "like any hand."]
