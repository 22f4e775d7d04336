"""The header band of a dialog: its purpose's colour across the top of the box, and the
purpose's icon in a brass medallion (:data:`drawpoker.ui.theme.DIALOG_KINDS`)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from drawpoker.ui import text as ui_text
from drawpoker.ui.paint import vertical_gradient
from drawpoker.ui.theme import BRASS_DARK, BRASS_LIGHT, DIALOG_KINDS, RGB


def _lift(color: RGB, by: int) -> RGB:
    return (min(255, color[0] + by), min(255, color[1] + by), min(255, color[2] + by))


@lru_cache(maxsize=16)
def _band(size: tuple[int, int], color: RGB, radius: int) -> pygame.Surface:
    """The band: a gradient of ``color`` with rounded top corners and a brass line under it."""
    w, h = size
    band = pygame.Surface((w, h), pygame.SRCALPHA)
    band.blit(vertical_gradient((w, h), _lift(color, 34), color), (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    band.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.line(band, BRASS_LIGHT, (0, h - 2), (w, h - 2), 2)
    return band


def draw_header_band(surface: pygame.Surface, rect: pygame.Rect, kind: str, px: int) -> None:
    """Draw the band of a ``kind`` dialog over ``rect`` (pixels), its icon at the left end
    (``px``: the dialog's text size, pixels; the icon's disc is ``1.6 * px`` across).

    Raises:
        KeyError: ``kind`` is not a :data:`DIALOG_KINDS` name.
    """
    color, glyph = DIALOG_KINDS[kind]
    surface.blit(_band(rect.size, color, max(8, rect.height // 3)), rect.topleft)
    r = round(px * 0.8)
    centre = (rect.x + round(px * 1.4), rect.centery - 1)
    pygame.draw.circle(surface, BRASS_DARK, (centre[0], centre[1] + 2), r + 1)
    pygame.draw.circle(surface, BRASS_LIGHT, centre, r)
    pygame.draw.circle(surface, color, centre, r - max(2, r // 6))
    ui_text.draw_text(surface, glyph, centre, round(r * 1.25), (250, 243, 224), bold=True)


ui_text.forget_on_quit(_band.cache_clear)
