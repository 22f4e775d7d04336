"""The game's names, "Draw Poker" (the title) and "Five Card Draw" (the poker played), are
a deliberate choice per language (docs/glossary.md, "The game's names"): the catalogs
write them as the glossary's table does, in every message that names them, and each
msgid carries the choice for translators (a fresh user read the English names on the
German title as an oversight)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary.md"
LOCALE = ROOT / "drawpoker" / "locale"
COLUMNS = {"ru": 2, "sk": 3, "de": 4}  # the glossary table's columns (1 is English)

#: each name as it stands in a sentence of the language (declined where the language
#: declines it), besides the glossary's spelling; matched case-insensitively and as a
#: whole word ("пятикарточный дро" is not "пятикарточный дро-покер")
DECLINED = {("sk", "Draw Poker"): ("draw pokri",),
            ("sk", "Five Card Draw"): ("päťkartovom drawe",),
            ("ru", "Five Card Draw"): ("пятикарточном дро",)}


def _catalog(lang: str) -> Catalog:
    with (LOCALE / lang / "LC_MESSAGES" / "drawpoker.po").open("rb") as fh:
        return read_po(fh, locale=lang)


def _glossary_row(english: str) -> list[str]:
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0].split(" (")[0] == english:
            return ["", *cells]
    raise AssertionError(f"docs/glossary.md has no row for {english!r}")


def _names(msg: Message, english: str) -> bool:
    ids = msg.id if isinstance(msg.id, tuple) else (msg.id,)
    return any(english.lower() in i.lower() for i in ids)


def _whole(word: str, text: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text, re.IGNORECASE) is not None


@pytest.mark.parametrize("english", ["Draw Poker", "Five Card Draw"])
@pytest.mark.parametrize("lang", sorted(COLUMNS))
def test_every_message_writes_the_glossarys_name(lang: str, english: str) -> None:
    name = _glossary_row(english)[COLUMNS[lang]]
    catalog = _catalog(lang)
    bare = catalog.get(english)
    assert bare is not None and bare.string.lower() == name.lower(), (bare, name)
    forms = (name, *DECLINED.get((lang, english), ()))
    wrong = []
    for msg in catalog:
        if not msg.id or not _names(msg, english):
            continue
        strings = msg.string if isinstance(msg.string, tuple) else (msg.string,)
        wrong += [s for s in strings if not any(_whole(f, s) for f in forms)]
    assert not wrong, f"{lang}: {english!r} is not written {forms}: {wrong}"


@pytest.mark.parametrize("english", ["Draw Poker", "Five Card Draw"])
def test_the_choice_is_told_to_translators(english: str) -> None:
    msg = _catalog("de").get(english)
    assert msg is not None
    note = " ".join(msg.auto_comments)
    assert "glossary" in note and "German" in note, msg.auto_comments
