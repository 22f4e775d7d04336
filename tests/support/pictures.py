"""Where pictures land on screen (cards, the title's card fans, chips, the dealer button),
for the text-size layout tests: every picture the sprites make is swapped for one of the
same shape in one marker colour, so that a frame drawn without its text shows the
pictures as that colour wherever nothing is drawn over them.

:func:`marked_pictures` swaps them for a test (every ``drawpoker.ui`` module is loaded
first, so each binding of a sprite function is found) and empties the caches of the game
that may hold a marked picture before and after; :func:`picture_mask` draws a frame
without text and returns where the marker colour shows.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pygame

import drawpoker.ui
from drawpoker.ui import text as ui_text
from drawpoker.ui.sprites import cards, chips

#: The marker colour (no picture or panel of the game is this pure magenta).
MARK = (255, 0, 255)
#: The sprite functions that make a picture, by module.
PICTURE_MAKERS = {
    cards: ("card_surface", "tilted_card_surface"),
    chips: ("chip_surface", "chip_stack_surface", "chip_pile_surface",
            "dealer_button_surface"),
}


def _marked(make: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
    made: dict[int, tuple[pygame.Surface, pygame.Surface]] = {}

    def marked(*a: Any, **kw: Any) -> pygame.Surface:
        picture = make(*a, **kw)
        if id(picture) not in made:
            mark = picture.copy()
            mark.fill((0, 0, 0), special_flags=pygame.BLEND_RGB_MULT)
            mark.fill(MARK, special_flags=pygame.BLEND_RGB_ADD)
            made[id(picture)] = (picture, mark)  # the picture kept: its id stays its own
        return made[id(picture)][1]

    return marked


def _ui_modules() -> list[Any]:
    for info in pkgutil.walk_packages(drawpoker.ui.__path__, "drawpoker.ui."):
        importlib.import_module(info.name)
    return [m for name, m in sys.modules.items() if name.startswith("drawpoker.ui") and m]


def _forget_caches(modules: list[Any]) -> None:
    """Empty every ``functools`` cache of the game's screens (pictures made from
    pictures: previews, piles, a seat's cards)."""
    for module in modules:
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and \
                    getattr(value, "__module__", "") == module.__name__:
                value.cache_clear()


@contextmanager
def marked_pictures(monkeypatch: Any) -> Iterator[None]:
    """Every picture the sprites make comes in :data:`MARK` while inside."""
    modules = _ui_modules()
    swaps = {}
    for home, names in PICTURE_MAKERS.items():
        for name in names:
            swaps[id(getattr(home, name))] = (name, _marked(getattr(home, name)))
    _forget_caches(modules)
    try:
        with monkeypatch.context() as m:
            for module in modules:
                for attr, value in list(vars(module).items()):
                    if id(value) in swaps and swaps[id(value)][0] == attr:
                        m.setattr(module, attr, swaps[id(value)][1])
            yield
    finally:
        _forget_caches(modules)


def picture_mask(app: Any, monkeypatch: Any) -> pygame.mask.Mask:
    """Draw ``app``'s scenes once without their text (drawn with ``draw_text`` or as a
    Surface from ``render_text``); where :data:`MARK` shows."""
    def no_text(surface: pygame.Surface, text: str, pos: Any, *a: Any, **kw: Any) -> pygame.Rect:
        return pygame.Rect(round(pos[0]), round(pos[1]), 0, 0)

    real_render = ui_text.render_text
    blank: dict[tuple[int, int], pygame.Surface] = {}

    def blank_text(*a: Any, **kw: Any) -> pygame.Surface:
        size = real_render(*a, **kw).get_size()  # measured as the text, drawn as nothing
        return blank.setdefault(size, pygame.Surface(size, pygame.SRCALPHA))

    with monkeypatch.context() as m:
        m.setattr(ui_text, "draw_text", no_text)
        m.setattr(ui_text, "render_text", blank_text)
        app.stack.draw(app.screen)
    return pygame.mask.from_threshold(app.screen, MARK, (1, 1, 1, 255))
