"""The painted face of every button: a coloured inlay (wood, felt or an action's colour)
in a brass rim, with a gloss, a drop shadow and one look per state, and the focus ring.

One painter for every button of the game (menus, dialogs, footers, the table's action
bar): :func:`button_face` returns a cached Surface for a size, a style
(:data:`drawpoker.ui.theme.BUTTON_STYLES`) and a state (:data:`STATES`);
:func:`draw_focus_ring` draws the keyboard focus around a button. Sizes are pixels.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from drawpoker.ui import text as ui_text
from drawpoker.ui.paint import vertical_gradient
from drawpoker.ui.theme import (
    BRASS_DARK,
    BRASS_DULL,
    BRASS_HOT,
    BRASS_LIGHT,
    BUTTON_STYLES,
    FOCUS_EDGE,
    RGB,
)

#: The states a face is painted in: at rest, under the pointer, held down, unusable.
STATES = ("normal", "hover", "down", "disabled")
#: How much the hover face lightens the inlay (added to each channel, 0..255).
HOVER_LIFT = 26
#: The styles whose inlay shows a wood grain (the plain menu buttons).
WOODEN = ("neutral",)


def _shift(color: RGB, by: int) -> RGB:
    return (max(0, min(255, color[0] + by)), max(0, min(255, color[1] + by)),
            max(0, min(255, color[2] + by)))


def _grey(color: RGB) -> RGB:
    mean = sum(color) // 3
    return ((mean * 2 + color[0]) // 3 - 10, (mean * 2 + color[1]) // 3 - 10,
            (mean * 2 + color[2]) // 3 - 10)


def _rounded(size: tuple[int, int], top: RGB, bottom: RGB, radius: int) -> pygame.Surface:
    """A rounded rectangle filled with a top-to-bottom gradient (alpha outside the corners)."""
    w, h = size
    grad = vertical_gradient((w, h), top, bottom)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    face = pygame.Surface((w, h), pygame.SRCALPHA)
    face.blit(grad, (0, 0))
    face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return face


def _grain(face: pygame.Surface) -> None:
    """Faint, wavy horizontal streaks of a wooden board over ``face`` (only where it is
    opaque); the same for every button of a size."""
    w, h = face.get_size()
    streaks = pygame.Surface((w, h), pygame.SRCALPHA)
    for k in range(max(3, h // 5)):
        y0 = (k * 37 % max(1, h - 4)) + 2
        shade = (0, 0, 0, 34) if k % 2 else (255, 236, 200, 22)
        points = [(x, y0 + 1.6 * math.sin(x / (17 + k * 3) + k)) for x in range(0, w + 8, 8)]
        if len(points) > 1:
            pygame.draw.lines(streaks, shade, False, points, 1)
    face.blit(streaks, (0, 0))


@lru_cache(maxsize=256)
def button_face(size: tuple[int, int], style: str, state: str, radius: int) -> pygame.Surface:
    """The face of a button ``size`` pixels, 3 pixels taller for its drop shadow.

    Args:
        size: the button's (width, height) in pixels.
        style: a :data:`BUTTON_STYLES` name (an unknown name paints ``neutral``).
        state: one of :data:`STATES`: ``hover`` lightens the inlay and lights the rim,
            ``down`` sinks it (darker, shaded at the top, no gloss), ``disabled`` greys it.
        radius: the corner radius (pixels).

    Cached by its arguments: treat the Surface as read-only.
    """
    top, bottom = BUTTON_STYLES.get(style, BUTTON_STYLES["neutral"])
    rim_top, rim_bottom = BRASS_LIGHT, BRASS_DARK
    if state == "hover":
        top, bottom = _shift(top, HOVER_LIFT), _shift(bottom, HOVER_LIFT - 6)
        rim_top, rim_bottom = BRASS_HOT, BRASS_LIGHT
    elif state == "down":
        top, bottom = _shift(bottom, -14), _shift(top, -10)
    elif state == "disabled":
        top, bottom = _grey(top), _grey(bottom)
        rim_top, rim_bottom = BRASS_DULL, _shift(BRASS_DULL, -40)
    w, h = max(4, size[0]), max(4, size[1])
    surf = pygame.Surface((w, h + 3), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 120 if state != "down" else 60), (1, 3, w - 1, h),
                     border_radius=radius)
    surf.blit(_rounded((w, h), rim_top, rim_bottom, radius), (0, 0))
    b = max(2, round(h / 20))  # the brass rim's width
    iw, ih, ir = w - 2 * b, h - 2 * b, max(2, radius - b)
    if iw > 0 and ih > 0:
        inlay = _rounded((iw, ih), top, bottom, ir)
        if style in WOODEN and state != "disabled":
            _grain(inlay)
        light = pygame.Surface((iw, ih), pygame.SRCALPHA)  # drawn apart, then blended
        if state == "down":  # sunk: the rim's shadow falls on the inlay's top
            for k in range(4):
                pygame.draw.line(light, (0, 0, 0, 90 - 22 * k), (0, k), (iw, k))
        elif state != "disabled":  # gloss fading down to the middle, a light top edge
            half = max(1, ih // 2)
            for y in range(half):
                pygame.draw.line(light, (255, 255, 255, round(30 * (1 - y / half))), (0, y), (iw, y))
            pygame.draw.line(light, (255, 255, 255, 80), (ir, 1), (iw - ir, 1))
            pygame.draw.line(light, (0, 0, 0, 70), (ir, ih - 1), (iw - ir, ih - 1))
        inlay.blit(light, (0, 0))
        mask = pygame.Surface((iw, ih), pygame.SRCALPHA)  # the corners clear again
        pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, iw, ih), border_radius=ir)
        inlay.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(inlay, (b, b))
    return surf


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """The keyboard focus around a button at ``rect``: a soft gold glow and a 2-pixel gold
    line 3 pixels outside it (``radius``: the button's corner radius, pixels)."""
    glow = rect.inflate(12, 12)
    halo = pygame.Surface(glow.size, pygame.SRCALPHA)
    pygame.draw.rect(halo, (*FOCUS_EDGE, 70), halo.get_rect(), 4, border_radius=radius + 6)
    surface.blit(halo, glow.topleft)
    pygame.draw.rect(surface, FOCUS_EDGE, rect.inflate(6, 6), 2, border_radius=radius + 3)


ui_text.forget_on_quit(button_face.cache_clear)
