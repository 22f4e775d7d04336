"""Scenes and the scene stack.

A :class:`Scene` is one screen (title, table) or an overlay (pause menu, hand
summary). The :class:`SceneStack` owns them:

* ``push(scene)`` pauses the current top and enters the new one;
* ``pop()`` exits the top and resumes the one below;
* ``replace(scene)`` exits the top and enters ``scene`` in its place.

Each frame the app sends every intent to :meth:`SceneStack.handle` (the top
scene first; if it returns ``False`` and is not ``modal``, the scene below gets
it), calls :meth:`SceneStack.update` with a fixed step ``dt`` (seconds), and
:meth:`SceneStack.draw`, which draws from the topmost opaque scene upwards, so
overlays (``overlay = True``) draw over the scene below them.

Writing a new scene (for the settings/setup/rules/pause screens)::

    class MyScene(Scene):
        overlay = True               # draw over the scene below
        def handle(self, intent):    # return True when consumed
            ...
        def update(self, dt): ...
        def draw(self, surface): ...

``self.app`` (:class:`~drawpoker.ui.services.Services`, the App) gives access to the
window size, settings, the profile and navigation (``self.app.nav.push("settings")``). :meth:`Scene.resize` is called with the new size
on every scene in the stack when the window changes size.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import pygame

from drawpoker.ui.input import Intent, Resize

if TYPE_CHECKING:  # pragma: no cover
    from drawpoker.ui.services import Services


class Scene:
    """Base class of every screen and overlay.

    Attributes:
        overlay: drawn over the scene below (which keeps being drawn, not updated).
        modal: intents the scene does not consume are not passed down.
        app: set by the stack before :meth:`enter`.
    """

    overlay: bool = False
    modal: bool = True

    def __init__(self) -> None:
        self.app: Services = cast("Services", None)

    # lifecycle -----------------------------------------------------------
    def enter(self) -> None:
        """Called once when pushed (``self.app`` is set)."""

    def exit(self) -> None:
        """Called once when popped or replaced."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above this one was popped."""

    # frame ---------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        """React to one intent; return True if consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (fixed step)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto ``surface`` (the window)."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window is now ``size`` pixels: recompute layouts."""

    def needs_redraw(self) -> bool:
        """False when the picture is known to be unchanged since the last draw (nothing
        moving, no input): the app then skips drawing and flipping that frame. The
        default is True (always redraw)."""
        return True


class SceneStack:
    """A stack of scenes; the top one is active."""

    def __init__(self, app: Services) -> None:
        self.app = app
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        """The active scene, or None when empty."""
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    def push(self, scene: Scene) -> Scene:
        """Pause the top scene and enter ``scene`` above it; returns ``scene``."""
        if self.scenes:
            self.scenes[-1].pause()
        scene.app = self.app
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene:
        """Exit and remove the top scene, resume the one below; returns the removed scene.

        Raises:
            IndexError: the stack is empty.
        """
        if not self.scenes:
            raise IndexError("pop from an empty scene stack")
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Exit the top scene and enter ``scene`` in its place."""
        if self.scenes:
            self.scenes.pop().exit()
        scene.app = self.app
        self.scenes.append(scene)
        scene.enter()
        return scene

    def clear(self) -> None:
        """Exit every scene, top first."""
        while self.scenes:
            self.scenes.pop().exit()

    def find(self, kind: type) -> Any:
        """The topmost scene that is an instance of ``kind``, or None."""
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def handle(self, intent: Intent) -> bool:
        """Offer ``intent`` to the top scene, then downwards while not consumed and not modal.

        A :class:`Resize` goes to every scene's :meth:`Scene.resize`.
        """
        if isinstance(intent, Resize):
            for scene in list(self.scenes):
                scene.resize(intent.size)
            return True
        for scene in reversed(list(self.scenes)):
            if scene.handle(intent):
                return True
            if scene.modal:
                return False
        return False

    def update(self, dt: float) -> None:
        """Update the top scene (scenes below an overlay are frozen)."""
        if self.scenes:
            self.scenes[-1].update(dt)

    def _visible_from(self) -> int:
        for i in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[i].overlay:
                return i
        return 0

    def needs_redraw(self) -> bool:
        """True if any visible scene (see :meth:`draw`) wants to be drawn this frame."""
        return any(scene.needs_redraw() for scene in self.scenes[self._visible_from():])

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the topmost non-overlay scene up to the top."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[i].overlay:
                start = i
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)
