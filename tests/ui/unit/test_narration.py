"""The director's text: what the table log and the captions say for engine events."""

from __future__ import annotations

# --------------------------------------------------------------------------- director text


def _director(hero: int = 0, n: int = 3):  # type: ignore[no-untyped-def]
    from drawpoker.engine import TableRules
    from drawpoker.ui.table.director import Director
    from drawpoker.ui.table.labels import describe_hand
    from drawpoker.ui.table.model import SeatVisual, TableVisual

    names = ["You", "Ada", "Dmitri", "Bo"][:n]
    visual = TableVisual([SeatVisual(name=nm, stack=500) for nm in names])
    rules = TableRules()
    return Director(visual, hero, speed=lambda: 0.0,
                    describe=lambda cards: describe_hand(cards, rules)), visual


def _log(visual) -> list[str]:  # type: ignore[no-untyped-def]
    return [str(text) for text, _kind in visual.log]


def test_the_players_own_lines_are_second_person_sentences() -> None:
    """"You wins the pot": the player's seat has its own whole-sentence templates."""
    from drawpoker.cards import parse_cards
    from drawpoker.engine import ActionType, PlayerActed, PotAwarded, ShowdownReveal

    d, visual = _director()
    cards = tuple(parse_cards("As Ad Kc 7h 2s"))
    other = tuple(parse_cards("Qs Qd 9c 8h 3s"))
    d.feed([PlayerActed(1, ActionType.BET, 20, 20, False, False),
            PlayerActed(0, ActionType.CALL, 20, 20, False, False),
            ShowdownReveal(1, other, "Pair of queens"),
            ShowdownReveal(0, cards, "Pair of aces"),
            PotAwarded(0, 40, (0, 1), (0,), ((0, 40),))])
    d.skip()
    lines = _log(visual)
    assert "You call 20" in lines
    assert "Ada bets 20" in lines  # the others in the third person, as a sentence
    assert any(line.startswith("You show pair of aces") for line in lines)
    win = [line for line in lines if "pot" in line]
    assert win and win[-1].startswith("You win the pot (40) with pair of aces"), win
    assert not any("You wins" in line or "You shows" in line or "You: " in line for line in lines)
    assert str(visual.summary[-1]) == win[-1]
    # someone else's win stays third person
    d2, v2 = _director()
    d2.feed([ShowdownReveal(1, other, "Pair of queens"),
             PotAwarded(0, 40, (0, 1), (1,), ((1, 40),))])
    d2.skip()
    assert _log(v2)[-1].startswith("Ada wins the pot (40) with pair of queens")


def test_log_and_hand_names_follow_a_language_switch_mid_hand() -> None:
    """Hand names are made from the cards when drawn, never carried as text made in
    another language (the engine's description, or a describe() cached per language)."""
    from drawpoker import i18n
    from drawpoker.cards import parse_cards
    from drawpoker.engine import PotAwarded, ShowdownReveal

    d, visual = _director()
    cards = tuple(parse_cards("As Ad Kc 7h 2s"))
    try:
        i18n.set_language("en")
        d.feed([ShowdownReveal(1, cards, "ENGINE TEXT"), PotAwarded(0, 40, (1,), (1,), ((1, 40),))])
        d.skip()
        english = str(visual.seats[1].hand_name)
        assert "ENGINE" not in english and "aces" in english.lower()
        i18n.set_pseudo(True)
        pseudo_name = str(visual.seats[1].hand_name)
        assert str(visual.round_name).startswith(i18n.PSEUDO_OPEN)
        assert pseudo_name.startswith(i18n.PSEUDO_OPEN) and "aces" not in pseudo_name
        for line in _log(visual):
            assert line.startswith(i18n.PSEUDO_OPEN), line
            assert "aces" not in line
        i18n.set_pseudo(False)
        i18n.set_language("de")
        assert str(visual.seats[1].hand_name) != english
        assert "Asse" in _log(visual)[-1] and "aces" not in _log(visual)[-1]
        assert visual.round_name == i18n._("Showdown")
    finally:
        i18n.set_pseudo(False)
        i18n.set_language("en")


def test_why_they_played_shows_only_reasons_about_hands_shown_at_the_showdown() -> None:
    """A folded or mucked hand stays hidden: its reasons ("mucked two pair", a bluff)
    are never shown; shown hands and the player's own seat keep theirs."""
    from types import SimpleNamespace

    from drawpoker.cards import parse_cards
    from drawpoker.engine import Mucked, ShowdownReveal
    from drawpoker.ui.table.labels import public_reasons

    hand = SimpleNamespace(events=[ShowdownReveal(2, tuple(parse_cards("As Ad Kc 7h 2s")), "x"),
                                   Mucked(1)])
    reasons = [(1, "Bluff with king high"), (3, "Folds two pair to the raise"),
               (2, "Value bet with aces"), (0, "Demo seat draws three"), (1, "Mucked two pair")]
    assert public_reasons(hand, reasons, hero=0) == [(2, "Value bet with aces"),
                                                    (0, "Demo seat draws three")]
    assert public_reasons(SimpleNamespace(events=[]), reasons, hero=0) == [
        (0, "Demo seat draws three")]
    assert public_reasons(None, [(1, "x")], hero=0) == []
