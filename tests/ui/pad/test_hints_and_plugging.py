"""The pad's glyphs in the hints after pad input and keys again after a key; pads plugged
in and out while a hand runs (issue 32), through the real window."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker.engine import TableRules
from drawpoker.ui import pad_input
from drawpoker.ui.prompts import PROMPTS
from drawpoker.ui.scenes.pause import PauseScene
from drawpoker.ui.sprites.pad_glyphs import FACE_COLORS
from tests.support.harness import Harness


def _corner(h: Harness, name: str) -> pygame.Surface:
    """The table's button ``name`` as drawn (its hint: the key's letter in the corner or
    the pad's glyph at the left)."""
    t = h.table()
    r = t.bar.buttons[name].rect
    h.frames(1)
    return h.app.screen.subsurface(r).copy()


def _has_colour(surface: pygame.Surface, rgb: tuple[int, int, int], tol: int = 24) -> bool:
    w, hgt = surface.get_size()
    return any(all(abs(a - b) <= tol for a, b in zip(surface.get_at((x, y))[:3], rgb,
                                                        strict=True))
               for x in range(w) for y in range(hgt))


def _to_bet(h: Harness) -> Any:
    t = h.sit_down(persist=False, rules=TableRules.from_dict({"structure": "fixed-limit",
                                                              "ante": 5}))
    for _ in range(20):
        mode = h.wait_mode("bet", "draw", "show", "over")
        if mode == "bet":
            return t
        h.answer(mode)
    raise AssertionError("no bet")


@pytest.mark.harness(seed=11)
def test_glyphs_show_after_pad_input_and_keys_after_a_key(h: Harness) -> None:
    t = _to_bet(h)
    blue = FACE_COLORS["xbox"]["x"]  # the Fold button's hint on an Xbox pad: X
    assert not PROMPTS.pad and not _has_colour(_corner(h, "fold"), blue)
    h.pad("lb")  # the amount one step down: a pad press that does not act
    assert PROMPTS.pad and t.mode == "bet"
    assert _has_colour(_corner(h, "fold"), blue)
    h.key(pygame.K_DOWN)  # a key: the keys' hints again
    assert not PROMPTS.pad and not _has_colour(_corner(h, "fold"), blue)


@pytest.mark.harness(seed=11)
def test_a_playstation_pad_plugged_in_shows_its_shapes(h: Harness,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pad_input, "open_controller", lambda index: (7, "PS5 Controller", None))
    _to_bet(h)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    h.frames(2)
    assert h.app.toasts.current is not None and "PS5 Controller" in h.app.toasts.current[0]
    h.pad("lb", instance=7)
    assert (PROMPTS.device, PROMPTS.family) == ("pad", "playstation")
    assert _has_colour(_corner(h, "fold"), FACE_COLORS["playstation"]["x"])  # the square


@pytest.mark.harness(seed=11)
def test_unplugging_the_pad_mid_hand_pauses_and_keys_still_play(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pad_input, "open_controller", lambda index: (3, "Xbox Controller", None))
    t = _to_bet(h)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    h.pad("lb", instance=3)
    assert h.app.router.pads and PROMPTS.pad
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=3))
    h.frames(2)
    assert isinstance(h.app.stack.top, PauseScene)  # the hand waits for the player
    assert not PROMPTS.pad and not h.app.router.pads
    assert "disconnected" in h.app.toasts.current[0]
    h.key(pygame.K_ESCAPE)  # resume with a key
    assert h.app.stack.top is t and t.mode == "bet"
    h.key(pygame.K_c, "c")
    assert t.mode != "bet" or t.legal is None or t.hand_no >= 1
    # plugged in again: the pad plays on
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    h.frames(2)
    assert 3 in h.app.router.pads


@pytest.mark.harness(seed=11)
def test_a_pad_press_on_a_menu_screen_is_the_key_it_means(h: Harness) -> None:
    h.app.start_scenes()
    h.frames(3)
    h.app.nav.push("settings")
    h.frames(3)
    settings = h.app.stack.top
    first = settings.focus
    h.pad("down")
    assert settings.focus != first
    h.pad("b")  # back
    assert h.app.stack.top is not settings
