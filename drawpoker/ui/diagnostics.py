"""What the game leaves behind for a report: the crash report and the crash screen, the
frame-time report, screenshots (F12: ``screenshots/`` in the player's data folder) and the
``DRAWPOKER_SHOTS`` frame series; and Ctrl-C in the terminal (or SIGTERM), which quits the game as
closing its window does (:func:`quit_on_interrupt`).

Environment variables (for screenshots and debugging):

* ``DRAWPOKER_SCREENSHOT=FILE.png`` — save the last frame on exit.
* ``DRAWPOKER_SHOTS=DIR:EVERY`` — save every EVERY-th frame into DIR.
"""

from __future__ import annotations

import contextlib
import json
import os
import platform
import secrets
import signal
import tempfile
import time
import traceback
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from drawpoker import __version__, i18n
from drawpoker.persistence.paths import create_private, data_paths, make_private_dir
from drawpoker.ui import text as ui_text


# --------------------------------------------------------------------------- crash
def write_crash_report(exc: BaseException, data_dir: str | None,
                       scenes: Sequence[str]) -> Path | None:
    """Write ``exc``'s traceback with the version, the platform and the open ``scenes``
    (class names) to a new ``drawpoker-crash-<time>-<random>.txt`` in the data folder
    (else the system's temporary folder), created exclusively and readable by the player
    only; returns the file, or None if no folder could be written."""
    text = (f"drawpoker {__version__} crash report, {time.strftime('%Y-%m-%d %H:%M:%S')}\n"
            f"Python {platform.python_version()}, pygame {pygame.version.ver}, "
            f"{platform.platform()}\n"
            f"scenes: {list(scenes)}\n\n"
            + "".join(traceback.format_exception(exc)))
    # a name nobody can guess, created exclusively: never written through a planted link
    name = f"drawpoker-crash-{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(6)}.txt"
    folders: list[Path] = []
    with contextlib.suppress(OSError, ValueError):  # no data folder: the temporary folder only
        folders.append(data_paths(data_dir).data_dir)
    folders.append(Path(tempfile.gettempdir()))
    for folder in folders:
        try:
            if not folder.is_dir():
                make_private_dir(folder)
            path = folder / name
            with create_private(path) as out:
                out.write(text.encode("utf-8"))
            return path
        except OSError:
            continue
    return None


def show_crash(report: Path | None, *, wait: float = 60.0) -> None:
    """Tell the player in the window that the game stopped and where the crash report
    is, until a key or click (or ``wait`` seconds): a game started from a desktop icon
    has no terminal for the stderr line."""
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
    lines = ui_text.wrap_text(text, px, w - 80) + ["", i18n._("Press any key to close.")]
    y = h // 2 - len(lines) * px * 3 // 4
    for line in lines:
        ui_text.draw_text(window, line, (w // 2, y), px, (235, 235, 235))
        y += px * 3 // 2
    pygame.display.flip()
    end = time.monotonic() + wait
    while time.monotonic() < end:
        for event in pygame.event.get():
            if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                return
        time.sleep(0.05)


# --------------------------------------------------------------------------- frame report
class FrameTimes:
    """The frame times of a run (ms) as a histogram: the same few kilobytes however long
    the game runs (a list of every frame grew by about 20 KB a hand).

    Times are counted in bins of :data:`BIN_MS` up to :data:`TOP_MS`; a slower frame
    counts in the top bin, and the slowest is kept exactly. The first frame, which loads
    the assets, is kept aside (counted only when it is the only one). A percentile is the
    middle of its bin, so it is within ``BIN_MS / 2`` of the exact figure.
    """

    #: Width of one bin (ms).
    BIN_MS = 0.05
    #: The top bin starts here (ms).
    TOP_MS = 1000.0

    def __init__(self) -> None:
        self.counts = array("I", bytes(4 * (round(self.TOP_MS / self.BIN_MS) + 1)))
        self.count = 0
        self.slowest = 0.0
        self.first: float | None = None

    def add(self, ms: float) -> None:
        """Count one frame of ``ms`` milliseconds."""
        if self.first is None:
            self.first = ms
            return
        self.counts[min(len(self.counts) - 1, max(0, int(ms / self.BIN_MS)))] += 1
        self.count += 1
        self.slowest = max(self.slowest, ms)

    def __len__(self) -> int:
        return self.count + (self.first is not None)

    def percentile(self, p: float) -> float:
        """The frame time (ms) that ``p`` (0..1) of the frames after the first took at most."""
        if self.count == 0:
            return self.first or 0.0
        rank = min(self.count - 1, int(p * (self.count - 1) + 0.5))
        seen = 0
        for index, n in enumerate(self.counts):
            seen += n
            if seen > rank:
                return min((index + 0.5) * self.BIN_MS, self.slowest)
        return self.slowest

    def worst(self) -> float:
        """The slowest frame after the first (ms; the first when it is the only one)."""
        return self.slowest if self.count else (self.first or 0.0)


def frame_report(frame_ms: FrameTimes, *, hands: int, frames: int,
                 window: tuple[int, int]) -> dict[str, Any]:
    """Frame statistics: hands played, frames, window size (pixels), frame times (ms:
    median, p95, p99, max; the first frame, which loads the assets, left out)."""
    return {
        "hands": hands,
        "frames": frames,
        "window": list(window),
        "frame_ms": {"median": round(frame_ms.percentile(0.5), 3),
                     "p95": round(frame_ms.percentile(0.95), 3),
                     "p99": round(frame_ms.percentile(0.99), 3),
                     "max": round(frame_ms.worst(), 3)},
    }


def write_json(path: str, data: dict[str, Any]) -> None:
    """Write ``data`` as indented JSON to ``path``.

    Raises:
        OSError: the file cannot be written.
    """
    Path(path).write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


# --------------------------------------------------------------------------- screenshots
#: the folder F12 screenshots go to, inside the player's data folder
SCREENSHOT_DIR_NAME = "screenshots"


def screenshot_folder(data_dir: str | None) -> Path:
    """Where F12 screenshots go: ``screenshots/`` in the player's data folder (``--data-dir``,
    else ``DRAWPOKER_DATA_DIR``, else the platform's user data folder), never the working
    folder. Nothing is created."""
    return data_paths(data_dir).data_dir / SCREENSHOT_DIR_NAME


def save_screenshot(screen: pygame.Surface, data_dir: str | None, frame: int,
                    path: str | os.PathLike[str] | None = None) -> Path:
    """Save ``screen`` as PNG (default: ``drawpoker-<time>-<frame>.png`` in
    :func:`screenshot_folder`, created if missing).

    Raises:
        OSError, pygame.error: the file cannot be written.
    """
    if path is None:
        folder = screenshot_folder(data_dir)
        make_private_dir(folder)
        path = folder / f"drawpoker-{time.strftime('%Y%m%d-%H%M%S')}-{frame}.png"
    path = Path(path)
    with create_private(path, exclusive=False) as out:  # 0600, never through a link
        pygame.image.save(screen, out, path.name)
    return path


class FrameShots:
    """The ``DRAWPOKER_SHOTS=DIR:EVERY`` series: every EVERY-th frame (60 when EVERY is
    not a number) saved as ``DIR/frameNNNNNN.png``; inactive when the variable is unset."""

    def __init__(self, spec: str | None = None) -> None:
        spec = os.environ.get("DRAWPOKER_SHOTS", "") if spec is None else spec
        self.folder: Path | None = None
        self.every = 0
        if spec:
            d, _, every = spec.rpartition(":")
            self.folder = Path(d or spec)
            self.every = int(every) if every.isdigit() else 60
            self.folder.mkdir(parents=True, exist_ok=True)

    def after_frame(self, screen: pygame.Surface, frame: int) -> None:
        """Save frame number ``frame`` if it is one of the series."""
        if self.folder and self.every and frame % self.every == 0:
            pygame.image.save(screen, str(self.folder / f"frame{frame:06d}.png"))


def save_exit_screenshot(screen: pygame.Surface) -> None:
    """``DRAWPOKER_SCREENSHOT=FILE.png``: save the last frame on exit."""
    shot = os.environ.get("DRAWPOKER_SCREENSHOT")
    if shot:
        pygame.image.save(screen, shot)


# --------------------------------------------------------------------------- Ctrl-C
@dataclass
class Interrupt:
    """What :func:`quit_on_interrupt` saw: ``caught`` once Ctrl-C or SIGTERM asked the
    game to quit, ``signal`` which of them (``signal.SIGINT`` or ``signal.SIGTERM``)."""

    caught: bool = False
    signal: int = 0


@contextlib.contextmanager
def quit_on_interrupt() -> Iterator[Interrupt]:
    """While open, Ctrl-C (SIGINT) in the terminal, or SIGTERM (a logout, ``kill``), quits
    the game as closing its window does: a ``QUIT`` event is posted, so every scene leaves
    and the files are written as on a normal quit. A second one, or one before the window
    is open, goes to the handler in force before (Ctrl-C raises ``KeyboardInterrupt`` as
    usual: the caller exits with 130; without a callable handler, ``KeyboardInterrupt``).
    The previous handlers are restored afterwards."""
    state = Interrupt()
    kinds = (signal.SIGINT, signal.SIGTERM)
    previous: dict[int, Any] = {kind: signal.getsignal(kind) for kind in kinds}

    def on_interrupt(signum: int, frame: Any) -> None:
        if state.caught or not pygame.display.get_init():
            before = previous[signum]
            if callable(before):
                before(signum, frame)
            raise KeyboardInterrupt
        state.caught, state.signal = True, signum
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    for kind in kinds:
        signal.signal(kind, on_interrupt)
    try:
        yield state
    finally:
        for kind in kinds:
            signal.signal(kind, previous[kind])
