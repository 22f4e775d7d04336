"""Layering: only ``drawpoker.ui`` may import pygame (docs/architecture.md).

Every other module of the package is found by walking the source folder (so a
module added later is checked without touching this test), imported in a fresh
interpreter, and ``sys.modules`` is checked for pygame after each import. When
pygame does get in, the test names the module and the import chain that did it.
"""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

PACKAGE_DIR = Path(__file__).resolve().parents[2] / "drawpoker"
UI_PACKAGE = "drawpoker.ui"

#: Modules of the pure layers that must exist (more are found by walking).
REQUIRED = ("drawpoker", "drawpoker.__main__", "drawpoker.i18n", "drawpoker.resources")
#: Layers named in the architecture; each is checked once its file or folder exists.
LAYERS = ("drawpoker.cards", "drawpoker.evaluator", "drawpoker.odds", "drawpoker.engine",
          "drawpoker.ai", "drawpoker.persistence")

_PROBE = r"""
import importlib, json, sys, traceback

class _Spy:
    # Records who imports pygame; never blocks the import.
    chain = None
    def find_spec(self, name, path=None, target=None):
        if (name == "pygame" or name.startswith("pygame.")) and _Spy.chain is None:
            _Spy.chain = "".join(traceback.format_stack(limit=25)[:-1])
        return None

sys.meta_path.insert(0, _Spy())
report = {"pygame": None, "errors": {}}
for name in json.loads(sys.argv[1]):
    try:
        importlib.import_module(name)
    except Exception:
        report["errors"][name] = traceback.format_exc(limit=5)
        continue
    if any(m == "pygame" or m.startswith("pygame.") for m in sys.modules):
        report["pygame"] = {"module": name, "chain": _Spy.chain}
        break
print(json.dumps(report))
"""


def pure_modules(package_dir: Path = PACKAGE_DIR) -> list[str]:
    """Dotted names of every module under ``package_dir`` outside ``drawpoker.ui``, sorted."""
    names: list[str] = []
    for path in sorted(package_dir.rglob("*.py")):
        rel = path.relative_to(package_dir.parent).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts.pop()
        name = ".".join(parts)
        if name == UI_PACKAGE or name.startswith(UI_PACKAGE + "."):
            continue
        if any(not part.isidentifier() for part in parts):
            continue
        names.append(name)
    return names


def test_walk_finds_the_pure_layers_and_skips_the_ui() -> None:
    names = pure_modules()
    for required in REQUIRED:
        assert required in names
    for layer in LAYERS:
        present = (PACKAGE_DIR / layer.split(".")[1]).exists() or (
            PACKAGE_DIR / (layer.split(".")[1] + ".py")).exists()
        found = any(n == layer or n.startswith(layer + ".") for n in names)
        assert found == present, layer
    assert not any(n == UI_PACKAGE or n.startswith(UI_PACKAGE + ".") for n in names)


def test_walk_sees_nested_modules(tmp_path: Path) -> None:
    pkg = tmp_path / "drawpoker"
    for rel in ("__init__.py", "a.py", "engine/__init__.py", "engine/hand.py",
                "ui/__init__.py", "ui/app.py", "ui/scenes/table.py"):
        (pkg / rel).parent.mkdir(parents=True, exist_ok=True)
        (pkg / rel).write_text("")
    assert pure_modules(pkg) == ["drawpoker", "drawpoker.a", "drawpoker.engine",
                                 "drawpoker.engine.hand"]


def _probe(names: list[str]) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYGAME")}
    result = subprocess.run(
        [sys.executable, "-c", _PROBE, json.dumps(names)],
        cwd=PACKAGE_DIR.parent, env=env, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    report: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    return report


def test_pure_modules_import_without_pygame() -> None:
    report = _probe(pure_modules())
    assert report["errors"] == {}, "pure modules fail to import:\n" + "\n".join(
        f"{name}:\n{text}" for name, text in report["errors"].items()
    )
    offender = report["pygame"]
    assert offender is None, (
        f"importing {offender['module']} pulled in pygame; import chain:\n"
        f"{offender['chain']}"
    )


def test_probe_catches_a_module_that_imports_pygame() -> None:
    """The check can fail: a listed module that imports pygame is reported by name."""
    pytest.importorskip("pygame")
    report = _probe(["drawpoker.i18n", "pygame"])
    assert report["pygame"] is not None
    assert report["pygame"]["module"] == "pygame"


#: Import names of the runtime dependencies in pyproject.toml ``[project] dependencies``.
RUNTIME_IMPORTS = {"pygame-ce": "pygame", "platformdirs": "platformdirs", "numpy": "numpy",
                   "babel": "babel", "pyttsx3": "pyttsx3", "comtypes": "comtypes"}


def _imported_top_names(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name.split(".")[0]) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module.split(".")[0]))
    return found


def test_runtime_dependencies_match_pyproject() -> None:
    with open(PACKAGE_DIR.parent / "pyproject.toml", "rb") as handle:
        declared = tomllib.load(handle)["project"]["dependencies"]
    names = {re.split(r"[<>=!~ \[;]", spec, maxsplit=1)[0].lower() for spec in declared}
    assert names == set(RUNTIME_IMPORTS)


def test_game_code_imports_only_stdlib_and_runtime_dependencies() -> None:
    """Dev-only packages (test oracles, build tools) are absent from the wheel's and the
    frozen build's dependencies, so importing one from game code would fail only there."""
    allowed = set(sys.stdlib_module_names) | {"drawpoker"} | set(RUNTIME_IMPORTS.values())
    bad = [
        f"{path.relative_to(PACKAGE_DIR.parent)}:{line}: import {name}"
        for path in sorted(PACKAGE_DIR.rglob("*.py"))
        for line, name in _imported_top_names(path)
        if name not in allowed
    ]
    assert bad == [], "game code imports packages that are not runtime dependencies:\n" + \
        "\n".join(bad)


def test_import_scan_sees_nested_and_from_imports(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("import os.path\nfrom pokerkit import x\ndef f():\n    import treys\n"
                      "from . import sibling\n")
    assert _imported_top_names(module) == [(1, "os"), (2, "pokerkit"), (4, "treys")]
