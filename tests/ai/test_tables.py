"""The computer players' tables: the shipped data file is what the builder makes, covers
every game mode, and loads instead of being built (issue 17: the first decision of a
fresh process must not pay a second of simulation)."""

from __future__ import annotations

import numpy as np
import pytest

from drawpoker.ai import tables as tables_mod
from drawpoker.ai.mode import Mode
from drawpoker.ai.table_build import GAME_WILDS, build_arrays, every_mode
from drawpoker.ai.tables import DATA_FILE, ModeTables, packed_arrays, shipped_arrays
from drawpoker.engine import TableRules
from drawpoker.variants import GAME


def test_the_mode_list_is_the_games_and_their_wild_modes() -> None:
    assert {g: set(w) for g, w in GAME_WILDS.items()} == {
        key: set(game.wilds) for key, game in GAME.items()}


def test_every_mode_is_shipped() -> None:
    assert DATA_FILE.is_file()
    for mode in every_mode():
        arrays = shipped_arrays(mode)
        assert arrays is not None, mode
        assert arrays["opp_counts"].shape[0] == mode.draw_cap + 2


@pytest.mark.parametrize("mode", [Mode.of(TableRules()), Mode("ace-to-five", "bug", 3, True)],
                         ids=["default", "ace-to-five-bug-3-ace"])
def test_the_shipped_tables_equal_what_the_builder_makes(mode: Mode) -> None:
    shipped = shipped_arrays(mode)
    assert shipped is not None
    built = build_arrays(mode)
    assert set(shipped) == set(built)
    for name, arr in built.items():
        assert shipped[name].dtype == arr.dtype, name
        assert np.array_equal(shipped[name], arr), (
            f"{name} differs: rerun `uv run python tools/make_ai_tables.py`")


def test_tables_load_from_the_file_without_building(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_build(mode: Mode) -> None:
        raise AssertionError("built instead of loaded")

    monkeypatch.setattr(tables_mod, "build_arrays", no_build)
    t = ModeTables(Mode("high", "deuces", 4, False), shipped_arrays(Mode("high", "deuces", 4, False)))
    assert t.n_ranks == len(t.pct) and t.opp.shape[1:] == (tables_mod.BINS, t.n_ranks)


def test_an_unreadable_file_means_building(tmp_path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "tables.npz"
    bad.write_bytes(b"not a zip")
    assert shipped_arrays(Mode.of(TableRules()), bad) is None
    assert shipped_arrays(Mode.of(TableRules()), tmp_path / "missing.npz") is None


def test_the_keys_are_stored_once_per_deck_and_read_back_whole(tmp_path) -> None:  # type: ignore[no-untyped-def]
    modes = [Mode("high", "joker", 5, False), Mode("ace-to-five", "joker", 3, True)]
    built = {m: {"keys": np.array([258, 300, 1_672_850_512]), "pct": np.array([0.5])} for m in modes}
    packed = packed_arrays(built)
    assert sorted(packed) == ["ace-to-five-joker-3-1.pct", "high-joker-5-0.pct", "keys-joker"]
    path = tmp_path / "tables.npz"
    np.savez_compressed(path, **packed)  # type: ignore[arg-type]
    for mode in modes:
        got = shipped_arrays(mode, path)
        assert got is not None and got["keys"].tolist() == [258, 300, 1_672_850_512]
    built[modes[1]]["keys"] = np.array([258, 301, 1_672_850_512])
    with pytest.raises(ValueError, match="ace-to-five-joker-3-1: its hand keys differ"):
        packed_arrays(built)
