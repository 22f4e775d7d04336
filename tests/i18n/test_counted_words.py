"""A number placed before a counted word ("{chips} chips", "{n} cards", "{count} hands",
points, players, seats, days, seconds...) is translated with its plural forms
(``ngettext``), never as a singular-only message: "1 chips" in English, "5 фишка" in
Russian otherwise."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

POT = Path(__file__).resolve().parents[2] / "drawpoker" / "locale" / "drawpoker.pot"

#: A replacement field, then (after "table" or "practice") a counted word.
COUNTED = re.compile(r"\{[a-z_]+\}\s+(?:table\s+|practice\s+)?(chips?|cards?|hands?|points?|"
                     r"players?|seats?|opponents?|degrees?|days?|seconds?|minutes?|times?)\b")

#: Singular-only messages allowed, with the reason.
ALLOWED = {
    # a figure with one decimal ("1.5 chips"): Slovak and Russian take one form for any
    # fraction, which the catalogs give.
    "Your hold gives away {chips} chips on average next to the best.",
}


def _singular_counted() -> list[str]:
    with POT.open("rb") as fh:
        catalog = read_po(fh)
    return [m.id for m in catalog
            if isinstance(m.id, str) and m.id and COUNTED.search(m.id) and m.id not in ALLOWED]


@pytest.mark.reported("tester: 'Costly: 1 chips' after a hand")
def test_no_singular_only_message_counts_a_word() -> None:
    assert _singular_counted() == []


def test_the_pattern_finds_a_counted_word() -> None:
    assert COUNTED.search("Rebuy with {chips} table chips")
    assert COUNTED.search("draw up to {n} cards")
    assert COUNTED.search("{day}: {points} points")
    assert not COUNTED.search("Bet {chips}")
    assert not COUNTED.search("{amount} in hand {hand}")
