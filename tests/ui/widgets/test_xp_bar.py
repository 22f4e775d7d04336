"""The experience bar fills the share its label reads: "325 of 750 XP" fills 325/750 of
the bar (a new player saw about 15 %), measured in filled pixels on every screen that
draws it: the Profile's level row, the level bar of a sitting's summary and of a
tournament's results (one drawer, ``progress_rows.draw_xp_bar``), over the window sizes
and languages."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from drawpoker import i18n
from drawpoker.persistence.progress import ProgressRow, record
from drawpoker.progress.levels import standing
from drawpoker.ui.layout import scale_of
from drawpoker.ui.widgets.level_bar import draw_level_bar
from drawpoker.ui.widgets.progress_rows import BAR_FILL, BAR_TRACK, LevelRow
from tests.support.harness import frames
from tests.support.i18n import LANGS
from tests.support.screens import make_app

SIZES = [(960, 540), (1280, 720), (1920, 1080), (2560, 1440)]
#: experience and the share of the bar it fills: the label's "xp of next"
CASES = [(325, 325 / 750), (250, 250 / 750), (1000, 1000 / 1500), (1499, 1499 / 1500)]


def filled_width(surface: pygame.Surface, bar: pygame.Rect) -> int:
    """The pixels of the fill's colour along the bar's middle row."""
    y = bar.centery
    return sum(1 for x in range(bar.left, bar.right)
               if surface.get_at((x, y))[:3] == BAR_FILL)


def _bar_rect(surface: pygame.Surface) -> pygame.Rect:
    """The bar as drawn: the bounding box of its track and fill colours."""
    found = pygame.mask.from_threshold(surface, BAR_TRACK, (1, 1, 1, 255))
    found.draw(pygame.mask.from_threshold(surface, BAR_FILL, (1, 1, 1, 255)), (0, 0))
    rects = found.get_bounding_rects()
    assert rects, "no bar drawn"
    return rects[0].unionall(rects[1:])


@pytest.mark.reported("new-player-evening#29.3: '325 of 750' drew a 15 % fill")
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("xp", "share"), CASES)
def test_the_level_bar_fills_what_its_label_reads(size: tuple[int, int], xp: int,
                                                  share: float) -> None:
    pygame.init()
    surface = pygame.Surface(size)
    surface.fill((0, 0, 0))
    s = scale_of(size)
    px = max(12, round(17 * s))
    bar = pygame.Rect(round(40 * s), size[1] // 2, size[0] // 2, round(px * 0.9))
    draw_level_bar(surface, bar, px, standing(xp))
    assert abs(filled_width(surface, bar) - round(bar.width * share)) <= 1, (xp, size)


@pytest.mark.reported("new-player-evening#29.3: '325 of 750' drew a 15 % fill")
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGS)
def test_the_profiles_level_row_fills_what_it_reads(size: tuple[int, int], language: str,
                                                    tmp_path: Path) -> None:
    app = make_app(tmp_path, f"{size[0]}x{size[1]}")
    record(app.profile, ProgressRow("cash", good=13, xp=325))
    i18n.set_language(language)
    try:
        app.change_settings(language=language)
        app.nav.push("profile")
        frames(app, 30)  # the screen's fade in done
        scene = app.stack.top
        level = next(r for r in scene.rows if isinstance(r, LevelRow))
        assert level.figures() == i18n._("{xp} of {next} XP").format(
            xp=i18n.format_chips(325), next=i18n.format_chips(750))
        area = level.rect.clip(app.screen.get_rect())
        bar = _bar_rect(app.screen.subsurface(area)).move(area.topleft)
        assert abs(filled_width(app.screen, bar) - round(bar.width * 325 / 750)) <= 1, \
            (size, language, bar)
    finally:
        i18n.set_language("en")
