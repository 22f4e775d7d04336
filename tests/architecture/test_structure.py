"""The shape of the code, measured from its own source (docs/architecture.md, "Import contract").

Every module of ``drawpoker`` is parsed (never imported) and its imports are read: module-level
and function-local ones alike, ``if TYPE_CHECKING:`` blocks excepted. From that graph:

- the layers point one way: each top-level unit imports only the units the contract allows;
- there is no import cycle among our modules;
- screens reach each other by named route: no module in ``ui/scenes`` imports another screen;
- our modules import our modules at the top, never inside a function to dodge a cycle;
- every module can be read in one sitting: none over 450 lines, at most three over 400;
- no broad ``except`` passes, continues or returns a default (faults surface);
- test files are filed by subject and named after what they test, not who found a fault.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "drawpoker"
TESTS = ROOT / "tests"

#: unit -> the units it may import (the unit itself always). ``ui`` may import every unit;
#: ``__main__`` may import the command-line front ends and, for the game, the UI.
CONTRACT: dict[str, set[str]] = {
    "drawpoker": set(),
    "cards": set(),
    "i18n": set(),
    "resources": {"i18n"},
    "evaluator": {"cards", "i18n"},
    "handshape": {"cards", "evaluator", "i18n"},
    "variants": {"cards", "i18n"},
    "odds": {"cards", "evaluator", "i18n"},
    "engine": {"cards", "evaluator", "handshape", "variants", "i18n"},
    "scenario": {"engine", "cards", "i18n"},
    "ai": {"engine", "odds", "evaluator", "handshape", "cards", "i18n"},
    "persistence": {"engine", "scenario", "evaluator", "handshape", "cards", "i18n"},
    "session": {"engine", "ai", "odds", "evaluator", "handshape", "variants", "cards", "i18n",
                "persistence"},
    "coach": {"ai", "engine", "odds", "evaluator", "cards", "handshape", "variants", "i18n",
              "scenario"},
    "progress": {"coach", "engine", "evaluator", "cards", "i18n", "persistence"},
    "cli": {"scenario", "ai", "odds", "engine", "evaluator", "cards", "i18n", "persistence",
            "coach", "session", "progress"},
    "ui": {"drawpoker", "cards", "i18n", "resources", "evaluator", "handshape", "variants", "odds",
           "engine", "scenario", "ai", "persistence", "session", "coach", "progress"},
    "__main__": {"drawpoker", "cli", "ui", "i18n", "resources", "persistence"},
}

#: Function-local imports of our own modules that are there on purpose (not to dodge a cycle).
LOCAL_IMPORTS_ALLOWED = {
    # The command line never loads pygame: the game's UI is imported only to play.
    ("drawpoker.__main__", "drawpoker.ui.app"),
    ("drawpoker.__main__", "drawpoker.ui.diagnostics"),  # Ctrl-C quits the game as closing it
    # The evaluator (and numpy behind it) loads at the first showdown, not with the engine.
    ("drawpoker.engine.interning", "drawpoker.evaluator"),
}

MAX_LINES = 450
MAX_OVER_400 = 3
FINDER_WORDS = ("breaker", "newuser", "new_user", "fixes", "known_faults", "verifier", "finding")


@dataclass
class Module:
    name: str
    path: Path
    lines: int
    imports: set[str] = field(default_factory=set)       # every drawpoker module imported
    local_imports: set[str] = field(default_factory=set)  # those imported inside a function
    silent_excepts: list[int] = field(default_factory=list)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    ids: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            test = node.test
            name = test.id if isinstance(test, ast.Name) else getattr(test, "attr", None)
            if name == "TYPE_CHECKING":
                for sub in node.body:
                    ids.update(id(n) for n in ast.walk(sub))
    return ids


def _targets(node: ast.Import | ast.ImportFrom, package: str) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        up = package.split(".")[: len(package.split(".")) - (node.level - 1)]
        base = ".".join(up + ([base] if base else []))
    return [base] + [f"{base}.{alias.name}" for alias in node.names]


def _silent(handler: ast.ExceptHandler) -> bool:
    broad = handler.type is None or (
        isinstance(handler.type, ast.Name) and handler.type.id in ("Exception", "BaseException"))
    if not broad:
        return False
    return all(isinstance(s, (ast.Pass, ast.Continue, ast.Return))
               or (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
               for s in handler.body)


def _scan() -> dict[str, Module]:
    paths = {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}
    mods: dict[str, Module] = {}

    def resolve(target: str) -> str | None:
        while target:
            if target in paths:
                return target
            target = target.rpartition(".")[0]
        return None

    for name, path in paths.items():
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        mod = Module(name, path, text.count("\n") + (0 if text.endswith("\n") else 1))
        skip = _type_checking_nodes(tree)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        local: set[int] = set()
        for fn in ast.walk(tree):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                local.update(id(n) for n in ast.walk(fn) if n is not fn)
        for node in ast.walk(tree):
            if isinstance(node, ast.ExceptHandler) and _silent(node):
                mod.silent_excepts.append(node.lineno)
            if id(node) in skip or not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            for target in _targets(node, package):
                if not target.startswith("drawpoker"):
                    continue
                resolved = resolve(target)
                if resolved and resolved != name:
                    mod.imports.add(resolved)
                    if id(node) in local:
                        mod.local_imports.add(resolved)
        mods[name] = mod
    return mods


MODULES = _scan()


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


def _cycles() -> list[list[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in MODULES[v].imports:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for name in MODULES:
        if name not in index:
            visit(name)
    # A package's __init__ re-exporting its own modules (which import their siblings through
    # the package) is how a package publishes its API, not a cycle between jobs.
    return [c for c in found
            if not all(x == c[0] or x.startswith(c[0] + ".") for x in c)]


def test_no_import_cycles() -> None:
    assert _cycles() == []


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
    too_long = sorted(f"{m.path.relative_to(ROOT)}: {m.lines}"
                      for m in MODULES.values() if m.lines > MAX_LINES)
    assert too_long == []
    over_400 = sorted(f"{m.path.relative_to(ROOT)}: {m.lines}"
                      for m in MODULES.values() if m.lines > 400)
    assert len(over_400) <= MAX_OVER_400, over_400


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
