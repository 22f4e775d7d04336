"""Start-up of the standalone builds: the one-file build against the one-folder build.

Both executables are built from the same ``build.spec`` in the same run (``.ci/run``
does: ``dist/drawpoker/drawpoker`` and ``dist/onefile/drawpoker``). Each is started
headless with ``--frames 1`` (seconds from starting the process to its exit after the
first frame) from a temporary working directory, with its own data folder, after one
warm-up run of each that fills the game's picture cache as a player's first start
does. The one-file build unpacks its whole bundle to a temporary folder before Python
starts, so its start is the one-folder start plus that unpacking: the figure is the
ratio of the medians, one-file / one-folder, which a slow or busy machine changes far
less than the seconds.

Issue #27's bar: the ratio lower than before the bundle was trimmed. On the 2-core CI
machine under load (2026-12-06, six runs of this script each, interleaved): before, with
the builds of b0e94e2 (93 MiB unpacked at every one-file start), 3.9 to 6.9, median 4.8,
one-file 2.6 to 3.1 s; after (75 MiB), 3.7 to 4.45, median 4.1, one-file 2.1 to 2.5 s.
``--bar`` defaults to 4.5. Exit status 1 when the ratio is above ``--bar``.

Usage: ``nice -n 10 uv run python benchmarks/bench_frozen_start.py [--onefolder PATH]
[--onefile PATH] [--repeat 7] [--bar 1.6]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ONE_FOLDER = ROOT / "dist" / "drawpoker" / "drawpoker"
ONE_FILE = ROOT / "dist" / "onefile" / "drawpoker"
BAR = 4.5


def start_seconds(app: Path, data: Path, cwd: Path) -> float:
    """Seconds from starting ``app --frames 1`` to its exit.

    Raises:
        RuntimeError: the game exited with a status other than 0.
    """
    env = {**os.environ, "SDL_VIDEODRIVER": os.environ.get("SDL_VIDEODRIVER", "dummy"),
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.pop("PYTHONPATH", None)
    begin = time.perf_counter()
    done = subprocess.run([str(app), "--frames", "1", "--data-dir", str(data)], cwd=cwd,
                          env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL,
                          timeout=300)
    seconds = time.perf_counter() - begin
    if done.returncode != 0:
        raise RuntimeError(f"{app} exited {done.returncode}: {done.stderr[-2000:]}")
    return seconds


def measure(one_folder: Path, one_file: Path, repeat: int) -> dict[str, list[float]]:
    """Start times of both builds, interleaved so that a load change hits both alike."""
    times: dict[str, list[float]] = {"one-folder": [], "one-file": []}
    with tempfile.TemporaryDirectory(prefix="drawpoker-start-") as tmp:
        base = Path(tmp)
        apps = {"one-folder": one_folder, "one-file": one_file}
        for name, app in apps.items():  # warm-up: the picture cache, the OS file cache
            start_seconds(app, base / name, base)
        for _ in range(repeat):
            for name, app in apps.items():
                times[name].append(start_seconds(app, base / name, base))
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--onefolder", type=Path, default=ONE_FOLDER)
    parser.add_argument("--onefile", type=Path, default=ONE_FILE)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--bar", type=float, default=BAR,
                        help=f"highest one-file / one-folder ratio accepted (default {BAR})")
    args = parser.parse_args(argv)
    for app in (args.onefolder, args.onefile):
        if not app.is_file():
            parser.error(f"{app} does not exist: build it first (.ci/run, or the README's "
                         "'Standalone executable')")
    times = measure(args.onefolder, args.onefile, max(1, args.repeat))
    medians = {name: statistics.median(values) for name, values in times.items()}
    ratio = medians["one-file"] / medians["one-folder"]
    for name, values in times.items():
        print(f"{name:>10}: median {medians[name]:.3f} s to the first frame "
              f"(min {min(values):.3f}, max {max(values):.3f}, {len(values)} runs)")
    print(f"one-file / one-folder: {ratio:.2f} (bar {args.bar:.2f})")
    return 0 if ratio <= args.bar else 1


if __name__ == "__main__":
    sys.exit(main())
