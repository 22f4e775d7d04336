"""Every i18n test leaves the game in English with the pseudo-locale off."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from drawpoker import i18n


@pytest.fixture(autouse=True)
def _english_afterwards() -> Iterator[None]:
    yield
    i18n.set_pseudo(False)
    i18n.set_language("en")
