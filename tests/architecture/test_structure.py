"""The shape of the code, measured from its own source (docs/architecture.md, "Import contract").

Every module of ``drawpoker`` is parsed (never imported) and its imports are read: module-level
and function-local ones alike; ``if TYPE_CHECKING:`` imports count for cycles only. From that
graph (``tests/support/code_scan.py``):

- the layers point one way: each top-level unit imports only the units the contract allows;
- there is no import cycle among our modules, not even through ``TYPE_CHECKING`` imports;
- screens reach each other by named route: no module in ``ui/scenes`` imports another screen;
- our modules import our modules at the top, never inside a function to dodge a cycle;
- every module can be read in one sitting: none over 450 lines (a hard cap, not a target);
- no broad ``except`` passes, continues or returns a default (faults surface);
- test files are filed by subject and named after what they test, not who found a fault.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.support.code_scan import ROOT, TESTS, cycles, scan

#: unit -> the units it may import (the unit itself always). ``ui`` may import every unit;
#: ``__main__`` may import the command-line front ends and, for the game, the UI.
CONTRACT: dict[str, set[str]] = {
    "drawpoker": set(),
    "cards": set(),
    "i18n": set(),
    "resources": {"i18n"},
    "third_party": set(),
    "evaluator": {"cards", "i18n"},
    "handshape": {"cards", "evaluator", "i18n"},
    "variants": {"cards", "i18n"},
    "odds": {"cards", "evaluator", "i18n"},
    "engine": {"cards", "evaluator", "handshape", "variants", "i18n"},
    "scenario": {"engine", "cards", "i18n"},
    "ai": {"engine", "odds", "evaluator", "handshape", "cards", "i18n"},
    "persistence": {"engine", "scenario", "evaluator", "handshape", "cards", "i18n"},
    "session": {"engine", "ai", "odds", "evaluator", "handshape", "variants", "cards", "i18n",
                "persistence", "coach", "progress"},
    "coach": {"ai", "engine", "odds", "evaluator", "cards", "handshape", "variants", "i18n",
              "scenario"},
    "progress": {"coach", "engine", "evaluator", "cards", "i18n", "persistence"},
    "career": {"ai", "engine", "i18n", "persistence", "progress", "session"},
    "cli": {"scenario", "ai", "odds", "engine", "evaluator", "cards", "i18n", "persistence",
            "coach", "session", "progress"},
    "ui": {"drawpoker", "cards", "i18n", "resources", "evaluator", "handshape", "variants", "odds",
           "engine", "scenario", "ai", "persistence", "session", "coach", "third_party",
           "progress", "career"},
    "__main__": {"drawpoker", "cli", "ui", "i18n", "resources", "persistence"},
}

#: Function-local imports of our own modules that are there on purpose (not to dodge a cycle).
LOCAL_IMPORTS_ALLOWED = {
    # The command line never loads pygame: the game's UI is imported only to play.
    ("drawpoker.__main__", "drawpoker.ui.app"),
    ("drawpoker.__main__", "drawpoker.ui.diagnostics"),  # Ctrl-C quits the game as closing it
    # The profile package loads when the profile is first opened, after the first frame.
    ("drawpoker.ui.services", "drawpoker.persistence.profile"),
    # The looks are checked against what the player earned when the profile is opened.
    ("drawpoker.ui.services", "drawpoker.ui.looks"),
    # The evaluator (and numpy behind it) loads at the first showdown, not with the engine.
    ("drawpoker.engine.interning", "drawpoker.evaluator"),
}

MAX_LINES = 450
FINDER_WORDS = ("breaker", "newuser", "new_user", "fixes", "known_faults", "verifier", "finding")

MODULES = scan()

#: Import cycles the redesign of issue 25 is still taking apart, by the package every module
#: of the cycle is in (counting ``TYPE_CHECKING`` imports). Nothing else may form a cycle.
CYCLES_BEING_REMOVED: set[str] = set()  # the ui.table one went with the table frame (f/parts)


def _unit(name: str) -> str:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else "drawpoker"


def test_the_scan_sees_every_layer() -> None:
    units = {_unit(name) for name in MODULES}
    assert {"cards", "engine", "ai", "persistence", "session", "ui", "cli"} <= units
    assert len(MODULES) > 100


def test_every_unit_is_in_the_contract() -> None:
    assert {_unit(name) for name in MODULES} <= set(CONTRACT)


def test_layers_point_one_way() -> None:
    wrong = sorted(
        f"{mod.name} -> {target}"
        for mod in MODULES.values()
        for target in mod.imports
        if _unit(target) != _unit(mod.name) and _unit(target) not in CONTRACT[_unit(mod.name)])
    assert wrong == []


def test_only_ui_imports_pygame() -> None:
    offenders = []
    for mod in MODULES.values():
        if _unit(mod.name) == "ui":
            continue
        tree = ast.parse(mod.path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                         else [node.module or ""])
                if any(n == "pygame" or n.startswith("pygame.") for n in names):
                    offenders.append(mod.name)
    assert offenders == []


def test_no_import_cycles() -> None:
    """No cycle among our modules, ``if TYPE_CHECKING:`` imports counted: a type-only edge
    is still a dependency between jobs."""
    found = cycles(MODULES, lambda name: MODULES[name].all_imports)
    left = [c for c in found
            if not any(all(m.startswith(pkg) for m in c) for pkg in CYCLES_BEING_REMOVED)]
    assert left == []


def test_no_runtime_import_cycles() -> None:
    """Not even the cycles being taken apart exist at runtime."""
    assert cycles(MODULES, lambda name: MODULES[name].imports) == []


@pytest.mark.parametrize("package", sorted(CYCLES_BEING_REMOVED))
def test_the_cycles_being_removed_still_exist(package: str) -> None:
    """An allowance that is no longer needed is dropped (the list says what is left)."""
    found = cycles(MODULES, lambda name: MODULES[name].all_imports)
    assert any(all(m.startswith(package) for m in c) for c in found), \
        f"{package} has no cycle any more: drop it from CYCLES_BEING_REMOVED"


def test_screens_do_not_import_screens() -> None:
    scenes = "drawpoker.ui.scenes."
    bases = {"drawpoker.ui.scenes.menu", "drawpoker.ui.scenes.dialog"}
    crossing = sorted(
        f"{mod.name} -> {target}"
        for mod in MODULES.values() if mod.name.startswith(scenes)
        for target in mod.imports if target.startswith(scenes) and target not in bases)
    assert crossing == []


def test_our_modules_are_imported_at_the_top() -> None:
    local = sorted(
        f"{mod.name} -> {target}"
        for mod in MODULES.values() for target in mod.local_imports
        if (mod.name, target) not in LOCAL_IMPORTS_ALLOWED)
    assert local == []


def test_every_module_reads_in_one_sitting() -> None:
    """450 lines is a hard cap, not a target: a module is as long as its one job."""
    too_long = sorted(f"{m.path.relative_to(ROOT)}: {m.lines}"
                      for m in MODULES.values() if m.lines > MAX_LINES)
    assert too_long == []


def test_no_broad_except_hides_a_fault() -> None:
    silent = sorted(f"{m.path.relative_to(ROOT)}:{line}"
                    for m in MODULES.values() for line in m.silent_excepts)
    assert silent == []


def test_test_files_are_filed_by_subject() -> None:
    loose = sorted(p.name for p in TESTS.glob("test_*.py"))
    assert loose == [], "test modules live in a folder named for their subject"
    by_finder = sorted(str(p.relative_to(TESTS)) for p in TESTS.rglob("test_*.py")
                       if any(word in p.stem for word in FINDER_WORDS))
    assert by_finder == []


@pytest.mark.parametrize("path", sorted(TESTS.rglob("test_*.py")), ids=lambda p: str(p.relative_to(TESTS)))
def test_no_test_module_imports_another(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            leaf = node.module.rpartition(".")[2]
            if leaf.startswith("test_") or node.module.split(".")[0].startswith("test_"):
                imported.append(node.module)
        elif isinstance(node, ast.Import):
            imported += [a.name for a in node.names if a.name.rpartition(".")[2].startswith("test_")]
    assert imported == []
