"""The pot as a pile of chips that grows with what it holds, as on a real table (a
pot of 1,000 looks bigger than one of 300, whatever chips make it up).

:func:`pile_plan` is pure: how many chips and how many columns a pot shows, measured in
the table's betting unit (the ante or big blind); :func:`pot_pile_surface` draws it.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from drawpoker.ui.sprites.chips import chip_stack_plan, chip_stack_surface

#: Most chips a pile shows (a bigger pot shows this many; its label says the amount).
MAX_CHIPS = 72
#: Most chips in one column of the pile.
MAX_HEIGHT = 9
#: Column places in the pile, in chip widths (x) and chip heights (y): the front row
#: first from the middle out, then the row behind it.
_SPOTS: tuple[tuple[float, float], ...] = (
    (0.0, 0.0), (-1.02, 0.0), (1.02, 0.0), (-0.51, -0.6), (0.51, -0.6),
    (-2.04, 0.0), (2.04, 0.0), (-1.53, -0.6), (1.53, -0.6))


def pile_plan(amount: int, unit: int, *, max_columns: int = len(_SPOTS)) -> list[int]:
    """The chips per column of a pot of ``amount`` chips at a table whose betting unit
    is ``unit`` chips: about ``5·sqrt(amount / unit)`` chips (at least one, at most
    :data:`MAX_CHIPS`), in about ``sqrt`` of that many columns (at most ``max_columns``),
    the first columns the tallest. Grows with the amount; empty for 0 chips."""
    if amount <= 0:
        return []
    n = min(MAX_CHIPS, max(1, round(5 * math.sqrt(amount / max(1, unit)))))
    cols = max(1, min(max_columns, round(math.sqrt(n)), len(_SPOTS)))
    cols = max(cols, min(max_columns, math.ceil(n / MAX_HEIGHT)))
    n = min(n, cols * MAX_HEIGHT)
    base, extra = divmod(n, cols)
    return [base + (1 if k < extra else 0) for k in range(cols)]


#: Pot piles kept drawn (about 12 KB each at 1280×720): one pot amount lasts a betting
#: round, so a few suffice; with 128 kept the cache was still filling at hand 200 of a demo.
POTS_CACHED = 16


@lru_cache(maxsize=POTS_CACHED)
def pot_pile_surface(amount: int, unit: int, diameter: int, max_columns: int = len(_SPOTS)
                     ) -> pygame.Surface:
    """The pile of :func:`pile_plan` drawn with chips of ``diameter`` pixels; its bottom
    edge is the front row's bottom. The chips' colours are the amount's own chip values
    (largest first), so a pot of big chips shows them. Cached: the last
    :data:`POTS_CACHED` piles."""
    plan = pile_plan(amount, unit, max_columns=max_columns)
    if not plan:
        return pygame.Surface((1, 1), pygame.SRCALPHA)
    values = chip_stack_plan(amount) or [1]
    stacks = []
    k = 0
    for height in plan:
        column = [values[(k + j) % len(values)] for j in range(height)]
        k += height
        stacks.append(chip_stack_surface(column, diameter))
    spots = _SPOTS[: len(stacks)]
    tall = max(s.get_height() for s in stacks)
    xs = [x * diameter for x, _y in spots]
    left = min(xs)
    width = round(max(xs) - left + diameter)
    depth = round(0.6 * diameter * 0.75)
    surf = pygame.Surface((width, tall + depth), pygame.SRCALPHA)
    # the row behind first, so the front row covers it
    for (x, y), stack in sorted(zip(spots, stacks, strict=True), key=lambda p: p[0][1]):
        bottom = tall + depth + round(y * diameter * 0.75)
        surf.blit(stack, (round(x * diameter - left), bottom - stack.get_height()))
    return surf
