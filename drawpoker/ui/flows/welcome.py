"""The first start's welcome (:func:`offer_tutorial`): a dialog over the title screen
offering the tutorial to a player who has never started the game, asked once.

*Take the tutorial* (the default, Enter or the pad's A) opens the ``"tutorial"`` route,
*Just deal* sits down at once at the table *Play now* would choose
(``flows.sitting.play_now``), Esc (the pad's B) only closes the dialog: the title stays. The offer
counts as made as soon as it is shown (``Settings.tutorial_offered`` saved in
settings.json), so a player who closes the game instead of answering is not asked again;
a player who has begun the tutorial (``tutorial_step``) and a ``--demo`` run are never
asked.
"""

from __future__ import annotations

from drawpoker.i18n import _
from drawpoker.ui.flows.sitting import play_now
from drawpoker.ui.scene import Scene
from drawpoker.ui.services import Services


def offer_tutorial(app: Services) -> Scene | None:
    """On the first start, push the welcome dialog offering the tutorial over the title;
    returns it, or None when it is not offered (offered before, the tutorial begun, a
    demo)."""
    if app.settings.tutorial_offered or app.settings.tutorial_step or app.demo_hands:
        return None
    app.change_settings(tutorial_offered=True)
    return app.nav.push(
        "notice", heading=_("Welcome to the table!"),
        message=_("New to draw poker? The tutorial teaches it in ten short steps at a real "
                  "table, in a few minutes: the hands, the betting and the draw. Or just "
                  "deal and learn as you play: the Tutorial stays on the title screen."),
        choices=[(_("Take the tutorial"), "primary", lambda: app.nav.push("tutorial")),
                 (_("Just deal"), "neutral", lambda: play_now(app))],
        default=0, cancel=None, kind="info")


__all__ = ["offer_tutorial"]
