"""A stored hand (a ``drawpoker-scenario/1`` file, as Hand history keeps it) replayed to
one of its actions: the player's view just before it."""

from __future__ import annotations

import json
import random
from pathlib import Path

from drawpoker.engine import PlayerView
from drawpoker.engine.table import Table
from drawpoker.scenario.reader import read_deal, read_header
from drawpoker.scenario.run import start_deal


def view_before(path: Path, action: int, seat: str = "You") -> PlayerView:
    """The view of ``seat`` (a seat name) in the first deal of the scenario at ``path``,
    after its first ``action`` actions were played."""
    data = json.loads(path.read_text(encoding="utf-8"))
    header = read_header(data)
    table = Table(header.rules, header.seats, header.button, ask_showdown=True)
    deal = read_deal(data["deals"][0], "deals[0]", header.names, header.rules)
    hand, _ = start_deal(table, random.Random(header.seed), deal, "deals[0]")
    for item in deal.actions[:action]:
        hand.act(item)
    return hand.view(header.names.index(seat))
