"""The third-party notices of a standalone build: where the file is, and its contents list.

A standalone build carries ``THIRD-PARTY-NOTICES.txt`` at the top of its bundle
(``sys._MEIPASS``; ``/opt/drawpoker/_internal`` in the Linux package), written at build
time by ``tools/third_party_notices.py`` from the distributions and native libraries it
holds. The file starts with a contents list, one ``- NAME VERSION: LICENCE`` line per
part, ended by a line of :data:`RULE`; the licence texts follow. Run from source there is
no such file: each library installed in the venv carries its own licence.
"""

from __future__ import annotations

import sys
from pathlib import Path

#: The file's name, at the top of the bundle.
NOTICES_NAME = "THIRD-PARTY-NOTICES.txt"
#: The line that ends the contents list.
RULE = "=" * 78


def notices_file() -> Path | None:
    """The running build's notices file, or None (run from source, or the file is gone)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or bundle is None:
        return None
    path = Path(bundle) / NOTICES_NAME
    return path if path.is_file() else None


def notices_contents(path: Path) -> list[str]:
    """The parts named in the contents list of the notices file ``path``, each as
    ``"NAME VERSION"`` (their licences are in the file), in the file's order.

    Raises:
        OSError: the file cannot be read.
    """
    parts: list[str] = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.rstrip("\n") == RULE:
                break
            if line.startswith("- ") and ": " in line:
                parts.append(line[2:].rstrip("\n").partition(": ")[0])
    return parts
