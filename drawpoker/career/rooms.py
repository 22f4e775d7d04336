"""The road's eight card rooms, in the order they open: each its house rules and stakes
(``docs/rules.md`` §1-§4), its regulars, the bankroll it asks to sit, the hands to play at
its cash table before its sit-and-go final (``docs/rules.md`` §6) and the place in the
final that finishes it.

The rooms are data: what a player has done in them is :mod:`drawpoker.career.road`'s.
Chips are the profile's bankroll (docs/career.md): a room's cash table buys in from it,
its final's buy-in is paid from it and the prize paid back to it.

API: ``Regular``, ``Room`` (``table_rules()``, ``opponents``, ``levels``,
``final_setup()``), ``ROOMS`` (ladder order), ``ROOM_IDS``, ``room(room_id)``,
``next_room(room_id)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from drawpoker.ai.characters import CAST, REGULARS, shown_name
from drawpoker.engine import TableRules
from drawpoker.i18n import N_
from drawpoker.session.tournament.setup import TournamentSetup

_STYLE = {c.name: c.style for c in (*CAST, *REGULARS)}


@dataclass(frozen=True, slots=True)
class Regular:
    """One regular of a room: a character (``ai.characters``: name, style, pronoun) and
    the difficulty he or she plays at here (``easy``, ``medium`` or ``hard``)."""

    name: str
    level: str

    @property
    def style(self) -> str:
        """The character's personality key (``ai.personalities.PERSONALITIES``)."""
        return _STYLE[self.name]


@dataclass(frozen=True, slots=True)
class Room:
    """One card room of the road.

    Attributes:
        id: its key in the profile (``kitchen`` .. ``grand``).
        name, place, house_rule: msgids: the room's name, a line about the place and
            its house rule in plain words.
        rules: scenario-format rules of its cash table and of its final's first level.
        buy_in: the cash table's buy-in (chips).
        requirement: bankroll the player needs to sit at its cash table or enter its
            final (chips; 0: none).
        hands_for_final: hands to play at its cash table before its final opens.
        final_buy_in: the final's buy-in (chips from the bankroll).
        final_chips: every player's starting chips in the final.
        final_places: the places in the final that finish the room (1: win it).
        regulars: the computer players, at its cash table and in its final.
    """

    id: str
    name: str
    place: str
    house_rule: str
    rules: Mapping[str, Any]
    buy_in: int
    requirement: int
    hands_for_final: int
    final_buy_in: int
    final_chips: int
    final_places: int
    regulars: tuple[Regular, ...] = field(default=())

    def table_rules(self) -> TableRules:
        """The cash table's rules (raises ``RulesError`` for a bad room, never for ours)."""
        return TableRules.from_dict(dict(self.rules))

    @property
    def opponents(self) -> list[tuple[str, str]]:
        """``(name, personality key)`` of each regular, in seat order (the name as shown
        in the current language: ``ai.characters.shown_name``)."""
        return [(shown_name(r.name), r.style) for r in self.regulars]

    @property
    def levels(self) -> list[str]:
        """Each regular's difficulty, in seat order."""
        return [r.level for r in self.regulars]

    def final_setup(self) -> TournamentSetup:
        """The final: the player and every regular, the room's rules at level 1, a turbo
        schedule by hands (``session.tournament.setup``)."""
        setup = TournamentSetup()
        setup.rules = dict(self.rules)
        setup.opponents = [[shown_name(r.name), r.style, r.level] for r in self.regulars]
        setup.seats = len(self.regulars) + 1
        setup.starting_chips = self.final_chips
        setup.buy_in = self.final_buy_in
        setup.preset = "turbo"
        setup.unit = "hands"
        return setup


def _r(*pairs: tuple[str, str]) -> tuple[Regular, ...]:
    return tuple(Regular(name, level) for name, level in pairs)


E, M, H = "easy", "medium", "hard"

ROOMS: tuple[Room, ...] = (
    Room("kitchen", N_("The Kitchen Table"),
         N_("Penny poker after Sunday dinner, with the family."),
         N_("Penny ante: 2 chips each deal, bet what you like, anything opens."),
         {"ante": 2}, buy_in=100, requirement=0, hands_for_final=10,
         final_buy_in=50, final_chips=500, final_places=2,
         regulars=_r(("Nana Rose", E), ("Uncle Walt", E), ("Cousin Billy", E))),
    Room("saloon", N_("The Gold Nugget Saloon"),
         N_("Swinging doors, sawdust on the floor and a piano in the corner."),
         N_("Jackpots: you need a pair of jacks or better to open; when nobody can, the "
            "cards are dealt again and the antes stay in the pot."),
         {"ante": 5, "open_requirement": "jacks-or-better"}, buy_in=250, requirement=300,
         hands_for_final=15, final_buy_in=100, final_chips=1000, final_places=2,
         regulars=_r(("Dusty", E), ("Lil Mae", M), ("Hank", E), ("Boris", M))),
    Room("club", N_("The Lowball Club"),
         N_("Leather armchairs, quiet voices and the lowest hand takes the pot."),
         N_("Ace-to-five lowball: the lowest hand wins, straights and flushes do not "
            "count and 5-4-3-2-A is the best hand."),
         {"game": "ace-to-five", "ante": 10}, buy_in=500, requirement=1000,
         hands_for_final=15, final_buy_in=200, final_chips=1000, final_places=1,
         regulars=_r(("Josephine", M), ("Professor Lum", M), ("Bea", M), ("Clara", M))),
    Room("backroom", N_("The Back Room"),
         N_("Down the stairs, through the kitchen, knock twice."),
         N_("Deuces wild: every 2 is wild, five of a kind beats a straight flush; bets "
            "up to the size of the pot."),
         {"wild": "deuces", "ante": 10, "structure": "pot-limit"}, buy_in=500,
         requirement=2000, hands_for_final=20, final_buy_in=300, final_chips=1000,
         final_places=1,
         regulars=_r(("Mad Dog Moe", M), ("Scarlett", M), ("Tex", M), ("Dmitri", M))),
    Room("riverboat", N_("The Riverboat"),
         N_("A paddle steamer on the river, the game goes on till dawn."),
         N_("Blinds 10/20 instead of antes, and you draw at most three cards (four when "
            "you keep an ace and show it)."),
         {"small_blind": 10, "big_blind": 20, "max_draw": 3, "four_with_ace": True},
         buy_in=1000, requirement=3000, hands_for_final=20, final_buy_in=500,
         final_chips=1500, final_places=1,
         regulars=_r(("Captain Jack", H), ("Delphine", M), ("Reverend Cole", H),
                     ("Elena", M), ("Boris", H))),
    Room("casino", N_("The Casino"),
         N_("Bright lights, a dealer in a bow tie and no talking at the table."),
         N_("Fixed-limit: blinds 25/50, bets of 50 before the draw and 100 after, three "
            "raises at most."),
         {"structure": "fixed-limit", "small_blind": 25, "big_blind": 50, "small_bet": 50,
          "big_bet": 100, "raise_cap": 3},
         buy_in=2500, requirement=5000, hands_for_final=20, final_buy_in=800,
         final_chips=1500, final_places=1,
         regulars=_r(("Victoria", H), ("Sal", H), ("Ivy", H), ("Greta", H), ("Tex", H))),
    Room("highroller", N_("The High-Roller Room"),
         N_("Velvet rope, private elevator; the chips here are plaques."),
         N_("Pot-limit with blinds 50/100: every bet and raise up to the size of the pot."),
         {"structure": "pot-limit", "small_blind": 50, "big_blind": 100}, buy_in=5000,
         requirement=8000, hands_for_final=20, final_buy_in=2000, final_chips=2000,
         final_places=1,
         regulars=_r(("The Baron", H), ("Countess Irina", H), ("Farid", H), ("Victoria", H),
                     ("Sal", H))),
    Room("grand", N_("The Grand Invitational"),
         N_("By invitation only: the best players of the whole road at one table."),
         N_("No-limit, blinds 100/200 and an ante of 25 from everyone; win the final to "
            "finish the road."),
         {"small_blind": 100, "big_blind": 200, "ante": 25}, buy_in=10000, requirement=12000,
         hands_for_final=20, final_buy_in=3000, final_chips=3000, final_places=1,
         regulars=_r(("Mr. Okafor", H), ("The Baron", H), ("Ada", H), ("Countess Irina", H),
                     ("Delphine", H), ("Professor Lum", H))),
)

#: every room's id, in ladder order
ROOM_IDS: tuple[str, ...] = tuple(r.id for r in ROOMS)
_BY_ID = {r.id: r for r in ROOMS}


def room(room_id: str) -> Room:
    """The room called ``room_id``.

    Raises:
        ValueError: no room has that id (the ids are listed).
    """
    try:
        return _BY_ID[room_id]
    except KeyError:
        raise ValueError(f"career room: {room_id!r} is not one of {', '.join(ROOM_IDS)}"
                         ) from None


def next_room(room_id: str) -> Room | None:
    """The room after ``room_id`` on the road (None after the last).

    Raises:
        ValueError: no room has that id.
    """
    i = ROOM_IDS.index(room(room_id).id)
    return ROOMS[i + 1] if i + 1 < len(ROOMS) else None
