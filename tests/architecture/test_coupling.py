"""Coupling, measured from the source (docs/architecture.md, "A part owns its state").

Length says little about a module's job; these rules say how parts depend on each other:

- no host mixins: no class has two or more drawpoker bases (a ``Protocol`` it implements
  does not count, nor ``Enum``/``Generic``-like bases; ``Scene`` counts like any other, so a
  screen is a ``Scene`` and composes its parts), so no class is assembled from slices that
  share one ``self``;
- no class declares another part's state: no class-level annotation without a value typed
  ``Any`` outside a record (a dataclass, ``NamedTuple``, ``TypedDict`` or ``Protocol``, whose
  annotations are its own fields);
- views draw what they are given: no view (``ui/table/view_*``), frame painter
  (``ui/table/frame.py``) or controls model (``ui/table/controls.py``) imports the table
  scene, not even under ``TYPE_CHECKING``;
- no module imports another module's ``_private`` name.

The redesign of issue 25 is taking the table scene apart in two parts worked on at the same
time; what those parts still have to remove is listed below by name, with the part that
removes it. Every entry must still be needed: a test fails once an entry is gone from the
code, so the lists only shrink.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.support.code_scan import Module, class_index, scan

MODULES = scan()
ANY = re.compile(r"\bAny\b")

#: Bases that say what kind of class it is, not whose state it shares.
NEUTRAL_BASES = {"Protocol", "Generic", "NamedTuple", "TypedDict", "ABC", "Enum", "StrEnum",
                 "IntEnum", "Flag", "IntFlag"}
#: Decorators and bases that make a class a record whose annotations are its own fields.
RECORD_DECORATORS = {"dataclass"}
RECORD_BASES = {"NamedTuple", "TypedDict", "Protocol"}
#: The modules that draw a snapshot of the table (no scene).
VIEW_PREFIXES = ("drawpoker.ui.table.view_",)
VIEW_MODULES = {"drawpoker.ui.table.frame", "drawpoker.ui.table.controls"}
TABLE_SCENE = "drawpoker.ui.table.scene"

#: Host mixins still being taken apart: class -> the part of the redesign that removes it
#: (none left: the table scene's only base is ``Scene``).
HOSTS_BEING_REMOVED: dict[str, str] = {}
#: Classes still declaring the table scene's state as ``Any`` -> the part that removes them
#: (none left: the parts own their state, the session the turns).
ANY_DECLARATIONS_BEING_REMOVED: dict[str, str] = {}
#: Views that still import the scene -> the part that removes the import (none left: the
#: views, the frame painter and the controls model draw a ``snapshot.TableFrame``).
SCENE_IMPORTS_BEING_REMOVED: dict[str, str] = {}
#: Imports of a private name still to go -> the part that removes them.
PRIVATE_IMPORTS_BEING_REMOVED: dict[str, str] = {}


def host_mixins(mods: dict[str, Module] = MODULES) -> list[str]:
    """``module.Class`` of every class with two or more drawpoker bases."""
    classes = class_index(mods)
    protocols = {name for name, defs in classes.items()
                 if any("Protocol" in info.bases for _, info in defs)}
    hosts = []
    for mod in mods.values():
        for info in mod.classes:
            ours = [b for b in info.bases
                    if b in classes and b not in NEUTRAL_BASES and b not in protocols]
            if len(ours) >= 2:
                hosts.append(f"{mod.name}.{info.name}")
    return sorted(hosts)


def any_declarations(mods: dict[str, Module] = MODULES) -> dict[str, list[str]]:
    """``module.Class`` -> its class-level ``Any`` declarations, records left out."""
    found: dict[str, list[str]] = {}
    for mod in mods.values():
        for info in mod.classes:
            if RECORD_DECORATORS & set(info.decorators) or RECORD_BASES & set(info.bases):
                continue
            names = [name for name, annotation in info.declared.items()
                     if ANY.search(annotation)]
            if names:
                found[f"{mod.name}.{info.name}"] = names
    return found


def views_importing_the_scene(mods: dict[str, Module] = MODULES) -> list[str]:
    return sorted(mod.name for mod in mods.values()
                  if (mod.name in VIEW_MODULES or mod.name.startswith(VIEW_PREFIXES))
                  and TABLE_SCENE in mod.all_imports)


def private_imports(mods: dict[str, Module] = MODULES) -> list[str]:
    """``importer <- module.name`` for every ``_private`` name imported from another module."""
    return sorted(f"{mod.name} <- {source}.{name}"
                  for mod in mods.values() for source, name in mod.imported_names
                  if name.startswith("_") and not name.startswith("__") and name != "_"
                  and source != mod.name)


def test_no_host_mixins() -> None:
    assert [h for h in host_mixins() if h not in HOSTS_BEING_REMOVED] == []


def test_no_class_declares_state_as_any() -> None:
    declared = any_declarations()
    assert {k: v for k, v in declared.items() if k not in ANY_DECLARATIONS_BEING_REMOVED} == {}


def test_views_do_not_import_the_scene() -> None:
    assert [m for m in views_importing_the_scene() if m not in SCENE_IMPORTS_BEING_REMOVED] == []


def test_no_private_cross_imports() -> None:
    assert [p for p in private_imports() if p not in PRIVATE_IMPORTS_BEING_REMOVED] == []


@pytest.mark.parametrize(("allowance", "present"), [
    (HOSTS_BEING_REMOVED, host_mixins),
    (ANY_DECLARATIONS_BEING_REMOVED, lambda: list(any_declarations())),
    (SCENE_IMPORTS_BEING_REMOVED, views_importing_the_scene),
    (PRIVATE_IMPORTS_BEING_REMOVED, private_imports),
], ids=["hosts", "any", "scene-imports", "private"])
def test_every_allowance_is_still_needed(allowance: dict[str, str], present: object) -> None:
    """An entry whose fault is gone from the code is dropped from its list."""
    assert callable(present)
    gone = sorted(set(allowance) - set(present()))
    assert gone == [], "fixed: drop these from the list"


SAMPLE = {
    "base.py": "class Part:\n    pass\n\n\nclass Other:\n    pass\n",
    "host.py": ("from typing import Any, Protocol\n\n"
                "from drawpoker.base import Other, Part, _helper\n\n\n"
                "class Speaks(Protocol):\n    def say(self) -> str: ...\n\n\n"
                "class Host(Part, Other):\n    pass\n\n\n"
                "class Fine(Part, Speaks):\n    pass\n\n\n"
                "class Slice:\n    hand: Any\n    table: dict[str, Any]\n    own: int\n"),
    "ui/table/scene.py": "class TableScene:\n    pass\n",
    "ui/table/view_log.py": ("from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n"
                             "    from drawpoker.ui.table.scene import TableScene\n"),
}


def test_the_rules_see_a_fault(tmp_path: Path) -> None:
    """Each rule finds its fault in a small made-up package (so each can fail)."""
    for name, text in SAMPLE.items():
        path = tmp_path / "drawpoker" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    mods = scan(tmp_path / "drawpoker")
    assert host_mixins(mods) == ["drawpoker.host.Host"]
    assert any_declarations(mods) == {"drawpoker.host.Slice": ["hand", "table"]}
    assert views_importing_the_scene(mods) == ["drawpoker.ui.table.view_log"]
    assert private_imports(mods) == ["drawpoker.host <- drawpoker.base._helper"]
