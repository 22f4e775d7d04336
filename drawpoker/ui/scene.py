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

Drawing only what changed: the app asks :meth:`SceneStack.redraw` for each frame, which asks
the scenes. A scene draws nothing while its picture is unchanged: by default it is drawn
whole again after an intent reached it (a pointer move only when :meth:`Scene.motion_key`
changed), after :meth:`Scene.invalidate`, a resize, enter or resume, and whenever
:meth:`Scene.needs_redraw` says so (an animation). A scene that knows which parts of its
picture changed overrides :meth:`Scene.redraw` and returns only those Rects (the table).
:meth:`Scene.wake_in` tells the app how long it may sleep before the picture changes by
itself (None: not before the next input).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import pygame

from drawpoker.ui.input import Intent, Motion, Resize

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
    #: An intent reaching the scene draws it again (False: the scene knows what changed).
    redraw_on_input: bool = True
    #: The scene reads pad presses itself (:class:`~drawpoker.ui.input.PadPress`); others
    #: get the keys they mean (:mod:`drawpoker.ui.pad_input`).
    reads_pad: bool = False

    def __init__(self) -> None:
        self.app: Services = cast("Services", None)
        self._dirty = True

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

    def navigate(self, dx: int, dy: int) -> bool:
        """The pad's D-pad or stick pointed ``(dx, dy)`` (one of them is 0, y down): move
        the focus to the nearest control that way; False leaves it to the arrow key."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (fixed step)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto ``surface`` (the window)."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window is now ``size`` pixels: recompute layouts."""

    def spoken_focus(self) -> str | None:
        """The words of the control with the keyboard focus (its label, and its value
        when it has one), as the voice says them when the focus moves; None: no focus."""
        return None

    def needs_redraw(self) -> bool:
        """True when the picture may have changed since the last draw: the scene was
        invalidated (:meth:`invalidate`: an intent reached it, it was entered, resumed or
        resized). Animated scenes add their own reasons (a fade running)."""
        return bool(getattr(self, "_dirty", True))

    def invalidate(self, rect: pygame.Rect | None = None) -> None:
        """Draw the scene again at the next frame (``rect``: only that part of the window
        needs it, pixels; a scene without parts draws whole)."""
        self._dirty = True

    def drawn(self) -> None:
        """The scene's whole picture was drawn just now (by :meth:`draw` from the stack)."""
        self._dirty = False

    def redraw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Draw on ``surface`` what changed since the last frame.

        Returns:
            The Rects of ``surface`` drawn (pixels; ``[]``: nothing changed, nothing
            drawn), or None when the whole surface was drawn.
        """
        if not self.needs_redraw():
            return []
        self.draw(surface)
        self.drawn()
        return None

    def motion_key(self) -> object:
        """What a pointer move can change in the picture (hover highlights). A move that
        leaves it equal draws nothing; the default differs every time (always redraw)."""
        return object()

    def toast_spot(self, size: tuple[int, int]) -> pygame.Rect | None:
        """Where a queued toast (an achievement earned, a level reached) may go over this
        scene in a window of ``size`` without covering what the player needs (None:
        under the top bar, as every toast)."""
        return None

    def toast_clear(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """The controls a toast must keep off over this scene in a window of ``size``
        (pixels: its buttons, the rows in view, the cards to click; ``toast.control_rects``
        gathers them); [] for none."""
        return []

    def wake_in(self) -> float | None:
        """Seconds until the picture changes by itself (0: animating, a frame is due now;
        None: nothing changes before the next input). The app sleeps that long when idle."""
        return 0.0 if self.needs_redraw() else None


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
            self.invalidate()
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

        A :class:`Resize` goes to every scene's :meth:`Scene.resize`. A scene offered an
        intent is drawn again (:meth:`Scene.invalidate`); a pointer move only when it
        changed the scene's :meth:`Scene.motion_key`.
        """
        if isinstance(intent, Resize):
            for scene in list(self.scenes):
                scene.resize(intent.size)
                scene.invalidate()
            return True
        motion = isinstance(intent, Motion)
        for scene in reversed(list(self.scenes)):
            before = scene.motion_key() if motion and scene.redraw_on_input else None
            used = scene.handle(intent)
            if scene.redraw_on_input and (not motion or scene.motion_key() != before):
                scene.invalidate()
            if used:
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
        """Draw from the topmost non-overlay scene up to the top (the whole picture)."""
        for scene in self.scenes[self._visible_from():]:
            scene.draw(surface)
            scene.drawn()

    def redraw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Draw what changed since the last frame (:meth:`Scene.redraw`).

        One visible scene draws its changed parts; overlays over a scene are drawn whole
        with the scenes below them when any of them changed (an overlay shades the whole
        window). Returns the Rects drawn (``[]``: none), or None for the whole surface.
        """
        visible = self.scenes[self._visible_from():]
        if len(visible) == 1:
            return visible[0].redraw(surface)
        if any(scene.needs_redraw() for scene in visible):
            self.draw(surface)
            return None
        return []

    def invalidate(self, rect: pygame.Rect | None = None) -> None:
        """Every visible scene draws ``rect`` (None: all of itself) again at the next frame."""
        for scene in self.scenes[self._visible_from():]:
            scene.invalidate(rect)

    def wake_in(self) -> float | None:
        """Seconds until the top scene's picture changes by itself (:meth:`Scene.wake_in`;
        only the top scene is updated)."""
        return self.scenes[-1].wake_in() if self.scenes else None
