"""New-user test fixes: rules odds headers, Play now, replay style tags (real pygame events)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from drawpoker import i18n  # noqa: E402
from drawpoker.ui.app import App  # noqa: E402
from tests.test_ui_screens import frames, key, make_app  # noqa: E402


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    yield a
    a.stack.clear()
    i18n.set_language("en")


# --------------------------------------------------------------------------- 1. odds headers
@pytest.mark.parametrize("language", ["en", "de", "ru"])
def test_odds_table_headers_never_run_together(app: App, language: str) -> None:
    from drawpoker.ui.scenes import rules
    from drawpoker.ui.scenes.rules import RulesScene

    i18n.set_language(language)
    scene = app.stack.push(RulesScene())
    frames(app, 2)
    assert isinstance(scene, RulesScene)
    key(app, pygame.K_3)
    assert scene.page == 2 and app.size == (960, 540)
    px = max(13, round(17 * scene.s))
    wr = rules._Writer(scene.viewport.width, px, False)
    rules.page_odds(wr)
    page = wr.render()
    (table,) = wr.tables
    # between two header columns (a band of a few pixels at each border) no header ink
    top, bottom = table["y"], table["y"] + table["head_h"]
    for i in range(1, table["columns"]):
        border = round(table["x0"] + table["first"] + table["col"] * i)
        for x in range(border - 2, border + 3):
            for y in range(top, bottom):
                assert page.get_at((x, y)).a < 40, (
                    f"{language}: header ink across the border of columns {i} and {i + 1} at "
                    f"{(x, y)}: {table['header_lines']}")
    # and every header line is narrower than its column
    font = __import__("drawpoker.ui.widgets", fromlist=["font"]).font(table["header_px"], True)
    for lines in table["header_lines"]:
        for line in lines:
            assert font.size(line)[0] < table["col"], (language, line)
    assert table["header_px"] >= 9
