"""The variants of draw poker this game plays, as data: games, betting structures and
wild-card modes, each with its names (msgids, translated where shown) and constraints.

Read by the table setup (its choices), ``session.config.harmonise`` (the house-rule
fixes below), the table header and the hand history: every name of a game, structure
or wild mode is written here once (docs/rules.md §1, §3, §4).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from drawpoker.i18n import N_, _


@dataclass(frozen=True)
class Game:
    """A game (docs/rules.md §1): how hands rank.

    Attributes:
        key: the scenario-format ``rules.game`` value.
        title: msgid of its name ("Five Card Draw").
        short: msgid of its compact name in a narrow header ("2-7 lowball").
        choice: msgid of its Table setup choice ("High (Five Card Draw)").
        wilds: the wild modes it is played with.
        openers: jacks or better to open is played in it.
    """

    key: str
    title: str
    short: str
    choice: str
    wilds: frozenset[str]
    openers: bool


@dataclass(frozen=True)
class Structure:
    """A betting structure (docs/rules.md §4).

    Attributes:
        key: the scenario-format ``rules.structure`` value.
        title: msgid of its name, the same in the table header, summaries and setup
            ("No-limit").
    """

    key: str
    title: str


@dataclass(frozen=True)
class WildMode:
    """Which cards are wild (docs/rules.md §1).

    Attributes:
        key: the scenario-format ``rules.wild`` value.
        choice: msgid of its Table setup choice ("Deuces wild").
        house: msgid of its house-rule name in summaries and the header ("deuces wild");
            "" for no wild cards.
    """

    key: str
    choice: str
    house: str


GAMES: tuple[Game, ...] = (
    # TRANSLATORS: the poker played, written as docs/glossary.md "The game's names"
    # says: German keeps "Five Card Draw" (the name German poker players and rooms use;
    # a calque such as "Fünf-Karten-Draw" reads as a mistake), Russian writes
    # "пятикарточный дро", Slovak "päťkartový draw", declined in a sentence.
    Game("high", N_("Five Card Draw"), N_("Five Card Draw"), N_("High (Five Card Draw)"),
         frozenset({"none", "joker", "bug", "deuces"}), True),
    Game("ace-to-five", N_("Ace-to-five lowball"), N_("A-5 lowball"), N_("Ace-to-five lowball"),
         frozenset({"none", "joker", "bug"}), False),
    Game("deuce-to-seven", N_("Deuce-to-seven lowball"), N_("2-7 lowball"),
         N_("Deuce-to-seven lowball"), frozenset({"none"}), False),
)
STRUCTURES: tuple[Structure, ...] = (
    Structure("no-limit", N_("No-limit")),
    Structure("pot-limit", N_("Pot-limit")),
    Structure("fixed-limit", N_("Fixed-limit")),
)
WILD_MODES: tuple[WildMode, ...] = (
    WildMode("none", N_("None"), ""),
    WildMode("joker", N_("Joker (fully wild)"), N_("joker wild")),
    WildMode("bug", N_("The bug (joker as ace or to fill)"), N_("the bug")),
    WildMode("deuces", N_("Deuces wild"), N_("deuces wild")),
)

GAME: dict[str, Game] = {g.key: g for g in GAMES}
STRUCTURE: dict[str, Structure] = {s.key: s for s in STRUCTURES}
WILD: dict[str, WildMode] = {m.key: m for m in WILD_MODES}


def game_name(key: str, *, short: bool = False) -> str:
    """The translated name of game ``key`` ("Five Card Draw"); ``key`` itself if unknown."""
    game = GAME.get(key)
    if game is None:
        return key
    return _(game.short if short else game.title)


def structure_name(key: str) -> str:
    """The translated name of structure ``key`` ("No-limit"); ``key`` itself if unknown."""
    structure = STRUCTURE.get(key)
    if structure is None:
        return key
    return _(structure.title)


def game_choices() -> list[tuple[str, str]]:
    """``(key, translated choice)`` of every game, for the Table setup."""
    return [(g.key, _(g.choice)) for g in GAMES]


def structure_choices() -> list[tuple[str, str]]:
    """``(key, translated name)`` of every betting structure, for the Table setup."""
    return [(s.key, _(s.title)) for s in STRUCTURES]


def wild_choices() -> list[tuple[str, str]]:
    """``(key, translated choice)`` of every wild mode, for the Table setup."""
    return [(m.key, _(m.choice)) for m in WILD_MODES]


@dataclass(frozen=True)
class Fix:
    """One house-rule fix of the Table setup: when ``applies`` to the scenario-format
    rules, ``fix`` changes them in place and ``message`` (a msgid) says so."""

    applies: Callable[[dict[str, Any]], bool]
    fix: Callable[[dict[str, Any]], None]
    message: str


def _game(r: dict[str, Any]) -> Game:
    return GAME[r.get("game", "high")]


def _jacks(r: dict[str, Any]) -> bool:
    return r.get("open_requirement") == "jacks-or-better"


def everyone_checks(r: dict[str, Any]) -> str:
    """What a first round everyone checks leads to at a table of scenario-format rules
    ``r``: ``"redeal"`` (the cards dealt again, the pot kept) or ``"draw"``. Jacks or
    better always redeals a deal nobody opened, whatever ``check_around`` says; without
    an open requirement it is ``check_around`` (default ``"draw"``), docs/rules.md §3.3."""
    return "redeal" if _jacks(r) else str(r.get("check_around", "draw"))


def _joker(r: dict[str, Any]) -> None:
    r["wild"] = "joker"


#: The combinations the engine refuses, each fixed by changing the option the player did
#: not just touch, in this order (docs/rules.md §1, §3): openers only in the high game and with
#: antes only, each game's wild modes, a redeal with antes only.
HOUSE_RULE_FIXES: tuple[Fix, ...] = (
    Fix(lambda r: _jacks(r) and not _game(r).openers, lambda r: r.pop("open_requirement"),
        N_("Jacks or better is played only in the high game, so anything opens now.")),
    Fix(lambda r: _jacks(r) and bool(r.get("big_blind")), lambda r: r.pop("open_requirement"),
        N_("Jacks or better is played with antes only, so anything opens now.")),
    Fix(lambda r: _game(r).key == "deuce-to-seven" and r.get("wild", "none") != "none",
        lambda r: r.pop("wild"),
        N_("Deuce-to-seven lowball has no wild cards, so wild cards are off now.")),
    Fix(lambda r: _game(r).key == "ace-to-five" and r.get("wild") == "deuces", _joker,
        N_("Ace-to-five lowball is played with the joker, not deuces: the joker is wild now.")),
    Fix(lambda r: r.get("check_around") == "redeal" and bool(r.get("big_blind")),
        lambda r: r.pop("check_around"),
        N_("A redeal is played with antes only: if everyone checks, the game goes on to the "
           "draw.")),
)
