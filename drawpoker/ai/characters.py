"""The computer players' cast: each character's name, usual personality and pronoun.

A table's opponents are these characters by default (``session.defaults``); every text
that speaks of one in the third person (the coach's reads of a range, the reasons) takes
the character's pronoun from here, in every language. A name the player typed himself is
no character: its texts are worded without a pronoun (``"they"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = ["CAST", "Character", "Pronoun", "pronoun_of"]

#: "she", "he", or "they" (a name that is no character of the cast).
Pronoun = Literal["she", "he", "they"]


@dataclass(frozen=True, slots=True)
class Character:
    """One computer player of the cast.

    Attributes:
        name: the name shown at the table.
        style: the personality key he or she plays by default
            (``drawpoker.ai.personalities.PERSONALITIES``).
        pronoun: how texts speak of the character ("she" or "he").
    """

    name: str
    style: str
    pronoun: Pronoun


#: The cast in seat order of a new table.
CAST: tuple[Character, ...] = (
    Character("Ada", "shark", "she"),
    Character("Boris", "maniac", "he"),
    Character("Clara", "rock", "she"),
    Character("Dmitri", "station", "he"),
    Character("Elena", "trickster", "she"),
    Character("Farid", "shark", "he"),
    Character("Greta", "rock", "she"),
)

_PRONOUNS: dict[str, Pronoun] = {c.name: c.pronoun for c in CAST}


def pronoun_of(name: str) -> Pronoun:
    """The pronoun of the character called ``name``; ``"they"`` for any other name."""
    return _PRONOUNS.get(name, "they")
