"""The speaker: lines spoken off the UI thread in order, an interrupting line drops the
waiting ones, stale lines are dropped, an engine that fails stops it with its reason;
card glyphs are said in words."""

from __future__ import annotations

import threading
import time

import pytest

from drawpoker import i18n
from drawpoker.persistence.settings import Settings
from drawpoker.ui.speech import speaker as speaker_mod
from drawpoker.ui.speech.engines import RecorderEngine
from drawpoker.ui.speech.speaker import Line, Speaker
from drawpoker.ui.speech.voice import Voice
from drawpoker.ui.speech.words import spoken


class SlowEngine(RecorderEngine):
    """Speaks each line until cut or released (the test holds the worker)."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()
        self.started = threading.Event()
        self.cut: list[str] = []

    def speak(self, line: Line) -> None:
        self.started.set()
        if not self.release.wait(5):
            raise AssertionError("never released")
        super().speak(line)

    def stop(self) -> None:
        self.cut.append("cut")
        self.release.set()


def test_lines_are_spoken_in_order_on_another_thread() -> None:
    engine = RecorderEngine()
    threads: list[str] = []
    real = engine.speak
    engine.speak = lambda line: (threads.append(threading.current_thread().name),  # type: ignore[method-assign]
                                 real(line))
    s = Speaker(engine)
    for text in ("one", "two", "three"):
        s.say(Line(text, "en", 1.0))
    assert s.wait_idle(5)
    assert engine.spoken == ["one", "two", "three"]
    assert threading.current_thread().name not in threads


def test_say_never_blocks_and_an_interrupting_line_drops_the_waiting_ones() -> None:
    engine = SlowEngine()
    s = Speaker(engine)
    s.say(Line("first", "en", 1.0))
    assert engine.started.wait(5)
    t0 = time.perf_counter()
    for k in range(20):
        s.say(Line(f"waiting {k}", "en", 1.0))
    assert time.perf_counter() - t0 < 0.5  # queued, never spoken on this thread
    s.say(Line("focus", "en", 1.0), interrupt=True)
    engine.release.set()
    assert s.wait_idle(5)
    assert engine.cut == ["cut"]
    assert engine.spoken == ["first", "focus"]


def test_a_stale_line_is_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    engine = RecorderEngine()
    engine.keeps_every_line = False  # as the system's voice
    s = Speaker(engine)
    s.say(Line("old", "en", 1.0, made=time.monotonic() - speaker_mod.STALE_SECONDS - 1))
    s.say(Line("new", "en", 1.0))
    assert s.wait_idle(5)
    assert engine.spoken == ["new"]


def test_an_engine_that_fails_stops_the_speaker_with_its_reason() -> None:
    class Broken(RecorderEngine):
        name = "broken"

        def speak(self, line: Line) -> None:
            raise OSError("no audio")

    s = Speaker(Broken())
    s.say(Line("x", "en", 1.0))
    assert s.wait_idle(5)
    assert s.problem == "broken: no audio"
    s.say(Line("y", "en", 1.0))  # nothing more is queued, nothing raises
    assert s.wait_idle(1)


def test_card_glyphs_are_said_in_words_in_the_current_language() -> None:
    assert spoken("You show A\u2660\u00a0K\u2660\u00a010\u2666 \u00b7 ace high") == \
        "You show ace of spades, king of spades, ten of diamonds \u00b7 ace high"
    assert spoken("10 players, 5 chips") == "10 players, 5 chips"
    assert spoken("SHA-256 f2f6825a a12d9301 36f27f38") == "SHA-256 f2f6825a"
    with i18n.speaking("de"):
        assert spoken("A\u2660 10\u2666") == "Pik Ass, Karo Zehn"
    with i18n.speaking("ru"):
        assert spoken("A\u2660") == "туз пик"


def test_the_voice_follows_the_settings_and_says_why_it_is_silent() -> None:
    engine = RecorderEngine()
    voice = Voice(make_engine=lambda: engine, missing=lambda: None)
    voice.apply(Settings())
    assert not voice.on and voice.problem is None  # off by default
    voice.say("Boris folds")
    voice.apply(Settings(speak_table=True, voice_volume=0.5, volume=0.8))
    assert voice.on
    voice.say("Boris raises to 40")
    assert voice.wait_idle(5)  # (a focus change would cut it)
    voice.follow_focus("Volume. 70%")
    voice.follow_focus("Volume. 70%")  # the same focus is said once
    assert voice.wait_idle(5)
    assert engine.spoken == ["Boris raises to 40", "Volume. 70%"]
    assert engine.lines[0].volume == pytest.approx(0.4)
    assert engine.lines[0].language == "en"
    voice.repeat()
    assert voice.wait_idle(5) and engine.spoken[-1] == "Volume. 70%"
    silent = Voice(make_engine=lambda: engine, missing=lambda: "No speech engine found")
    silent.apply(Settings(speak_table=True))
    assert not silent.on
    assert silent.problem == "No speech engine found: install espeak-ng"
    silent.say("nothing happens")  # the game plays on
