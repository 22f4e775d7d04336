"""The daily challenge reads like a casual game's daily puzzle, at every window size and in
every language: the score says what it counts (never a bare "0 of 1,000"), a strip of ten
marks shows the decisions done and their points, the panel under the cards says what to
do before the answer and, after it, the best hold and why; the cards keep their size when
the answer comes; nothing drawn overlaps or leaves the window."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.coach.words import kept_label
from drawpoker.i18n import format_chance
from drawpoker.ui import text as ui_text
from drawpoker.ui.scenes.daily import DailyScene
from tests.support.harness import Harness
from tests.support.i18n import LANGS

DAY = date(2026, 12, 6)
SIZES = [(960, 540), (1280, 720), (1920, 1080), (800, 600), (2560, 1440)]
REPORTED = "new-player-evening#29.4: the daily challenge's '0 of 1,000', empty panel, shrinking cards"


@pytest.fixture()
def daily(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[tuple[Harness, DailyScene]]:
    size, language = request.param
    i18n.set_language(language)
    h = Harness(tmp_path, size=size)
    h.app.change_settings(language=language)
    h.app.start_scenes()
    h.frames(3)
    h.app.nav.push("daily", day=DAY)
    h.frames(20)
    scene = h.app.stack.top
    assert isinstance(scene, DailyScene)
    yield h, scene
    h.close()
    i18n.set_language("en")


def _drawn(h: Harness, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Each text the screen draws now and the Rect it took."""
    got: list[tuple[str, pygame.Rect]] = []
    real = ui_text.draw_text

    def spy(*args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(*args, **kwargs)
        got.append((str(args[1]), rect))
        return rect

    monkeypatch.setattr(ui_text, "draw_text", spy)
    h.app.stack.draw(h.app.screen)
    monkeypatch.setattr(ui_text, "draw_text", real)
    return got


def _check_layout(h: Harness, d: DailyScene, drawn: list[tuple[str, pygame.Rect]]) -> None:
    window = h.app.screen.get_rect()
    label = [b.label for b in d.buttons]
    texts = [(t, r) for t, r in drawn if t not in label]  # a button's own label is in it
    for t, r in texts:
        assert window.contains(r), ("off the window", t, r)
        assert "…" not in t, ("cut short", t)
    for i, (t, r) in enumerate(texts):
        for u, q in texts[i + 1:]:
            assert not r.colliderect(q), ("texts overlap", t, u)
        for card in d.card_rects:
            assert not r.colliderect(card), ("text over a card", t)
        for b in d.buttons:
            assert not r.colliderect(b.rect), ("text over a button", t, b.label)
    assert d.panel.bottom <= min(b.rect.top for b in d.buttons)
    for card in d.card_rects:
        assert window.contains(card) and not card.colliderect(d.panel)
    inside = [t for t, r in texts if d.panel.contains(r)]
    assert inside, "the panel under the cards is empty"


def _answer_worst(h: Harness, d: DailyScene) -> None:
    """Keep the worst legal hold (a wrong answer: the panel then says the right one)."""
    item = d.challenge.items[d.index]
    worst = item.holds()[-1]
    for i, card in enumerate(item.drill.hand):
        if card not in worst.keep:
            h.key(pygame.K_1 + i)
    h.key(pygame.K_RETURN)
    assert d.answer is not None


CASES = [(size, lang) for size in SIZES for lang in LANGS]


@pytest.mark.reported(REPORTED)
@pytest.mark.parametrize("daily", CASES, indirect=True, ids=[f"{w}x{h}-{lang}" for (w, h), lang in CASES])
def test_a_draw_decision_and_a_hand_before_and_after_the_answer(
        daily: tuple[Harness, DailyScene], monkeypatch: pytest.MonkeyPatch) -> None:
    h, d = daily
    for index in (0, 5):  # the first draw decision, the first hand
        d.index, d.answer, d.thrown = index, None, set()
        d.answers = d.answers[:index]
        d.resize(h.app.size)
        h.frames(2)
        before = _drawn(h, monkeypatch)
        _check_layout(h, d, before)
        told = " ".join(t for t, _r in before)
        assert "1-5" in told, "the panel says how to answer"
        assert "100" in told, "the panel says how an answer scores"
        heights = {r.height for r in d.card_rects}
        _answer_worst(h, d)
        h.frames(2)
        after = _drawn(h, monkeypatch)
        _check_layout(h, d, after)
        assert {r.height for r in d.card_rects} == heights, "the cards shrank at the answer"
        told = " ".join(t for t, _r in after)
        best = d.answer.best if d.answer else None
        assert best is not None
        assert kept_label(list(best.keep)) in told, "the right answer is shown"
        assert format_chance(float(best.p_improve)) in told, "and why"


@pytest.mark.reported(REPORTED)
@pytest.mark.parametrize("daily", [((1280, 720), "en")], indirect=True)
def test_the_score_says_what_it_counts(daily: tuple[Harness, DailyScene],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    h, d = daily
    told = [t for t, _r in _drawn(h, monkeypatch)]
    assert not any("0 of 1,000" in t for t in told), told
    assert any("up to 100 points a decision" in t for t in told), told
    _answer_worst(h, d)
    told = [t for t, _r in _drawn(h, monkeypatch)]
    assert any(f"Score: {d.total} points" in t for t in told), told
