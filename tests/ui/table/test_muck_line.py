"""The hand log's action lines read one way: "Clara mucks" has no full stop, as "Clara
folds" has none, in every language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from drawpoker import i18n
from drawpoker.ui.table.narration import muck_line
from tests.support.i18n import LANGS


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.reported("new-player-evening-2#22")
@pytest.mark.parametrize("lang", LANGS)
def test_a_muck_line_ends_as_a_fold_line_does(lang: str) -> None:
    i18n.set_language(lang)
    fold = i18n._("{name} folds").format(name="Clara")
    for hero in (False, True):
        line = str(muck_line("Clara", hero=hero))
        assert line[-1].isalpha() and fold[-1].isalpha(), (line, fold)
