"""The player's dealt hands for the fairness page (docs/fairness.md §4).

``counted_deals(items) -> Counted``: from ``(document, hero_seat)`` pairs (recorded hands),
the deals that count — dealt from a committed shuffle whose seed came from the operating
system's secure source (``origin`` ``random``) or a sit-and-go's deal, in a high game with
52 cards and no wild card, the player dealt in — and how many were left out and why.
``profile_fairness(profile)`` reads every recorded hand and returns the figures with them.

Arranged deals (tutorial, practice, rigged, "play this deal again") and seeded ones
(``--seed``) never count: their cards were chosen or known before the deal.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from drawpoker.cards import parse_cards
from drawpoker.odds.fairness import DealtHand, Fairness, fairness
from drawpoker.persistence.profile import Profile, ProfileError

#: shuffle origins whose deals count in the figures
COUNTED_ORIGINS = ("random", "tournament")


@dataclass
class Counted:
    """The deals that count and the others by reason: ``arranged`` (no committed shuffle:
    arranged or recorded before commitments), ``seeded`` (``--seed`` or "play this deal
    again"), ``other-game`` (lowball, wild cards or a joker), ``unreadable``."""

    deals: list[DealtHand] = field(default_factory=list)
    left_out: Counter[str] = field(default_factory=Counter)


def counted_deals(items: Iterable[tuple[Mapping[str, Any], int]]) -> Counted:
    """The counted deals of ``(document, hero_seat)`` pairs (see the module doc)."""
    out = Counted()
    for document, hero_seat in items:
        try:
            rules = document.get("rules", {})
            names = [s["name"] for s in document["seats"]]
            hero = names[hero_seat]
            deals = list(document["deals"])
        except (KeyError, IndexError, TypeError, AttributeError):
            out.left_out["unreadable"] += 1
            continue
        plain = rules.get("game", "high") == "high" and rules.get("wild", "none") == "none"
        for deal in deals:
            reason = _left_out(deal, plain, hero)
            if reason is not None:
                out.left_out[reason] += 1
                continue
            try:
                hole = {name: parse_cards(text) for name, text in deal["hole"].items()}
            except (ValueError, AttributeError, TypeError):
                out.left_out["unreadable"] += 1
                continue
            out.deals.append(DealtHand(hole[hero], [h for n, h in hole.items() if n != hero]))
    return out


def _left_out(deal: Any, plain: bool, hero: str) -> str | None:
    if not isinstance(deal, Mapping) or not isinstance(deal.get("hole"), Mapping):
        return "unreadable"
    shuffle = deal.get("shuffle")
    if not isinstance(shuffle, Mapping):
        return "arranged"
    if shuffle.get("origin") not in COUNTED_ORIGINS:
        return "seeded"
    if not plain:
        return "other-game"
    if hero not in deal["hole"]:
        return "unreadable"
    return None


def profile_fairness(profile: Profile) -> tuple[Fairness, Counted]:
    """The figures over every hand recorded in ``profile`` (a hand that cannot be read
    counts as ``unreadable``)."""
    items: list[tuple[Mapping[str, Any], int]] = []
    unreadable = 0
    for record in profile.hands(limit=None, tournaments=True):
        try:
            items.append((profile.hand_history(record.id), record.hero_seat))
        except ProfileError:
            unreadable += 1
    counted = counted_deals(items)
    counted.left_out["unreadable"] += unreadable
    return fairness(counted.deals), counted
