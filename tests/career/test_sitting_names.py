"""How the hand history names the sittings (``career.sitting_names``): the road's sittings
(a room's cash table, its final) by their room; the other cash sittings and the
sit-and-gos each numbered from 1 apart, the road's taking no number."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from drawpoker.career import link_table, sitting_names
from drawpoker.persistence.profile import Profile, open_profile
from tests.support.records import play_hands


@pytest.fixture
def prof(tmp_path: Path) -> Iterator[Profile]:
    p, _ = open_profile(tmp_path / "profile.sqlite3")
    with p:
        yield p


def _sitting(prof: Profile, hand_id: int) -> int:
    return int(prof.connection.execute("SELECT session_id FROM hands WHERE id = ?",
                                       (hand_id,)).fetchone()[0])


@pytest.mark.reported("new-player-evening-2#6")
def test_the_first_sit_and_go_after_a_final_is_tournament_1(prof: Profile) -> None:
    room_table = _sitting(prof, play_hands(prof, 2)[0])
    link_table(prof, room_table, "kitchen")
    final = _sitting(prof, play_hands(prof, 1, tournament_level=1)[0])
    link_table(prof, final, "kitchen")
    first = _sitting(prof, play_hands(prof, 2, seed=6, tournament_level=1)[0])
    cash = _sitting(prof, play_hands(prof, 2, seed=7)[0])
    second = _sitting(prof, play_hands(prof, 1, seed=8, tournament_level=1)[0])
    names = sitting_names(prof)
    assert names[room_table] == names[final] == "The Kitchen Table"
    assert (names[first], names[second], names[cash]) == (1, 2, 1)
