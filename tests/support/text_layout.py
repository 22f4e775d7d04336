"""Where text lands on screen: every text drawn with ``ui_text.draw_text`` in one frame,
per surface, and the overlaps between them (the text-size layout tests)."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

import pygame

from drawpoker.ui import text as ui_text


@dataclass(frozen=True)
class Drawn:
    """One text drawn: its surface (id and size), the words, the Rect it shows in (the
    surface's clip applied) and the Rect it takes whole (pixels)."""

    surface: int
    size: tuple[int, int]
    text: str
    shown: pygame.Rect
    whole: pygame.Rect


def texts_of_frame(app: Any, monkeypatch: Any) -> list[Drawn]:
    """Draw ``app``'s scenes once and return every text drawn."""
    got: list[Drawn] = []
    real = ui_text.draw_text

    def spy(surface: pygame.Surface, text: str, pos: Any, size_px: int, *a: Any,
            **kw: Any) -> pygame.Rect:
        rect = real(surface, text, pos, size_px, *a, **kw)
        got.append(Drawn(id(surface), surface.get_size(), str(text),
                         rect.clip(surface.get_clip()), rect))
        return rect

    with monkeypatch.context() as m:
        m.setattr(ui_text, "draw_text", spy)
        app.stack.draw(app.screen)
    return got


def overlaps(drawn: list[Drawn], window: tuple[int, int]) -> list[str]:
    """What is wrong with ``drawn``: a text partly outside the window, or two texts on the
    same surface over each other (more than a third of the lower one's height and 2
    pixels wide: the font's line boxes of a label and its hint touch by design)."""
    out = []
    for d in drawn:
        if d.size == window and d.shown.width and d.shown.height >= 0.6 * d.whole.height \
                and not pygame.Rect(0, 0, *window).contains(d.whole):
            out.append(f"outside the window: {d.text!r} {d.whole}")
    shown = [d for d in drawn if d.shown.width > 0 and d.shown.height >= 0.6 * d.whole.height]
    for a, b in itertools.combinations(shown, 2):
        if a.surface != b.surface or (a.text, a.shown) == (b.text, b.shown):
            continue
        both = a.shown.clip(b.shown)
        if both.width > 2 and both.height > 0.3 * min(a.shown.height, b.shown.height):
            out.append(f"{a.text!r} {a.shown} over {b.text!r} {b.shown}")
    return out
