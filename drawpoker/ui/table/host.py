"""A scene that shows a playing table it composes.

:class:`TableHost` is the base of the screens that compose the playing table
(:class:`~drawpoker.ui.table.scene.TableScene`, given their
:class:`~drawpoker.ui.table.course.TableCourse`) instead of subclassing it: the
sit-and-go table and the deal played again. It hands the scene protocol (intents,
updates, resizes, the retained drawing, the wake-up time) to that table, its attribute
``playing``; a screen built on it adds its own course and nothing of the table's.
"""

from __future__ import annotations

import pygame

from drawpoker.ui.input import Intent
from drawpoker.ui.scene import Scene
from drawpoker.ui.table.scene import TableScene


class TableHost(Scene):
    """A scene showing the table ``playing`` (see the module docstring).

    Args:
        playing: the playing table the scene composes.
    """

    redraw_on_input = TableScene.redraw_on_input
    reads_pad = TableScene.reads_pad

    def __init__(self, playing: TableScene) -> None:
        super().__init__()
        self.playing = playing

    def enter(self) -> None:
        """The table sits down (it shares the scene's services)."""
        self.playing.app = self.app
        self.playing.enter()

    def exit(self) -> None:  # noqa: D102
        self.playing.exit()

    def leave(self) -> None:
        """Leave the table for the title screen (``TableScene.leave``)."""
        self.playing.leave()

    def update(self, dt: float) -> None:  # noqa: D102
        self.playing.update(dt)

    def handle(self, intent: Intent) -> bool:  # noqa: D102
        return self.playing.handle(intent)

    def resize(self, size: tuple[int, int]) -> None:  # noqa: D102
        self.playing.resize(size)

    def needs_redraw(self) -> bool:  # noqa: D102
        return self.playing.needs_redraw()

    def invalidate(self, rect: pygame.Rect | None = None) -> None:  # noqa: D102
        self.playing.invalidate(rect)

    def drawn(self) -> None:  # noqa: D102
        self.playing.drawn()

    def wake_in(self) -> float | None:  # noqa: D102
        return self.playing.wake_in()

    def toast_spot(self, size: tuple[int, int]) -> pygame.Rect | None:  # noqa: D102
        return self.playing.toast_spot(size)

    def redraw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:  # noqa: D102
        return self.playing.redraw(surface)

    def draw(self, surface: pygame.Surface) -> None:  # noqa: D102
        self.playing.draw(surface)
