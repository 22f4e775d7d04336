"""The career's map, reached from the title and worked with keys and clicks: the first room
open and chosen, a locked room refusing its table, Enter sitting down at the room's cash
table (its name in the top bar, its sitting counted for the room), leaving back to the
map; F entering the final once its hands are played (buy-in paid, the tournament marked
with the room); the final's result finishing the room and its results screen leading
back to the road."""

from __future__ import annotations

import pygame
import pytest

from drawpoker import i18n
from drawpoker.career import RoomState, link_table, road
from drawpoker.career.final import room_of
from drawpoker.engine import ActionType
from drawpoker.persistence.career import sitting_room
from drawpoker.session.tournament.play import play_out
from drawpoker.ui.flows import tournaments as tournament_flow
from drawpoker.ui.flows.progress import final_lines
from tests.support.harness import Harness
from tests.support.records import play_hands
from tests.support.screens import open_from_title
from tests.support.sessions import Prefer


def _open_map(h: Harness):  # type: ignore[no-untyped-def]
    return open_from_title(h, "Career", "CareerScene")


def _kitchen_hands_played(h: Harness) -> None:
    """Start the game with the kitchen's ten hands played at a table linked to the room,
    so its final is open."""
    h.app.start_scenes()
    h.frames(2)
    profile = h.app.profile
    ids = play_hands(profile, 10)
    session_id = profile.connection.execute("SELECT session_id FROM hands WHERE id = ?",
                                            (ids[0],)).fetchone()[0]
    link_table(profile, session_id, "kitchen")


def _enter_final(h: Harness) -> None:
    """F on the map, then Enter on its question (the default: pay the buy-in and play)."""
    h.key(pygame.K_f, "f")
    h.frames(3)
    assert type(h.app.stack.top).__name__ == "NoticeScene"
    h.key(pygame.K_RETURN, "\r")
    h.frames(3)


@pytest.mark.reported("new-player-evening-2#14")
def test_entering_the_final_asks_first_naming_the_buy_in_and_the_prize(h: Harness) -> None:
    _kitchen_hands_played(h)
    bankroll = h.app.profile.bankroll
    _open_map(h)
    h.key(pygame.K_f, "f")
    h.frames(3)
    ask = h.app.stack.top
    assert type(ask).__name__ == "NoticeScene"
    assert ask.heading == "Enter the final of The Kitchen Table?"
    assert ask.message == ("The buy-in of 50 comes from your bankroll. The winner takes 130, "
                           "second place 70. Finish in the top 2 of the final to finish "
                           "The Kitchen Table."), ask.message
    assert [label for label, _style, _act in ask.choices] == ["Pay 50 and play", "Not now"]
    h.key(pygame.K_ESCAPE)
    h.frames(3)
    assert type(h.app.stack.top).__name__ == "CareerScene"
    assert h.app.profile.bankroll == bankroll  # nothing paid without a yes


def test_the_map_opens_from_the_title_and_seats_the_player_at_the_first_room(
        h: Harness) -> None:
    m = _open_map(h)
    assert m.selected == 0 and m.standing.state is RoomState.OPEN
    assert [b.label for b in m.buttons] == ["Sit at the table", "Enter the final", "Back"]
    assert m.buttons[0].enabled and not m.buttons[1].enabled  # no hands played yet
    h.key(pygame.K_RIGHT)
    assert m.selected == 1 and m.standing.state is RoomState.LOCKED
    assert not m.buttons[0].enabled
    h.key(pygame.K_RETURN)  # a locked room: nothing happens
    assert h.app.stack.top is m
    h.click(m.stop_rects[0].center)  # back to the kitchen by a click on its medallion
    assert m.selected == 0
    h.key(pygame.K_RETURN)
    h.frames(3)
    table = h.app.stack.top
    assert type(table).__name__ == "CareerTableScene" and table.room.id == "kitchen"
    assert table.playing.texts.stakes().startswith("The Kitchen Table · ")
    assert [n for n in table.playing.names[1:]] == ["Nana Rose", "Uncle Walt", "Cousin Billy"]
    session_id = table.playing.session.keeper.session_id
    assert sitting_room(h.app.profile, session_id) == "kitchen"
    table.leave()  # the hand dealt is played out: the sitting's summary, over the map
    h.frames(2)
    assert type(h.app.stack.top).__name__ == "SittingSummaryScene"
    h.key(pygame.K_RETURN)
    h.frames(2)
    back = h.app.stack.top
    assert type(back).__name__ == "CareerScene" and back.standing.room.id == "kitchen"


def test_the_final_opens_after_its_hands_and_winning_it_opens_the_next_room(
        h: Harness) -> None:
    _kitchen_hands_played(h)
    profile = h.app.profile
    bankroll = profile.bankroll
    m = _open_map(h)
    assert m.buttons[1].enabled
    _enter_final(h)
    table = h.app.stack.top
    assert type(table).__name__ == "TournamentTableScene"
    t = table.tournament
    assert room_of(t.setup) == "kitchen" and t.field == 4 and t.buy_in == 50
    assert table.playing.texts.stakes().startswith("The Kitchen Table final · Level 1 · ")
    assert table.playing.texts.stakes(compact=1).startswith("Final · Level 1 · ")  # short
    assert table.playing.texts.stakes(compact=3).startswith("Final · Level 1 · ")
    assert table.playing.texts.stakes(compact=4).startswith("Level 1 · ")  # the least room
    assert h.app.profile.bankroll == bankroll - 50
    session = table.sng  # the hand dealt played out at once, then the rest headless:
    session.play_out()  # the player bets, the regulars always fold
    session.finish_hand()
    play_out(t, {0: Prefer(ActionType.BET, ActionType.RAISE),
                 **{s: Prefer(ActionType.FOLD) for s in (1, 2, 3)}})
    doc = tournament_flow.record(h.app, t)
    assert doc["career"]["finished_now"] and doc["career"]["opened"] == "saloon"
    assert "career_room" in doc["career"]["unlocks"]
    assert final_lines(doc["career"])[0].startswith("The Kitchen Table finished!")
    states = [s.state for s in road(h.app.profile)]
    assert states[:3] == [RoomState.FINISHED, RoomState.OPEN, RoomState.LOCKED]
    h.app.nav.reset("tournament_results", result=doc)
    h.frames(2)
    results = h.app.stack.top
    assert [b.label for b in results.buttons] == ["Back to the road", "Title screen"]
    h.click(results.buttons[0].rect.center)
    h.frames(2)
    m = h.app.stack.top
    assert type(m).__name__ == "CareerScene" and m.standing.room.id == "kitchen"
    assert m.standing.state is RoomState.FINISHED


@pytest.mark.harness(size=(960, 540))
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
def test_the_map_fits_a_small_window_in_every_language(h: Harness, language: str) -> None:
    i18n.set_language(language)
    h.app.start_scenes()
    h.frames(2)
    h.app.nav.push("career")
    h.frames(2)
    m = h.app.stack.top
    window = pygame.Rect((0, 0), h.app.size)
    for index in range(8):
        m.choose(index)
        h.frames(1)
        assert window.contains(m.panel)
        assert all(window.contains(b.rect) for b in m.buttons)
        assert all(b.preferred_width(b.label_px()) <= b.rect.width + 2 for b in m.buttons)
        assert all(window.contains(r) for r in m.stop_rects), index
        stops = sorted(m.stop_rects, key=lambda r: r.x)
        assert all(a.right <= b.left for a, b in zip(stops, stops[1:], strict=False)), index
        assert max(r.bottom for r in m.stop_rects) < m.panel.top


def test_the_final_is_entered_with_the_pad_alone(h: Harness) -> None:
    """Every button of the map is reached with the D-pad: down to the buttons, along them
    to *Enter the final*, A presses it; up goes back to the road, where left and right
    choose a room."""
    _kitchen_hands_played(h)
    m = _open_map(h)
    h.pad("down")
    assert m.buttons.focus is not None
    h.pad("up")  # back on the road: left and right choose rooms again
    assert m.buttons.focus is None
    h.pad("right")
    assert m.selected == 1
    h.pad("left")
    assert m.selected == 0 and m.buttons.focus is None
    h.pad("down")
    for _ in range(3):
        if m.buttons[m.buttons.focus].label == "Enter the final":
            break
        h.pad("right")
    assert m.buttons[m.buttons.focus].label == "Enter the final"
    h.pad("a")
    h.frames(3)
    assert type(h.app.stack.top).__name__ == "NoticeScene"  # asked first: A pays and plays
    h.pad("a")
    h.frames(3)
    assert type(h.app.stack.top).__name__ == "TournamentTableScene"


@pytest.mark.reported("new-player-evening#1")
@pytest.mark.harness(speed="instant")
def test_leaving_a_final_goes_back_to_the_road_where_it_is_resumed_or_given_up(
        h: Harness) -> None:
    from drawpoker.ui.scenes.career import status_text
    from drawpoker.ui.scenes.dialog import NoticeScene

    _kitchen_hands_played(h)
    m = _open_map(h)
    _enter_final(h)
    table = h.app.stack.top
    assert type(table).__name__ == "TournamentTableScene"
    t = table.tournament
    bankroll = h.app.profile.bankroll
    table.leave()
    h.frames(3)
    m = h.app.stack.top
    assert type(m).__name__ == "CareerScene", "left for the road, not the title"
    assert m.standing.room.id == "kitchen" and m.playing == "kitchen"
    assert status_text(m.standing, final_playing=True) == "Final in progress"
    assert [b.label for b in m.buttons] == ["Sit at the table", "Resume the final",
                                            "Give up the final", "Back"]
    assert m.buttons[1].enabled
    h.key(pygame.K_f, "f")  # resumed where it was left, no second buy-in
    h.frames(3)
    again = h.app.stack.top
    assert type(again).__name__ == "TournamentTableScene"
    assert again.tournament.seed == t.seed and h.app.profile.bankroll == bankroll
    again.leave()
    h.frames(3)
    m = h.app.stack.top
    h.click(next(b for b in m.buttons if b.label == "Give up the final").rect.center)
    h.frames(2)
    confirm = h.app.stack.top
    assert isinstance(confirm, NoticeScene), "nothing is lost without asking"
    assert confirm.heading == "Give up the final of The Kitchen Table?"
    h.click(next(b for b in confirm.buttons if b.label == "Give it up").rect.center)
    h.frames(3)
    m = h.app.stack.top
    assert type(m).__name__ == "CareerScene" and m.playing is None
    assert [b.label for b in m.buttons] == ["Sit at the table", "Enter the final", "Back"]


@pytest.mark.reported("new-player-evening#1")
@pytest.mark.harness(speed="instant")
def test_a_tournament_in_progress_is_named_where_a_final_is_refused(h: Harness) -> None:
    from drawpoker.session.tournament.setup import TournamentSetup

    _kitchen_hands_played(h)
    assert tournament_flow.start(h.app, TournamentSetup()) is None
    h.frames(3)
    h.app.stack.top.leave()
    h.frames(3)
    m = _open_map(h)
    assert m.playing == tournament_flow.SCREEN and not m.buttons[1].enabled
    assert m.refusals()[1] == ("A tournament from the Tournament screen is still in "
                               "progress: continue it or give it up there first.")
    assert tournament_flow.busy_text("kitchen").startswith(
        "The final of The Kitchen Table is still in progress")
    assert tournament_flow.in_progress_heading({"career": "kitchen"}) == (
        "The final of The Kitchen Table is in progress")


@pytest.mark.reported("new-player-evening#10")
@pytest.mark.harness(speed="instant")
def test_the_history_and_the_coach_name_career_hands_by_their_room(h: Harness) -> None:
    from drawpoker.career import sitting_names

    _kitchen_hands_played(h)
    _open_map(h)
    _enter_final(h)
    table = h.app.stack.top
    session = table.sng
    session.play_out()
    session.finish_hand()  # the final's first hand, recorded
    profile = h.app.profile
    assert road(profile)[0].hands == 10, "a final's hands count for no final"
    names = sitting_names(profile)
    assert sorted(v for v in names.values() if isinstance(v, str)) == [
        "The Kitchen Table", "The Kitchen Table"]
    h.app.nav.reset("history")
    h.frames(3)
    history = h.app.stack.top
    labels = [r.label for r in history.hand_rows()]
    assert labels[0].startswith("The Kitchen Table final · level 1 · hand "), labels[0]
    assert any(label.startswith("The Kitchen Table · hand ") for label in labels), labels
    assert not any(label.startswith(("Session", "Tournament")) for label in labels), labels
    history.selected = next(r.record for r in history.hand_rows()
                            if r.label.startswith("The Kitchen Table · hand "))
    h.app.nav.push("coach", record=history.selected)
    h.frames(3)
    coach = h.app.stack.top
    assert all(t.startswith("The Kitchen Table · hand ") for t in coach.titles), coach.titles
