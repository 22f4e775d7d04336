"""The one golden-image comparator of the UI tests.

A screen (a pygame Surface) is compared with ``tests/ui/golden/images/<name>.png``. A pixel
counts as different when one of its channels differs by more than ``pixel_delta``; the check
fails when more than ``max_share`` of the pixels differ, or (when ``max_mean`` is given) when
the mean absolute difference per channel exceeds ``max_mean``. Each caller passes its own
tolerance (the table's moments and the menu screens differ).

``DRAWPOKER_REGEN_GOLDEN=1`` writes the screen as the new golden image (the test is then
skipped). On a failure the actual screen and a diff image (differences in red over a dimmed
copy of the expected screen) are written to ``tests/ui/golden/failures/`` (or
``$DRAWPOKER_GOLDEN_DIFF_DIR``) and named in the failure message.
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pygame
import pytest

IMAGES = Path(__file__).resolve().parents[1] / "ui" / "golden" / "images"


def regenerating() -> bool:
    """True when ``DRAWPOKER_REGEN_GOLDEN`` asks for new golden images."""
    return bool(os.environ.get("DRAWPOKER_REGEN_GOLDEN"))


def failures_dir() -> Path:
    """Where failed comparisons write their actual and diff images."""
    return Path(os.environ.get("DRAWPOKER_GOLDEN_DIFF_DIR") or IMAGES.parent / "failures")


def difference(actual: pygame.Surface, expected: pygame.Surface,
               pixel_delta: int) -> tuple[float, float, np.ndarray]:
    """(mean absolute difference per channel, share of pixels with a channel off by more
    than ``pixel_delta``, per-pixel largest channel difference as a W×H array)."""
    a = pygame.surfarray.array3d(actual).astype(np.int16)
    e = pygame.surfarray.array3d(expected).astype(np.int16)
    diff = np.abs(a - e)
    per_pixel = diff.max(axis=2)
    return float(diff.mean()), float((per_pixel > pixel_delta).mean()), per_pixel


def diff_image(expected: pygame.Surface, mask: np.ndarray) -> pygame.Surface:
    """``expected`` dimmed, with the pixels of ``mask`` in red."""
    base = (pygame.surfarray.array3d(expected) // 3).astype(np.uint8)
    base[mask] = (255, 0, 0)
    return pygame.surfarray.make_surface(base)


def compare(name: str, actual: pygame.Surface, *, pixel_delta: int, max_share: float,
            max_mean: float | None = None, failures: Path | None = None) -> None:
    """Compare ``actual`` with the golden image ``<name>.png`` (or write it when regenerating).

    Raises:
        AssertionError: the golden image is missing or has another size.
        pytest.fail.Exception: the screens differ beyond the tolerance.
    """
    path = IMAGES / f"{name}.png"
    if regenerating():
        IMAGES.mkdir(parents=True, exist_ok=True)
        pygame.image.save(actual, str(path))
        pytest.skip(f"regenerated {path}")
    assert path.exists(), f"{path} is missing: run with DRAWPOKER_REGEN_GOLDEN=1 to create it"
    expected = pygame.image.load(str(path))
    assert expected.get_size() == actual.get_size(), \
        f"{name}: size {actual.get_size()} != golden {expected.get_size()}"
    mean, share, per_pixel = difference(actual, expected, pixel_delta)
    if share > max_share or (max_mean is not None and mean > max_mean):
        out = failures if failures is not None else failures_dir()
        out.mkdir(parents=True, exist_ok=True)
        pygame.image.save(actual, str(out / f"{name}-actual.png"))
        pygame.image.save(diff_image(expected, per_pixel > pixel_delta), str(out / f"{name}-diff.png"))
        limit = "" if max_mean is None else f", mean difference {mean:.2f} (limit {max_mean})"
        pytest.fail(f"{name}: {share:.2%} of pixels differ (limit {max_share:.2%}){limit}; "
                    f"see {out / (name + '-diff.png')}")
