"""Every language reads at the normal text size where it fits (issue #16 item 12: Russian
"½ банка"/"¾ банка" were drawn smaller than "Мин." beside them, and the Russian pot-odds line
shrank to about 9 px at 960×540). The language is switched as a player does it (Esc,
Settings, Language) and the sizes are read from what the font renders."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from drawpoker import i18n
from drawpoker.ui import text as ui_text
from tests.support.harness import Harness
from tests.support.screens import switch_language_in_pause_menu


@pytest.fixture()
def sizes(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, set[int]]]:
    """Text -> the pixel sizes the font rendered it at while the test runs."""
    seen: dict[str, set[int]] = {}
    real = ui_text._render
    ui_text._render.cache_clear()

    def spy(text: str, size_px: int, bold: bool, color: tuple[int, ...]) -> object:
        seen.setdefault(str(text), set()).add(size_px)
        return real(text, size_px, bold, color)

    monkeypatch.setattr(ui_text, "_render", spy)
    yield seen


def facing_a_bet(h: Harness, t) -> None:  # type: ignore[no-untyped-def]
    for _ in range(80):
        mode = h.wait_mode("bet", "draw", "show", "over")
        if mode == "bet" and t.legal is not None and t.legal.call_amount > 0:
            return
        h.answer(mode)
    raise AssertionError("nobody bet into the player")


@pytest.mark.reported("new-player#16-12")
@pytest.mark.harness(seed=5, size=(960, 540))
@pytest.mark.parametrize(("steps", "lang"), [(1, "ru"), (2, "sk"), (3, "de"), (0, "en")])
def test_quick_sizes_and_pot_odds_are_drawn_at_the_normal_size(
        h: Harness, sizes: dict[str, set[int]], steps: int, lang: str) -> None:
    h.app.settings = h.app.settings.replace(advisor_enabled=True)
    t = h.sit_down(persist=False)
    if steps:
        switch_language_in_pause_menu(h, steps)
    assert i18n.current_language() == lang
    facing_a_bet(h, t)
    h.frames(3)  # (the sizes seen since the switch: a button draws its label once)
    labels = [q.label for q in t.bar.quick]
    normal = t.bar.quick[0].label_px()
    drawn = {label: sizes.get(label, set()) for label in labels}
    assert all(drawn[label] == {normal} for label in labels), f"{lang}: {drawn} (normal {normal})"
    for a, b in zip(t.bar.quick, t.bar.quick[1:], strict=False):  # side by side, never overlapping
        assert a.rect.right < b.rect.left
    assert t.bar.quick[-1].rect.right < t.bet.slider.rect.left and t.bet.slider.rect.width >= 30
    start = i18n._("Pot odds: {ratio} to 1 ({call} to win {pot})").split("{")[0]
    odds = next(line for line in t.controls.advisor if line.startswith(start))
    parts = [text for text in sizes if text and text in odds and len(text) > 3]
    advisor_px = round(t.layout.font_px * 0.8)
    assert parts and all(sizes[p] == {advisor_px} for p in parts), (lang, {p: sizes[p] for p in parts})
    assert " ".join(sorted(parts, key=odds.index)) == odds  # every word of it is drawn
