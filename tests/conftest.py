"""Fixtures shared by the UI test modules."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest


@pytest.fixture()
def app(tmp_path: Path) -> Iterator[Any]:
    """The real game App on the title screen, headless, with a throw-away user folder;
    English again afterwards (pygame stays initialised: the UI's font caches outlive
    one app)."""
    from drawpoker import i18n
    from tests.test_ui_screens import make_app

    a = make_app(tmp_path)
    yield a
    a.stack.clear()
    i18n.set_language("en")


@pytest.fixture()
def h(tmp_path: Path) -> Iterator[Any]:
    """A :class:`tests.test_ui_harness.Harness` (the real App headless, real pygame
    events) in a throw-away user folder; shut down and English again afterwards."""
    from drawpoker import i18n
    from tests.test_ui_harness import Harness

    harness = Harness(tmp_path)
    yield harness
    harness.close()
    i18n.set_language("en")
