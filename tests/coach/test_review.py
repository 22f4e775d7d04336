"""The coach's review of a hand: the verdicts, the ranking of the mistakes, the leaks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawpoker.cards import display_cards, parse_cards
from drawpoker.coach import CoachError, review_document, review_documents
from drawpoker.coach.draws import DrawVerdict
from drawpoker.coach.leaks import Leak
from drawpoker.coach.words import details, headline
from drawpoker.i18n import format_chance, set_language
from tests.support.scenarios import scenario_example


def test_bob_in_the_example_hand_is_reviewed_decision_by_decision() -> None:
    review = review_document(scenario_example(), "Bob")
    out = review.to_json()
    assert out["seat"] == "Bob"
    assert [(d["deal"], d["action"], d["phase"]) for d in out["decisions"]] == [
        (0, 0, "before_draw"), (0, 3, "before_draw"), (0, 5, "draw"), (0, 7, "after_draw"),
        (0, 9, "after_draw")]
    assert set(out["decisions"][0]) == {"deal", "action", "phase", "did", "recommended",
                                        "figures", "chips_lost"}
    draw = out["decisions"][2]
    assert draw["did"] == "Kc Kd" and draw["recommended"] == "Kc Kd" and draw["chips_lost"] == 0
    holds = draw["figures"]["holds"]
    assert holds[0]["keep"] == "Kc Kd" and holds[0]["p_improve"] == pytest.approx(0.2871, abs=1e-4)
    assert all({"keep", "p_improve", "expected_rank", "equity", "expected_chips"} <= set(h)
               for h in holds)
    # Bob drew the third king and then folded trips to a bet of 100 into 340: the worst play
    fold = out["decisions"][4]
    assert fold["did"] == "fold" and fold["recommended"] == "call 100"
    assert fold["figures"]["pot_odds"] == pytest.approx(100 / 440, abs=1e-4)
    assert fold["figures"]["win"] > 0.5 and fold["chips_lost"] > 100
    # the hard player moves all in with those trips where Bob checked (action 7): a mistake too
    assert [d.point.action for d in review.mistakes()] == [7, 9]
    assert [d.chips_lost for d in review.mistakes()] == sorted(
        (d.chips_lost for d in review.mistakes()), reverse=True)
    assert any("folded" in leak for leak in out["leaks"])


def test_a_good_draw_is_said_to_be_good_and_a_bad_one_costs_chips() -> None:
    doc = scenario_example()
    doc["deals"][0]["actions"][5] = {"seat": "Bob", "act": "draw", "discard": "5h 3c"}
    review = review_document(doc, "Bob")
    draw = next(d for d in review.decisions if isinstance(d.verdict, DrawVerdict))
    assert not draw.good and draw.chips_lost > 0
    assert draw.did == "Kc Kd 9s" and draw.recommended == "Kc Kd"
    assert "Kc" not in headline(draw) and display_cards(parse_cards("Kc Kd")) in headline(draw)
    assert len(details(draw)) >= 2


def test_the_sentences_follow_the_language() -> None:
    review = review_document(scenario_example(), "Bob")
    english = [leak.text() for leak in review.leaks]
    set_language("de")
    try:
        german = [leak.text() for leak in review.leaks]
        assert all(g != e and "Chips" in g for g, e in zip(german, english, strict=True))
        fold = next(d for d in review.mistakes() if d.did == "fold")
        assert headline(fold).startswith("Zu vorsichtig")
    finally:
        set_language("en")


def test_a_session_of_hands_is_one_review() -> None:
    one = review_document(scenario_example(), "Bob")
    two = review_documents([scenario_example(), scenario_example()], "Bob")
    assert len(two.decisions) == 2 * len(one.decisions)
    assert [d.point.deal for d in two.decisions][-1] == 1
    assert two.leaks[0].count == 2 * one.leaks[0].count


def test_an_unknown_seat_or_a_broken_file_is_refused() -> None:
    with pytest.raises(CoachError, match="no seat named"):
        review_document(scenario_example(), "Zed")
    doc = scenario_example()
    doc["deals"][0]["actions"][0] = {"seat": "Bob", "act": "bet", "to": 5000}
    with pytest.raises(CoachError, match=r"deals\[0\]\.actions\[0\]"):
        review_document(doc, "Bob")


@pytest.mark.reported("review: the coach's 0 % leak line and 1 % mistake line")
def test_a_leak_quotes_its_chances_as_the_mistake_lines_do() -> None:
    leak = Leak("loose_calls", 2, 3, 40.0, {"win": 0.003, "need": 0.31})
    text = leak.text()
    assert "about 1% to win" in text and "31% needed" in text  # an estimate: never 0 %
    assert "0%" not in text
    assert format_chance(0.003, estimate=True) in text  # the mistake lines' formatter


def _new_player_session() -> list[dict[str, object]]:
    """The new player's first three hands (one session), as Hand history stored them."""
    folder = Path(__file__).parent / "sessions"
    return [json.loads((folder / f"new_player_session1_hand{i}.json").read_text(encoding="utf-8"))
            for i in (1, 2, 3)]


@pytest.mark.reported("new-player-evening#9")
def test_the_leaks_add_up_to_the_things_to_learn() -> None:
    from drawpoker.coach.tone import opening

    review = review_documents(_new_player_session(), "You")
    mistakes = review.mistakes()
    assert len(mistakes) == 3  # bet 240 where all in was better, a loose call, a draw
    assert opening(review, gentle=True)[1][0] == (
        "3 things to learn from below, worth about 154 chips.")
    assert sum(leak.count for leak in review.leaks) == len(mistakes)
    assert sum(leak.chips for leak in review.leaks) == pytest.approx(review.chips_lost)
    assert review.leaks[0].text() == (
        "You bet or raised 1 time where the hard computer player would have put in another "
        "amount: about 138 chips lost.")


@pytest.mark.reported("new-player-evening#9")
def test_the_draw_verdict_quotes_the_worth_the_holds_are_ranked_by() -> None:
    from drawpoker.coach.words import hold_line

    review = review_documents(_new_player_session(), "You")
    draw = next(d for d in review.mistakes() if isinstance(d.verdict, DrawVerdict))
    assert isinstance(draw.verdict, DrawVerdict)
    best = draw.verdict.best
    # Q♠ alone improves more often (51 %) than J♥ Q♠ (48 %) but is worth less
    assert any(f.p_improve > best.p_improve for f in draw.verdict.shown())
    best_cards, kept = display_cards(parse_cards("Jh Qs")), display_cards(parse_cards("Th Jh Qs 8d"))
    assert headline(draw) == (
        f"Better to keep {best_cards} (worth 24 chips) than {kept}: about 3 chips more on "
        "average. The holds are ranked by worth, not by the chance to improve.")
    assert hold_line(best).endswith("worth 24 chips")
