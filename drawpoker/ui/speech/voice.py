"""The voice the scenes speak through: on while the ``speak_table`` setting is on.

One :class:`Voice` lives in the game's services (``app.voice``). Scenes hand it the
same words they write (a log line, a caption, a control's label): :meth:`Voice.say`
turns card glyphs into words (:func:`~drawpoker.ui.speech.words.spoken`) and queues the
line on the :class:`~drawpoker.ui.speech.speaker.Speaker`, which speaks off the UI
thread. The voice channel's level (``Settings.channel_level("voice")``) and the game's
language go with each line.
"""

from __future__ import annotations

from collections.abc import Callable

from drawpoker.i18n import _, current_language
from drawpoker.persistence.settings import Settings
from drawpoker.ui.speech.engines import SystemVoice, engine_missing, playback_missing
from drawpoker.ui.speech.speaker import Engine, Line, Speaker
from drawpoker.ui.speech.words import spoken

__all__ = ["Voice"]


class Voice:
    """The spoken table (see the module doc).

    Args:
        make_engine: builds the engine when speech is first switched on (the system's
            voice; tests pass a recorder's).
        missing: why no engine can speak here, or None (:func:`engine_missing`).
        unheard: why its lines cannot be heard, given whether the game's sound device
            opened, or None (:func:`playback_missing`).

    Attributes:
        on: the setting is on and an engine may speak.
        last: the last line spoken (:meth:`repeat` says it again), "" before any.
    """

    def __init__(self, make_engine: Callable[[], Engine] = SystemVoice,
                 missing: Callable[[], str | None] = engine_missing,
                 unheard: Callable[[bool], str | None] = playback_missing) -> None:
        self._make_engine = make_engine
        self._missing = missing
        self._unheard = unheard
        #: why the lines cannot be heard (found by :meth:`sound_device`), or None
        self._deaf: str | None = None
        self._speaker: Speaker | None = None
        self._wanted = False
        self._level = 1.0
        self._focus: str | None = None
        self.on = False
        self.last = ""

    def use(self, engine: Engine) -> None:
        """Speak through ``engine`` from now on (the old speaker stops)."""
        if self._speaker is not None:
            self._speaker.close()
        self._speaker = Speaker(engine)
        self._make_engine = lambda: engine
        self._missing = lambda: None
        self._unheard = lambda mixer_open: None
        self._deaf = None
        self.on = self._wanted

    def sound_device(self, present: bool) -> str | None:
        """The game tried its sound device (at start): ``present`` when pygame's mixer
        opened. Returns what to tell the player when the voice is on but cannot be heard
        (:attr:`problem`), else None; from now on its lines are not spoken into nothing."""
        self._deaf = self._unheard(present)
        return self.problem

    @property
    def engine(self) -> Engine | None:
        """The engine in use, or None before speech was first switched on."""
        return self._speaker.engine if self._speaker is not None else None

    def apply(self, settings: Settings) -> None:
        """Follow the settings: on or off (``speak_table``) and the voice's level."""
        self._wanted = bool(settings.speak_table)
        self._level = settings.channel_level("voice")
        if self._wanted and self._speaker is None and self._missing() is None:
            self._speaker = Speaker(self._make_engine())
        self.on = self._wanted and self._speaker is not None and self._speaker.problem is None
        if not self.on and self._speaker is not None:
            self._speaker.close()
            self._speaker = None
        self._focus = None

    @property
    def problem(self) -> str | None:
        """Why the voice is silent although the setting is on (no speech engine, no sound
        device to hear it on, or the engine failed), in the current language; None
        otherwise."""
        if not self._wanted:
            return None
        if self._missing() is not None:
            return _("No speech engine found: install espeak-ng")
        if self._deaf is not None:
            return _("No sound device: the voice can't be heard")
        if self._speaker is not None and self._speaker.problem is not None:
            return _("The voice stopped: {reason}").format(reason=self._speaker.problem)
        return None

    def say(self, text: str, *, interrupt: bool = False) -> None:
        """Speak ``text`` (written as on screen) when the voice is on; never blocks."""
        text = str(text).strip()
        if not text:
            return
        self.last = text
        if not self.on or self._speaker is None or self._level <= 0.0 \
                or self._deaf is not None:
            return
        self._speaker.say(Line(spoken(text), current_language(), self._level),
                          interrupt=interrupt)

    def repeat(self) -> None:
        """Say the last line again, cutting whatever is being said."""
        if self.last:
            self.say(self.last, interrupt=True)

    def follow_focus(self, words: str | None) -> None:
        """Say the focused control's ``words`` when the focus moved to another control
        or its value changed (called once a frame with the top screen's focus)."""
        if words is None or words == self._focus:
            self._focus = words
            return
        self._focus = words
        self.say(words, interrupt=True)

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Wait until the queued lines are spoken (tests); True when done in time."""
        return self._speaker.wait_idle(timeout) if self._speaker is not None else True

    def close(self) -> None:
        """Stop speaking (the game quits)."""
        if self._speaker is not None:
            self._speaker.close()
