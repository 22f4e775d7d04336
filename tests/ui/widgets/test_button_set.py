"""ButtonSet: hover, press-and-release, keyboard focus, Enter/Space, the click sound and the
focus ring, driven by real pygame events turned into intents."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui.input import Intent, to_intents
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton


def intent(kind: int, **fields: object) -> Intent:
    (one,) = to_intents(pygame.event.Event(kind, **fields))
    return one


def motion(pos: tuple[int, int]) -> Intent:
    return intent(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def press(pos: tuple[int, int], button: int = 1) -> Intent:
    return intent(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def release(pos: tuple[int, int]) -> Intent:
    return intent(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def key(code: int, mod: int = 0) -> Intent:
    return intent(pygame.KEYDOWN, key=code, mod=mod, unicode="")


class Row:
    """Three buttons side by side, 100 pixels wide, each noting its presses."""

    def __init__(self, **options: object) -> None:
        self.pressed: list[str] = []
        self.sounds: list[str] = []
        buttons = []
        for i, name in enumerate(("one", "two", "three")):
            b = FancyButton(name, action=lambda name=name: self.pressed.append(name))
            b.rect = pygame.Rect(i * 110, 0, 100, 40)
            buttons.append(b)
        self.set = ButtonSet(buttons, **options)  # type: ignore[arg-type]

    def send(self, *intents: Intent) -> list[bool]:
        return [self.set.handle(i, self.sounds.append) for i in intents]


def test_a_click_acts_on_the_release_over_the_same_button_with_the_click_sound() -> None:
    row = Row()
    assert row.send(press((50, 20))) == [True]
    assert row.set[0].pressed and row.pressed == [], "a press alone does nothing yet"
    assert row.send(release((50, 20))) == [True]
    assert row.pressed == ["one"] and row.sounds == ["click"] and not row.set[0].pressed
    row.send(press((160, 20)), release((300, 300)))  # dragged off before letting go
    assert row.pressed == ["one"] and row.sounds == ["click"]


def test_the_pointer_lights_the_button_under_it() -> None:
    row = Row()
    assert row.send(motion((170, 10))) == [True]
    assert [b.hovered for b in row.set] == [False, True, False]
    assert row.set.focus is None, "no keyboard focus unless asked for"


def test_a_disabled_button_cannot_be_pressed() -> None:
    row = Row()
    row.set[1].enabled = False
    row.send(press((160, 20)), release((160, 20)))
    assert row.pressed == [] and row.sounds == []


def test_clicks_off_the_buttons_are_claimed_only_by_a_modal_set() -> None:
    assert Row().send(press((50, 300))) == [True]
    assert Row(claim_clicks=False).send(press((50, 300))) == [False]
    assert Row(claim_clicks=False).send(press((50, 20), button=3)) == [False]


def test_keys_move_the_focus_ring_and_enter_or_space_press_the_focused_button() -> None:
    row = Row(focus=0)
    assert row.send(key(pygame.K_RIGHT), key(pygame.K_TAB), key(pygame.K_DOWN)) == [True] * 3
    assert row.set.focus == 0, "three steps on round three buttons"
    row.send(key(pygame.K_LEFT))
    assert row.set.focus == 2
    row.send(key(pygame.K_TAB, pygame.KMOD_SHIFT), key(pygame.K_UP))
    assert row.set.focus == 0
    row.send(key(pygame.K_DOWN), key(pygame.K_RETURN), key(pygame.K_SPACE))
    assert row.pressed == ["two", "two"] and row.sounds == ["click", "click"]
    row.set.mark_focus()
    assert [b.focused for b in row.set] == [False, True, False]
    assert row.send(key(pygame.K_ESCAPE)) == [False], "Esc stays the screen's"


def test_a_click_moves_the_focus_and_the_focus_can_follow_the_pointer() -> None:
    row = Row(focus=0)
    row.send(motion((270, 10)))
    assert row.set.focus == 0
    row.send(press((160, 20)), release((160, 20)))
    assert row.set.focus == 1
    follows = Row(focus=0, pointer_focus=True)
    follows.send(motion((270, 10)))
    assert follows.set.focus == 2
    follows.send(key(pygame.K_KP_ENTER))
    assert follows.pressed == ["three"]


def test_without_focus_enter_presses_the_default_button_and_arrows_stay_the_screens() -> None:
    row = Row(default=0)
    assert row.send(key(pygame.K_RIGHT)) == [False]
    assert row.send(key(pygame.K_RETURN)) == [True]
    assert row.pressed == ["one"]
    assert Row().send(key(pygame.K_RETURN)) == [False]
    row.set.mark_focus()
    assert not any(b.focused for b in row.set)


@pytest.mark.parametrize("sound", [None, "click"])
def test_on_press_replaces_the_action_and_sound_can_be_silenced(sound: str | None) -> None:
    chosen: list[int] = []
    row = Row(focus=1, on_press=chosen.append, sound=sound)
    row.send(key(pygame.K_RETURN), press((270, 20)), release((270, 20)))
    assert chosen == [1, 2] and row.pressed == []
    assert row.sounds == ([] if sound is None else ["click", "click"])


def test_building_the_buttons_again_keeps_the_focus_and_drops_a_press() -> None:
    row = Row(focus=2)
    row.send(press((50, 20)))
    row.set.set(list(row.set)[:2])
    assert row.set.focus == 1 and row.set.pressed is None and len(row.set) == 2
    assert not row.set[0].pressed
    row.send(release((50, 20)))
    assert row.pressed == [], "a press from before the rebuild does not act"
