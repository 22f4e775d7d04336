"""Memory has bounds: what the game keeps per frame or per hand stays the same size however
long it runs (issue #17: "no growth across a 300-hand demo after warm-up").

The growth found by ``benchmarks/bench_memory.py``: the App kept every frame's time in a
list for the frame report (about 20 KB a hand, 4 MB over 200 demo hands; now a fixed
histogram, :class:`drawpoker.ui.diagnostics.FrameTimes`); the translucent panels were
cached by size, and a hand name's panel is as wide as the name (2 MB over hands 100 to 300;
now bounded by their pixels); the piles, numbers and likelihood rows, keyed by amounts,
were kept by the hundreds or thousands and still filling after hand 100 (now a few hands'
worth each). The engine's own tables: ``tests/engine/test_interning_bounds.py``; every
memo's bound: ``tests/architecture/test_cache_bounds.py``.
"""

from __future__ import annotations

import random
import sys
from argparse import Namespace
from pathlib import Path
from typing import Any

import pygame

from drawpoker.ai import ranges
from drawpoker.i18n import formats
from drawpoker.ui import paint
from drawpoker.ui.app import App
from drawpoker.ui.diagnostics import FrameTimes, frame_report
from drawpoker.ui.sprites import chips
from drawpoker.ui.table import labels, pot_pile
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


def test_panels_keep_within_their_byte_bound_and_look_the_same() -> None:
    """A hand name's panel is as wide as the name: a count did not bound them (4 MB of
    panels by hand 100 of a demo, 6 MB by hand 300); their pixels are bounded now."""
    target = pygame.Surface((900, 400), pygame.SRCALPHA)
    first = paint._panel((140, 23), 210, (20, 24, 28), 8, None)
    first_pixels = pygame.image.tobytes(first, "RGBA")
    for width in range(40, 900):
        paint.panel(target, pygame.Rect(0, 0, width, 23), alpha=210, color=(20, 24, 28), radius=8)
        assert paint.panel_cache_bytes() <= paint.PANEL_CACHE_BYTES
    for height in range(60, 400, 20):
        paint.panel(target, pygame.Rect(0, 0, 313, height), alpha=215, color=(12, 16, 20),
                    radius=14, border=(232, 190, 92, 220))
        assert paint.panel_cache_bytes() <= paint.PANEL_CACHE_BYTES
    assert paint.panel_cache_bytes() > paint.PANEL_CACHE_BYTES // 2  # it does keep panels
    again = paint._panel((140, 23), 210, (20, 24, 28), 8, None)
    assert again is not first, "evicted long ago: drawn again"
    assert pygame.image.tobytes(again, "RGBA") == first_pixels
    assert paint._panel((140, 23), 210, (20, 24, 28), 8, None) is again  # and kept again


def test_the_caches_keyed_by_amounts_keep_a_few_hands_worth() -> None:
    """Piles, numbers, hand names and the AI's likelihood rows are keyed by amounts or
    cards, which a long session never stops meeting: each keeps a small stated number
    (the larger counts kept before were still filling at hand 100 to 300 of a demo)."""
    bounded = {
        pot_pile.pot_pile_surface: pot_pile.POTS_CACHED,
        chips._pile_cached: chips.PILES_CACHED,
        chips._stack_cached: chips.STACKS_CACHED,
        formats._formatted: formats.NUMBERS_CACHED,
        labels._describe_cached: labels.DESCRIBED_CACHED,
        ranges._dealt_likelihood: ranges.LIKELIHOODS_CACHED,
    }
    for memo, bound in bounded.items():
        assert memo.cache_info().maxsize == bound <= 512, memo
    chips_before = chips._pile_cached.cache_info().currsize
    for amount in range(1, 400):
        chips.chip_pile_surface(amount * 7, 22, max_columns=4, max_height=8)
        pot_pile.pot_pile_surface(amount * 7, 10, 24, 9)
        formats.format_number(amount * 7)
    assert chips_before <= chips._pile_cached.cache_info().currsize <= chips.PILES_CACHED
    assert pot_pile.pot_pile_surface.cache_info().currsize <= pot_pile.POTS_CACHED
    assert formats._formatted.cache_info().currsize <= formats.NUMBERS_CACHED
