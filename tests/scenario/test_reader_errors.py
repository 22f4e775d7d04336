"""Bad input to ``drawpoker replay`` and the engine's table options: every case ends in a
clear message naming what is wrong and the exit status of scenario-format.md (1 invalid file,
2 illegal action), never a traceback or an "internal error".
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from drawpoker.cli.replay import main as replay_main
from drawpoker.engine.rules import TableRules
from drawpoker.scenario.reader import ScenarioError
from drawpoker.scenario.run import run_scenario
from tests.support.scenarios import scenario_example

BASE: dict[str, Any] = {
    **scenario_example(),
    "expect": {"stacks": {"Ann": 640, "Bob": 400, "Cy": 260}},
}

BLINDS: dict[str, Any] = {
    "format": "drawpoker-scenario/1",
    "rules": {"small_blind": 5, "big_blind": 10},
    "seats": [{"name": "A", "stack": 100}, {"name": "B", "stack": 100},
              {"name": "C", "stack": 100}],
    "button": "A",
    "deals": [{"hole": {"A": "2c 3c 4c 5c 7d", "B": "2d 3d 4d 5d 7h", "C": "2h 3h 4h 5h 7s"},
               "actions": [{"seat": "A", "act": "fold"}, {"seat": "B", "act": "fold"}]}],
}


def _replay(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str,
            *extra: str) -> tuple[int, str]:
    path = tmp_path / "case.json"
    path.write_text(text, encoding="utf-8")
    code = replay_main([*extra, str(path)])
    err = capsys.readouterr().err
    assert "Traceback" not in err and "internal error" not in err, err
    return code, err


@pytest.mark.reported("breaker")
def test_the_base_file_plays_through(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = _replay(tmp_path, capsys, json.dumps(BASE), "--check")
    assert code == 0


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("act", [[], {}, ["bet"]])
def test_act_of_the_wrong_type_names_the_field(act: Any, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    data = copy.deepcopy(BASE)
    data["deals"][0]["actions"][0] = {"seat": "Bob", "act": act}
    code, err = _replay(tmp_path, capsys, json.dumps(data))
    assert code == 1
    assert "deals[0].actions[0].act" in err


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("seat", [[], {}, ["Bob"]])
def test_seat_of_the_wrong_type_names_the_field(seat: Any, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    data = copy.deepcopy(BASE)
    data["deals"][0]["actions"][0] = {"seat": seat, "act": "bet", "to": 30}
    code, err = _replay(tmp_path, capsys, json.dumps(data))
    assert code == 1
    assert "deals[0].actions[0].seat" in err


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("text", [
    "[" * 100_000 + "]" * 100_000,                                   # nested too deeply
    json.dumps(BASE).replace('"stack": 500', '"stack": ' + "9" * 5000, 1),  # huge literal
    "\x00\x01garbage",
    "",
])
def test_a_file_json_cannot_read_is_exit_1(text: str, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _replay(tmp_path, capsys, text)
    assert code == 1
    assert "not valid JSON" in err


@pytest.mark.reported("breaker")
def test_a_file_that_is_not_utf8_is_exit_1(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "case.json"
    path.write_bytes(b"\xff\xfe{")
    assert replay_main([str(path)]) == 1
    assert "not valid JSON" in capsys.readouterr().err


@pytest.mark.reported("breaker")
def test_a_byte_order_mark_is_accepted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Windows editors save UTF-8 with a byte order mark; the file is still the same JSON."""
    code, _ = _replay(tmp_path, capsys, "\ufeff" + json.dumps(BASE), "--check")
    assert code == 0


@pytest.mark.reported("breaker")
def test_a_directory_instead_of_a_file_is_exit_1(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert replay_main([str(tmp_path)]) == 1
    assert "cannot read" in capsys.readouterr().err


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("value", [5.0, 3.0])
def test_max_draw_must_be_a_whole_number(value: float) -> None:
    with pytest.raises(ValueError, match="rules.max_draw"):
        TableRules.from_dict({"max_draw": value})


@pytest.mark.reported("breaker")
def test_the_same_seat_cannot_post_both_blinds() -> None:
    data = copy.deepcopy(BLINDS)
    data["deals"][0]["positions"] = {"button": "A", "small_blind": "B", "big_blind": "B"}
    with pytest.raises(ScenarioError) as err:
        run_scenario(data)
    assert err.value.field == "deals[0].positions.small_blind"
    assert "both blinds" in err.value.message


@pytest.mark.reported("breaker")
def test_the_button_cannot_be_the_big_blind() -> None:
    data = copy.deepcopy(BLINDS)
    data["deals"][0]["positions"] = {"button": "C", "small_blind": "B", "big_blind": "C"}
    with pytest.raises(ScenarioError) as err:
        run_scenario(data)
    assert err.value.field == "deals[0].positions.big_blind"


@pytest.mark.reported("breaker")
def test_a_blind_on_a_busted_seat_names_the_player_and_field() -> None:
    data = copy.deepcopy(BLINDS)
    data["seats"][2]["stack"] = 0
    data["deals"][0]["hole"].pop("C")
    data["deals"][0]["positions"] = {"button": "A", "small_blind": "B", "big_blind": "C"}
    with pytest.raises(ScenarioError) as err:
        run_scenario(data)
    assert err.value.field == "deals[0].positions.big_blind"
    assert "C" in err.value.message and "seat 2" not in err.value.message


@pytest.mark.reported("breaker")
def test_blinds_named_at_a_table_without_blinds_are_refused() -> None:
    data = copy.deepcopy(BASE)
    data["deals"][0]["positions"] = {"button": "Ann", "small_blind": "Bob", "big_blind": "Cy"}
    with pytest.raises(ScenarioError) as err:
        run_scenario(data)
    assert err.value.field == "deals[0].positions.small_blind"
    assert "no blinds" in err.value.message


@pytest.mark.reported("breaker")
def test_cards_for_a_seat_without_chips_name_the_player() -> None:
    data = copy.deepcopy(BASE)
    data["seats"][2]["stack"] = 0
    with pytest.raises(ScenarioError) as err:
        run_scenario(data)
    assert err.value.field == "deals[0].hole.Cy"
    assert "seat 2" not in err.value.message


HEADS_UP: dict[str, Any] = {
    "rules": {"structure": "fixed-limit", "ante": 5},
    "seats": [{"name": "A", "stack": 100}, {"name": "B", "stack": 100}],
    "button": "A",
    "deals": [{"hole": {"A": "As Ad 7c 7h 2s", "B": "Kc Kd 9s 5h 3c"},
               "stub": "8s Kh 4d 6c 5d 5s",
               "actions": [{"seat": "B", "act": "check"}, {"seat": "A", "act": "check"},
                           {"seat": "B", "act": "draw", "discard": ""},
                           {"seat": "A", "act": "draw", "discard": ""},
                           {"seat": "B", "act": "check"}, {"seat": "A", "act": "check"}]}],
}


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("extra, reason", [
    ([{"seat": "B", "act": "show"}, {"seat": "B", "act": "muck"}], "already shown"),
    ([{"seat": "B", "act": "muck"}], "already shown"),  # B shows first (docs/rules.md §3.7)
])
def test_a_muck_after_showing_is_refused_without_deciding_for_others(
        extra: list[dict[str, Any]], reason: str) -> None:
    """The file's muck for B must not turn into A showing: A's choice is A's."""
    data = copy.deepcopy(HEADS_UP)
    data["deals"][0]["actions"] += extra
    result = run_scenario(data)
    assert result["error"] is not None
    assert result["error"]["action"] == 6 + len(extra) - 1
    assert reason in result["error"]["message"]
    assert result["error"]["message"].startswith("B muck")


@pytest.mark.reported("breaker")
def test_a_muck_by_the_second_player_still_plays() -> None:
    data = copy.deepcopy(HEADS_UP)
    data["deals"][0]["actions"] += [{"seat": "A", "act": "muck"}]
    result = run_scenario(data)
    assert result["error"] is None
    assert result["stacks"] == {"A": 95, "B": 105}
