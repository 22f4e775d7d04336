"""``drawpoker replay`` run as a real process: an illegal action or a file nested too deeply is refused with a message, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.cli import big_bet_file, run


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
