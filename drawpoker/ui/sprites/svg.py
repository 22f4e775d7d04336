"""Loading the SVG pictures at exactly the pixel size asked for.

Assets are found with :func:`drawpoker.resources.asset_path`, so this works from the
source tree, an installed wheel and a PyInstaller bundle (known-faults B48); a missing
or unreadable file is reported with :func:`drawpoker.resources.report_problem` before
the error is raised. A picture rasterised once is kept on disk by
:mod:`drawpoker.ui.sprites.raster_cache` when the game has turned that on.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping, Sequence

import pygame

from drawpoker.resources import AssetNotFoundError, asset_path, report_problem
from drawpoker.ui.sprites import raster_cache


def check_size(size: Sequence[int], what: str) -> tuple[int, int]:
    """``size`` as two positive pixel counts.

    Raises:
        ValueError: not a (width, height) pair of positive pixel counts.
    """
    try:
        w, h = int(size[0]), int(size[1])
    except (TypeError, ValueError, IndexError) as exc:
        raise ValueError(f"{what} must be a (width, height) pair of pixels, got {size!r}") from exc
    if len(size) != 2 or w <= 0 or h <= 0:
        raise ValueError(f"{what} must be two positive pixel counts, got {size!r}")
    return w, h


def finish(surface: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format when a display exists (faster blits)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


#: What :func:`load_svg` raises for a missing or damaged file (after reporting it): the
#: caller draws its plain stand-in (``sprites.plain``).
BROKEN_ASSET = (AssetNotFoundError, pygame.error, OSError, ValueError)


def load_svg(relpath: str, size: tuple[int, int], *, variant: str = "",
             transform: Callable[[pygame.Surface], pygame.Surface] | None = None,
             colours: Mapping[str, str] | None = None) -> pygame.Surface:
    """Rasterise an SVG asset to fit ``size`` (aspect kept), centred on exactly ``size``
    (read back from :mod:`~drawpoker.ui.sprites.raster_cache` when it was kept there).

    With ``transform``, the rasterised picture is passed through it and the result is
    what is kept and returned; ``variant`` names the transform with its arguments (the
    cache's key: the same ``variant`` must always give the same pixels). ``colours``
    swaps colours in the SVG text before it is rasterised (``"#rrggbb"`` -> ``"#rrggbb"``,
    e.g. another chip set drawn from the same picture).

    Raises:
        AssetNotFoundError: the file is missing (reported first).
        pygame.error, OSError, ValueError: it cannot be read or rasterised (reported first).
        ValueError: ``transform`` without ``variant`` or the other way round.
    """
    if bool(variant) != (transform is not None):
        raise ValueError("a transform of a picture needs a variant naming it, and only it")
    try:
        source = asset_path(relpath).read_bytes()
    except AssetNotFoundError:
        report_problem(relpath, "missing")
        raise
    except OSError as exc:
        report_problem(relpath, exc.strerror or str(exc) or type(exc).__name__)
        raise
    for old, new in (colours or {}).items():
        source = source.replace(old.encode(), new.encode())

    def render() -> pygame.Surface:
        picture = _rasterise(relpath, source, size)
        return picture if transform is None else transform(picture)

    return raster_cache.cached(relpath, source, size, render, variant=variant)


def _rasterise(relpath: str, source: bytes, size: tuple[int, int]) -> pygame.Surface:
    """``source`` drawn at ``size``; a file that does not end its ``<svg>`` element is cut
    short (the rasteriser would draw the half it got without a word) and is reported and
    refused like one it cannot parse (ValueError)."""
    if not source.rstrip().endswith(b"</svg>"):
        report_problem(relpath, "cut short (the file ends before its </svg>)")
        raise ValueError(f"{relpath}: cut short (the file ends before its </svg>)")
    try:
        img = pygame.image.load_sized_svg(io.BytesIO(source), size)
    except (pygame.error, ValueError) as exc:
        report_problem(relpath, str(exc) or type(exc).__name__)
        raise
    if img.get_size() == size:
        return img
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(img, img.get_rect(center=(size[0] // 2, size[1] // 2)))
    return out
