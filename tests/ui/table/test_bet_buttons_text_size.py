"""The betting buttons at a larger text size: "Raise to 330", "All in 445" and "Call 445,
all in" are read whole (the amount never hidden behind "…"), in every language and at
every window size, and the labels keep clear of the key in the corner."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.i18n import _, format_chips
from drawpoker.ui import prompts
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import compute_layout
from drawpoker.ui.table.control_bar import ControlBar
from drawpoker.ui.widgets.slider import Slider
from tests.support.text_layout import cut_labels, overlaps, texts_drawn

SIZES = [(960, 540), (1280, 720), (1280, 800), (1920, 1080)]



def _faces() -> dict[str, tuple[str, str]]:
    return {"fold": (_("Fold"), ""), "call": (_("Call"), _("{amount}, all in").format(
                amount=format_chips(445))),
            "raise": (_("Raise to"), format_chips(330)), "allin": (_("All in"), format_chips(445))}


def _drawn_row(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any]:
    """The bet row placed at ``size`` with every button showing its face
    (:func:`_faces`): the bar and the texts drawn (``texts_drawn``)."""
    bar = ControlBar()
    bar.place(compute_layout(size, 6, 0), Slider(0, 100, 10))
    faces = _faces()

    def draw(target: pygame.Surface) -> None:
        for name, (label, sub) in faces.items():
            button: Any = bar.buttons[name]
            button.label, button.sublabel = label, sub
            button.draw(target)

    return bar, texts_drawn(draw, pygame.Surface(size), monkeypatch)


@pytest.mark.reported("new-player-150-percent#2")
@pytest.mark.parametrize("percent", [125, 150])
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_amounts_are_read_whole(size: tuple[int, int], language: str, percent: int,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(language)
    ui_text.set_text_scale(percent / 100)
    faces = _faces()
    _bar, drawn = _drawn_row(size, monkeypatch)
    assert not cut_labels(drawn), cut_labels(drawn)
    assert not overlaps(drawn, size), overlaps(drawn, size)
    words = " ".join(d.text for d in drawn)
    for label, sub in faces.values():
        assert label in words and sub in words, (label, sub, words)


@pytest.mark.reported("new-player-evening#3")
@pytest.mark.parametrize("device", ["keys", "pad"])
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_labels_keep_their_size_beside_the_key_or_the_pad_glyph(
        size: tuple[int, int], language: str, device: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """At 150 % each bet button's label is drawn at its own size (Russian "Олл-ин" shrank
    between its key on both sides), the key in the corner or the pad's glyph at the left,
    the buttons clear of each other in the row."""
    i18n.set_language(language)
    ui_text.set_text_scale(1.5)
    prompts.PROMPTS.device = device
    try:
        faces = _faces()
        bar, drawn = _drawn_row(size, monkeypatch)
        for name, (label, _sub) in faces.items():
            full = ui_text.font(bar.buttons[name].label_px(), True).get_height()
            heights = [d.whole.height for d in drawn if d.text == label]
            assert heights and min(heights) >= full, (name, label, heights, full)
        row = [bar.buttons[name].rect for name in faces]
        assert all(a.right < b.left for a, b in zip(row, row[1:], strict=False)), row
    finally:
        prompts.reset()
