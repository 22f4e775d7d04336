"""Frame, idle and start-up benchmark of the game window, each against bare pygame.

Every figure is measured in a child process of this one (the same process tree), and
every game figure is printed next to a bare pygame reference measured in the same run,
as a ratio (a slow or busy machine shows up in the reference, not as a slow game):

* **frames** at each ``--sizes`` size: the computer plays a seeded table (``--demo``)
  in real time at normal speed; the frame work (ms, one ``App.step_frame`` of the frames
  that presented something) p50/p99 against a bare loop that blits a full-window Surface
  and calls ``pygame.display.flip()`` every frame at the same size (pygame's defaults; also
  shown: the same loop with ``SDL_FRAMEBUFFER_ACCELERATION=0``, which the game sets under
  X11 so that ``display.update(rects)`` sends only the Rects). Issue #17's bar: at
  1920x1080 and 2560x1440, game p99 <= 0.6x the bare p99.
* **idle** CPU (% of one core, user + system, over ``--idle-seconds``) on the title
  screen, a menu (settings), the hand history and the table waiting for the player (its
  turn glow on), against a bare idle event loop (``pygame.event.get`` and
  ``Clock.tick(60)``). Bar: <= 3 % on the title and the menus, <= 5 % at the table.
* **first frame**: seconds from starting ``python -m drawpoker --frames 1`` to its exit,
  against a bare ``python -c`` that imports pygame, opens the window with ``set_mode``
  and flips once. Bar: <= 1.8x with cached bytecode: both run with their bytecode cache in
  a fresh folder (``PYTHONPYCACHEPREFIX``, and ``PYTHONDONTWRITEBYTECODE`` dropped, which
  would otherwise make every run compile every module again), written by one warm-up run
  of each first (which also fills the game's picture cache in its data folder, as a
  player's first start does). The game opens the profile, the sound device and tells its
  start notices just after the first frame, so ``--frames 1`` ends before that work (what
  the player waits for is the first frame).

Medians over ``--repeat`` runs. Run it under Xvfb for figures a player would see
(``DISPLAY=:NN``); without a display it uses SDL's dummy driver (no pixels sent anywhere).

Usage: ``nice -n 10 uv run python benchmarks/bench_frames.py [--sizes 1280x720,...]
[--repeat 3] [--demo 1] [--idle-seconds 5] [--only frames,idle,start]``.
Exit status 1 when a bar is missed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SIZES = ("1280x720", "1920x1080", "2560x1440")
SCREENS = ("title", "settings", "history", "table")
#: Issue #17's bars.
FRAME_RATIO_BAR = 0.6
IDLE_BAR = {"title": 3.0, "settings": 3.0, "history": 3.0, "table": 5.0}
START_RATIO_BAR = 1.8


# --------------------------------------------------------------------------- children
def _pct(values: list[float], p: float) -> float:
    ms = sorted(values) or [0.0]
    return ms[min(len(ms) - 1, int(p * (len(ms) - 1) + 0.5))]


def child_bare_frames(size: tuple[int, int], frames: int) -> dict[str, Any]:
    """A full-window blit + flip per frame at 60 frames a second: its ms per frame."""
    import pygame

    pygame.init()
    screen = pygame.display.set_mode(size)
    bg = pygame.Surface(size).convert()
    bg.fill((20, 90, 50))
    clock = pygame.time.Clock()
    times = []
    for k in range(frames):
        pygame.event.get()
        t0 = time.perf_counter()
        bg.fill((20, 90 + k % 2, 50), (0, 0, 8, 8))  # a real change every frame
        screen.blit(bg, (0, 0))
        pygame.display.flip()
        times.append((time.perf_counter() - t0) * 1000)
        clock.tick(60)
    pygame.quit()
    return {"p50": _pct(times, 0.5), "p99": _pct(times, 0.99), "frames": len(times)}


def child_game_frames(size: tuple[int, int], hands: int, data_dir: str) -> dict[str, Any]:
    """The computer plays ``hands`` hands at ``size``: ms of each frame that presented."""
    import pygame

    from drawpoker.ui import app as app_module

    presented = [False]
    flip, update = pygame.display.flip, pygame.display.update

    def on_flip() -> None:
        presented[0] = True
        flip()

    def on_update(*args: Any) -> None:
        presented[0] = True
        update(*args)

    pygame.display.flip = on_flip
    pygame.display.update = on_update
    ns = argparse.Namespace(size=f"{size[0]}x{size[1]}", data_dir=data_dir, seed=1,
                            demo=hands, frames=None, report=None, fullscreen=False,
                            language="en")
    app = app_module.App(ns, realtime=True)
    app.settings = app.settings.replace(animation_speed="normal")
    drawn: list[float] = []
    step = app.step_frame

    def timed(dt: float | None = None) -> None:
        presented[0] = False
        t0 = time.perf_counter()
        step(dt)
        ms = (time.perf_counter() - t0) * 1000
        if presented[0]:
            drawn.append(ms)

    app.step_frame = timed  # type: ignore[method-assign]
    app.run()
    pygame.quit()
    drawn = drawn[5:]  # the first frames load the assets
    return {"p50": _pct(drawn, 0.5), "p99": _pct(drawn, 0.99), "frames": len(drawn),
            "hands": app.hands_played}


def _cpu() -> float:
    import resource

    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def child_bare_idle(size: tuple[int, int], seconds: float) -> dict[str, Any]:
    """A bare pygame window doing nothing: events read, ``Clock.tick(60)``."""
    import pygame

    pygame.init()
    screen = pygame.display.set_mode(size)
    screen.fill((20, 90, 50))
    pygame.display.flip()
    clock = pygame.time.Clock()
    end = time.perf_counter() + 1.0
    while time.perf_counter() < end:
        pygame.event.get()
        clock.tick(60)
    c0, t0 = _cpu(), time.perf_counter()
    while time.perf_counter() < t0 + seconds:
        pygame.event.get()
        clock.tick(60)
    cpu = (_cpu() - c0) / (time.perf_counter() - t0) * 100
    pygame.quit()
    return {"cpu": cpu}


def child_game_idle(size: tuple[int, int], screen: str, seconds: float,
                    data_dir: str) -> dict[str, Any]:
    """The game left alone on ``screen``: CPU % of a core over ``seconds``."""
    import threading

    import pygame

    from drawpoker.ui import app as app_module

    ns = argparse.Namespace(size=f"{size[0]}x{size[1]}", data_dir=data_dir, seed=5,
                            demo=None, frames=None, report=None, fullscreen=False,
                            language="en")
    app = app_module.App(ns, realtime=True)
    app.settings = app.settings.replace(animation_speed="fast", reduced_motion=False)

    def first() -> None:
        app.nav.push("title")
        if screen != "title":
            app.nav.push(screen)

    app.push_first_scenes = first  # type: ignore[method-assign]
    result: dict[str, Any] = {}

    def ready() -> bool:
        top = app.stack.top
        if screen != "table":
            return top is not None
        hand = getattr(top, "hand", None)
        director = getattr(top, "director", None)
        return (hand is not None and director is not None and not director.busy
                and not hand.is_over and hand.to_act == getattr(top, "hero", -1)
                and str(getattr(top, "mode", "")) == "bet")

    def watch() -> None:
        deadline = time.perf_counter() + 60
        while not ready() and time.perf_counter() < deadline:
            time.sleep(0.05)
        while app.frame < 2 and time.perf_counter() < deadline:  # the preload has started
            time.sleep(0.05)
        for thread in threading.enumerate():  # the table and the AI loading behind the title
            if thread.name == "drawpoker-preload":
                thread.join(60)
        time.sleep(1.0)  # past the fade-in and the last landing card
        c0, t0 = _cpu(), time.perf_counter()
        time.sleep(seconds)
        result["cpu"] = (_cpu() - c0) / (time.perf_counter() - t0) * 100
        result["ready"] = ready()
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=watch, daemon=True).start()
    app.run()
    pygame.quit()
    return result


def child_start_bare(size: tuple[int, int]) -> dict[str, Any]:
    """A bare window: import pygame, ``set_mode``, one flip."""
    import pygame

    pygame.init()
    pygame.display.set_mode(size)
    pygame.display.flip()
    pygame.quit()
    return {}


def _child(argv: list[str]) -> int:
    kind, size_text = argv[0], argv[1]
    w, h = (int(x) for x in size_text.split("x"))
    size = (w, h)
    with tempfile.TemporaryDirectory() as tmp:
        if kind == "bare_frames":
            out = child_bare_frames(size, int(argv[2]))
        elif kind == "game_frames":
            out = child_game_frames(size, int(argv[2]), tmp)
        elif kind == "bare_idle":
            out = child_bare_idle(size, float(argv[2]))
        elif kind == "game_idle":
            out = child_game_idle(size, argv[2], float(argv[3]), tmp)
        elif kind == "start_bare":
            out = child_start_bare(size)
        else:
            raise SystemExit(f"unknown child {kind}")
    print("RESULT " + json.dumps(out), flush=True)
    return 0


# --------------------------------------------------------------------------- parent
def _env() -> dict[str, str]:
    env = dict(os.environ)
    if not env.get("DISPLAY"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def run_child(*args: str, extra: dict[str, str] | None = None) -> dict[str, Any]:
    """Run this file as a child measuring ``args`` (``extra``: more environment); its
    RESULT line as a dict."""
    env = {**_env(), **(extra or {})}
    proc = subprocess.run([sys.executable, __file__, "--child", *args], env=env, cwd=ROOT,
                          capture_output=True, text=True, check=False)
    for line in proc.stdout.splitlines():
        if line.startswith("RESULT "):
            return dict(json.loads(line[7:]))
    raise RuntimeError(f"child {args} failed ({proc.returncode}): {proc.stderr[-2000:]}")


def wall(cmd: list[str], env: dict[str, str] | None = None) -> float:
    """Seconds from starting ``cmd`` (in ``env``, default :func:`_env`) to its exit."""
    t0 = time.perf_counter()
    subprocess.run(cmd, env=env or _env(), cwd=ROOT, check=True, capture_output=True)
    return time.perf_counter() - t0


def _median(runs: list[dict[str, Any]], key: str) -> float:
    return float(statistics.median(r[key] for r in runs))


def bench_frames(sizes: list[str], repeat: int, hands: int) -> bool:
    ok = True
    print("frame work while animating (ms per presented frame; medians of runs)")
    print(f"{'size':>10} {'game p50':>9} {'game p99':>9} {'bare p50':>9} {'bare p99':>9}"
          f" {'p50 x':>6} {'p99 x':>6}")
    for size in sizes:
        game, bare, native = [], [], []
        for _ in range(repeat):
            bare.append(run_child("bare_frames", size, "240"))
            native.append(run_child("bare_frames", size, "240",
                                    extra={"SDL_FRAMEBUFFER_ACCELERATION": "0"}))
            game.append(run_child("game_frames", size, str(hands)))
        g50, g99 = _median(game, "p50"), _median(game, "p99")
        b50, b99 = _median(bare, "p50"), _median(bare, "p99")
        ratio = g99 / max(b99, 1e-3)
        mark = ""
        if size != "1280x720":
            good = ratio <= FRAME_RATIO_BAR
            ok &= good
            mark = "  ok" if good else f"  OVER {FRAME_RATIO_BAR}x"
        n99 = _median(native, "p99")
        print(f"{size:>10} {g50:9.2f} {g99:9.2f} {b50:9.2f} {b99:9.2f} "
              f"{g50 / max(b50, 1e-3):6.2f} {ratio:6.2f}{mark}   (bare flip on X11's own "
              f"framebuffer p99 {n99:.2f}: {g99 / max(n99, 1e-3):.2f} x)", flush=True)
    return ok


def bench_idle(size: str, repeat: int, seconds: float) -> bool:
    ok = True
    print(f"idle CPU at {size} (% of one core over {seconds:g} s; medians of runs)")
    bare = [run_child("bare_idle", size, str(seconds)) for _ in range(repeat)]
    ref = _median(bare, "cpu")
    print(f"{'bare idle loop':>16} {ref:6.2f} %")
    for screen in SCREENS:
        runs = [run_child("game_idle", size, screen, str(seconds)) for _ in range(repeat)]
        cpu = _median(runs, "cpu")
        good = cpu <= IDLE_BAR[screen]
        ok &= good
        waited = "" if all(r.get("ready") for r in runs) else "  (never reached the screen)"
        print(f"{screen:>16} {cpu:6.2f} %  {cpu / max(ref, 0.05):6.1f} x bare  "
              f"bar {IDLE_BAR[screen]:g} %: {'ok' if good else 'OVER'}{waited}", flush=True)
    return ok


def bench_start(size: str, repeat: int) -> bool:
    with tempfile.TemporaryDirectory() as tmp, tempfile.TemporaryDirectory() as cache:
        env = {k: v for k, v in _env().items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = cache
        game_cmd = [sys.executable, "-m", "drawpoker", "--frames", "1", "--size", size,
                    "--data-dir", tmp]
        bare_cmd = [sys.executable, __file__, "--child", "start_bare", size]
        wall(game_cmd, env)  # bytecode cached, data folder made
        wall(bare_cmd, env)
        games, bares = [], []
        for _ in range(repeat):  # interleaved: a load change hits both alike
            games.append(wall(game_cmd, env))
            bares.append(wall(bare_cmd, env))
        game, bare = statistics.median(games), statistics.median(bares)
    ratio = game / bare
    good = ratio <= START_RATIO_BAR
    each = sorted(g / b for g, b in zip(games, bares, strict=True))
    print(f"first frame at {size}: game {game:.3f} s, bare set_mode {bare:.3f} s, "
          f"{ratio:.2f} x (runs {each[0]:.2f}-{each[-1]:.2f} x)  bar {START_RATIO_BAR}x: "
          f"{'ok' if good else 'OVER'}", flush=True)
    return good


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--child"]:
        return _child(argv[1:])
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--demo", type=int, default=1, help="hands per frame run")
    parser.add_argument("--idle-seconds", type=float, default=5.0)
    parser.add_argument("--idle-size", default="1920x1080")
    parser.add_argument("--only", default="frames,idle,start")
    args = parser.parse_args(argv)
    parts = set(args.only.split(","))
    print(f"display: {os.environ.get('DISPLAY') or 'SDL dummy driver'}")
    ok = True
    if "frames" in parts:
        ok &= bench_frames(args.sizes.split(","), args.repeat, args.demo)
    if "idle" in parts:
        ok &= bench_idle(args.idle_size, args.repeat, args.idle_seconds)
    if "start" in parts:
        ok &= bench_start(args.idle_size, max(3, args.repeat))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
