"""The looks the settings file chooses (card back, felt, chip set) against what the player
has unlocked (``progress.unlocks``): a look chosen by hand in the file before it is earned
is refused when the profile is opened at start, the free one used instead.

Loaded with the profile, after the first frame (it brings the career and the progress
rules with it).

API:
    ``LOOK_KINDS`` (settings key -> the kind of thing to earn it names);
    ``owned_now(profile) -> Owned`` (raises what reading the profile raises:
    ``session.seating.PROFILE_ERRORS``);
    ``locked_looks(settings, owned) -> {key: value}`` (the looks chosen but not held);
    ``refused_looks(profile, settings) -> {key: value}`` (the same for ``profile``'s
    player; none when what he earned cannot be read, said on stderr);
    ``free_look(key) -> str`` (the look every player has).
"""

from __future__ import annotations

import sys

from drawpoker.career import finished_rooms
from drawpoker.persistence.profile import Profile
from drawpoker.persistence.settings import Settings
from drawpoker.progress.award import owned_of
from drawpoker.progress.unlocks import ITEMS, Owned
from drawpoker.session.seating import PROFILE_ERRORS

#: the settings that choose a look -> the kind of item (``progress.unlocks.Item.kind``)
LOOK_KINDS: dict[str, str] = {"card_back": "back", "table_color": "felt", "chip_set": "chips"}


def owned_now(profile: Profile) -> Owned:
    """What ``profile``'s player holds: his level, achievements and finished career rooms.

    Raises:
        sqlite3.Error, ProfileError, OSError: the profile cannot be read.
    """
    return owned_of(profile, finished_rooms(profile))


def locked_looks(settings: Settings, owned: Owned) -> dict[str, str]:
    """The looks ``settings`` chooses that ``owned`` does not hold, setting key -> value (an
    unknown name is no item: ``Services.load_settings`` sets it back already)."""
    out: dict[str, str] = {}
    for key, kind in LOOK_KINDS.items():
        name = str(getattr(settings, key))
        it = next((i for i in ITEMS if i.kind == kind and i.name == name), None)
        if it is not None and not owned.has(it):
            out[key] = name
    return out


def refused_looks(profile: Profile, settings: Settings) -> dict[str, str]:
    """The looks ``settings`` chooses that ``profile``'s player has not unlocked, setting
    key -> value; none when what he earned cannot be read (his looks stand: one line on
    stderr says why)."""
    try:
        owned = owned_now(profile)
    except PROFILE_ERRORS as exc:
        print(f"drawpoker: what you unlocked could not be read ({exc}); the looks in your "
              f"settings are kept", file=sys.stderr)
        return {}
    return locked_looks(settings, owned)


def free_look(key: str) -> str:
    """The look of settings ``key`` every player has (the first free item of its kind).

    Raises:
        KeyError: ``key`` chooses no look.
    """
    kind = LOOK_KINDS[key]
    return next(i.name for i in ITEMS if i.kind == kind and i.unlock is None)
