"""The code of ``drawpoker`` read as source (parsed, never imported), for the architecture tests.

:func:`scan` gives one :class:`Module` per file: its size, the drawpoker modules it imports
(module-level, function-local and ``if TYPE_CHECKING:`` imports told apart), the names it
imports from them, its classes and their bases, and its silent broad excepts.
:func:`cycles` finds import cycles (strongly connected components) in such a graph.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "drawpoker"
TESTS = ROOT / "tests"


@dataclass
class ClassInfo:
    """One class: ``bases`` as written (the last name of each: ``Scene``, ``Protocol``),
    ``decorators`` likewise, and its class-level annotations without a value
    (``name -> annotation source``)."""

    name: str
    line: int
    bases: list[str]
    decorators: list[str]
    declared: dict[str, str] = field(default_factory=dict)


@dataclass
class Module:
    name: str
    path: Path
    lines: int
    imports: set[str] = field(default_factory=set)        # runtime imports (not TYPE_CHECKING)
    type_imports: set[str] = field(default_factory=set)   # those under ``if TYPE_CHECKING:``
    local_imports: set[str] = field(default_factory=set)  # runtime ones inside a function
    #: ``(module, name)`` for every ``from drawpoker.x import name`` (TYPE_CHECKING included)
    imported_names: set[tuple[str, str]] = field(default_factory=set)
    classes: list[ClassInfo] = field(default_factory=list)
    silent_excepts: list[int] = field(default_factory=list)

    @property
    def all_imports(self) -> set[str]:
        """Every drawpoker module imported, ``TYPE_CHECKING`` imports included."""
        return self.imports | self.type_imports


def module_name(path: Path, root: Path = ROOT) -> str:
    """``drawpoker.ui.app`` for ``<root>/drawpoker/ui/app.py``."""
    parts = list(path.relative_to(root).with_suffix("").parts)
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


def _base(node: ast.ImportFrom, package: str) -> str:
    base = node.module or ""
    if node.level:
        up = package.split(".")[: len(package.split(".")) - (node.level - 1)]
        base = ".".join(up + ([base] if base else []))
    return base


def _targets(node: ast.Import | ast.ImportFrom, package: str) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = _base(node, package)
    return [base] + [f"{base}.{alias.name}" for alias in node.names]


def _silent(handler: ast.ExceptHandler) -> bool:
    broad = handler.type is None or (
        isinstance(handler.type, ast.Name) and handler.type.id in ("Exception", "BaseException"))
    if not broad:
        return False
    return all(isinstance(s, (ast.Pass, ast.Continue, ast.Return))
               or (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
               for s in handler.body)


def _last_name(node: ast.expr) -> str:
    if isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _class_info(node: ast.ClassDef) -> ClassInfo:
    info = ClassInfo(node.name, node.lineno, [_last_name(b) for b in node.bases],
                     [_last_name(d) for d in node.decorator_list])
    for stmt in node.body:
        if isinstance(stmt, ast.AnnAssign) and stmt.value is None \
                and isinstance(stmt.target, ast.Name):
            info.declared[stmt.target.id] = ast.unparse(stmt.annotation)
    return info


def scan(package: Path = PACKAGE) -> dict[str, Module]:
    """Every module of ``package`` by dotted name."""
    paths = {module_name(p, package.parent): p for p in sorted(package.rglob("*.py"))}
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
        type_only = _type_checking_nodes(tree)
        package_name = name if path.name == "__init__.py" else name.rpartition(".")[0]
        local: set[int] = set()
        for fn in ast.walk(tree):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                local.update(id(n) for n in ast.walk(fn) if n is not fn)
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                mod.classes.append(_class_info(node))
            if isinstance(node, ast.ExceptHandler) and _silent(node) and id(node) not in type_only:
                mod.silent_excepts.append(node.lineno)
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            if isinstance(node, ast.ImportFrom):
                base = _base(node, package_name)
                if base.startswith("drawpoker"):
                    mod.imported_names.update((base, a.name) for a in node.names)
            for target in _targets(node, package_name):
                if not target.startswith("drawpoker"):
                    continue
                resolved = resolve(target)
                if not resolved or resolved == name:
                    continue
                if id(node) in type_only:
                    mod.type_imports.add(resolved)
                    continue
                mod.imports.add(resolved)
                if id(node) in local:
                    mod.local_imports.add(resolved)
        mods[name] = mod
    return mods


def cycles(names: Iterable[str], edges: Callable[[str], Iterable[str]]) -> list[list[str]]:
    """The import cycles among ``names`` (Tarjan's strongly connected components of two or
    more modules), each sorted. A package's ``__init__`` re-exporting its own modules (which
    import their siblings through the package) is how a package publishes its API, not a
    cycle between jobs, and is left out."""
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
        for w in edges(v):
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

    for name in names:
        if name not in index:
            visit(name)
    return [c for c in found if not all(x == c[0] or x.startswith(c[0] + ".") for x in c)]


def class_index(mods: Mapping[str, Module]) -> dict[str, list[tuple[str, ClassInfo]]]:
    """Class name -> ``(module, class)`` for every drawpoker class of that name."""
    out: dict[str, list[tuple[str, ClassInfo]]] = {}
    for mod in mods.values():
        for info in mod.classes:
            out.setdefault(info.name, []).append((mod.name, info))
    return out
