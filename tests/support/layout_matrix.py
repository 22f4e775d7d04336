"""The text-size layout matrix (tests/ui/test_text_size.py and the screens' own matrix
files): the real App at one window size, language and text size, and the check of the
frame drawn now (:mod:`tests.support.text_layout`: text over text, off the window, over a
picture, cut with "…", a word broken by a wrap)."""

from __future__ import annotations

from argparse import Namespace
from pathlib import Path
from typing import Any

from drawpoker import i18n
from drawpoker.ui.app import App
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.scenes.hand_off import HandOffScene
from drawpoker.ui.scenes.menu import MenuScene
from tests.support.pictures import picture_mask
from tests.support.records import play_hands
from tests.support.text_layout import (
    Drawn,
    broken_words,
    cut_labels,
    over_pictures,
    overlaps,
    texts_of_frame,
)

#: Every supported window size (pixels) and language.
SIZES = [(960, 540), (1280, 720), (1280, 800), (1920, 1080)]
LANGUAGES = ["en", "ru", "sk", "de"]


def app_at(tmp_path: Path, size: tuple[int, int], language: str, percent: int) -> App:
    """The real App (headless, seed 11) in ``tmp_path`` at ``size``, ``language`` and text
    size ``percent``, animations instant, the title on top, four hands recorded."""
    i18n.set_language(language)
    app = App(Namespace(size=f"{size[0]}x{size[1]}", data_dir=str(tmp_path), seed=11,
                        language=language), realtime=False)
    app.change_settings(text_size=percent)
    app.settings = app.settings.replace(animation_speed="instant")
    app.settings = app.settings.replace(tutorial_offered=True)  # the first start's welcome answered
    app.start_scenes()
    for _ in range(3):
        app.step_frame()
    play_hands(app.profile, 4)
    return app


def check_frame(app: App, where: str, monkeypatch: Any, found: list[str]) -> list[Drawn]:
    """What is wrong with the frame drawn now (added to ``found``, each line headed by
    ``where``); returns its texts. The table's hand log panel is drawn afresh (it blits a
    picture made in an earlier frame, whose texts the frame would not show: its tabs went
    unchecked; a scene showing a table, ``playing``, has it there)."""
    top = app.stack.top
    panel = getattr(getattr(top, "playing", top), "log_panel", None)
    if panel is not None:
        panel.stale()
    drawn = texts_of_frame(app, monkeypatch)  # first: a page drawn once is drawn now
    if panel is not None and panel.open:
        tabs = [i18n._("Hand log"), i18n._("Reasons")]
        assert set(tabs) <= {d.text for d in drawn}, (where, tabs)
    pictures = picture_mask(app, monkeypatch)
    if where.endswith(("TableScene", "DealAgainScene")):  # the cards and chips are found,
        # or the test is blind
        assert pictures.count() > 1000, where
    found.extend(f"{where}: {p}" for p in broken_words(drawn))
    scene = app.stack.top
    if isinstance(scene, HandOffScene | NoticeScene):  # its opaque box hides the text under it
        mine = type(scene).__module__
        drawn = [d for d in drawn
                 if d.caller.startswith(mine) or not d.shown.colliderect(scene.box)]
    found.extend(f"{where}: {p}" for p in overlaps(drawn, app.size))
    found.extend(f"{where}: {p}" for p in over_pictures(drawn, pictures, app.size))
    found.extend(f"{where}: {p}" for p in cut_labels(drawn))
    if isinstance(scene, MenuScene):
        for b in scene.footer:
            if not (b.rect.left >= 0 and b.rect.right <= app.size[0]
                    and b.rect.bottom <= app.size[1]):
                found.append(f"{where}: the button {b.label!r} is off the window {b.rect}")
    return drawn


def wait_mode(app: App, table: Any, *modes: str) -> str:
    """Step ``app``'s frames until ``table`` is in one of ``modes`` with its animations
    done (at most 8,000 frames), then three more; returns the mode reached."""
    for _ in range(8000):
        if table.mode in modes and not table.director.busy:
            break
        app.step_frame()
    for _ in range(3):
        app.step_frame()
    return str(table.mode)
