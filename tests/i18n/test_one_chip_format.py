"""One way of writing chips on a screen: after a mid-session language switch every amount the
table draws is grouped as the new language groups it (issue #16 item 12: German showed
"3 250" in the log and the hand-over panel beside "1.240" on the plates). Switched the way a
player does it (Esc, Settings, Language); every text drawn is read from the font renderer."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from drawpoker import i18n
from drawpoker.engine import TableRules
from drawpoker.ui import text as ui_text
from tests.support.harness import Harness
from tests.support.screens import switch_language_in_pause_menu

#: A thousands group written the other languages' way: ru/sk (U+00A0), en (","), de (".").
FOREIGN = {"de": re.compile(r"\d[\u00a0\u202f ,]\d{3}(?!\d)"),
           "en": re.compile(r"\d[\u00a0\u202f .]\d{3}(?!\d)"),
           "ru": re.compile(r"\d[.,]\d{3}(?!\d)")}
OWN = {"de": re.compile(r"\d\.\d{3}"), "en": re.compile(r"\d,\d{3}"),
       "ru": re.compile(r"\d\u00a0\d{3}")}
#: the font renderer itself (its cache), whatever the spy below puts in its place
RENDER = ui_text._render


@pytest.fixture()
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[set[str]]:
    """Every text the font renders while the test runs (the render cache is emptied first)."""
    seen: set[str] = set()
    real = RENDER
    RENDER.cache_clear()

    def spy(text: str, size_px: int, bold: bool, color: tuple[int, ...]) -> object:
        seen.add(str(text))
        return real(text, size_px, bold, color)

    monkeypatch.setattr(ui_text, "_render", spy)
    yield seen


def play_to_the_end(h: Harness) -> None:
    for _ in range(40):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode in ("over", "busted"):
            return
        h.answer(mode)
    raise AssertionError("the hand did not end")


@pytest.mark.reported("new-player#16-12")
@pytest.mark.harness(seed=3)
@pytest.mark.parametrize(("steps", "first", "then"), [((1, 2), "ru", "de"), ((3, -2), "de", "ru")])
def test_every_amount_follows_the_language_after_a_switch(
        h: Harness, drawn: set[str], steps: tuple[int, int], first: str, then: str) -> None:
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 50, "max_buy_in": 100})
    h.app.profile.grant(20_000, "test")
    h.sit_down(rules=rules, opponents=[("Ada", "maniac"), ("Bo", "maniac"), ("Cy", "station")],
               buy_in=2500, persist=False)
    switch_language_in_pause_menu(h, steps[0])
    assert i18n.current_language() == first
    play_to_the_end(h)
    h.frames(30)
    big = [t for t in drawn if OWN[first].search(t)]
    assert big, "no amount of four digits was drawn: the check would prove nothing"
    switch_language_in_pause_menu(h, steps[1])
    assert i18n.current_language() == then
    # Every text is rendered afresh from here: the screens under the menus were drawn in
    # the new language already, and the table redraws only what changed.
    drawn.clear()
    RENDER.cache_clear()
    h.app.stack.top.invalidate()
    h.frames(30)
    wrong = sorted(t for t in drawn if FOREIGN[then].search(t))
    assert not wrong, f"amounts still written the {first} way in {then}: {wrong}"
    assert any(OWN[then].search(t) for t in drawn)
