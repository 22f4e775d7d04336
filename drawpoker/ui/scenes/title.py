"""The title screen: the game's name over the felt, Play now and Quit.

Other entries (table setup, settings, rules) are added by registering more
buttons in :attr:`TitleScene.entries` — each entry is ``(label, callback)``.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from drawpoker.i18n import _
from drawpoker.ui import widgets as w
from drawpoker.ui.input import Click, Intent, Key, Motion
from drawpoker.ui.scene import Scene
from drawpoker.ui.visuals import felt_background


class TitleScene(Scene):
    """First screen. ``Play now`` seats the player at a default table at once."""

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[tuple[str, Callable[[], None]]] = [
            (_("Play now"), self.play),
            (_("Quit"), self.quit),
        ]
        self.buttons: list[w.Button] = []
        self.time = 0.0
        self._bg: pygame.Surface | None = None

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out the menu buttons for the window ``size``."""
        sw, sh = size
        s = min(sw / 1280, sh / 720)
        bw, bh = round(300 * s), round(58 * s)
        self.buttons = []
        for i, (label, _cb) in enumerate(self.entries):
            style = "primary" if i == 0 else "neutral"
            rect = pygame.Rect(0, 0, bw, bh)
            rect.center = (sw // 2, round(sh * 0.56 + i * (bh + 16 * s)))
            self.buttons.append(w.Button(label, style, rect=rect))
        self._bg = None

    def play(self) -> None:
        """Sit down at the default table."""
        from drawpoker.ui.scenes.table import TableScene

        self.app.stack.replace(TableScene())

    def quit(self) -> None:
        """Close the game."""
        self.app.quit()

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Motion):
            for b in self.buttons:
                b.hover(intent.pos)
            return True
        if isinstance(intent, Click) and intent.button == 1:
            for b, (_label, cb) in zip(self.buttons, self.entries, strict=True):
                if b.hit(intent.pos):
                    self.app.play_sound("click")
                    cb()
                    return True
            return False
        if isinstance(intent, Key):
            if intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.play()
                return True
            if intent.key == pygame.K_ESCAPE:
                self.quit()
                return True
        return False

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        sw, sh = surface.get_size()
        if self._bg is None or self._bg.get_size() != (sw, sh):
            self._bg = felt_background((sw, sh))
        surface.blit(self._bg, (0, 0))
        s = min(sw / 1280, sh / 720)
        bob = math.sin(self.time * 1.6) * 4 * s
        w.draw_text(surface, _("Five Card Draw"), (sw / 2, sh * 0.25 + bob), round(84 * s),
                    w.CREAM, bold=True)
        w.draw_text(surface, _("Poker at a real table, every house rule."),
                    (sw / 2, sh * 0.25 + 70 * s), round(24 * s), w.GOLD)
        for b in self.buttons:
            b.draw(surface)
