"""Memory of a long demo (issue #17: "no growth across a 300-hand demo after warm-up; the
caches have bounds"), against a bare pygame window measured in the same run.

A child process plays ``--hands`` hands of the headless demo (SDL's dummy drivers, the
computer in every seat, animation speed "fast", one fixed step per frame and no sleeping,
so 300 hands take minutes, not hours) and measures at the end of hand ``--warm`` and at
the end of the last hand:

* **RSS** (resident set size, MB; the process as the system sees it, pygame's Surfaces
  and SDL's buffers included), and **live RSS**: the same after ``malloc_trim(0)`` has
  handed the C allocator's free pages back to the system (glibc; elsewhere the two are
  the same figure): the AI's decisions allocate and free many arrays, and glibc keeps
  freed heap pages for reuse, which no structure of the game holds;
* **Python heap**: ``sys.getallocatedblocks()`` (memory blocks Python has allocated: a
  structure that keeps every frame or hand shows here however small its items) and the
  objects the garbage collector tracks.

The bare reference is a child that imports pygame, opens a window of the same size and
flips once: its RSS is printed with the demo's as a ratio (what the game costs on top of
pygame), not a target.

Target: live RSS growth from hand ``--warm`` to the last hand <= :data:`GROWTH_BAR_MB`
(2 MB over the 200 hands of the default run, 10 KB a hand). Why that bound: every cache
of the game has a stated bound (``tests/architecture/test_cache_bounds.py`` allows an
unbounded memo only over a small finite domain), and those keyed by what play keeps
meeting (amounts, hand names, text widths) are full within the warm-up: the 2,048 text
images by hand 60, the translucent panels' 2 MB of pixels by hand 20, the AI's 512
opponent ranges by hand 55, the piles, numbers and likelihood rows by hand 50. What may
still move is small and bounded: the engine's tables keyed by amounts are emptied past
1,024 entries (``engine.interning.MAX_ENTRIES``, at most about 0.6 MB), its card-event
tables have a fixed size (2,120 events each), and the allocator moves RSS by a few hundred
kilobytes between two measurements with no structure growing. The figures measured on the
development machine (1280x720, several runs): growth -0.9 to -0.7 MB over hands 100 to
300 (the engine's tables are emptied just after hand 100) and +0.4 to +0.6 MB over hands
300 to 600, Python blocks +2,600 to +2,900 and about 0; before the caches had these
bounds, +3.7 to +7.3 MB and +3.1 MB (blocks +23,000). A real leak is far above
the bar: the list of every frame time that this benchmark found grew by about 20 KB a hand.

The **cache census** printed under the figures lists every memo (``lru_cache``) and every
module-level container of the game whose size changed between the two measurements, with
its bound: a cache still filling at the end of the run is bounded too loosely (or warmed
too late) and is the first suspect when the bar is missed. The Python heap growth (blocks,
objects) tells a leak of Python objects from the C side's (Surfaces, arrays).

``--trace`` also runs ``tracemalloc`` (frames deep; several times slower) and prints the
tracebacks whose memory grew most between the two measurements: where a Python leak is
allocated. Use ``--hands 600 --warm 300`` for the longer run.

Usage: ``nice -n 10 uv run python benchmarks/bench_memory.py [--hands 300] [--warm 100]
[--size 1280x720] [--trace 12]``. Exit status 1 when the bar is missed.
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
#: Issue #17's bar, in MB of RSS from the end of the warm-up to the last hand.
GROWTH_BAR_MB = 2.0


def rss_mb() -> float:
    """This process's resident set size now (MB): ``/proc/self/statm`` on Linux, else the
    peak from ``getrusage`` (macOS counts it in bytes, the others in KB)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return float(peak) / (2**20 if sys.platform == "darwin" else 2**10)


def trimmed_rss_mb() -> float:
    """RSS (MB) after the C allocator handed its free pages back (glibc's ``malloc_trim``;
    the plain RSS where there is none)."""
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.malloc_trim(0)
    except (OSError, AttributeError):  # not glibc: nothing to hand back
        pass
    return rss_mb()


def heap() -> dict[str, float]:
    """RSS and live RSS (MB), Python's allocated blocks and the objects the collector
    tracks, after a full collection."""
    gc.collect()
    raw = rss_mb()
    return {"rss": raw, "live": trimmed_rss_mb(), "blocks": sys.getallocatedblocks(),
            "objects": len(gc.get_objects())}


def census() -> dict[str, list[Any]]:
    """Every memo and module-level container of the game now: ``name -> [size, bound]``
    (an ``lru_cache``'s entries and ``maxsize``; a dict's, list's or set's length and None;
    the panel cache's bytes of pixels and its bound). Each object is counted once, under
    the module that defines it."""
    from drawpoker.ui import paint

    out: dict[str, list[Any]] = {}
    seen: set[int] = set()
    for name, module in sorted(sys.modules.items()):
        if not name.startswith("drawpoker") or module is None:
            continue
        for attr, value in list(vars(module).items()):
            if id(value) in seen or attr.startswith("__"):
                continue
            info = getattr(value, "cache_info", None)
            if callable(info) and getattr(value, "__module__", None) == name:
                seen.add(id(value))
                out[f"{name}.{attr}"] = [info().currsize, info().maxsize]
            elif isinstance(value, (dict, list, set)):
                seen.add(id(value))
                out[f"{name}.{attr}"] = [len(value), None]
    out["drawpoker.ui.paint panel bytes"] = [paint.panel_cache_bytes(), paint.PANEL_CACHE_BYTES]
    return out


def child_demo(size: str, hands: int, warm: int, trace: int, data_dir: str) -> dict[str, Any]:
    """Play ``hands`` demo hands; the heap at the end of hand ``warm`` and of the last."""
    import tracemalloc

    import pygame

    from drawpoker.ui import app as app_module

    ns = argparse.Namespace(size=size, data_dir=data_dir, seed=1, demo=hands, frames=None,
                            report=None, fullscreen=False, language="en")
    app = app_module.App(ns, realtime=False)
    app.settings = app.settings.replace(animation_speed="fast")
    app.start_scenes()
    marks: dict[str, dict[str, float]] = {}
    snapshots: list[Any] = []
    caches: dict[str, list[Any]] = {}
    while app.running:
        app.step_frame()
        if app.hands_played >= warm and "warm" not in marks:
            if trace:
                tracemalloc.start(trace)
            marks["warm"] = {**heap(), "hand": app.hands_played, "frame": app.frame}
            caches = census()
            if trace:
                snapshots.append(tracemalloc.take_snapshot())
        if app.hands_played >= hands:
            break
    marks["end"] = {**heap(), "hand": app.hands_played, "frame": app.frame}
    later_caches = census()
    changed = {name: [caches.get(name, [0, bound])[0], size, bound]
               for name, (size, bound) in later_caches.items()
               if caches.get(name, [0])[0] != size}
    growth: list[str] = []
    if trace and snapshots:
        later = tracemalloc.take_snapshot()
        for stat in later.compare_to(snapshots[0], "traceback")[:10]:
            growth.append(f"{stat.size_diff / 1024:+9.1f} KB {stat.count_diff:+7d} blocks\n    "
                          + "\n    ".join(stat.traceback.format()[-2 * trace:]))
    app.stack.clear()
    pygame.quit()
    return {"marks": marks, "growth": growth, "caches": changed}


def child_bare(size: str) -> dict[str, Any]:
    """A bare window: import pygame, ``set_mode``, one flip; its heap."""
    import pygame

    pygame.init()
    w, h = (int(x) for x in size.split("x"))
    pygame.display.set_mode((w, h))
    pygame.display.flip()
    out = heap()
    pygame.quit()
    return out


def run_child(*args: str) -> dict[str, Any]:
    """Run this file as a child measuring ``args``; its RESULT line as a dict."""
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    proc = subprocess.run([sys.executable, __file__, "--child", *args], env=env, cwd=ROOT,
                          capture_output=True, text=True, check=False)
    for line in proc.stdout.splitlines():
        if line.startswith("RESULT "):
            return dict(json.loads(line[7:]))
    raise RuntimeError(f"child {args} failed ({proc.returncode}): {proc.stderr[-2000:]}")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--child"]:
        kind = argv[1]
        with tempfile.TemporaryDirectory() as tmp:
            if kind == "demo":
                out = child_demo(argv[2], int(argv[3]), int(argv[4]), int(argv[5]), tmp)
            else:
                out = child_bare(argv[2])
        print("RESULT " + json.dumps(out), flush=True)
        return 0
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--warm", type=int, default=100, help="hands of warm-up")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--trace", type=int, default=0, metavar="FRAMES",
                        help="also trace allocations this many frames deep (slow)")
    args = parser.parse_args(argv)
    if not 0 < args.warm < args.hands:
        parser.error("--warm must be between 0 and --hands")
    bare = run_child("bare", args.size)
    demo = run_child("demo", args.size, str(args.hands), str(args.warm), str(args.trace))
    warm, end = demo["marks"]["warm"], demo["marks"]["end"]
    hands = end["hand"] - warm["hand"]
    growth = end["live"] - warm["live"]
    print(f"bare pygame window at {args.size}: RSS {bare['rss']:.1f} MB, live {bare['live']:.1f} MB")
    for label, mark in (("after warm-up", warm), ("at the end", end)):
        print(f"demo {label:>13} (hand {mark['hand']:3.0f}, frame {mark['frame']:6.0f}): "
              f"RSS {mark['rss']:6.1f} MB, live {mark['live']:6.1f} MB = "
              f"{mark['live'] / bare['live']:.2f} x bare, Python blocks {mark['blocks']:8.0f}, "
              f"objects {mark['objects']:7.0f}")
    good = growth <= GROWTH_BAR_MB
    print(f"growth over {hands:.0f} hands: live RSS {growth:+.2f} MB "
          f"({growth * 1024 / hands:+.1f} KB a hand; raw RSS {end['rss'] - warm['rss']:+.2f} MB), "
          f"Python blocks {end['blocks'] - warm['blocks']:+.0f}, objects "
          f"{end['objects'] - warm['objects']:+.0f}  bar <= {GROWTH_BAR_MB:g} MB: "
          f"{'ok' if good else 'OVER'}")
    print(f"cache census: {len(demo['caches'])} changed size from hand {warm['hand']:.0f} "
          f"to hand {end['hand']:.0f} (size then -> now, bound)")
    for name, (then, now, bound) in sorted(demo["caches"].items()):
        print(f"  {name:58s} {then:8d} -> {now:8d}  bound {'-' if bound is None else bound}")
    for line in demo["growth"]:
        print(line)
    return 0 if good else 1


if __name__ == "__main__":
    sys.exit(main())
