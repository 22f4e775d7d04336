"""The computer players' cast: each character's name, usual personality and pronoun.

A table's opponents are these characters by default (``session.defaults``); every text
that speaks of one in the third person (the coach's reads of a range, the reasons) takes
the character's pronoun from here, in every language. A name the player typed himself is
no character: its texts are worded without a pronoun (``"they"``).

The career's card rooms (``drawpoker.career``) seat their own regulars besides the cast:
:data:`REGULARS`, each with a pronoun too. A name is the same in every language, but a
title word in it is translated ("Uncle Walt": German "Onkel Walt", Russian "Дядя Walt"):
:func:`shown_name` gives a character's name as it is shown, seated and written.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from drawpoker.i18n import N_, _

__all__ = ["CAST", "REGULARS", "Character", "Pronoun", "pronoun_of", "shown_name"]

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

#: The career rooms' regulars (``drawpoker.career.rooms`` seats them, room by room).
REGULARS: tuple[Character, ...] = (
    Character(N_("Nana Rose"), "station", "she"),
    Character(N_("Uncle Walt"), "rock", "he"),
    Character(N_("Cousin Billy"), "maniac", "he"),
    Character("Dusty", "rock", "he"),
    Character("Lil Mae", "trickster", "she"),
    Character("Hank", "station", "he"),
    Character("Josephine", "rock", "she"),
    Character(N_("Professor Lum"), "shark", "he"),
    Character("Bea", "station", "she"),
    Character("Mad Dog Moe", "maniac", "he"),
    Character("Scarlett", "trickster", "she"),
    Character("Tex", "shark", "he"),
    Character(N_("Captain Jack"), "trickster", "he"),
    Character("Delphine", "shark", "she"),
    Character(N_("Reverend Cole"), "rock", "he"),
    Character("Victoria", "shark", "she"),
    Character("Sal", "maniac", "he"),
    Character("Ivy", "rock", "she"),
    Character(N_("The Baron"), "shark", "he"),
    Character(N_("Countess Irina"), "trickster", "she"),
    Character(N_("Mr. Okafor"), "shark", "he"),
)

#: the names with a title word (Uncle, Cousin, Captain ...): msgids, translated when shown
TITLED = frozenset({"Nana Rose", "Uncle Walt", "Cousin Billy", "Professor Lum",
                    "Captain Jack", "Reverend Cole", "The Baron", "Countess Irina",
                    "Mr. Okafor"})

_PRONOUNS: dict[str, Pronoun] = {c.name: c.pronoun for c in (*CAST, *REGULARS)}


def shown_name(name: str) -> str:
    """``name`` as shown in the current language: a character's title word translated
    (:data:`TITLED`), any other name as it is."""
    return _(name) if name in TITLED else name


def pronoun_of(name: str) -> Pronoun:
    """The pronoun of the character called ``name`` (as stored or as shown in the
    current language); ``"they"`` for any other name."""
    if name in _PRONOUNS:
        return _PRONOUNS[name]
    return next((_PRONOUNS[t] for t in TITLED if shown_name(t) == name), "they")
