"""Letters that arrive only as TEXTINPUT (dead keys, input methods: "Žofia Nováková")
reach text fields once, and a key press's usual TEXTINPUT echo is not typed twice."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any  # noqa: E402

import pygame  # noqa: E402

from drawpoker.ui.input import Key, to_intents  # noqa: E402
from tests.test_ui_screens import click, frames, key, row, title_button  # noqa: E402


def test_textinput_alone_becomes_text_and_an_echo_is_dropped() -> None:
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")
    assert to_intents(down) == [Key(pygame.K_a, 0, "a")]
    assert to_intents(pygame.event.Event(pygame.TEXTINPUT, text="a")) == []  # the echo
    assert to_intents(pygame.event.Event(pygame.TEXTINPUT, text="\u017d")) == [Key(0, 0, "\u017d")]
    assert to_intents(pygame.event.Event(pygame.TEXTINPUT, text="")) == []


def test_name_with_letters_from_textinput(app: Any) -> None:
    click(app, title_button(app, "Profile").center)
    scene = app.stack.top
    name = row(scene, "Name")
    click(app, name.control_rect(scene.px).center)  # editing, all selected
    for ch in "\u017dofia Nov\u00e1kov\u00e1":
        if ch.isascii():  # a plain key: KEYDOWN with its text, then SDL's TEXTINPUT echo
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(ch.lower()), mod=0,
                                                 unicode=ch))
        else:  # a composed letter: a key press without text, the letter in TEXTINPUT
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 1)
    key(app, pygame.K_RETURN)
    assert app.profile.player().name == "\u017dofia Nov\u00e1kov\u00e1"
