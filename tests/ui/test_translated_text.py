"""Translated text on screen: every screen fits longer translations, and rendered-text caches follow the catalog in force."""

from __future__ import annotations

import os
import re
import sys
import traceback
from argparse import Namespace
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ai.characters import REGULARS
from drawpoker.ui.app import App
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.scenes.title import TitleScene
from tests.support.records import play_hands
from tests.support.screens import FakeTable, frames, make_app


class LongTranslations:
    """A stand-in catalog whose every text is a third longer, in Cyrillic (like ru/de)."""

    def gettext(self, message: str) -> str:
        return message + " " + "Ш" * max(1, len(message) // 3)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.gettext(singular if n == 1 else plural)

    def pgettext(self, context: str, message: str) -> str:
        return self.gettext(message)


@pytest.mark.parametrize("scene_name", ["settings", "setup", "rules", "stats", "history", "profile",
                                        "pause", "title"])
def test_a_third_longer_texts_still_fit_at_960x540(tmp_path: Path, scene_name: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    from drawpoker.ui import text as ui_text

    app = make_app(tmp_path)
    play_hands(app.profile, 3)
    monkeypatch.setattr(i18n.catalog, "_translations", LongTranslations())
    if scene_name == "title":
        scene = app.stack.top
        scene.resume()
        frames(app, 1)
        for b in scene.buttons:
            assert b.rect.left >= 0 and b.rect.right <= app.size[0] and b.rect.bottom <= app.size[1]
            assert ui_text.font(max(11, round(b.rect.height * 0.36)), True).size(b.label)[0] <= b.rect.width
        return
    mod = importlib.import_module(f"drawpoker.ui.scenes.{scene_name}")
    if scene_name == "pause":
        app.stack.push(FakeTable(in_hand=False))
        scene = app.stack.push(mod.PauseScene())
        frames(app, 1)
        for b in scene.buttons:
            assert scene.box.contains(b.rect)
            assert b.preferred_width(max(11, round(b.rect.height * 0.36))) <= b.rect.width
        assert scene.box.right <= app.size[0] and scene.box.bottom <= app.size[1]
        return
    cls = next(v for k, v in vars(mod).items() if k.endswith("Scene") and isinstance(v, type)
               and issubclass(v, MenuScene) and v is not MenuScene and v.__module__ == mod.__name__)
    scene = app.stack.push(cls())
    frames(app, 2)
    assert "Ш" in scene.title()
    for b in scene.footer:
        assert b.rect.left >= 0 and b.rect.right <= app.size[0]
        assert b.preferred_width(max(11, round(b.rect.height * 0.36))) <= b.rect.width + 2, b.label
    for r in scene.rows:
        if r.visible and r.label:
            room = r.rect.width - r.control_width(scene.px) - scene.px * 2
            assert ui_text.font(scene.px).size(r.label)[0] <= room, r.label


def test_rendered_text_caches_follow_the_catalog_not_only_the_language_code(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A rules page made under another catalog with the same code ("en") is not served
    again afterwards (a stand-in's "ШШШ" leaked into the next rules screen)."""
    from drawpoker.ui.rulebook.pages import render_page

    make_app(tmp_path)
    plain = render_page(0, 600, 16, False, i18n.catalog_key())
    with monkeypatch.context() as m:
        m.setattr(i18n.catalog, "_translations", LongTranslations())
        longer = render_page(0, 600, 16, False, i18n.catalog_key())
        assert i18n.current_language() == "en"
    again = render_page(0, 600, 16, False, i18n.catalog_key())
    assert longer.get_height() > plain.get_height()  # the longer texts wrap to more lines
    assert again.get_height() == plain.get_height()
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(plain, "RGBA")


CARD_CODE = re.compile(r"(?<![A-Za-z])(?:10|[2-9TJQKA])[cdhs♣♦♥♠](?![A-Za-z])|(?<![A-Za-z])Jk(?![A-Za-z])")
# Strings that are not words of the game's language: the language names in their own
# language (Settings lists "English" in every language), and key names printed on keys.
DATA_STRINGS = set(i18n.LANGUAGES.values()) | {"Esc", "Enter", "F11"}
# Hex digests (the deck's commitment and salt, docs/fairness.md), written in groups of
# four or eight digits: a run of two or more groups, or one group with a digit in it.
HEX_DATA = re.compile(r"(?<![A-Za-z0-9])(?:[0-9a-f]{4,8}(?: [0-9a-f]{4,8})+|"
                      r"[0-9a-f]*[0-9][0-9a-f]*)(?![A-Za-z0-9])")


def untranslated(text: str, names: set[str]) -> bool:
    """True when ``text`` holds a plain ASCII letter that is not data.

    A lone capital letter is a key cap (the hotkey hints F, C, R, A, S, M on the action
    buttons name physical keys, the same in every language), not a word.
    """
    if re.fullmatch(r"[A-Z]", text):
        return False
    rest = HEX_DATA.sub("", CARD_CODE.sub("", text))
    for data in sorted(names | DATA_STRINGS, key=len, reverse=True):
        rest = rest.replace(data, "")
    return re.search(r"[A-Za-z]", rest) is not None


def test_the_checker_flags_english_and_passes_pseudo_text() -> None:
    names = {"Ada"}
    assert untranslated("Fold", names)
    assert untranslated("Ada wins the pot", names)
    assert not untranslated(i18n.pseudo("{name} wins the pot").format(name="Ada"), names)
    assert not untranslated("As Kd 10h Jk · 1,250 ♠", names)
    assert not untranslated("K♣ 5♣ J♥ 10♦ · ⟦Ŵóñ⟧", names)
    assert not untranslated("ĥíğĥ", names)  # a wrapped line of a translated paragraph
    assert not untranslated("F", names) and untranslated("Fo", names)
    assert not untranslated("a7fb f2fb 2e81", names) and not untranslated("db5b5fab.", names)
    assert untranslated("fade", names) and untranslated("Seed 4b281fd2", names)


class _Recorder:
    """Every text rendered by any ``pygame.font.Font`` (the game's ``ui.text.GameFont`` is
    one) and where it was rendered."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}

    def font_class(self, base: type[pygame.font.Font]) -> type[pygame.font.Font]:
        recorder = self

        class RecordingFont(base):  # type: ignore[valid-type, misc]
            def render(self, text, *args, **kwargs):  # type: ignore[no-untyped-def]
                if text and str(text) not in recorder.seen:
                    recorder.seen[str(text)] = _caller()
                return super().render(text, *args, **kwargs)

        return RecordingFont


def _caller() -> str:
    frames = traceback.extract_stack()[:-2]
    for f in reversed(frames):
        path = f.filename.replace(os.sep, "/")
        if "/drawpoker/ui/" in path and not (path.endswith("/ui/text.py") or "/ui/widgets/" in path):
            return f"{path.split('/drawpoker/', 1)[1]}:{f.lineno}"
    f = frames[-1]
    return f"{f.filename}:{f.lineno}"


def _clear_ui_caches() -> None:
    """Forget cached fonts and rendered text so everything is rendered again."""
    for name, mod in list(sys.modules.items()):
        if name.startswith("drawpoker.ui"):
            for value in list(vars(mod).values()):
                clear = getattr(value, "cache_clear", None)
                if callable(clear):
                    clear()


@pytest.fixture()
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[_Recorder]:
    rec = _Recorder()
    import drawpoker.ui.app  # noqa: F401  (load the UI modules before clearing caches)
    from drawpoker.ui import text as ui_text

    monkeypatch.setattr(pygame.font, "Font", rec.font_class(pygame.font.Font))
    monkeypatch.setattr(ui_text, "GameFont", rec.font_class(ui_text.GameFont))
    _clear_ui_caches()
    i18n.set_pseudo(True)
    try:
        yield rec
    finally:
        i18n.set_pseudo(False)
        i18n.set_language("en")
        monkeypatch.undo()
        _clear_ui_caches()
        pygame.quit()


VISITED: set[str] = set()


def _frames(app, n: int = 1) -> None:  # type: ignore[no-untyped-def]
    for _ in range(n):
        app.step_frame()
        VISITED.update(type(s).__name__ for s in app.stack.scenes)


def _play_table(app, hands: int, names: set[str]) -> None:  # type: ignore[no-untyped-def]
    """Play ``hands`` hands at the table as the player: call or check, draw two cards,
    show at the showdown, open the log and the pause menu once."""
    from drawpoker.ui.table.scene import TableScene

    # no "are you sure?" questions: the test acts through the scene's own methods
    app.settings = app.settings.replace(confirm_call_fraction=0.0)
    app.settings = app.settings.replace(confirm_allin=False)
    app.settings = app.settings.replace(confirm_stand_pat=False, undo_draw=False)
    scene = TableScene()
    app.stack.push(scene)
    _frames(app, 3)
    names.update(str(n) for n in getattr(scene, "names", []))
    done = 0
    paused = False
    for _ in range(3000):
        if done >= hands:
            break
        assert app.stack.top is scene, f"unexpected screen over the table: {app.stack.top!r}"
        mode = scene.mode
        if mode == "bet":
            _frames(app, 2)
            if not paused:
                paused = True
                scene.open_pause()
                _frames(app, 3)
                app.stack.pop()
                _frames(app, 1)
            scene.commands.act_kind("call")
        elif mode == "draw":
            scene.commands.toggle_discard(0)
            scene.commands.toggle_discard(1)
            _frames(app, 2)
            scene.commands.confirm_draw()
        elif mode == "show":
            _frames(app, 2)
            scene.commands.show_or_muck(True)
        elif mode in ("over", "busted"):
            _frames(app, 30)
            done += 1
            if mode == "busted":
                break
            scene.next_hand()
        _frames(app, 1)
    assert done >= 1, "no hand finished at the table"
    app.stack.pop()
    _frames(app, 1)


def test_every_screen_draws_only_translated_text(recorder: _Recorder, tmp_path: Path) -> None:
    from drawpoker.ui.rulebook import pages as rules_mod
    from drawpoker.ui.scenes.pause import PauseScene
    from drawpoker.ui.scenes.rules import RulesScene
    from drawpoker.ui.scenes.stats import StatsScene

    app = App(Namespace(size="960x540", data_dir=str(tmp_path), seed=11), realtime=False)
    app.settings = app.settings.replace(animation_speed="fast", tutorial_offered=True)
    app.start_scenes()
    _frames(app, 3)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    names: set[str] = {c.name for c in REGULARS}  # the career rooms' characters
    profile = getattr(getattr(app, "user", None), "profile", None)
    if profile is not None:
        names.add(str(profile.player().name))

    _play_table(app, 3, names)

    # every screen of the title menu (Play now and Quit are the first and last entries)
    for _label, open_screen in list(title.entries)[1:-1]:
        open_screen()
        _frames(app, 4)
        screen = app.stack.top
        if type(screen).__name__ == "HistoryScene" and hasattr(screen, "watch_replay"):
            screen.watch_replay()
            _frames(app, 60)
            if app.stack.top is not screen:
                app.stack.pop()
                _frames(app, 1)
        while app.stack.top is not title:
            app.stack.pop()
        _frames(app, 1)
    for page in range(len(rules_mod.PAGES)):
        app.stack.push(RulesScene(page=page))
        _frames(app, 3)
        app.stack.pop()
    for page in range(4):
        app.stack.push(StatsScene(page=page))
        _frames(app, 3)
        app.stack.pop()
    app.stack.push(PauseScene())
    _frames(app, 3)
    app.stack.pop()
    app.stack.push(NoticeScene(i18n._("Notice"), i18n._("Welcome back")))
    _frames(app, 3)
    app.stack.pop()
    _frames(app, 2)

    seen = recorder.seen
    expected = {"TitleScene", "TableScene", "SetupScene", "SettingsScene", "RulesScene",
                "StatsScene", "HistoryScene", "ReplayScene", "ProfileScene", "PauseScene",
                "NoticeScene"}
    assert expected <= VISITED, f"screens not visited: {sorted(expected - VISITED)}"
    assert len(seen) > 150, f"only {len(seen)} strings were drawn: did the screens render?"
    assert any(i18n.PSEUDO_OPEN in t for t in seen)
    bad = sorted((where, text) for text, where in seen.items() if untranslated(text, names))
    assert not bad, "drawn without translation:\n" + "\n".join(f"  {w}: {t!r}" for w, t in bad)


# ------------------------------------------------------- long words at 960x540
def _fresh_fonts() -> None:
    """pygame up, with no font cached from an earlier (quit) pygame session."""
    from drawpoker.ui import text as ui_text

    pygame.init()
    ui_text.forget_fonts()

def test_the_table_title_fits_left_of_the_phase_label_and_keeps_the_stakes() -> None:
    """Long Russian/German game names are shrunk, then cut with "…" before the stakes."""
    _fresh_fonts()
    try:
        from drawpoker.ui import text as ui_text
        from drawpoker.ui.table.text_fit import fit_title

        text = "Лоубол от двойки до семёрки · Фикс-лимит · блайнды 1 000/2 000"
        full = ui_text.font(14).size(text)[0]
        room = full // 2
        title, size = fit_title(text, 14, room)
        assert ui_text.font(size).size(title)[0] <= room
        assert title.endswith("· блайнды 1 000/2 000") and "…" in title
        assert 11 <= size <= 14
        assert fit_title("Hand", 14, 500) == ("Hand", 14)  # room enough: unchanged
        assert fit_title(text, 14, 2)[0] == ""  # no room at all: nothing drawn
    finally:
        _fresh_fonts()


@pytest.mark.parametrize(("word", "first", "rest"), [
    ("Verbessert", "Verbes-", "sert"), ("Улучшение", "Улучше-", "ние"), ("Zlepšenie", "Zlepše-", "nie"),
])
def test_odds_headers_hyphenate_where_a_syllable_starts(word: str, first: str, rest: str) -> None:
    """Not "Verbesse-/rt": the next line starts with a consonant before a vowel and keeps
    at least three letters."""
    _fresh_fonts()
    try:
        from drawpoker.ui import text as ui_text
        from drawpoker.ui.rulebook.layout import _hyphenate

        room = ui_text.font(12, True).size(word)[0] - 8
        assert _hyphenate(word, 12, room) == [first, rest]
    finally:
        _fresh_fonts()
