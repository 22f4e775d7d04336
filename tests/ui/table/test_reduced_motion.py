"""Reduced motion: nothing slides or turns over: cards and chips fade out where they
were and in where they go, a card turning face up fades instead of narrowing, a marked
card is raised at once (issue #16 item 2; real App, real pygame events)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker.engine import TableRules
from drawpoker.ui.table import view_center
from drawpoker.ui.table.view_center import anchor_rect
from tests.support.harness import Harness

ANTE = TableRules.from_dict({"structure": "no-limit", "ante": 10})


def _resting_rects(t: Any) -> set[tuple[int, int, int, int]]:
    """Every place a card or chips may be drawn at under reduced motion (no place on the
    way): card slots, shown places, deck, muck, plates, bets, pots."""
    lay = t.layout
    out: set[tuple[int, int, int, int]] = set()
    anchors: list[tuple[Any, ...]] = [("deck",), ("muck",), ("pot", 0)]
    for seat, sl in lay.seats.items():
        out.update(tuple(r) for r in (*sl.cards, *sl.shown))
        anchors += [("plate", seat), ("bet", seat)]
    unit = t.snapshot().stake_unit  # the pots' places are measured in it
    out.update(tuple(anchor_rect(lay, t.visual.pots, a, t.visual.button, unit)) for a in anchors)
    return out


@pytest.mark.reported("issue-16#2")
@pytest.mark.harness(seed=6, speed="slow")
def test_with_reduced_motion_nothing_is_drawn_on_the_way(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    h.app.settings = h.app.settings.replace(reduced_motion=True)
    t = h.sit_down(persist=False, rules=ANTE, buy_in=1000)
    cards: list[tuple[int, int, int, int]] = []
    chips: list[tuple[int, int]] = []
    real_blit, real_chips = view_center.card_blit, view_center.draw_chips

    def card_spy(surface: Any, lay: Any, shown: Any, sprite: Any, rect: Any, **kw: Any) -> None:
        cards.append(tuple(rect))
        real_blit(surface, lay, shown, sprite, rect, **kw)

    def chip_spy(surface: Any, amount: int, center: Any, d: int, *a: Any) -> None:
        chips.append((round(center[0]), round(center[1])))
        real_chips(surface, amount, center, d, *a)

    monkeypatch.setattr(view_center, "card_blit", card_spy)
    monkeypatch.setattr(view_center, "draw_chips", chip_spy)
    flips: list[int] = []
    for _ in range(400):  # the antes, the deal, the player's cards turning over
        h.frames(1)
        h.app.stack.draw(h.app.screen)
        flips += [k for k, sp in enumerate(t.visual.seats[t.hero].cards)
                  if sp is not None and 0.0 < sp.flip < 1.0]
        if t.mode == "bet":
            break
    rest = _resting_rects(t)
    centres = {(pygame.Rect(r).centerx, pygame.Rect(r).centery) for r in rest}
    assert cards and chips, "nothing was seen flying"
    assert flips, "no card was seen turning over"
    on_the_way = [r for r in cards if r not in rest]
    assert not on_the_way, on_the_way[:5]
    assert all(c in centres for c in chips), [c for c in chips if c not in centres][:5]


@pytest.mark.reported("issue-16#2")
@pytest.mark.harness(seed=6, speed="slow")
def test_with_reduced_motion_a_card_turns_over_by_a_fade(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    h.app.settings = h.app.settings.replace(reduced_motion=True)
    t = h.sit_down(persist=False, rules=ANTE, buy_in=1000)
    sizes: list[tuple[int, int]] = []
    real = pygame.transform.smoothscale

    def spy(img: Any, size: Any, *a: Any) -> Any:
        sizes.append((int(size[0]), int(size[1])))
        return real(img, size, *a)

    monkeypatch.setattr(pygame.transform, "smoothscale", spy)
    seen = 0
    for _ in range(400):
        h.frames(1)
        if any(sp is not None and 0.05 < sp.flip < 0.95 for sp in t.visual.seats[t.hero].cards):
            seen += 1
            h.app.stack.draw(h.app.screen)
        if t.mode == "bet":
            break
    assert seen, "no card was seen turning over"
    card_w, card_h = t.layout.large_card
    narrowed = [size for size in sizes if size[1] == card_h and size[0] < card_w]
    assert not narrowed, narrowed[:5]
