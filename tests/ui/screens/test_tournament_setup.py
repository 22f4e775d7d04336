"""Tournament set-up rows through the real window code with injected events: under a preset
the greyed *Level length* and *Rise per level* rows read the preset's own values, and the
custom ones come back with *Custom* (found by a fresh-user run)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui.scenes.tournament_setup import TournamentSetupScene
from tests.support.harness import Harness
from tests.support.screens import row, step_row, title_button


def _to_setup(h: Harness) -> TournamentSetupScene:
    h.app.start_scenes()
    h.frames(3)
    h.click(title_button(h.app, "Tournament").center)
    h.frames(3)
    scene = h.app.stack.top
    assert isinstance(scene, TournamentSetupScene)
    return scene


def _shown(scene: TournamentSetupScene) -> tuple[str, str]:
    return row(scene, "Level length").value_text(), row(scene, "Rise per level").value_text()


@pytest.mark.reported("fresh-user#1")
def test_greyed_rows_show_the_presets_values_and_custom_comes_back(h: Harness) -> None:
    scene = _to_setup(h)
    assert row(scene, "Schedule").get() == "turbo"
    assert _shown(scene) == ("5 hands", "+50%")
    assert not row(scene, "Level length").enabled
    for _ in range(3):  # turbo, regular, slow, custom
        step_row(h.app, scene, "Schedule")
    assert row(scene, "Schedule").get() == "custom"
    assert row(scene, "Level length").enabled
    step_row(h.app, scene, "Level length")  # 8 -> 10 -> 12 hands
    step_row(h.app, scene, "Level length")
    step_row(h.app, scene, "Rise per level")  # +50% -> +75%
    assert _shown(scene) == ("12 hands", "+75%")
    step_row(h.app, scene, "Schedule", right=False)  # slow
    assert _shown(scene) == ("15 hands", "+33%")
    assert scene.setup.schedule().length == 15
    step_row(h.app, scene, "Schedule", right=False)  # regular
    assert _shown(scene) == ("10 hands", "+50%")
    step_row(h.app, scene, "Levels go by")  # minutes
    assert _shown(scene) == ("6 minutes", "+50%")
    step_row(h.app, scene, "Levels go by", right=False)
    step_row(h.app, scene, "Schedule")  # slow
    step_row(h.app, scene, "Schedule")  # custom again: the player's own values
    assert _shown(scene) == ("12 hands", "+75%")
    assert scene.setup.schedule().length == 12 and scene.setup.schedule().rise == 75


@pytest.mark.reported("fresh-user#1")
def test_arrows_on_a_greyed_row_change_nothing(h: Harness) -> None:
    scene = _to_setup(h)
    length = row(scene, "Level length")
    step_row(h.app, scene, "Level length")
    h.key(pygame.K_RIGHT)
    assert scene.setup.length == 8 and length.value_text() == "5 hands"


@pytest.mark.reported("fresh-user#polish7")
@pytest.mark.reported("new-player-evening#29.5: 'about 50 % higher' against rises of 25 and 67")
@pytest.mark.parametrize("lang", ["en", "ru", "sk", "de"])
def test_the_levels_say_how_much_they_really_rise(
        h: Harness, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """Beside the level list the set-up says how much the levels listed really rise, the
    smallest and the largest rise read from them (the regular schedule's 25 % to 67 %),
    and the rise planned per level they are rounded from, never "about" a figure; the
    list shows the schedule's actual levels; the custom *Rise per level* row says the
    levels are rounded to chip amounts."""
    from drawpoker import i18n
    from drawpoker.i18n import format_percent
    from drawpoker.session.tournament.setup import level_text
    from tests.support.table import texts_drawn_now

    h.app.change_settings(language=lang)
    i18n.set_language(lang)
    try:
        h.app.start_scenes()
        h.frames(3)
        h.click(title_button(h.app, i18n._("Tournament")).center)
        h.frames(3)
        scene = h.app.stack.top
        assert isinstance(scene, TournamentSetupScene)
        for _ in range(4):  # turbo, regular, slow, custom (its default rise)
            schedule = scene.setup.schedule()
            listed = [level_text(lv) for lv in schedule.levels]
            drawn = texts_drawn_now(h, monkeypatch)
            levels = [lv for lv, text in zip(schedule.levels, listed, strict=True)
                      if text in drawn]
            assert len(levels) >= 8, (levels, drawn)
            rises = [round(100 * (new / old - 1)) for a, b in zip(levels, levels[1:], strict=False)
                     for old, new in ((a.ante, b.ante), (a.big_blind, b.big_blind)) if old]
            told = " ".join(drawn)  # the note's lines wrapped in the panel
            low, high = format_percent(min(rises)), format_percent(max(rises))
            assert low in told and high in told, (low, high, told)
            assert format_percent(scene.setup.level_rise()) in told, told
            if lang == "en":
                assert "about" not in told.lower(), told
            if scene.setup.preset == "regular" and lang == "en":
                assert "25% to 67% higher" in told, told
            step_row(h.app, scene, i18n._("Schedule"))
            h.frames(2)
        for _ in range(3):
            step_row(h.app, scene, i18n._("Schedule"))  # back to custom
        assert scene.setup.preset == "custom"
        if lang == "en":
            assert "rounded to chip amounts" in row(scene, "Rise per level").hint
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "sk", "de"])
def test_no_two_rows_share_a_label(h: Harness, lang: str) -> None:
    """Every row of the set-up reads differently in every language (German called both
    the betting structure and the level schedule "Struktur")."""
    from drawpoker import i18n
    from drawpoker.ui.widgets.rows import Section

    scene = _to_setup(h)
    i18n.set_language(lang)
    try:
        scene.rebuild()
        labels = [str(r.label) for r in scene.rows
                  if getattr(r, "label", "") and not isinstance(r, Section)]
        assert len(labels) == len(set(labels)), sorted(labels)
    finally:
        i18n.set_language("en")
