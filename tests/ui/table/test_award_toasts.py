"""What a hand earns at a cash table is told at the table: the hand's experience is
written when it ends, and a level reached or an achievement earned is a toast of its
own, one after another, in a corner clear of every seat's cards and the controls."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.persistence import progress as store
from drawpoker.progress import award as progress
from drawpoker.progress.achievements import ACHIEVEMENTS
from drawpoker.progress.facts import HandFacts
from drawpoker.progress.xp import Grade
from drawpoker.session.table.cash import CashSession
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows.progress import leave_table, tell_hand_awards
from drawpoker.ui.layout import scale_of
from drawpoker.ui.toast import Toast
from tests.support.harness import Harness


def _sit(h: Harness):  # type: ignore[no-untyped-def]
    h.app.start_scenes()
    h.frames(2)
    h.app.stack.clear()
    t = h.sit_down()
    h.frames(2)
    assert isinstance(t.session, CashSession) and t.session.earns_experience
    return t


def test_a_hand_played_at_the_table_earns_its_experience(h: Harness) -> None:
    t = _sit(h)
    for _ in range(40):  # checks and calls, stands pat, shows: the hand's keys
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if store.awards(h.app.profile):
            break
        h.answer(mode)
    assert t.hand_no == 1
    (award,) = store.awards(h.app.profile)
    assert award.context == "cash" and award.xp == 25 * award.good + 10 * award.close


def test_earned_things_are_toasted_in_turn_clear_of_the_cards(h: Harness) -> None:
    t = _sit(h)
    outcome = progress.award_facts(h.app.profile, HandFacts(True, showdown=True),
                                   [Grade.GOOD] * 10, "cash")
    assert outcome.levelled_up and len(outcome.unlocks) >= 2
    t.session.outcomes.append(outcome)
    tell_hand_awards(h.app, t.session)
    assert t.session.take_outcomes() == []  # told once
    want = ["Level 2: Penny ante", *(f"Achievement earned: {ACHIEVEMENTS[k].title}"
                                     for k in outcome.unlocks)]
    lay = t.layout
    blocked = [lay.controls.bar] + [r for s in lay.seats.values()
                                    for r in (s.plate, *s.cards, *s.shown)]
    seen: list[str] = []
    for _ in range(3000):
        toast = h.app.toast
        if toast is not None and (not seen or seen[-1] != toast[0]):
            seen.append(toast[0])
            size = h.app.screen.get_size()
            rect = h.app.toasts.rect(size, t.toast_spot(size))
            assert rect is not None and not any(rect.colliderect(b) for b in blocked), toast
        if toast is None and seen:
            break
        h.frames(1)
    assert seen == want


def test_queued_toasts_wait_their_turn_and_survive_an_interruption() -> None:
    pygame.font.init()
    toasts = Toast()
    toasts.queue("one", seconds=1.0)
    toasts.queue("two", seconds=1.0)
    assert toasts.current is not None and toasts.current[0] == "one" and toasts.queued
    toasts.show("saved", seconds=0.5)  # a plain toast: "one" comes back after it
    assert [w[0] for w in toasts.waiting] == ["one", "two"]
    shown = []
    for _ in range(40):
        if toasts.current is not None and (not shown or shown[-1] != toasts.current[0]):
            shown.append(toasts.current[0])
        toasts.tick(0.25)
    assert shown == ["saved", "one", "two"] and toasts.current is None
    spot = pygame.Rect(10, 50, 300, 50)
    toasts.queue("three")
    rect = toasts.rect((1280, 720), spot)
    assert rect is not None and spot.contains(rect)
    toasts.show("plain")
    plain = toasts.rect((1280, 720), spot)
    # a plain toast: under the band a screen's title takes (text.heading_band)
    band = ui_text.heading_band(1280, scale_of((1280, 720)))
    assert plain is not None and plain.midtop == (640, band.bottom + 4)


@pytest.mark.reported("new-player-evening-2#12")
def test_each_thing_a_hand_earned_is_toasted_before_the_next_hand(h: Harness) -> None:
    h.app.settings = h.app.settings.replace(auto_next_hand_seconds=4.0)
    t = _sit(h)
    outcome = progress.award_facts(h.app.profile, HandFacts(True, showdown=True),
                                   [Grade.GOOD] * 10, "cash")
    assert outcome.levelled_up and len(outcome.unlocks) >= 2
    t.session.outcomes.append(outcome)  # told when the hand in play ends
    want = ["Level 2: Penny ante", *(f"Achievement earned: {ACHIEVEMENTS[k].title}"
                                     for k in outcome.unlocks)]
    seen: list[tuple[str, int]] = []
    for _ in range(6000):
        toast = h.app.toast
        if toast is not None and (not seen or seen[-1][0] != toast[0]):
            seen.append((toast[0], t.hand_no))
        if t.hand_no > 1 and toast is None:
            break
        if t.mode in ("bet", "draw", "show"):  # folds to a bet: never out of chips
            h.answer(str(t.mode), bet="f" if t.seat.facing_bet() else "c")
        else:
            h.frames(1)
    ours = [(text, hand) for text, hand in seen if text in want]  # (the hand earns more)
    assert [text for text, _hand in ours] == want
    assert {hand for _text, hand in ours} == {1}, seen  # all at the table of hand 1's end


@pytest.mark.reported("new-player-evening-2#12")
def test_what_the_hand_played_out_on_leaving_earned_is_toasted(h: Harness) -> None:
    t = _sit(h)
    h.wait_mode("bet", "draw")
    outcome = progress.award_facts(h.app.profile, HandFacts(True, showdown=True),
                                   [Grade.GOOD] * 10, "cash")
    t.session.outcomes.append(outcome)  # as the keeper's record of the hand played out
    leave_table(t)
    h.frames(2)
    told = [h.app.toast[0] if h.app.toast else None, *(w[0] for w in h.app.toasts.waiting)]
    assert "Level 2: Penny ante" in told, told
