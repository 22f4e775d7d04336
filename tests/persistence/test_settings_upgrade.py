"""Old settings files: every upgrader is total, one bad value resets only that key, a failing upgrade keeps the file aside."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from drawpoker.persistence import settings as settings_mod
from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.settings import (
    SETTINGS_VERSION,
    UPGRADERS,
    Settings,
    load_settings,
)
from tests.support.userdata import write_json

HUGE = int("9" * 400)


@pytest.mark.reported("breaker#7-19")
def test_v1_file_with_a_huge_volume_keeps_the_other_settings(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    write_json(path, {"version": 1, "language": "de", "four_color_deck": True,
                  "card_back": "red", "volume": HUGE})
    loaded, notices, writable = load_settings(path)
    assert writable
    assert (loaded.language, loaded.four_color_deck, loaded.card_back) == ("de", True, "red")
    assert loaded.volume == Settings().volume
    reset = [n for n in notices if n.kind is NoticeKind.RESET_VALUES]
    assert reset and reset[0].keys == ("volume",)
    on_disk = json.loads(path.read_text())
    assert on_disk["version"] == SETTINGS_VERSION
    assert on_disk["settings"]["language"] == "de"


@pytest.mark.reported("breaker#7-19")
@pytest.mark.parametrize("key, value", [
    ("volume", HUGE), ("volume", -HUGE), ("volume", 1e308), ("volume", "loud"),
    ("sound", "yes"), ("window", "1280x720x3"), ("window", "١٢٨٠x٧٢٠"), ("window", 5),
])
def test_v1_bad_value_resets_only_that_key(tmp_path: Path, key: str, value: Any) -> None:
    path = tmp_path / "settings.json"
    write_json(path, {"version": 1, "language": "sk", key: value})
    loaded, notices, _ = load_settings(path)
    assert loaded.language == "sk"
    kinds = {n.kind for n in notices}
    assert NoticeKind.CORRUPT not in kinds
    assert NoticeKind.RESET_VALUES in kinds


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-HUGE, max_value=HUGE)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=3),
    max_leaves=8,
)
_V1_KEYS = st.sampled_from(["volume", "sound", "window", "language", "card_back", "muted",
                            "animation_speed", "last_table", "fullscreen", "zzz"])


@pytest.mark.reported("breaker#7-19")
@pytest.mark.parametrize("version", sorted(UPGRADERS))
@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(values=st.dictionaries(_V1_KEYS | st.text(max_size=8), _JSON, max_size=6))
def test_every_upgrader_is_total(version: int, values: dict[str, Any]) -> None:
    doc = {**values, "version": version}
    if version >= 2:
        doc = {"format": settings_mod.FORMAT_NAME, "version": version, "settings": values}
    out = UPGRADERS[version](json.loads(json.dumps(doc)))
    assert isinstance(out, dict) and out["version"] == version + 1


@pytest.mark.reported("breaker#7-19")
@pytest.mark.parametrize("version", sorted(UPGRADERS))
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(values=st.dictionaries(_V1_KEYS, _JSON, max_size=6))
def test_loading_hostile_old_files_never_raises(tmp_path: Path, version: int,
                                                values: dict[str, Any]) -> None:
    path = tmp_path / f"h{version}" / "settings.json"
    path.parent.mkdir(exist_ok=True)
    write_json(path, {**values, "version": version})
    loaded, notices, writable = load_settings(path)
    assert isinstance(loaded, Settings) and writable
    assert json.loads(path.read_text())["version"] == SETTINGS_VERSION  # upgraded, not lost
    assert all(n.kind is not NoticeKind.CORRUPT for n in notices)


@pytest.mark.reported("breaker#7-19")
def test_an_upgrader_that_fails_keeps_the_file_aside(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(doc: dict[str, Any]) -> dict[str, Any]:
        raise OverflowError("boom")

    monkeypatch.setitem(UPGRADERS, 1, broken)
    path = tmp_path / "settings.json"
    original = json.dumps({"version": 1, "language": "de"})
    path.write_text(original)
    loaded, notices, _ = load_settings(path)
    assert loaded == Settings()
    corrupt = [n for n in notices if n.kind is NoticeKind.CORRUPT]
    assert corrupt and corrupt[0].kept_aside is not None
    assert corrupt[0].kept_aside.read_text() == original
    assert "OverflowError" in corrupt[0].detail
