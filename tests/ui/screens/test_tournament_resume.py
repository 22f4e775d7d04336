"""A sit-and-go closed in the middle of a hand (the window gone, no *Leave table*), opened
again from the title's *Tournament*: the offer says the hand goes on, *Continue* sits the
player in that very hand (the same cards, the same turn, every chip where it was); a hand
that cannot be played again is voided and the player told, the stacks before it standing
(the cash table's rule, ``session.tournament.in_play``)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.persistence import tournaments as book
from drawpoker.session.tournament import in_play
from drawpoker.session.tournament.setup import TournamentSetup
from drawpoker.ui.flows import tournaments as flow
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.scenes.tournament_setup import TournamentSetupScene
from drawpoker.ui.scenes.tournament_table import TournamentTableScene
from tests.support.harness import Harness
from tests.support.screens import footer, title_button


def _start(h: Harness) -> TournamentTableScene:
    h.app.start_scenes()
    h.frames(3)
    h.click(title_button(h.app, "Tournament").center)
    h.frames(3)
    setup = h.app.stack.top
    assert isinstance(setup, TournamentSetupScene)
    h.click(footer(setup, "Start tournament").rect.center)
    h.frames(3)
    table = h.app.stack.top
    assert isinstance(table, TournamentTableScene)
    return table


def _in_a_hand(h: Harness, table: TournamentTableScene) -> None:
    """Play (check when free, call what is cheap, else fold; stand pat; show) until the
    player is to bet in the second hand or later, having acted in it already."""
    for _ in range(400):
        mode = h.wait_mode("bet", "draw", "show", "over")
        hand = table.playing.hand
        if (hand is not None and not hand.is_over and table.tournament.hands_dealt >= 2
                and mode == "bet" and any(a.seat == 0 for a in hand.actions)):
            return
        cheap = table.playing.legal is not None and table.playing.legal.call_amount <= 40
        h.answer(mode, bet="c" if mode != "bet" or cheap else "f")
    raise AssertionError("the player never acted twice in one hand")


def _closed_and_opened_again(h: Harness) -> NoticeScene:
    """The window goes (nothing is left or saved on the way), the title comes back and the
    player opens *Tournament*: the offer to go on."""
    h.app.nav.reset("title")
    h.frames(2)
    h.click(title_button(h.app, "Tournament").center)
    h.frames(4)
    offer = h.app.stack.top
    assert isinstance(offer, NoticeScene) and offer.heading == "A tournament is in progress"
    return offer


@pytest.mark.harness(seed=5, speed="instant")
def test_a_hand_in_play_goes_on_where_it_was(h: Harness) -> None:
    table = _start(h)
    _in_a_hand(h, table)
    hand, t = table.playing.hand, table.tournament
    kept = book.open_tournament(h.app.profile)
    assert kept is not None and in_play.IN_PLAY in kept  # kept with the player's last action
    seen = (hand.history(), hand.to_act, t.table.hand_no, hand.chips_in_play())
    stacks_before = kept["stacks"]

    offer = _closed_and_opened_again(h)
    assert f"You left in the middle of hand {t.table.hand_no}: it goes on exactly where it " \
           "was." in offer.message
    done = t.hands_dealt - 1
    assert f"after {done} {'hand' if done == 1 else 'hands'}." in offer.message
    h.key(pygame.K_RETURN, "\r")  # Continue
    h.frames(3)
    again = h.app.stack.top
    assert isinstance(again, TournamentTableScene) and again is not table
    resumed = again.playing.hand
    assert resumed is not None and resumed is again.tournament.table.current
    assert (resumed.history(), resumed.to_act, again.tournament.table.hand_no,
            resumed.chips_in_play()) == seen
    assert again.playing.mode == "bet"  # the player's turn, as it was
    assert resumed.chips_in_play() == sum(stacks_before)  # every chip where it was
    h.answer("bet")  # and the hand plays on, kept again with each action
    assert book.open_tournament(h.app.profile)[in_play.IN_PLAY]["deals"][-1]["actions"] \
        != kept[in_play.IN_PLAY]["deals"][-1]["actions"]


@pytest.mark.harness(seed=5, speed="instant")
def test_a_hand_that_cannot_be_played_again_is_voided_and_told(h: Harness) -> None:
    table = _start(h)
    _in_a_hand(h, table)
    kept = book.open_tournament(h.app.profile)
    assert kept is not None
    kept[in_play.IN_PLAY]["deals"][-1]["actions"][0][1] = "no such action"
    book.save_tournament(h.app.profile, kept)

    _closed_and_opened_again(h)
    h.key(pygame.K_RETURN, "\r")  # Continue
    h.frames(3)
    told = h.app.stack.top
    assert isinstance(told, NoticeScene)
    assert "could not be restored, so it was called off" in told.message
    again = h.app.stack.find(TournamentTableScene)
    assert again is not None and again.playing.hand is not None
    start = again.playing.hand.events[0]
    assert list(start.stacks) == kept["stacks"]  # the next hand starts from the stacks before
    assert again.playing.hand.history()["hole"] != kept[in_play.IN_PLAY]["deals"][-1]["hole"]
    assert again.tournament.hands_dealt == kept["hands_dealt"] + 1


@pytest.mark.harness(seed=5, speed="instant")
def test_a_jackpots_deal_nobody_opens_is_kept_as_the_hand_in_play(h: Harness) -> None:
    """Nobody opens: the pot is carried to the redeal, one hand with it. The tournament is
    not saved between hands then (it was, and the game stopped); the chain is kept as the
    hand in play and goes on after a close."""
    h.app.start_scenes()
    h.frames(2)
    setup = TournamentSetup()
    setup.rules["open_requirement"] = "jacks-or-better"
    for blind in ("small_blind", "big_blind"):
        setup.rules.pop(blind, None)
    assert flow.start(h.app, setup) is None
    h.frames(3)
    table = h.app.stack.top
    assert isinstance(table, TournamentTableScene)
    t = table.tournament
    for _ in range(400):
        if t.table.in_redeal_chain and table.playing.hand is not None and not table.playing.hand.is_over \
                and table.playing.hand.actions:
            break
        mode = h.wait_mode("bet", "draw", "show", "over")
        cheap = table.playing.legal is not None and table.playing.legal.call_amount <= 40
        h.answer(mode, bet="c" if mode != "bet" or cheap else "f")
    else:  # pragma: no cover
        pytest.fail("every deal was opened")
    kept = book.open_tournament(h.app.profile)
    assert kept is not None and len(kept[in_play.IN_PLAY]["deals"]) == 2
    seen = [d.history() for d in (*table.sng.deals, table.playing.hand)]

    _closed_and_opened_again(h)
    h.key(pygame.K_RETURN, "\r")  # Continue
    h.frames(3)
    again = h.app.stack.top
    assert isinstance(again, TournamentTableScene) and again.playing.hand is not None
    assert [d.history() for d in again.sng.deals] == seen[:-1]  # the deal nobody opened
    last = again.playing.hand.history()  # the redeal, played on from where it was
    assert last["hole"] == seen[-1]["hole"] and last["stub"] == seen[-1]["stub"]
    assert last["actions"][:len(seen[-1]["actions"])] == seen[-1]["actions"]
