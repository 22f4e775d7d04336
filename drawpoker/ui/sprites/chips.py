"""Chips, chip stacks and piles, and the dealer button (SVG, rendered at the size asked for).

Chips are drawn in the chip set in use (:func:`use_chip_set`, the player's setting; the
sets are :mod:`.chip_sets`); every cache is kept by set.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from drawpoker.i18n import pgettext
from drawpoker.ui.sprites.chip_sets import CHIP_SETS, swaps
from drawpoker.ui.sprites.plain import plain_chip
from drawpoker.ui.sprites.svg import BROKEN_ASSET, finish, load_svg
from drawpoker.ui.text import fit_text, forget_on_text_size, render_text

#: The colour of the dealer button's letter (the SVG's ring colour).
BUTTON_INK = (30, 30, 35)
#: The chip set in use (a key of ``CHIP_SETS``), one list so it is changed in place.
_IN_USE = ["classic"]
#: Chip values in chips, smallest first; each has its own colour and edge marks.
CHIP_DENOMINATIONS: tuple[int, ...] = (1, 5, 25, 100, 500, 1000, 5000)
#: Chip sprite height / width (the chip is seen from above at an angle, edge showing).
CHIP_VIEW_RATIO = 126 / 200
#: Stack step / chip width: how far up the next chip of a stack sits.
CHIP_STEP_RATIO = 14 / 200


def chip_denominations() -> tuple[int, ...]:
    """Chip values in chips, smallest first: ``(1, 5, 25, 100, 500, 1000, 5000)``."""
    return CHIP_DENOMINATIONS


def chip_stack_plan(amount: int) -> list[int]:
    """Break ``amount`` chips into chip values, largest first (fewest chips).

    Pure function (no pygame). Example: ``chip_stack_plan(137)`` ->
    ``[100, 25, 5, 5, 1, 1]``.

    Args:
        amount: Chips, >= 0.

    Returns:
        Chip values whose sum is ``amount``, in non-increasing order; empty for 0.

    Raises:
        ValueError: ``amount`` is negative or not an integer.
    """
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise ValueError(f"chip amount must be an integer number of chips, got {amount!r}")
    if amount < 0:
        raise ValueError(f"chip amount must not be negative, got {amount}")
    plan: list[int] = []
    rest = amount
    for value in reversed(CHIP_DENOMINATIONS):
        count, rest = divmod(rest, value)
        plan.extend([value] * count)
    return plan


def _check_denomination(denomination: int) -> None:
    if denomination not in CHIP_DENOMINATIONS:
        raise ValueError(
            f"no chip of value {denomination!r}; chip values are "
            f"{', '.join(map(str, CHIP_DENOMINATIONS))}"
        )


def _check_diameter(diameter: int) -> int:
    if isinstance(diameter, bool) or int(diameter) != diameter or diameter < 4:
        raise ValueError(f"chip diameter must be a whole number of pixels >= 4, got {diameter!r}")
    return int(diameter)


def _chip_size(diameter: int) -> tuple[int, int]:
    return diameter, max(2, round(diameter * CHIP_VIEW_RATIO))


#: Turned variants of each chip (stacks alternate them so the edge marks don't line up).
CHIP_VARIANTS = 3


def use_chip_set(name: str) -> None:
    """Draw chips in the set ``name`` from now on (one of ``chip_sets.CHIP_SETS``).

    Raises:
        ValueError: no such set.
    """
    if name not in CHIP_SETS:
        raise ValueError(f"no chip set {name!r}; chip sets are {', '.join(CHIP_SETS)}")
    _IN_USE[0] = name


def chip_set_in_use() -> str:
    """The name of the chip set chips are drawn in now."""
    return _IN_USE[0]


def chip_surface(denomination: int, diameter: int, variant: int = 0, *,
                 chip_set: str | None = None) -> pygame.Surface:
    """One chip seen from above at an angle (top face plus edge), ``diameter`` pixels wide.

    Stack chips by blitting each one :func:`chip_stack_step` pixels higher than the one
    below (or use :func:`chip_stack_surface`).

    Args:
        denomination: One of :func:`chip_denominations`.
        diameter: Chip width in pixels (>= 4). The Surface is ``diameter`` x
            ``round(diameter * 0.63)`` pixels.
        variant: 0..2, the same chip turned a little (edge marks elsewhere).
        chip_set: the set to draw it in (default: the one in use).

    Raises:
        ValueError: Unknown denomination, a bad diameter, variant or chip set.
    """
    _check_denomination(denomination)
    d = _check_diameter(diameter)
    if variant not in range(CHIP_VARIANTS):
        raise ValueError(f"chip variant must be 0..{CHIP_VARIANTS - 1}, got {variant!r}")
    name = chip_set or _IN_USE[0]
    if name not in CHIP_SETS:
        raise ValueError(f"no chip set {name!r}; chip sets are {', '.join(CHIP_SETS)}")
    return _chip_cached(denomination, d, variant, name)


@lru_cache(maxsize=512)
def _chip_cached(denomination: int, d: int, variant: int, chip_set: str) -> pygame.Surface:
    suffix = f"_r{variant}" if variant else ""
    try:
        return finish(load_svg(f"chips/chip_{denomination}{suffix}.svg", _chip_size(d),
                               colours=swaps(chip_set)[denomination]))
    except BROKEN_ASSET:  # reported by load_svg: a plain chip of the set's colours
        body, insert, shade, _ink = CHIP_SETS[chip_set].chips[denomination]
        return finish(plain_chip(_chip_size(d), body, insert, shade))


def chip_stack_step(diameter: int) -> int:
    """Pixels between one chip of a stack and the next (the chip's visible edge)."""
    return max(1, round(_check_diameter(diameter) * CHIP_STEP_RATIO))


#: Chip columns kept drawn (about 2 KB each at 1280×720). A 1280×720 demo meets a new
#: column every hand or so; this many are kept by hand 50.
STACKS_CACHED = 128
#: Chip piles kept drawn, by amount (about 5 KB each at 1280×720): a hand shows a few
#: dozen amounts (bets, chips flying); with 256 kept the cache was still filling at hand 100.
PILES_CACHED = 64


@lru_cache(maxsize=STACKS_CACHED)
def _stack_cached(chips: tuple[int, ...], diameter: int, chip_set: str) -> pygame.Surface:
    cw, ch = _chip_size(diameter)
    step = chip_stack_step(diameter)
    height = ch + step * max(0, len(chips) - 1)
    surf = pygame.Surface((cw, height), pygame.SRCALPHA)
    for i, value in enumerate(chips):
        variant = (i * 7 + value) % CHIP_VARIANTS
        surf.blit(chip_surface(value, diameter, variant, chip_set=chip_set),
                  (0, height - ch - i * step))
    return finish(surf)


def chip_stack_surface(chips: Sequence[int], diameter: int, *,
                       chip_set: str | None = None) -> pygame.Surface:
    """One column of chips, ``chips[0]`` at the bottom.

    Args:
        chips: Chip values, bottom first (e.g. from :func:`chip_stack_plan`).
        diameter: Chip width in pixels.
        chip_set: the set to draw them in (default: the one in use).

    Returns:
        A cached Surface ``diameter`` wide; its bottom edge is the bottom of the stack.

    Raises:
        ValueError: An unknown chip value or a bad diameter.
    """
    for value in chips:
        _check_denomination(value)
    name = chip_set or _IN_USE[0]
    if name not in CHIP_SETS:
        raise ValueError(f"no chip set {name!r}; chip sets are {', '.join(CHIP_SETS)}")
    return _stack_cached(tuple(chips), _check_diameter(diameter), name)


def chip_pile_surface(amount: int, diameter: int, *, max_columns: int = 5,
                      max_height: int = 12) -> pygame.Surface:
    """``amount`` chips as a tidy pile: one column per chip value, largest on the left
    (cached: the last :data:`PILES_CACHED` piles asked for).

    A column holds at most ``max_height`` chips; bigger counts are shown as a full
    column (the pile shows the look of the amount, the number is shown as text).
    Only the ``max_columns`` largest values present are drawn.

    Args:
        amount: Chips (>= 0); 0 gives a 1x1 transparent Surface.
        diameter: Chip width in pixels.
        max_columns: Most columns to draw.
        max_height: Most chips in one column.

    Raises:
        ValueError: A negative amount or a bad diameter.
    """
    return _pile_cached(amount, diameter, max_columns, max_height, _IN_USE[0])


@lru_cache(maxsize=PILES_CACHED)
def _pile_cached(amount: int, diameter: int, max_columns: int, max_height: int,
                 chip_set: str) -> pygame.Surface:
    plan = chip_stack_plan(amount)
    d = _check_diameter(diameter)
    if not plan:
        return pygame.Surface((1, 1), pygame.SRCALPHA)
    columns: list[list[int]] = []
    for value in plan:
        if columns and columns[-1][0] == value:
            columns[-1].append(value)
        else:
            columns.append([value])
    columns = [col[:max_height] for col in columns[:max_columns]]
    gap = round(d * 1.04)
    stacks = [chip_stack_surface(col, d) for col in columns]
    height = max(s.get_height() for s in stacks)
    surf = pygame.Surface((gap * (len(stacks) - 1) + d, height), pygame.SRCALPHA)
    for i, stack in enumerate(stacks):
        surf.blit(stack, (i * gap, height - stack.get_height()))
    return finish(surf)


def dealer_label() -> str:
    """The letter on the dealer button in the current language ("D")."""
    # TRANSLATORS: the one letter on the dealer button disc (the dealer's initial, as
    # poker rooms of the language mark it); it is drawn large on a small disc, so keep
    # it to one or two letters.
    return pgettext("dealer button", "D")


def dealer_button_surface(diameter: int) -> pygame.Surface:
    """The dealer button: a white puck seen at the chips' angle, the current language's
    :func:`dealer_label` drawn upright on its face as large as the face holds (cap height
    about a third of the diameter), shrunk to fit a longer label.

    Args:
        diameter: Width in pixels (>= 4); height is ``round(diameter * 0.71)``.

    Raises:
        ValueError: A bad diameter.
    """
    return _dealer_button(_check_diameter(diameter), dealer_label())


@lru_cache(maxsize=32)
def _dealer_button(d: int, label: str) -> pygame.Surface:
    size = (d, max(2, round(d * 142 / 200)))
    try:
        img = finish(load_svg("chips/dealer_button.svg", size)).copy()
    except BROKEN_ASSET:  # reported by load_svg: a plain white puck
        img = finish(plain_chip(size, "#f6f1e4", "#1e1e23", "#bdb6a6"))
    face_y = img.get_height() * 56 / 142  # the face's centre in the SVG (y 56 of 142)
    px = fit_text(label, max(6, round(d * 0.44)), round(d * 0.6), bold=True, min_px=6)
    text = render_text(label, px, BUTTON_INK, bold=True)
    ink = text.get_bounding_rect()  # the letter's own box, not the font's line height
    img.blit(text, (round(d / 2 - ink.centerx), round(face_y - ink.centery)))
    return img


def draw_chips(surface: pygame.Surface, amount: int, center: tuple[float, float], diameter: int,
               alpha: int = 255) -> None:
    """Draw ``amount`` chips as a pile (at most 4 columns of 8) whose bottom edge is half a
    chip below ``center``, ``alpha`` (0..255) opaque; nothing for 0 chips.

    Raises:
        ValueError: a diameter below 4 pixels.
    """
    if amount <= 0 or alpha <= 0:
        return
    img = chip_pile_surface(int(amount), int(diameter), max_columns=4, max_height=8)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, img.get_rect(midbottom=(round(center[0]), round(center[1] + diameter / 2))))


#: the dealer button's letter is drawn at the text size in force
forget_on_text_size(_dealer_button.cache_clear)
