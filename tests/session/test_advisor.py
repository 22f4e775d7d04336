"""The draw advisor and the turn helpers without a window (``session.advisor``,
``session.turns``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker.cards import parse_cards
from drawpoker.engine import ActionType, LegalActions, Phase, PreAction
from drawpoker.engine.play_out import safe_action
from drawpoker.session.advisor import advisor_lines, lowball_pair_hint
from drawpoker.session.turns import is_forced_show, pre_action_to_play
from tests.support.hands import asked_to_show
from tests.support.stored_hands import view_before

A = ActionType


def test_the_draw_advisor_names_the_best_hold_and_the_marked_draw() -> None:
    cards = tuple(parse_cards("As Ah Kd 7c 2s"))
    la = LegalActions(0, Phase.DRAW, frozenset({A.DRAW}), max_discard=3)
    lines = advisor_lines(la, cards, {2, 3, 4}, game="high", wild="none", live=2, pot=0)
    assert lines[0].startswith("Your draw: ") and "to make two pair or better" in lines[0]
    assert lines[-1].startswith("Best chance to win: keep ")


def test_facing_a_bet_the_advisor_gives_the_pot_odds() -> None:
    la = LegalActions(0, Phase.FIRST_BETTING, frozenset({A.FOLD, A.CALL}), call_amount=20)
    assert advisor_lines(la, (), set(), game="high", wild="none", live=0, pot=100) == [
        "Pot odds: 5.0 to 1 (20 to win 100)"]


def test_the_fallback_is_always_legal() -> None:
    draw = LegalActions(3, Phase.DRAW, frozenset({A.DRAW}), max_discard=3)
    assert safe_action(draw).kind is A.DRAW
    bet = LegalActions(3, Phase.FIRST_BETTING, frozenset({A.FOLD, A.CALL, A.RAISE}))
    assert safe_action(bet).kind is A.CALL
    show = LegalActions(3, Phase.SHOWDOWN, frozenset({A.SHOW}))
    assert is_forced_show(show) and safe_action(show).kind is A.SHOW


def test_a_ticked_call_n_plays_only_while_the_call_is_still_n() -> None:
    la = LegalActions(0, Phase.FIRST_BETTING, frozenset({A.FOLD, A.CALL, A.RAISE}),
                      call_amount=20)
    played = pre_action_to_play(PreAction.CALL_ANY, 20, la, 500)
    assert played is not None and played.kind is A.CALL
    assert pre_action_to_play(PreAction.CALL_ANY, 10, la, 500) is None


def test_the_chance_line_says_what_a_call_needs() -> None:
    from drawpoker.session.advisor import chance_line

    assert chance_line(0.34) == "Your chance now: 34% against the hands their play leaves them"
    assert chance_line(0.34, call=20, pot=80) == (
        "Your chance now: 34% against the hands their play leaves them, a call needs 20%")


def test_the_draw_odds_stay_after_the_draw() -> None:
    from drawpoker.session.advisor import draw_odds_line

    cards = tuple(parse_cards("As Ah Kd 7c 2s"))
    line = draw_odds_line(cards, cards[:2], game="high", wild="none", max_draw=3, live=2)
    assert line is not None and line.startswith("Your draw had ")
    assert "to make two pair or better" in line
    pat = draw_odds_line(cards, cards, game="high", wild="none", max_draw=3, live=2)
    assert pat is not None and pat.startswith("You stood pat")
    assert draw_odds_line(cards, (), game="high", wild="none", max_draw=3, live=2) is None


@pytest.mark.reported("new-player-evening#3")
def test_at_the_showdown_the_shown_cards_are_the_answer_not_a_chance() -> None:
    from drawpoker.session.advisor import chance_now, shown_line

    lose, win = asked_to_show("Ac Ad Kh 9s 2c"), asked_to_show("Ac Ad As 9s 2c")
    assert shown_line(lose, chance_now(lose)) == "The cards shown beat your hand"
    assert shown_line(win, chance_now(win)) == "Your hand beats the cards shown"


@pytest.mark.reported("new-player-evening: in lowball, no hint at the table that a pair is bad")
@pytest.mark.parametrize("game", ["ace-to-five", "deuce-to-seven"])
def test_in_lowball_a_kept_pair_is_called_bad(game: str) -> None:
    cards = tuple(parse_cards("7s 7h 4d 3c 2s"))
    assert lowball_pair_hint(cards, set(), game) == (
        "A pair counts against you in lowball: throw one of the pair away.")
    assert lowball_pair_hint(cards, {1}, game) is None  # one of the pair marked: no pair kept
    assert lowball_pair_hint(tuple(parse_cards("8s 7h 4d 3c 2s")), set(), game) is None


def test_a_high_hand_table_never_calls_a_pair_bad() -> None:
    assert lowball_pair_hint(tuple(parse_cards("7s 7h 4d 3c 2s")), set(), "high") is None


@pytest.mark.reported("two-players-evening#6")
@pytest.mark.parametrize(("fifth", "said"), [
    ("Kd", "19.1% to make two pair or better"),  # breaking kings: only the flush counts
    ("3d", "44.7% to make a pair or better"),  # ace high: any pair counts, as players count
])
def test_the_draw_odds_say_what_counts_as_improving(fifth: str, said: str) -> None:
    from drawpoker.session.advisor import draw_odds_line

    cards = tuple(parse_cards(f"Ac Kc Qc 8c {fifth}"))
    line = draw_odds_line(cards, cards[:4], game="high", wild="none", max_draw=3, live=2)
    assert line is not None and line.startswith(f"Your draw had {said}, "), line
    la = LegalActions(0, Phase.DRAW, frozenset({A.DRAW}), max_discard=3)
    lines = advisor_lines(la, cards, {4}, game="high", wild="none", live=2, pot=0)
    assert lines[0].startswith(f"Your draw: {said}, "), lines[0]


def test_a_lowball_draw_still_counts_any_better_low() -> None:
    from drawpoker.session.advisor import draw_odds_line

    cards = tuple(parse_cards("As 2d 3c 4h Kd"))
    line = draw_odds_line(cards, cards[:4], game="ace-to-five", wild="none", max_draw=3, live=2)
    assert line is not None and "to improve" in line


HANDS = Path(__file__).parent / "hands"


@pytest.mark.reported("new-player-evening#6")
@pytest.mark.parametrize("name, before, call, pot, reads", [
    # an all-in after one card, heads-up: his busted draws shove too (1.1 %)
    ("new_player_hand4_allin_after_one_card", 13, 470, 770, "1%"),
    ("new_player_960_bet_after_draw", 13, 180, 360, "under 1%"),  # a bet after the draw, 960x540
])
def test_a_chance_above_nil_never_reads_0_percent(name: str, before: int, call: int,
                                                   pot: int, reads: str) -> None:
    from drawpoker.session.advisor import chance_line, chance_now

    chance = chance_now(view_before(HANDS / f"{name}.json", before))
    assert chance is not None and 0 < chance < 0.015  # the bettor's read range: made hands
    assert chance_line(chance, call, pot).startswith(
        f"Your chance now: {reads} against the hands their play leaves them, a call needs ")


@pytest.mark.reported("new-player-evening#6")
def test_standing_pat_says_what_the_chance_to_win_is_against() -> None:
    from drawpoker.session.advisor import draw_odds_line

    view = view_before(HANDS / "new_player_career_hand12_stood_pat.json", 10)
    cards = tuple(view.own_cards)  # ace high, stood pat: every player drawing to a pair beats it
    assert draw_odds_line(cards, cards, game="high", wild="none", max_draw=5, live=3) == (
        "You stood pat: 0.0% to win against 3 players each drawing three cards to a pair"
        " (before the draw)")


@pytest.mark.reported("new-player-evening#6")
def test_with_nothing_marked_the_draw_advisor_speaks_of_standing_pat() -> None:
    cards = tuple(parse_cards("9h 3c 5c 7c 3d"))  # the stored hand 4 at the draw
    la = LegalActions(0, Phase.DRAW, frozenset({A.DRAW}), max_discard=5)
    lines = advisor_lines(la, cards, set(), game="high", wild="none", live=3, pot=0)
    assert lines == ["Nothing marked: standing pat wins under 0.1% against 3 players each "
                     "drawing three cards to a pair", "Best chance to win: keep 3♣ 3♦ (16.6%)"]


@pytest.mark.reported("new-player-evening-2#5")
@pytest.mark.parametrize("lang", ["en", "de", "ru", "sk"])
def test_the_chance_now_and_the_draw_odds_say_why_they_differ(lang: str) -> None:
    # "Your chance now: 18%" and "... 33.5% to win" stood in one panel with nothing saying
    # that one is against the hands their play leaves them, the other before the draw
    from drawpoker.i18n.catalog import speaking
    from drawpoker.session.advisor import chance_line, draw_odds_line

    cards = tuple(parse_cards("9h 9d Kd 5d 3c"))
    with speaking(lang):
        now = chance_line(0.18, call=298, pot=1357)
        had = draw_odds_line(cards, cards[:2], game="high", wild="none", max_draw=3, live=2)
        pat = draw_odds_line(cards, cards, game="high", wild="none", max_draw=3, live=2)
    words = {"en": ("their play", "before the draw"), "de": ("ihr Spiel", "vor dem Tausch"),
             "ru": ("их игра", "до обмена"), "sk": ("ich hra", "pred výmenou")}[lang]
    assert words[0] in now
    assert had is not None and words[1] in had
    assert pat is not None and words[1] in pat
