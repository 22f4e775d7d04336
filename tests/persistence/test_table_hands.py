"""The hands of pass-and-play tables, kept in ``pass_and_play.json`` beside the settings
(never in the profile): newest first, the newest 200 kept, a damaged file kept aside."""

from __future__ import annotations

from pathlib import Path

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
