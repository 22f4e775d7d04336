"""The sitting summary's level bar: the level's name and the experience figures above
the bar never run into each other, at the larger text sizes and in every language (real
App, real pygame events: a hand played, the table left)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker import i18n
from tests.support.harness import Harness
from tests.support.table import leave_after_a_hand
from tests.support.text_layout import texts_of_frame


@pytest.mark.reported("evening-1#5")
@pytest.mark.parametrize("size", [(1280, 720)])
def test_the_level_name_and_the_xp_figures_stay_apart(
        h: Harness, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """"Level 3: Kitchen table" ran into "1,375 of 1,500 XP" (150 % text)."""
    h.resize(size)
    scene = leave_after_a_hand(h)
    for language in ("en", "de", "ru", "sk"):
        i18n.set_language(language)
        for percent in (125, 150):
            h.app.change_settings(text_size=percent)
            for xp in (1375, 100000):
                monkeypatch.setattr(scene, "shown_xp", lambda xp=xp: xp)
                drawn = texts_of_frame(h.app, monkeypatch)
                level = [d for d in drawn if d.text.startswith(i18n._("Level {n}: {name}")
                                                               .split("{")[0])]
                unit = i18n._("{xp} of {next} XP").rsplit("}", 1)[-1]
                figures = [d for d in drawn if d.text.endswith(unit)]
                assert level and figures, [d.text for d in drawn]
                a, b = level[-1].whole, figures[-1].whole
                where = (language, percent, xp, level[-1].text, figures[-1].text)
                assert a.right + 6 <= b.left or a.bottom <= b.top or b.bottom <= a.top, \
                    (where, a, b)
                assert pygame.Rect(0, 0, *size).contains(a), where
    i18n.set_language("en")
