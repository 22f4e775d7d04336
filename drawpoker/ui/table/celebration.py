"""The pot won, celebrated at the winner's cards: a soft gold halo behind each winning
card (lifted by the table scene's step through ``lifts.update_lifts``, outlined by
``view_seats.card_blit``), and for a big pot a short shimmer of sparkles around them
(:func:`draw_shimmer`; the motion is :mod:`.award`'s).

The halo is still (nothing pulses: reduced motion needs no case of its own); halo and
sparkles stay inside the seat's cards zone (``frame.seat_zones`` makes room for
:data:`HALO`), so a redraw of that zone always takes them away.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from drawpoker.ui.theme import GOLD

__all__ = ["HALO", "SPARKLES", "SPARKLE_ARM", "draw_shimmer", "sparkle_arm", "sparkle_points",
           "win_halo"]

#: How far the halo reaches beyond the card on each side (pixels).
HALO = 12


@lru_cache(maxsize=32)
def win_halo(size: tuple[int, int]) -> pygame.Surface:
    """The halo for a card of ``size`` (pixels): ``HALO`` pixels larger on each side,
    gold fading outwards; blit it centred on the card before the card."""
    w, h = size
    out = pygame.Surface((w + 2 * HALO, h + 2 * HALO), pygame.SRCALPHA)
    radius = max(3, w // 9)
    for k in range(HALO, 0, -1):  # the outermost ring faintest
        alpha = round(200 * (1 - (k - 1) / HALO) ** 2)
        layer = pygame.Rect(HALO - k, HALO - k, w + 2 * k, h + 2 * k)
        pygame.draw.rect(out, (*GOLD, alpha), layer, border_radius=radius + k)
    return out


#: Sparkles of a big pot's shimmer around the winning cards.
SPARKLES = 22
#: Longest arm of a sparkle, pixels (at every scale).
SPARKLE_ARM = 10


def sparkle_arm(s: float) -> float:
    """A sparkle's arm at its brightest at scale ``s``, pixels (3..:data:`SPARKLE_ARM`)."""
    return min(float(SPARKLE_ARM), max(4.0, 11 * s))


def sparkle_points(cards: pygame.Rect, t: float) -> list[tuple[float, float, float]]:
    """The shimmer's sparkles ``t`` (0..1) through it around the winning cards' union
    ``cards`` (pixels): ``(x, y, size)`` each, size 0..1 of the largest. Each sparkle
    sits on a ring half :data:`HALO` out from the cards (inside the halo),
    lights and fades once at its own moment, and the ring turns slowly."""
    out: list[tuple[float, float, float]] = []
    ring = cards.inflate(HALO, HALO)
    half_w, half_h = ring.width / 2, ring.height / 2
    for k in range(SPARKLES):
        start = (k * 7 % SPARKLES) / SPARKLES * 0.5  # a scattered order, within 0..0.5
        local = (t - start) / 0.5
        if not 0.0 < local < 1.0:
            continue
        angle = 2 * math.pi * (k / SPARKLES + 0.08 * t)
        cx, cy = math.cos(angle), math.sin(angle)
        # on the rectangle's edge along the ray (a rounded ring hugging the cards)
        reach = 1 / max(abs(cx) / half_w, abs(cy) / half_h)
        out.append((ring.centerx + cx * reach, ring.centery + cy * reach,
                    math.sin(math.pi * local)))
    return out


def draw_shimmer(surface: pygame.Surface, cards: pygame.Rect, t: float, s: float) -> None:
    """Draw the shimmer ``t`` (0..1) through it around ``cards`` (the winning cards'
    union, pixels) at scale ``s``: four-pointed gold and white stars, at most
    :data:`SPARKLE_ARM` pixels from their centre (inside the seat's cards zone)."""
    arm = sparkle_arm(s)
    for x, y, size in sparkle_points(cards, t):
        r = arm * size
        if r < 1:
            continue
        pygame.draw.polygon(surface, GOLD, [(x, y - r), (x + r * 0.28, y), (x, y + r),
                                            (x - r * 0.28, y)])
        pygame.draw.polygon(surface, GOLD, [(x - r, y), (x, y + r * 0.28), (x + r, y),
                                            (x, y - r * 0.28)])
        pygame.draw.circle(surface, (255, 250, 225), (round(x), round(y)), max(1, round(r * 0.3)))
