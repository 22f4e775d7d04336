"""Plain drawn cards and chips: the stand-in for a card or chip picture whose SVG file is
missing or damaged (``resources.fallback_for`` names them "plain drawn cards" / "plain
drawn chips"), so a broken asset costs only the look of that card or chip, never the game.

A face is a white rounded card with its rank and suit in the middle (red hearts and
diamonds, black spades and clubs; the four-colour deck's blue and green), a back is the
back's colour with a cream inner frame. A chip is its face seen at the chips' angle (an
ellipse over its edge) in its set's colours with a ring of its insert colour; the dealer
button a white one.
"""

from __future__ import annotations

import pygame

from drawpoker.cards import SUIT_SYMBOLS, display_card, parse_card
from drawpoker.ui import text as ui_text

_INK = {"s": (23, 23, 27), "h": (192, 23, 27), "d": (192, 23, 27), "c": (23, 23, 27)}
_INK_FOUR = {"s": (23, 23, 27), "h": (192, 23, 27), "d": (28, 84, 178), "c": (26, 122, 52)}
_BACKS = {"blue": (32, 64, 140), "red": (150, 30, 36), "green": (24, 98, 54),
          "black": (30, 30, 34)}
_PAPER = (250, 248, 240)
_EDGE = (120, 116, 104)


def plain_card(stem: str, folder: str, size: tuple[int, int]) -> pygame.Surface:
    """The plain drawn picture of card file ``cards/<folder>/<stem>.svg`` at ``size``
    pixels: a face (``stem`` such as ``"as"``, ``"th"``, ``"joker"``) or, in the
    ``"backs"`` folder, a back (``stem`` the back's name).

    Returns:
        A per-pixel-alpha Surface of exactly ``size`` with transparent corners.
    """
    w, h = size
    out = pygame.Surface(size, pygame.SRCALPHA)
    rect = out.get_rect()
    radius = max(1, round(w * 0.06))
    if folder == "backs":
        pygame.draw.rect(out, (*_BACKS.get(stem, _BACKS["blue"]), 255), rect, border_radius=radius)
        inner = rect.inflate(-max(2, w // 6), -max(2, w // 6))
        pygame.draw.rect(out, (*_PAPER, 255), inner, max(1, w // 30), border_radius=radius)
        return out
    pygame.draw.rect(out, (*_PAPER, 255), rect, border_radius=radius)
    pygame.draw.rect(out, (*_EDGE, 255), rect, max(1, w // 60), border_radius=radius)
    if stem == "joker":
        label, ink = "\u2605", _INK["h"]
    else:
        card = parse_card(stem[0].upper() + stem[1:])
        label = display_card(card) if h >= 40 else SUIT_SYMBOLS[card.suit]
        ink = (_INK_FOUR if folder.startswith("four-color") else _INK)[card.suit]
    px = ui_text.fit_text(label, max(6, h // 4), max(1, w - 4), bold=True, min_px=6)
    ui_text.draw_text(out, label, rect.center, px, ink, anchor="center", bold=True,
                      shadow=False)
    return out


def _rgb(colour: str) -> tuple[int, int, int]:
    value = colour.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def plain_chip(size: tuple[int, int], body: str, insert: str, shade: str) -> pygame.Surface:
    """A plain chip of ``size`` pixels (width x height, seen from above at an angle) in
    the colours ``body`` (its face), ``insert`` (a ring on it) and ``shade`` (its edge),
    ``"#rrggbb"``; per-pixel alpha, transparent around it."""
    w, h = size
    out = pygame.Surface(size, pygame.SRCALPHA)
    edge = max(1, round(h * 0.12))
    face = pygame.Rect(0, 0, w, max(2, h - edge))
    pygame.draw.ellipse(out, (*_rgb(shade), 255), face.move(0, edge))
    pygame.draw.ellipse(out, (*_rgb(body), 255), face)
    ring = face.inflate(-max(2, w // 5), -max(2, face.height // 5))
    if ring.width > 2 and ring.height > 2:
        pygame.draw.ellipse(out, (*_rgb(insert), 255), ring, max(1, w // 16))
    return out
