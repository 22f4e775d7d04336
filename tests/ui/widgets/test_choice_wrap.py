"""A choice row's value and label at a larger text keep the size asked: the ‹ value ›
column widens where the panel has room, else the value wraps in a taller pill and a
long label wraps beside it, the row growing (the setup rows' values were drawn smaller
to fit the pill: 17 px at 150 % for 17 at 100 %, "Открывать можно с любой рукой")."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui import text as ui_text
from drawpoker.ui.widgets.row_stack import stack_rows
from drawpoker.ui.widgets.row_widths import panel_widths
from drawpoker.ui.widgets.rows import ChoiceRow
from tests.support.text_layout import cut_labels, overlaps, texts_drawn

VALUES = [(0, "Открывать можно с любой рукой"), (1, "Открытие с пары валетов и выше"),
          (2, "Блайнды 10/20, анте 2")]
PX = 14


def _rows() -> list[ChoiceRow]:
    return [ChoiceRow(label, VALUES, lambda v=v: v, lambda _v: None)
            for label, v in (("Джокеры и дикие карты", 0), ("Открытие", 2))]


def _draw(rows: list[ChoiceRow], viewport: pygame.Rect,
          monkeypatch: pytest.MonkeyPatch) -> list:  # type: ignore[type-arg]
    surface = pygame.Surface((960, 800))
    stack_rows(rows, [], viewport, round(PX * 2.3 * ui_text.text_scale()), PX)
    y = viewport.top
    for r in rows:
        r.rect.y, y = y, y + r.rect.height

    def draw(s: pygame.Surface) -> None:
        for r in rows:
            r.draw(s, PX, focused=False, hovered=False)

    drawn = texts_drawn(draw, surface, monkeypatch)
    assert not cut_labels(drawn) and not overlaps(drawn, (960, 800))
    for r in rows:  # each text inside its own row
        assert all(r.rect.contains(d.whole) for d in drawn if r.rect.colliderect(d.whole))
    return drawn


@pytest.mark.reported("new-player-evening#3")
def test_a_narrow_panel_wraps_values_and_labels_at_their_size(
        monkeypatch: pytest.MonkeyPatch) -> None:
    ui_text.set_text_scale(1.5)
    rows = _rows()
    panel_widths([rows], PX, 960, 18)
    drawn = _draw(rows, pygame.Rect(20, 20, 600, 700), monkeypatch)
    tall = ui_text.font(PX, True).get_height()
    values = [d for d in drawn if d.text not in ("\u2039", "\u203a")
              and d.whole.left > rows[0].rect.left + 300]
    assert values and all(d.whole.height == tall for d in values)  # never drawn smaller
    assert " ".join(d.text for d in values[:2]) == VALUES[0][1]  # on two lines
    assert rows[0].grown > 0 and rows[1].grown > 0  # every value's lines: a steady height
    label = [d.text for d in drawn if d.whole.right < rows[0].rect.left + 300]
    assert label[:2] == ["Джокеры и дикие", "карты"]  # wrapped in its share of the row
    lines = [d.text for d in drawn if rows[1].rect.contains(d.whole)
             and d.whole.left > rows[1].rect.left + 300 and d.text not in ("\u2039", "\u203a")]
    assert lines == ["Блайнды\u00a010/20,", "анте\u00a02"]  # a number kept with its word


def test_a_wide_panel_keeps_each_value_on_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the window has room the column grows past 36 % of it: one line each."""
    ui_text.set_text_scale(1.5)
    rows = _rows()
    column, need = panel_widths([rows], PX, 1280, 24)
    assert column > 1280 * 0.36
    _draw(rows, pygame.Rect(30, 20, need, 700), monkeypatch)
    assert all(r.grown == 0 for r in rows)
    assert all(len(r.value_lines(t, PX)) == 1 for r in rows for _v, t in VALUES)


def test_at_100_percent_the_rows_are_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    """At 100 % nothing wraps: the column stops at 36 % of the window."""
    rows = _rows()
    column, _need = panel_widths([rows], PX, 960, 18)
    assert column <= 960 * 0.36
    _draw(rows, pygame.Rect(20, 20, 600, 700), monkeypatch)
    assert all(r.grown == 0 for r in rows)
