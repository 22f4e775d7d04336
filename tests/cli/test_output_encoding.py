"""Subcommands whose stdout cannot encode every character they print (a Windows console
or a file redirected there: cp1252; a UTF-8 terminal given a file name that is not
UTF-8): the output is written all the same, escaped where it must be, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

#: a whole heads-up hand whose seats have names cp1252 cannot write
NAMES = ("Жора", "Zoë 😀")
HAND = {
    "format": "drawpoker-scenario/1", "rules": {"ante": 5},
    "seats": [{"name": NAMES[0], "stack": 100}, {"name": NAMES[1], "stack": 100}],
    "button": NAMES[0],
    "deals": [{"hole": {NAMES[0]: "As Ad 7c 7h 2s", NAMES[1]: "Kc Kd 9s 5h 3c"},
               "actions": [{"seat": NAMES[1], "act": "bet", "to": 20},
                           {"seat": NAMES[0], "act": "call"},
                           {"seat": NAMES[1], "act": "draw", "discard": "9s 5h 3c"},
                           {"seat": NAMES[0], "act": "draw", "discard": "2s"},
                           {"seat": NAMES[1], "act": "check"},
                           {"seat": NAMES[0], "act": "check"}]}],
}


def _run(args: list[str | bytes], cwd: Path, encoding: str) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYTHONIOENCODING": encoding}
    return subprocess.run([sys.executable, "-m", "drawpoker", *args], cwd=cwd, env=env,
                          capture_output=True, stdin=subprocess.DEVNULL, timeout=90, check=False)


@pytest.mark.reported("breaker-7#1")
@pytest.mark.parametrize("seat", NAMES)
def test_coach_writes_names_a_cp1252_stdout_cannot_hold_as_json(tmp_path: Path,
                                                                 seat: str) -> None:
    """``drawpoker coach hand.json > review.json`` on Windows (stdout cp1252): the review
    of a seat named in Cyrillic or with an emoji is still valid JSON naming the seat
    (a UnicodeEncodeError traceback and half a file before)."""
    (tmp_path / "hand.json").write_text(json.dumps(HAND), encoding="utf-8")
    result = _run(["coach", "--seat", seat, "hand.json"], tmp_path, "cp1252")
    assert b"Traceback" not in result.stderr, result.stderr.decode("utf-8", "replace")
    assert result.returncode == 0
    review = json.loads(result.stdout.decode("cp1252"))
    assert review["seat"] == seat and review["decisions"]


@pytest.mark.reported("breaker-7#2")
@pytest.mark.skipif(sys.platform != "linux", reason="a file name that is not UTF-8 (Linux)")
def test_verify_names_a_file_whose_name_is_not_utf8(tmp_path: Path) -> None:
    """``drawpoker verify`` of a hand whose file name has a Latin-1 byte, on a strict UTF-8
    stdout (a usual desktop's en_US.UTF-8): the verdict line names the file with the byte
    escaped (a UnicodeEncodeError traceback before)."""
    name = b"h\xe4nd.json"
    with open(os.path.join(os.fsencode(tmp_path), name), "w", encoding="utf-8") as out:
        json.dump(HAND, out)
    result = _run(["verify", name], tmp_path, "utf-8:strict")
    assert b"Traceback" not in result.stderr, result.stderr.decode("utf-8", "replace")
    assert result.returncode == 0
    line = result.stdout.decode("utf-8").strip()
    assert line.startswith("h\\udce4nd.json: ") and "nothing to verify" in line, line
