"""The title screen's entries for the screens around the table.

:func:`title_entries` gives ``(label, callback)`` pairs that the title screen shows
between *Play now* and *Quit*: Table setup, Settings, Rules & hand rankings,
Statistics, Hand history, Profile. Each callback pushes its screen over the title.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from drawpoker.i18n import _


def _push(owner: Any, factory: Callable[[], Any]) -> Callable[[], None]:
    def open_screen() -> None:
        owner.app.stack.push(factory())

    return open_screen


def title_entries(owner: Any) -> list[tuple[str, Callable[[], None]]]:
    """Menu entries (translated now) opening each screen over ``owner`` (a scene)."""
    from drawpoker.ui.scenes.history import HistoryScene
    from drawpoker.ui.scenes.profile import ProfileScene
    from drawpoker.ui.scenes.rules import RulesScene
    from drawpoker.ui.scenes.settings import SettingsScene
    from drawpoker.ui.scenes.setup import SetupScene
    from drawpoker.ui.scenes.stats import StatsScene

    return [
        (_("Table setup"), _push(owner, SetupScene)),
        (_("Settings"), _push(owner, SettingsScene)),
        (_("Rules & hand rankings"), _push(owner, RulesScene)),
        (_("Statistics"), _push(owner, StatsScene)),
        (_("Hand history"), _push(owner, HistoryScene)),
        (_("Profile"), _push(owner, ProfileScene)),
    ]
