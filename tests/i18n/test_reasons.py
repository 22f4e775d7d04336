"""The computer players' reasons in every language."""

from __future__ import annotations

import random
import re

import pytest

from drawpoker import i18n
from tests.support.i18n import LANGS, draw_view

DRAW_REASONS = {
    # (my cards, opponent's cards, opponent discards) -> cards I draw
    ("Kc Kd 4s 4h 9c", "2d 3d 4d 5d 7s", 3): 1,
    ("Ac Ad 9s 6h 2c", "Qs Qd 5c 8d 3s", 3): 3,
}
REASON_PATTERNS = {
    "en": {1: r"^Drawing 1 card to K♣\u00a0K♦\u00a04♠\u00a04♥: \d+% to win after the draw$",
           3: r"^Drawing 3 cards to A♣\u00a0A♦: \d+% to win after the draw$"},
    "ru": {1: r"^Меняю 1 карту, оставляю .+: \d+ % на победу после обмена$",
           3: r"^Меняю 3 карты, оставляю .+: \d+ % на победу после обмена$"},
    "sk": {1: r"^Mením 1 kartu, nechávam si .+: \d+ % na výhru po výmene$",
           3: r"^Mením 3 karty, nechávam si .+: \d+ % na výhru po výmene$"},
    "de": {1: r"^Ich tausche 1 Karte und behalte .+: \d+ % Gewinnchance nach dem Tausch$",
           3: r"^Ich tausche 3 Karten und behalte .+: \d+ % Gewinnchance nach dem Tausch$"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_ai_draw_reasons_in_every_language(lang: str) -> None:
    """The AI explains its draw in the player's language with the right plural form."""
    from drawpoker.ai import make_player

    i18n.set_language(lang)
    for (mine, theirs, opp_discard), n in DRAW_REASONS.items():
        view = draw_view(mine, theirs, opp_discard)
        decision = make_player("hard:shark").decide(view, random.Random(0))
        assert len(decision.action.discard) == n, (mine, decision)
        assert re.match(REASON_PATTERNS[lang][n], decision.reason), decision.reason


@pytest.mark.parametrize("lang", ["ru", "sk", "de"])
def test_ai_reasons_and_names_are_translated(lang: str) -> None:
    """Every reason a hand of computer players gives is a translated sentence (no English
    template left), and every personality and level has a name in the language."""
    from drawpoker.ai.personalities import LEVELS, PERSONALITIES

    reasons = _reasons_of_a_few_hands(lang)
    i18n.set_language("en")
    english = _reasons_of_a_few_hands("en")
    assert reasons and len(reasons) == len(english)
    for en_text, text in zip(english, reasons, strict=True):
        assert text != en_text or not re.search(r"[A-Za-z]{3}", en_text), (en_text, text)
    i18n.set_language(lang)
    for table in (LEVELS, PERSONALITIES):
        for obj in table.values():
            name = getattr(obj, "name", None)
            if isinstance(name, str):
                assert i18n._(name), name


def _reasons_of_a_few_hands(lang: str) -> list[str]:
    from drawpoker.ai import make_player
    from drawpoker.engine import TableRules
    from drawpoker.engine.hand import Hand

    i18n.set_language(lang)
    out: list[str] = []
    players = [make_player(s) for s in ("hard:shark", "medium:maniac", "easy:station", "hard:rock")]
    for seed in range(6):
        hand = Hand(TableRules(ante=10), [(f"S{i}", 1000) for i in range(4)], seed % 4,
                    random.Random(seed), ask_showdown=True)
        hand.start()
        rngs = [random.Random(seed * 7 + i) for i in range(4)]
        while not hand.is_over:
            s = hand.to_act
            assert s is not None
            decision = players[s].decide(hand.view(s), rngs[s])
            out.append(decision.reason)
            hand.act(decision.action)
    return out
