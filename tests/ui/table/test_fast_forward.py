"""Fast-forward after folding (setting ``fold_fast_forward``, on by default): once the
player has folded, the rest of the hand plays at once (or four times faster) up to the
result (issue #16; real App, real pygame events)."""

from __future__ import annotations

import pytest

from drawpoker.engine import TableRules
from tests.support.harness import Harness
from tests.support.table import fold

ANTE = TableRules.from_dict({"structure": "no-limit", "ante": 10})


def _frames_after_folding(h: Harness, setting: str) -> int:
    h.app.settings = h.app.settings.replace(fold_fast_forward=setting)
    t = h.sit_down(persist=False, rules=ANTE, buy_in=1000)
    assert h.wait_mode("bet") == "bet"
    fold(h)
    assert t.visual.seats[t.hero].folded or t.director.busy
    n = 0
    while t.mode != "over" and n < 20000:
        h.frames(1)
        n += 1
    assert t.mode == "over"
    return n


def test_fast_forward_is_on_by_default() -> None:
    from drawpoker.persistence.settings import Settings

    assert Settings().fold_fast_forward == "instant"


@pytest.mark.reported("issue-16")
@pytest.mark.harness(seed=8, speed="normal")
def test_after_a_fold_the_hand_plays_at_once_to_the_result(h: Harness) -> None:
    n = _frames_after_folding(h, "instant")
    assert n <= 40, n


@pytest.mark.reported("issue-16")
@pytest.mark.parametrize("setting", ["off", "fast"])
@pytest.mark.harness(seed=8, speed="normal")
def test_a_fold_plays_the_rest_as_chosen(h: Harness, setting: str) -> None:
    n = _frames_after_folding(h, setting)
    if setting == "off":
        assert n > 100, n
    else:
        assert 25 < n < 400, n
