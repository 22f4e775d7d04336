"""Every memo cache has a bound (issue #17: "the caches have bounds").

A ``functools.cache`` or ``lru_cache(maxsize=None)`` keeps every key it has met: fine over
a domain that is finite and small by construction (the games, the wild modes), a leak over
anything that follows play (amounts, texts, sizes). This reads the source of every module
of the package and allows an unbounded memo only on :data:`FINITE_DOMAINS`, each with the
reason its keys are few.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "drawpoker"

#: (module path under drawpoker/, function) -> why its keys are few.
FINITE_DOMAINS: dict[tuple[str, str], str] = {
    ("evaluator/tables.py", "_plain_key"): "sorted rank multisets of five cards: 6,188 at most",
    ("evaluator/tables.py", "scheme"): "one per game and wild mode",
    ("ai/tables.py", "tables_for"): "one per AI mode (game, wild mode, draw cap)",
    ("odds/equity.py", "_beat_table"): "one per game and wild mode",
    ("odds/equity.py", "_opponent_distribution"): "one per game and wild mode",
    ("odds/equity.py", "_equity_table"): "one per game, wild mode and opponent count (1..7)",
    ("odds/counting.py", "_multisets"): "one per draw size (0..5)",
    ("odds/counting.py", "_combos"): "one per (stub size, cards drawn): a few dozen",
}


def _unbounded(decorator: ast.expr) -> bool:
    """Whether ``decorator`` is ``cache``/``functools.cache`` or an ``lru_cache`` whose
    ``maxsize`` is None."""
    name = decorator.func if isinstance(decorator, ast.Call) else decorator
    ident = name.attr if isinstance(name, ast.Attribute) else getattr(name, "id", "")
    if ident == "cache":
        return True
    if ident != "lru_cache" or not isinstance(decorator, ast.Call):
        return False  # a bare @lru_cache keeps 128
    sizes = [kw.value for kw in decorator.keywords if kw.arg == "maxsize"] + decorator.args[:1]
    return any(isinstance(v, ast.Constant) and v.value is None for v in sizes)


def unbounded_memos() -> set[tuple[str, str]]:
    """(module path, function) of every unbounded memo in the package."""
    found: set[tuple[str, str]] = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
                    _unbounded(d) for d in node.decorator_list):
                found.add((path.relative_to(PACKAGE).as_posix(), node.name))
    return found


def test_unbounded_memos_are_only_over_finite_domains() -> None:
    leaks = unbounded_memos() - set(FINITE_DOMAINS)
    assert not leaks, (f"unbounded caches {sorted(leaks)}: give them a maxsize, or add them to "
                       "FINITE_DOMAINS with the reason their keys are few")


def test_the_finite_domains_list_names_real_memos() -> None:
    stale = set(FINITE_DOMAINS) - unbounded_memos()
    assert not stale, f"no such unbounded memo any more: {sorted(stale)}"


def test_the_scan_sees_each_kind_of_unbounded_memo() -> None:
    src = ("from functools import cache, lru_cache\nimport functools\n"
           "@cache\ndef a(): ...\n@functools.cache\ndef b(): ...\n"
           "@lru_cache(maxsize=None)\ndef c(): ...\n@functools.lru_cache(None)\ndef d(): ...\n"
           "@lru_cache(maxsize=64)\ndef e(): ...\n@lru_cache\ndef f(): ...\n")
    tree = ast.parse(src)
    flagged = [n.name for n in tree.body if isinstance(n, ast.FunctionDef)
               and any(_unbounded(d) for d in n.decorator_list)]
    assert flagged == ["a", "b", "c", "d"]
