"""Painted backgrounds: gradients, translucent panels, wooden panels and the dark veil.

Sizes and positions are pixels; each painted Surface is cached by its looks (treat it
as read-only). Every cache has a bound: the translucent panels at most
:data:`PANEL_CACHE_BYTES` of pixels (their sizes follow the texts they carry, so a count
would not bound them), the others a few Surfaces each (``maxsize`` below).
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

from drawpoker.ui.theme import GOLD_DARK, PANEL, PANEL_BG, PANEL_EDGE, WOOD_BOTTOM, WOOD_TOP


def vertical_gradient(size: tuple[int, int], top: tuple[int, int, int],
                      bottom: tuple[int, int, int]) -> pygame.Surface:
    """A Surface filled with a top-to-bottom colour gradient (cached: read-only)."""
    return _gradient((int(size[0]), int(size[1])), tuple(top), tuple(bottom))


@lru_cache(maxsize=32)
def _gradient(size: tuple[int, int], top: tuple[int, ...], bottom: tuple[int, ...]
              ) -> pygame.Surface:
    w, h = max(1, size[0]), max(1, size[1])
    strip = pygame.Surface((1, 2))
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    return pygame.transform.smoothscale(strip, (w, h)) if h > 2 else pygame.transform.scale(strip, (w, h))


def panel(surface: pygame.Surface, rect: pygame.Rect, *, alpha: int = 200,
          color: tuple[int, int, int] = PANEL, radius: int = 10, border: tuple[int, ...] | None = None
          ) -> None:
    """Draw a translucent rounded panel (the panel Surface is cached by its looks)."""
    if rect.width <= 0 or rect.height <= 0:
        return
    surface.blit(_panel((rect.width, rect.height), alpha, tuple(color), int(radius),
                        tuple(border) if border else None), rect.topleft)


#: The bound of the panel cache: the pixels (bytes, 4 a pixel) of the panels it keeps. A
#: hand name's panel is as wide as the name, so a long session meets hundreds of widths
#: (4 MB of panels by hand 100 of a 1280×720 demo, 6 MB by hand 300, when a count of 256
#: bounded them); that demo fills these 2 MB by hand 20, and a panel evicted is drawn again
#: (one ``draw.rect``) when it is next needed.
PANEL_CACHE_BYTES = 2 << 20
#: Panel Surfaces by looks, the least recently drawn first (:data:`PANEL_CACHE_BYTES`).
_PANELS: OrderedDict[tuple[object, ...], tuple[pygame.Surface, int]] = OrderedDict()
_panel_bytes = [0]  # the pixels of the Surfaces in _PANELS


def panel_cache_bytes() -> int:
    """Bytes of pixels the panel cache holds now (at most :data:`PANEL_CACHE_BYTES`)."""
    return _panel_bytes[0]


def _panel(size: tuple[int, int], alpha: int, color: tuple[int, ...], radius: int,
           border: tuple[int, ...] | None) -> pygame.Surface:
    key = (size, alpha, color, radius, border)
    hit = _PANELS.get(key)
    if hit is not None:
        _PANELS.move_to_end(key)
        return hit[0]
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*color[:3], alpha), surf.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(surf, border, surf.get_rect(), 1, border_radius=radius)
    nbytes = size[0] * size[1] * 4
    if nbytes <= PANEL_CACHE_BYTES:  # one bigger than the whole cache is drawn each time
        _PANELS[key] = (surf, nbytes)
        _panel_bytes[0] += nbytes
        while _panel_bytes[0] > PANEL_CACHE_BYTES:
            _panel_bytes[0] -= _PANELS.popitem(last=False)[1][1]
    return surf


#: the veil of a full-screen overlay (settings, keys, rules, coach over the table or the
#: pause menu): it covers what it hides, so no title or panel of the screens below shows
#: through (the brightest text comes through at 5 of 255, below what an eye tells apart)
COVER = 250


def shade(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (under an overlay); ``alpha`` 0..255."""
    surface.blit(_veil(surface.get_size(), max(0, min(255, int(alpha)))), (0, 0))


@lru_cache(maxsize=8)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    return veil


def wood_panel(surface: pygame.Surface, rect: pygame.Rect, s: float, *, alpha: int = 232) -> None:
    """A dark felt panel framed in a thin wooden rim with a gold hairline (cached per size).

    ``s`` is the screen's scale (1.0 at 1280×720); the rim is drawn outside ``rect``.
    """
    rim = (framed(rect, s).width - rect.width) // 2
    radius = max(8, round(14 * s))
    img = _wood_panel_surface(rect.size, rim, radius, alpha)
    surface.blit(img, (rect.x - rim - 6, rect.y - rim))


def framed(rect: pygame.Rect, s: float) -> pygame.Rect:
    """The Rect a :func:`wood_panel` of ``rect`` covers with its rim (pixels; ``s`` the
    screen's scale): what a toast keeps off."""
    rim = max(3, round(5 * s))
    return rect.inflate(2 * rim, 2 * rim)


@lru_cache(maxsize=16)
def _wood_panel_surface(size: tuple[int, int], rim: int, radius: int, alpha: int) -> pygame.Surface:
    w_, h_ = size
    outer = pygame.Rect(6, 0, w_ + 2 * rim, h_ + 2 * rim)
    img = pygame.Surface((outer.width + 12, outer.height + 14), pygame.SRCALPHA)
    pygame.draw.rect(img, (0, 0, 0, 90), pygame.Rect(0, 2, outer.width + 12, outer.height + 12),
                     border_radius=radius + rim + 4)
    wood = vertical_gradient(outer.size, WOOD_TOP, WOOD_BOTTOM).convert_alpha()
    mask = pygame.Surface(outer.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius + rim)
    wood.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    img.blit(wood, outer.topleft)
    inner = pygame.Rect(outer.x + rim, outer.y + rim, w_, h_)
    # the room shows through a little: the face is the panel colour at the panel's alpha
    tint = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(tint, (*PANEL_BG, alpha), tint.get_rect(), border_radius=radius)
    hole = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(hole, (0, 0, 0, 255), hole.get_rect(), border_radius=radius)
    img.blit(hole, inner.topleft, special_flags=pygame.BLEND_RGBA_SUB)  # cut the wood out
    img.blit(tint, inner.topleft)
    pygame.draw.rect(img, (*PANEL_EDGE, 255), inner, 1, border_radius=radius)
    return img


def scrollbar(surface: pygame.Surface, viewport: pygame.Rect, scroll: int, max_scroll: int,
              content_h: int, s: float) -> None:
    """A scroll bar right of ``viewport`` showing ``scroll`` of ``max_scroll`` pixels over
    content ``content_h`` pixels tall (``s``: the screen's scale)."""
    v = viewport
    bar = pygame.Rect(v.right + round(2 * s), v.y, max(4, round(5 * s)), v.height)
    pygame.draw.rect(surface, (0, 0, 0), bar, border_radius=3)
    h = max(20, round(v.height * v.height / max(1, content_h)))
    y = v.y + round((v.height - h) * scroll / max(1, max_scroll))
    pygame.draw.rect(surface, GOLD_DARK, (bar.x, y, bar.width, h), border_radius=3)


@lru_cache(maxsize=8)
def edge_fade(width: int, height: int, *, up: bool) -> pygame.Surface:
    """The panel's colour from clear to nearly solid over ``height`` pixels (solid at the
    top, ``up``, else at the bottom): laid over the edge of a scrolled box with more
    beyond it. Cached: do not draw on it."""
    img = pygame.Surface((width, height), pygame.SRCALPHA)
    for k in range(height):
        share = (height - k) / height if up else (k + 1) / height
        pygame.draw.line(img, (*PANEL_BG, round(225 * share)), (0, k), (width - 1, k))
    return img
