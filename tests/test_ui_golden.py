"""Golden screenshots of the table's key moments: deal, your turn, draw selection, showdown.

Each moment is reached by real input events on a seeded table and compared with
``tests/golden/table_<name>.png`` with a tolerance (a pixel counts as different
when a channel differs by more than :data:`CHANNEL_TOLERANCE`; at most
:data:`MAX_DIFFERENT` of the pixels may differ). Regenerate after an intended
change with ``DRAWPOKER_REGEN_GOLDEN=1 uv run pytest tests/test_ui_golden.py``. On a
failure the actual image and a diff image (differences in red over a dimmed copy)
are written to ``tests/golden/failures/``.
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pygame
import pytest
from test_ui_harness import Harness

from drawpoker.engine import Action, ActionType, TableRules

GOLDEN = Path(__file__).parent / "golden"
FAILURES = GOLDEN / "failures"
CHANNEL_TOLERANCE = 48
MAX_DIFFERENT = 0.01


def compare(name: str, surface: pygame.Surface, failures: Path = FAILURES) -> None:
    """Compare ``surface`` with the golden image ``table_<name>.png`` (or regenerate it)."""
    path = GOLDEN / f"table_{name}.png"
    if os.environ.get("DRAWPOKER_REGEN_GOLDEN"):
        GOLDEN.mkdir(exist_ok=True)
        pygame.image.save(surface, str(path))
        return
    assert path.exists(), f"{path} is missing: run with DRAWPOKER_REGEN_GOLDEN=1 to create it"
    expected = pygame.surfarray.array3d(pygame.image.load(str(path))).astype(np.int16)
    actual = pygame.surfarray.array3d(surface).astype(np.int16)
    assert expected.shape == actual.shape, f"{name}: size {actual.shape} != golden {expected.shape}"
    differs = (np.abs(expected - actual) > CHANNEL_TOLERANCE).any(axis=2)
    share = float(differs.mean())
    if share > MAX_DIFFERENT:
        failures.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surface, str(failures / f"table_{name}-actual.png"))
        diff = (actual // 3).astype(np.uint8)
        diff[differs] = (255, 0, 0)
        pygame.image.save(pygame.surfarray.make_surface(diff), str(failures / f"table_{name}-diff.png"))
        pytest.fail(f"{name}: {share:.2%} of pixels differ (> {MAX_DIFFERENT:.0%}); "
                    f"see {failures}/table_{name}-diff.png")


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
        t.policies = {seat: Steady(aggressive=seat == 2) for seat in t.policies}
        h.frames(75)
        out["deal"] = h.app.screen.copy()
        for _ in range(30):
            mode = h.wait_mode("bet", "draw", "show", "over")
            if mode == "bet":
                if "your_turn" not in out:
                    h.frames(3)
                    out["your_turn"] = h.app.screen.copy()
                h.click(t.buttons["call"].rect.center)
            elif mode == "draw":
                for k in (0, 4):
                    h.click(t.layout.seats[t.hero].cards[k].center)
                h.frames(20)
                out["draw_selection"] = h.app.screen.copy()
                h.click(t.buttons["draw"].rect.center)
            elif mode == "show":
                h.click(t.buttons["show"].rect.center)
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
    compare(name, shots[name])


def test_compare_catches_a_changed_screen(shots: dict[str, pygame.Surface], tmp_path: Path) -> None:
    """The comparison fails on a real change (guards against a tolerance that hides all)."""
    if os.environ.get("DRAWPOKER_REGEN_GOLDEN"):
        pytest.skip("regenerating")
    changed = shots["your_turn"].copy()
    pygame.draw.rect(changed, (255, 0, 255), (0, 0, 400, 300))
    with pytest.raises(pytest.fail.Exception, match="pixels differ"):
        compare("your_turn", changed, failures=tmp_path)
    assert (tmp_path / "table_your_turn-diff.png").exists()
