"""The names a stored ``last_table`` gives the table (the computer opponents', the people's
at a pass-and-play table) are names the set-up could have given: printable, and an
opponent's not blank. Any other is a damaged value, reset with a notice naming it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.settings import Settings, load_settings

SEATS = [{"name": "You", "player": "human", "buy_in_units": 50},
         {"name": "Ada", "player": "medium:shark"}, {"name": "Boris", "player": "easy:rock"}]


def _table(**extra: Any) -> dict[str, Any]:
    return {"rules": {"ante": 10}, "seats": SEATS, "people": 1, **extra}


BAD = [
    ("opponents", {"opponents": [["Ada\x00", "shark", "medium"], ["Boris", "rock", "easy"]]}),
    ("opponents", {"opponents": [["Ada", "shark", "medium"], ["a\nb", "rock", "easy"]]}),
    ("opponents", {"opponents": [["   ", "shark", "medium"], ["Boris", "rock", "easy"]]}),
    ("people_names", {"people": 2, "people_names": ["Bo\x00b"]}),
    ("first_name", {"first_name": "An\x07n"}),
]


@pytest.mark.reported("breaker-7#3")
@pytest.mark.parametrize(("key", "extra"), BAD, ids=[repr(e)[:40] for _, e in BAD])
def test_a_name_no_set_up_gives_is_refused_naming_it(key: str, extra: dict[str, Any]) -> None:
    """A NUL in an opponent's name reached the font at the table, and Play now stopped the
    game with "ValueError: A null character was found in the text"."""
    with pytest.raises(ValueError, match=f"last_table.{key}"):
        Settings().replace(last_table=_table(**extra))


@pytest.mark.reported("breaker-7#3")
def test_a_stored_name_with_a_nul_is_reset_with_a_notice(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "drawpoker-settings", "version": 2, "settings": {
        "last_table": _table(**BAD[0][1]), "muted": True}}))
    settings, notices, _writable = load_settings(path)
    assert settings.last_table is None and settings.muted is True
    assert [n.kind for n in notices] == [NoticeKind.RESET_VALUES]
    assert notices[0].keys == ("last_table",)


@pytest.mark.parametrize("extra", [
    {"opponents": [["Zoë 😀", "shark", "medium"], ["مرحبا", "rock", "easy"]]},
    {"people": 2, "people_names": ["", "Жора"], "first_name": ""},
])
def test_names_of_any_script_are_kept(extra: dict[str, Any]) -> None:
    table = _table(**extra)
    assert Settings().replace(last_table=table).last_table == table
