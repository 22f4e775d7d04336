"""The log panel part alone: open or closed, scrolled within its lines, its picture made
again only when the log or the scroll changed."""

from __future__ import annotations

import pygame

from drawpoker.ui.layout import compute_layout
from drawpoker.ui.table.log_panel import LogPanel


def test_scrolling_stays_within_the_lines_there_are() -> None:
    pygame.init()
    lay = compute_layout((1280, 720), 6, 0, log_open=True)
    assert lay.log_panel is not None
    panel = LogPanel()
    log = [(f"line {k}", "info") for k in range(3)]
    panel.scroll_by(-5)
    assert panel.scroll == 0
    panel.scroll_by(50)
    panel.render(lay.log_panel, lay, log)
    assert panel.scroll == 0  # three lines fit: nothing to scroll back to
    long = [(f"line {k}", "action") for k in range(200)]
    panel.scroll_by(50)
    panel.render(lay.log_panel, lay, long)
    assert 0 < panel.scroll <= 50


def test_the_picture_is_made_again_only_when_the_log_changes() -> None:
    pygame.init()
    lay = compute_layout((1280, 720), 6, 0, log_open=True)
    assert lay.log_panel is not None
    surface = pygame.Surface(lay.size)
    panel = LogPanel()
    made: list[int] = []
    real = panel.render

    def counting(*args: object) -> pygame.Surface:
        made.append(1)
        return real(*args)  # type: ignore[arg-type]

    panel.render = counting  # type: ignore[method-assign]
    log = [("Ada bets 20.", "action")]
    panel.draw(surface, lay, log)
    panel.draw(surface, lay, log)
    assert len(made) == 1
    log.append(("Bob folds.", "action"))
    panel.draw(surface, lay, log)
    assert len(made) == 2
    panel.toggle()
    assert not panel.open
