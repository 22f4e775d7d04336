"""Exported files: an export never replaces an earlier one, and new text files are written without hard links."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from drawpoker.persistence.paths import write_new_text
from drawpoker.persistence.profile import open_profile
from tests.support.records import HAND_ONE, record_hand

# ---------------------------------------------------------------- exports


@pytest.mark.reported("breaker#7-19")
def test_an_export_never_replaces_an_earlier_one(tmp_path: Path) -> None:
    exports = tmp_path / "exports"
    exports.mkdir()
    first, _ = open_profile(tmp_path / "p.sqlite3")
    with first:
        hid = record_hand(first, HAND_ONE)
        out1 = first.export_hand(hid, exports)
        first.reset(1000)  # ids start again at 1
        hid2 = record_hand(first, HAND_ONE)
        assert hid2 == hid
        earlier = out1.read_text()
        out1.write_text(earlier.replace('"Ann"', '"Ann (first profile)"'))
        mine = out1.read_text()
        out2 = first.export_hand(hid2, exports)
        out3 = first.export_hand(hid2, exports)
    assert out1.read_text() == mine
    assert len({out1, out2, out3}) == 3
    assert out2.name == f"hand-{hid}-1-2.json" and out3.name == f"hand-{hid}-1-3.json"
    assert json.loads(out2.read_text()) == HAND_ONE
    assert sorted(p.name for p in exports.iterdir()) == sorted([out1.name, out2.name, out3.name])


@pytest.mark.reported("breaker#7-19")
def test_write_new_text_without_hard_links(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(*_args: Any) -> None:
        raise OSError(1, "Operation not permitted")

    (tmp_path / "a.json").write_text("old")
    monkeypatch.setattr(os, "link", no_links)
    out = write_new_text(tmp_path, "a", ".json", "new")
    assert out.name == "a-2.json" and out.read_text() == "new"
    assert (tmp_path / "a.json").read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-2.json", "a.json"]
