"""``drawpoker simulate --tournament``: whole sit-and-gos as JSON (issue 18)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawpoker.cli.simulate import main


def test_json_of_whole_sit_and_gos(capsys: pytest.CaptureFixture[str]) -> None:
    specs = ["medium:shark", "easy:rock", "random", "station"]
    assert main(["--tournament", "--seats", ",".join(specs), "--count", "3", "--seed", "7",
                 "--preset", "turbo", "--starting-chips", "500", "--buy-in", "25"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"tournaments", "finish_share"}
    assert [t["seed"] for t in data["tournaments"]] == [7, 8, 9]
    for t in data["tournaments"]:
        assert set(t) == {"seed", "prize_pool", "places", "prizes", "hands", "levels_reached",
                          "chips_conserved"}
        assert sorted(t["places"]) == sorted(specs) and t["chips_conserved"] is True
        assert t["prize_pool"] == 100 and sum(t["prizes"]) == 100 and t["prizes"] == [65, 35, 0, 0]
        assert t["hands"] >= 1 and t["levels_reached"] >= 1
    for spec, shares in data["finish_share"].items():
        assert spec in specs and len(shares) == 4 and sum(shares) == pytest.approx(1, abs=1e-3)
    # the same seed plays the same tournaments
    assert main(["--tournament", "--seats", ",".join(specs), "--count", "3", "--seed", "7",
                 "--preset", "turbo", "--starting-chips", "500", "--buy-in", "25"]) == 0
    assert json.loads(capsys.readouterr().out) == data


def test_levels_by_minutes_rules_file_and_errors(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "rules.json"
    f.write_text(json.dumps({"small_blind": 5, "big_blind": 10, "structure": "fixed-limit",
                             "game": "deuce-to-seven"}))
    assert main(["--tournament", "--seats", "random,station", "--levels-by", "minutes",
                 "--preset", "custom", "--level-length", "2", "--rise", "100",
                 "--rules", str(f)]) == 0
    (t,) = json.loads(capsys.readouterr().out)["tournaments"]
    assert t["prizes"] == [100 * 2, 0] and t["chips_conserved"]
    assert main(["--tournament", "--seats", "random", "--count", "1"]) == 2
    assert "2 to 8 players" in capsys.readouterr().err
    assert main(["--tournament", "--seats", "random,rock", "--preset", "custom"]) == 2
    assert "custom schedule" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--tournament", "--help"])
    out = capsys.readouterr().out
    for flag in ("--seats", "--count", "--seed", "--preset", "--levels-by", "--level-length",
                 "--rise", "--starting-chips", "--buy-in", "--rules"):
        assert flag in out


@pytest.mark.reported("issue-28#5")
@pytest.mark.parametrize(("flag", "value", "said"), [
    ("--rise", str(10**30), "--rise must be 1 to 1,000"),
    ("--rise", "0", "--rise must be 1 to 1,000"),
    ("--count", "1000000000000", "--count must be 1 to 10,000"),
    ("--level-length", "0", "--level-length must be 1 to 1,000"),
    ("--level-length", "-3", "--level-length must be 1 to 1,000"),
    ("--starting-chips", str(2**63), "--starting-chips: must be at most 1,000,000,000,000"),
    ("--buy-in", str(10**13), "--buy-in: must be at most 1,000,000,000,000"),
])
def test_every_option_is_bounded_and_refused_in_one_line(
        capsys: pytest.CaptureFixture[str], flag: str, value: str, said: str) -> None:
    """Failed before: ``--rise`` 10**30 printed an ``OverflowError`` traceback, ``--count``
    10**12 ran silently while memory grew, ``--level-length 0`` was taken for the
    preset's length while -3 was refused."""
    assert main(["--tournament", "--seats", "random,rock", flag, value]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and said in err and len(err) < 160, err
