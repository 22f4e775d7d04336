"""Every pygame event on its way to the scenes: keys through the player's key map, the
pads (plugged in and out while the game runs, the left stick and the triggers as
presses), touch taps as clicks; and which input the player used last, for the hints.

:class:`InputRouter` is a part of the App: :meth:`InputRouter.intents` turns an event into
intents (:mod:`drawpoker.ui.input`), :meth:`InputRouter.offer` hands one to the scene
stack. A pad press goes as it is to a scene that reads the pad (the table,
``Scene.reads_pad``); to any other screen a direction first moves its focus to the nearest
control that way (``Scene.navigate``), else it is the key it means
(:data:`drawpoker.ui.pad.MENU_KEYS`: A Enter, B and Start Esc...).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from typing import Any

import pygame

from drawpoker.i18n import _
from drawpoker.ui import keymap
from drawpoker.ui.input import Intent, Key, PadLost, PadPress, to_intents
from drawpoker.ui.pad import BUTTONS, DIRECTIONS, MENU_KEYS, family_of
from drawpoker.ui.prompts import PROMPTS
from drawpoker.ui.scene import SceneStack

#: A stick or trigger past this share of its travel is a press ...
PRESS_AT = 0.5
#: ... and back under this share, released.
RELEASE_AT = 0.25
_AXIS_MAX = 32767

#: The stick's axes: axis -> (the direction below zero, above zero).
_STICK = {pygame.CONTROLLER_AXIS_LEFTX: ("left", "right"),
          pygame.CONTROLLER_AXIS_LEFTY: ("up", "down")}
_TRIGGERS = {pygame.CONTROLLER_AXIS_TRIGGERLEFT: "lt",
             pygame.CONTROLLER_AXIS_TRIGGERRIGHT: "rt"}
#: Inputs after which the hints show keys again.
_KEY_INPUTS = frozenset({pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN})


def open_controller(index: int) -> tuple[int, str, Any]:
    """Open the pad SDL calls device ``index``: ``(instance id, name, controller)``.

    Raises:
        pygame.error: no such pad (it went again), or the controller subsystem is off.
    """
    from pygame._sdl2 import controller

    pad = controller.Controller(index)
    return int(pad.id), str(pad.name or ""), pad


class InputRouter:
    """Events to intents and intents to the scenes (see the module doc).

    Args:
        stack: the scene stack intents go to.
        tell: shows the player a one-line message (a toast).

    Attributes:
        pads: the pads plugged in: instance id -> (name, family, controller or None).
    """

    def __init__(self, stack: SceneStack, tell: Callable[[str], None]) -> None:
        self.stack = stack
        self.tell = tell
        self.pads: dict[int, tuple[str, str, Any]] = {}
        self._held: set[str] = set()

    def start(self) -> bool:
        """Open SDL's controller subsystem with buttons named by position (the pads
        already plugged in arrive as CONTROLLERDEVICEADDED events); False when it cannot
        be opened (the game plays on with keys)."""
        os.environ.setdefault("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", "0")
        try:
            from pygame._sdl2 import controller

            controller.init()
        except (pygame.error, ImportError):
            return False
        return True

    # events -> intents -------------------------------------------------------------
    def intents(self, event: pygame.event.Event) -> list[Intent]:
        """The intents of one pygame event (:func:`drawpoker.ui.input.to_intents` for the
        keyboard, mouse and touch; pads here). A key means what the key map says."""
        et = event.type
        if et == pygame.CONTROLLERDEVICEADDED:
            self._added(int(getattr(event, "device_index", 0)))
            return []
        if et == pygame.CONTROLLERDEVICEREMOVED:
            return self._removed(int(getattr(event, "instance_id", -1)))
        if et == pygame.CONTROLLERBUTTONDOWN:
            name = BUTTONS.get(int(event.button))
            if name is None:
                return []
            self._used("pad", int(getattr(event, "instance_id", -1)))
            return [PadPress(name)]
        if et == pygame.CONTROLLERAXISMOTION:
            return self._axis(event)
        if et in _KEY_INPUTS:
            self._used("keys")
        found = to_intents(event)
        keys = keymap.current()
        for i, intent in enumerate(found):
            if isinstance(intent, Key) and intent.key:
                meant = keys.meaning(intent.key)
                if meant != intent.key:
                    found[i] = Key(meant, intent.mod, intent.text, pressed=intent.key)
        return found

    def _used(self, device: str, pad: int = -1) -> None:
        """The player used ``device`` (``pad``: that pad's instance id); the hints follow."""
        family = self.pads[pad][1] if pad in self.pads else PROMPTS.family
        if device != PROMPTS.device or (device == "pad" and family != PROMPTS.family):
            PROMPTS.device = device
            if device == "pad":
                PROMPTS.family = family
            self.stack.invalidate()

    def _added(self, index: int) -> None:
        try:
            instance, name, pad = open_controller(index)
        except pygame.error:
            return  # gone again before it could be opened
        self.pads[instance] = (name, family_of(name), pad)
        self.tell(_("Controller connected: {name}").format(name=name or _("game pad")))

    def _removed(self, instance: int) -> list[Intent]:
        name, _family, pad = self.pads.pop(instance, ("", "", None))
        if pad is not None:
            with contextlib.suppress(pygame.error):
                pad.quit()
        was_pad = PROMPTS.pad
        PROMPTS.device = "keys"
        self.stack.invalidate()
        self.tell(_("Controller disconnected: keys and the mouse still work."))
        return [PadLost()] if was_pad and not self.pads else []

    def _axis(self, event: pygame.event.Event) -> list[Intent]:
        axis, value = int(event.axis), int(event.value) / _AXIS_MAX
        presses: list[Intent] = []
        if axis in _STICK:
            low, high = _STICK[axis]
            for name, past in ((low, -value), (high, value)):
                presses += self._threshold(name, past)
        elif axis in _TRIGGERS:
            presses += self._threshold(_TRIGGERS[axis], value)
        if presses:
            self._used("pad", int(getattr(event, "instance_id", -1)))
        return presses

    def _threshold(self, name: str, past: float) -> list[Intent]:
        if name not in self._held and past >= PRESS_AT:
            self._held.add(name)
            return [PadPress(name)]
        if name in self._held and past < RELEASE_AT:
            self._held.discard(name)
        return []

    # intents -> scenes -------------------------------------------------------------
    def offer(self, intent: Intent) -> bool:
        """Hand ``intent`` to the scene stack (a pad press as the module doc says); True
        when a scene used it."""
        if not isinstance(intent, PadPress):
            return self.stack.handle(intent)
        top = self.stack.top
        if top is None:
            return False
        if top.reads_pad:
            return self.stack.handle(intent)
        direction = DIRECTIONS.get(intent.button)
        if direction is not None and top.navigate(*direction):
            top.invalidate()
            return True
        key = MENU_KEYS.get(intent.button)
        return key is not None and self.stack.handle(Key(key))


__all__ = ["PRESS_AT", "RELEASE_AT", "InputRouter", "open_controller"]
