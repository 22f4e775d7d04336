"""A row's hint longer than its line: at a larger text it wraps and the row grows, never
cut with "…" (Settings > Text size at 150 % in Slovak, the tournament's schedule rows)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui import text as ui_text
from drawpoker.ui.widgets.rows import ToggleRow
from tests.support.text_layout import cut_labels, overlaps, texts_drawn

HINT = "Says every action, your cards and the focused control; V repeats, T reads the table"



@pytest.mark.reported("new-player-150-percent#4")
@pytest.mark.parametrize("percent", [100, 125, 150])
def test_a_long_hint_wraps_and_the_row_grows(percent: int,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    ui_text.set_text_scale(percent / 100)
    px = 14
    row = ToggleRow("Speak the table", lambda: False, lambda _v: None, hint=HINT)
    height = round(px * 2.3 * percent / 100)
    row.rect = pygame.Rect(0, 0, 560, height)
    row.grown = row.hint_growth(px)
    row.rect.height += row.grown
    surface = pygame.Surface((600, 400))
    drawn = texts_drawn(lambda s: row.draw(s, px, focused=False, hovered=False), surface,
                        monkeypatch)
    assert not cut_labels(drawn) and not overlaps(drawn, (600, 400))
    assert " ".join(d.text for d in drawn if d.text in HINT) == HINT  # every word shown
    assert all(row.rect.contains(d.whole.clip(row.rect)) for d in drawn)
    assert max(d.whole.bottom for d in drawn) <= row.rect.bottom + 2
    if percent == 150:
        assert row.grown > 0
