"""Written table text as it is said: the card glyphs of the log and labels in words.

The log and the captions write cards as their corner index shows them (``"A♠ 10♦"``,
the joker ``"★"``: :func:`drawpoker.cards.display_card`); a speech engine would read
"A" and a symbol name, or nothing. :func:`spoken` turns each card into words in the
current language ("ace of spades", "туз пик") and leaves every other word as written,
so what is heard is what the log says.
"""

from __future__ import annotations

import re

from drawpoker.cards import JOKER_SYMBOL, SUIT_SYMBOLS
from drawpoker.i18n import _, pgettext

__all__ = ["card_words", "spoken"]

_SUIT_OF_SYMBOL = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
_ONE = "(?:10|[2-9JQKA])[" + "".join(SUIT_SYMBOLS.values()) + "]|" + re.escape(JOKER_SYMBOL)
_CARD = re.compile("(10|[2-9JQKA])([" + "".join(SUIT_SYMBOLS.values()) + "])|"
                   + re.escape(JOKER_SYMBOL))
#: a digest written in groups of hex digits (the deck's commitment): only its first group
#: is said, as a name to compare, not 64 digits read out one by one
_HEX_RUN = re.compile(r"\b([0-9a-f]{8})(?: [0-9a-f]{8})+\b")
#: cards in a row, separated by spaces or no-break spaces
_RUN = re.compile(f"(?:{_ONE})(?:[ \u00a0](?:{_ONE}))*")


def _rank_word(rank: str) -> str:
    return {
        "2": pgettext("card", "two"), "3": pgettext("card", "three"),
        "4": pgettext("card", "four"), "5": pgettext("card", "five"),
        "6": pgettext("card", "six"), "7": pgettext("card", "seven"),
        "8": pgettext("card", "eight"), "9": pgettext("card", "nine"),
        "10": pgettext("card", "ten"), "J": pgettext("card", "jack"),
        "Q": pgettext("card", "queen"), "K": pgettext("card", "king"),
        "A": pgettext("card", "ace"),
    }[rank]


def _suit_word(suit: str) -> str:
    return {"s": pgettext("card", "spades"), "h": pgettext("card", "hearts"),
            "d": pgettext("card", "diamonds"), "c": pgettext("card", "clubs")}[suit]


def card_words(rank: str, symbol: str) -> str:
    """One card in words: ``card_words("A", "♠")`` is "ace of spades" (in the current
    language). ``rank`` is a corner index (``"2"``..``"10"``, ``J``, ``Q``, ``K``, ``A``),
    ``symbol`` one of the suit symbols (``KeyError`` otherwise)."""
    return _("{rank} of {suit}").format(rank=_rank_word(rank),
                                       suit=_suit_word(_SUIT_OF_SYMBOL[symbol]))


def spoken(text: str) -> str:
    """``text`` as it is said: every card glyph in words, cards in a row separated by
    commas, a hex digest by its first group, no-break spaces as spaces (``"You show A♠ K♠"`` -> "You show ace of spades,
    king of spades")."""

    def word(m: re.Match[str]) -> str:
        if m.group(0) == JOKER_SYMBOL:
            return pgettext("card", "joker")
        return card_words(m.group(1), m.group(2))

    def run(m: re.Match[str]) -> str:
        return ", ".join(word(card) for card in _CARD.finditer(m.group(0)))

    return _HEX_RUN.sub(r"\1", _RUN.sub(run, text)).replace("\u00a0", " ")
