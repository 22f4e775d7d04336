"""The Settings screen's sound and accessibility rows: the master volume and each sound
channel (effects, voice, ambience) with its own slider and mute, the text size, and
"Speak the table" (with the reason when no speech engine can speak).

Kept apart from :mod:`drawpoker.ui.scenes.settings` (which lists these rows in its
"Sound" and "Accessibility" sections) so the screen's other sections change without
touching them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from drawpoker.i18n import _
from drawpoker.persistence.settings import TEXT_SIZES
from drawpoker.ui.speech.voice import Voice
from drawpoker.ui.widgets.rows import ChoiceRow, Row, Section, ToggleRow
from drawpoker.ui.widgets.slider_row import SliderRow

Get = Callable[[str], Any]
Set = Callable[[str], Callable[[Any], None]]


def _percent(value: int) -> str:
    return _("{value}%").format(value=value)


def _volume(label: str, key: str, get: Get, st: Set) -> SliderRow:
    return SliderRow(label, 0, 100, 5, lambda: round(100 * float(get(key))),
                     lambda v: st(key)(v / 100.0), _percent)


def _reader(get: Get, key: str) -> Callable[[], bool]:
    return lambda: bool(get(key))


def sound_rows(get: Get, st: Set) -> list[Row]:
    """The "Sound" section: the master volume and mute, then each channel's volume and
    mute (``Settings.channel_level`` multiplies them)."""
    rows: list[Row] = [Section(_("Sound")),
                       _volume(_("Volume"), "volume", get, st),
                       ToggleRow(_("Mute"), lambda: bool(get("muted")), st("muted"))]
    for channel, label, mute in (
            ("effects", _("Effects volume"), _("Mute effects")),
            ("voice", _("Voice volume"), _("Mute the voice")),
            ("ambience", _("Ambience volume"), _("Mute the ambience"))):
        rows.append(_volume(label, f"{channel}_volume", get, st))
        rows.append(ToggleRow(mute, _reader(get, f"{channel}_muted"), st(f"{channel}_muted")))
    return rows


class SpeakRow(ToggleRow):
    """"Speak the table": on or off, with the voice's problem as its hint while there is
    one ("No speech engine found: install espeak-ng"), else what it does."""

    def __init__(self, get: Get, st: Set, voice: Callable[[], Voice]) -> None:
        self._voice = voice
        self._about = _("Says every action, your cards and the focused control; "
                        "V repeats, T reads the table")
        super().__init__(_("Speak the table"), lambda: bool(get("speak_table")),
                         st("speak_table"))

    @property  # type: ignore[override]
    def hint(self) -> str:
        """The voice's problem while there is one, else what the row does."""
        return self._voice().problem or self._about

    @hint.setter
    def hint(self, value: str) -> None:
        self._about = value or self._about


def access_rows(get: Get, st: Set, voice: Callable[[], Voice]) -> list[Row]:
    """The "Accessibility" section: the text size and "Speak the table"."""
    sizes = [(size, _percent(size)) for size in TEXT_SIZES]
    return [Section(_("Accessibility")),
            ChoiceRow(_("Text size"), sizes, lambda: int(get("text_size")), st("text_size"),
                      hint=_("Bigger text and controls on every screen")),
            SpeakRow(get, st, voice)]
