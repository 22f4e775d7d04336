"""Regenerate every generated asset, then the manifest and the contact sheet.

Run ``uv run python tools/make_all.py``. Each step is deterministic, so running it on an
up-to-date tree changes no file (``git status`` stays clean).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
STEPS = ("make_cards.py", "make_chips.py", "make_sounds.py", "make_icon.py", "make_manifest.py",
         "make_contact_sheet.py")


def main() -> int:
    """Run every step in order; stop at the first failure (its exit code)."""
    for step in STEPS:
        result = subprocess.run([sys.executable, str(TOOLS / step)], check=False)
        if result.returncode:
            print(f"make_all: {step} failed with exit code {result.returncode}", file=sys.stderr)
            return result.returncode
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
