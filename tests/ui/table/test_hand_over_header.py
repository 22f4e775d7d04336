"""Once every other seat folds, the top bar's round name says the hand is over instead of
staying at "Before the draw" (found by a fresh user, in English and German)."""

from __future__ import annotations

import pytest

from drawpoker.engine import ActionType, TableRules
from drawpoker.i18n import set_language
from tests.support.harness import Harness
from tests.support.table import Preferring, check_until_over, texts_drawn_now


@pytest.mark.reported("fresh-user#52")
@pytest.mark.harness(seed=3)
def test_a_hand_won_by_folds_is_over_in_the_header(h: Harness,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    h.app.settings = h.app.settings.replace(confirm_free_fold=False)
    rules = TableRules.from_dict({"structure": "no-limit", "small_blind": 10, "big_blind": 20})
    t = h.sit_down(persist=False, rules=rules, buy_in=1000)
    for seat in t.session.policies:
        t.session.set_policy(seat, Preferring(ActionType.FOLD, ActionType.SHOW, ActionType.CHECK))
    check_until_over(h)
    assert t.mode == "over" and not t.visual.passed_out
    h.until(lambda: not t.director.busy, 600)
    drawn = texts_drawn_now(h, monkeypatch)
    assert "Hand over" in drawn and "Before the draw" not in drawn, drawn
    set_language("de")
    try:
        assert str(t.visual.round_name) == "Hand vorbei"
    finally:
        set_language("en")
