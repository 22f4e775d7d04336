"""The sit-and-go table's top bar names the tournament and its level and shows no
bankroll: the tournament stack is what counts there (found by a fresh user: "Bankroll 0"
while the bankroll was 910)."""

from __future__ import annotations

import pytest

from tests.support.harness import Harness
from tests.support.screens import sit_at_tournament
from tests.support.table import drawn_texts


@pytest.mark.reported("fresh-user#61")
@pytest.mark.harness(seed=4, speed="instant")
def test_the_tournament_header_shows_the_level_and_no_bankroll(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    _t, table = sit_at_tournament(h)
    assert table.playing.texts.bankroll() == ""
    texts = drawn_texts(h.app, monkeypatch)
    assert not [s for s in texts if s.startswith("Bankroll")], texts
    assert [s for s in texts if s.startswith("Level 1")], texts


@pytest.mark.reported("players-150-percent#5")
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.harness(seed=4, speed="instant")
def test_a_short_header_keeps_the_level_and_its_forced_bets(
        h: Harness, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
        language: str) -> None:
    """At 150 % text the header shortens as the cash table's does: the level and its ante
    first, the next level's hands dropped before them (it read "Level… · next level in
    3 hands")."""
    from drawpoker import i18n
    from drawpoker.session.tournament.setup import level_text
    from drawpoker.ui import text as ui_text

    i18n.set_language(language)
    h.app.change_settings(text_size=150)
    try:
        h.resize(size)
        t, _table = sit_at_tournament(h)
        texts = drawn_texts(h.app, monkeypatch)
        level = i18n._("Level {number}").format(number=t.level.number)
        title = [s for s in texts if s.startswith(level)]
        assert title and level_text(t.level) in title[0] and "…" not in title[0], texts
    finally:
        ui_text.set_text_scale(1.0)
        i18n.set_language("en")
