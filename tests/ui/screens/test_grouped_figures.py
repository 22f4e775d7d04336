"""Every figure a player reads is grouped by the one locale formatter (Babel), signed ones
too: the sitting summary's "+1,495 XP" beside its "1,495 of 1,500 XP", drawn by the real
scene; the tournament set-up's rises ("+25%", German "+25 %")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from drawpoker import i18n
from drawpoker.i18n import format_signed, format_signed_percent
from drawpoker.progress.levels import standing
from drawpoker.progress.summary import SittingSummary
from drawpoker.progress.xp import Award
from drawpoker.ui.scenes.sitting_summary import BAR_SECONDS
from tests.support.harness import Harness
from tests.support.text_layout import texts_of_frame


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.reported("new-player-evening#4")
@pytest.mark.parametrize(("language", "gain", "good"), [
    ("en", "+1,495 XP", "1,200 good decisions"), ("de", "+1.495 EP", "1.200"),
    ("ru", "+1\u00a0495 опыта", "1\u00a0200")])
def test_the_sitting_summary_groups_the_experience_it_gives(
        h: Harness, monkeypatch: pytest.MonkeyPatch, language: str, gain: str,
        good: str) -> None:
    h.app.start_scenes()
    h.frames(2)
    h.app.change_settings(language=language)
    award = Award("cash", good=1200, close=3, costly=1, xp=1495)
    summary = SittingSummary(hands=1234, net=-2500, biggest_pot=1800, best=None, award=award,
                             before=standing(0), after=standing(1495))
    h.app.nav.push("sitting_summary", summary=summary)
    h.frames(int(BAR_SECONDS * 60) + 5)
    words = " ".join(d.text for d in texts_of_frame(h.app, monkeypatch))
    assert gain in words and good in words, words
    assert "1495" not in words and "1200" not in words


def test_signed_figures_go_through_the_formatter() -> None:
    assert (format_signed(1495), format_signed(-40), format_signed(0)) == ("+1,495", "\u221240",
                                                                            "0")
    assert format_signed_percent(25) == "+25%"
    i18n.set_language("de")
    assert (format_signed(1495), format_signed_percent(25)) == ("+1.495", "+25\u00a0%")

