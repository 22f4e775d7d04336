"""Write drawpoker/ai/data/tables.npz: the computer players' tables of every game mode.

The file is package data (the wheel and the frozen build carry it): a fresh process
loads a mode's tables in milliseconds instead of building them (about a second per mode,
``drawpoker.ai.table_build``). Rerun after changing anything the tables are built from
(the holds, the evaluator, the bucket scheme); ``tests/ai/test_tables.py`` fails while the
shipped file differs from what the builder makes.

    uv run python tools/make_ai_tables.py
"""

from __future__ import annotations

import sys
import time

import numpy as np

from drawpoker.ai.table_build import build_arrays, every_mode
from drawpoker.ai.tables import DATA_FILE, mode_name, packed_arrays


def main() -> int:
    built = {}
    for mode in every_mode():
        t0 = time.perf_counter()
        built[mode] = build_arrays(mode)
        print(f"{mode_name(mode)}: {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    arrays = packed_arrays(built)
    DATA_FILE.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(DATA_FILE, **arrays)  # type: ignore[arg-type]
    print(f"wrote {DATA_FILE} ({DATA_FILE.stat().st_size:,} bytes)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
