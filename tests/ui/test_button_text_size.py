"""Every kind of button draws its label at the text size once: the label's font at 125 % and
150 % is the 100 % font times 1.25 / 1.5 (within a pixel of rounding), for the title's menu
buttons, a menu screen's footer, a settings row's button, the statistics' segmented scope,
the hand history's *Verify this hand*, a dialog's and the pause menu's buttons and the
table's bet, quick-size and Log buttons;
and the buttons of one footer draw their labels at one size, also where a narrow window
squeezes the row (the footers drew 2.25 times their 100 % size at 150 %: the box grew with
the text and the label grew again from the box)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui import text as ui_text
from drawpoker.ui.app import App
from drawpoker.ui.layout import compute_layout
from drawpoker.ui.table.control_bar import ControlBar
from drawpoker.ui.widgets.buttons import Button
from drawpoker.ui.widgets.slider import Slider
from tests.support.harness import frames
from tests.support.screens import FakeTable, make_app, open_history

PERCENTS = [100, 125, 150]



def label_sizes(draw: Callable[[pygame.Surface], Any], surface: pygame.Surface,
                buttons: list[Button], monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """The font size (pixels, as rendered: the text size and the floor applied) each of
    ``buttons`` draws its label at when ``draw(surface)`` runs (the largest, where a label
    is rendered more than once)."""
    real = ui_text.render_text
    seen: dict[str, int] = {}

    def spy(text: str, size_px: int, *a: Any, **kw: Any) -> pygame.Surface:
        px = ui_text.font(size_px, bool(kw.get("bold"))).point_size
        seen[text] = max(px, seen.get(text, 0))
        return real(text, size_px, *a, **kw)

    with monkeypatch.context() as m:
        m.setattr(ui_text, "render_text", spy)
        draw(surface)
    labels = [label for b in buttons
              for label in ([b_label for _v, b_label in b.options] if hasattr(b, "options")
                            else [b.label])]
    missing = [label for label in labels if label not in seen]
    assert not missing, f"labels not drawn: {missing}"
    return {label: seen[label] for label in labels}


def _app(tmp_path: Path, size: str, percent: int, language: str = "en") -> App:
    app = make_app(tmp_path, size)
    app.change_settings(text_size=percent, language=language)
    frames(app, 2)
    return app


def _screen(app: App, route: str, **kw: Any) -> Any:
    scene = app.nav.push(route, **kw)
    frames(app, 3)
    return scene


def _title(app: App) -> list[Button]:
    return list(app.stack.top.buttons)  # type: ignore[attr-defined]


def _settings_footer(app: App) -> list[Button]:
    return list(_screen(app, "settings").footer)


def _stats_footer(app: App) -> list[Button]:
    return list(_screen(app, "stats").footer)


def _profile_row_buttons(app: App) -> list[Button]:
    scene = _screen(app, "profile")
    rows = [r for r in scene.rows if hasattr(r, "button") and r.visible]
    assert rows
    scene.scroll_to(rows[0])
    frames(app, 2)
    return [rows[0].button]


def _history(app: App) -> list[Button]:
    scene = open_history(app, 3)
    frames(app, 3)
    return [scene.verify, *[b for b in scene.footer if b.visible]]


def _dialog(app: App) -> list[Button]:
    return list(_screen(app, "notice", heading="Welcome back", message="A message.",
                        choices=[("Continue", "primary", None),
                                 ("Leave the table", "neutral", None)]).buttons)


def _pause(app: App) -> list[Button]:
    app.stack.push(FakeTable(in_hand=False))
    return list(_screen(app, "pause").buttons)


SCREENS: dict[str, Callable[[App], list[Button]]] = {
    "title menu": _title, "settings footer": _settings_footer,
    "statistics footer and segmented scope": _stats_footer,
    "profile row button": _profile_row_buttons, "hand history: footer and Verify": _history,
    "dialog": _dialog, "pause menu": _pause,
}


def _screen_sizes(tmp_path: Path, kind: str, percent: int, size: str,
                  monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    app = _app(tmp_path / f"{kind}-{percent}", size, percent)
    try:
        buttons = [b for b in SCREENS[kind](app) if b.visible]
        return label_sizes(app.stack.draw, app.screen, buttons, monkeypatch)
    finally:
        app.stack.clear()


def _table_sizes(percent: int, size: tuple[int, int],
                 monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    ui_text.set_text_scale(percent / 100)
    bar = ControlBar()
    bar.place(compute_layout(size, 6, 0), Slider(0, 100, 10))
    bar.label()
    buttons: list[Button] = [bar.buttons[name] for name in ("fold", "call", "raise", "allin",
                                                            "log")]
    for b in buttons:
        b.sublabel = ""
    buttons += [q for q in bar.quick if q.label not in ("\u00bd", "\u00be", _half_pot())]

    def draw(surface: pygame.Surface) -> None:
        for b in buttons:
            b.draw(surface)

    return label_sizes(draw, pygame.Surface(size), buttons, monkeypatch)


def _half_pot() -> str:
    return i18n._("\u00bd Pot")


def _assert_scaled_once(by_percent: dict[int, dict[str, int]]) -> None:
    base = by_percent[100]
    wrong = []
    for percent, sizes in by_percent.items():
        for label, px in sizes.items():
            want = base[label] * percent / 100
            if abs(px - want) > 1:
                wrong.append(f"{label!r} at {percent} %: {px} px, want {want:.1f} "
                             f"({base[label]} px at 100 %)")
    assert not wrong, "\n".join(wrong)


@pytest.mark.reported("helper-buttons: footer labels at 2.25x at 150 %")
@pytest.mark.parametrize("kind", list(SCREENS))
def test_a_screen_s_button_labels_grow_with_the_text_size_once(
        tmp_path: Path, kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    by_percent = {p: _screen_sizes(tmp_path, kind, p, "1280x720", monkeypatch)
                  for p in PERCENTS}
    _assert_scaled_once(by_percent)


@pytest.mark.reported("helper-buttons: footer labels at 2.25x at 150 %")
def test_the_table_s_button_labels_grow_with_the_text_size_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    by_percent = {p: _table_sizes(p, (1280, 720), monkeypatch) for p in PERCENTS}
    _assert_scaled_once(by_percent)


@pytest.mark.reported("helper-buttons: footer labels at 2.25x at 150 %")
@pytest.mark.parametrize("language", ["en", "de", "ru"])
@pytest.mark.parametrize("size", ["960x540", "1280x800"])
@pytest.mark.parametrize("route", ["settings", "stats", "history", "rules"])
def test_a_footer_draws_its_labels_at_one_size(
        tmp_path: Path, route: str, size: str, language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """At 150 % text: one size for every label of the footer, and at 1280x800 no label
    under the Steam Deck's 12 px."""
    app = _app(tmp_path, size, 150, language)
    try:
        scene = _screen(app, route)
        plain = [b for b in scene.footer if b.visible and not hasattr(b, "options")]
        sizes = label_sizes(app.stack.draw, app.screen, plain, monkeypatch)
        assert len(set(sizes.values())) == 1, sizes
        least = 12 if size == "1280x800" else 9
        assert min(sizes.values()) >= least, sizes
    finally:
        app.stack.clear()
