"""The DISCARD tags on the marked cards at the draw: each fits its card, none overlaps
the next or the dealer button, at every window size, text size and language (real App,
real pygame events)."""

from __future__ import annotations

import pytest

from drawpoker import i18n
from drawpoker.engine import TableRules
from drawpoker.ui.layout import button_rect
from drawpoker.ui.table.text_fit import lifted_rect
from drawpoker.ui.theme import RED
from tests.support.harness import Harness
from tests.support.screens import reach_draw
from tests.support.table import pills_drawn

ANTE = TableRules.from_dict({"structure": "no-limit", "ante": 10})
SIZES = [(960, 540), (1280, 720), (1920, 1080)]


@pytest.mark.reported("evening-1#2")
@pytest.mark.harness(seed=5)
def test_discard_tags_fit_their_cards(h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """Cards 1, 2 and 5 marked: "DISCAF", the tags ran into each other and the last into
    the dealer button (150 % text)."""
    t = h.sit_down(persist=False, rules=ANTE, buy_in=1000)
    assert reach_draw(h, t)
    for k in (0, 1, 4):
        h.click(t.layout.seats[t.hero].cards[k].center)
    assert t.pick.selected == {0, 1, 4}
    for language in ("en", "de", "sk", "ru"):
        i18n.set_language(language)
        for percent in (100, 125, 150):
            h.app.change_settings(text_size=percent)
            for size in SIZES:
                h.resize(size)
                h.frames(30)  # the marked cards rise to their lift
                lay = t.layout
                cards = [lifted_rect(lay, r, t.visual.seats[t.hero].cards[k].lift)
                         for k, r in enumerate(lay.seats[t.hero].cards)]
                pills = pills_drawn(h, monkeypatch, RED)
                where = (language, percent, size)
                assert len(pills) == 3, (where, pills)
                for pill, k in zip(sorted(pills, key=lambda r: r.x), (0, 1, 4), strict=True):
                    card = cards[k]
                    nxt = cards[k + 1].left if k + 1 < len(cards) else card.right
                    assert card.left <= pill.left and pill.right <= min(card.right, nxt), \
                        (where, k, pill, card)
                button = button_rect(lay.seats[t.visual.button].button, lay.scale)
                assert button.collidelist(pills) == -1, (where, button, pills)
    i18n.set_language("en")
