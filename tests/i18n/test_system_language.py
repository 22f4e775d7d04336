"""The system language: which catalog the game starts in when the player chose none."""

from __future__ import annotations

import pytest

from drawpoker import i18n


# ---------------------------------------------------------------- system language
@pytest.mark.parametrize(("env", "lang"), [
    ({"LANG": "ru_RU.UTF-8"}, "ru"),
    ({"LANG": "en_US.UTF-8", "LC_ALL": "de_AT.UTF-8"}, "de"),
    ({"LANG": "sk_SK.UTF-8"}, "sk"),
    ({"LC_MESSAGES": "de_CH", "LANG": "fr_FR.UTF-8"}, "de"),
    ({"LANG": "fr_FR.UTF-8", "LANGUAGE": "sk:fr"}, "sk"),
    ({"LANG": "fr_FR.UTF-8", "LANGUAGE": "fr:de"}, "de"),
    ({"LANG": "C", "LANGUAGE": "ru"}, "en"),  # gettext ignores LANGUAGE under C
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "uk_UA.UTF-8"}, "en"),
    ({}, "en"),
])
def test_detect_system_language_from_the_environment(env: dict[str, str], lang: str) -> None:
    assert i18n.detect_system_language(env, platform="linux") == lang


@pytest.mark.parametrize(("name", "lang"), [
    ("Russian_Russia.1251", "ru"), ("Slovak_Slovakia.1250", "sk"), ("German_Germany", "de"),
    ("de-Latn-CH", "de"), ("sk-SK", "sk"), ("ru", "ru"), ("en_GB", "en"), ("de_DE@euro", "de"),
    ("C", None), ("POSIX", None), ("", None), (None, None), ("cs_CZ.UTF-8", None),
])
def test_language_from_locale_names(name: str | None, lang: str | None) -> None:
    assert i18n.language_from_locale(name) == lang


def test_detect_system_language_never_raises_and_returns_a_supported_code() -> None:
    assert i18n.detect_system_language() in i18n.LANGUAGES
