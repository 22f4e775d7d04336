"""The built standalone game for tests/packaging: which executable, and starting it.

``$DRAWPOKER_FROZEN_APP`` names the one-folder executable (``.ci/run`` builds it and sets
it, so there the tests that need it can't be skipped; a missing file is a failure).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def _frozen_app() -> Path | None:
    """The executable named by $DRAWPOKER_FROZEN_APP (a stale dist/ is never picked up)."""
    named = os.environ.get("DRAWPOKER_FROZEN_APP")
    return Path(named).resolve() if named else None


FROZEN = _frozen_app()
needs_build = pytest.mark.skipif(
    FROZEN is None,
    reason="set DRAWPOKER_FROZEN_APP=dist/drawpoker/drawpoker after `uv run --group build pyinstaller "
           "build.spec` to test the bundle (.ci/run does)")


#: The windowed Windows build has no console: what it prints is dropped, so only its exit
#: status and the files it writes can be checked there (README, "Standalone executable").
NO_CONSOLE = sys.platform == "win32"


def internal(app: Path) -> Path:
    """The one-folder bundle's ``_internal`` folder beside the executable ``app``."""
    return app.parent / "_internal"


def start(app: Path, cwd: Path, *args: str, audio: str = "dummy", timeout: float = 300,
          unset: tuple[str, ...] = ()) -> subprocess.CompletedProcess[str]:
    """Run ``app`` with ``args`` headless from ``cwd`` (no PYTHONPATH, none of the
    environment variables ``unset``, no stdin)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": audio}
    for name in ("PYTHONPATH", *unset):
        env.pop(name, None)
    return subprocess.run([str(app), *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout, stdin=subprocess.DEVNULL)
