"""A toast keeps off every screen's title and the controls the player is about to use
(its buttons, the rows in view, the cards to click) on every screen a toast can come
over, at the window sizes and in every language: the Hand history's filters, Practice's
themes and the Coach's buttons were covered under the title."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import scale_of
from tests.support.harness import frames
from tests.support.i18n import LANGS
from tests.support.records import play_hands
from tests.support.screens import make_app

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
ROUTES = ["settings", "profile", "stats", "history", "table_hands", "practice", "daily",
          "career", "tournament", "tournament_stats", "rules", "controls", "setup", "coach"]


def controls(scene: Any) -> list[tuple[str, pygame.Rect]]:
    """What the player can press on ``scene``, found the way a player sees it: the
    buttons of any button set, the rows in view that take focus, the cards."""
    out: list[tuple[str, pygame.Rect]] = []
    view = getattr(scene, "viewport", None)
    for name in ("buttons", "footer"):
        for b in getattr(scene, name, None) or []:
            if getattr(b, "visible", True):
                out.append((str(getattr(b, "label", name)), b.rect))
    for row in getattr(scene, "rows", None) or []:
        shown = getattr(row, "visible", True) and getattr(row, "focusable", True)
        if shown and view is not None and view.colliderect(row.rect):
            out.append((str(row.label), row.rect.clip(view)))
    for i, r in enumerate(getattr(scene, "card_rects", None) or []):
        out.append((f"card {i + 1}", r))
    return out


@pytest.mark.reported("new-player-evening#29.2: a toast over the Coach's title")
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGS)
def test_a_toast_covers_no_title_and_no_control(size: tuple[int, int], language: str,
                                                tmp_path: Path) -> None:
    app = make_app(tmp_path, f"{size[0]}x{size[1]}")
    i18n.set_language(language)
    try:
        app.change_settings(language=language)
        play_hands(app.profile, 3)
        record = app.profile.hand(1)
        text = i18n._("Achievement earned: {title}").format(title="Perfect day") + " · " \
            + i18n._("Screenshot saved: {file}").format(file="drawpoker-0001.png")
        band = ui_text.heading_band(size[0], scale_of(size))
        for route in ROUTES:
            kwargs = {"record": record} if route == "coach" else {}
            scene = app.nav.push(route, **kwargs)
            frames(app, 3)
            app.show_toast(text)
            frames(app, 1)
            rect = app.window._toast_rect
            assert rect is not None, route
            assert not rect.colliderect(band), (route, rect, band)
            hit = [label for label, r in controls(scene) if r.colliderect(rect)]
            assert not hit, (route, size, language, rect, hit)
            app.toasts.hide()
            app.stack.pop()
            frames(app, 2)
    finally:
        app.stack.clear()
        i18n.set_language("en")
