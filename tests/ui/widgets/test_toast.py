"""A toast never covers a screen's title: it sits under the band the title and its gold
rule take (``text.heading_band``), at every window size and in every language."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import scale_of
from drawpoker.ui.toast import Toast
from tests.support.i18n import LANGS

SIZES = [(960, 540), (1280, 720), (1920, 1080), (800, 600), (2560, 1440)]


def _title_rect(surface: pygame.Surface, title: str, monkeypatch: pytest.MonkeyPatch
                ) -> pygame.Rect:
    """Where :func:`draw_heading` draws ``title`` and its rule on ``surface``."""
    drawn: list[pygame.Rect] = []
    real = ui_text.draw_text

    def spy(*args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(*args, **kwargs)
        drawn.append(rect)
        return rect

    monkeypatch.setattr(ui_text, "draw_text", spy)
    surface.fill((0, 0, 0))
    ui_text.draw_heading(surface, title, scale_of(surface.get_size()))
    monkeypatch.setattr(ui_text, "draw_text", real)
    ink = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
    ink.invert()
    return drawn[0].unionall(ink.get_bounding_rects())


@pytest.mark.reported("new-player-evening: a toast over the Coach title")
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGS)
def test_a_toast_is_clear_of_the_screens_title(size: tuple[int, int], language: str,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.init()
    i18n.set_language(language)
    try:
        surface = pygame.Surface(size)
        title = _title_rect(surface, i18n._("Coach"), monkeypatch)
        toast = Toast()
        toast.show(i18n._("You are out in {place} place.").format(place="6th"))
        rect = toast.rect(size)
        assert rect is not None
        assert not rect.colliderect(title), (size, language, rect, title)
        assert surface.get_rect().contains(rect)
    finally:
        i18n.set_language("en")
