"""Pass and play through the real window: three people and a computer player at one
table, every move made with injected keys and clicks; the hand-off screen comes between
different people's turns and hides every hand."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.engine import PlayerActed
from drawpoker.ui.scenes.hand_off import HandOffScene
from drawpoker.ui.scenes.hotseat_table import HotseatTableScene
from tests.support.harness import Harness

PEOPLE = ["Ann", "Boris", "Clara"]


def _sit(h: Harness) -> HotseatTableScene:
    scene = HotseatTableScene(PEOPLE, opponents=[("Dora", "rock")], levels=["easy"])
    h.app.stack.push(scene)
    h.frames(1)
    return scene


def _face_up(t: HotseatTableScene) -> set[int]:
    return {i for i, sv in enumerate(t.visual.seats)
            if any(sp is not None and sp.face_up for sp in sv.cards)}


def _hand_off_or_mode(h: Harness, t: HotseatTableScene) -> str:
    h.until(lambda: isinstance(h.app.stack.top, HandOffScene)
            or (h.app.stack.top is t and t.mode in ("bet", "draw", "show", "over")), 8000)
    return "hand_off" if isinstance(h.app.stack.top, HandOffScene) else str(t.mode)


@pytest.mark.harness(seed=5)
def test_three_people_play_a_hand_passing_the_screen(h: Harness) -> None:
    bankroll = h.app.profile.bankroll
    t = _sit(h)
    passed: list[str] = []
    for _ in range(80):
        mode = _hand_off_or_mode(h, t)
        if mode == "hand_off":
            top = h.app.stack.top
            assert isinstance(top, HandOffScene)
            passed.append(top.name)
            assert _face_up(t) <= t.shown_seats()  # every hand hidden
            h.key(pygame.K_RETURN, "\r")
            h.frames(2)
            assert t.names[t.hero] == top.name
            continue
        if mode == "over":
            h.frames(3)
            assert _face_up(t) <= t.shown_seats()  # between hands no hand is visible
            break
        # the person at the screen sees his own cards face up, nobody else's
        assert _face_up(t) - t.shown_seats() == {t.hero}
        assert t.session.viewer == t.hero
        h.answer(mode)
        h.frames(2)
    hand = t.hand
    assert hand is not None and hand.is_over
    assert set(passed) == set(PEOPLE) and len(passed) >= 6  # each betting round and the draw
    acted = {e.seat for e in hand.events if isinstance(e, PlayerActed)}
    assert acted & {0, 1, 2}
    log = " ".join(str(line[0]) for line in t.visual.log)
    assert "You " not in log
    # table chips only: the profile owner's bankroll and records are left alone
    assert t.session.owner is None and t.session.keeper is None
    t.leave()
    assert h.app.profile.bankroll == bankroll


@pytest.mark.harness(seed=5)
def test_the_hand_off_screen_hides_every_hand(h: Harness) -> None:
    t = _sit(h)
    assert _hand_off_or_mode(h, t) == "hand_off"
    assert _face_up(t) == set()
    h.click((640, 360))  # a click reveals too
    h.frames(2)
    assert not isinstance(h.app.stack.top, HandOffScene)
    first = t.hero
    assert _face_up(t) == {first}
    h.answer(_hand_off_or_mode(h, t))
    assert _hand_off_or_mode(h, t) == "hand_off"
    h.frames(3)
    # the first person's cards went face down before the screen was passed on
    assert _face_up(t) == set() and t.session.viewer == first


@pytest.mark.harness(seed=5)
def test_the_header_names_pass_and_play_with_the_stakes_whole(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """The top bar says "Pass and play" before the game and stakes and cuts neither (the
    longer "table chips only" gives way first)."""
    from tests.support.table import texts_drawn_now

    t = _sit(h)
    _hand_off_or_mode(h, t)
    titles = [s for s in texts_drawn_now(h, monkeypatch) if s.startswith("Pass and play")]
    assert titles and all("…" not in s and "ante 10" in s for s in titles), titles


@pytest.mark.harness(seed=6)
def test_no_hand_is_left_face_up_between_hands(h: Harness) -> None:
    """Ann raises, Boris and Clara fold to a bet: Ann wins the second hand uncontested;
    her cards go face down with the hand's end, before anybody else is at the screen."""
    t = HotseatTableScene(PEOPLE, opponents=[("Dora", "rock"), ("Eve", "shark")],
                          levels=["easy", "easy"])
    h.app.stack.push(t)
    h.frames(1)
    over = 0
    for _ in range(200):
        mode = _hand_off_or_mode(h, t)
        if mode == "hand_off":
            h.key(pygame.K_RETURN, "\r")
        elif mode == "over":
            h.frames(3)
            assert _face_up(t) <= t.shown_seats(), f"hand {t.hand_no}"
            over += 1
            if over == 2:
                break
            h.answer(mode)
        elif mode == "bet" and t.hero == 0:
            h.key(pygame.K_r, "r")
        elif mode == "bet" and t.legal is not None and t.legal.call_amount > 0:
            h.key(pygame.K_f, "f")
        else:
            h.answer(mode)
        h.frames(2)
    assert over == 2


def _to_hand_over(h: Harness, t: HotseatTableScene) -> None:
    """Play the hand in play to its end: every person checks or calls, stands pat, shows."""
    for _ in range(120):
        mode = _hand_off_or_mode(h, t)
        if mode == "over":
            return
        if mode == "hand_off":
            h.key(pygame.K_RETURN, "\r")
        else:
            h.answer(mode)
        h.frames(2)
    raise AssertionError("the hand did not end")


def _bust(t: HotseatTableScene, seat: int, to: int) -> None:
    """Between hands ``seat``'s chips go to seat ``to`` (table and picture)."""
    seats = t.table.seats
    seats[to].stack += seats[seat].stack
    seats[seat].stack = 0
    for i in (seat, to):
        t.visual.seats[i].stack = seats[i].stack


def _at_the_busted_persons_choice(h: Harness) -> tuple[HotseatTableScene, int]:
    """A hand played to its end, a person other than the one at the screen left with 3
    chips (under the ante), Next hand and the hand-off passed: the table at that busted
    person's own Rebuy/Leave; ``(table, his seat)``."""
    t = _sit(h)
    _to_hand_over(h, t)
    busted = next(p for p in (0, 1, 2) if p != t.hero)
    _bust(t, busted, 3)
    h.key(pygame.K_RETURN, "\r")
    h.frames(2)
    h.key(pygame.K_RETURN, "\r")
    h.frames(2)
    return t, busted


@pytest.mark.harness(seed=5)
def test_a_busted_person_gets_his_own_choice_after_the_hand_off(h: Harness) -> None:
    t = _sit(h)
    _to_hand_over(h, t)
    viewer = t.hero
    busted = next(p for p in (0, 1, 2) if p != viewer)
    _bust(t, busted, 3)
    h.key(pygame.K_RETURN, "\r")  # Next hand: the screen goes to the busted person first
    h.frames(2)
    top = h.app.stack.top
    assert isinstance(top, HandOffScene) and top.name == PEOPLE[busted]
    assert t.hand is not None and t.hand.is_over  # nothing is dealt before he chose
    h.key(pygame.K_RETURN, "\r")
    h.frames(2)
    assert t.hero == busted and t.mode == "busted" and _face_up(t) <= t.shown_seats()
    assert "table chips" in t.controls.note and PEOPLE[busted] in t.controls.note
    h.click(t.bar.buttons["rebuy"].rect.center)
    h.frames(2)
    assert t.stacks[busted] == t.buy_in and not t.hand.is_over  # rebought, dealt


@pytest.mark.harness(seed=5)
def test_a_busted_person_who_leaves_stands_up_and_the_others_play_on(h: Harness) -> None:
    t, busted = _at_the_busted_persons_choice(h)
    h.click(t.bar.buttons["leave"].rect.center)
    h.frames(2)
    assert h.app.stack.find(HotseatTableScene) is t and t.hero != busted
    assert t.hand is not None and not t.hand.dealt_in[busted]
    log = " ".join(str(line[0]) for line in t.visual.log)
    assert f"{PEOPLE[busted]} leaves the table." in log


@pytest.mark.harness(seed=5)
def test_each_persons_sit_out_box_is_his_own(h: Harness) -> None:
    t = _sit(h)
    _to_hand_over(h, t)
    sitter = t.hero
    box = dict(t.pre.session_boxes)["sit_out"]
    h.click(box.rect.center)  # the person at the screen ticks Sit out next hand
    h.frames(1)
    assert t.pre.sit_out
    h.key(pygame.K_RETURN, "\r")  # Next hand
    h.frames(2)
    assert t.hand is not None and not t.hand.dealt_in[sitter]
    for p in (0, 1, 2):
        if p != sitter:
            assert t.hand.dealt_in[p]
    assert _hand_off_or_mode(h, t) == "hand_off"
    h.key(pygame.K_RETURN, "\r")
    h.frames(2)
    assert t.hero != sitter and not t.pre.sit_out  # the next person's box is his own
    _to_hand_over(h, t)
    h.key(pygame.K_RETURN, "\r")  # the sitter is asked between hands: sit in again?
    h.frames(2)
    top = h.app.stack.top
    assert isinstance(top, HandOffScene) and top.name == PEOPLE[sitter]
    h.key(pygame.K_RETURN, "\r")
    h.frames(2)
    assert t.hero == sitter and t.pre.sit_out and box.label == "Sit in next hand"
    h.click(box.rect.center)
    h.key(pygame.K_RETURN, "\r")
    h.frames(2)
    assert t.hand is not None and t.hand.dealt_in[sitter]


@pytest.mark.harness(seed=5)
def test_the_turn_pill_and_the_notes_name_the_person_never_you(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.support.table import texts_drawn_now

    t = _sit(h)
    seen: set[str] = set()
    for _ in range(60):
        mode = _hand_off_or_mode(h, t)
        if mode == "over":
            break
        if mode == "hand_off":
            h.key(pygame.K_RETURN, "\r")
            h.frames(2)
            continue
        name = t.names[t.hero]
        drawn = texts_drawn_now(h, monkeypatch) + texts_drawn_now(h, monkeypatch, "render_text")
        assert f"{name} to act" in drawn and "Your turn" not in drawn
        assert "You" not in t.controls.note.split() and "your" not in t.controls.note.split()
        seen.add(mode)
        h.answer(mode)
        h.frames(2)
    assert {"bet", "draw"} <= seen


@pytest.mark.harness(seed=5)
@pytest.mark.reported("fresh new player, issue 29: the replay did not say pass and play")
def test_the_hand_history_replays_a_pass_and_play_hand_with_the_peoples_names(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """The hand is kept apart from the profile (no hand, no statistics, no bankroll of
    its owner moves); Hand history lists it and its replay names the people and says
    "Pass and play" in its header, as the table did."""
    from drawpoker.ui.scenes.history import HistoryScene
    from drawpoker.ui.scenes.replay import ReplayScene
    from drawpoker.ui.scenes.table_hands import TableHandsScene
    from tests.support.table import texts_drawn_now

    profile = h.app.profile
    bankroll, recorded = profile.bankroll, profile.hand_count()
    t = _sit(h)
    _to_hand_over(h, t)
    assert profile.hand_count() == recorded and profile.bankroll == bankroll
    t.leave()
    h.frames(2)
    h.app.nav.push("history")
    h.frames(2)
    history = h.app.stack.top
    assert isinstance(history, HistoryScene) and history.table_hands == 1
    row = next(r for r in history.rows if r.label == "Pass-and-play hands")
    h.click(row.control_rect(history.px).center)
    h.frames(2)
    hands = h.app.stack.top
    assert isinstance(hands, TableHandsScene) and len(hands.hands) == 1
    assert "Ann, Boris, Clara" in hands.rows[0].label
    hands.focus = 0
    h.key(pygame.K_RETURN, "\r")
    h.frames(2)
    replay = h.app.stack.top
    assert isinstance(replay, ReplayScene)
    assert replay.names[:3] == PEOPLE and "You" not in replay.names
    assert [sv.name for sv in replay.visual.seats][:3] == PEOPLE
    titles = [s for s in texts_drawn_now(h, monkeypatch) if s.startswith("Pass and play")]
    assert titles and all("ante 10" in s for s in titles), titles
    h.key(pygame.K_END, "")
    h.frames(30)
    log = [str(line[0]) for line in replay.visual.log]
    assert any(line.startswith("Ann ") for line in log), log
    assert not [line for line in log if line.startswith("You ") or "you" in line.split()], log


@pytest.mark.harness(seed=5)
@pytest.mark.reported("new-player-evening: the log's Verify line promised a button pass-and-play "
                      "hands did not have")
def test_a_pass_and_play_hand_is_verified_in_the_hand_history(h: Harness) -> None:
    """The hand log says the deal can be verified in Hand history (Verify this hand):
    a pass-and-play hand there has that button too, and a changed seed is caught."""
    from drawpoker.ui.scenes.table_hands import TableHandsScene

    t = _sit(h)
    _to_hand_over(h, t)
    assert any("Verify this hand" in str(line[0]) for line in t.visual.log)
    t.leave()
    h.frames(2)
    h.app.nav.push("table_hands")
    h.frames(2)
    hands = h.app.stack.top
    assert isinstance(hands, TableHandsScene) and len(hands.hands) == 1
    verify = hands.rows[1]
    assert verify.button.label == "Verify this hand"
    h.click(verify.control_rect(hands.px).center)
    h.frames(2)
    assert verify.hint == "This deal is exactly the shuffle committed before it.", verify.hint
    deal = hands.hands[0].document["deals"][0]
    deal["shuffle"]["seed"] = int(deal["shuffle"]["seed"]) + 1
    h.click(verify.control_rect(hands.px).center)
    h.frames(2)
    assert verify.hint.startswith("The seed was changed"), verify.hint


#: how many cards each person throws away at the draw (Ann clicks, Clara presses a key)
DRAWS = {0: 2, 1: 0, 2: 1}


@pytest.mark.harness(seed=5)
def test_three_people_and_two_computers_play_hands_through_the_window(h: Harness) -> None:
    """The whole table through injected clicks and keys: every hand-off hides every hand;
    each person draws his own cards (Ann by clicks, Clara by key 1, Boris stands pat);
    Boris mucks at the showdown when he may and the others show; Clara ticks Check/Fold
    while the computers act and her box plays for her without the screen; after the first
    hand a person out of chips takes his busted choice after his own hand-off."""
    from drawpoker.engine import ActionType, PreAction
    from drawpoker.engine.events import Discarded, Mucked

    t = HotseatTableScene(PEOPLE, opponents=[("Dora", "rock"), ("Eve", "shark")],
                          levels=["easy", "easy"])
    h.app.stack.push(t)
    h.frames(1)
    drew: dict[int, list[int]] = {0: [], 1: [], 2: []}
    mucked = shown = ticked = busted_rebuy = hands = 0
    ticked_hand = None
    passes: list[tuple[int, str]] = []  # (events so far, name) of each hand-off
    for _ in range(400):
        mode = _hand_off_or_mode(h, t)
        if mode == "hand_off":
            assert _face_up(t) <= t.shown_seats()  # every hand hidden while it is passed
            if t.hand is ticked_hand:
                top = h.app.stack.top
                assert isinstance(top, HandOffScene)
                passes.append((len(t.hand.events), top.name))
            h.key(pygame.K_RETURN, "\r")
            h.frames(2)
            continue
        if mode == "over":
            hand = t.hand
            assert hand is not None and _face_up(t) <= t.shown_seats()
            for e in hand.events:
                if isinstance(e, Discarded) and e.seat in drew:
                    drew[e.seat].append(e.count)
                if isinstance(e, Mucked) and e.seat in drew:
                    mucked += 1
            hands += 1
            if hands == 3:
                break
            if hands == 1:  # a person other than the one at the screen is out of chips
                busted = next(p for p in (0, 1, 2) if p != t.hero)
                _bust(t, busted, 3)
                h.key(pygame.K_RETURN, "\r")
                h.frames(2)
                assert isinstance(h.app.stack.top, HandOffScene)
                h.key(pygame.K_RETURN, "\r")
                h.frames(2)
                assert t.hero == busted and t.mode == "busted"
                h.click(t.bar.buttons["rebuy"].rect.center)
                h.frames(2)
                busted_rebuy = t.stacks[busted]
                continue
            h.key(pygame.K_RETURN, "\r")
            h.frames(2)
            continue
        seat = t.hero
        if mode == "draw":
            n = min(DRAWS[seat], t.legal.max_discard if t.legal else 0)
            lay = t.layout
            assert lay is not None
            for k in range(n):
                if seat == 0:
                    h.click(lay.seats[seat].cards[k].center)
                else:
                    h.key(pygame.K_1 + k, str(k + 1))
                h.frames(1)
            assert t.pick.selected == set(range(n))
            h.key(pygame.K_RETURN, "\r")
            h.key(pygame.K_RETURN, "\r")  # draws now (no wait for Undo)
        elif mode == "show":
            la = t.legal
            if seat == 1 and la is not None and la.allows(ActionType.MUCK):
                h.key(pygame.K_m, "m")
            else:
                h.key(pygame.K_s, "s")
                shown += 1
        else:
            h.key(pygame.K_c, "c")
            h.frames(1)
            if seat == 2 and not ticked and t.controls.pre_boxes:
                box = dict(t.pre.boxes)[PreAction.CHECK_FOLD]
                h.click(box.rect.center)
                h.frames(1)
                assert t.pre.preaction is PreAction.CHECK_FOLD
                ticked, ticked_hand = len(t.hand.events), t.hand  # type: ignore[union-attr]
        h.frames(2)
    assert hands == 3
    assert all(drew[p] and set(drew[p]) == {DRAWS[p]} for p in drew), drew
    assert busted_rebuy == t.buy_in
    assert ticked, "Clara never had the chance to tick a box"
    assert shown or mucked
    # Clara's box played her next action, with no hand-off to her before it
    clara = [(i, e) for i, e in enumerate(ticked_hand.events)
             if isinstance(e, PlayerActed) and e.seat == 2 and i >= ticked]
    assert clara and clara[0][1].kind in (ActionType.CHECK, ActionType.FOLD)
    assert not [i for i, name in passes if name == "Clara" and ticked <= i <= clara[0][0]]


def _first_hand_off_between_people(h: Harness, t: HotseatTableScene) -> HandOffScene:
    """Play on (checking, standing pat) until the screen is passed from one person who
    had it to another; returns that hand-off screen (the table under it)."""
    for _ in range(80):
        mode = _hand_off_or_mode(h, t)
        top = h.app.stack.top
        if mode == "hand_off":
            assert isinstance(top, HandOffScene)
            if t.session.viewer is not None and top.name != t.names[t.hero]:
                h.frames(3)
                return top
            h.key(pygame.K_RETURN, "\r")
        else:
            h.answer(mode)
        h.frames(2)
    raise AssertionError("the screen was never passed between two people")


@pytest.mark.harness(seed=5)
@pytest.mark.reported("fresh new player, issue 29: the last person's boxes behind the hand-off")
def test_nothing_of_the_last_person_shows_behind_the_hand_off(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """While the screen is passed, the last person's pre-action and session boxes and
    his hand in words are gone; the person whose turn it is reads "Their turn", never
    "Thinking" as a computer player does."""
    from tests.support.table import texts_drawn_now

    t = _sit(h)
    top = _first_hand_off_between_people(h, t)
    drawn = texts_drawn_now(h, monkeypatch) + texts_drawn_now(h, monkeypatch, "render_text")
    for private in ("Check/Fold", "Call any", "Raise any", "Sit out next hand", "Auto-rebuy"):
        assert private not in drawn, (private, top.name)
    assert not [s for s in drawn if s.startswith("Thinking")], drawn
    assert "Their turn" in drawn
    assert t.controls.words == "" and not t.controls.advisor
    h.key(pygame.K_RETURN, "\r")  # the next person has the screen: his boxes are back
    h.frames(2)
    assert t.names[t.hero] == top.name and t.controls.boxes is False  # his own turn


@pytest.mark.harness(seed=5)
@pytest.mark.reported("fresh new player, issue 29: the table stalled at the draw")
def test_a_box_ticked_after_acting_does_not_stall_the_draw(h: Harness) -> None:
    """Ann checks, then ticks Check/Fold while her check is still shown; the round ends
    without her turn coming again: at the draw the screen still goes to her (a box
    plays in the betting only) and the hand goes on to its end."""
    from drawpoker.engine import PreAction

    t = _sit(h)
    ticked = False
    for _ in range(120):
        mode = _hand_off_or_mode(h, t)
        if mode == "over":
            break
        if mode == "hand_off":
            h.key(pygame.K_RETURN, "\r")
        elif mode == "bet" and not ticked and t.names[t.hero] == "Ann":
            h.key(pygame.K_c, "c")
            h.frames(1)
            assert h.app.stack.top is t and t.controls.pre_boxes
            h.click(dict(t.pre.boxes)[PreAction.CHECK_FOLD].rect.center)
            # ticked: shown, or kept as Ann's by the hand-off that came meanwhile
            assert PreAction.CHECK_FOLD in (t.pre.preaction, getattr(t.session.ticks.get(0), "box", None))
            ticked = True
        else:
            h.answer(mode)
        h.frames(2)
    assert ticked
    assert t.hand is not None and t.hand.is_over, f"stalled in {t.mode} at {t.hand.phase}"


@pytest.mark.harness(seed=5)
@pytest.mark.reported("fresh new player, issue 29: the busted person's Leave spoke of a bankroll")
def test_the_busted_persons_leave_hint_speaks_of_this_table(h: Harness) -> None:
    """Out of chips at the hot-seat table, *Leave* stands the person up for good while
    the others play on: its hint says so by name, never "your bankroll" (none is used)."""
    from drawpoker.ui.widgets.tooltip import DELAY

    t, busted = _at_the_busted_persons_choice(h)
    assert t.mode == "busted" and t.hero == busted
    pos = t.bar.buttons["leave"].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    h.frames(round(DELAY * 60) + 3)
    tip = t.tips.tooltip
    assert tip.visible and PEOPLE[busted] in tip.text and "bankroll" not in tip.text, tip.text


@pytest.mark.harness(seed=5)
@pytest.mark.reported("new-player-evening-2#21")
def test_no_button_shows_behind_the_hand_off(h: Harness,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Behind "Pass to Ann" the bar drew Fold, Check, Raise and All in, buttons that were
    not the next person's (his read Bet, with All in greyed): no button shows while the
    screen is passed; his own come with his cards."""
    from tests.support.table import texts_drawn_now

    t = _sit(h)
    offs = 0
    for _ in range(40):
        mode = _hand_off_or_mode(h, t)
        if mode == "hand_off":
            h.frames(3)
            drawn = texts_drawn_now(h, monkeypatch) + texts_drawn_now(h, monkeypatch,
                                                                      "render_text")
            for label in ("Fold", "Check", "Call", "Bet", "Raise", "All in"):
                assert label not in drawn, (label, offs)
            offs += 1
            h.key(pygame.K_RETURN, "\r")
            h.frames(2)
            if offs == 3:
                break
            continue
        h.answer(mode)
        h.frames(2)
    assert offs == 3
    assert t.mode == "bet" and "Fold" in (texts_drawn_now(h, monkeypatch)
                                         + texts_drawn_now(h, monkeypatch, "render_text"))
