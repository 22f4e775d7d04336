"""Shared set-up of the test suite: the SDL dummy drivers (set here, once, before any test
module imports pygame) and the fixtures the UI tests share."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pytest  # noqa: E402


@pytest.fixture()
def app(tmp_path: Path) -> Iterator[Any]:
    """The real game App on the title screen, headless, with a throw-away user folder;
    English again afterwards (pygame stays initialised: the UI's font caches outlive
    one app)."""
    from drawpoker import i18n
    from tests.support.screens import make_app

    a = make_app(tmp_path)
    yield a
    a.stack.clear()
    i18n.set_language("en")


@pytest.fixture()
def h(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A :class:`tests.support.harness.Harness` (the real App headless, real pygame
    events) in a throw-away user folder; shut down and English again afterwards.
    ``@pytest.mark.harness(seed=…, size=…)`` passes its keywords to the Harness."""
    from drawpoker import i18n
    from tests.support.harness import Harness

    marker = request.node.get_closest_marker("harness")
    harness = Harness(tmp_path, **(marker.kwargs if marker else {}))
    yield harness
    harness.close()
    i18n.set_language("en")
