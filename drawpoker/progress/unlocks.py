"""Things to earn: card backs, felts and chip sets, each unlocked by a level, an
achievement or a finished career room (docs/progress.md, "Things to earn").

Every rule is data (:class:`Unlock`) and one pure function decides it
(:func:`is_unlocked`), from the player's level, the keys of his earned achievements and
the ids of the career rooms he finished. The look the game starts with is free.

API: ``Unlock``, ``Item``, ``ITEMS`` (every item, by kind in the order Settings shows
them), ``ROOMS`` (the career's room ids), ``is_unlocked(rule, level, achievements,
rooms)``, ``unlocked_names(kind, level, achievements, rooms)``, ``item(kind, name)``,
``Owned`` (what the player holds) and ``NO_ROOMS_YET``.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Literal

from drawpoker.i18n import N_, _
from drawpoker.progress.achievements import ACHIEVEMENTS
from drawpoker.progress.levels import NAMES

#: the career's card rooms, bottom of the ladder first (ids, fixed), each with the rule
#: that names it (msgid)
ROOMS: dict[str, str] = {
    "kitchen": N_("Finish the kitchen table in the career"),
    "saloon": N_("Finish the saloon in the career"),
    "club": N_("Finish the club in the career"),
    "backroom": N_("Finish the back room in the career"),
    "riverboat": N_("Finish the riverboat in the career"),
    "casino": N_("Finish the casino in the career"),
    "highroller": N_("Finish the high-roller room in the career"),
    "grand": N_("Finish the grand final in the career"),
}

#: no career room finished (``career.finished_rooms`` gives the player's)
NO_ROOMS_YET: frozenset[str] = frozenset()

Kind = Literal["level", "achievement", "room"]


@dataclass(frozen=True, slots=True)
class Unlock:
    """One rule: reach level ``level`` (``kind="level"``), earn the achievement ``id``
    (``kind="achievement"``) or finish the career room ``id`` (``kind="room"``).

    Raises:
        ValueError: an unknown kind, achievement or room, or a level below 1.
    """

    kind: Kind
    id: str = ""
    level: int = 0

    def __post_init__(self) -> None:
        if self.kind == "level":
            if self.level < 1:
                raise ValueError(f"unlock: level {self.level} is below 1")
        elif self.kind == "achievement":
            if self.id not in ACHIEVEMENTS:
                raise ValueError(f"unlock: no achievement {self.id!r}")
        elif self.kind == "room":
            if self.id not in ROOMS:
                raise ValueError(f"unlock: no career room {self.id!r}")
        else:
            raise ValueError(f"unlock: unknown kind {self.kind!r}")

    def text(self) -> str:
        """What unlocks it, in the current language, e.g. "Reach level 4 · Table regular"."""
        if self.kind == "level":
            name = _(NAMES[min(self.level, len(NAMES)) - 1])
            return _("Reach level {n} · {name}").format(n=self.level, name=name)
        if self.kind == "achievement":
            return _("Earn “{title}”").format(title=_(ACHIEVEMENTS[self.id].title))
        return _(ROOMS[self.id])


def is_unlocked(rule: Unlock | None, level: int, achievements: Collection[str],
                rooms: frozenset[str]) -> bool:
    """True when ``rule`` holds (None: free) for a player at ``level`` who earned the
    ``achievements`` (keys) and finished the career ``rooms`` (ids)."""
    if rule is None:
        return True
    if rule.kind == "level":
        return level >= rule.level
    if rule.kind == "achievement":
        return rule.id in achievements
    return rule.id in rooms


@dataclass(frozen=True, slots=True)
class Item:
    """One thing to earn: a ``kind`` (``back``, ``felt``, ``chips``), its asset ``name``
    (the setting's value), its title (msgid) and its rule (None: free)."""

    kind: Literal["back", "felt", "chips"]
    name: str
    title: str
    unlock: Unlock | None = None


def _level(n: int) -> Unlock:
    return Unlock("level", level=n)


#: every item; the first of each kind is the free default look
ITEMS: tuple[Item, ...] = (
    Item("back", "blue", N_("Blue")),
    Item("back", "red", N_("Red"), _level(2)),
    Item("back", "green", N_("Green"), _level(4)),
    Item("back", "black", N_("Black"), Unlock("achievement", "four_kind")),
    Item("back", "argyle", N_("Argyle"), Unlock("room", "saloon")),
    Item("back", "sunburst", N_("Sunburst"), Unlock("room", "casino")),
    Item("felt", "green", N_("Green")),
    Item("felt", "blue", N_("Blue"), _level(3)),
    Item("felt", "red", N_("Red"), Unlock("achievement", "clean_sitting")),
    Item("felt", "purple", N_("Purple"), Unlock("room", "riverboat")),
    Item("felt", "charcoal", N_("Charcoal"), Unlock("room", "highroller")),
    Item("chips", "classic", N_("Classic")),
    Item("chips", "jewel", N_("Jewel"), _level(5)),
    Item("chips", "pastel", N_("Pastel"), Unlock("room", "grand")),
)


def item(kind: str, name: str) -> Item:
    """The item ``name`` of ``kind``.

    Raises:
        KeyError: no such item.
    """
    for it in ITEMS:
        if it.kind == kind and it.name == name:
            return it
    raise KeyError(f"no {kind} named {name!r}")


@dataclass(frozen=True, slots=True)
class Owned:
    """What the player holds: his level, earned achievements (keys), finished rooms."""

    level: int = 1
    achievements: frozenset[str] = frozenset()
    rooms: frozenset[str] = NO_ROOMS_YET

    def has(self, it: Item) -> bool:
        """True when ``it`` is unlocked for this player."""
        return is_unlocked(it.unlock, self.level, self.achievements, self.rooms)

    def why_locked(self, kind: str, name: str) -> str:
        """What unlocks item ``name`` of ``kind`` ("" when it is unlocked or unknown)."""
        try:
            it = item(kind, name)
        except KeyError:
            return ""
        return "" if self.has(it) or it.unlock is None else it.unlock.text()


def unlocked_names(kind: str, level: int, achievements: Collection[str],
                   rooms: frozenset[str]) -> list[str]:
    """The names of ``kind``'s items unlocked for that player, in order."""
    return [it.name for it in ITEMS
            if it.kind == kind and is_unlocked(it.unlock, level, achievements, rooms)]
