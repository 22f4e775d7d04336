"""The table scene after the second new player's report (findings 5, 6, 10, 11, 12, 14,
19, 20), driven through a real :class:`App` with real pygame events (``test_ui_harness``)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_ui_harness import Harness

from drawpoker.engine import ActionType, PlayerActed, TableRules
from drawpoker.ui.scenes.dialog import NoticeScene


@pytest.fixture
def h(tmp_path: Path):  # type: ignore[no-untyped-def]
    harness = Harness(tmp_path, seed=5)
    yield harness
    harness.close()


def _play_out(h: Harness) -> str:
    """Check/call to the end of the hand; returns the final mode."""
    for _ in range(40):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode in ("over", "busted"):
            return mode
        h.answer(mode)
    raise AssertionError("the hand never ended")


def _bet_turn(h: Harness, t):  # type: ignore[no-untyped-def]
    mode = h.wait_mode("bet", "over", "busted", "draw", "show")
    while mode in ("draw", "show"):
        h.answer(mode)
        mode = h.wait_mode("bet", "over", "busted", "draw", "show")
    if mode != "bet":
        return None
    h.frames(1)
    return t.legal


def _fold(h: Harness) -> None:
    """F; when checking is free the question is answered with its Fold button."""
    h.key(pygame.K_f, "f")
    top = h.app.stack.top
    if isinstance(top, NoticeScene):
        fold = [b for b in top.buttons if b.label == "Fold"][0]
        h.click(fold.rect.center)


def _open_leave(h: Harness) -> None:
    """Esc, then a click on the pause menu's "Leave table"."""
    h.key(pygame.K_ESCAPE)
    pause = h.app.stack.top
    leave = [b for b in pause.buttons if b.label == "Leave table"][0]
    h.click(leave.rect.center)


def test_space_never_deals_the_next_hand(h: Harness) -> None:
    """Finding 5: hurried Space presses at the end of a hand went past the result."""
    t = h.sit_down(persist=False)
    la = _bet_turn(h, t)
    assert la is not None
    _fold(h)
    assert h.wait_mode("over") == "over"
    no = t.hand_no
    for _ in range(5):
        h.key(pygame.K_SPACE, " ")
        h.frames(3)
    assert t.hand_no == no and t.mode == "over", "Space only skips animations"
    h.key(pygame.K_n, "n")
    h.frames(2)
    assert t.hand_no == no + 1, "N deals the next hand"


@pytest.mark.parametrize("confirm_allin", [False, True])
def test_an_all_in_call_over_the_share_asks_once(h: Harness, confirm_allin: bool) -> None:
    """Finding 11: "over half my stack" asked for a 51 % call but not for a call of the
    whole stack (all in) while "Confirm all-in" was off; with it on, one question only."""
    h.app.settings = h.app.settings.replace(confirm_call_fraction=0.5)
    h.app.settings = h.app.settings.replace(confirm_allin=confirm_allin)
    rules = TableRules.from_dict({"structure": "no-limit", "small_blind": 10, "big_blind": 20})
    t = h.sit_down(persist=False, rules=rules, opponents=[("Ada", "rock")], buy_in=400)
    for _ in range(6):
        _play_out(h)
        t.table.seats[t.hero].stack = 15
        t.table.seats[1].stack = 400
        h.key(pygame.K_RETURN, "\r")
        la = _bet_turn(h, t)
        if la is None or ActionType.CALL not in la.kinds:
            continue
        assert t.hand.view(t.hero).seats[t.hero].stack == 5 <= la.call_amount
        h.key(pygame.K_c, "c")
        top = h.app.stack.top
        assert isinstance(top, NoticeScene), "an all-in call of the whole stack asks"
        h.key(pygame.K_RETURN, "\r")
        h.frames(2)
        assert not isinstance(h.app.stack.top, NoticeScene), "asked once, not twice"
        last = [e for e in t.hand.events if isinstance(e, PlayerActed) and e.seat == t.hero][-1]
        assert last.all_in and last.amount == 5
        return
    pytest.fail("the player never faced the big blind with 5 chips")


def test_leaving_after_folding_does_not_warn_about_the_hand(h: Harness) -> None:
    """Finding 12: after folding, Leave table still warned "Leave in the middle of a hand?"."""
    from drawpoker.ui.scenes.title import TitleScene

    t = h.sit_down(persist=False)
    la = _bet_turn(h, t)
    assert la is not None
    _fold(h)
    assert not t.hand.view(t.hero).seats[t.hero].in_hand
    assert not t.hand.is_over
    _open_leave(h)
    assert isinstance(h.app.stack.top, TitleScene), "no warning: he is not in the hand"


def test_leaving_in_a_hand_still_warns(h: Harness) -> None:
    t = h.sit_down(persist=False)
    assert _bet_turn(h, t) is not None
    _open_leave(h)
    assert isinstance(h.app.stack.top, NoticeScene)


def _log_texts(t) -> list[str]:  # type: ignore[no-untyped-def]
    return [str(text) for text, _kind in t.visual.log]


def _open_profile(h: Harness) -> None:
    """Start the app's scenes (that opens the profile), then clear them for the table."""
    h.app.start_scenes()
    h.frames(2)
    h.app.stack.clear()


def test_a_buy_in_cut_to_the_bankroll_is_told(h: Harness) -> None:
    """Finding 6: setup said 1,000, he sat down with his whole bankroll of 860 and nothing
    said so: the log says "You buy in for 860." and a toast says the buy-in was cut."""
    _open_profile(h)
    h.app.profile.reset(860)
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10, "max_buy_in": 200})
    t = h.sit_down(buy_in=1000, rules=rules)
    h.frames(2)
    assert t.table.seats[t.hero].bankroll == 0
    assert "You buy in for 860." in _log_texts(t)
    assert h.app.toast is not None
    text, error, _left = h.app.toast
    assert "860" in text and "1,000" in text and not error


def test_a_full_buy_in_is_logged_without_a_toast(h: Harness) -> None:
    _open_profile(h)
    h.app.profile.reset(5000)
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10, "max_buy_in": 200})
    t = h.sit_down(buy_in=500, rules=rules)
    h.frames(2)
    assert "You buy in for 500." in _log_texts(t)
    assert getattr(h.app, "toast", None) is None


def _drawn_texts(h: Harness, monkeypatch: pytest.MonkeyPatch,
                 fn: str = "draw_text") -> list[str]:
    """Texts drawn with ``drawpoker.ui.text.<fn>`` when the scenes are drawn once more."""
    from drawpoker.ui import text as ui_text

    got: list[str] = []
    real = getattr(ui_text, fn)

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        got.append(str(args[1] if fn == "draw_text" else args[0]))
        return real(*args, **kwargs)

    monkeypatch.setattr(ui_text, fn, spy)
    h.app.stack.draw(h.app.screen)
    monkeypatch.setattr(ui_text, fn, real)
    return got


def test_jackpots_says_why_there_is_no_bet_button(h: Harness,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Finding 10: at jacks or better the Bet button vanished without a word when the
    player could not open; now the line says "You need jacks or better to open."."""
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10,
                                  "open_requirement": "jacks-or-better"})
    t = h.sit_down(persist=False, rules=rules, opponents=[("Ada", "rock"), ("Bo", "rock")],
                   buy_in=500)
    seen_closed = seen_open = False
    for _ in range(30):
        la = _bet_turn(h, t)
        if la is not None and la.current_bet == 0 and ActionType.CHECK in la.kinds:
            texts = _drawn_texts(h, monkeypatch)
            said = "You need jacks or better to open." in texts
            if ActionType.BET in la.kinds:
                seen_open = True
                assert not said, "he can open: no such line"
            else:
                seen_closed = True
                assert not t.buttons["raise"].visible
                assert said, "the missing Bet button is explained"
            if seen_closed and seen_open:
                return
        _play_out(h)
        h.key(pygame.K_RETURN, "\r")
    assert seen_closed, "the player never faced an unopened pot without openers"


_SESSION = ("sit_out", "auto_rebuy")


def _pre_labels(h: Harness, t) -> list[str]:  # type: ignore[no-untyped-def]
    """Labels of the pre-action boxes shown now, top-left to bottom-right."""
    h.app.stack.draw(h.app.screen)
    shown = [box for k, box in t.pre_boxes if box.visible and k not in _SESSION]
    return [box.label for box in sorted(shown, key=lambda b: (b.rect.y, b.rect.x))]


def _waiting(t, facing: bool) -> bool:  # type: ignore[no-untyped-def]
    from drawpoker.engine import Phase

    hand = t.hand
    return (t.mode == "wait" and not t.director.busy and hand is not None and not hand.is_over
            and hand.phase is Phase.FIRST_BETTING and hand.to_act != t.hero
            and t.pre_actions_apply() and (t.facing_bet() > 0) is facing)


def _next(h: Harness) -> None:
    _play_out(h)
    h.key(pygame.K_RETURN, "\r")


def test_pre_actions_facing_a_bet_offer_call_n_and_fold(h: Harness) -> None:
    """Finding 14: "Check" and "Check/Fold" were offered while facing a bet."""
    rules = TableRules.from_dict({"structure": "no-limit", "small_blind": 10, "big_blind": 20})
    t = h.sit_down(persist=False, rules=rules, buy_in=1000)
    for _ in range(12):
        if h.until(lambda: _waiting(t, True) or (t.hand is not None and t.hand.is_over)
                   or t.mode == "bet", 3000) and _waiting(t, True):
            n = t.facing_bet()
            labels = _pre_labels(h, t)
            assert labels == ["Fold", f"Call {n}", "Call any", "Raise any"], labels
            box = [b for k, b in t.pre_boxes if b.visible and b.label == f"Call {n}"][0]
            h.click(box.rect.center)
            assert box.checked
            h.until(lambda n=n: t.mode == "bet" or t.facing_bet() != n
                    or (t.hand is not None and t.hand.is_over), 3000)
            if t.facing_bet() != n and not t.hand.is_over:
                assert t.preaction is None and not box.checked, "a raise clears Call N"
            else:
                mine = [e for e in t.hand.events if isinstance(e, PlayerActed) and e.seat == t.hero]
                assert mine and mine[0].kind is ActionType.CALL, "Call N called N"
            return
        _next(h)
    pytest.fail("the player never waited facing a bet")


def test_a_ticked_check_is_cleared_when_someone_bets(h: Harness) -> None:
    """Finding 14: with nothing to call the boxes are Check/Fold, Check, ...; a ticked
    "Check" loses its meaning when someone bets and is cleared (the "Call N" box is shown
    instead, unticked)."""
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10})
    opponents = [("Ada", "maniac"), ("Bo", "maniac"), ("Cy", "maniac"), ("Di", "maniac")]
    t = h.sit_down(persist=False, rules=rules, opponents=opponents, buy_in=500)
    for _ in range(20):
        if h.until(lambda: _waiting(t, False) or (t.hand is not None and t.hand.is_over)
                   or t.mode == "bet", 3000) and _waiting(t, False):
            assert _pre_labels(h, t) == ["Check/Fold", "Check", "Call any", "Raise any"]
            box = [b for k, b in t.pre_boxes if k == "check"][0]
            h.click(box.rect.center)
            assert box.checked and t.preaction == "check"
            h.until(lambda: t.mode == "bet" or t.facing_bet() > 0
                    or (t.hand is not None and t.hand.is_over), 3000)
            if t.facing_bet() > 0 and not t.hand.is_over:
                assert t.preaction is None and not box.checked
                assert box.label.startswith("Call ")
                return
        _next(h)
    pytest.fail("nobody bet while the player waited with Check ticked")


@pytest.mark.parametrize(("keys", "tag"), [((), "Pat"), ((pygame.K_1, pygame.K_2), "Drew 2")])
def test_the_players_own_draw_is_tagged_on_his_plate(h: Harness, monkeypatch: pytest.MonkeyPatch,
                                                     keys: tuple[int, ...], tag: str) -> None:
    """Finding 20: opponents' plates say "Pat" / "Drew n" for the rest of the hand, the
    player's own said "Draws 3" once and nothing when he stood pat."""
    t = h.sit_down(persist=False, opponents=[("Ada", "station"), ("Bo", "station")])
    for _ in range(60):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode == "draw":
            for k in keys:
                h.key(k, chr(k))
            h.key(pygame.K_RETURN, "\r")
            h.until(lambda: t.visual.seats[t.hero].drawn is not None and not t.director.busy)
            h.frames(30)
            assert t.hero_plate_tag() == tag
            assert str(t.visual.seats[t.hero].last_action) == "", "said once, by the tag"
            texts = _drawn_texts(h, monkeypatch, "render_text")
            same = [sv for sv in t.visual.seats if sv.drawn is not None and not sv.folded
                    and (("Pat" if sv.drawn == 0 else f"Drew {sv.drawn}") == tag)]
            assert texts.count(tag) == len(same) >= 1, "every seat's tag, his own too"
            return
        if mode in ("over", "busted"):
            h.key(pygame.K_RETURN, "\r")
            continue
        h.answer(mode)
    pytest.fail("never reached the draw")


def test_sitting_out_is_shown_on_the_seat_and_the_box_offers_to_sit_in(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """Finding 19: sitting out, the seat was not marked and the box still read "Sit out
    next hand"."""
    t = h.sit_down(persist=False)
    la = _bet_turn(h, t)
    assert la is not None
    _fold(h)
    assert h.wait_mode("over") == "over"
    h.app.stack.draw(h.app.screen)
    box = dict(t.session_boxes)["sit_out"]
    assert box.visible and box.label == "Sit out next hand"
    h.click(box.rect.center)
    assert t.sit_out and box.checked
    h.key(pygame.K_RETURN, "\r")
    h.frames(5)
    assert not t.hand.view(t.hero).seats[t.hero].dealt_in
    assert t.sitting_out_now()
    assert "Sitting out" in _drawn_texts(h, monkeypatch, "render_text")
    h.until(lambda: t.mode == "over", 8000)
    h.app.stack.draw(h.app.screen)
    assert box.label == "Sit in next hand" and not box.checked
    h.click(box.rect.center)
    assert not t.sit_out and box.checked
    h.key(pygame.K_RETURN, "\r")
    h.frames(5)
    assert t.hand.view(t.hero).seats[t.hero].dealt_in, "back in the next deal"
    assert not t.sitting_out_now()
    h.app.stack.draw(h.app.screen)
    assert box.label == "Sit out next hand" and not box.checked
