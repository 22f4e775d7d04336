"""The scene stack: push, pop, replace, what is drawn and what gets input."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui.input import Click, Resize
from drawpoker.ui.scene import Scene, SceneStack

# --------------------------------------------------------------------------- scene stack


class Recorder(Scene):
    def __init__(self, name: str, log: list[str], *, overlay: bool = False, modal: bool = True,
                 consume: bool = False) -> None:
        super().__init__()
        self.name, self.log, self.consume = name, log, consume
        self.overlay, self.modal = overlay, modal

    def enter(self) -> None:
        self.log.append(f"{self.name}.enter")

    def exit(self) -> None:
        self.log.append(f"{self.name}.exit")

    def pause(self) -> None:
        self.log.append(f"{self.name}.pause")

    def resume(self) -> None:
        self.log.append(f"{self.name}.resume")

    def handle(self, intent: object) -> bool:
        self.log.append(f"{self.name}.handle")
        return self.consume

    def update(self, dt: float) -> None:
        self.log.append(f"{self.name}.update")

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"{self.name}.draw")

    def resize(self, size: tuple[int, int]) -> None:
        self.log.append(f"{self.name}.resize{size}")


def test_scene_stack_lifecycle_order() -> None:
    log: list[str] = []
    stack = SceneStack(app=None)
    a = Recorder("a", log)
    stack.push(a)
    stack.push(Recorder("b", log))
    stack.pop()
    stack.replace(Recorder("c", log))
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "a.resume", "a.exit", "c.enter"]
    assert a.app is None and len(stack) == 1
    stack.pop()
    with pytest.raises(IndexError):
        stack.pop()


def test_overlay_draws_over_the_scene_below_and_only_top_updates() -> None:
    log: list[str] = []
    stack = SceneStack(app=None)
    stack.push(Recorder("old", log))
    stack.push(Recorder("table", log))
    stack.push(Recorder("menu", log, overlay=True))
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    stack.update(0.1)
    assert log == ["table.draw", "menu.draw", "menu.update"]


def test_intents_go_down_only_through_non_modal_scenes_and_resize_reaches_all() -> None:
    log: list[str] = []
    stack = SceneStack(app=None)
    stack.push(Recorder("table", log, consume=True))
    stack.push(Recorder("hud", log, overlay=True, modal=False))
    log.clear()
    assert stack.handle(Click((1, 1))) is True
    assert log == ["hud.handle", "table.handle"]
    stack.push(Recorder("menu", log, overlay=True, modal=True))
    log.clear()
    assert stack.handle(Click((1, 1))) is False
    assert log == ["menu.handle"]
    log.clear()
    stack.handle(Resize((1000, 600)))
    assert log == ["table.resize(1000, 600)", "hud.resize(1000, 600)", "menu.resize(1000, 600)"]
