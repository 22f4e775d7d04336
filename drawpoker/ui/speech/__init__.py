"""The spoken table: the game's words read aloud through the system's speech.

* :mod:`~drawpoker.ui.speech.speaker` — a queue of lines and one worker thread that
  speaks them (never on the UI thread; a newer line may interrupt stale ones);
* :mod:`~drawpoker.ui.speech.engines` — who speaks: the system's voice through pyttsx3
  (SAPI5 on Windows, NSSpeechSynthesizer on macOS, eSpeak NG on Linux), or a recorder
  that keeps the lines (tests);
* :mod:`~drawpoker.ui.speech.words` — written table text as it is said (``"A♠"`` is
  "ace of spades");
* :mod:`~drawpoker.ui.speech.voice` — the :class:`~drawpoker.ui.speech.voice.Voice`
  the scenes speak through, switched by the ``speak_table`` setting.
"""
