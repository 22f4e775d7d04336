"""A whole hand played with the keyboard alone while the voice says the table: keys
posted through the real window, every spoken line captured by a recorder engine."""

from __future__ import annotations

from pathlib import Path

import pygame

from drawpoker.ui.speech.engines import RecorderEngine
from drawpoker.ui.table.scene import TableScene
from tests.support.harness import Harness


def _said(h: Harness, engine: RecorderEngine) -> list[str]:
    assert h.app.voice.wait_idle(5)
    return list(engine.spoken)


def test_a_hand_by_keys_and_voice_alone(tmp_path: Path) -> None:
    h = Harness(tmp_path, seed=9, speed="fast")
    try:
        engine = RecorderEngine()
        h.app.voice.use(engine)
        h.app.change_settings(speak_table=True)
        h.app.start_scenes()
        h.frames(5)
        said = _said(h, engine)
        assert said and said[-1].startswith("Play now."), said  # the focused title entry
        h.key(pygame.K_DOWN)
        h.frames(2)
        assert _said(h, engine)[-1].startswith("Table setup"), "the focus moved: said"
        h.key(pygame.K_UP)
        h.key(pygame.K_RETURN, "\r")  # Play now
        t = h.app.stack.find(TableScene)
        assert t is not None
        acted = set()
        for _ in range(40):
            mode = h.wait_mode("bet", "draw", "show", "over", "busted", limit=3000)
            if mode in ("over", "busted"):
                break
            said = _said(h, engine)
            if mode == "bet":
                assert said[-1].startswith("Your turn:") and "C: check or call" in said[-1]
                h.key(pygame.K_c, "c")
            elif mode == "draw":
                assert said[-1].startswith("The draw:")
                assert "Your cards: 1 " in said[-1] and ", 5 " in said[-1]  # by their keys
                h.key(pygame.K_1, "1")
                h.frames(2)
                assert _said(h, engine)[-1].startswith("Marked to throw: ")
                h.key(pygame.K_d, "d")
            elif mode == "show":
                h.key(pygame.K_s, "s")
            acted.add(mode)
            h.frames(2)
        assert t.mode == "over"
        h.frames(10)
        said = _said(h, engine)
        text = "\n".join(said)
        assert "bet" in acted and "draw" in acted
        dealt = [s for s in said if s.startswith("Your cards: ")]
        assert len(dealt) >= 2, "the cards are said after the deal and after the draw"
        assert all(" of " in s and "\u2660" not in s for s in dealt), dealt  # in words
        assert "You draw 1" in text or "You draw one" in text, text
        assert any(s.endswith("draws 1") or " draws " in s for s in said), text
        assert " wins " in text or "You win" in text, text
        assert said[-1].startswith("The hand is over.") and "N: next hand" in said[-1]
        # the log (the captions) holds the same words as were said
        logged = [str(line) for line, _kind in t.visual.log]
        assert [s for s in said if s.startswith("Your cards: ")][0].startswith("Your cards: ")
        assert any(line.startswith("Your cards: ") for line in logged)
        h.key(pygame.K_t, "t")  # the whole table
        state = _said(h, engine)[-1]
        assert state.startswith("Your cards: ") and "Pot " in state and "Your stack" in state
        h.key(pygame.K_v, "v")  # again
        assert _said(h, engine)[-2:] == [state, state]
    finally:
        h.close()


def test_the_focused_control_is_said_on_every_screen(tmp_path: Path) -> None:
    """Settings rows say their label and value (and say it again when the value changes),
    the pause menu its lit button, a dialog its heading, message and button."""
    h = Harness(tmp_path, seed=9, speed="fast")
    try:
        engine = RecorderEngine()
        h.app.voice.use(engine)
        h.app.change_settings(speak_table=True)
        h.app.start_scenes()
        h.frames(3)
        h.app.nav.push("settings")
        h.frames(3)
        assert _said(h, engine)[-1] == "Language. English"
        h.key(pygame.K_DOWN)
        assert _said(h, engine)[-1] == "Animation speed. Fast"
        h.key(pygame.K_LEFT)
        assert _said(h, engine)[-1] == "Animation speed. Normal", "a changed value is said"
        h.key(pygame.K_ESCAPE)
        h.app.nav.push("notice", heading="Quit the game?", message="Close Draw Poker now?")
        h.frames(2)
        assert _said(h, engine)[-1].startswith("Quit the game?. Close Draw Poker now?. ")
        h.key(pygame.K_ESCAPE)
        t = h.sit_down(persist=False)
        h.frames(2)
        h.key(pygame.K_ESCAPE)  # the pause menu
        assert _said(h, engine)[-1] == "Resume"
        h.key(pygame.K_DOWN)
        assert _said(h, engine)[-1] == "Settings"
        assert t is not None
    finally:
        h.close()


def test_speak_on_the_command_line_turns_the_voice_on_and_keeps_it(tmp_path: Path) -> None:
    from argparse import Namespace

    from drawpoker.ui.app import App
    from tests.support.userdata import saved_settings

    app = App(Namespace(data_dir=str(tmp_path), speak=True), realtime=False)
    assert app.settings.speak_table is True
    assert saved_settings(tmp_path)["speak_table"] is True
    app.voice.close()
