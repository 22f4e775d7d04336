"""The README's first-run paragraph: what `uv run drawpoker` installs is said by name, never
by a count or a size, which drift with uv.lock and differ by system (uv installed 18
packages on Linux with the project itself, Windows adds pywin32 and comtypes for speech)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[2] / "README.md"


def _set_up_section() -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index("These two commands do all the set-up.")
    return text[start:text.index("### Without uv", start)]


@pytest.mark.reported("new-player-evening: the README said 17 packages where uv installed 18")
def test_the_first_run_is_not_counted_in_packages_or_megabytes() -> None:
    section = _set_up_section()
    assert not re.search(r"\b\d+ packages\b", section), "a package count drifts with uv.lock"
    assert not re.search(r"\b\d+ MB\b", section), "a size drifts with uv.lock"


def test_the_first_run_names_what_the_game_needs() -> None:
    section = _set_up_section()
    for name in ("pygame-ce", "platformdirs", "numpy", "Babel", "uv.lock"):
        assert name in section
