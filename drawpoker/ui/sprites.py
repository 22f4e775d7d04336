"""Runtime loaders for the game's pictures: cards, chips, dealer button, table, font.

Cards, chips and the dealer button are SVG files made by ``tools/make_cards.py`` and
``tools/make_chips.py``; this module rasterises them at exactly the pixel size the
layout asks for (``pygame.image.load_sized_svg``), so they are crisp at every window
size from 960x540 to 4K and are never scaled up. The felt table is drawn as SVG at the
window size, with a fine cloth grain added by numpy. Every result is cached by its
arguments: ask again with the same size and you get the same Surface (treat it as
read-only; ``.copy()`` it before drawing on it).

Assets are found with :func:`drawpoker.resources.asset_path`, so this works from the
source tree, an installed wheel and a PyInstaller bundle (known-faults B48). The font is
loaded by path from the bundled DejaVu Sans, never ``Font(None)`` or a system font
(known-faults B49).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import pygame

from drawpoker.cards import Card
from drawpoker.resources import AssetNotFoundError, asset_path, report_problem

__all__ = [
    "CARD_ASPECT",
    "CHIP_DENOMINATIONS",
    "CHIP_VARIANTS",
    "COMPACT_BELOW_PX",
    "DECKS",
    "DEFAULT_BACK",
    "FELTS",
    "TableGeometry",
    "card_backs",
    "card_shadow_surface",
    "card_size",
    "card_surface",
    "chip_denominations",
    "chip_pile_surface",
    "chip_stack_plan",
    "chip_stack_step",
    "chip_stack_surface",
    "chip_surface",
    "dealer_button_surface",
    "default_felt_rect",
    "font",
    "table_geometry",
    "table_surface",
]

#: Card width / height (poker size, 2.5 x 3.5 inches).
CARD_ASPECT = 250 / 350
#: Corner radius / card width.
RADIUS_RATIO = 14 / 250
#: Deck styles: two-colour (``"classic"``) and four-colour (spades black, hearts red,
#: diamonds blue, clubs green).
DECKS: tuple[str, ...] = ("classic", "four-color")
_DECK_ALIASES = {"classic": "classic", "two-color": "classic", "four-color": "four-color"}
_BACKS: tuple[str, ...] = ("blue", "red", "green", "black")
#: Below this height in pixels ``card_surface(style="auto")`` draws jumbo-index faces.
COMPACT_BELOW_PX = 80
#: The card back used when none is named.
DEFAULT_BACK = "blue"
#: Chip values in chips, smallest first; each has its own colour and edge marks.
CHIP_DENOMINATIONS: tuple[int, ...] = (1, 5, 25, 100, 500, 1000, 5000)
#: Chip sprite height / width (the chip is seen from above at an angle, edge showing).
CHIP_VIEW_RATIO = 126 / 200
#: Stack step / chip width: how far up the next chip of a stack sits.
CHIP_STEP_RATIO = 14 / 200
#: Felt colours: name -> (centre, edge) RGB.
FELTS: dict[str, tuple[str, str]] = {
    "green": ("#2f8a52", "#114a2b"),
    "blue": ("#2f6aa0", "#12345a"),
    "red": ("#9a2f36", "#4c1016"),
    "purple": ("#6a4696", "#2e1a4a"),
}

_FONT_REGULAR = "fonts/dejavusans.ttf"
_FONT_BOLD = "fonts/dejavusans-bold.ttf"


def _check_size(size: Sequence[int], what: str) -> tuple[int, int]:
    try:
        w, h = int(size[0]), int(size[1])
    except (TypeError, ValueError, IndexError) as exc:
        raise ValueError(f"{what} must be a (width, height) pair of pixels, got {size!r}") from exc
    if len(size) != 2 or w <= 0 or h <= 0:
        raise ValueError(f"{what} must be two positive pixel counts, got {size!r}")
    return w, h


def _finish(surface: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format when a display exists (faster blits)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def _load_svg(relpath: str, size: tuple[int, int]) -> pygame.Surface:
    """Rasterise an SVG asset to fit ``size`` (aspect kept), centred on exactly ``size``."""
    try:
        img = pygame.image.load_sized_svg(str(asset_path(relpath)), size)
    except AssetNotFoundError:
        report_problem(relpath, "missing")
        raise
    except (pygame.error, OSError, ValueError) as exc:
        report_problem(relpath, str(exc) or type(exc).__name__)
        raise
    if img.get_size() == size:
        return img
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(img, img.get_rect(center=(size[0] // 2, size[1] // 2)))
    return out


# --------------------------------------------------------------------------- cards
def card_backs() -> list[str]:
    """Names of the card backs, default first (``"blue", "red", "green", "black"``)."""
    return list(_BACKS)


def card_size(height: int) -> tuple[int, int]:
    """The (width, height) in pixels of a card ``height`` pixels tall (5:7 poker size)."""
    return max(1, round(height * CARD_ASPECT)), max(1, int(height))


def _card_stem(card: Card) -> str:
    if card.is_joker:
        return "joker"
    return str(card).lower()


@lru_cache(maxsize=512)
def _card_cached(stem: str, folder: str, size: tuple[int, int]) -> pygame.Surface:
    return _finish(_load_svg(f"cards/{folder}/{stem}.svg", size))


def card_surface(
    card: Card | None,
    size: tuple[int, int],
    *,
    deck: str = "classic",
    back: str = DEFAULT_BACK,
    face_down: bool = False,
    style: str = "auto",
) -> pygame.Surface:
    """A card face, or its back, rendered at ``size`` pixels.

    Args:
        card: The card (:class:`drawpoker.cards.Card`, the joker included), or None for
            a card seen from the back.
        size: (width, height) in pixels. The card fills it when the ratio is 5:7 (see
            :func:`card_size`); otherwise it is centred on a transparent Surface of
            exactly ``size``. The card's corners are transparent.
        deck: ``"classic"`` (two colours; ``"two-color"`` is accepted too) or
            ``"four-color"`` (spades black, hearts red, diamonds blue, clubs green).
        back: One of :func:`card_backs`.
        face_down: Draw the back even though ``card`` is known.
        style: ``"full"`` (corner indices, pips, court figures), ``"compact"`` (a
            jumbo index and one big suit, readable when tiny) or ``"auto"``: compact
            below :data:`COMPACT_BELOW_PX` pixels tall, full from there up. The joker is
            always drawn full.

    Returns:
        A cached per-pixel-alpha Surface of exactly ``size``; do not draw on it.

    Raises:
        ValueError: Unknown ``deck``, ``back`` or ``style``, or a size that is not two
            positive pixel counts.
    """
    size = _check_size(size, "card size")
    if style not in ("auto", "full", "compact"):
        raise ValueError(f"unknown card style {style!r}; choose 'auto', 'full' or 'compact'")
    if back not in _BACKS:
        raise ValueError(f"unknown card back {back!r}; choose one of {', '.join(_BACKS)}")
    if deck not in _DECK_ALIASES:
        raise ValueError(f"unknown deck {deck!r}; choose 'classic' or 'four-color'")
    if card is None or face_down:
        return _card_cached(back, "backs", size)
    folder = _DECK_ALIASES[deck]
    compact = style == "compact" or (style == "auto" and size[1] < COMPACT_BELOW_PX)
    if compact and not card.is_joker:
        folder += "-compact"
    return _card_cached(_card_stem(card), folder, size)


@lru_cache(maxsize=64)
def card_shadow_surface(size: tuple[int, int], *, spread: float = 0.08,
                        opacity: int = 110) -> pygame.Surface:
    """A soft drop shadow for a card of ``size`` (blit it a few pixels below-right).

    Args:
        size: The card's (width, height) in pixels.
        spread: Blur radius as a fraction of the card width.
        opacity: Darkest alpha, 0..255.

    Returns:
        A cached Surface larger than the card by the blur on every side; centre it on the
        card's centre (plus the offset you want).
    """
    w, h = _check_size(size, "card size")
    pad = max(2, round(w * spread))
    full = (w + 2 * pad, h + 2 * pad)
    k = max(1, pad // 2)  # draw small, scale up: a cheap, smooth blur
    small = pygame.Surface((max(1, full[0] // k), max(1, full[1] // k)), pygame.SRCALPHA)
    rect = pygame.Rect(pad // k, pad // k, max(1, w // k), max(1, h // k))
    pygame.draw.rect(small, (0, 0, 0, int(opacity)), rect,
                     border_radius=max(1, round(w * RADIUS_RATIO / k)))
    return _finish(pygame.transform.smoothscale(small, full))


# --------------------------------------------------------------------------- chips
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


@lru_cache(maxsize=512)
def chip_surface(denomination: int, diameter: int, variant: int = 0) -> pygame.Surface:
    """One chip seen from above at an angle (top face plus edge), ``diameter`` pixels wide.

    Stack chips by blitting each one :func:`chip_stack_step` pixels higher than the one
    below (or use :func:`chip_stack_surface`).

    Args:
        denomination: One of :func:`chip_denominations`.
        diameter: Chip width in pixels (>= 4). The Surface is ``diameter`` x
            ``round(diameter * 0.63)`` pixels.
        variant: 0..2, the same chip turned a little (edge marks elsewhere).

    Raises:
        ValueError: Unknown denomination, a bad diameter or variant.
    """
    _check_denomination(denomination)
    d = _check_diameter(diameter)
    if variant not in range(CHIP_VARIANTS):
        raise ValueError(f"chip variant must be 0..{CHIP_VARIANTS - 1}, got {variant!r}")
    suffix = f"_r{variant}" if variant else ""
    return _finish(_load_svg(f"chips/chip_{denomination}{suffix}.svg", _chip_size(d)))


def chip_stack_step(diameter: int) -> int:
    """Pixels between one chip of a stack and the next (the chip's visible edge)."""
    return max(1, round(_check_diameter(diameter) * CHIP_STEP_RATIO))


@lru_cache(maxsize=256)
def _stack_cached(chips: tuple[int, ...], diameter: int) -> pygame.Surface:
    cw, ch = _chip_size(diameter)
    step = chip_stack_step(diameter)
    height = ch + step * max(0, len(chips) - 1)
    surf = pygame.Surface((cw, height), pygame.SRCALPHA)
    for i, value in enumerate(chips):
        variant = (i * 7 + value) % CHIP_VARIANTS
        surf.blit(chip_surface(value, diameter, variant), (0, height - ch - i * step))
    return _finish(surf)


def chip_stack_surface(chips: Sequence[int], diameter: int) -> pygame.Surface:
    """One column of chips, ``chips[0]`` at the bottom.

    Args:
        chips: Chip values, bottom first (e.g. from :func:`chip_stack_plan`).
        diameter: Chip width in pixels.

    Returns:
        A cached Surface ``diameter`` wide; its bottom edge is the bottom of the stack.

    Raises:
        ValueError: An unknown chip value or a bad diameter.
    """
    for value in chips:
        _check_denomination(value)
    return _stack_cached(tuple(chips), _check_diameter(diameter))


@lru_cache(maxsize=256)
def chip_pile_surface(amount: int, diameter: int, *, max_columns: int = 5,
                      max_height: int = 12) -> pygame.Surface:
    """``amount`` chips as a tidy pile: one column per chip value, largest on the left.

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
    return _finish(surf)


@lru_cache(maxsize=32)
def dealer_button_surface(diameter: int) -> pygame.Surface:
    """The dealer button: a white puck marked DEALER, seen at the chips' angle.

    Args:
        diameter: Width in pixels (>= 4); height is ``round(diameter * 0.71)``.

    Raises:
        ValueError: A bad diameter.
    """
    d = _check_diameter(diameter)
    return _finish(_load_svg("chips/dealer_button.svg", (d, max(2, round(d * 142 / 200)))))


# --------------------------------------------------------------------------- table
@dataclass(frozen=True)
class TableGeometry:
    """Where the table's parts are, in window pixels (all Rects bound ellipses).

    Attributes:
        felt: The playing surface (the oval inside the rail).
        rail: The outer edge of the padded rail.
        betting_line: The printed line on the felt (bets go inside it).
    """

    felt: pygame.Rect
    rail: pygame.Rect
    betting_line: pygame.Rect


def default_felt_rect(size: tuple[int, int]) -> pygame.Rect:
    """A felt oval for a window of ``size`` when the layout doesn't give one."""
    w, h = _check_size(size, "window size")
    fw, fh = round(w * 0.80), round(h * 0.66)
    return pygame.Rect((w - fw) // 2, round(h * 0.10), fw, fh)


def table_geometry(size: tuple[int, int], felt_rect: pygame.Rect | None = None) -> TableGeometry:
    """The table's parts for a window of ``size`` (pure; see :class:`TableGeometry`).

    Args:
        size: Window (width, height) in pixels.
        felt_rect: The felt oval's bounding Rect (from the layout), or None for
            :func:`default_felt_rect`.
    """
    felt = pygame.Rect(felt_rect) if felt_rect is not None else default_felt_rect(size)
    rail_w = max(6, round(min(felt.width, felt.height) * 0.085))
    rail = felt.inflate(2 * rail_w, 2 * rail_w)
    line = felt.inflate(-round(felt.width * 0.16), -round(felt.height * 0.2))
    return TableGeometry(felt=felt, rail=rail, betting_line=line)


def _ellipse(rect: pygame.Rect, **attrs: str | float) -> str:
    extra = " ".join(f'{k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return (f'<ellipse cx="{rect.centerx}" cy="{rect.centery}" rx="{rect.width / 2:.1f}" '
            f'ry="{rect.height / 2:.1f}" {extra}/>')


def _round_gradient(gid: str, rect: pygame.Rect, stops: Sequence[tuple[float, str, float]],
                    **attrs: str | float) -> tuple[str, str]:
    """An ellipse filled with a radial gradient stretched to its shape: (defs, element)."""
    rx, ry = rect.width / 2, rect.height / 2
    stop_text = "".join(f'<stop offset="{o * 100:.0f}%" stop-color="{c}" stop-opacity="{a}"/>'
                        for o, c, a in stops)
    defs = (f'<radialGradient id="{gid}" gradientUnits="userSpaceOnUse" cx="0" cy="0" '
            f'r="{rx:.1f}">{stop_text}</radialGradient>')
    extra = " ".join(f'{k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    body = (f'<g transform="translate({rect.centerx} {rect.centery}) scale(1 {ry / rx:.5f})">'
            f'<circle cx="0" cy="0" r="{rx:.1f}" fill="url(#{gid})" {extra}/></g>')
    return defs, body


def _table_svg(size: tuple[int, int], geo: TableGeometry, felt: str) -> str:
    w, h = size
    centre, edge = FELTS[felt]
    rail, f = geo.rail, geo.felt
    rail_w = (rail.height - f.height) / 2
    defs: list[str] = []
    body: list[str] = []
    d, b = _round_gradient("room", pygame.Rect(-w // 4, -h // 3, w * 3 // 2, h * 5 // 3),
                           [(0, "#3b2c24", 1), (0.55, "#1c1512", 1), (1, "#080706", 1)])
    defs.append(d)
    body.append(f'<rect x="0" y="0" width="{w}" height="{h}" fill="#080706"/>')
    body.append(b)
    # soft shadow under the table
    for k in range(5):
        grow = round(rail_w * (0.3 + k * 0.35))
        sh = rail.inflate(grow * 2, grow * 2).move(0, round(rail_w * 0.5))
        body.append(_ellipse(sh, fill="#000000", fill_opacity=0.1))
    # padded leather rail
    defs.append(f'<linearGradient id="leather" gradientUnits="userSpaceOnUse" x1="0" '
                f'y1="{rail.top}" x2="0" y2="{rail.bottom}">'
                '<stop offset="0%" stop-color="#4a2f22"/><stop offset="50%" stop-color="#2a1a13"/>'
                '<stop offset="100%" stop-color="#160d09"/></linearGradient>')
    body.append(_ellipse(rail, fill="url(#leather)", stroke="#0b0705",
                         stroke_width=max(1.0, rail_w * 0.05)))
    sheen = rail.inflate(-round(rail_w * 0.7), -round(rail_w * 0.7))
    defs.append(f'<linearGradient id="sheen" gradientUnits="userSpaceOnUse" x1="0" '
                f'y1="{rail.top}" x2="0" y2="{rail.bottom}">'
                '<stop offset="0%" stop-color="#ffe8cc" stop-opacity="0.30"/>'
                '<stop offset="45%" stop-color="#ffe8cc" stop-opacity="0.06"/>'
                '<stop offset="100%" stop-color="#ffe8cc" stop-opacity="0"/></linearGradient>')
    body.append(_ellipse(sheen, fill="none", stroke="url(#sheen)", stroke_width=rail_w * 0.45))
    dash = max(2.0, rail_w * 0.16)
    for inset in (0.16, 0.62):
        st = rail.inflate(-round(rail_w * inset * 2), -round(rail_w * inset * 2))
        body.append(_ellipse(st, fill="none", stroke="#8a6648", stroke_opacity=0.55,
                             stroke_width=max(0.8, rail_w * 0.035),
                             stroke_dasharray=f"{dash:.1f},{dash * 0.7:.1f}"))
    # wooden racetrack between rail and felt
    wood = f.inflate(round(rail_w * 0.5), round(rail_w * 0.5))
    defs.append(f'<linearGradient id="wood" gradientUnits="userSpaceOnUse" x1="{wood.left}" '
                f'y1="{wood.top}" x2="{wood.right}" y2="{wood.bottom}">'
                '<stop offset="0%" stop-color="#a8733f"/><stop offset="35%" stop-color="#7a4a22"/>'
                '<stop offset="70%" stop-color="#94612f"/><stop offset="100%" stop-color="#5a3416"/>'
                '</linearGradient>')
    body.append(_ellipse(wood, fill="url(#wood)", stroke="#2a170a",
                         stroke_width=max(1.0, rail_w * 0.05)))
    # felt with a light from above, darker towards the edge
    d, b = _round_gradient("felt", f, [(0, centre, 1), (0.7, centre, 1), (1, edge, 1)])
    defs.append(d)
    body.append(b)
    body.append(_ellipse(f.inflate(-round(rail_w * 0.1), -round(rail_w * 0.1)), fill="none",
                         stroke="#000000", stroke_opacity=0.28, stroke_width=rail_w * 0.22))
    body.append(_ellipse(geo.betting_line, fill="none", stroke="#f3e3b0", stroke_opacity=0.35,
                         stroke_width=max(1.0, f.height * 0.006)))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}"><defs>{"".join(defs)}</defs>{"".join(body)}</svg>')


_GRAIN_TILE = 256


@lru_cache(maxsize=1)
def _grain_tiles() -> tuple[pygame.Surface, pygame.Surface]:
    """Two grey tiles (brighten, darken) holding a fixed-seed cloth grain (deterministic)."""
    rng = np.random.default_rng(20240611)
    noise = rng.standard_normal((_GRAIN_TILE, _GRAIN_TILE)).astype(np.float32)
    # a little horizontal smear gives the felt its woven look (wraps, so the tile is seamless)
    noise = (noise + np.roll(noise, 1, axis=0) + np.roll(noise, -1, axis=0)) / 3.0
    scaled = noise * 7.0
    up = np.clip(scaled, 0, 255).astype(np.uint8)
    down = np.clip(-scaled, 0, 255).astype(np.uint8)
    return (pygame.surfarray.make_surface(np.stack([up] * 3, axis=-1)),
            pygame.surfarray.make_surface(np.stack([down] * 3, axis=-1)))


def _add_grain(surface: pygame.Surface) -> None:
    """Add the cloth/leather grain over ``surface`` by tiling the grain tiles."""
    up, down = _grain_tiles()
    w, h = surface.get_size()
    for y in range(0, h, _GRAIN_TILE):
        for x in range(0, w, _GRAIN_TILE):
            surface.blit(up, (x, y), special_flags=pygame.BLEND_RGB_ADD)
            surface.blit(down, (x, y), special_flags=pygame.BLEND_RGB_SUB)


@lru_cache(maxsize=4)
def _table_cached(size: tuple[int, int], felt: str,
                  felt_rect: tuple[int, int, int, int] | None) -> pygame.Surface:
    geo = table_geometry(size, pygame.Rect(felt_rect) if felt_rect else None)
    svg = _table_svg(size, geo, felt).encode("utf-8")
    # Above ~2.5 Mpx (e.g. 4K) the smooth shapes are rasterised at half size and scaled
    # up: nanosvg needs ~0.8 s for a 4K table, and the soft gradients lose nothing.
    big = size[0] * size[1] > 2_500_000
    raster = (size[0] // 2, size[1] // 2) if big else size
    img = pygame.image.load_sized_svg(io.BytesIO(svg), raster)
    if big:
        img = pygame.transform.smoothscale(img, size)
    surface = pygame.Surface(size)
    surface.blit(img, (0, 0))
    _add_grain(surface)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert()
    return surface


def table_surface(size: tuple[int, int], *, felt: str = "green",
                  felt_rect: pygame.Rect | Sequence[int] | None = None) -> pygame.Surface:
    """The whole window's backdrop: the room, and an oval felt table with a padded rail.

    Args:
        size: Window (width, height) in pixels; the result is exactly this size.
        felt: ``"green"``, ``"blue"``, ``"red"`` or ``"purple"`` cloth.
        felt_rect: Bounding Rect of the felt oval in window pixels (the layout's
            felt); None uses :func:`default_felt_rect`. The rail is drawn around it
            (see :func:`table_geometry`).

    Returns:
        A cached opaque Surface (about 0.1-0.5 s to build at 4K; cached per size).

    Raises:
        ValueError: Unknown ``felt`` or a bad size.
    """
    size = _check_size(size, "window size")
    if felt not in FELTS:
        raise ValueError(f"unknown felt {felt!r}; choose one of {', '.join(FELTS)}")
    rect: tuple[int, int, int, int] | None = None
    if felt_rect is not None:
        r = pygame.Rect(felt_rect)
        rect = (r.x, r.y, r.width, r.height)
    return _table_cached(size, felt, rect)


# --------------------------------------------------------------------------- font
#: Cache-clearing callbacks run when pygame quits (see :func:`forget_on_quit`).
_ON_QUIT: list[Callable[[], None]] = []
_quit_hook_armed = False


def forget_on_quit(clear: Callable[[], None]) -> None:
    """Run ``clear`` whenever pygame quits.

    ``pygame.quit()`` invalidates every ``Font`` ("font module quit since font
    created"), so any cache that holds fonts must be emptied then, or the next
    ``pygame.init()`` in the same process (tests, a restarted window) would use dead
    fonts. :func:`font` clears its own cache; other modules register theirs here.
    """
    _ON_QUIT.append(clear)


def _on_pygame_quit() -> None:
    global _quit_hook_armed
    _quit_hook_armed = False
    font.cache_clear()
    for clear in _ON_QUIT:
        clear()


def _arm_quit_hook() -> None:
    # pygame runs a registered quit function once, then forgets it: arm it again
    # whenever fonts are created after a quit.
    global _quit_hook_armed
    if not _quit_hook_armed:
        pygame.register_quit(_on_pygame_quit)
        _quit_hook_armed = True


@lru_cache(maxsize=128)
def font(size_px: int, *, bold: bool = False) -> pygame.font.Font:
    """The bundled DejaVu Sans at ``size_px`` pixels, loaded by path.

    It has the suit symbols (♠♥♦♣), Cyrillic, and the Slovak/German letters
    (ľ š č ť ž ý ô ä ň ŕ ĺ ß ü ö). Initialises ``pygame.font`` if needed.

    A missing or damaged font file is reported with
    :func:`drawpoker.resources.report_problem` before the error is raised (callers
    such as :func:`drawpoker.ui.widgets.font` fall back to pygame's own font).

    Raises:
        ValueError: ``size_px`` below 1.
        FileNotFoundError: the font file is missing (an ``AssetNotFoundError``).
        pygame.error, OSError: the font file can't be read as a font.
    """
    if int(size_px) < 1:
        raise ValueError(f"font size must be at least 1 pixel, got {size_px!r}")
    if not pygame.font.get_init():
        pygame.font.init()
    _arm_quit_hook()
    relpath = _FONT_BOLD if bold else _FONT_REGULAR
    try:
        loaded = pygame.font.Font(str(asset_path(relpath)), int(size_px))
        loaded.size("Ag")  # a damaged file loads lazily and fails only when first measured
        return loaded
    except AssetNotFoundError:
        report_problem(relpath, "missing")
        raise
    except (pygame.error, OSError, ValueError) as exc:  # a damaged file (known-faults B49)
        report_problem(relpath, f"not a readable font: {exc or type(exc).__name__}")
        raise
