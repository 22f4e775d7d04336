"""A sound, simple hold: the typical opponent of the opponent tables and the easy
players' rule of thumb (the seed articles' advice for every game and wild mode).

:func:`standard_hold` is what :mod:`drawpoker.ai.tables` simulates opponents with, what
the measuring bots draw by, and one of the holds every computer player weighs.
"""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.ai.mode import Mode
from drawpoker.cards import SUITS, Card, is_wild


def low_value(card: Card, game: str) -> int:
    """A card's rank as lowball counts it (the ace is 1 in ace-to-five, docs/rules.md §1)."""
    if game == "ace-to-five" and card.rank == 14:
        return 1
    return card.rank


def with_kicker(keep: list[Card], hand: Sequence[Card], mode: Mode) -> list[Card]:
    """``keep`` plus an ace or king kicker when ``keep`` is one natural pair below it
    (the high game); else ``keep`` unchanged."""
    if mode.lowball or len(keep) != 2 or keep[0].rank != keep[1].rank:
        return keep
    if any(is_wild(c, mode.wild) for c in hand):
        return keep
    rest = [c for c in hand if c not in keep]
    top = max(rest, key=lambda c: c.rank)
    if top.rank >= 13 and top.rank > keep[0].rank:
        return keep + [top]
    return keep


def _legal_keep(keep: list[Card], hand: Sequence[Card], mode: Mode) -> list[Card]:
    """Top ``keep`` up with the hand's best other cards until the draw is legal."""
    max_d = mode.max_draw
    if mode.four_with_ace and mode.max_draw == 3 and any(c.rank == 14 for c in keep):
        max_d = 4
    if 5 - len(keep) <= max_d:
        return keep
    rest = [c for c in hand if c not in keep]
    if mode.lowball:
        rest.sort(key=lambda c: low_value(c, mode.game))
    else:
        rest.sort(key=lambda c: -c.rank)
    need = 5 - max_d - len(keep)
    return keep + rest[:need]


def standard_hold(hand: Sequence[Card], mode: Mode, pct: float) -> list[Card]:
    """The cards a sound, simple player keeps (the seed articles' advice, all modes).

    High: stand pat on a straight or better; keep pairs, two pair, trips, quads (with
    any wild cards); else four to a flush or an open straight; else an ace or king.
    Lowball: stand pat on a ten-low or better (no pair); else keep the lowest distinct
    cards up to eight. Wild cards are always kept. The result respects ``max_draw``.

    Args:
        hand: the five cards.
        mode: game mode.
        pct: the hand's dealt percentile (from :class:`ModeTables`).

    Returns:
        The kept cards (a sub-list of ``hand``).
    """
    wild = mode.wild
    wilds = [c for c in hand if is_wild(c, wild)]
    nat = [c for c in hand if not is_wild(c, wild)]
    if mode.lowball:
        if pct >= 0.9:
            return list(hand)
        cut = 8
        keep: list[Card] = list(wilds)
        seen: set[int] = set()
        for c in sorted(nat, key=lambda c: low_value(c, mode.game)):
            v = low_value(c, mode.game)
            if v <= cut and c.rank not in seen and len(keep) < 4:
                keep.append(c)
                seen.add(c.rank)
        return _legal_keep(keep, hand, mode)
    if pct >= 0.992 or (wilds and pct >= 0.97):
        return list(hand)
    counts: dict[int, int] = {}
    for c in nat:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    grouped = [c for c in nat if counts[c.rank] >= 2]
    if grouped:
        return _legal_keep(wilds + grouped, hand, mode)
    # four to a flush (naturals of one suit + wild cards)
    for s in SUITS:
        suited = [c for c in nat if c.suit == s]
        if len(suited) + len(wilds) >= 4 and len(suited) >= 1:
            return _legal_keep(wilds + suited[: 4 - len(wilds)], hand, mode)
    # four to an open-ended straight (or wild-filled)
    ranks = sorted({c.rank for c in nat} | ({1} if any(c.rank == 14 for c in nat) else set()))
    for lo in range(1, 11):
        window = [r for r in ranks if lo <= r <= lo + 4]
        if len(window) + len(wilds) >= 4 and len(window) >= 1:
            span_ok = len(wilds) > 0 or (max(window) - min(window) == 3 and 1 < min(window) < 11)
            if span_ok:
                chosen = {14 if r == 1 else r for r in window[:4 - len(wilds)]}
                keep = wilds + [c for c in nat if c.rank in chosen][: 4 - len(wilds)]
                return _legal_keep(keep, hand, mode)
    if wilds:
        high = max(nat, key=lambda c: c.rank) if nat else None
        return _legal_keep(wilds + ([high] if high else []), hand, mode)
    top = max(nat, key=lambda c: c.rank)
    if top.rank >= 13:
        return _legal_keep([top], hand, mode)
    return _legal_keep([], hand, mode)
