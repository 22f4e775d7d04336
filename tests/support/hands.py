"""Engine hands built from card text, and the actions they record."""

from __future__ import annotations

import random
from typing import Any

from drawpoker.cards import Card, parse_cards
from drawpoker.engine import Action, ActionType, Phase, PlayerView, TableRules
from drawpoker.engine.hand import Hand
from drawpoker.scenario.run import run_scenario

A = ActionType


def scenario(rules: dict[str, Any], seats: list[tuple[str, int]], button: str,
             deals: list[dict[str, Any]], seed: int = 1) -> dict[str, Any]:
    """Run a scenario built from ``rules``, ``seats`` (name, stack in chips), the button's name and
    ``deals``; the replay's result (scenario-format.md)."""
    data = {
        "format": "drawpoker-scenario/1",
        "rules": rules,
        "seats": [{"name": n, "stack": s} for n, s in seats],
        "button": button,
        "seed": seed,
        "deals": deals,
    }
    return run_scenario(data)


def acts(*items: str) -> list[dict[str, Any]]:
    """'Ann bet 30', 'Bob call', 'Bob draw 9s 5h', 'Ann draw' -> action dicts."""
    out: list[dict[str, Any]] = []
    for text in items:
        parts = text.split()
        item: dict[str, Any] = {"seat": parts[0], "act": parts[1]}
        if parts[1] in ("bet", "raise"):
            item["to"] = int(parts[2])
        if parts[1] == "draw":
            item["discard"] = " ".join(parts[2:])
        out.append(item)
    return out


def asked_to_show(mine: str) -> PlayerView:
    """Heads-up, checked down: the Bot (seat 0) showed two pair, sevens and fives; the
    player (seat 1, holding ``mine`` and drawing its last card) is asked to show or muck.
    The player's view then."""
    me, bot = parse_cards(mine), parse_cards("7c 7d 5h 5s 3c")
    stub = [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs") if c not in me + bot]
    hand = Hand(TableRules(), [("Bot", 50), ("You", 50)], 1, random.Random(1),
                hole={0: bot, 1: me}, stub=stub, ask_showdown=True, hand_no=7)
    hand.start()
    for a in (Action(0, A.CHECK), Action(1, A.CHECK), Action(0, A.DRAW, discard=(bot[-1],)),
              Action(1, A.DRAW, discard=(me[-1],)), Action(0, A.CHECK), Action(1, A.CHECK)):
        hand.act(a)
    view = hand.view(1)
    assert view.phase == Phase.SHOWDOWN and view.seats[0].shown is not None
    return view


def bet_into_after_drawing(mine: str, drawn: int) -> PlayerView:
    """Heads-up, checked to the draw: the Bot (seat 0, first to act) draws ``drawn`` cards
    (keeping the ace of A-9-6-4-3), the player (seat 1) draws three to the pair he holds in
    ``mine`` (its first two cards) and gets 7h 9c Td, then the Bot bets 60 chips into him.
    The player's view, facing that bet."""
    me, bot = parse_cards(mine), parse_cards("Ac 9d 6h 4s 3c")
    first = parse_cards("2d 3d 4d Jh")[:drawn] + parse_cards("7h 9c Td")
    rest = [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs")
            if c not in me + bot + first]
    hand = Hand(TableRules(), [("Bot", 500), ("You", 500)], 1, random.Random(1),
                hole={0: bot, 1: me}, stub=first + rest, hand_no=7)
    hand.start()
    for a in (Action(0, A.CHECK), Action(1, A.CHECK), Action(0, A.DRAW, discard=tuple(bot[1:1 + drawn])),
              Action(1, A.DRAW, discard=tuple(me[2:])), Action(0, A.BET, to=60)):
        hand.act(a)
    view = hand.view(1)
    assert view.phase == Phase.SECOND_BETTING and view.seats[0].cards_drawn == drawn
    return view


def shoved_and_called_after_drawing_four(mine: str) -> PlayerView:
    """Three-handed: the player (seat 0) bets 30, Boris (seat 1) and Dmitri (seat 2) call;
    the player keeps the first two cards of ``mine`` and gets Kd 5d 3c, Boris and Dmitri
    draw four each; the player bets 112, Boris goes all in (654), Dmitri calls all in
    (459). The player's view, facing the shove."""
    me, boris, dmitri = (parse_cards(mine), parse_cards("Ac 8d 6h 4s 2c"),
                         parse_cards("Qs Jd 7h 5s 2d"))
    first = parse_cards("Kd 5d 3c")
    rest = [c for c in (Card(r, s) for r in range(2, 15) for s in "cdhs")
            if c not in me + boris + dmitri + first]
    hand = Hand(TableRules(), [("You", 410), ("Boris", 685), ("Dmitri", 490)], 2,
                random.Random(1), hole={0: me, 1: boris, 2: dmitri}, stub=first + rest, hand_no=3)
    hand.start()
    for a in (Action(0, A.BET, to=30), Action(1, A.CALL), Action(2, A.CALL),
              Action(0, A.DRAW, discard=tuple(me[2:])), Action(1, A.DRAW, discard=tuple(boris[1:])),
              Action(2, A.DRAW, discard=tuple(dmitri[1:])), Action(0, A.BET, to=112),
              Action(1, A.ALLIN), Action(2, A.ALLIN)):
        hand.act(a)
    view = hand.view(0)
    assert view.phase == Phase.SECOND_BETTING and view.seats[2].all_in
    return view
