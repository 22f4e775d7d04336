"""A table frame draws and presents only what changed, and leaves nothing stale behind.

Issue 17: the still parts of the table are drawn once; a frame redraws the Rects of the
parts that changed (cards and chips in flight, a seat's glow) and presents only those with
``pygame.display.update(rects)``. A frame composed that way must hold exactly the pixels of
the whole table drawn again at the same moment, whatever moved before it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker.ui.clock import GLOW_RATE
from drawpoker.ui.dirty import merge_rects
from tests.support.harness import Harness


def _full_redraw(h: Harness) -> pygame.Surface:
    """The whole picture drawn again now, on a copy of the screen (the toast on top)."""
    copy = h.app.screen.copy()
    copy.fill((255, 0, 255))
    h.app.stack.draw(copy)
    h.app.toasts.draw(copy)
    return copy


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return bool(a.get_buffer().raw == b.get_buffer().raw)


@pytest.mark.parametrize(("size", "opponents", "deals", "every"),
                         [((1280, 720), 5, 2, 2), ((1920, 1080), 7, 1, 3)])
def test_a_composed_frame_equals_the_table_drawn_whole(tmp_path: Path, size: tuple[int, int],
                                                       opponents: int, deals: int,
                                                       every: int) -> None:
    """Through deals, bets, chips to the pot, a draw with two cards marked, the showdown
    and the next deal: after every frame the screen holds exactly the whole table drawn
    again (no card or chip left where it was, nothing missing where it went)."""
    from drawpoker.session.defaults import DEFAULT_OPPONENTS

    h = Harness(tmp_path, seed=5, size=size, speed="fast")
    try:
        t = h.sit_down(persist=False, opponents=list(DEFAULT_OPPONENTS[:opponents]))
        compared = partial = 0

        def check() -> None:
            nonlocal compared, partial
            shown = h.app.screen.copy()
            if h.app.window.last_presented:
                partial += 1
            full = _full_redraw(h)
            assert _same(shown, full), f"stale pixels at frame {h.app.frame} ({t.mode})"
            compared += 1

        hands = 0
        for n in range(4000):
            h.frames(1)
            if n % every == 0:
                check()
            mode = t.mode
            if mode == "bet" and t.hand.to_act == t.hero and not t.director.busy:
                h.click(t.bar.buttons["call"].rect.center)
                check()
            elif mode == "draw" and t.hand.to_act == t.hero and not t.director.busy:
                for k in (0, 3):
                    h.click(t.layout.seats[t.hero].cards[k].center)
                    check()
                for _k in range(12):
                    h.frames(1)
                    check()
                h.click(t.bar.buttons["draw"].rect.center)
                check()
            elif mode == "show":
                h.click(t.bar.buttons["show"].rect.center)
                check()
            elif mode in ("over", "busted"):
                hands += 1
                h.frames(30)  # the summary and the last chips to the winner
                check()
                if hands == deals or mode == "busted":
                    break
                h.key(pygame.K_RETURN, "\r")
                check()
        assert hands >= 1, "a deal was played to the end"
        assert compared > 100 and partial > 50  # most frames were composed from parts
    finally:
        h.close()


def _presents(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    sent: list[Any] = []
    monkeypatch.setattr(pygame.display, "flip", lambda: sent.append("flip"))
    monkeypatch.setattr(pygame.display, "update",
                        lambda rects=None: sent.append([pygame.Rect(r) for r in rects or []]))
    return sent


def test_a_moving_sprite_presents_only_its_rects(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """While the cards are dealt (small sprites moving) and while the table waits for the
    player (his seat's glow pulsing), no frame flips the whole window and each presents
    a small share of it."""
    size = (1920, 1080)
    h = Harness(tmp_path, seed=3, size=size, speed="normal")
    try:
        t = h.sit_down(persist=False)
        sent = _presents(monkeypatch)
        h.until(lambda: any(sp is not None and sp.t < 1.0
                            for sv in t.visual.seats for sp in sv.cards), 400)
        sent.clear()
        for _ in range(8):  # cards in flight
            h.frames(1)
        assert "flip" not in sent
        area = size[0] * size[1]
        dealt = [sum(r.width * r.height for r in rects) for rects in sent]
        assert dealt and max(dealt) < area * 0.2, dealt
        h.until(lambda: t.mode == "bet" and t.hand.to_act == t.hero and not t.director.busy)
        h.frames(20)  # the last lifts settle
        sent.clear()
        h.frames(60)  # one second waiting for the player
        assert "flip" not in sent
        assert GLOW_RATE - 1 <= len(sent) <= GLOW_RATE + 1, "the glow steps GLOW_RATE times a second"
        glow = [sum(r.width * r.height for r in rects) for rects in sent]
        assert max(glow) < area * 0.03, glow
        plate = t.layout.seats[t.hero].plate
        assert all(r.colliderect(plate) for rects in sent for r in rects)
    finally:
        h.close()


def test_merge_rects_joins_overlaps_and_keeps_at_most_the_limit() -> None:
    """Overlapping Rects become one; far ones stay apart up to the limit, then the pair
    whose union adds least area is joined."""
    a, b = pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10)
    assert merge_rects([a, b], 4) == [pygame.Rect(0, 0, 15, 15)]
    far = [pygame.Rect(x, 0, 10, 10) for x in (0, 100, 200, 300, 1000)]
    out = merge_rects(far, 4)
    assert len(out) == 4 and pygame.Rect(0, 0, 110, 10) in out
    assert merge_rects([pygame.Rect(0, 0, 0, 5)], 4) == []
