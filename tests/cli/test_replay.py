"""``drawpoker replay`` run as a real process: an illegal action or a file nested too deeply is refused with a message, never a traceback."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.support.cli import big_bet_file, run
from tests.support.scenarios import SCENARIO_DIR, load_scenario


@pytest.mark.reported("breaker#13-16")
def test_replay_of_a_huge_bet_is_an_illegal_action(tmp_path: Path) -> None:
    result = run("replay", str(big_bet_file(tmp_path)), cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    assert "internal error" not in result.stderr
    assert "more than B has" in result.stderr
    assert json.loads(result.stdout)["error"]["action"] == 0


@pytest.mark.reported("breaker#13-16")
def test_replay_deep_json_still_refused(tmp_path: Path) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    result = run("replay", str(deep), cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr.strip() == f"drawpoker replay: {deep}: not valid JSON: nested too deeply"


REPO = Path(__file__).resolve().parents[2]


# --------------------------------------------------------------------------- command line


def _replay(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "drawpoker", "replay", *map(str, args)],
        capture_output=True, text=True, timeout=60, cwd=REPO,
    )


@pytest.mark.parametrize("name", [
    "b30_side_pots_three_allins",
    "b33a_odd_chip_three_way_tie",
    "rules_jackpots_nobody_opens_twice_then_opened",
    "b44_six_players_draw_five_reshuffle",
    # a fresh process whose first showdown has a joker (wild-card paths of the evaluator)
    "rules_wild_joker_five_of_a_kind_and_straight_flush",
    "rules_wild_bug_ace_or_straight_only",
    "rules_lowball_ace_to_five_joker",
])
def test_cli_check_passes(name: str) -> None:
    """`drawpoker replay --check` exits 0 on a file whose expect block the engine meets."""
    proc = _replay("--check", SCENARIO_DIR / f"{name}.json")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = json.loads(proc.stdout)
    assert out["format"] == "drawpoker-result/1"
    assert out["stacks"] == load_scenario(SCENARIO_DIR / f"{name}.json")["expect"]["stacks"]


def test_cli_replay_prints_result_json() -> None:
    """Without --check the result JSON goes to stdout and the exit status is 0."""
    proc = _replay(SCENARIO_DIR / "b32a_uncalled_post_draw_bet_returned.json")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["stacks"] == {"A": 490, "B": 490, "C": 520}
    assert out["error"] is None


def test_cli_check_difference_exits_3(tmp_path: Path) -> None:
    """A wrong expect block: exit 3 and the differing field printed."""
    data = load_scenario(SCENARIO_DIR / "b30_side_pots_three_allins.json")
    data["expect"]["stacks"]["D"] = 81
    data["expect"]["stacks"]["C"] = 279
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(data))
    proc = _replay("--check", path)
    assert proc.returncode == 3, proc.stdout + proc.stderr
    assert "stacks" in proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize("name, action", [
    ("b24_raise_against_allin_refused", 1),
    ("b28_raise_against_blind_allin_refused", 0),
    ("b22_fixed_limit_raise_after_cap_refused", 4),
])
@pytest.mark.parametrize("check", [False, True], ids=["replay", "check"])
def test_cli_illegal_action_exits_2(name: str, action: int, check: bool) -> None:
    """An illegal action: exit 2 (also with --check when expect foresees it), the error names
    the deal and action, never a traceback."""
    args = ["--check"] if check else []
    proc = _replay(*args, SCENARIO_DIR / f"{name}.json")
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr
    text = proc.stdout + proc.stderr
    assert "raise" in text.lower()
    out = json.loads(proc.stdout)
    assert out["error"]["deal"] == 0 and out["error"]["action"] == action
    assert out["error"]["message"]


def _malformed_cases() -> list[tuple[str, Any, str]]:
    base = load_scenario(SCENARIO_DIR / "b32a_uncalled_post_draw_bet_returned.json")
    cases: list[tuple[str, Any, str]] = []

    def variant(label: str, field: str, change: Any) -> None:
        data = copy.deepcopy(base)
        change(data)
        cases.append((label, data, field))

    variant("unknown structure", "structure", lambda d: d["rules"].__setitem__("structure", "spread"))
    variant("missing seats", "seats", lambda d: d.pop("seats"))
    variant("negative stack", "stack", lambda d: d["seats"][0].__setitem__("stack", -5))
    variant("button not a seat", "button", lambda d: d.__setitem__("button", "Zed"))
    variant("bad card", "Xx", lambda d: d["deals"][0]["hole"].__setitem__("A", "Kh Kd 9c 6s Xx"))
    variant("card twice", "Kh", lambda d: d["deals"][0]["hole"].__setitem__("B", "Kh Qd 8c 5s 3h"))
    variant("unknown act", "act", lambda d: d["deals"][0]["actions"][0].__setitem__("act", "shove"))
    variant("same card discarded twice (B47)", "discard",
            lambda d: d["deals"][0]["actions"][4].__setitem__("discard", "7h 7h"))
    variant("four with ace needs max_draw 3", "four_with_ace",
            lambda d: d["rules"].update(four_with_ace=True, max_draw=5))
    variant("jackpots with blinds", "open_requirement",
            lambda d: d["rules"].__setitem__("open_requirement", "jacks-or-better"))
    variant("fractional chips", "stack", lambda d: d["seats"][1].__setitem__("stack", 12.5))
    variant("one seat", "seats", lambda d: d.__setitem__("seats", d["seats"][:1]))
    return cases


@pytest.mark.parametrize("label, data, field", _malformed_cases(), ids=[c[0] for c in _malformed_cases()])
def test_cli_malformed_file_exits_1(tmp_path: Path, label: str, data: Any, field: str) -> None:
    """A malformed file: exit 1 with a message naming the field (or card), never a traceback."""
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    proc = _replay("--check", path)
    assert proc.returncode == 1, f"{label}: {proc.returncode}\n{proc.stdout}{proc.stderr}"
    assert field.lower() in (proc.stdout + proc.stderr).lower(), proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr


def test_cli_not_json_exits_1(tmp_path: Path) -> None:
    """A file that is not JSON at all: exit 1, no traceback."""
    path = tmp_path / "broken.json"
    path.write_text('{"format": "drawpoker-scenario/1", "seats": [')
    proc = _replay(path)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr
