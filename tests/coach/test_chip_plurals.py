"""The coach counts chips in the plural form each language asks for: "1 chip", "2 chips";
Russian "1 фишка", "2 фишки", "5 фишек", "21 фишка"; Slovak "1 žetón", "2 žetóny",
"5 žetónov"."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest

from drawpoker import i18n
from drawpoker.coach import tone, words
from drawpoker.coach.leaks import Leak

pytestmark = pytest.mark.reported("tester: 'Costly: 1 chips' after a hand")

AMOUNTS = (1, 2, 5, 21)

#: language -> the costly tag for 1, 2, 5 and 21 chips.
COSTLY = {
    "en": ("Costly: 1 chip", "Costly: 2 chips", "Costly: 5 chips", "Costly: 21 chips"),
    "de": ("Teuer: 1 Chip", "Teuer: 2 Chips", "Teuer: 5 Chips", "Teuer: 21 Chips"),
    "sk": ("Drahé: 1 žetón", "Drahé: 2 žetóny", "Drahé: 5 žetónov", "Drahé: 21 žetónov"),
    "ru": ("Дорого: 1 фишка", "Дорого: 2 фишки", "Дорого: 5 фишек", "Дорого: 21 фишка"),
}

#: language -> a beginner's tag for 1, 2, 5 and 21 chips.
TO_LEARN = {
    "en": ("To learn: 1 chip", "To learn: 2 chips", "To learn: 5 chips", "To learn: 21 chips"),
    "de": ("Zum Lernen: 1 Chip", "Zum Lernen: 2 Chips", "Zum Lernen: 5 Chips",
           "Zum Lernen: 21 Chips"),
    "sk": ("Na poučenie: 1 žetón", "Na poučenie: 2 žetóny", "Na poučenie: 5 žetónov",
           "Na poučenie: 21 žetónov"),
    "ru": ("Урок: 1 фишка", "Урок: 2 фишки", "Урок: 5 фишек", "Урок: 21 фишка"),
}

#: language -> how the passive leak's sentence ends for 1, 2, 5 and 21 chips ("около"
#: takes the genitive in Russian: 1 and 21 singular, the rest plural).
PASSIVE_END = {
    "en": tuple(f"about {n} chip{'s' if n != 1 else ''} of value left on the table."
                for n in AMOUNTS),
    "de": ("etwa 1 Chip Wert liegen gelassen.", "etwa 2 Chips Wert liegen gelassen.",
           "etwa 5 Chips Wert liegen gelassen.", "etwa 21 Chips Wert liegen gelassen."),
    "sk": ("nevyťažili ste asi 1 žetón.", "nevyťažili ste asi 2 žetóny.",
           "nevyťažili ste asi 5 žetónov.", "nevyťažili ste asi 21 žetónov."),
    "ru": ("недобрано около 1 фишки.", "недобрано около 2 фишек.", "недобрано около 5 фишек.",
           "недобрано около 21 фишки."),
}

#: language -> how a cost sentence ("It cost about N chips.") reads.
COST = {
    "en": ("It cost about 1 chip.", "It cost about 2 chips.", "It cost about 5 chips.",
           "It cost about 21 chips."),
    "de": ("Das hat etwa 1 Chip gekostet.", "Das hat etwa 2 Chips gekostet.",
           "Das hat etwa 5 Chips gekostet.", "Das hat etwa 21 Chips gekostet."),
    "sk": ("Stálo to asi 1 žetón.", "Stálo to asi 2 žetóny.", "Stálo to asi 5 žetónov.",
           "Stálo to asi 21 žetónov."),
    "ru": ("Это стоило около 1 фишки.", "Это стоило около 2 фишек.", "Это стоило около 5 фишек.",
           "Это стоило около 21 фишки."),
}


@pytest.fixture(autouse=True)
def _english_afterwards() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _costly(chips: float) -> Any:
    """A decision that lost ``chips`` (what the tags read of a ``CoachDecision``)."""
    return SimpleNamespace(good=False, chips_lost=chips)


CASES = [(lang, k) for lang in COSTLY for k in range(len(AMOUNTS))]


@pytest.mark.parametrize(("lang", "k"), CASES)
def test_costly_tag_counts_the_chips(lang: str, k: int) -> None:
    i18n.set_language(lang)
    assert words.verdict_tag(_costly(AMOUNTS[k] + 0.2)) == COSTLY[lang][k]


@pytest.mark.parametrize(("lang", "k"), CASES)
def test_beginner_tag_counts_the_chips(lang: str, k: int) -> None:
    i18n.set_language(lang)
    assert tone.tag(_costly(AMOUNTS[k]), gentle=True) == TO_LEARN[lang][k]


@pytest.mark.parametrize(("lang", "k"), CASES)
def test_leak_counts_the_chips_apart_from_the_decisions(lang: str, k: int) -> None:
    i18n.set_language(lang)
    passive = Leak("passive", 3, 10, float(AMOUNTS[k])).text()
    assert passive.endswith(PASSIVE_END[lang][k]), passive
    loose = Leak("loose_calls", 1, 4, float(AMOUNTS[k]), {"win": 0.2, "need": 0.3}).text()
    assert loose.endswith(COST[lang][k]), loose
    assert "{" not in passive + loose
