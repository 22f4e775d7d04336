"""A hand-edited settings file naming a card back, felt or chip set the game does not
have: the game uses its default and says which settings it set back (it said nothing)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawpoker.persistence.notices import NoticeKind
from tests.support.harness import Harness


@pytest.mark.reported("breaker")
def test_an_unknown_look_is_set_back_and_named(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "drawpoker-settings", "version": 2, "settings": {
        "card_back": "zzz", "table_color": "plaid", "chip_set": "nosuch",
        "text_size": "big"}}), encoding="utf-8")
    h = Harness(tmp_path)
    try:
        s = h.app.settings
        assert (s.card_back, s.table_color, s.chip_set) == ("blue", "green", "classic")
        reset = [n for n in h.app.pending_notices if n.kind is NoticeKind.RESET_VALUES]
        assert len(reset) == 1, h.app.pending_notices  # one line names them all
        assert set(reset[0].keys) == {"card_back", "table_color", "chip_set", "text_size"}
    finally:
        h.close()


@pytest.mark.reported("breaker")
def test_an_unknown_chip_set_alone_is_named(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({
        "format": "drawpoker-settings", "version": 2, "settings": {"chip_set": "nosuch"}}),
        encoding="utf-8")
    h = Harness(tmp_path)
    try:
        assert h.app.settings.chip_set == "classic"
        reset = [n for n in h.app.pending_notices if n.kind is NoticeKind.RESET_VALUES]
        assert [n.keys for n in reset] == [("chip_set",)]
        assert "chip_set" in reset[0].message()
    finally:
        h.close()
