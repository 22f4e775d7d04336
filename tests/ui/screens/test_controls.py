"""The Controls page through the real window (issue 32): a table key remapped by choosing
the action and pressing the new key, then used at the table; a conflict refused with the
reason; a reset; a menu key remapped; a damaged key map in the settings file."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from drawpoker.engine import TableRules
from drawpoker.ui import keymap
from drawpoker.ui.scenes.controls import ControlsScene
from drawpoker.ui.scenes.settings import SettingsScene
from drawpoker.ui.widgets.key_rows import KeyRow
from tests.support.harness import Harness
from tests.support.screens import bring_into_view, row
from tests.support.table import hero_acts


def _open_controls(h: Harness) -> ControlsScene:
    h.app.nav.push("settings", overlay=h.table() is not None)
    h.frames(3)
    settings = h.app.stack.top
    assert isinstance(settings, SettingsScene)
    button = row(settings, "Keys and controller")
    bring_into_view(h.app, settings, button)
    h.click(button.control_rect(settings.px).center)
    h.frames(3)
    page = h.app.stack.top
    assert isinstance(page, ControlsScene)
    return page


def _key_row(page: ControlsScene, action: str) -> KeyRow:
    return next(r for r in page.rows if isinstance(r, KeyRow) and r.action.name == action)


def _rebind(h: Harness, page: ControlsScene, action: str, key: int, text: str) -> None:
    target = _key_row(page, action)
    bring_into_view(h.app, page, target)
    h.click(target.rect.center)
    assert target.listening and target.value_text() == "Press a key…"
    h.key(key, text)


@pytest.mark.harness(seed=11)
def test_remap_fold_then_fold_with_the_new_key(h: Harness) -> None:
    h.app.settings = h.app.settings.replace(confirm_free_fold=False)
    t = h.sit_down(persist=False, rules=TableRules.from_dict({"structure": "fixed-limit",
                                                              "ante": 5}))
    page = _open_controls(h)
    _rebind(h, page, "fold", pygame.K_c, "c")  # C is Call's
    assert page.status == "C is already Check or call" and page.status_error
    assert keymap.current().keys("fold") == (pygame.K_f,)
    _rebind(h, page, "fold", pygame.K_x, "x")
    assert keymap.current().keys("fold") == (pygame.K_x,)
    assert _key_row(page, "fold").value_text() == "X"
    saved = json.loads(h.app.services.settings_store.path.read_text())
    assert saved["settings"]["key_map"] == {"fold": ["x"]}
    h.key(pygame.K_ESCAPE)
    h.key(pygame.K_ESCAPE)
    assert h.app.stack.top is t
    assert h.wait_mode("bet") == "bet"
    assert t.bar.buttons["fold"].hotkey == "fold"
    before = len(hero_acts(t))
    h.key(pygame.K_f, "f")  # the old key does nothing now
    assert len(hero_acts(t)) == before
    h.key(pygame.K_x, "x")
    assert hero_acts(t)[-1].kind.value == "fold"


@pytest.mark.harness(seed=11)
def test_escape_keeps_the_old_key_and_reset_brings_the_defaults(h: Harness) -> None:
    page = _open_controls(h)
    _rebind(h, page, "call", pygame.K_ESCAPE, "")
    assert not _key_row(page, "call").listening
    assert keymap.current().keys("call") == (pygame.K_c, pygame.K_k)
    assert isinstance(h.app.stack.top, ControlsScene)  # Esc only stopped the listening
    _rebind(h, page, "call", pygame.K_g, "g")  # (V and T are the voice's keys)
    assert keymap.current().keys("call") == (pygame.K_g,)
    reset = next(b for b in page.footer if b.label == "Reset to defaults")
    h.click(reset.rect.center)
    assert keymap.current().changes() == {} and h.app.settings.key_map == {}


@pytest.mark.harness(seed=11)
def test_a_menu_key_remapped_goes_back(h: Harness) -> None:
    page = _open_controls(h)
    _rebind(h, page, "back", pygame.K_q, "q")
    assert "types text" in page.status
    _rebind(h, page, "back", pygame.K_F2, "")
    assert keymap.current().keys("back") == (pygame.K_F2,)
    h.key(pygame.K_ESCAPE)  # given away: nothing
    assert h.app.stack.top is page
    h.key(pygame.K_F2)
    assert isinstance(h.app.stack.top, SettingsScene)


def test_a_damaged_key_map_gives_the_defaults_and_one_line(tmp_path: Path) -> None:
    doc = {"format": "drawpoker-settings", "version": 2,
           "settings": {"key_map": {"fold": ["c"]}, "volume": 0.3}}
    (tmp_path / "settings.json").write_text(json.dumps(doc))
    h = Harness(tmp_path)
    try:
        assert keymap.current().changes() == {}
        assert h.app.settings.volume == 0.3  # nothing else lost
        text, error, _left = h.app.toasts.current
        assert error and "\n" not in text and "'c' serves both" in text
        assert json.loads((tmp_path / "settings.json").read_text())["settings"]["key_map"] \
            == {"fold": ["c"]}  # the file keeps it until the player chooses keys
    finally:
        h.close()
