"""The hands of pass-and-play tables, kept in ``pass_and_play.json`` beside the settings
(never in the profile): newest first, the newest 200 kept, a damaged file kept aside."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.table_hands import KEEP, TableHands

DOC = {"rules": {"ante": 10}, "seats": [{"name": "Ann", "stack": 500}], "deals": []}


def test_hands_are_kept_newest_first_with_the_peoples_names(tmp_path: Path) -> None:
    store = TableHands(tmp_path / "pass_and_play.json")
    assert store.hands() == ([], [])
    assert store.add(DOC, ["Ann", "Boris"], 1, "2026-01-01T10:00:00Z") == []
    assert store.add(DOC, ["Ann", "Boris"], 2) == []
    hands, notices = TableHands(tmp_path / "pass_and_play.json").hands()
    assert notices == [] and [h.hand_no for h in hands] == [2, 1]
    assert hands[1].people == ("Ann", "Boris") and hands[1].document == DOC
    assert hands[1].played_at == "2026-01-01T10:00:00Z"


def test_only_the_newest_hands_are_kept(tmp_path: Path) -> None:
    store = TableHands(tmp_path / "pass_and_play.json")
    for n in range(KEEP + 3):
        store.add(DOC, ["Ann", "Boris"], n + 1)
    hands, _notices = store.hands()
    assert len(hands) == KEEP and hands[0].hand_no == KEEP + 3 and hands[-1].hand_no == 4


def test_a_damaged_file_is_kept_aside_and_told(tmp_path: Path) -> None:
    path = tmp_path / "pass_and_play.json"
    path.write_text("{not json", encoding="utf-8")
    hands, notices = TableHands(path).hands()
    assert hands == [] and [n.kind for n in notices] == [NoticeKind.CORRUPT]
    assert "pass-and-play" in notices[0].message()
    assert list(tmp_path.glob("pass_and_play.corrupt-*"))


def test_a_damaged_entry_is_left_out(tmp_path: Path) -> None:
    path = tmp_path / "pass_and_play.json"
    path.write_text('{"hands": [{"hand_no": "x"}, {"played_at": "2026-01-01T10:00:00Z", '
                    '"hand_no": 3, "people": ["Ann"], "document": {"seats": []}}]}',
                    encoding="utf-8")
    hands, _notices = TableHands(path).hands()
    assert [h.hand_no for h in hands] == [3]


def _entry(people: object, hand_no: object = 1, seat: str = "Ann") -> dict[str, object]:
    return {"played_at": "2026-01-01T10:00:00Z", "hand_no": hand_no, "people": people,
            "document": {"seats": [{"name": seat, "stack": 500}]}}


@pytest.mark.reported("breaker2: 50 names of 10,000 characters froze Hand history")
@pytest.mark.parametrize("bad", [
    _entry(["W" * 10_000, "Boris"]),       # a name no table takes (at most 40 characters)
    _entry(["Ann"] * 9),                   # more people than seats
    _entry([]),                            # nobody
    _entry(["Ann", 7]),                    # not a name
    _entry(["Ann"], seat="W" * 10_000),    # a seat of the hand named past the bound
    _entry(["Ann"], hand_no=10**30),       # a hand number no table reaches
    _entry(["Ann"], hand_no=0),
])
def test_an_entry_past_the_bounds_is_left_out_and_told(tmp_path: Path,
                                                       bad: dict[str, object]) -> None:
    path = tmp_path / "pass_and_play.json"
    good = _entry(["Ann", "مرحبا", "🃏😀"], hand_no=2)  # right-to-left and emoji are names
    path.write_text(json.dumps({"hands": [bad, good]}), encoding="utf-8")
    hands, notices = TableHands(path).hands()
    assert [h.hand_no for h in hands] == [2]
    assert hands[0].people == ("Ann", "مرحبا", "🃏😀")
    assert [n.kind for n in notices] == [NoticeKind.DAMAGED_HANDS]
    line = notices[0].message()
    assert "pass-and-play" in line and "1" in line and "\n" not in line
