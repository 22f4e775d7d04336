"""A computer player's plate at 150 % text: its style badge is whole or left out (the
plate's tooltip tells it), never cut; beside "Out · 3rd" it read "Calling S…", drawn
where the layout test did not look."""

from __future__ import annotations

from typing import Any

import pytest

from drawpoker import i18n
from drawpoker.ui import text as ui_text
from tests.support.harness import Harness
from tests.support.screens import sit_at_tournament


@pytest.mark.reported("players-150-percent#6")
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
@pytest.mark.harness(seed=4, speed="instant")
def test_a_style_badge_is_never_cut(h: Harness, monkeypatch: pytest.MonkeyPatch,
                                    language: str) -> None:
    i18n.set_language(language)
    h.app.change_settings(text_size=150)
    try:
        h.resize((1280, 720))
        _t, table = sit_at_tournament(h)
        playing = table.playing
        for seat in playing.visual.seats:
            seat.badge = "station"  # the longest name: "Calling Station"
        out = i18n._("Out · {place}").format(place=i18n._("3rd"))
        monkeypatch.setattr(playing.texts, "seat_out", lambda i: out if i else None)
        drawn: list[str] = []
        real_render, real_draw = ui_text.render_text, ui_text.draw_text

        def render(text: str, *a: Any, **kw: Any) -> Any:
            drawn.append(text)
            return real_render(text, *a, **kw)

        monkeypatch.setattr(ui_text, "render_text", render)
        monkeypatch.setattr(ui_text, "draw_text", real_draw)
        h.app.repaint_all()
        h.frames(2)
        monkeypatch.undo()
        cut = [t for t in drawn if t.endswith("…") and t[:-1] and t[:-1] in
               i18n._("Calling Station")]
        assert not cut, cut
        assert any(t == out for t in drawn), "the out seat's plate is drawn"
    finally:
        ui_text.set_text_scale(1.0)
        i18n.set_language("en")
