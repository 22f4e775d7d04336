"""The bet buttons' row has no hole (real App, real pygame events): when a button is not
offered (Raise when every raise is all in, All in when the call already is) the others
close up, each as wide as ever, the row ending where it always does at the right."""

from __future__ import annotations

from typing import Any

import pytest

from drawpoker.engine import ActionType, TableRules
from tests.support.harness import Harness
from tests.support.table import bet_turn, five_chip_call, next_hand_with_stacks

ROW = ("fold", "call", "raise", "allin")


def _no_gap(t: Any) -> list[str]:
    """The visible bet buttons, checked to sit side by side at the layout's spacing and
    to end at the row's right edge."""
    c = t.layout.controls
    pad = c.allin.x - c.raise_.right
    shown = [n for n in ROW if t.bar.buttons[n].visible]
    rects = [t.bar.buttons[n].rect for n in shown]
    assert rects[-1].right == c.allin.right, (shown, rects)
    for left, right in zip(rects, rects[1:], strict=False):
        assert right.x - left.right == pad, (shown, rects)
    return shown


@pytest.mark.reported("new-player-evening#6")
@pytest.mark.harness(seed=5)
def test_when_the_call_is_all_in_the_row_closes_up(h: Harness) -> None:
    t, _la = five_chip_call(h)
    assert _no_gap(t) == ["fold", "call"]


@pytest.mark.reported("new-player-evening#6")
@pytest.mark.harness(seed=5)
def test_when_every_raise_is_all_in_the_row_closes_up(h: Harness) -> None:
    rules = TableRules.from_dict({"structure": "fixed-limit", "ante": 5})
    t = h.sit_down(persist=False, rules=rules, opponents=[("Ada", "rock")], buy_in=200)
    for _ in range(6):
        next_hand_with_stacks(h, t, {t.hero: 8, 1: 200})  # 3 behind after the ante
        la = bet_turn(h, t)
        if la is None or not ({ActionType.BET, ActionType.RAISE} & la.kinds):
            continue
        assert _no_gap(t) == ["fold", "call", "allin"]
        return
    pytest.fail("the player never had a chance to bet short")


@pytest.mark.harness(seed=11)
def test_the_whole_row_keeps_its_places(h: Harness) -> None:
    t = h.sit_down(persist=False)
    assert bet_turn(h, t) is not None
    c = t.layout.controls
    if all(t.bar.buttons[n].visible for n in ROW):
        assert [t.bar.buttons[n].rect for n in ROW] == [c.fold, c.call, c.raise_, c.allin]
