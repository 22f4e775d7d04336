"""The coach's review screen: from Hand history, and after a hand with the setting on."""

from __future__ import annotations

import pygame
import pytest

from tests.support.harness import Harness
from tests.support.scenarios import scenario_example
from tests.support.screens import click, footer, make_app, open_history, sit_at_tournament
from tests.support.table import play_out_checking


def test_the_review_lists_leaks_mistakes_and_good_plays(h: Harness) -> None:
    h.app.nav.push("coach", document=scenario_example(), hero_seat=1)
    h.frames(3)
    c = h.app.stack.top
    assert type(c).__name__ == "CoachScene" and c.review is not None
    texts = [line[0] for line in c.lines()]
    assert "Leaks" in texts and "Mistakes, most costly first" in texts and "Good plays" in texts
    assert texts.index("Mistakes, most costly first") < texts.index("Good plays")
    h.key(pygame.K_PAGEDOWN)
    assert c.scroll > 0
    h.key(pygame.K_ESCAPE)
    assert h.app.stack.top is not c


def test_hand_history_opens_the_coach_for_the_selected_hand(tmp_path) -> None:  # type: ignore[no-untyped-def]
    app = make_app(tmp_path, size="1280x720")
    history = open_history(app, 2)
    coach = footer(history, "Coach")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=coach.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=coach.rect.center, button=1))
    for _ in range(3):
        app.step_frame()
    c = app.stack.top
    assert type(c).__name__ == "CoachScene"
    assert c.review is not None and c.review.name == "You" and c.review.decisions
    one = len(c.review.decisions)
    scope = c.buttons[0]
    session = scope.segment_rects()[1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=session.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=session.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=session.center, button=1))
    for _ in range(3):
        app.step_frame()
    assert c.scope == "session" and c.review is not None and len(c.review.finals) == 2
    assert len(c.review.decisions) > one
    assert c.lines()[0][0] == "Your last 2 hands at this table"
    app.stack.clear()


def test_with_the_coach_on_a_finished_hand_is_reviewed(h: Harness) -> None:
    h.app.settings = h.app.settings.replace(coach_enabled=True)
    t = h.sit_down()
    play_out_checking(h)
    assert h.until(lambda: type(h.app.stack.top).__name__ == "CoachScene", 600)
    c = h.app.stack.top
    assert c.overlay and c.review is not None and c.review.seat == t.hero
    h.key(pygame.K_ESCAPE)
    assert h.app.stack.top is t


def test_the_coach_is_off_by_default(h: Harness) -> None:
    assert not h.app.settings.coach_enabled
    h.sit_down()
    play_out_checking(h)
    h.frames(30)
    assert type(h.app.stack.top).__name__ == "TableScene"


def _places(coach) -> list[str]:  # type: ignore[no-untyped-def]
    """The deal names the review's decision lines start with."""
    return [text.split(" · ")[0] if not text.startswith(("Session", "Tournament"))
            else " · ".join(text.split(" · ")[:2])
            for text, _c, bold, indent in coach.lines() if " · you: " in text]


@pytest.mark.reported("fresh-user#3")
def test_the_coach_names_a_hand_as_the_hand_history_does(tmp_path) -> None:  # type: ignore[no-untyped-def]
    app = make_app(tmp_path, size="1280x720")
    history = open_history(app, 2)
    label = history.hand_rows()[0].label
    assert label == f"Session 1 · hand {history.selected.hand_no}"
    click(app, footer(history, "Coach").rect.center, 3)
    c = app.stack.top
    assert type(c).__name__ == "CoachScene"
    assert set(_places(c)) == {label}
    click(app, c.buttons[0].segment_rects()[1].center, 3)  # This session
    assert c.scope == "session"
    assert set(_places(c)) == {row.label for row in history.hand_rows()}
    app.stack.clear()


@pytest.mark.reported("fresh-user#3")
def test_after_a_hand_the_coach_names_it_as_the_hand_history_will(h: Harness) -> None:
    h.app.settings = h.app.settings.replace(coach_enabled=True)
    t = h.sit_down()
    play_out_checking(h)
    assert h.until(lambda: type(h.app.stack.top).__name__ == "CoachScene", 600)
    c = h.app.stack.top
    record = h.app.profile.hands(1)[0]
    assert record.hand_no == t.hand_no
    assert c.overlay and c.review.seat == t.hero
    assert set(_places(c)) == {f"Session 1 · hand {t.hand_no}"}


def test_with_the_coach_on_a_tournament_hand_is_reviewed(h: Harness) -> None:
    # a fresh player's finding: the setting on, the coach never came at the sit-and-go
    h.app.settings = h.app.settings.replace(coach_enabled=True)
    t, table = sit_at_tournament(h)
    play_out_checking(h)
    assert h.until(lambda: type(h.app.stack.top).__name__ == "CoachScene", 600)
    c = h.app.stack.top
    assert c.overlay and c.review is not None and c.review.seat == table.playing.hero
    assert c.review.decisions  # the player's own checks and calls, reviewed
    assert t.hands_dealt == 1 and table.playing.hand is not None and table.playing.hand.is_over
    h.key(pygame.K_ESCAPE)
    assert h.app.stack.top is table
    table.playing.next_hand()
    h.frames(3)
    assert t.hands_dealt == 2  # the tournament goes on after the review


def test_a_tournament_hand_with_the_coach_off_opens_no_review(h: Harness) -> None:
    t, table = sit_at_tournament(h)
    play_out_checking(h)
    h.frames(30)
    assert h.app.stack.top is table


@pytest.mark.reported("new-player-evening#2")
@pytest.mark.harness(seed=5)  # the player checks through three hands and is still in
def test_after_a_tournament_hand_the_coach_numbers_it_as_the_table_does(h: Harness) -> None:
    """The after-hand coach named tournament hands 4 and 5 "Hand 1": it numbers each
    hand as the table's header does."""
    h.app.settings = h.app.settings.replace(coach_enabled=True)
    t, table = sit_at_tournament(h)
    for _ in range(3):
        play_out_checking(h)
        assert h.until(lambda: type(h.app.stack.top).__name__ == "CoachScene", 600)
        c = h.app.stack.top
        places = set(_places(c))
        assert places == {f"Hand {table.playing.hand_no}"}, (places, table.playing.hand_no)
        h.key(pygame.K_ESCAPE)
        if t.is_over:
            return
        table.playing.next_hand()
        h.frames(3)


def _first_hand_with_a_free_fold(h: Harness):  # type: ignore[no-untyped-def]
    """The player's very first hand, coach on: at his first turn checking is free and he
    folds (a real, costly mistake); returns the coach's review opened after the hand."""
    from drawpoker.ui.scenes.coach import CoachScene

    h.app.settings = h.app.settings.replace(coach_enabled=True, confirm_free_fold=False)
    assert h.app.profile.hand_count() == 0
    t = h.sit_down()
    assert h.wait_mode("bet") == "bet" and t.legal is not None and t.legal.call_amount == 0
    h.answer("bet", bet="f")
    assert h.until(lambda: isinstance(h.app.stack.top, CoachScene), 3000)
    assert h.app.profile.hand_count() == 1
    return h.app.stack.top


@pytest.mark.harness(seed=2)
@pytest.mark.reported("fresh new player, issue 29: the coach was harsh on the first hand")
def test_the_first_hands_review_encourages_without_hiding_the_mistake(h: Harness) -> None:
    """After one of his first hands the coach leads with what went right (or that every
    hand teaches), calls a mistake something to learn from, in gold rather than red, and
    still names it with its chips; the regular review (later hands) is unchanged."""
    from drawpoker.ui.theme import NEGATIVE
    from drawpoker.ui.widgets.coach_summary import summary_plan

    c = _first_hand_with_a_free_fold(h)
    assert c.gentle and c.review is not None and c.review.mistakes()
    lines = c.lines()
    texts = [text for text, _c, _b, _i in lines]
    assert not texts[0].startswith("Your mistakes"), texts[0]
    assert "Mistakes, most costly first" not in texts and "To learn from" in texts
    if "Good plays" in texts:  # what went right comes first
        assert texts.index("Good plays") < texts.index("To learn from")
    assert any("checking was free" in text for text in texts)  # the mistake, not hidden
    assert not [line for line in lines if line[1] == NEGATIVE], "nothing in red"
    tags = summary_plan(c.review, 900, 1.0, gentle=True).tags
    assert not [t for t in tags if t[1] == "costly"]
    assert [t for t in tags if t[1] == "learn" and t[0].split(" · ")[1].startswith("To learn:")]
