"""The middle of the table never piles up: the pots' chips and labels (side pots too),
the deck's "Deck sealed" caption and the dealer button keep off each other, whichever
seat has the button, at every window size and text size (real App, real pygame events)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker.engine import TableRules
from drawpoker.ui import paint
from drawpoker.ui.layout import button_rect
from drawpoker.ui.table.pot_pile import pot_pile_surface
from drawpoker.ui.table.pot_row import pot_places
from tests.support.harness import Harness
from tests.support.text_layout import texts_of_frame

ANTE = TableRules.from_dict({"structure": "no-limit", "ante": 10})
SIZES = [(960, 540), (1280, 720), (1920, 1080)]
EIGHT = [("Ada", "shark"), ("Boris", "maniac"), ("Clara", "rock"), ("Dmitri", "station"),
         ("Elena", "trickster"), ("Fedor", "rock"), ("Greta", "maniac")]
#: pots on the table: one, a main pot and side pots (the evening's "Main pot 1,470")
POTS = [[2020], [1470, 640], [1470, 640, 230], [14700, 6400, 2300, 1150]]


def _label_panels(h: Harness, monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    """The Rects of the pot labels' panels (alpha 150) drawn when the scenes are drawn."""
    got: list[pygame.Rect] = []
    real = paint.panel

    def spy(surface: Any, rect: Any, **kw: Any) -> None:
        if kw.get("alpha") == 150:
            got.append(pygame.Rect(rect))
        real(surface, rect, **kw)

    monkeypatch.setattr(paint, "panel", spy)
    h.app.stack.draw(h.app.screen)
    monkeypatch.setattr(paint, "panel", real)
    return got


def _caption(h: Harness, t: Any, monkeypatch: pytest.MonkeyPatch) -> pygame.Rect:
    """Where the lines of the committed deck are drawn now (pixels): two, or the short
    commitment alone where two would lie on the player's cards."""
    short = t.hand.shuffle.short
    drawn = [d for d in texts_of_frame(h.app, monkeypatch)
             if d.text in ("Deck sealed", short)]
    assert short in [d.text for d in drawn] and len(drawn) <= 2, drawn
    return drawn[0].whole.unionall([d.whole for d in drawn[1:]])


@pytest.mark.reported("evening-1#3")
@pytest.mark.parametrize("n", [6, 8])
def test_pots_caption_and_button_never_overlap(h: Harness, n: int,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Side pots: "Main pot 1,470", its chips, the dealer button and "Deck sealed"
    were drawn on each other; the button sat on the caption when a certain seat had it."""
    t = h.sit_down(persist=False, rules=ANTE, opponents=EIGHT[: n - 1], buy_in=1000)
    assert h.wait_mode("bet") == "bet"
    v = t.visual
    unit = t.snapshot().stake_unit
    for percent in (100, 150):
        h.app.change_settings(text_size=percent)
        for size in SIZES:
            h.resize(size)
            lay = t.layout
            s = lay.scale
            cw, ch = lay.small_card
            deck = pygame.Rect(0, 0, cw, ch)
            deck.center = (round(lay.deck[0]), round(lay.deck[1]))
            for button in range(n):
                v.button = button
                b = button_rect(lay.seats[button].button, s)
                caption = _caption(h, t, monkeypatch)
                where = (percent, size, button)
                assert not b.colliderect(caption), ("button on the caption", where)
                for pots in POTS:
                    v.pots = list(pots)
                    panels = sorted(_label_panels(h, monkeypatch), key=lambda r: (r.y, r.x))
                    d = pot_places(lay, v.pots, button, unit).chip  # smaller chips where crowded
                    assert len(panels) == len(pots), (where, pots, panels)
                    piles = []
                    for amount, panel in zip(pots, panels, strict=True):
                        py = panel.centery - d * 1.05
                        pile = pot_pile_surface(amount, unit, d, 9 if len(pots) == 1 else 5)
                        piles.append(pile.get_rect(midbottom=(panel.centerx, round(py + d / 2))))
                    drawn = panels + piles
                    for r in drawn:
                        assert not r.colliderect(caption), ("pot on the caption", where, pots, r)
                        assert not r.colliderect(deck), ("pot on the deck", where, pots, r)
                        assert not r.colliderect(b), ("pot on the button", where, pots, r)
                    for k, p in enumerate(panels[1:]):
                        assert not p.colliderect(panels[k]), ("labels", where, pots)


@pytest.mark.reported("new-player-evening-3#8")
def test_at_150_percent_one_pot_keeps_off_the_players_bet() -> None:
    """At 150 % text the player's chips lay on the taller "Pot 300" label (his bet lies
    under the pot's place by the layout): over 280 tables (four window sizes, 2-8 seats,
    log open and closed, every button seat) one pot at full size reaches his bet's place
    (its widest pile and amount) only where the felt leaves it no other: 6 tables, all at
    960x540 or 8 seats (210 before)."""
    from drawpoker.ui import text as ui_text
    from drawpoker.ui.layout import bet_rect, compute_layout
    from drawpoker.ui.table.pot_row import pot_zone_at

    pygame.init()
    ui_text.set_text_scale(1.5)
    reached = []
    try:
        for size in (*SIZES, (1280, 800)):
            for log_open in (True, False):
                for n in range(2, 9):
                    lay = compute_layout(size, n, 0, log_open=log_open)
                    mine = bet_rect(lay.seats[0].bet, lay.scale)
                    for button in range(n):
                        places = pot_places(lay, [300], button, 10)
                        zone = pot_zone_at(lay, [300], 0, places.points[0], places.chip, 10)
                        if zone.colliderect(mine):
                            reached.append((size, log_open, n, button))
    finally:
        ui_text.set_text_scale(1.0)
    assert len(reached) <= 6, reached
    assert all(size == (960, 540) or n == 8 for size, _log, n, _b in reached), reached
