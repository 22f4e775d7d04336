"""The pad's button glyphs, drawn by the game (no font has the PlayStation shapes): a dark
disc with the face button's letter or shape in its family's colour, a rounded tab for the
shoulders and triggers, a pill for Start and Back, a cross for the D-pad.

Each glyph is drawn four times larger and smoothed down (:func:`pad_glyph`), so the
edges are clean at the 12 to 30 pixels the hints use; the Surfaces are cached.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from drawpoker.ui import text as ui_text
from drawpoker.ui.pad import button_word

#: Drawn this many times larger, then smoothed down.
OVERSAMPLE = 4
_DISC = (34, 36, 42)
_RIM = (236, 236, 230)
_INK = (250, 250, 246)

#: The face buttons' colours by family and position.
FACE_COLORS: dict[str, dict[str, tuple[int, int, int]]] = {
    "xbox": {"a": (108, 196, 74), "b": (236, 84, 76), "x": (72, 150, 240), "y": (246, 196, 54)},
    "playstation": {"a": (124, 178, 232), "b": (255, 102, 102), "x": (214, 143, 214),
                    "y": (64, 226, 160)},
    "nintendo": {b: _INK for b in "abxy"},
}
FACE_COLORS["deck"] = FACE_COLORS["xbox"]


def glyph_width(button: str, family: str, height: int) -> int:
    """The width of ``button``'s glyph drawn ``height`` pixels high."""
    if button in ("lb", "rb", "lt", "rt"):
        return round(height * 1.6)
    if button in ("start", "back"):
        return round(height * 1.3)
    return height


@lru_cache(maxsize=256)
def pad_glyph(button: str, family: str, height: int) -> pygame.Surface:
    """The glyph of pad ``button`` (:mod:`drawpoker.ui.pad` names) on a ``family`` pad,
    ``height`` pixels high (at least 8)."""
    height = max(8, height)
    h = height * OVERSAMPLE
    w = glyph_width(button, family, height) * OVERSAMPLE
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    rim = max(2, h // 14)
    if button in ("a", "b", "x", "y"):
        _face(big, button, family, rim)
    elif button in ("up", "down", "left", "right"):
        _dpad(big, button, rim)
    elif button in ("lb", "rb", "lt", "rt", "start", "back"):
        _tab(big, button, family, rim)
    else:  # a stick pressed in
        pygame.draw.circle(big, _RIM, (w // 2, h // 2), h // 2)
        pygame.draw.circle(big, _DISC, (w // 2, h // 2), h // 2 - rim)
        pygame.draw.circle(big, _RIM, (w // 2, h // 2), h // 4, rim)
        _word(big, button_word(button, family)[:1], _INK, h * 0.42)
    return pygame.transform.smoothscale(big, (w // OVERSAMPLE, h // OVERSAMPLE))


def _face(big: pygame.Surface, button: str, family: str, rim: int) -> None:
    w, h = big.get_size()
    c = (w // 2, h // 2)
    pygame.draw.circle(big, _RIM, c, h // 2)
    pygame.draw.circle(big, _DISC, c, h // 2 - rim)
    color = FACE_COLORS.get(family, FACE_COLORS["xbox"])[button]
    if family != "playstation":
        _word(big, button_word(button, family), color, h * 0.6)
        return
    r = h * 0.25
    line = max(3, round(h * 0.1))
    cx, cy = c
    if button == "a":  # cross
        for dx in (-1, 1):
            pygame.draw.line(big, color, (cx - r, cy - dx * r), (cx + r, cy + dx * r), line)
    elif button == "b":  # circle
        pygame.draw.circle(big, color, c, round(r * 1.05), line)
    elif button == "x":  # square
        side = round(r * 1.9)
        pygame.draw.rect(big, color, (cx - side // 2, cy - side // 2, side, side), line)
    else:  # triangle
        pts = [(cx + r * 1.15 * math.cos(math.radians(a)), cy + r * 0.15
                + r * 1.15 * math.sin(math.radians(a))) for a in (-90, 30, 150)]
        pygame.draw.polygon(big, color, pts, line)


def _dpad(big: pygame.Surface, button: str, rim: int) -> None:
    w, h = big.get_size()
    arm = h // 3
    for rect in ((arm, 0, arm, h), (0, arm, w, arm)):
        pygame.draw.rect(big, _RIM, rect, border_radius=rim * 2)
    inner = [pygame.Rect(arm + rim, rim, arm - 2 * rim, h - 2 * rim),
             pygame.Rect(rim, arm + rim, w - 2 * rim, arm - 2 * rim)]
    for inside in inner:
        pygame.draw.rect(big, _DISC, inside, border_radius=rim)
    lit = {"up": (arm + rim, rim, arm - 2 * rim, arm), "down": (arm + rim, 2 * arm, arm - 2 * rim,
                                                                arm - rim),
           "left": (rim, arm + rim, arm, arm - 2 * rim),
           "right": (2 * arm, arm + rim, arm - rim, arm - 2 * rim)}[button]
    pygame.draw.rect(big, _INK, lit, border_radius=rim)


def _tab(big: pygame.Surface, button: str, family: str, rim: int) -> None:
    w, h = big.get_size()
    radius = h // 2 if button in ("start", "back") else h // 4
    pygame.draw.rect(big, _RIM, (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(big, _DISC, (rim, rim, w - 2 * rim, h - 2 * rim),
                     border_radius=max(1, radius - rim))
    if button in ("lb", "rb", "lt", "rt"):
        _word(big, button_word(button, family), _INK, h * 0.56)
        return
    cx, cy = w // 2, h // 2
    line = max(3, round(h * 0.08))
    if family == "nintendo":  # + and −
        pygame.draw.line(big, _INK, (cx - h * 0.22, cy), (cx + h * 0.22, cy), line)
        if button == "start":
            pygame.draw.line(big, _INK, (cx, cy - h * 0.22), (cx, cy + h * 0.22), line)
    elif button == "start":  # three lines: Menu / Options
        for dy in (-1, 0, 1):
            y = cy + dy * h * 0.16
            pygame.draw.line(big, _INK, (cx - h * 0.24, y), (cx + h * 0.24, y), line)
    else:  # two overlapping windows: View / Create
        s = round(h * 0.28)
        pygame.draw.rect(big, _INK, (cx - s * 0.8, cy - s * 0.8, s, s), line)
        pygame.draw.rect(big, _INK, (cx - s * 0.2, cy - s * 0.2, s, s))


def _word(big: pygame.Surface, text: str, color: tuple[int, int, int], px: float) -> None:
    w, h = big.get_size()
    size = ui_text.fit_text(text, round(px), round(w * 0.84), bold=True, min_px=6)
    ui_text.draw_text(big, text, (w / 2, h / 2 + px * 0.02), size, color, bold=True,
                      shadow=False)


__all__ = ["FACE_COLORS", "OVERSAMPLE", "glyph_width", "pad_glyph"]
