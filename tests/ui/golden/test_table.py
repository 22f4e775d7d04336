"""Golden screenshots of the table's key moments: deal, your turn, draw selection, showdown.

Each moment is reached by real input events on a seeded table and compared with
``tests/ui/golden/images/table_<name>.png`` by :func:`tests.support.golden.compare` with a
tolerance (a pixel counts as different when a channel differs by more than
:data:`CHANNEL_TOLERANCE`; at most :data:`MAX_DIFFERENT` of the pixels may differ).
Regenerate after an intended change with
``DRAWPOKER_REGEN_GOLDEN=1 uv run pytest tests/ui/golden/test_table.py``.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from drawpoker.engine import Action, ActionType, TableRules
from tests.support import golden
from tests.support.harness import Harness

CHANNEL_TOLERANCE = 48
MAX_DIFFERENT = 0.01


class Steady:
    """A fixed, simple opponent so the pictures do not change with the AI's tuning:
    bets 20 when checked to in the first round (seat 2 only), otherwise checks or calls;
    draws to pairs (throws the unpaired cards, at most three)."""

    def __init__(self, aggressive: bool = False) -> None:
        self.aggressive = aggressive

    def decide(self, view, rng):  # type: ignore[no-untyped-def]
        la = view.legal
        if ActionType.SHOW in la.kinds:
            return Action(la.seat, ActionType.SHOW)
        if self.aggressive and ActionType.BET in la.kinds:
            return Action(la.seat, ActionType.BET, to=max(la.min_to, min(la.max_to, 20)))
        if ActionType.CHECK in la.kinds:
            return Action(la.seat, ActionType.CHECK)
        return Action(la.seat, ActionType.CALL)

    def choose_discards(self, view, rng):  # type: ignore[no-untyped-def]
        cards = view.own_cards
        ranks = [c.rank for c in cards]
        single = sorted((c for c in cards if ranks.count(c.rank) == 1), key=lambda c: c.rank)
        return Action(view.seat, ActionType.DRAW, discard=tuple(single[:3]))


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> dict[str, pygame.Surface]:
    """Play one seeded hand by events and keep a copy of the screen at each key moment."""
    h = Harness(tmp_path_factory.mktemp("golden"), seed=21, speed="normal")
    out: dict[str, pygame.Surface] = {}
    try:
        # the stakes these images were made at (ante 5, buy-in 250), not the default table's
        t = h.sit_down(persist=False, rules=TableRules.from_dict({"structure": "no-limit", "ante": 5}),
                       buy_in=250)
        for seat in t.session.policies:
            t.session.set_policy(seat, Steady(aggressive=seat == 2))
        h.frames(75)
        out["deal"] = h.app.screen.copy()
        for _ in range(30):
            mode = h.wait_mode("bet", "draw", "show", "over")
            if mode == "bet":
                if "your_turn" not in out:
                    h.frames(3)
                    out["your_turn"] = h.app.screen.copy()
                h.click(t.bar.buttons["call"].rect.center)
            elif mode == "draw":
                for k in (0, 4):
                    h.click(t.layout.seats[t.hero].cards[k].center)
                h.frames(20)
                out["draw_selection"] = h.app.screen.copy()
                h.click(t.bar.buttons["draw"].rect.center)
            elif mode == "show":
                h.click(t.bar.buttons["show"].rect.center)
            else:
                h.frames(10)
                out["showdown"] = h.app.screen.copy()
                break
    finally:
        h.close()
    return out


@pytest.mark.parametrize("name", ["deal", "your_turn", "draw_selection", "showdown"])
def test_golden_table(name: str, shots: dict[str, pygame.Surface]) -> None:
    assert name in shots, f"the hand never reached the {name} moment"
    golden.compare(f"table_{name}", shots[name], pixel_delta=CHANNEL_TOLERANCE,
                   max_share=MAX_DIFFERENT)


def test_compare_catches_a_changed_screen(shots: dict[str, pygame.Surface], tmp_path: Path) -> None:
    """The comparison fails on a real change (guards against a tolerance that hides all)."""
    if golden.regenerating():
        pytest.skip("regenerating")
    changed = shots["your_turn"].copy()
    pygame.draw.rect(changed, (255, 0, 255), (0, 0, 400, 300))
    with pytest.raises(pytest.fail.Exception, match="pixels differ"):
        golden.compare("table_your_turn", changed, pixel_delta=CHANNEL_TOLERANCE,
                       max_share=MAX_DIFFERENT, failures=tmp_path)
    assert (tmp_path / "table_your_turn-diff.png").exists()
