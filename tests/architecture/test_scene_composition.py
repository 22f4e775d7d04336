"""A screen composes, never subclasses another screen (docs/architecture.md, "Who
composes what").

A screen is a class that a route builds (``ui.routes.ROUTES``: the playing table, the
replay, the tournament table, ...). A scene that shows what another screen shows
composes that screen's parts and views (the replay: the table's parts and its canvas) or
the screen itself (the tournament table and the deal played again compose the playing
table, give it their course and show it through ``ui.table.host.TableHost``), instead of
subclassing it and overriding its members. A base that is no screen
of its own (``Scene``, the menus' ``MenuScene``) may be subclassed.

Subclasses still to be composed are listed by name with the reason and the work that
removes them; an entry whose subclass is gone fails the test, so the list only shrinks.
"""

from __future__ import annotations

from pathlib import Path

from drawpoker.ui import routes
from tests.support.code_scan import Module, class_index, scan

MODULES = scan()

#: Screens that still subclass another screen -> why, and the work that composes them.
SUBCLASSES_BEING_COMPOSED: dict[str, str] = {
    "drawpoker.ui.scenes.hotseat_table.HotseatTableScene <- TableScene":
        "pass-and-play hooks TablePlay.person_turn/pre_action_used; being reworked on "
        "its own branch (issue 25, pass-and-play)",
}


def screen_classes() -> set[str]:
    """The class names the routes build (``"Class"`` of ``"Class.method"`` factories)."""
    return {factory.partition(".")[0] for _module, factory in routes.ROUTES.values()}


def screen_subclasses(mods: dict[str, Module] = MODULES,
                      screens: set[str] | None = None) -> list[str]:
    """``module.Class <- Screen`` for every drawpoker class with a screen among its bases."""
    screens = screen_classes() if screens is None else screens
    known = class_index(mods)
    return sorted(f"{mod.name}.{info.name} <- {base}"
                  for mod in mods.values() for info in mod.classes
                  for base in info.bases if base in screens and base in known)


def test_no_screen_subclasses_another_screen() -> None:
    found = [s for s in screen_subclasses() if s not in SUBCLASSES_BEING_COMPOSED]
    assert found == [], "compose the screen's parts, or the screen itself, instead"


def test_every_listed_subclass_is_still_there() -> None:
    gone = sorted(set(SUBCLASSES_BEING_COMPOSED) - set(screen_subclasses()))
    assert gone == [], "composed now: drop these from the list"


def test_the_replay_the_tournament_table_and_the_deal_again_compose_the_table() -> None:
    from drawpoker.ui.scene import Scene
    from drawpoker.ui.scenes.deal_again import DealAgainScene
    from drawpoker.ui.scenes.replay import ReplayScene
    from drawpoker.ui.scenes.tournament_table import TournamentTableScene
    from drawpoker.ui.table.host import TableHost
    from drawpoker.ui.table.scene import TableScene

    assert ReplayScene.__bases__ == (Scene,)
    assert TableHost.__bases__ == (Scene,)
    for scene in (ReplayScene, TournamentTableScene, DealAgainScene):
        assert not issubclass(scene, TableScene)


def test_the_rule_sees_a_screen_subclassed(tmp_path: Path) -> None:
    """The rule finds a made-up screen subclassed, and leaves a base like ``MenuScene``."""
    sample = {
        "scene.py": "class Scene:\n    pass\n",
        "menu.py": "from drawpoker.scene import Scene\n\n\nclass MenuScene(Scene):\n    pass\n",
        "table.py": "from drawpoker.scene import Scene\n\n\nclass TableScene(Scene):\n    pass\n",
        "replay.py": ("from drawpoker.table import TableScene\n\n\n"
                      "class ReplayScene(TableScene):\n    pass\n"),
        "stats.py": "from drawpoker.menu import MenuScene\n\n\nclass StatsScene(MenuScene):\n    pass\n",
    }
    for name, text in sample.items():
        (tmp_path / "drawpoker").mkdir(exist_ok=True)
        (tmp_path / "drawpoker" / name).write_text(text, encoding="utf-8")
    mods = scan(tmp_path / "drawpoker")
    found = screen_subclasses(mods, {"TableScene", "ReplayScene", "StatsScene"})
    assert found == ["drawpoker.replay.ReplayScene <- TableScene"]
