"""The scene routes: the one module that imports every scene module.

:data:`ROUTES` names each screen; :func:`navigator` gives the app its
:class:`~drawpoker.ui.navigation.Navigator` with them. A scene opens another with
``self.app.nav.push("settings", overlay=True)`` (keyword arguments are the scene's
constructor arguments; ``"deal_again"`` takes those of
:meth:`~drawpoker.ui.scenes.deal_again.DealAgainScene.from_document`).
"""

from __future__ import annotations

from drawpoker.ui.navigation import Factory, Navigator
from drawpoker.ui.scene import SceneStack
from drawpoker.ui.scenes.coach import CoachScene
from drawpoker.ui.scenes.deal_again import DealAgainScene
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.scenes.history import HistoryScene
from drawpoker.ui.scenes.pause import PauseScene
from drawpoker.ui.scenes.practice import PracticeScene
from drawpoker.ui.scenes.profile import ProfileScene
from drawpoker.ui.scenes.replay import ReplayScene
from drawpoker.ui.scenes.rules import RulesScene
from drawpoker.ui.scenes.settings import SettingsScene
from drawpoker.ui.scenes.setup import SetupScene
from drawpoker.ui.scenes.stats import StatsScene
from drawpoker.ui.scenes.title import TitleScene
from drawpoker.ui.scenes.tournament_results import TournamentResultsScene
from drawpoker.ui.scenes.tournament_setup import TournamentSetupScene
from drawpoker.ui.scenes.tournament_stats import TournamentStatsScene
from drawpoker.ui.scenes.tournament_table import TournamentTableScene
from drawpoker.ui.scenes.tutorial import TutorialScene
from drawpoker.ui.table.scene import TableScene

#: Route name -> the scene factory.
ROUTES: dict[str, Factory] = {
    "title": TitleScene,
    "setup": SetupScene,
    "table": TableScene,
    "notice": NoticeScene,
    "pause": PauseScene,
    "settings": SettingsScene,
    "rules": RulesScene,
    "history": HistoryScene,
    "replay": ReplayScene,
    "deal_again": DealAgainScene.from_document,
    "stats": StatsScene,
    "profile": ProfileScene,
    "tutorial": TutorialScene,
    "practice": PracticeScene,
    "coach": CoachScene,
    "tournament": TournamentSetupScene,
    "tournament_table": TournamentTableScene,
    "tournament_results": TournamentResultsScene,
    "tournament_stats": TournamentStatsScene,
}


def navigator(stack: SceneStack) -> Navigator:
    """A navigator over ``stack`` knowing every route of :data:`ROUTES`."""
    return Navigator(stack, ROUTES)


__all__ = ["ROUTES", "navigator"]
