"""The hand log panel at the right of the table: open or closed, scrolled, and drawn from
a cached picture made again only when the log, the scroll, the panel's size or the
language change.

:class:`LogPanel` is a part of the table scene that owns its state (open, scroll, the
cached picture); the log's lines are the ``TableVisual``'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from drawpoker.i18n import _, catalog_key
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import Layout
from drawpoker.ui.theme import GOLD, WHITE

#: Most log entries the panel wraps (the newest; older ones scroll out of reach).
SHOWN_ENTRIES = 120
#: Colour of each kind of log line.
COLORS = {"info": (170, 178, 174), "action": (225, 225, 220), "win": (255, 214, 120),
          "head": (120, 200, 150)}


class LogPanel:
    """The hand log panel.

    Attributes:
        open: the panel is shown (the layout leaves it room).
        scroll: lines scrolled back from the newest (0: the newest at the bottom).
    """

    def __init__(self) -> None:
        self.open = True
        self.scroll = 0
        self._key: tuple[Any, ...] | None = None
        self._img: pygame.Surface | None = None

    def toggle(self) -> None:
        """Open a closed panel or close an open one (the table lays itself out again)."""
        self.open = not self.open

    def scroll_by(self, lines: int) -> None:
        """Scroll ``lines`` back (negative: towards the newest), never past the newest; the
        drawn panel keeps it within the lines there are."""
        self.scroll = max(0, self.scroll + lines)

    def draw(self, surface: pygame.Surface, lay: Layout,
             log: Sequence[tuple[Any, str]]) -> None:
        """Draw the panel of ``lay`` with ``log`` (``(text, kind)`` entries), made again
        only when the log, the scroll, the size or the language changed."""
        panel = lay.log_panel
        assert panel is not None
        key = (panel.size, len(log), log[-1:] and id(log[-1][0]), self.scroll, catalog_key())
        if self._key != key:
            self._key = key
            self._img = self.render(panel, lay, log)
        assert self._img is not None
        surface.blit(self._img, panel.topleft)

    def render(self, panel: pygame.Rect, lay: Layout,
               log: Sequence[tuple[Any, str]]) -> pygame.Surface:
        """The panel's picture (``panel``'s size, pixels); the scroll is kept within the
        lines there are."""
        img = pygame.Surface(panel.size)
        img.fill((14, 17, 20))
        pygame.draw.line(img, (60, 70, 66), (0, 0), (0, panel.height))
        s = lay.scale
        px = max(11, round(lay.font_px * 0.82))
        ui_text.draw_text(img, _("Hand log"), (12 * s, 16 * s), round(px * 1.1), GOLD,
                          anchor="midleft", bold=True)
        line_h = ui_text.grown(px * 1.35)
        top = 32 * s
        max_w = panel.width - round(24 * s)
        lines: list[tuple[str, str]] = []
        for text, kind in log[-SHOWN_ENTRIES:]:
            for piece in ui_text.wrap(str(text), px, max_w, bold=kind in ("head", "win")):
                lines.append((piece, kind))
        visible = max(1, int((panel.height - top - 8 * s) // line_h))
        self.scroll = min(self.scroll, max(0, len(lines) - visible))
        end = len(lines) - self.scroll
        chunk = lines[max(0, end - visible):end]
        y = top
        for text, kind in chunk:
            ui_text.draw_text(img, text, (12 * s, y + line_h / 2), px, COLORS.get(kind, WHITE),
                              anchor="midleft", bold=kind in ("head", "win"), shadow=False)
            y += line_h
        return img
