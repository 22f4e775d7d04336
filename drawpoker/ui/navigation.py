"""Named routes to scenes: a scene asks for the next screen by name, never by class.

The :class:`Navigator` (``app.nav``) maps a route name (``"title"``, ``"table"``,
``"notice"``, ...) to a factory, a scene class or any callable returning a
:class:`~drawpoker.ui.scene.Scene`, and builds the scene from keyword arguments (the
factory's own parameters, e.g. ``app.nav.push("notice", heading=..., message=...)``).
The routes are registered once, in :mod:`drawpoker.ui.routes`, which is the one module
importing every scene module; scenes themselves never import each other.

The scene is always built before the stack changes: a factory that raises (a stored
hand that cannot be replayed) leaves the screens as they were.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, Protocol

#: Builds the scene of one route from its keyword arguments (a
#: :class:`~drawpoker.ui.scene.Scene`).
Factory = Callable[..., Any]


class ScreenStack(Protocol):
    """The stack of scenes as the navigator and the scenes change it
    (:class:`drawpoker.ui.scene.SceneStack` is the one; this module does not import it, so
    the scenes, what they are given and the navigator do not depend on each other in a
    circle)."""

    scenes: list[Any]

    @property
    def top(self) -> Any:
        """The active scene, or None."""

    def push(self, scene: Any) -> Any:
        """Enter ``scene`` over the top one; returns it."""

    def replace(self, scene: Any) -> Any:
        """Put ``scene`` in place of the top one; returns it."""

    def pop(self) -> Any:
        """Exit and remove the top scene; returns it."""

    def clear(self) -> None:
        """Exit every scene."""


class Navigator:
    """Pushes, replaces and resets scenes of a :class:`SceneStack` by route name.

    Args:
        stack: the app's scene stack.
        routes: route name -> factory (more can be added with :meth:`register`).
    """

    def __init__(self, stack: ScreenStack, routes: Mapping[str, Factory] | None = None) -> None:
        self.stack = stack
        self._routes: dict[str, Factory] = dict(routes or {})

    def register(self, name: str, factory: Factory) -> None:
        """Add (or replace) route ``name``."""
        self._routes[name] = factory

    def __contains__(self, name: object) -> bool:
        return name in self._routes

    def __iter__(self) -> Iterator[str]:
        return iter(self._routes)

    def make(self, route: str, **kwargs: Any) -> Any:
        """The scene of ``route`` built from ``kwargs``, not pushed.

        Raises:
            KeyError: no such route.
        """
        try:
            factory = self._routes[route]
        except KeyError:
            raise KeyError(f"no scene route {route!r}; known: {sorted(self._routes)}") from None
        return factory(**kwargs)

    def push(self, route: str, **kwargs: Any) -> Any:
        """Build the scene of ``route`` and push it over the current one; returns it."""
        return self.stack.push(self.make(route, **kwargs))

    def replace(self, route: str, **kwargs: Any) -> Any:
        """Build the scene of ``route`` and put it in place of the top scene; returns it."""
        return self.stack.replace(self.make(route, **kwargs))

    def reset(self, route: str, **kwargs: Any) -> Any:
        """Build the scene of ``route``, exit every scene, then push it; returns it."""
        scene = self.make(route, **kwargs)
        self.stack.clear()
        return self.stack.push(scene)


__all__ = ["Factory", "Navigator", "ScreenStack"]
