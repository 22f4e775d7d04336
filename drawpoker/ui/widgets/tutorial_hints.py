"""The keys a tutorial step names under its task (or the pad's buttons, after pad input):
the line :class:`drawpoker.ui.scenes.tutorial.TutorialScene` shows in its panel."""

from __future__ import annotations

from drawpoker.coach.tutorial import BET, DISCARD, PICK_SEAT
from drawpoker.i18n import _
from drawpoker.ui.prompts import hint_word


def key_hint(kind: str) -> str:
    """The keys of a step of ``kind`` (:data:`drawpoker.coach.tutorial.DISCARD`, ...),
    named as the last input used them; "" for a step that names none."""
    if kind == DISCARD:
        return _("Click a card again to keep it. Keys 1-5 pick cards, Enter draws.")
    if kind == PICK_SEAT:
        return _("{left} and {right} go from player to player, {confirm} picks one.").format(
            left=hint_word("left"), right=hint_word("right"), confirm=hint_word("confirm"))
    if kind == BET:
        return _("{less} and {more} change the amount; {fold}, {call}, {raise} and {allin} "
                 "press the buttons.").format(**{a: hint_word(a) for a in (
                     "less", "more", "fold", "call", "raise", "allin")})
    return ""
