"""The game: pygame setup, the main loop and the scene stack.

:func:`run_game` is what ``drawpoker`` (no subcommand) calls. The loop is
fixed-step update, variable render (:mod:`drawpoker.ui.clock`). Headless tests
construct :class:`App` with ``realtime=False``: every frame then advances exactly one
step without sleeping, so runs are fast and deterministic. The window itself is
:mod:`drawpoker.ui.window`; crash reports, frame reports and screenshots are
:mod:`drawpoker.ui.diagnostics`.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from argparse import Namespace
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from drawpoker import i18n, resources
from drawpoker.persistence.notices import Notice
from drawpoker.persistence.settings import Settings
from drawpoker.ui import audio, diagnostics, prompts, routes
from drawpoker.ui import text as ui_text
from drawpoker.ui.ambience import Ambience
from drawpoker.ui.clock import FPS, MAX_FRAME_DT, STEP, FixedStep
from drawpoker.ui.input import Key, Quit, Resize
from drawpoker.ui.layout import MIN_SIZE
from drawpoker.ui.pad_input import InputRouter
from drawpoker.ui.scene import SceneStack
from drawpoker.ui.services import Forward, Services
from drawpoker.ui.speech.voice import Voice
from drawpoker.ui.toast import Toast
from drawpoker.ui.window import (
    REPAINT_EVENTS,
    Window,
    init_display,
    parse_size,
    prefer_native_framebuffer,
    restored_size,
)

if TYPE_CHECKING:  # pragma: no cover
    from drawpoker.persistence.profile import Profile


class _SilentSounds:
    """Stands in when no sound device is available (known fault B50)."""

    def play(self, name: str) -> None:  # noqa: D401 - matches SoundBank.play
        """Play nothing."""


class App:
    """Owns the window (``window``, a :class:`~drawpoker.ui.window.Window`), the loop, the
    scene stack and navigation (``nav``), and the
    :class:`~drawpoker.ui.services.Services` it hands to every scene (``services``: the
    settings, profile, sounds, toasts and navigation the scenes use). The App is the
    services' window side (``size``, ``toggle_fullscreen``, ``quit``), and its own
    ``settings``, ``profile``... are its services' (:class:`~drawpoker.ui.services.Forward`).

    Args:
        options: the parsed command line (``frames``, ``demo``, ``report``, ``size``,
            ``fullscreen``, ``language``, ``seed``, ``data_dir``); missing attributes
            take their defaults.
        realtime: False for tests: one fixed step per frame, no sleeping, no pictures kept.
    """

    settings: Forward[Settings] = Forward()
    profile: Forward[Profile] = Forward()
    profile_if_open: Forward[Profile | None] = Forward()
    data_dir: Forward[str | None] = Forward()
    realtime: Forward[bool] = Forward()
    sounds: Forward[Any] = Forward()
    voice: Forward[Voice] = Forward()
    seed: Forward[int | None] = Forward()
    demo_hands: Forward[int | None] = Forward()
    hands_played: Forward[int] = Forward()
    windowed_size: Forward[tuple[int, int] | None] = Forward()
    pending_notices: Forward[list[Notice]] = Forward()
    toasts: Forward[Toast] = Forward()
    toast: Forward[tuple[str, bool, float] | None] = Forward()
    speed: Forward[float] = Forward()
    load_settings: Forward[Callable[[], list[Notice]]] = Forward()
    save_settings: Forward[Callable[[], bool]] = Forward()
    change_settings: Forward[Callable[..., None]] = Forward()
    apply_setting: Forward[Callable[[str], None]] = Forward()
    keep_pictures: Forward[Callable[[], None]] = Forward()
    play_sound: Forward[Callable[[str], None]] = Forward()
    show_toast: Forward[Callable[..., None]] = Forward()

    def __init__(self, options: Namespace | None = None, *, realtime: bool = True) -> None:
        self.options = options or Namespace()
        opt = self.options
        self.services = Services(getattr(opt, "data_dir", None),
                                 language=getattr(opt, "language", None), realtime=realtime)
        self.max_frames: int | None = getattr(opt, "frames", None)
        self.demo_hands = getattr(opt, "demo", None)
        self.report_path: str | None = getattr(opt, "report", None)
        self.seed = getattr(opt, "seed", None)
        if getattr(opt, "language", None):
            i18n.set_language(opt.language)
        #: Notices of a bad settings file wait here until the first scene is up.
        self.pending_notices.extend(self.load_settings())
        if getattr(opt, "fullscreen", False):
            self.settings = self.settings.replace(fullscreen=True)
        if getattr(opt, "speak", False) and not self.settings.speak_table:
            self.change_settings(speak_table=True)  # kept: the next start speaks too
        self.windowed_size = parse_size(getattr(opt, "size", None))
        #: The player resized the window (the size is saved at exit).
        self.window_resized = False

        # Crisp on high-DPI Windows displays: ask for per-monitor DPI awareness so
        # fullscreen is the real screen size, not a blurry scaled copy (B51).
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        if realtime:
            sys.setswitchinterval(0.001)  # the AI thread yields the GIL to the frame loop often
            self.keep_pictures()  # the rasterised cards kept on disk: the next start reads them
        init_display()  # fonts cached before an earlier pygame.quit() were dropped then
        if not getattr(opt, "size", None):
            self.windowed_size = restored_size(tuple(self.settings.window_size))
        self.sounds = _SilentSounds()
        #: How many asset problems the player was told about (see :meth:`step_frame`).
        self.assets_told = 0
        pygame.display.set_caption(i18n._("Draw Poker"))
        prefer_native_framebuffer()
        self.stack = SceneStack(self.services)
        self.window = Window(self.services, self.stack)
        self.nav = routes.navigator(self.stack)
        prompts.reset()
        self.router = InputRouter(self.stack, self.show_toast)
        self.services.stack, self.services.nav, self.services.window = self.stack, self.nav, self
        self.clock = pygame.time.Clock()
        self.fixed_step = FixedStep()
        self.frame = 0
        self.frame_ms = diagnostics.FrameTimes()  # bounded: a histogram
        self.running = True
        self.exit_status = 0
        self.shots = diagnostics.FrameShots()
        self.start_pending = False  #: :meth:`finish_start` is still to run (next frame)

    # the window ---------------------------------------------------------------
    @property
    def screen(self) -> pygame.Surface:
        """The Surface the scenes draw on (the window's)."""
        return self.window.screen

    @screen.setter
    def screen(self, surface: pygame.Surface) -> None:
        self.window.screen = surface

    @property
    def size(self) -> tuple[int, int]:
        """Current window size in pixels."""
        return self.window.size

    def toggle_fullscreen(self) -> None:
        """Switch between fullscreen and the windowed size (F11)."""
        self.window.toggle_fullscreen()

    def repaint_all(self) -> None:
        """Draw and present the whole next frame (:meth:`Window.repaint_all`)."""
        self.window.repaint_all()

    def idle_wait(self) -> float | None:
        """Seconds the real-time loop may sleep before the next frame
        (:meth:`Window.idle_wait`); never while ``--frames`` counts frames or the start
        notices are still to come."""
        busy = (self.max_frames is not None or self.start_pending
                or self.assets_told != resources.problem_count())
        return self.window.idle_wait(busy)

    def remember_window_size(self) -> None:
        """Save the window size if the player resized the window (read back at the next
        start by :func:`~drawpoker.ui.window.restored_size`); a ``--size`` alone is not saved."""
        if self.window_resized:
            self.save_settings()

    # assets and sound -------------------------------------------------------
    def _tell_asset_problems(self, *, dialog: bool) -> None:
        """Tell the player about asset files reported since the last call (a dialog on
        start, a toast later: :func:`drawpoker.ui.flows.startup.tell_asset_problems`)."""
        count = resources.problem_count()
        if count == self.assets_told:
            return
        self.assets_told = count
        routes.deferred("tell_asset_problems")(self.services, dialog=dialog)

    # loop -------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Turn one pygame event into intents and route them."""
        if event.type in REPAINT_EVENTS:
            self.repaint_all()
        for intent in self.router.intents(event):
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
                        self.screen = self.window.open(False)
                window = pygame.display.get_surface()
                self.screen = self.window.draw_target(window) if window is not None else self.screen
                self.repaint_all()
                self.stack.handle(Resize(self.size))
                continue
            if isinstance(intent, Key) and intent.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if isinstance(intent, Key) and intent.key == pygame.K_F12:
                self.screenshot_key()
                continue
            self.router.offer(self.window.to_canvas(intent))

    def screenshot_key(self) -> Path | None:
        """F12: save a screenshot (:meth:`save_screenshot`) and say where, or say why not
        (a folder that cannot be written never stops the game); returns the file or None."""
        try:
            path = self.save_screenshot()
        except (OSError, pygame.error) as exc:
            print(f"drawpoker: screenshot not saved: {exc}", file=sys.stderr)
            folder = diagnostics.screenshot_folder(self.data_dir)
            self.show_toast(i18n._("The screenshot could not be saved in {folder}.").format(
                folder=str(folder)), error=True)
            return None
        self.show_toast(i18n._("Screenshot saved: {file}").format(file=str(path)))
        return path

    def step_frame(self, dt: float | None = None) -> None:
        """Run one frame: events, fixed-step updates, draw, flip."""
        t0 = time.perf_counter()
        if self.start_pending and self.frame >= 1:
            self.finish_start()
        events = [*self.window.waited, *pygame.event.get()]
        self.window.waited.clear()
        for event in events:
            self.dispatch(event)
        if dt is None:
            dt = STEP
        # a toast's seconds are the player's: the whole time slept counts, never clamped
        # (clamped, a toast woke the idle loop at its end, aged a quarter second, and
        # slept again: four seconds stayed up for half a minute)
        self.toasts.tick(dt)
        dt = min(dt, MAX_FRAME_DT)
        if self.assets_told != resources.problem_count() and not self.start_pending:
            self._tell_asset_problems(dialog=False)  # a file failed when first used
        steps = self.fixed_step.advance(dt)
        if steps and self.realtime and not events and self.stack.wake_in() != 0.0:
            # woken from an idle sleep: nothing moves, so one update takes the whole time
            # slept, the part of a step left over too (the scene reaches the moment it
            # asked to be woken at, so one wake draws the change it waited for)
            self.stack.update(steps * STEP + self.fixed_step.pending)
            self.fixed_step.pending = 0.0
            steps = 0
        for _ in range(steps):
            if not self.running:  # quit() asked for in an earlier step: nothing more happens
                break
            self.stack.update(STEP)
        if not self.stack.scenes:
            self.running = False
            return
        if self.voice.on:  # the focused control is said when it changes
            self.voice.follow_focus(self.stack.scenes[-1].spoken_focus())
        self.window.draw_frame()
        self.frame += 1
        self.frame_ms.add((time.perf_counter() - t0) * 1000.0)
        self.shots.after_frame(self.screen, self.frame)
        if self.max_frames is not None and self.frame >= self.max_frames:
            self.running = False

    def save_screenshot(self, path: str | os.PathLike[str] | None = None) -> Path:
        """Save the current frame as PNG (default: ``screenshots/`` in the data folder)."""
        return diagnostics.save_screenshot(self.screen, self.data_dir, self.frame, path)

    # start and run ----------------------------------------------------------
    def start_scenes(self) -> None:
        """Load both fonts (a damaged one is in the start notice), then push the first
        scenes (:meth:`push_first_scenes`)."""
        ui_text.font(20)
        ui_text.font(20, bold=True)
        self.push_first_scenes()

    def push_first_scenes(self) -> None:
        """The first scenes: the table in demo mode; else the title screen, whose start
        notices come with the second frame (:meth:`finish_start`)."""
        if self.demo_hands:
            self.start_files()
            self.nav.push("table", demo=True)
            routes.deferred("tell_demo_notices")(self)  # no title: told over the table
            self._tell_asset_problems(dialog=False)
        else:
            self.nav.push("title")
            self.start_pending = True

    def start_files(self) -> None:
        """Check the asset files (reported on stderr, told in the window by the caller),
        then open the sound device and load the sounds (silent without a device: B50; a
        voice switched on that cannot be heard then is told in a toast)."""
        resources.check_assets()
        self.router.start()
        try:
            pygame.mixer.init()
        except pygame.error:  # no sound device: a voice that cannot be heard says so
            told = self.voice.sound_device(False)
            if told is not None:  # after any toast of the start, never in its place
                self.toasts.queue(told, seconds=8.0)
            return
        self.voice.sound_device(True)
        level = self.settings.channel_level("effects")
        self.sounds = audio.SoundBank(volume=level, muted=level <= 0.0)
        self.services.ambience = Ambience()
        self.services.ambience.set_level(self.settings.channel_level("ambience"))

    def finish_start(self) -> None:
        """Just after the first frame is presented: :meth:`start_files`, then open the
        profile (its checks and write-ahead-log scan take up to a second on a large one;
        a failure is told), show the title with its bankroll at once (one frame drawn
        before the start notices' modules load: they bring the table, the coach and numpy,
        a second or more), then push the start notices over the title: the tutorial's
        offer, the file notices with the resume offer on top, the asset notice above all
        (the resume offer may clear the stack)."""
        self.start_pending = False
        self.start_files()
        routes.deferred("open_profile_or_tell")(self.services)
        self.stack.update(0.0)  # the title reads its bankroll
        self.window.draw_frame()
        routes.deferred("offer_tutorial")(self.services)
        routes.deferred("push_startup_notices")(self.services)
        self._tell_asset_problems(dialog=True)

    def run(self) -> int:
        """The main loop; returns the exit status.

        An exception escaping a scene ends the game with exit status 1, its traceback
        written to a crash report (:meth:`write_crash_report`) and one line on stderr
        naming the file (tests call :meth:`step_frame` directly and see the exception).
        """
        try:
            self.start_scenes()
            last = time.perf_counter()
            preload = self.realtime and self.max_frames is None and not self.demo_hands
            while self.running:
                if self.realtime:
                    self.window.sleep(self.idle_wait())
                    self.clock.tick(FPS)
                    now = time.perf_counter()
                    dt = now - last
                    last = now
                else:
                    dt = STEP
                self.step_frame(dt)
                if preload and not self.start_pending:
                    # the title is up with its bankroll (the profile opened in the frame
                    # after the first): the table and the AI load behind it; sooner, the
                    # worker's imports held the profile's opening up for seconds
                    preload = False
                    routes.preload()
        except Exception as exc:  # last resort: never vanish without a word
            report = self.write_crash_report(exc)
            where = f"; details in {report}" if report else ""
            print(f"drawpoker: the game stopped after an internal error "
                  f"({type(exc).__name__}: {exc}){where}", file=sys.stderr)
            with contextlib.suppress(Exception):  # the crash path must reach its last line
                self.stack.clear()
            if self.realtime and self.max_frames is None and not self.demo_hands:
                with contextlib.suppress(Exception):
                    self.show_crash(report)
            return 1
        diagnostics.save_exit_screenshot(self.screen)
        if self.report_path:
            try:
                self.write_report(self.report_path)
            except OSError as exc:
                print(f"drawpoker: --report: {self.report_path}: "
                      f"{exc.strerror or exc}", file=sys.stderr)
                self.exit_status = self.exit_status or 1
        self.stack.clear()
        return self.exit_status

    # diagnostics ------------------------------------------------------------
    def show_crash(self, report: Path | None, *, wait: float = 60.0) -> None:
        """Tell the player in the window that the game stopped and where the crash report
        is (:func:`drawpoker.ui.diagnostics.show_crash`)."""
        diagnostics.show_crash(report, wait=wait)

    def write_crash_report(self, exc: BaseException) -> Path | None:
        """Write ``exc``'s crash report (:func:`drawpoker.ui.diagnostics.write_crash_report`);
        returns the file, or None if no folder could be written."""
        return diagnostics.write_crash_report(exc, self.data_dir,
                                              [type(s).__name__ for s in self.stack.scenes])

    def report(self) -> dict[str, Any]:
        """Frame statistics: hands played, frames, window size, frame times (ms)."""
        return diagnostics.frame_report(self.frame_ms, hands=self.hands_played,
                                        frames=self.frame, window=self.size)

    def write_report(self, path: str) -> None:
        """Write :meth:`report` as JSON to ``path``."""
        diagnostics.write_json(path, self.report())

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
        app.voice.close()
        app.services.close_profile()
        app.remember_window_size()
        pygame.quit()
