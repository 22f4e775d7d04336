"""The pot won, celebrated at the winner's cards: a soft gold halo behind each winning
card (lifted by the table scene's step through ``lifts.update_lifts``, outlined by
``view_seats.card_blit``).

The halo is still (nothing pulses: reduced motion needs no case of its own) and stays
inside the seat's cards zone (``frame.seat_zones`` makes room for :data:`HALO`), so a
redraw of that zone always takes it away.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from drawpoker.ui.theme import GOLD

__all__ = ["HALO", "win_halo"]

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
