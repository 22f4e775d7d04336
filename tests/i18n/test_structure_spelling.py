"""A betting structure has one spelling in every text (found by a fresh user: "No-limit"
in the table header, "No limit" in the title and set-up footers)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

CATALOG = Path(__file__).resolve().parents[2] / "drawpoker" / "locale" / "drawpoker.pot"


@pytest.mark.reported("fresh-user#6")
def test_every_msgid_spells_the_structures_with_a_hyphen() -> None:
    ids = re.findall(r'^msgid "(.*)"$', CATALOG.read_text(encoding="utf-8"), re.M)
    assert any("No-limit" in i for i in ids)
    loose = [i for i in ids if re.search(r"\b(no|pot|fixed) limit\b", i, re.I)]
    assert not loose, loose
