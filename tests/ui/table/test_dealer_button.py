"""The dealer button is readable at every table size: one translated letter drawn large
on the disc and fitted inside its face, at the disc's size at the table (found by a fresh
user: the disc said "DEALER" in every language, about three pixels high)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui.layout import compute_layout
from drawpoker.ui.layout_fit import button_diameter, button_rect
from drawpoker.ui.sprites.chips import dealer_button_surface

SIZES = [(960, 540), (1280, 720), (1920, 1080), (2560, 1440)]


def _ink(img: pygame.Surface) -> tuple[int, int, int, int]:
    """(left, top, width, height) of the dark marks inside the face, away from its rim."""
    w, h = img.get_size()
    rgb = pygame.surfarray.pixels3d(img).astype(int)
    alpha = pygame.surfarray.pixels_alpha(img)
    xs, ys = np.meshgrid(np.arange(w), np.arange(h), indexing="ij")
    rx, ry, cy = w / 2 * 0.99, w / 2 * 0.99 * 0.55, h * 56 / 142
    inside = ((xs + 0.5 - w / 2) / rx) ** 2 + ((ys + 0.5 - cy) / ry) ** 2 < 0.72 ** 2
    dark = (rgb.max(axis=2) < 110) & (alpha > 200) & inside
    if not dark.any():
        return 0, 0, 0, 0
    cols, rows = np.nonzero(dark.any(axis=1))[0], np.nonzero(dark.any(axis=0))[0]
    return int(cols[0]), int(rows[0]), int(cols[-1] - cols[0] + 1), int(rows[-1] - rows[0] + 1)


@pytest.mark.reported("fresh-user#polish3")
@pytest.mark.parametrize("lang", ["en", "ru", "sk", "de"])
@pytest.mark.parametrize("size", SIZES)
def test_the_button_letter_is_large_and_inside_the_face(lang: str, size: tuple[int, int]) -> None:
    pygame.init()
    i18n.set_language(lang)
    try:
        s = compute_layout(size, 6).scale
        d = button_diameter(s)
        img = dealer_button_surface(d)
        assert img.get_width() == d
        left, top, width, height = _ink(img)
        assert height >= 0.3 * img.get_height(), (lang, size, d, height)
        assert height >= 8, (lang, size, d, height)  # legible at the smallest window
        assert width <= 0.7 * d, (lang, size, d, width)  # the letter stays on the face
        # the disc at the table is the size the layout keeps clear for it
        assert button_rect((100.0, 100.0), s).width == d
    finally:
        i18n.set_language("en")


def test_the_letter_is_the_languages_own() -> None:
    """The label is translated (a language may write its own initial for the dealer);
    the sprite is cached per label, so a language switch shows the new one."""
    pygame.init()
    try:
        i18n.set_language("en")
        en = dealer_button_surface(40)
        i18n.set_language("ru")
        ru = dealer_button_surface(40)
        assert i18n.pgettext("dealer button", "D") != "D"
        assert pygame.image.tobytes(en, "RGBA") != pygame.image.tobytes(ru, "RGBA")
    finally:
        i18n.set_language("en")
