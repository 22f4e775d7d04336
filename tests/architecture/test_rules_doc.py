"""The code's references resolve inside the repository.

- Every rules section the code cites (``docs/rules.md`` followed by a section sign and a
  number, or the older form naming ``docs/rules.md``) is a numbered heading of ``docs/rules.md``.
- Every known fault the code and the tests cite (a ``known_fault("B18a")`` marker, a
  ``known-faults B48`` comment) is a row of ``docs/known-faults.md``; a letter after the
  number names a lettered part of that row's scenario.
- The ``known_fault`` marker's text in ``pyproject.toml`` names a file that exists.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES_DOC = ROOT / "docs" / "rules.md"
FAULTS_DOC = ROOT / "docs" / "known-faults.md"
SECTION = "\u00a7"  # the section sign, spelled out so this file cites no section itself
#: A cited section: the sign and a number such as 3 or 3.5 (a trailing full stop ends the
#: sentence, not the number).
CITED = re.compile(SECTION + r"(\d+(?:\.\d+)*)")
HEADING = re.compile(r"^#{2,6}\s+(\d+(?:\.\d+)*)\.?\s", re.MULTILINE)
FAULT = re.compile(r"\bB(\d{2})([a-z]?)\b")
FAULT_ROW = re.compile(r"^\|\s*B(\d{2})\s*\|(.*)$", re.MULTILINE)


def _sources() -> list[Path]:
    here = Path(__file__).resolve()
    found = [p for folder in ("drawpoker", "tests") for ext in ("py", "md")
             for p in sorted((ROOT / folder).rglob(f"*.{ext}")) if p.resolve() != here]
    return found


SOURCES = {p: p.read_text(encoding="utf-8") for p in _sources()}


def cited_sections() -> dict[str, list[str]]:
    """Section id -> the files citing it (every section sign in the code cites the rules)."""
    cited: dict[str, list[str]] = {}
    for path, text in SOURCES.items():
        for number in CITED.findall(text):
            cited.setdefault(number, []).append(str(path.relative_to(ROOT)))
    return cited


def rule_headings(text: str) -> set[str]:
    """The section numbers of the rules document's headings ("3.5" for "### 3.5 The draw")."""
    return set(HEADING.findall(text))


def unresolved_sections(cited: set[str], headings: set[str]) -> list[str]:
    """The cited ids with no heading, sorted."""
    return sorted(cited - headings)


def fault_rows(text: str) -> dict[str, str]:
    """Row id ("B18") -> the rest of that table row."""
    return {f"B{number}": rest for number, rest in FAULT_ROW.findall(text)}


def unresolved_faults(cited: set[str], rows: dict[str, str]) -> list[str]:
    """The cited fault ids ("B18a") with no row, or whose lettered part the row lacks."""
    missing = []
    for fault in sorted(cited):
        row, part = fault[:3], fault[3:]
        if row not in rows or (part and f"({part})" not in rows[row]):
            missing.append(fault)
    return missing


def cited_faults() -> set[str]:
    return {f"B{number}{part}" for text in SOURCES.values()
            for number, part in FAULT.findall(text)}


def test_the_code_cites_the_rules() -> None:
    cited = cited_sections()
    assert len(cited) >= 10 and sum(map(len, cited.values())) > 200


def test_every_cited_rules_section_is_a_heading() -> None:
    headings = rule_headings(RULES_DOC.read_text(encoding="utf-8"))
    cited = cited_sections()
    assert unresolved_sections(set(cited), headings) == []


@pytest.mark.parametrize("made_up", ["9", "3.9", "1.1", "77.7"])
def test_a_made_up_section_does_not_resolve(made_up: str) -> None:
    headings = rule_headings(RULES_DOC.read_text(encoding="utf-8"))
    assert unresolved_sections({made_up, "3.5"}, headings) == [made_up]


def test_every_cited_known_fault_is_a_row() -> None:
    rows = fault_rows(FAULTS_DOC.read_text(encoding="utf-8"))
    cited = cited_faults()
    assert len(cited) > 30
    assert unresolved_faults(cited, rows) == []


@pytest.mark.parametrize("made_up", ["B99", "B03", "B18z"])
def test_a_made_up_known_fault_does_not_resolve(made_up: str) -> None:
    rows = fault_rows(FAULTS_DOC.read_text(encoding="utf-8"))
    assert unresolved_faults({made_up, "B18a"}, rows) == [made_up]


def test_the_known_fault_marker_names_a_file_that_exists() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    line = next(ln for ln in text.splitlines() if "known_fault(" in ln)
    named = re.search(r"(docs/[\w.-]+\.md)", line)
    assert named is not None, line
    assert (ROOT / named.group(1)).is_file()
