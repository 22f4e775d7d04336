"""Dirty Rects: a picture cut into parts with keys and zones, and what changed.

A scene that knows the parts of its picture gives each a *key* (everything it shows,
compared with ``==``) and *zones* (window Rects holding every pixel it draws, pixels).
:class:`FrameTracker` remembers the parts last drawn and gives the dirty Rects of the next
frame: the zones, before and after, of each part whose key changed. :func:`merge_rects`
joins them into few Rects to draw and present. The table uses it
(:mod:`drawpoker.ui.table.frame`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Part:
    """One part of the table's picture: ``key`` (what it shows) and ``zones`` (where it
    may draw, window pixels)."""

    key: Hashable
    zones: tuple[pygame.Rect, ...]


def merge_rects(rects: Sequence[pygame.Rect], limit: int) -> list[pygame.Rect]:
    """``rects`` merged: overlapping ones joined, then the pair whose union adds least
    area joined until at most ``limit`` remain (pixels)."""
    out = [pygame.Rect(r) for r in rects if r.width > 0 and r.height > 0]
    merged = True
    while merged:
        merged = False
        for a in range(len(out)):
            for b in range(a + 1, len(out)):
                if out[a].colliderect(out[b]):
                    out[a] = out[a].union(out.pop(b))
                    merged = True
                    break
            if merged:
                break
    while len(out) > limit:
        best: tuple[int, int, int] | None = None
        for a in range(len(out)):
            for b in range(a + 1, len(out)):
                u = out[a].union(out[b])
                cost = u.width * u.height - out[a].width * out[a].height \
                    - out[b].width * out[b].height
                if best is None or cost < best[0]:
                    best = (cost, a, b)
        assert best is not None
        _cost, a, b = best
        out[a] = out[a].union(out.pop(b))
        out = merge_rects(out, len(out))  # a union may now overlap another
    return out


class FrameTracker:
    """The parts as last drawn, and the Rects asked to be drawn again since."""

    def __init__(self) -> None:
        self.parts: dict[str, Part] | None = None
        self.extra: list[pygame.Rect] = []
        self._zones_of: object = None
        self._zones: dict[Hashable, list[pygame.Rect]] = {}

    def zones(self, layout: object, key: Hashable,
              make: Callable[[], list[pygame.Rect]]) -> list[pygame.Rect]:
        """The zones ``make()`` gives for ``key``, worked out once per ``layout`` (the
        scene's layout object: a new one forgets them all)."""
        if self._zones_of is not layout:
            self._zones_of, self._zones = layout, {}
        if key not in self._zones:
            self._zones[key] = make()
        return list(self._zones[key])

    def forget(self) -> None:
        """Nothing is known to be on the screen: the next frame is drawn whole."""
        self.parts = None

    def drawn(self, parts: dict[str, Part]) -> None:
        """``parts`` are on the screen now."""
        self.parts = parts
        self.extra.clear()

    def changes(self, parts: dict[str, Part]) -> list[pygame.Rect] | None:
        """The dirty Rects from the last drawn parts to ``parts`` (``[]``: unchanged;
        None: draw everything: nothing drawn yet, or the part named ``"whole"`` changed)."""
        if self.parts is None or self.parts.get("whole") != parts.get("whole"):
            return None
        dirty = list(self.extra)
        for name in self.parts.keys() | parts.keys():
            old, new = self.parts.get(name), parts.get(name)
            if old is not None and new is not None and old.key == new.key:
                continue
            for part in (old, new):
                if part is not None:
                    dirty.extend(part.zones)
        return dirty
