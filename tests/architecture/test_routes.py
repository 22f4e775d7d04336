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


#: What the title's first frame may load of the engine and the AI: the table options
#: (the settings and the Play-now hint read them), the cast and the personality table
#: (plain data naming the opponents in the hint); never the hand machinery or the players.
FIRST_FRAME_ALLOWED = ["drawpoker.ai", "drawpoker.ai.characters", "drawpoker.ai.personalities",
                       "drawpoker.engine", "drawpoker.engine.chips", "drawpoker.engine.rules"]
#: Libraries the first frame never loads: numpy (the AI's tables, the felt's grain), Babel
#: (numbers of a thousand and more, dates; the default table's hint has none) and, with a
#: data folder given, platformdirs (the user folders are not looked up).
FIRST_FRAME_NEVER = ("numpy", "babel", "platformdirs")


def _first_frame_modules(tmp_path: Path, *extra: str) -> list[str]:
    """The modules loaded when ``drawpoker --frames 1`` has shown the title."""
    code = (
        "import runpy, sys, json\n"
        f"sys.argv = ['drawpoker', '--frames', '1', '--data-dir', {str(tmp_path)!r}, *{extra!r}]\n"
        "try:\n"
        "    runpy.run_module('drawpoker', run_name='__main__')\n"
        "except SystemExit as exit:\n"
        "    assert not exit.code, exit.code\n"
        "print(json.dumps(sorted(sys.modules)))\n")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.pop("DRAWPOKER_DATA_DIR", None)
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=True)
    loaded: list[str] = json.loads(done.stdout.strip().splitlines()[-1])
    return loaded


def _heavy(loaded: list[str]) -> list[str]:
    return [m for m in loaded
            if m.split(".")[0] in FIRST_FRAME_NEVER
            or (m.startswith(("drawpoker.ai", "drawpoker.engine"))
                and m not in FIRST_FRAME_ALLOWED)
            or m.startswith(("drawpoker.ui.table", "drawpoker.odds", "drawpoker.evaluator",
                             "drawpoker.persistence.profile", "drawpoker.ui.flows.startup"))]


def test_the_title_screen_loads_neither_the_table_nor_the_ai(tmp_path: Path) -> None:
    """``drawpoker --frames 1`` shows the title (one frame) without importing numpy,
    Babel, platformdirs, the engine's hand machinery, the computer players, the table
    scene or the profile (issue #17: the first frame waits for nothing heavy)."""
    loaded = _first_frame_modules(tmp_path)
    assert _heavy(loaded) == []
    assert [m for m in loaded if m.startswith(("drawpoker.ai", "drawpoker.engine"))] \
        == FIRST_FRAME_ALLOWED
    assert "drawpoker.ui.scenes.title" in loaded


def test_the_first_frame_check_sees_a_heavy_module() -> None:
    """The check can fail: the engine's hand, numpy or Babel in the list are named."""
    loaded = ["drawpoker.engine", "drawpoker.engine.rules", "drawpoker.engine.hand",
              "numpy.core", "babel.numbers", "drawpoker.ai.player", "platformdirs"]
    assert _heavy(loaded) == ["drawpoker.engine.hand", "numpy.core", "babel.numbers",
                              "drawpoker.ai.player", "platformdirs"]


def test_a_second_start_reads_the_title_cards_from_the_cache(tmp_path: Path) -> None:
    """The first start keeps the fans' rasterised cards in the data folder's cache; the
    second reads them all there (the same files, their use time refreshed) and writes
    nothing new."""
    _first_frame_modules(tmp_path)
    rasters = tmp_path / "cache" / "rasters"
    files = sorted(rasters.glob("*.rgba"))
    fans = [p for p in files if p.name.startswith("cards-classic-") and "-85x119-" in p.name]
    assert len(fans) == 10, files  # the fans' ten cards at 1280x720 (title.fan_cards), each at its angle
    assert [p for p in files if "-46x64-" in p.name]  # the window icon
    for path in files:
        os.utime(path, (1000, 1000))
    inodes = {p.name: p.stat().st_ino for p in files}
    _first_frame_modules(tmp_path)
    again = sorted(rasters.glob("*.rgba"))
    assert again == files and not list(rasters.glob(".*.tmp"))
    assert {p.name: p.stat().st_ino for p in again} == inodes  # read, not written again
    assert all(p.stat().st_mtime > 1000 for p in again)


def test_preload_imports_the_table_on_a_worker_thread() -> None:
    thread = routes.preload(("table",))
    thread.join(60)
    assert not thread.is_alive()
    assert "drawpoker.ui.table.scene" in sys.modules
