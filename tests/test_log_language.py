"""Every hand-log line follows a language switch made at the table (second new player's
report, finding 3): the buy-in, the house's fresh bankroll, a computer player's rebuy and
a refused action were written in the language of the moment and stayed English.

The language is switched the way a player does it: Esc, Settings, the Language row.
"""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from test_i18n_switch import switch_language_in_pause_menu  # noqa: E402
from test_ui_harness import Harness  # noqa: E402

from drawpoker import i18n  # noqa: E402


def _english_words(text: str, names: set[str]) -> list[str]:
    """Latin-letter words of ``text`` that are not a player's name (Russian has none)."""
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in names]


def test_every_log_line_is_redrawn_in_the_new_language(h: Harness) -> None:
    from drawpoker.engine import Action, ActionType
    from drawpoker.ui.scenes.dialog import NoticeScene

    t = h.sit_down(persist=False)
    assert h.wait_mode("bet") == "bet"
    # a refused action (the log says why), then the hand is folded and played out
    assert t._send(Action(t.hero, ActionType.RAISE, 10**9)) is False
    h.key(pygame.K_f, "f")
    if isinstance(h.app.stack.top, NoticeScene):  # folding when checking is free asks
        h.key(pygame.K_RETURN, "\r")
    assert h.wait_mode("over") == "over"
    # broke, and so is a computer player: the house's fresh bankroll, the player's own
    # buy-in and the computer player's rebuy, the lines of the report
    t.table.seats[1].stack = 0
    t.table.seats[t.hero].bankroll = 0
    t.table.seats[t.hero].stack = 0
    t.refill_target = lambda profile: profile.bankroll + 1000
    t.refill_and_rebuy()
    english = [str(text) for text, _kind in t.visual.log]
    joined = "\n".join(english)
    for line in ("The house gives you a fresh bankroll of", "You buy in for", "buys in for",
                 "Not allowed:"):
        assert line in joined, f"{line!r} not in the log:\n{joined}"
    names = {sv.name for sv in t.visual.seats}
    switch_language_in_pause_menu(h, 1)  # English -> Russian
    assert i18n.current_language() == "ru"
    stale = [str(text) for text, _kind in t.visual.log
             if _english_words(str(text), names)]
    assert not stale, "log lines still in English after switching to Russian:\n" + "\n".join(stale)
    switch_language_in_pause_menu(h, 2)  # Russian -> Deutsch
    assert i18n.current_language() == "de"
    german = "\n".join(str(text) for text, _kind in t.visual.log)
    assert "Die Bank" in german or "Bankroll" in german, german
    assert not re.search(r"[А-Яа-я]", german), "Russian left in the German log:\n" + german


@pytest.mark.parametrize("lang", ["ru", "sk"])
def test_every_personality_tag_is_translated_in_russian_and_slovak(lang: str) -> None:
    """Finding 3: Slovak kept "Calling station" while the other four tags were Slovak.
    (German keeps the English poker name on purpose: docs/glossary.md, Decisions.)"""
    from drawpoker.ai.personalities import PERSONALITIES
    from drawpoker.ui.table.labels import personality_name

    i18n.set_language(lang)
    try:
        for key, pers in PERSONALITIES.items():
            shown = personality_name(key)
            assert shown.casefold() != pers.name.casefold(), f"{lang}: {key} shown as {shown!r}"
    finally:
        i18n.set_language("en")
