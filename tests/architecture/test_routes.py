"""The scene routes: every route names a scene module that exists and a factory in it,
every scene module has a route, and the title screen comes up without the table, the AI
or numpy (they load when first needed, or on a worker thread behind the title)."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from drawpoker.ui import routes

ROOT = Path(__file__).resolve().parents[2]
#: Scene modules that are bases of other scenes, not screens of their own.
BASES = {"drawpoker.ui.scenes.menu"}


def _path(module: str) -> Path:
    return ROOT.joinpath(*module.split(".")).with_suffix(".py")


@pytest.mark.parametrize("route", sorted(routes.ROUTES))
def test_every_route_names_a_module_and_a_factory_in_it(route: str) -> None:
    module, name = routes.ROUTES[route]
    path = _path(module)
    assert path.is_file(), f"{route}: no module {module}"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    classes = {node.name: node for node in tree.body if isinstance(node, ast.ClassDef)}
    cls, _dot, method = name.partition(".")
    assert cls in classes, f"{route}: {module} defines no {cls}"
    if method:
        assert method in {n.name for n in classes[cls].body if isinstance(n, ast.FunctionDef)}


@pytest.mark.parametrize("name", sorted(routes.DEFERRED))
def test_every_deferred_name_is_a_function_of_its_module(name: str) -> None:
    module, attr = routes.DEFERRED[name]
    path = _path(module) if _path(module).is_file() else _path(module).with_suffix("") / "__init__.py"
    assert path.is_file(), f"{name}: no module {module}"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    functions = {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}
    imported = {alias.asname or alias.name for node in tree.body
                if isinstance(node, ast.ImportFrom) for alias in node.names}
    assert attr in functions | imported, f"{name}: {module} defines no {attr}"


def test_every_scene_module_has_a_route() -> None:
    scenes = {f"drawpoker.ui.scenes.{p.stem}" for p in (ROOT / "drawpoker/ui/scenes").glob("*.py")
              if p.stem != "__init__"} | {"drawpoker.ui.table.scene"}
    routed = {module for module, _name in routes.ROUTES.values()}
    assert sorted(scenes - BASES - routed) == []


def test_a_route_builds_its_scene_class_when_first_asked() -> None:
    factories = routes.factories()
    assert set(factories) == set(routes.ROUTES)
    for route, lazy in factories.items():
        made = lazy.resolve()
        assert callable(made), route
        assert lazy.resolve() is made
    from_document = factories["deal_again"].resolve()
    assert getattr(from_document, "__name__", "") == "from_document"


def test_the_title_screen_loads_neither_the_table_nor_the_ai(tmp_path: Path) -> None:
    """``drawpoker --frames 1`` shows the title (one frame) without importing numpy, the
    computer players or the table scene."""
    code = (
        "import runpy, sys, json\n"
        f"sys.argv = ['drawpoker', '--frames', '1', '--data-dir', {str(tmp_path)!r}]\n"
        "try:\n"
        "    runpy.run_module('drawpoker', run_name='__main__')\n"
        "except SystemExit as exit:\n"
        "    assert not exit.code, exit.code\n"
        "print(json.dumps(sorted(m for m in sys.modules if m == 'numpy'\n"
        "    or m.startswith(('drawpoker.ai', 'drawpoker.ui.table', 'drawpoker.odds')))))\n")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=True)
    loaded = json.loads(done.stdout.strip().splitlines()[-1])
    # the personality table (plain data) names the opponents in the title's hint
    assert loaded == ["drawpoker.ai", "drawpoker.ai.personalities"], loaded


def test_preload_imports_the_table_on_a_worker_thread() -> None:
    thread = routes.preload(("table",))
    thread.join(60)
    assert not thread.is_alive()
    assert "drawpoker.ui.table.scene" in sys.modules
