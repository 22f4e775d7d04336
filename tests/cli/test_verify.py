"""``drawpoker verify FILE`` run as a real process (issue 31): a whole recorded profile and an
exported hand are accepted; a tampered hand is refused with its own sentence (exit 3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.cli import run
from tests.support.verify import demo_profile, tampered


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    folder = tmp_path_factory.mktemp("verify_cli")
    prof, _ = demo_profile(folder / "profile.sqlite3", 30, seed=5)
    try:
        hand = next(r for r in prof.hands(limit=None)
                    if _two_draws_alike(prof.hand_history(r.id)))
        exported = prof.export_hand(hand.id, folder / "hand.json")
    finally:
        prof.close()
    return folder / "profile.sqlite3", exported


def test_every_hand_of_a_profile_verifies(recorded: tuple[Path, Path], tmp_path: Path) -> None:
    result = run("verify", str(recorded[0]), cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 30
    assert all(line.endswith("This deal is exactly the shuffle committed before it.")
               for line in lines)


@pytest.mark.parametrize(("how", "words"), [
    ("card", "A dealt card was changed"), ("seed", "The seed was changed"),
    ("salt", "The salt was changed"), ("swapped-draw", "Draws were swapped")])
def test_a_tampered_export_is_refused(recorded: tuple[Path, Path], tmp_path: Path,
                                      how: str, words: str) -> None:
    document = json.loads(recorded[1].read_text())
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(tampered(document, how)))
    result = run("verify", str(bad), cwd=tmp_path)
    assert result.returncode == 3, result.stdout + result.stderr
    assert words in result.stdout


def test_an_unreadable_file_is_named(tmp_path: Path) -> None:
    result = run("verify", str(tmp_path / "missing.json"), cwd=tmp_path)
    assert result.returncode == 1
    assert "cannot read" in result.stderr and "Traceback" not in result.stderr


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("text", ["[]", '{"deals": "none"}', "null"])
def test_a_json_file_that_is_no_hand_is_a_file_that_cannot_be_read(tmp_path: Path,
                                                                     text: str) -> None:
    """Exit status 1 (the file cannot be read as a hand), not 3 (a hand differs)."""
    path = tmp_path / "not_a_hand.json"
    path.write_text(text)
    result = run("verify", str(path), cwd=tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "cannot be checked" in result.stdout and "Traceback" not in result.stderr


def _two_draws_alike(document: dict) -> bool:  # type: ignore[type-arg]
    """The last deal has two draws of the same size (so two can be swapped)."""
    deal = document["deals"][-1]
    sizes = [len(a["received"].split()) for a in deal["actions"]
             if a["act"] == "draw" and a.get("received")]
    return any(sizes.count(n) > 1 for n in sizes)
