"""Seat plates: the player's own draw is tagged like the opponents', and a seat sitting out is marked (real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from tests.support.harness import Harness
from tests.support.table import bet_turn, fold, texts_drawn_now


@pytest.mark.reported("new-player-2#20")
@pytest.mark.harness(seed=5)
@pytest.mark.parametrize(("keys", "tag"), [((), "Pat"), ((pygame.K_1, pygame.K_2), "Drew 2")])
def test_the_players_own_draw_is_tagged_on_his_plate(h: Harness, monkeypatch: pytest.MonkeyPatch,
                                                     keys: tuple[int, ...], tag: str) -> None:
    """Opponents' plates say "Pat" / "Drew n" for the rest of the hand, the
    player's own said "Draws 3" once and nothing when he stood pat."""
    t = h.sit_down(persist=False, opponents=[("Ada", "station"), ("Bo", "station")])
    for _ in range(60):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode == "draw":
            for k in keys:
                h.key(k, chr(k))
            h.key(pygame.K_RETURN, "\r")
            h.until(lambda: t.visual.seats[t.hero].drawn is not None and not t.director.busy)
            h.frames(30)
            assert t.seat.plate_tag() == tag
            assert str(t.visual.seats[t.hero].last_action) == "", "said once, by the tag"
            texts = texts_drawn_now(h, monkeypatch, "render_text")
            same = [sv for sv in t.visual.seats if sv.drawn is not None and not sv.folded
                    and (("Pat" if sv.drawn == 0 else f"Drew {sv.drawn}") == tag)]
            assert texts.count(tag) == len(same) >= 1, "every seat's tag, his own too"
            return
        if mode in ("over", "busted"):
            h.key(pygame.K_RETURN, "\r")
            continue
        h.answer(mode)
    pytest.fail("never reached the draw")


@pytest.mark.reported("new-player-2#19")
@pytest.mark.harness(seed=5)
def test_sitting_out_is_shown_on_the_seat_and_the_box_offers_to_sit_in(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """Sitting out, the seat was not marked and the box still read "Sit out
    next hand"."""
    t = h.sit_down(persist=False)
    la = bet_turn(h, t)
    assert la is not None
    fold(h)
    assert h.wait_mode("over") == "over"
    h.app.stack.draw(h.app.screen)
    box = dict(t.pre.session_boxes)["sit_out"]
    assert box.visible and box.label == "Sit out next hand"
    h.click(box.rect.center)
    assert t.pre.sit_out and box.checked
    h.key(pygame.K_RETURN, "\r")
    h.frames(5)
    assert not t.hand.view(t.hero).seats[t.hero].dealt_in
    assert t.seat.sitting_out_now()
    assert "Sitting out" in texts_drawn_now(h, monkeypatch, "render_text")
    h.until(lambda: t.mode == "over", 8000)
    h.app.stack.draw(h.app.screen)
    assert box.label == "Sit in next hand" and not box.checked
    h.click(box.rect.center)
    assert not t.pre.sit_out and box.checked
    h.key(pygame.K_RETURN, "\r")
    h.frames(5)
    assert t.hand.view(t.hero).seats[t.hero].dealt_in, "back in the next deal"
    assert not t.seat.sitting_out_now()
    h.app.stack.draw(h.app.screen)
    assert box.label == "Sit out next hand" and not box.checked
