"""The scene routes: the one module that names every scene module.

:data:`ROUTES` names each screen by the module and the factory (a class, or
``Class.method``) that builds it; :func:`navigator` gives the app its
:class:`~drawpoker.ui.navigation.Navigator` with them. A scene's module is imported the
first time its route is built, so the title screen comes up before the table, the AI and
numpy behind them are loaded. A scene opens another with
``self.app.nav.push("settings", overlay=True)`` (keyword arguments are the scene's
constructor arguments; ``"deal_again"`` takes those of
:meth:`~drawpoker.ui.scenes.deal_again.DealAgainScene.from_document`).

:data:`DEFERRED` does the same for what the game needs only after its first frame (the
start notices): :func:`deferred` imports it when first asked for.
"""

from __future__ import annotations

import importlib
import threading
from typing import Any

from drawpoker.ui.navigation import Factory, Navigator
from drawpoker.ui.scene import Scene, SceneStack

#: Route name -> (module path, factory name in it: ``"Class"`` or ``"Class.method"``).
ROUTES: dict[str, tuple[str, str]] = {
    "title": ("drawpoker.ui.scenes.title", "TitleScene"),
    "setup": ("drawpoker.ui.scenes.setup", "SetupScene"),
    "table": ("drawpoker.ui.table.scene", "TableScene"),
    "notice": ("drawpoker.ui.scenes.dialog", "NoticeScene"),
    "pause": ("drawpoker.ui.scenes.pause", "PauseScene"),
    "settings": ("drawpoker.ui.scenes.settings", "SettingsScene"),
    "controls": ("drawpoker.ui.scenes.controls", "ControlsScene"),
    "rules": ("drawpoker.ui.scenes.rules", "RulesScene"),
    "history": ("drawpoker.ui.scenes.history", "HistoryScene"),
    "replay": ("drawpoker.ui.scenes.replay", "ReplayScene"),
    "deal_again": ("drawpoker.ui.scenes.deal_again", "DealAgainScene.from_document"),
    "stats": ("drawpoker.ui.scenes.stats", "StatsScene"),
    "profile": ("drawpoker.ui.scenes.profile", "ProfileScene"),
    "tutorial": ("drawpoker.ui.scenes.tutorial", "TutorialScene"),
    "practice": ("drawpoker.ui.scenes.practice", "PracticeScene"),
    "daily": ("drawpoker.ui.scenes.daily", "DailyScene"),
    "career": ("drawpoker.ui.scenes.career", "CareerScene"),
    "career_table": ("drawpoker.ui.scenes.career_table", "CareerTableScene"),
    "coach": ("drawpoker.ui.scenes.coach", "CoachScene"),
    "tournament": ("drawpoker.ui.scenes.tournament_setup", "TournamentSetupScene"),
    "tournament_table": ("drawpoker.ui.scenes.tournament_table", "TournamentTableScene"),
    "tournament_results": ("drawpoker.ui.scenes.tournament_results", "TournamentResultsScene"),
    "hotseat_table": ("drawpoker.ui.scenes.hotseat_table", "HotseatTableScene"),
    "hand_off": ("drawpoker.ui.scenes.hand_off", "HandOffScene"),
    "table_hands": ("drawpoker.ui.scenes.table_hands", "TableHandsScene"),
    "tournament_stats": ("drawpoker.ui.scenes.tournament_stats", "TournamentStatsScene"),
    "sitting_summary": ("drawpoker.ui.scenes.sitting_summary", "SittingSummaryScene"),
}

#: What the game needs only from its second frame on, imported when first used (the
#: title's first frame comes up without the profile, the engine's hand journal and the
#: hand-history format behind it): name -> (module path, attribute).
DEFERRED: dict[str, tuple[str, str]] = {
    "open_profile_or_tell": ("drawpoker.ui.flows.title_badge", "open_profile_or_tell"),
    "read_bankroll": ("drawpoker.ui.flows.title_badge", "read_bankroll"),
    "tournament_in_progress": ("drawpoker.ui.flows.title_badge", "tournament_in_progress"),
    "push_startup_notices": ("drawpoker.ui.flows.startup", "push_startup_notices"),
    "tell_demo_notices": ("drawpoker.ui.flows.startup", "tell_demo_notices"),
    "tell_asset_problems": ("drawpoker.ui.flows.startup", "tell_asset_problems"),
    "offer_tutorial": ("drawpoker.ui.flows.welcome", "offer_tutorial"),
}

#: Routes whose modules :func:`preload` imports behind the title screen (the table and
#: the AI, odds and numpy it needs), so the first deal does not wait for them.
PRELOAD = ("table", "setup")


class LazyRoute:
    """The factory of one route, importing its module the first time it is called.

    Args:
        module: the dotted module path (``"drawpoker.ui.table.scene"``).
        name: the factory in it, ``"Class"`` or ``"Class.method"``.

    Raises (on :meth:`resolve` or a call): ImportError, AttributeError for a wrong route.
    """

    def __init__(self, module: str, name: str) -> None:
        self.module = module
        self.name = name
        self._factory: Factory | None = None

    def resolve(self) -> Factory:
        """The factory itself (its module imported now if it was not)."""
        if self._factory is None:
            target: Any = importlib.import_module(self.module)
            for part in self.name.split("."):
                target = getattr(target, part)
            self._factory = target
        return self._factory

    def __call__(self, **kwargs: Any) -> Scene:
        return self.resolve()(**kwargs)


_deferred: dict[str, LazyRoute] = {name: LazyRoute(module, attribute)
                                    for name, (module, attribute) in DEFERRED.items()}


def deferred(name: str) -> Any:
    """The attribute :data:`DEFERRED` names ``name`` (its module imported now if it was not).

    Raises:
        KeyError: ``name`` is not in :data:`DEFERRED`.
    """
    return _deferred[name].resolve()


def factories() -> dict[str, LazyRoute]:
    """Route name -> its lazy factory, one per entry of :data:`ROUTES`."""
    return {route: LazyRoute(module, name) for route, (module, name) in ROUTES.items()}


def navigator(stack: SceneStack) -> Navigator:
    """A navigator over ``stack`` knowing every route of :data:`ROUTES`."""
    return Navigator(stack, factories())


def preload(routes: tuple[str, ...] = PRELOAD) -> threading.Thread:
    """Import the modules of ``routes`` on a daemon worker thread; returns it (started).

    Importing is all it does: a scene is built only when its route is pushed, on the main
    thread; Python's import lock makes a push that comes first wait for the import.
    """
    modules = [ROUTES[route][0] for route in routes]

    def work() -> None:
        for module in modules:
            importlib.import_module(module)

    thread = threading.Thread(target=work, name="drawpoker-preload", daemon=True)
    thread.start()
    return thread


__all__ = ["DEFERRED", "PRELOAD", "ROUTES", "LazyRoute", "deferred", "factories", "navigator",
           "preload"]
