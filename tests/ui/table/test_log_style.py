"""Every line the hand log writes of another player reads one way: in English a sentence
with the name first ("Ada checks", "Ada antes 10", "Ada draws 3"), never "Ada: Checks"
beside "Ada antes 10" (found by a fresh user); the player's own lines are in the second
person ("You check"); the computer players' reasons after a hand stand apart, quoted
("Ada: Calling 20 into 60: ..."). Real App, real pygame events, several whole hands."""

from __future__ import annotations

import re

import pytest

from drawpoker.engine import TableRules
from drawpoker.i18n import say_again
from tests.support.harness import Harness

NAMES = ("Ada", "Boris", "Clara")
WHO = "|".join(NAMES)
#: a lowercase verb right after the name ("Ada checks", "Ada wins the pot")
SENTENCE = re.compile(rf"^(?:{WHO}) [a-z]")
DRAW = re.compile(rf"^(?:{WHO}) (?:draws \d|stands pat)$")


@pytest.mark.reported("fresh-user#polish9")
@pytest.mark.harness(seed=4)
def test_the_log_writes_every_players_line_one_way(h: Harness) -> None:
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10, "small_blind": 5,
                                  "big_blind": 10})
    t = h.sit_down(persist=False, rules=rules, buy_in=500,
                   opponents=[(n, "station") for n in NAMES])
    seen: list[str] = []
    for _ in range(4):  # hands
        for _ in range(80):
            mode = h.wait_mode("bet", "draw", "show", "over", "busted")
            if mode in ("over", "busted"):
                break
            h.answer(mode)
        for text, _kind in t.visual.log:
            if say_again(text) == "Why they played that way":
                break  # the reasons after it are quoted, "Ada: Calling 20 into 60: ..."
            seen.append(say_again(text))
        h.answer("over")
        t.visual.log.clear()
    about_others = [line for line in seen if line.startswith(NAMES)]
    assert len(about_others) > 20, seen
    kinds = {line.split(" ")[1] for line in about_others}
    assert {"antes", "checks"} <= kinds or {"antes", "calls"} <= kinds, kinds
    odd = [line for line in about_others if not SENTENCE.match(line)]
    assert not odd, odd
    assert any(DRAW.match(line) for line in about_others), about_others
