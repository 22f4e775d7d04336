"""The Steam Deck's screen, 1280×800: golden images of the title, the table at the
player's turn and the settings screen; no text smaller than 12 px there; a finger's tap
works as a click (issue 32).

Regenerate after an intended change: ``DRAWPOKER_REGEN_GOLDEN=1 uv run pytest
tests/ui/golden/test_deck.py``.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from drawpoker.engine import TableRules
from drawpoker.ui import text as ui_text
from drawpoker.ui.scenes.settings import SettingsScene
from drawpoker.ui.scenes.title import TitleScene
from tests.support import golden
from tests.support.harness import Harness

DECK = (1280, 800)
PIXEL_DELTA = 48
MAX_SHARE = 0.01


def _title(h: Harness) -> pygame.Surface:
    h.app.stack.push(TitleScene())
    h.frames(3)
    return h.app.screen.copy()


def _settings(h: Harness) -> pygame.Surface:
    h.app.stack.push(SettingsScene())
    h.frames(20)  # past the fade-in
    return h.app.screen.copy()


def _table(h: Harness) -> pygame.Surface:
    t = h.sit_down(persist=False, rules=TableRules.from_dict({"structure": "fixed-limit",
                                                              "ante": 5}), buy_in=250)
    for _ in range(20):
        mode = h.wait_mode("bet", "draw", "show", "over")
        if mode == "bet":
            h.frames(30)
            return h.app.screen.copy()
        h.answer(mode)
    raise AssertionError(f"no turn to bet; mode {t.mode}")


SCREENS = {"title": _title, "settings": _settings, "table": _table}


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_golden_at_1280x800(name: str, tmp_path: Path) -> None:
    h = Harness(tmp_path, seed=21, size=DECK, speed="instant")
    try:
        shot = SCREENS[name](h)
    finally:
        h.close()
    assert shot.get_size() == DECK
    golden.compare(f"deck_{name}", shot, pixel_delta=PIXEL_DELTA, max_share=MAX_SHARE)


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_no_text_under_12_px_at_1280x800(name: str, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Every text drawn on the screen is measured by the size of the font it is drawn
    with (Font.point_size), after the window opened at 1280×800."""
    used: list[tuple[int, str]] = []
    render = ui_text.render_text

    def measured(text: str, size_px: int, color: tuple[int, ...] = (255, 255, 255), *,
                 bold: bool = False) -> pygame.Surface:
        if text.strip():
            used.append((ui_text.font(size_px, bold).point_size, text))
        return render(text, size_px, color, bold=bold)

    monkeypatch.setattr(ui_text, "render_text", measured)
    h = Harness(tmp_path, seed=21, size=DECK, speed="instant")
    try:
        SCREENS[name](h)
    finally:
        h.close()
    assert used, "nothing was drawn"
    smallest = min(used)
    assert smallest[0] >= 12, f"{smallest[1]!r} is drawn at {smallest[0]} px"


def test_smaller_windows_keep_their_own_text_sizes() -> None:
    assert ui_text.floor_for(DECK) == 12 and ui_text.floor_for((1920, 1080)) == 12
    assert ui_text.floor_for((1280, 720)) == 0 and ui_text.floor_for((960, 540)) == 0


@pytest.mark.harness(size=DECK)
def test_a_tap_works_like_a_click(h: Harness) -> None:
    title = TitleScene()
    h.app.stack.push(title)
    h.frames(3)
    target = next(b for b in title.buttons if b.label == "Settings").rect.center
    x, y = target[0] / DECK[0], target[1] / DECK[1]
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(kind, x=x, y=y, dx=0.0, dy=0.0, touch_id=1,
                                             finger_id=0, pressure=1.0))
    # SDL's mouse copy of the same tap is not a second click
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=1,
                                         touch=True))
    h.frames(3)
    assert isinstance(h.app.stack.top, SettingsScene)
    assert len(h.app.stack.scenes) == 2
