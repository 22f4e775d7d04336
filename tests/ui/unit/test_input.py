"""Input mapping from pygame events to intents."""

from __future__ import annotations

import pygame

from drawpoker.ui.input import Click, Key, Quit, Release, Resize, Wheel, to_intents

# --------------------------------------------------------------------------- input


def test_pygame_events_become_intents() -> None:
    E = pygame.event.Event
    assert to_intents(E(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=1)) == [Click((5, 6), 1)]
    assert to_intents(E(pygame.MOUSEBUTTONUP, pos=(5, 6), button=1)) == [Release((5, 6), 1)]
    assert to_intents(E(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=4)) == []
    assert to_intents(E(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f")) == [Key(pygame.K_f, 0, "f")]
    assert to_intents(E(pygame.VIDEORESIZE, w=1000, h=600, size=(1000, 600))) == [Resize((1000, 600))]
    assert to_intents(E(pygame.QUIT)) == [Quit()]
    wheel = to_intents(E(pygame.MOUSEWHEEL, x=0, y=-1))
    assert len(wheel) == 1 and isinstance(wheel[0], Wheel) and wheel[0].dy == -1
    assert to_intents(E(pygame.USEREVENT)) == []
