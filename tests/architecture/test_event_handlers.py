"""The event-to-animation contract: every engine event has one handler in the table's
director, registered by the event's type (a renamed event cannot lose its animation)."""

from __future__ import annotations

from typing import get_args

from drawpoker.engine import events
from drawpoker.ui.table.director import HANDLERS, Director


def _event_types() -> set[type]:
    found = set(get_args(events.Event))
    assert found, "drawpoker.engine.events.Event names no event classes"
    return found


def test_every_engine_event_has_a_director_handler() -> None:
    missing = sorted(t.__name__ for t in _event_types() if t not in HANDLERS)
    assert not missing, f"events without an animation: {missing}"


def test_every_director_handler_plays_an_engine_event() -> None:
    extra = sorted(t.__name__ for t in HANDLERS if t not in _event_types())
    assert not extra, f"handlers of types the engine never emits: {extra}"


def test_the_handlers_are_the_directors_own_methods() -> None:
    for event_type, handler in HANDLERS.items():
        assert getattr(Director, handler.__name__) is handler, event_type.__name__
