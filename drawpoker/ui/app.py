"""The game window: pygame setup, the main loop and the scene stack.

:func:`run_game` is what ``drawpoker`` (no subcommand) calls. The loop is
fixed-step update, variable render: real elapsed time (clamped to
:data:`MAX_FRAME_DT`) is consumed in steps of :data:`STEP` seconds, then one
frame is drawn. Headless tests construct :class:`App` with ``realtime=False``:
every frame then advances exactly one step without sleeping, so runs are fast
and deterministic.

Environment variables (for screenshots and debugging):

* ``DRAWPOKER_SCREENSHOT=FILE.png`` — save the last frame on exit.
* ``DRAWPOKER_SHOTS=DIR:EVERY`` — save every EVERY-th frame into DIR.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import statistics
import sys
import time
import warnings
from argparse import Namespace
from pathlib import Path
from typing import Any

import pygame

from drawpoker import i18n, resources
from drawpoker.ui import routes
from drawpoker.ui.flows.startup import push_startup_notices, tell_asset_problems
from drawpoker.ui.input import Key, Quit, Resize, to_intents
from drawpoker.ui.layout import BASE_SIZE, MIN_SIZE
from drawpoker.ui.scene import SceneStack
from drawpoker.ui.services import Services

#: Fixed update step (seconds).
STEP = 1.0 / 60.0
#: Longest real time one frame may account for (seconds); longer stalls are dropped.
MAX_FRAME_DT = 0.25
#: Rows per band when only the changed part of the window is presented (App.present).
BAND_ROWS = 24
#: Frame-rate cap of the real-time loop.
FPS = 60

#: Animation speed setting -> time multiplier (instant skips animations entirely).
SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 2.2, "instant": 0.0}

#: Window events after which the window's pixels are unknown: the next frame is presented whole.
_REPAINT_EVENTS: frozenset[int] = frozenset(
    getattr(pygame, name) for name in ("VIDEOEXPOSE", "WINDOWEXPOSED", "WINDOWSHOWN",
                                       "WINDOWRESTORED", "WINDOWMAXIMIZED",
                                       "WINDOWDISPLAYCHANGED") if hasattr(pygame, name))


class _SilentSounds:
    """Stands in when no sound device or asset set is available (known fault B50)."""

    def play(self, name: str) -> None:  # noqa: D401 - matches SoundBank.play
        """Play nothing."""


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


class App(Services):
    """Owns the window, the scene stack and navigation (``nav``); the settings, profile
    and sounds the scenes use come from :class:`~drawpoker.ui.services.Services`.

    Args:
        options: the parsed command line (``frames``, ``demo``, ``report``, ``size``,
            ``fullscreen``, ``language``, ``seed``, ``data_dir``); missing attributes
            take their defaults.
        realtime: False for tests: one fixed step per frame, no sleeping.
    """

    def __init__(self, options: Namespace | None = None, *, realtime: bool = True) -> None:
        self.options = options or Namespace()
        opt = self.options
        super().__init__(getattr(opt, "data_dir", None), language=getattr(opt, "language", None))
        self.realtime = realtime
        self.max_frames: int | None = getattr(opt, "frames", None)
        self.demo_hands: int | None = getattr(opt, "demo", None)
        self.report_path: str | None = getattr(opt, "report", None)
        self.seed: int | None = getattr(opt, "seed", None)
        if getattr(opt, "language", None):
            i18n.set_language(opt.language)
        self._load_settings()
        if getattr(opt, "fullscreen", False):
            self.settings = self.settings.replace(fullscreen=True)
        self.windowed_size: tuple[int, int] = parse_size(getattr(opt, "size", None))

        # Crisp on high-DPI Windows displays: ask for per-monitor DPI awareness so
        # fullscreen is the real screen size, not a blurry scaled copy (B51).
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        if realtime:
            sys.setswitchinterval(0.001)  # the AI thread yields the GIL to the frame loop often
        pygame.init()  # fonts cached before an earlier pygame.quit() were dropped then
        if not getattr(opt, "size", None):
            self.windowed_size = self._restored_size()
        self.sounds: Any = _SilentSounds()
        self._check_assets()
        self._init_audio()
        pygame.display.set_caption(i18n._("Draw Poker"))
        #: The Surface scenes draw on laid out at least 960×540 (MIN_SIZE) and shrunk into
        #: the window when the system keeps the window smaller; None otherwise.
        self.canvas: pygame.Surface | None = None
        self.screen = self._open_window(self.settings.fullscreen)
        self.stack = SceneStack(self)
        self.nav = routes.navigator(self.stack)
        self.clock = pygame.time.Clock()
        self.frame = 0
        self.frame_ms: list[float] = []
        self.running = True
        self.exit_status = 0
        shots = os.environ.get("DRAWPOKER_SHOTS", "")
        self._shot_dir: Path | None = None
        self._shot_every = 0
        if shots:
            d, _, every = shots.rpartition(":")
            self._shot_dir = Path(d or shots)
            self._shot_every = int(every) if every.isdigit() else 60
            self._shot_dir.mkdir(parents=True, exist_ok=True)

    # settings ---------------------------------------------------------------
    def _load_settings(self) -> None:
        """Read the settings file into :attr:`settings`; a bad file never stops the game:
        its notices wait in :attr:`pending_notices`."""
        self.pending_notices.extend(self.load_settings())

    def _restored_size(self) -> tuple[int, int]:
        """The window size saved in the settings file, shrunk to fit the largest screen
        and at least :data:`MIN_SIZE` (pixels); :data:`BASE_SIZE` when none was saved."""
        saved = tuple(self.settings.window_size)
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

    def remember_window_size(self) -> None:
        """Save the window size if the player resized the window (read back at the next
        start by :meth:`_restored_size`); a ``--size`` alone is not saved."""
        if not getattr(self, "window_resized", False):
            return
        try:
            self.save_settings()
        except Exception as exc:  # never fail the exit over it
            print(f"drawpoker: window size not saved: {exc!r}", file=sys.stderr)

    @property
    def speed(self) -> float:
        """Animation time multiplier from the speed setting (0 = instant)."""
        return SPEEDS.get(str(self.settings.animation_speed), 1.0)

    # window -----------------------------------------------------------------
    def _check_assets(self) -> None:
        """Find missing and empty asset files at start (one ``stat`` each; each is
        reported on stderr by :func:`drawpoker.resources.check_assets` and told in the
        window by :meth:`start_scenes`). Never stops the game."""
        #: How many asset problems the player was told about (see :meth:`step_frame`).
        self.assets_told = 0
        try:
            resources.check_assets()
        except Exception as exc:  # a bug must not stop the game; leave a trace
            print(f"drawpoker: assets not checked: {exc!r}", file=sys.stderr)

    def _tell_asset_problems(self, *, dialog: bool) -> None:
        """Tell the player about asset files reported since the last call (a dialog on
        start, a toast later: :func:`drawpoker.ui.flows.startup.tell_asset_problems`)."""
        count = resources.problem_count()
        if count == self.assets_told:
            return
        self.assets_told = count
        tell_asset_problems(self, dialog=dialog)

    def _init_audio(self) -> None:
        try:
            pygame.mixer.init()
        except pygame.error:
            return  # no sound device: play silently (B50)
        try:
            from drawpoker.ui import audio  # type: ignore[attr-defined]

            self.sounds = audio.SoundBank(volume=float(self.settings.volume),
                                          muted=bool(self.settings.muted))
        except Exception:
            self.sounds = _SilentSounds()

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            self._windowed_pos = self._move_window((0, 0))
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            self._move_window(getattr(self, "_windowed_pos", None))
            self._windowed_pos = None
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    win = pygame.Window.from_display_module()
                win.minimum_size = MIN_SIZE
            except Exception:
                pass
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
        with contextlib.suppress(Exception):
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
        if not full:
            pass
        else:
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
        self._drawn_size: tuple[int, int] | None = None

    def play_sound(self, name: str) -> None:
        """Play sound ``name`` unless muted; never raises."""
        if self.settings.muted:
            return
        with contextlib.suppress(Exception):
            self.sounds.play(name)

    # loop -------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Turn one pygame event into intents and route them."""
        if event.type in _REPAINT_EVENTS:
            self.repaint_all()
        for intent in to_intents(event):
            if isinstance(intent, Quit):
                self.running = False
                continue
            if isinstance(intent, Resize):
                if not self.settings.fullscreen:
                    # pygame-ce has already resized the display Surface to the new size,
                    # so a window made smaller than the minimum is told to grow back here
                    # (the minimum_size hint is only kept by a window manager)
                    w = max(intent.size[0], MIN_SIZE[0])
                    h = max(intent.size[1], MIN_SIZE[1])
                    self.windowed_size = (w, h)
                    self.window_resized = True  # saved at exit (remember_window_size)
                    if (w, h) != intent.size or (w, h) != self.size:
                        self.screen = self._open_window(False)
                window = pygame.display.get_surface()
                self.screen = self._draw_target(window) if window is not None else self.screen
                self.repaint_all()
                self.stack.handle(Resize(self.size))
                continue
            if isinstance(intent, Key) and intent.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if isinstance(intent, Key) and intent.key == pygame.K_F12:
                self.screenshot_key()
                continue
            self.stack.handle(self.to_canvas(intent))

    def screenshot_key(self) -> Path | None:
        """F12: save a screenshot (:meth:`save_screenshot`) and say where, or say why not
        (a folder that cannot be written never stops the game); returns the file or None."""
        try:
            path = self.save_screenshot()
        except (OSError, pygame.error) as exc:
            print(f"drawpoker: screenshot not saved: {exc}", file=sys.stderr)
            folder = Path(self.data_dir) if self.data_dir else Path.cwd()
            self.show_toast(i18n._("The screenshot could not be saved in {folder}.").format(
                folder=str(folder)), error=True)
            return None
        self.show_toast(i18n._("Screenshot saved: {file}").format(file=str(path)))
        return path

    def show_toast(self, text: str, *, error: bool = False, seconds: float = 5.0) -> None:
        """Show a one-line message at the bottom of the window over any scene for
        ``seconds`` (game time)."""
        self.toast: tuple[str, bool, float] | None = (text, error, seconds)
        self._toast_dirty = True

    def _draw_toast(self, surface: pygame.Surface) -> None:
        toast = getattr(self, "toast", None)
        if toast is None:
            return
        from drawpoker.ui.widgets import draw_text, fit_text, font, panel

        text, error, _left = toast
        w, h = surface.get_size()
        px = fit_text(text, max(14, h // 40), w - 80)
        width = font(px).size(text)[0]
        rect = pygame.Rect(0, 0, min(w - 40, width + px * 3), px * 2 + 8)
        rect.midtop = (w // 2, round(h * 0.065))  # under a table's top bar, above its seats
        panel(surface, rect, alpha=255, color=(110, 28, 28) if error else (28, 32, 40),
              border=(230, 120, 120) if error else (150, 160, 175))
        draw_text(surface, text, rect.center, px,
                  (255, 230, 230) if error else (240, 240, 240))

    def step_frame(self, dt: float | None = None) -> None:
        """Run one frame: events, fixed-step updates, draw, flip."""
        t0 = time.perf_counter()
        events = pygame.event.get()
        for event in events:
            self.dispatch(event)
        if dt is None:
            dt = STEP
        dt = min(dt, MAX_FRAME_DT)
        if getattr(self, "assets_told", 0) != resources.problem_count():
            self._tell_asset_problems(dialog=False)  # a file failed when first used
        toast = getattr(self, "toast", None)
        if toast is not None:
            left = toast[2] - dt
            self.toast = (toast[0], toast[1], left) if left > 0 else None
            self._toast_dirty = self._toast_dirty or self.toast is None
        self._acc = getattr(self, "_acc", 0.0) + dt
        steps = 0
        while self._acc >= STEP - 1e-9 and steps < 8:
            self.stack.update(STEP)
            self._acc -= STEP
            steps += 1
        if steps == 8:
            self._acc = 0.0
        if not self.stack.scenes:
            self.running = False
            return
        depth = len(self.stack)
        if events or depth != getattr(self, "_drawn_depth", -1) or self.stack.needs_redraw() \
                or self.screen.get_size() != getattr(self, "_drawn_size", None) \
                or getattr(self, "_toast_dirty", False):
            self.stack.draw(self.screen)
            self._draw_toast(self.screen)
            self._toast_dirty = False
            full = depth != getattr(self, "_drawn_depth", -1) \
                or self.screen.get_size() != getattr(self, "_drawn_size", None)
            self.present(full=full)
            self._drawn_depth = depth
            self._drawn_size = self.screen.get_size()
        self.frame += 1
        self.frame_ms.append((time.perf_counter() - t0) * 1000.0)
        if self._shot_dir and self._shot_every and self.frame % self._shot_every == 0:
            pygame.image.save(self.screen, str(self._shot_dir / f"frame{self.frame:06d}.png"))
        if self.max_frames is not None and self.frame >= self.max_frames:
            self.running = False

    def present(self, *, full: bool = False) -> int:
        """Show the drawn frame: only the bands of rows that changed since the last frame.

        The window is cut into horizontal bands of :data:`BAND_ROWS` rows; each band's
        pixels are compared with the last presented frame and only the changed bands
        (adjacent ones merged) are sent with ``pygame.display.update(rects)``. Under X11 the cost of presenting grows with the
        area sent (a full 1280x720 flip costs ~10 ms under Xvfb), and most frames change
        a small part of the window. ``full`` (scene pushed or popped, window resized, first
        frame) flips the whole window.

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
        previous = getattr(self, "_presented", b"")
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

    def save_screenshot(self, path: str | os.PathLike[str] | None = None) -> Path:
        """Save the current frame as PNG (default: the data dir or the working dir)."""
        if path is None:
            base = Path(self.data_dir) if self.data_dir else Path.cwd()
            path = base / f"drawpoker-{time.strftime('%Y%m%d-%H%M%S')}-{self.frame}.png"
        pygame.image.save(self.screen, str(path))
        return Path(path)

    def start_scenes(self) -> None:
        """Push the first scene: the table in demo mode, else the title screen."""
        from drawpoker.ui import widgets

        widgets.font(20)  # load both fonts now: a damaged one is in the start notice
        widgets.font(20, bold=True)
        if self.demo_hands:
            self.nav.push("table", demo=True)
            self._tell_asset_problems(dialog=False)
        else:
            self.nav.push("title")
            push_startup_notices(self)
            self._tell_asset_problems(dialog=True)  # on top: the resume offer may clear the stack

    def run(self) -> int:
        """The main loop; returns the exit status.

        An exception escaping a scene ends the game with exit status 1, its traceback
        written to a crash report (:meth:`write_crash_report`) and one line on stderr
        naming the file (tests call :meth:`step_frame` directly and see the exception).
        """
        try:
            self.start_scenes()
            last = time.perf_counter()
            while self.running:
                if self.realtime:
                    self.clock.tick(FPS)
                    now = time.perf_counter()
                    dt = now - last
                    last = now
                else:
                    dt = STEP
                self.step_frame(dt)
        except Exception as exc:  # last resort: never vanish without a word
            report = self.write_crash_report(exc)
            where = f"; details in {report}" if report else ""
            print(f"drawpoker: the game stopped after an internal error "
                  f"({type(exc).__name__}: {exc}){where}", file=sys.stderr)
            with contextlib.suppress(Exception):
                self.stack.clear()
            if self.realtime and self.max_frames is None and not self.demo_hands:
                with contextlib.suppress(Exception):
                    self.show_crash(report)
            return 1
        shot = os.environ.get("DRAWPOKER_SCREENSHOT")
        if shot:
            pygame.image.save(self.screen, shot)
        if self.report_path:
            try:
                self.write_report(self.report_path)
            except OSError as exc:
                print(f"drawpoker: --report: {self.report_path}: "
                      f"{exc.strerror or exc}", file=sys.stderr)
                self.exit_status = self.exit_status or 1
        self.stack.clear()
        return self.exit_status

    def show_crash(self, report: Path | None, *, wait: float = 60.0) -> None:
        """Tell the player in the window that the game stopped and where the crash report
        is, until a key or click (or ``wait`` seconds): a game started from a desktop icon
        has no terminal for the stderr line."""
        from drawpoker.ui.widgets import draw_text, wrap_text

        window = pygame.display.get_surface()
        if window is None:
            return
        text = (i18n._("The game stopped because of an internal error. The details were "
                       "written to {file}; please send that file with your report.").format(
                           file=str(report)) if report is not None else
                i18n._("The game stopped because of an internal error."))
        w, h = window.get_size()
        px = max(14, h // 34)
        window.fill((18, 20, 24))
        lines = wrap_text(text, px, w - 80) + ["", i18n._("Press any key to close.")]
        y = h // 2 - len(lines) * px * 3 // 4
        for line in lines:
            draw_text(window, line, (w // 2, y), px, (235, 235, 235))
            y += px * 3 // 2
        pygame.display.flip()
        end = time.monotonic() + wait
        while time.monotonic() < end:
            for event in pygame.event.get():
                if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                    return
            time.sleep(0.05)

    def write_crash_report(self, exc: BaseException) -> Path | None:
        """Write ``exc``'s traceback with the version and platform to
        ``drawpoker-crash-<time>.txt`` in the data folder (else the system's temporary
        folder); returns the file, or None if no folder could be written."""
        import platform
        import tempfile
        import traceback

        from drawpoker import __version__

        text = (f"drawpoker {__version__} crash report, {time.strftime('%Y-%m-%d %H:%M:%S')}\n"
                f"Python {platform.python_version()}, pygame {pygame.version.ver}, "
                f"{platform.platform()}\n"
                f"scenes: {[type(s).__name__ for s in getattr(self.stack, 'scenes', [])]}\n\n"
                + "".join(traceback.format_exception(exc)))
        name = f"drawpoker-crash-{time.strftime('%Y%m%d-%H%M%S')}.txt"
        folders: list[Path] = []
        with contextlib.suppress(Exception):
            from drawpoker.persistence.paths import data_paths

            folders.append(data_paths(self.data_dir).data_dir)
        folders.append(Path(tempfile.gettempdir()))
        for folder in folders:
            try:
                folder.mkdir(parents=True, exist_ok=True)
                path = folder / name
                path.write_text(text, encoding="utf-8")
                return path
            except OSError:
                continue
        return None

    def report(self) -> dict[str, Any]:
        """Frame statistics: hands played, frames, window size, frame times (ms)."""
        ms = sorted(self.frame_ms[1:] or self.frame_ms or [0.0])

        def pct(p: float) -> float:
            return round(ms[min(len(ms) - 1, int(p * (len(ms) - 1) + 0.5))], 3)

        return {
            "hands": self.hands_played,
            "frames": self.frame,
            "window": list(self.size),
            "frame_ms": {"median": round(statistics.median(ms), 3), "p95": pct(0.95),
                         "p99": pct(0.99), "max": round(ms[-1], 3)},
        }

    def write_report(self, path: str) -> None:
        """Write :meth:`report` as JSON to ``path``."""
        Path(path).write_text(json.dumps(self.report(), indent=2) + "\n", encoding="utf-8")

    def quit(self) -> None:
        """Leave the main loop after this frame."""
        self.running = False


def run_game(options: Namespace) -> int:
    """Open the game window and play until it is closed.

    Args:
        options: parsed command line of ``drawpoker`` (see ``drawpoker/__main__.py``).

    Returns:
        Exit status (0 on a normal exit, also after ``--frames N`` or ``--demo N``).
    """
    try:
        app = App(options, realtime=True)
    except pygame.error as exc:  # no display, an unknown SDL_VIDEODRIVER, ...
        print(f"drawpoker: cannot open the game window: {exc}", file=sys.stderr)
        pygame.quit()
        return 1
    try:
        return app.run()
    finally:
        app.remember_window_size()
        pygame.quit()
