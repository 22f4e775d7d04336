"""Table setup keeps every selector in one column in every language (second new player's
report, finding 18): in German the "Joker und wilde Karten" selector was about twice as
wide as the others and started far to the left, pushed by its long value."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from test_ui_harness import Harness  # noqa: E402

from drawpoker import i18n  # noqa: E402

SHOTS = Path(os.environ.get("DRAWPOKER_SHOTS", "/tmp/setup-align-shots"))


@pytest.mark.parametrize("lang", ["en", "ru", "sk", "de"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_every_selector_of_table_setup_starts_and_ends_in_one_column(
        h: Harness, lang: str, size: tuple[int, int]) -> None:
    from drawpoker.ui.scenes.setup import SetupScene
    from drawpoker.ui.widgets.rows import ChoiceRow

    i18n.set_language(lang)
    h.resize(size)
    scene = SetupScene()
    h.app.stack.push(scene)
    wild = [r for r in scene.rows if isinstance(r, ChoiceRow)
            and any(v == "bug" for v, _t in r.choices)][0]
    wild.set("bug")  # the longest value of all (German: "Eingeschränkter Joker …")
    h.frames(40)  # past the fade-in
    SHOTS.mkdir(parents=True, exist_ok=True)
    h.app.save_screenshot(SHOTS / f"setup_{lang}_{size[0]}.png")
    px = scene.px
    pills = [r for r in scene.rows if isinstance(r, ChoiceRow) and r.preview is None and r.visible]
    assert len(pills) >= 5
    rects = {r.label: r.control_rect(px) for r in pills}
    lefts = {label: c.left for label, c in rects.items()}
    rights = {label: c.right for label, c in rects.items()}
    assert len(set(lefts.values())) == 1, f"{lang}: selectors start at different x: {lefts}"
    assert len(set(rights.values())) == 1, f"{lang}: selectors end at different x: {rights}"
    for r in pills:
        # the label is kept left of its selector (it is shrunk or cut, never overlapped)
        assert r.rect.x + px + r.label_room(px) - px <= rects[r.label].left, r.label
