"""The game window: display mode, the canvas below the minimum size, fullscreen, presenting
only the parts of a frame that were drawn, and the idle sleep between frames.

:class:`Window` is a part the :class:`drawpoker.ui.app.App` owns (``app.window``). It owns
the Surfaces (``screen``, ``canvas``) and what the last frame presented; it reads the
services' settings (``fullscreen``), their toasts and the scene stack it draws, and keeps
the windowed size in the services (``windowed_size``, saved with the settings).
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import time
import warnings
from typing import Any

import pygame

from drawpoker import resources
from drawpoker.ui import text as ui_text
from drawpoker.ui.input import Resize
from drawpoker.ui.layout import BASE_SIZE, MIN_SIZE
from drawpoker.ui.scene import SceneStack
from drawpoker.ui.services import Services
from drawpoker.ui.sprites.cards import card_size
from drawpoker.ui.sprites.svg import load_svg

#: Longest sleep of an idle loop (seconds): it wakes at least this often.
IDLE_HEARTBEAT = 1.0

#: How often a sleeping loop looks for input (seconds; one frame at 60 Hz): an input waits
#: at most this long.
#: ``pygame.event.wait(timeout)`` looks every millisecond (pygame-ce pumps the event queue
#: and sleeps 1 ms in a loop), about 2 % of a core under X11 for an idle screen.
INPUT_POLL = 0.016

#: Window events after which the window's pixels are unknown: the next frame is presented whole.
REPAINT_EVENTS: frozenset[int] = frozenset(
    getattr(pygame, name) for name in ("VIDEOEXPOSE", "WINDOWEXPOSED", "WINDOWSHOWN",
                                       "WINDOWRESTORED", "WINDOWMAXIMIZED",
                                       "WINDOWDISPLAYCHANGED") if hasattr(pygame, name))


def init_display() -> None:
    """Start what the first frame needs, the display and the fonts; not ``pygame.init()``,
    which would also open the sound device before the title is shown (the App opens it
    just after the first frame, ``App.start_files``) and close it again at exit."""
    pygame.display.init()
    pygame.font.init()


def prefer_native_framebuffer() -> None:
    """Under X11, let ``pygame.display.update(rects)`` send only those Rects.

    SDL2 backs the window Surface with a renderer texture by default and then uploads and
    presents the whole frame for any update, however small (under Xvfb a small Rect cost
    as much as a full flip, ~25 ms of CPU at 1920x1080); X11's own framebuffer sends each
    Rect alone. Windows uses its own (GDI) framebuffer already; macOS and Wayland have
    none, so the hint is set only for X11, after the display is initialised and before the
    window opens. A value set in the environment is kept.
    """
    with contextlib.suppress(pygame.error):
        if pygame.display.get_init() and pygame.display.get_driver() == "x11":
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


#: The window icon's side (pixels; the system scales it to the taskbar's size).
ICON_SIDE = 64
#: The card the window icon shows: the jumbo-index face, legible down to 16 pixels.
ICON_CARD = "cards/classic-compact/as.svg"


def set_window_icon() -> bool:
    """Give the window the game's icon, the ace of spades on a clear square, before it
    opens (else pygame loads its own from its package data at ``set_mode``). Returns
    False when the card cannot be drawn (it is reported as a damaged asset; the window
    then has pygame's icon)."""
    try:
        card = load_svg(ICON_CARD, card_size(ICON_SIDE))
    except (resources.AssetNotFoundError, pygame.error, OSError, ValueError):
        return False
    icon = pygame.Surface((ICON_SIDE, ICON_SIDE), pygame.SRCALPHA)
    icon.blit(card, card.get_rect(center=icon.get_rect().center))
    pygame.display.set_icon(icon)
    return True


def parse_size(text: str | None) -> tuple[int, int]:
    """Parse ``"WxH"`` into pixels, at least :data:`MIN_SIZE`.

    Raises:
        ValueError: not of the form ``WxH`` with whole numbers.
    """
    if not text:
        return BASE_SIZE
    parts = text.lower().replace("×", "x").split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise ValueError(f"--size must look like 1280x720, got {text!r}")
    w, h = int(parts[0]), int(parts[1])
    return (max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1]))


def restored_size(saved: tuple[int, ...]) -> tuple[int, int]:
    """The window size saved in the settings file (``saved``, pixels), shrunk to fit the
    largest screen and at least :data:`MIN_SIZE`; :data:`BASE_SIZE` when none was saved."""
    if saved == tuple(BASE_SIZE):
        return BASE_SIZE
    w, h = int(saved[0]), int(saved[1])
    try:
        screens = [s for s in pygame.display.get_desktop_sizes() if s[0] > 0 and s[1] > 0]
    except pygame.error:
        screens = []
    if screens:
        w = min(w, max(s[0] for s in screens))
        h = min(h, max(s[1] for s in screens))
    return (max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1]))


def move_window(pos: tuple[int, int] | None) -> tuple[int, int] | None:
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


class Window:
    """Opening, resizing and presenting the game window.

    Args:
        services: what the scenes are given (the settings' ``fullscreen``, the toasts, the
            ``windowed_size`` in pixels, set before the window opens).
        stack: the scene stack drawn each frame.

    Attributes:
        screen: the Surface the scenes draw on (the window, or :attr:`canvas`).
        canvas: the Surface scenes draw on laid out at least 960×540 (MIN_SIZE) and
            shrunk into the window when the system keeps the window smaller; None otherwise.
        last_presented: what the last frame presented: None the whole window, else its Rects.
        waited: events taken from the queue while the loop slept; the next frame handles them.
    """

    def __init__(self, services: Services, stack: SceneStack) -> None:
        self.services = services
        self.stack = stack
        self.canvas: pygame.Surface | None = None
        self._windowed_pos: tuple[int, int] | None = None
        self._repaint = True
        self._drawn_size: tuple[int, int] | None = None
        self._drawn_depth = -1
        self._toast_rect: pygame.Rect | None = None
        self.waited: list[pygame.event.Event] = []
        self.last_presented: list[pygame.Rect] | None = []
        self.screen = self.open(services.settings.fullscreen)

    def open(self, fullscreen: bool) -> pygame.Surface:
        """Set the display mode (fullscreen, or the services' windowed size) and return the
        Surface to draw on (:meth:`draw_target`)."""
        if pygame.display.get_surface() is None:  # the first window of this run
            set_window_icon()
        if fullscreen:
            self._windowed_pos = move_window((0, 0))
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            size = self.services.windowed_size
            assert size is not None, "the windowed size is set before the window opens"
            with warnings.catch_warnings():  # "forcibly resized": set right just below
                warnings.simplefilter("ignore", RuntimeWarning)
                screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            move_window(self._windowed_pos)
            self._windowed_pos = None
            with contextlib.suppress(pygame.error, AttributeError):  # no window object here
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    win = pygame.Window.from_display_module()
                win.minimum_size = MIN_SIZE
                if tuple(win.size) != tuple(size):
                    # leaving fullscreen with no window manager (X11) the window kept the
                    # screen's size, mostly off screen: it gets the windowed size back
                    win.size = size
                    screen = pygame.display.get_surface() or screen
        return self.draw_target(screen)

    def draw_target(self, window: pygame.Surface) -> pygame.Surface:
        """The Surface the scenes draw on for ``window``: the window itself, or, when it is
        smaller than :data:`MIN_SIZE` (no window manager keeps the minimum, or a tiny
        display), a canvas of the window's shape at least the minimum size, shown shrunk
        (:meth:`present`) so nothing is laid out smaller than at 960×540. Sets the
        smallest text size for the window's size (:func:`drawpoker.ui.text.floor_for`)."""
        w, h = window.get_size()
        ui_text.use_floor(ui_text.floor_for((w, h)))
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

    @property
    def size(self) -> tuple[int, int]:
        """Current window size in pixels."""
        return self.screen.get_size()

    def toggle_fullscreen(self) -> None:
        """Switch between fullscreen and the windowed size (F11)."""
        services = self.services
        full = not services.settings.fullscreen
        if full:
            services.windowed_size = self.size
        services.settings = services.settings.replace(fullscreen=full)
        self.screen = self.open(full)
        self.repaint_all()
        self.stack.handle(Resize(self.size))

    def repaint_all(self) -> None:
        """Draw and present the whole next frame, not only the parts that changed.

        After ``set_mode`` (F11, a resize) or when the window was exposed, the window's
        pixels are not the last presented frame any more (under X11 a new or remapped
        window starts black), so presenting only the changed parts would leave the rest
        black (the black top bar after F11).
        """
        self._repaint = True
        self._drawn_size = None

    def present(self, rects: list[pygame.Rect] | None = None) -> int:
        """Show the drawn frame: only ``rects`` (pixels of :attr:`screen`), or the whole
        window (``pygame.display.flip``) when ``rects`` is None.

        Under X11 the cost of presenting grows with the area sent (a full 1920x1080 flip
        costs ~25 ms under Xvfb), and most frames change a small part of the window, so
        the scenes say which Rects they drew (:meth:`SceneStack.redraw`) and only those
        are sent with ``pygame.display.update(rects)``. A canvas shown shrunk
        (:meth:`draw_target`) is always presented whole.

        Returns:
            The number of pixels sent to the window (for tests and benchmarks).
        """
        window = pygame.display.get_surface()
        if self.canvas is not None and window is not None:  # the canvas shrunk into the window
            pygame.transform.smoothscale(self.canvas, window.get_size(), window)
            pygame.display.flip()
            return window.get_width() * window.get_height()
        w, h = self.screen.get_size()
        if rects is None:
            pygame.display.flip()
            return w * h
        bounds = self.screen.get_rect()
        sent = [c for c in (bounds.clip(r) for r in rects) if c.width > 0 and c.height > 0]
        if sent:
            pygame.display.update(sent)
        return sum(r.width * r.height for r in sent)

    def draw_frame(self) -> None:
        """Draw what changed since the last frame and present only that.

        The whole window is drawn and flipped after a scene was pushed or popped, the
        window changed size or was exposed (:meth:`repaint_all`); otherwise the scenes draw
        their changed parts (:meth:`SceneStack.redraw`) and the toast is drawn again where
        they drew under it. Sets :attr:`last_presented`.
        """
        depth = len(self.stack)
        size = self.screen.get_size()
        toasts = self.services.toasts
        top = self.stack.top
        spot = top.toast_spot(size) if top is not None else None
        clear = top.toast_clear(size) if top is not None else []
        toast_rect = toasts.rect(size, spot, clear)
        rects: list[pygame.Rect] | None
        if self._repaint or depth != self._drawn_depth or size != self._drawn_size:
            self.stack.draw(self.screen)
            rects = None
        else:
            if toasts.dirty or toast_rect != self._toast_rect:
                for r in (self._toast_rect, toast_rect):
                    if r is not None:
                        self.stack.invalidate(r)
            rects = self.stack.redraw(self.screen)
        if rects is None:
            toasts.draw(self.screen, spot, clear)
        elif toast_rect is not None:
            for r in rects:
                if r.colliderect(toast_rect):
                    self.screen.set_clip(r)
                    toasts.draw(self.screen, spot, clear)
            self.screen.set_clip(None)
        if rects is None or rects:
            self.present(rects)
        self.last_presented = rects
        toasts.dirty = False
        self._toast_rect = toast_rect
        self._repaint = False
        self._drawn_depth = depth
        self._drawn_size = size

    def idle_wait(self, busy: bool = False) -> float | None:
        """Seconds the real-time loop may sleep before the next frame (0: a frame is due
        at the frame rate; None: until the next input): the top scene's
        :meth:`~drawpoker.ui.scene.Scene.wake_in`, sooner while a toast is shown. Never
        sleeps while the loop is ``busy`` (the App's reasons) or the window must be
        repainted."""
        if busy or self._repaint:
            return 0.0
        wake = self.stack.wake_in()
        current = self.services.toasts.current
        if current is not None:
            left = max(0.0, current[2])
            wake = left if wake is None else min(wake, left)
        return wake

    def sleep(self, seconds: float | None) -> None:
        """Sleep until the next event or ``seconds`` (None: :data:`IDLE_HEARTBEAT`), looking
        for input every :data:`INPUT_POLL` seconds; the event woken by waits in
        :attr:`waited` for the next frame."""
        if seconds is not None and seconds <= 0.0:
            return
        wait = IDLE_HEARTBEAT if seconds is None else min(seconds, IDLE_HEARTBEAT)
        deadline = time.perf_counter() + wait
        while True:
            event = pygame.event.poll()
            if event.type != pygame.NOEVENT:
                self.waited.append(event)
                return
            left = deadline - time.perf_counter()
            if left <= 0.0:
                return
            time.sleep(min(INPUT_POLL, left))
