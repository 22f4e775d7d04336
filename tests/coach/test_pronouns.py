"""The coach speaks of each character with her or his own pronoun, in every language
(drawpoker/ai/characters.py): "Clara: ... the 4 cards he drew" called the women "he"."""

from __future__ import annotations

import pytest

from drawpoker.ai.characters import CAST, pronoun_of
from drawpoker.coach.words import range_line
from drawpoker.i18n import set_language

#: per language and pronoun: words the stand-pat line must hold, and words it must not
PAT = {
    "en": {"she": (["her standing pat"], [" his ", " he "]),
           "he": (["his standing pat"], [" her ", " she "]),
           "they": (["a stand pat"], [" his ", " her "])},
    "ru": {"she": (["она не меняла"], ["он не менял "]),
           "he": (["он не менял "], ["она"]),
           "they": (["без замены"], [" он ", "она"])},
    "sk": {"she": (["nemenila"], ["nemenil."]),
           "he": (["nemenil."], ["nemenila"]),
           "they": (["bez výmeny"], ["nemenil"])},
    "de": {"she": (["ihrem Stehenbleiben"], ["seinem"]),
           "he": (["seinem Stehenbleiben"], ["ihrem"]),
           "they": (["ohne Tausch"], ["seinem", "ihrem"])},
}


def test_every_character_has_a_pronoun_and_other_names_none() -> None:
    assert {c.pronoun for c in CAST} == {"she", "he"}
    assert [pronoun_of(n) for n in ("Ada", "Clara", "Elena", "Greta")] == ["she"] * 4
    assert [pronoun_of(n) for n in ("Boris", "Dmitri", "Farid")] == ["he"] * 3
    assert pronoun_of("Bertholdina") == "they"


@pytest.mark.reported("new-player-evening#8")
@pytest.mark.parametrize("lang", ["en", "ru", "sk", "de"])
@pytest.mark.parametrize("name", ["Clara", "Boris", "Bertholdina"])
def test_the_coach_gives_each_character_her_or_his_pronoun(lang: str, name: str) -> None:
    set_language(lang)
    try:
        pronoun = pronoun_of(name)
        must, never = PAT[lang][pronoun]
        line = range_line(name, 0.08, 0)
        assert all(w in line for w in must) and not any(w in line for w in never), line
        drew = range_line(name, 0.08, 4)
        if lang == "en":
            want = {"she": "4 cards she drew", "he": "4 cards he drew",
                    "they": "a draw of 4 cards"}[pronoun]
            assert want in drew, drew
        assert "{" not in drew and name in drew
    finally:
        set_language("en")
