"""Every UI test starts from the normal text: no text floor (a window of 1280x800 or
larger sets one, :func:`drawpoker.ui.text.use_floor`) and the 100 % text size, and ends
in English. All three are module state (:mod:`drawpoker.ui.text`, :mod:`drawpoker.i18n`)
that a window or a test sets and that would otherwise reach the next test run in the
same worker."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from drawpoker import i18n
from drawpoker.ui import text as ui_text
from tests.support.pictures import marked_pictures


@pytest.fixture(autouse=True)
def normal_text() -> Iterator[None]:
    ui_text.use_floor(0)
    ui_text.set_text_scale(1.0)
    yield
    ui_text.use_floor(0)
    ui_text.set_text_scale(1.0)
    i18n.set_language("en")


@pytest.fixture
def pictures_marked(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every picture the sprites make comes in the marking colour while the test runs
    (:func:`tests.support.pictures.marked_pictures`): the layout checks find text drawn
    over a picture by it. A layout test file asks for it with
    ``pytestmark = pytest.mark.usefixtures("pictures_marked")``."""
    with marked_pictures(monkeypatch):
        yield
