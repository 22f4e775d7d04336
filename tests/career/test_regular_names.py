"""A regular's name with a title word translates its title (Uncle, Cousin, Captain ...):
in Russian the kitchen table seats "Дядя Walt", not "Uncle Walt"; the name stays as it
is, and the coach still knows his pronoun (ai.characters.shown_name)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from drawpoker import i18n
from drawpoker.ai.characters import REGULARS, TITLED, pronoun_of, shown_name
from drawpoker.career.rooms import ROOMS
from tests.support.i18n import LANGS


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.reported("new-player-evening-2#22")
def test_the_kitchen_table_seats_translated_titles_in_russian() -> None:
    i18n.set_language("ru")
    kitchen = next(r for r in ROOMS if r.id == "kitchen")
    assert [n for n, _s in kitchen.opponents] == ["Бабуля Rose", "Дядя Walt", "Кузен Billy"]
    assert kitchen.final_setup().opponents[1][0] == "Дядя Walt"
    assert pronoun_of("Дядя Walt") == "he" and pronoun_of("Бабуля Rose") == "she"


@pytest.mark.reported("new-player-evening-2#22")
@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_every_title_word_is_translated_and_the_name_kept(lang: str) -> None:
    i18n.set_language(lang)
    assert {c.name for c in REGULARS} >= TITLED
    for name in TITLED:
        shown = shown_name(name)
        last = name.split()[-1]
        assert last in shown or name == "The Baron", (lang, name, shown)
        if not (lang == "de" and name == "Professor Lum"):  # the same word in German
            assert shown != name, (lang, name)
    assert shown_name("Dusty") == "Dusty"
