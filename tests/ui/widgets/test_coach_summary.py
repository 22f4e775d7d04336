"""The top of the coach's review: the hand's cards as small cards (the draw's new cards
outlined) and one colour-coded tag per decision in the order played (good, close,
costly), laid out without overlap inside the review's panel at every size and in every
language, and drawn by the Coach screen."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.coach import review_document
from drawpoker.coach.words import verdict_kind
from drawpoker.ui.layout import scale_of
from drawpoker.ui.widgets import coach_summary
from drawpoker.ui.widgets.coach_summary import KIND_COLORS, summary_plan
from tests.support.harness import Harness
from tests.support.i18n import LANGS
from tests.support.scenarios import scenario_example

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _review() -> Any:
    return review_document(scenario_example(), "Ann")


def _inner_width(size: tuple[int, int]) -> int:
    """The width the Coach screen gives the review's text (its panel less the margins)."""
    s = scale_of(size)
    return size[0] - round(80 * s) - round(36 * s)


@pytest.mark.reported("new-player-evening: the coach has no cards drawn and no colour-coded summary")
def test_the_summary_draws_the_hand_and_one_tag_per_decision() -> None:
    pygame.init()
    review = _review()
    plan = summary_plan(review, 1100, 1.0)
    first = tuple(review.decisions[0].point.view.own_cards)
    final = tuple(review.finals[-1].own_cards)
    assert [c for c, _r, _f in plan.cards] == [*first, *final]
    assert [c for c, _r, fresh in plan.cards if fresh] == [c for c in final if c not in first]
    assert [k for _t, k, _r in plan.tags] == [verdict_kind(d) for d in review.decisions]
    assert {"good", "costly"} <= {k for _t, k, _r in plan.tags}
    costly = [t for t, k, _r in plan.tags if k == "costly"]
    assert all("Costly" in t and "chips" in t for t in costly)
    assert KIND_COLORS["good"] != KIND_COLORS["costly"] != KIND_COLORS["close"]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGS)
def test_the_summary_fits_the_panel_without_overlaps(size: tuple[int, int], language: str) -> None:
    pygame.init()
    i18n.set_language(language)
    try:
        width = _inner_width(size)
        plan = summary_plan(_review(), width, scale_of(size))
        rects = ([r for _l, r in plan.labels] + [r for _c, r, _f in plan.cards]
                 + [r for _t, _k, r in plan.tags])
        area = pygame.Rect(0, 0, width, plan.height)
        for k, r in enumerate(rects):
            assert area.contains(r), (size, language, r)
            assert r.collidelist(rects[k + 1:]) == -1, (size, language, r)
    finally:
        i18n.set_language("en")


def test_the_coach_screen_draws_the_cards_and_the_tags(h: Harness,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[Any] = []
    real = coach_summary.card_surface

    def spy(card: Any, size: tuple[int, int], **kw: Any) -> pygame.Surface:
        drawn.append(card)
        return real(card, size, **kw)

    monkeypatch.setattr(coach_summary, "card_surface", spy)
    h.app.nav.push("coach", document=scenario_example(), hero_seat=1)
    h.frames(3)
    drawn.clear()
    h.app.stack.draw(h.app.screen)
    assert len(drawn) == 10  # dealt, and after the draw
