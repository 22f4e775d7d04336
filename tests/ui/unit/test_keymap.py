"""The key map (ui/keymap): defaults, conflicts refused with the reason, the settings
file's form, and what a key means to the menus."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui.keymap import ACTIONS, KeyConflict, KeyMap


def test_the_defaults_share_no_key_between_live_actions() -> None:
    keys = KeyMap()
    assert keys.command("bet", pygame.K_c) == "call"
    assert keys.command("draw", pygame.K_RETURN) == "draw"
    assert keys.command("over", pygame.K_RETURN) == "next"
    assert keys.label("fold") == "F" and keys.label("draw") == "↵" and keys.label("undo") == "⌫"
    assert keys.changes() == {}


def test_a_conflict_is_refused_with_the_reason() -> None:
    keys = KeyMap()
    with pytest.raises(KeyConflict, match="^C is already Check or call$"):
        keys.rebound("fold", pygame.K_c)
    with pytest.raises(KeyConflict, match="H is already Draw advisor"):
        keys.rebound("muck", pygame.K_h)  # the table's keys are live at the showdown too
    with pytest.raises(KeyConflict, match="types text"):
        keys.rebound("back", pygame.K_q)


def test_a_rebound_key_and_the_file_form() -> None:
    keys = KeyMap().rebound("fold", pygame.K_x)
    assert keys.command("bet", pygame.K_x) == "fold" and keys.command("bet", pygame.K_f) is None
    assert keys.to_names() == {"fold": ["x"]}
    again = KeyMap.from_names(keys.to_names())
    assert again.keys("fold") == (pygame.K_x,)
    # the same key may serve actions that are never live together
    assert KeyMap().rebound("muck", pygame.K_f).command("show", pygame.K_f) == "muck"


@pytest.mark.parametrize("data, problem", [
    ({"fold": ["no such key"]}, "unknown key"),
    ({"dance": ["x"]}, "unknown action"),
    ({"fold": ["c"]}, "serves both"),
    ({"fold": "x"}, "list of key names"),
])
def test_a_bad_key_map_is_one_line_naming_it(data: dict, problem: str) -> None:
    with pytest.raises(ValueError, match=problem) as err:
        KeyMap.from_names(data)
    assert "\n" not in str(err.value)


def test_menu_keys_mean_their_default_and_a_given_away_key_means_nothing() -> None:
    keys = KeyMap().rebound("back", pygame.K_F2)
    assert keys.meaning(pygame.K_F2) == pygame.K_ESCAPE
    assert keys.meaning(pygame.K_ESCAPE) == 0
    assert keys.meaning(pygame.K_c) == pygame.K_c
    assert len({a.name for a in ACTIONS}) == len(ACTIONS)


@pytest.mark.reported("new-player-evening-2#22")
def test_the_two_enters_read_apart_on_the_keys_screen() -> None:
    """"Confirm ↵ / ↵" named two keys alike: the keypad's Enter is "Num ↵"."""
    from drawpoker.ui.key_names import key_label, key_name

    assert key_label(pygame.K_RETURN) == "↵"
    assert key_label(pygame.K_KP_ENTER) == "Num ↵"
    assert key_name(pygame.K_KP_ENTER) == "Enter"  # in a sentence, the key's name
    labels = [key_label(k) for k in KeyMap().keys("confirm")]
    assert len(set(labels)) == len(labels), labels
