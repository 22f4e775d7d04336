"""The chance to win "now" (drawpoker/ai/chance.py): once an opponent's cards are face up
at the showdown, what they show is the answer, not what his play suggested."""

from __future__ import annotations

import pytest

from drawpoker.ai.chance import chance_now
from tests.support.hands import (
    asked_to_show,
    bet_into_after_drawing,
    shoved_and_called_after_drawing_four,
)


@pytest.mark.reported("new-player-evening#3")
@pytest.mark.parametrize(("mine", "want"), [("Ac Ad Kh 9s 2c", 0.0),   # a pair of aces loses
                                             ("Ac Ad As 9s 2c", 1.0)])  # three aces win
def test_a_shown_hand_is_the_answer(mine: str, want: float) -> None:
    # "Your chance now: 98 %" was shown beside the opponent's winning hand
    assert chance_now(asked_to_show(mine)) == pytest.approx(want)


@pytest.mark.reported("new-player-evening: the advisor read 0-1 % against a bettor who drew four")
@pytest.mark.parametrize("mine", ["6c 6d 8h 5s 2c", "Jc Jd 8h 5s 2c"])
def test_a_bet_after_drawing_four_holds_bluffs(mine: str) -> None:
    # heads-up, a bet after a four-card draw was read as value alone: a pair of sixes had
    # 10.7 % against it; a player who drew four bluffs at the rate his range allows
    chance = chance_now(bet_into_after_drawing(mine, 4))
    assert chance is not None and chance > 0.3


@pytest.mark.reported("new-player-evening: the advisor read 0-1 % against a bettor who drew four")
def test_the_bluffs_come_from_his_draw_count() -> None:
    # his bluffs are the hands of his draw that cannot win: a pair of sixes is far behind a
    # bettor who stood pat, and well ahead of where it stands against one who drew four
    pat = chance_now(bet_into_after_drawing("6c 6d 8h 5s 2c", 0))
    four = chance_now(bet_into_after_drawing("6c 6d 8h 5s 2c", 4))
    assert pat is not None and four is not None and pat < 0.05 < 0.3 < four


@pytest.mark.reported("new-player-evening-2#5")
def test_a_shove_after_drawing_four_holds_bluffs_at_a_table_of_three() -> None:
    # three-handed, a raise all in after a four-card draw (and an all-in call behind it)
    # was read as value alone: "under 1%" (0.47 %) for a pair of nines, king kicker
    nines = chance_now(shoved_and_called_after_drawing_four("9h 9d 2h 7c 4d"))
    fours = chance_now(shoved_and_called_after_drawing_four("4h 4d 2h 7c Qc"))
    aces = chance_now(shoved_and_called_after_drawing_four("Ah Ad 2h 7c 4d"))
    assert nines is not None and fours is not None and aces is not None
    assert 0.05 < nines < 0.5
    assert fours < nines < aces
