"""Write assets/manifest.json: every file under assets/, sorted, as POSIX paths.

Run ``uv run python tools/make_manifest.py`` after any asset tool (``tools/make_all.py``
runs it last). Format (read by :func:`drawpoker.resources.read_manifest` and
``build.spec``)::

    {"format": 1, "files": ["cards/backs/black.svg", ...]}

The manifest does not list itself. A file name (other than ``LICENSES.md``) with capitals, spaces or a leading dot
stops the tool with an error, since the game names assets in lowercase everywhere.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets"
MANIFEST = ASSETS / "manifest.json"
_NAME_OK = re.compile(r"^[a-z0-9][a-z0-9._-]*$")
#: The licence register keeps its conventional capitalised name (it is read by people,
#: never loaded by the game).
EXEMPT = frozenset({"LICENSES.md"})


def asset_files(root: Path = ASSETS) -> list[str]:
    """Every file under ``root`` except the manifest, as sorted POSIX relative paths.

    Raises:
        ValueError: A path part is not lowercase letters, digits, ``.``, ``_`` or ``-``.
    """
    files = []
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path == root / MANIFEST.name:
            continue
        rel = path.relative_to(root).as_posix()
        if rel in EXEMPT:
            files.append(rel)
            continue
        for part in rel.split("/"):
            if not _NAME_OK.match(part):
                raise ValueError(f"asset name {rel!r}: use lowercase letters, digits, '.', '_', '-'")
        files.append(rel)
    return files


def manifest_text(root: Path = ASSETS) -> str:
    """The manifest JSON for ``root`` (stable: sorted, two-space indent, newline at end)."""
    return json.dumps({"format": 1, "files": asset_files(root)}, indent=2) + "\n"


def main() -> int:
    """Write the manifest; exit code 0."""
    text = manifest_text()
    if not MANIFEST.exists() or MANIFEST.read_text(encoding="utf-8") != text:
        MANIFEST.write_text(text, encoding="utf-8")
    print(f"make_manifest: {len(json.loads(text)['files'])} files listed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
