"""The table: the room, the padded rail, the wooden racetrack and the felt.

The table is drawn as SVG at the window size, with a fine cloth grain added by numpy
(fixed seed: the same pixels every run; numpy is loaded when the first felt is made).
:func:`felt_background` is the room alone, behind the menus and the title screen.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from drawpoker.ui.sprites.svg import check_size


@dataclass(frozen=True)
class Felt:
    """One felt colour.

    Attributes:
        centre, edge: the cloth's colour in the middle and at the rail (``#rrggbb``).
        light, dark: the swatch of the settings screen, light inside dark (RGB); the
            room behind the menus glows in ``light``.
    """

    centre: str
    edge: str
    light: tuple[int, int, int]
    dark: tuple[int, int, int]


#: Felt colours by name, the default first.
FELTS: dict[str, Felt] = {
    "green": Felt("#2f8a52", "#114a2b", (30, 112, 66), (12, 62, 36)),
    "blue": Felt("#2f6aa0", "#12345a", (30, 82, 130), (12, 40, 74)),
    "red": Felt("#9a2f36", "#4c1016", (128, 36, 40), (70, 16, 20)),
    "purple": Felt("#6a4696", "#2e1a4a", (84, 52, 120), (42, 24, 66)),
    "charcoal": Felt("#4a5256", "#1a1e21", (62, 70, 74), (26, 30, 33)),
}


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
    w, h = check_size(size, "window size")
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
    centre, edge = FELTS[felt].centre, FELTS[felt].edge
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
    """Two grey tiles (brighten, darken) holding a fixed-seed cloth grain (deterministic).

    numpy is imported here, when the first felt is made, not when the game starts."""
    import numpy as np  # third-party, loaded on first use: the title shows without it

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
    size = check_size(size, "window size")
    if felt not in FELTS:
        raise ValueError(f"unknown felt {felt!r}; choose one of {', '.join(FELTS)}")
    rect: tuple[int, int, int, int] | None = None
    if felt_rect is not None:
        r = pygame.Rect(felt_rect)
        rect = (r.x, r.y, r.width, r.height)
    return _table_cached(size, felt, rect)


#: The room's glow is computed at this many pixels (width, height), then smoothly scaled.
GLOW_GRID = (64, 36)


@lru_cache(maxsize=8)
def _glow(felt: str) -> pygame.Surface:
    """The room's glow at :data:`GLOW_GRID` pixels: the felt's ``light`` colour at 55 %
    in the middle, fading to the room's dark (14, 18, 22) at the edges. One quarter is
    computed, the rest mirrored (the glow is symmetric both ways)."""
    gw, gh = GLOW_GRID
    top = FELTS.get(felt, FELTS["green"]).light
    rows = []
    for y in range(gh // 2):
        dy = (y - (gh - 1) / 2) / (gh / 2)
        half = bytearray()
        for x in range(gw // 2):
            dx = (x - (gw - 1) / 2) / (gw / 2)
            k = (1 - min(1.0, math.sqrt(dx * dx + dy * dy))) ** 1.4
            half += bytes(round(14 + (top[i] * 0.55 - 14) * k) for i in range(3))
        mirrored = b"".join(half[i:i + 3] for i in range(len(half) - 3, -1, -3))
        rows.append(bytes(half) + mirrored)
    picture = b"".join(rows + rows[::-1])
    glow = pygame.Surface((gw, gh))
    glow.blit(pygame.image.frombytes(picture, (gw, gh), "RGB"), (0, 0))
    return glow


def room_surface(size: tuple[int, int], felt: str = "green") -> pygame.Surface:
    """A new Surface of :func:`felt_background`'s room (not cached: draw on it)."""
    return pygame.transform.smoothscale(_glow(felt), check_size(size, "window size"))


@lru_cache(maxsize=8)
def felt_background(size: tuple[int, int], felt: str = "green") -> pygame.Surface:
    """Room background: dark vignette with a soft glow of the felt's colour (title
    screens, menus); an unknown felt glows green. Cached: do not draw on it."""
    return room_surface(size, felt)
