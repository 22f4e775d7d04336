"""Frame-time benchmark of the table scene (target: p99 <= 16.7 ms at 1280x720).

Runs ``drawpoker --demo N --report FILE`` (the computer plays the player's seat with
full animation at normal speed, in real time) and prints the frame-time statistics,
each as a ratio of the 16.7 ms frame budget, plus a reference measured in the same
run: the cost of one bare ``pygame.display.flip`` + full-window blit on this machine
(so a slow machine shows up as a slow reference, not as a slow game).

Usage: ``uv run python benchmarks/bench_frames.py [--hands N] [--size WxH]``
(under Xvfb: ``DISPLAY=:99``; headless otherwise with ``SDL_VIDEODRIVER=dummy``).
Exit status 1 when p99 exceeds the budget.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BUDGET_MS = 1000.0 / 60.0


def reference_ms(size: tuple[int, int], frames: int = 120) -> float:
    """Median ms of a full-window blit + flip: the floor any frame pays."""
    import pygame

    pygame.init()
    screen = pygame.display.set_mode(size)
    bg = pygame.Surface(size)
    bg.fill((20, 90, 50))
    times = []
    for _ in range(frames):
        t0 = time.perf_counter()
        screen.blit(bg, (0, 0))
        pygame.display.flip()
        times.append((time.perf_counter() - t0) * 1000)
    pygame.quit()
    times.sort()
    return times[len(times) // 2]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    w, h = (int(x) for x in args.size.split("x"))
    ref = reference_ms((w, h))
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        cmd = [sys.executable, "-m", "drawpoker", "--demo", str(args.hands), "--report", str(report),
               "--size", args.size, "--seed", "1", "--data-dir", tmp]
        subprocess.run(cmd, check=True)
        data = json.loads(report.read_text())
    fm = data["frame_ms"]
    print(f"hands {data['hands']}  frames {data['frames']}  window {data['window']}")
    print(f"reference blit+flip median {ref:.3f} ms")
    for key in ("median", "p95", "p99", "max"):
        print(f"{key:>6}: {fm[key]:8.3f} ms   {fm[key] / BUDGET_MS:5.2f} x budget   "
              f"{fm[key] / max(ref, 1e-3):7.1f} x reference")
    ok = fm["p99"] <= BUDGET_MS
    print("p99 within the 16.7 ms budget" if ok else "p99 OVER the 16.7 ms budget")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
