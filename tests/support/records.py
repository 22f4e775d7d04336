"""Recorded hands and profiles shared by the persistence, statistics and screen tests."""

from __future__ import annotations

import random
from typing import Any

from drawpoker.engine import Action, ActionType, Hand, Phase, TableRules
from drawpoker.persistence import profile as profile_mod
from drawpoker.persistence.history import replay_events
from drawpoker.scenario.writer import chain_document
from tests.support.scenarios import scenario_example


# --------------------------------------------------------------------------- helpers
def play_hands(profile: Any, n: int, seed: int = 5,
               rules_dict: dict[str, Any] | None = None, *,
               tournament_level: int | None = None) -> list[int]:
    """Play ``n`` real engine hands (5 seats, ``rules_dict``: by default ante 10 no-limit) in
    one new sitting and record them for seat 0 (as a sit-and-go's hands at
    ``tournament_level``, if given)."""
    rules = TableRules.from_dict(rules_dict or {"structure": "no-limit", "ante": 10})
    names = ["You", "Ada", "Boris", "Clara", "Dmitri"]
    seats = [{"name": x, "player": "human" if i == 0 else "medium:rock"} for i, x in enumerate(names)]
    sid = profile.start_session(rules.to_dict(), seats, 0)
    stacks = [500] * len(names)
    rng = random.Random(seed)
    ids: list[int] = []
    for k in range(n):
        stacks = [s if s > 0 else 500 for s in stacks]
        hseed = rng.randrange(1 << 30)
        hand = Hand(rules, list(zip(names, stacks, strict=True)), k % len(names), random.Random(hseed),
                    hand_no=k + 1)
        hand.start()
        while not hand.is_over:
            la = hand.legal_actions()
            assert la is not None
            if la.phase is Phase.DRAW:
                own = list(hand.view(la.seat).own_cards)
                m = rng.randrange(0, min(3, la.max_discard) + 1)
                act = Action(la.seat, ActionType.DRAW, discard=tuple(rng.sample(own, m)))
            elif ActionType.SHOW in la.kinds:
                act = Action(la.seat, ActionType.SHOW)
            else:
                r = rng.random()
                if r < 0.25 and ActionType.BET in la.kinds:
                    act = Action(la.seat, ActionType.BET, to=la.min_to)
                elif r < 0.35 and ActionType.RAISE in la.kinds:
                    act = Action(la.seat, ActionType.RAISE, to=la.min_to)
                elif r < 0.5 and ActionType.FOLD in la.kinds and ActionType.CALL in la.kinds:
                    act = Action(la.seat, ActionType.FOLD)
                elif ActionType.CHECK in la.kinds:
                    act = Action(la.seat, ActionType.CHECK)
                elif ActionType.CALL in la.kinds:
                    act = Action(la.seat, ActionType.CALL)
                else:
                    act = Action(la.seat, ActionType.FOLD)
            hand.act(act)
        doc = chain_document(rules, [hand], hseed)
        ids.append(profile.record_hand(session_id=sid, hero_seat=0, document=doc,
                                       events=hand.events, seed=hseed,
                                       tournament_level=tournament_level))
        ended = hand.events[-1]
        stacks = list(getattr(ended, "stacks", stacks))
    return ids


def record_hand(profile: profile_mod.Profile, doc: dict[str, Any], hero: int = 0,
                session: int | None = None) -> int:
    """Store the scenario ``doc`` as one hand of ``profile`` (in ``session``, or a new sitting)
    seen from seat ``hero``; its row id."""
    sid = session or profile.start_session(doc["rules"], doc["seats"], hero)
    return profile.record_hand(session_id=sid, hero_seat=hero, document=doc,
                               events=replay_events(doc), seed=doc["seed"])


# scenario-format.md's example: antes 10, no-limit, Ann is the button.
# Antes 30. Bob opens 30, Cy calls, Ann raises to 90, Bob calls, Cy folds: pot 240.
# Bob draws 3, Ann 1; Bob checks, Ann bets 100, Bob folds: the 100 comes back.
# Ann: put in 10 + 90 = 100, takes 240 -> net +140. Bob: -100. Cy: 10 + 30 = -40.
HAND_ONE: dict[str, Any] = scenario_example()

# Heads-up NL 5/10 (known-faults B39): button A posts 5, B 10. A calls 5, B checks: 20.
# B draws 3 (Qh 9c 5d: trips queens), A draws 2 (Ac Kd: aces and kings).
# B checks, A bets 10, B calls: pot 40, B's trips win. A: -20, B: +20.
HAND_TWO: dict[str, Any] = {
    "format": "drawpoker-scenario/1",
    "rules": {"structure": "no-limit", "small_blind": 5, "big_blind": 10},
    "seats": [{"name": "A", "stack": 1000}, {"name": "B", "stack": 1000}],
    "button": "A",
    "seed": 3,
    "deals": [{
        "hole": {"A": "Ah Kh 7d 4c 2s", "B": "Qc Qd 8s 6h 3d"},
        "stub": "Qh 9c 5d Ac Kd",
        "actions": [
            {"seat": "A", "act": "call"}, {"seat": "B", "act": "check"},
            {"seat": "B", "act": "draw", "discard": "8s 6h 3d"},
            {"seat": "A", "act": "draw", "discard": "4c 2s"},
            {"seat": "B", "act": "check"}, {"seat": "A", "act": "bet", "to": 10},
            {"seat": "B", "act": "call"},
        ],
    }],
}
