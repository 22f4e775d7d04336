"""A recorded session for the verify tests: a profile whose hands were dealt from committed
shuffles at a seven-seat fixed-limit table (draws run the stub out now and then, so the
reshuffled muck is recorded too)."""

from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import Any

from drawpoker.engine import TableRules
from drawpoker.engine.table import Seat, Table
from drawpoker.persistence.profile import Profile, open_profile
from drawpoker.persistence.resume import TableKeeper
from drawpoker.session.table.dealing import deal_kept
from tests.support.play import act_kept, random_action

NAMES = ["You", "Bea", "Cy", "Di", "Ed", "Flo", "Gus"]


def demo_profile(path: Path, hands: int, seed: int = 11,
                 deck_rng: random.Random | None = None) -> tuple[Profile, list[str]]:
    """Play ``hands`` hands through a ``TableKeeper`` on a new profile at ``path`` with
    random legal actions (drawn from ``random.Random(seed)``); the deals' seeds and salts
    come from ``deck_rng`` (default: the same source, a seeded game). Returns the profile
    and the commitment shown at each deal's start (before any card), in order."""
    prof, _ = open_profile(path, starting_bankroll=1000)
    keeper = TableKeeper(prof)
    seats = [Seat("You", 0, bankroll=prof.bankroll, auto_rebuy=True)]
    seats += [Seat(name, 100_000) for name in NAMES[1:]]
    rules = TableRules.from_dict({"structure": "fixed-limit", "ante": 1})
    table = Table(rules, seats, 0)
    table.buy_in(0, rules.max_buy_in_chips)
    keeper.sit_down(table, 0, [{"name": n, "player": "bot"} for n in NAMES])
    rng = random.Random(seed)
    shown: list[str] = []
    while len(prof.hands(limit=None)) < hands:
        keeper.save()
        deal_kept(keeper, deck_rng or rng)
        hand = keeper.hand or keeper.last_deal
        assert hand is not None and hand.shuffle is not None
        shown.append(hand.shuffle.commitment)
        while keeper.hand is not None:
            act_kept(keeper, random_action(keeper.hand, rng))
    return prof, shown


def draw_items(document: dict[str, Any]) -> list[tuple[int, int]]:
    """``(deal index, action index)`` of every draw that received cards."""
    return [(i, j) for i, deal in enumerate(document["deals"])
            for j, a in enumerate(deal["actions"])
            if a["act"] == "draw" and a.get("received")]


def tampered(document: dict[str, Any], how: str) -> dict[str, Any]:
    """A copy of ``document`` with one change: ``card`` (a dealt card swapped for one not
    in that hand), ``seed`` (+1), ``salt`` (one hex digit) or ``swapped-draw`` (the received
    cards of two draws of the same size by different seats exchanged).

    Raises:
        LookupError: the document has no two such draws (``swapped-draw``).
    """
    doc = copy.deepcopy(document)
    deal = doc["deals"][-1]
    if how == "card":
        name, cards = next(iter(deal["hole"].items()))
        parts = cards.split()
        stub = deal["stub"].split()
        parts[2], stub[0] = stub[0], parts[2]
        deal["hole"][name], deal["stub"] = " ".join(parts), " ".join(stub)
    elif how == "seed":
        deal["shuffle"]["seed"] += 1
    elif how == "salt":
        salt = deal["shuffle"]["salt"]
        deal["shuffle"]["salt"] = ("1" if salt[0] != "1" else "2") + salt[1:]
    else:
        items = [deal["actions"][j] for i, j in draw_items(doc) if i == len(doc["deals"]) - 1]
        for a in items:
            for b in items:
                if a["seat"] != b["seat"] and len(a["received"]) == len(b["received"]) \
                        and a["received"] != b["received"]:
                    a["received"], b["received"] = b["received"], a["received"]
                    return doc
        raise LookupError("no two draws of the same size")
    return doc
