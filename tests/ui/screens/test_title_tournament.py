"""The title says a tournament is in progress before the player opens *Tournament*
(found by a fresh user): the entry's second line "In progress", in every language and
inside the button at the smallest window; it goes once the tournament is given up."""

from __future__ import annotations

import pygame
import pytest

from drawpoker import i18n
from drawpoker.session.tournament.setup import TournamentSetup
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows import tournaments as flow
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.scenes.title import TitleScene
from drawpoker.ui.scenes.tournament_table import TournamentTableScene
from drawpoker.ui.widgets.buttons import FancyButton
from tests.support.harness import Harness
from tests.support.screens import title_button


def _entry(h: Harness) -> FancyButton:
    title = h.app.stack.top
    assert isinstance(title, TitleScene)
    return next(b for b in title.buttons if b.label == i18n._("Tournament"))


@pytest.mark.reported("fresh-user#05")
@pytest.mark.harness(seed=4, speed="instant")
def test_the_title_says_a_tournament_is_in_progress(h: Harness) -> None:
    h.app.start_scenes()
    h.frames(3)
    h.resize((960, 540))  # the smallest window
    assert _entry(h).sublabel == "", "no tournament yet"
    assert flow.start(h.app, TournamentSetup()) is None  # the buy-in paid, the tournament kept
    h.frames(3)
    table = h.app.stack.top
    assert isinstance(table, TournamentTableScene)
    table.leave()  # kept to resume, back to the title
    h.frames(3)
    entry = _entry(h)
    assert entry.sublabel == "In progress"
    title = h.app.stack.top
    assert isinstance(title, TitleScene)
    index = [label for label, _cb in title.entries].index("Tournament")
    assert "in progress" in title.hint(index)
    for lang, text in (("ru", "Идёт"), ("sk", "Prebieha"), ("de", "Läuft")):
        i18n.set_language(lang)
        title.resume()
        entry = _entry(h)
        assert entry.sublabel == text
        for words, px in ((entry.label, entry.label_px()),
                          (entry.sublabel, round(entry.label_px() * 0.8))):
            assert ui_text.text_width(words, px, bold=words == entry.label) <= entry.rect.width - 12
    i18n.set_language("en")
    h.app.nav.reset("title")
    h.frames(3)
    h.click(title_button(h.app, "Tournament").center)
    assert h.until(lambda: isinstance(h.app.stack.top, NoticeScene), limit=60)
    offer = h.app.stack.top
    assert isinstance(offer, NoticeScene) and offer.heading == "A tournament is in progress"
    give_up = next(b for b in offer.buttons if b.label == "Give it up")
    h.click(give_up.rect.center)
    h.frames(3)
    confirm = h.app.stack.top
    assert isinstance(confirm, NoticeScene) and confirm.heading == "Give up the tournament?"
    h.click(next(b for b in confirm.buttons if b.label == "Give it up").rect.center)
    h.frames(3)
    h.key(pygame.K_ESCAPE)  # from the set-up back to the title
    h.frames(3)
    assert _entry(h).sublabel == "", "given up: nothing in progress"


@pytest.mark.reported("two-players-evening#3")
@pytest.mark.harness(seed=4, speed="instant")
def test_giving_up_a_tournament_in_progress_asks_first(h: Harness) -> None:
    h.app.start_scenes()
    h.frames(3)
    assert flow.start(h.app, TournamentSetup()) is None
    h.frames(3)
    table = h.app.stack.top
    assert isinstance(table, TournamentTableScene)
    buy_in = table.tournament.buy_in
    table.leave()
    h.frames(3)

    def press(label: str) -> None:
        dialog = h.app.stack.top
        assert isinstance(dialog, NoticeScene), type(dialog).__name__
        h.click(next(b for b in dialog.buttons if b.label == label).rect.center)
        h.frames(3)

    h.click(title_button(h.app, "Tournament").center)
    assert h.until(lambda: isinstance(h.app.stack.top, NoticeScene), limit=60)
    press("Give it up")
    confirm = h.app.stack.top
    assert isinstance(confirm, NoticeScene), "nothing is lost without asking"
    assert confirm.heading == "Give up the tournament?"
    assert confirm.message == f"Your buy-in of {i18n.format_chips(buy_in)} is lost."
    assert flow.saved(h.app) is not None
    press("Keep it")  # back to the offer, the tournament kept
    offer = h.app.stack.top
    assert isinstance(offer, NoticeScene) and offer.heading == "A tournament is in progress"
    press("Give it up")
    press("Give it up")
    assert flow.saved(h.app) is None, "given up once confirmed"
