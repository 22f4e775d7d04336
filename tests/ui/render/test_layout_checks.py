"""The layout test's own checks can fail: a text drawn over a picture is found, a label
cut with "…" is found, a catalog message ending in "…" ("Change…") is not a cut, and a
Surface from ``render_text`` over another text is found where it lands, and a word a wrap
broke in two is found."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.i18n import _
from drawpoker.ui import text as ui_text
from tests.support.pictures import MARK
from tests.support.text_layout import (
    broken_words,
    cut_labels,
    over_pictures,
    overlaps,
    texts_drawn,
)


def test_a_text_over_a_picture_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    surface = pygame.Surface((400, 200))
    surface.fill(MARK, pygame.Rect(100, 50, 120, 100))  # a card where the mask sees it
    pictures = pygame.mask.from_threshold(surface, MARK, (1, 1, 1, 255))

    def draw(target: pygame.Surface) -> None:
        ui_text.draw_text(target, "Pot 60", (160, 100), 20)  # on the card
        ui_text.draw_text(target, "Clear", (330, 30), 20)  # beside it

    drawn = texts_drawn(draw, surface, monkeypatch)
    found = over_pictures(drawn, pictures, (400, 200))
    assert len(found) == 1 and "Pot 60" in found[0]


def test_a_cut_label_is_found_and_a_whole_one_is_not(monkeypatch: pytest.MonkeyPatch) -> None:
    surface = pygame.Surface((400, 200))

    def draw(target: pygame.Surface) -> None:
        ui_text.draw_text(target, "Raise to 330, all in at once", (100, 40), 20, max_width=40)
        ui_text.draw_text(target, _("Change…"), (100, 120), 20)

    found = cut_labels(texts_drawn(draw, surface, monkeypatch))
    assert len(found) == 1 and "Raise to 330" in found[0]


def test_a_rendered_text_over_another_is_found_where_it_is_blitted(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A Surface from ``render_text`` blitted by its caller is seen where it lands, also
    when a Surface made in the frame (a two-line label) carries it there; a text and its
    own shadow are one text."""
    surface = pygame.Surface((400, 200))

    def draw(target: pygame.Surface) -> None:
        ui_text.draw_text(target, "Total pot 1,600", (200, 60), 20)
        pill = ui_text.render_text("DISCARD", 20)
        target.blit(pill, pill.get_rect(center=(210, 64)))  # on the pot's line
        label = pygame.Surface((200, 60), pygame.SRCALPHA)
        label.blit(ui_text.render_text("Two pair", 20), (0, 0))
        target.blit(label, (20, 140))
        target.blit(ui_text.render_text("Pat", 20), (40, 150))  # on the label's line
        target.blit(ui_text.render_text("Clear", 20), (330, 20))

    drawn = texts_drawn(draw, surface, monkeypatch)
    assert {d.text for d in drawn} == {"Total pot 1,600", "DISCARD", "Two pair", "Pat",
                                       "Clear"}
    found = overlaps(drawn, (400, 200))
    assert len(found) == 2, found
    assert "'DISCARD'" in found[0] and "'Total pot 1,600'" in found[0]
    assert "'Two pair'" in found[1] and "'Pat'" in found[1]


def test_a_word_broken_by_a_wrap_is_found_and_a_break_after_a_hyphen_is_not(
        monkeypatch: pytest.MonkeyPatch) -> None:
    surface = pygame.Surface((400, 200))
    narrow = ui_text.text_width("Лоубол-клу", 12, bold=True) + 1

    def draw(target: pygame.Surface) -> None:
        for k, line in enumerate(ui_text.wrap("Лоубол-клуб", 12, narrow, bold=True)):
            ui_text.draw_text(target, line, (100, 40 + 20 * k), 12, bold=True)
        for k, line in enumerate(ui_text.wrap("Abcdefghijklmnop", 12, 50, bold=True)):
            ui_text.draw_text(target, line, (300, 40 + 20 * k), 12, bold=True)

    drawn = texts_drawn(draw, surface, monkeypatch)
    assert "Лоубол-" in {d.text for d in drawn}  # broken after its hyphen
    found = broken_words(drawn)
    assert found and all("Abcdefghijklmnop" in f for f in found), found
