"""Memory has bounds: what the game keeps per frame or per hand stays the same size however
long it runs (issue #17: "no growth across a 300-hand demo after warm-up").

The leak found by ``benchmarks/bench_memory.py``: the App kept every frame's time in a list
for the frame report (about 20 KB a hand, 4 MB over 200 demo hands); it now counts them in
a fixed histogram (:class:`drawpoker.ui.diagnostics.FrameTimes`).
"""

from __future__ import annotations

import random
import sys
from argparse import Namespace
from pathlib import Path
from typing import Any

import pygame

from drawpoker.ui.app import App
from drawpoker.ui.diagnostics import FrameTimes, frame_report
from drawpoker.ui.table.model import LOG_LINES, SeatVisual, TableVisual


def footprint(obj: Any) -> int:
    """Bytes of ``obj``, of its attributes and of the items of its containers (one level
    down each): a list of floats counts every float, an array its buffer."""
    parts = [obj, *getattr(obj, "__dict__", {}).values()]
    total = 0
    for part in parts:
        total += sys.getsizeof(part)
        if isinstance(part, (list, tuple, set, dict)):
            total += sum(sys.getsizeof(item) for item in part)
    return total


def test_frame_times_take_the_same_memory_for_many_frames() -> None:
    times = FrameTimes()
    rng = random.Random(3)
    for _ in range(1000):
        times.add(rng.uniform(0.5, 40.0))
    early = footprint(times)
    for _ in range(200_000):
        times.add(rng.uniform(0.5, 40.0))
    assert footprint(times) == early
    assert len(times) == 201_000


def test_frame_times_percentiles_are_within_half_a_bin_of_the_exact_ones() -> None:
    rng = random.Random(5)
    ms = [rng.lognormvariate(1.5, 0.8) for _ in range(5000)] + [1800.0]  # one stall
    times = FrameTimes()
    for x in ms:
        times.add(x)
    exact = sorted(ms[1:])  # the first frame (loading the assets) is kept aside
    for p in (0.5, 0.95, 0.99):
        want = exact[min(len(exact) - 1, int(p * (len(exact) - 1) + 0.5))]
        assert abs(times.percentile(p) - want) <= FrameTimes.BIN_MS / 2 + 1e-9, p
    report = frame_report(times, hands=1, frames=len(ms), window=(1280, 720))
    assert report["frame_ms"]["max"] == 1800.0  # past the top bin: kept exactly
    only = FrameTimes()
    only.add(12.5)
    assert only.percentile(0.5) == 12.5 and only.worst() == 12.5


def test_a_long_demo_keeps_its_frame_record_the_same_size(tmp_path: Path) -> None:
    app = App(Namespace(demo=50, data_dir=str(tmp_path), seed=4), realtime=False)
    app.settings = app.settings.replace(animation_speed="fast")
    app.start_scenes()
    try:
        for _ in range(200):
            app.step_frame()
        early = footprint(app.frame_ms)
        for _ in range(2000):
            app.step_frame()
        assert app.frame == 2200 and app.running
        assert footprint(app.frame_ms) == early, "the frame record grows with the frames"
        assert app.report()["frames"] == 2200
    finally:
        app.stack.clear()
        pygame.quit()


def test_the_table_log_keeps_its_last_lines() -> None:
    visual = TableVisual([SeatVisual(name="A"), SeatVisual(name="B")])
    for k in range(5 * LOG_LINES):
        visual.add_log(f"line {k}", "info")
    assert len(visual.log) <= LOG_LINES
    assert visual.log[-1] == (f"line {5 * LOG_LINES - 1}", "info")
    assert len(visual.log) >= LOG_LINES * 2 // 3  # what it drops at once: the oldest third
