"""The tutorial's words match the table they teach: the betting step names every quick
size the controls bar shows, in each language."""

from __future__ import annotations

import pytest

from drawpoker import i18n
from drawpoker.coach.tutorial import STEPS
from drawpoker.ui.table.control_bar import ControlBar


@pytest.mark.reported("new-player-evening-2#11")
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
def test_the_betting_step_names_every_quick_size(language: str) -> None:
    """It said "Under the slider, the quick sizes (½ Pot, Pot, Max)": the bar shows five
    (Min and ¾ Pot too), beside the slider."""
    i18n.set_language(language)
    try:
        bar = ControlBar()
        bar.label()
        text = i18n._(next(s for s in STEPS if s.key == "betting").prompt)
        missing = [q for q in bar.quick_labels if q not in text]
        assert not missing, (missing, text)
    finally:
        i18n.set_language("en")
