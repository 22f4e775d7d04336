"""The title screen at 150 % text, at every window size and in every language: both card
fans shown, the menu, the bankroll and the hint under the menu clear of them, the hint
drawn whole inside the window (wrapped where one line would not hold it), and a
tournament in progress said in words of the language ("Turnier läuft", not "Turnier
Läuft")."""

from __future__ import annotations

from argparse import Namespace
from pathlib import Path

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui.app import App
from drawpoker.ui.scenes.title import TitleScene
from tests.support.pictures import MARK
from tests.support.text_layout import cut_labels, overlaps, texts_of_frame

SIZES = [(960, 540), (1280, 720), (1280, 800), (1920, 1080)]
IN_PROGRESS = {"en": "Tournament in progress", "de": "Turnier läuft",
               "ru": "Турнир идёт", "sk": "Turnaj prebieha"}


pytestmark = pytest.mark.usefixtures("pictures_marked")


@pytest.mark.reported("new-player-150-percent#3")
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_title_at_150_percent(tmp_path: Path, size: tuple[int, int], language: str,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(language)
    app = App(Namespace(size=f"{size[0]}x{size[1]}", data_dir=str(tmp_path), seed=11,
                        language=language), realtime=False)
    app.change_settings(text_size=150)
    app.settings = app.settings.replace(tutorial_offered=True)  # the first start's welcome answered
    app.start_scenes()
    for _ in range(3):
        app.step_frame()
    title = app.stack.top
    assert isinstance(title, TitleScene)
    title.in_tournament = True
    title.resize(app.size)
    drawn = texts_of_frame(app, monkeypatch)
    assert title._bg is not None
    fans = pygame.mask.from_threshold(title._bg, MARK, (1, 1, 1, 255))
    spots = fans.get_bounding_rects()
    assert len({r.centerx < size[0] // 2 for r in spots}) == 2, spots  # a fan at each side
    pill = next(d.whole for d in drawn if d.text == title.bankroll_text())
    hint = title.hint(title.pointed())
    lines = [d for d in drawn if d.text and d.text in hint and d.caller.endswith("title:draw")]
    assert " ".join(d.text for d in lines) == hint, lines  # whole, on one line or wrapped
    things = [("the bankroll", pill)] + [("the hint line", d.whole) for d in lines]
    things += [(f"the button {b.label!r}", b.rect) for b in title.buttons]
    for what, rect in things:
        covered = fans.overlap_area(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
        assert covered == 0, f"{what} {rect} over a card fan {spots}"
    assert all(pygame.Rect(0, 0, *size).contains(d.whole) for d in lines), lines
    assert not cut_labels(drawn) and not overlaps(drawn, size), (cut_labels(drawn),
                                                                 overlaps(drawn, size))
    words = [d.text for d in drawn]
    assert IN_PROGRESS[language] in words, words
    app.stack.clear()
