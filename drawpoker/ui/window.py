"""The game window: display mode, the canvas below the minimum size, fullscreen and
presenting only the changed bands of a frame.

:class:`WindowMixin` is the window half of :class:`drawpoker.ui.app.App`; it reads
and writes the App's ``screen``, ``canvas``, ``windowed_size`` and ``settings``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import warnings
from typing import Any

import pygame

from drawpoker.persistence.settings import Settings
from drawpoker.ui.input import Resize
from drawpoker.ui.layout import MIN_SIZE
from drawpoker.ui.scene import SceneStack

#: Rows per band when only the changed part of the window is presented (App.present).
BAND_ROWS = 24

#: Window events after which the window's pixels are unknown: the next frame is presented whole.
REPAINT_EVENTS: frozenset[int] = frozenset(
    getattr(pygame, name) for name in ("VIDEOEXPOSE", "WINDOWEXPOSED", "WINDOWSHOWN",
                                       "WINDOWRESTORED", "WINDOWMAXIMIZED",
                                       "WINDOWDISPLAYCHANGED") if hasattr(pygame, name))


class WindowMixin:
    """Opening, resizing and presenting the window (mixed into the App)."""

    settings: Settings
    stack: SceneStack
    #: The Surface the scenes draw on (the window, or :attr:`canvas`).
    screen: pygame.Surface
    #: The Surface scenes draw on laid out at least 960×540 (MIN_SIZE) and shrunk into
    #: the window when the system keeps the window smaller; None otherwise.
    canvas: pygame.Surface | None
    #: The window's size when not fullscreen (pixels; set before the window opens).
    windowed_size: tuple[int, int] | None
    _windowed_pos: tuple[int, int] | None
    _presented: bytes
    _drawn_size: tuple[int, int] | None

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            self._windowed_pos = self._move_window((0, 0))
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            assert self.windowed_size is not None, "the windowed size is set before the window opens"
            screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            self._move_window(self._windowed_pos)
            self._windowed_pos = None
            with contextlib.suppress(pygame.error, AttributeError):  # no window object here
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    win = pygame.Window.from_display_module()
                win.minimum_size = MIN_SIZE
        return self._draw_target(screen)

    def _draw_target(self, window: pygame.Surface) -> pygame.Surface:
        """The Surface the scenes draw on for ``window``: the window itself, or, when it is
        smaller than :data:`MIN_SIZE` (no window manager keeps the minimum, or a tiny
        display), a canvas of the window's shape at least the minimum size, shown shrunk
        (:meth:`present`) so nothing is laid out smaller than at 960×540."""
        w, h = window.get_size()
        if w >= MIN_SIZE[0] and h >= MIN_SIZE[1] or w <= 0 or h <= 0:
            self.canvas = None
            return window
        f = max(MIN_SIZE[0] / w, MIN_SIZE[1] / h)
        size = (max(MIN_SIZE[0], round(w * f)), max(MIN_SIZE[1], round(h * f)))
        if self.canvas is None or self.canvas.get_size() != size:
            self.canvas = pygame.Surface(size)
        return self.canvas

    def to_canvas(self, intent: Any) -> Any:
        """``intent`` with its mouse position moved from window to canvas pixels (the
        same intent when the window is drawn on directly)."""
        pos = getattr(intent, "pos", None)
        window = pygame.display.get_surface()
        if self.canvas is None or pos is None or window is None:
            return intent
        (cw, ch), (ww, wh) = self.canvas.get_size(), window.get_size()
        return dataclasses.replace(intent, pos=(round(pos[0] * cw / max(1, ww)),
                                                round(pos[1] * ch / max(1, wh))))

    @staticmethod
    def _move_window(pos: tuple[int, int] | None) -> tuple[int, int] | None:
        """Move the (windowed) window to ``pos`` on a single display; return where it was.

        Before F11 the window goes to the screen's top left, where the fullscreen window
        then lies: with no window manager (X11 under Xvfb) the fullscreen window kept the
        window's place and part of the frame was off screen. After F11 it goes back.
        Nothing happens with several displays (the window's display is kept), without a
        window or where the platform refuses; returns None then.
        """
        with contextlib.suppress(pygame.error, AttributeError):
            if pos is None or len(pygame.display.get_desktop_sizes()) != 1:
                return None
            if pygame.display.get_surface() is None:
                return None
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                win = pygame.Window.from_display_module()
            was = tuple(win.position)
            if was != pos:
                win.position = pos
            return (int(was[0]), int(was[1]))
        return None

    @property
    def size(self) -> tuple[int, int]:
        """Current window size in pixels."""
        return self.screen.get_size()

    def toggle_fullscreen(self) -> None:
        """Switch between fullscreen and the windowed size (F11)."""
        full = not self.settings.fullscreen
        if full:
            self.windowed_size = self.size
        self.settings = self.settings.replace(fullscreen=full)
        self.screen = self._open_window(full)
        self.repaint_all()
        self.stack.handle(Resize(self.size))

    def repaint_all(self) -> None:
        """Draw and present the whole next frame, not only the bands that changed.

        After ``set_mode`` (F11, a resize) or when the window was exposed, the window's
        pixels are not the last presented frame any more (under X11 a new or remapped
        window starts black), so comparing with :attr:`_presented` would leave unchanged
        bands black (the black top bar after F11).
        """
        self._presented = b""
        self._drawn_size = None

    def present(self, *, full: bool = False) -> int:
        """Show the drawn frame: only the bands of rows that changed since the last frame.

        The window is cut into horizontal bands of :data:`BAND_ROWS` rows; each band's
        pixels are compared with the last presented frame and only the changed bands
        (adjacent ones merged) are sent with ``pygame.display.update(rects)``. Under X11 the
        cost of presenting grows with the area sent (a full 1280x720 flip costs ~10 ms
        under Xvfb), and most frames change a small part of the window. ``full`` (scene
        pushed or popped, window resized, first frame) flips the whole window.

        Returns:
            The number of pixel rows sent to the window (for tests and benchmarks).
        """
        window = pygame.display.get_surface()
        if self.canvas is not None and window is not None:  # the canvas shrunk into the window
            pygame.transform.smoothscale(self.canvas, window.get_size(), window)
            pygame.display.flip()
            return window.get_height()
        screen = self.screen
        w, h = screen.get_size()
        raw = b""
        pitch = 0
        with contextlib.suppress(pygame.error, ValueError, TypeError, BufferError):
            pitch = screen.get_pitch()
            raw = screen.get_buffer().raw  # a copy; the surface is unlocked again at once
        previous = self._presented
        self._presented = raw
        if full or not raw or len(previous) != len(raw):
            pygame.display.flip()
            return h
        rects: list[pygame.Rect] = []
        for y in range(0, h, BAND_ROWS):
            a, b = y * pitch, min(h, y + BAND_ROWS) * pitch
            if raw[a:b] == previous[a:b]:  # memcmp of the band's rows
                continue
            rows = min(BAND_ROWS, h - y)
            if rects and rects[-1].bottom == y:
                rects[-1].height += rows
            else:
                rects.append(pygame.Rect(0, y, w, rows))
        if rects:
            pygame.display.update(rects)
        return sum(r.height for r in rects)
