"""Complete hands played through the UI with real pygame mouse and keyboard events."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from drawpoker.engine import (
    ActionType,
    Discarded,
    Phase,
    PlayerActed,
    ShowdownReveal,
    TableRules,
)
from tests.support.harness import Harness
from tests.support.screens import reach_draw
from tests.support.table import BUY_IN, Preferring, hero_acts


@pytest.mark.harness(seed=11)
def test_title_play_now_seats_the_player_at_a_six_handed_table(h: Harness) -> None:
    from drawpoker.ui.scenes.title import TitleScene

    title = TitleScene()
    h.app.stack.push(title)
    h.frames(3)
    play = title.buttons[0]
    h.click(play.rect.center)
    t = h.table()
    assert t is not None and h.app.stack.top is t
    assert t.n == 6 and t.rules.structure == "no-limit" and t.rules.ante > 0
    assert t.hand is not None and t.hand.phase is not Phase.HAND_OVER or t.hand.is_over
    h.wait_mode("bet", "draw", "show", "over")
    # the player's five cards are on the table face up, the opponents' face down
    hero = t.visual.seats[t.hero]
    assert all(sp is not None and sp.face_up for sp in hero.cards)
    assert all(sp is None or not sp.face_up for i, sv in enumerate(t.visual.seats) if i != t.hero
               for sp in sv.cards)


def play_hand_with_mouse(h: Harness, t, *, raise_first: bool, discard: tuple[int, ...]) -> dict:  # type: ignore[no-untyped-def]
    """Play the current hand to its end with the mouse; returns what happened."""
    seen: dict = {"raised_to": None, "drew": None, "showed": False}
    for _ in range(40):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode in ("over", "busted"):
            break
        if mode == "bet":
            la = t.legal
            can_size = ActionType.BET in la.kinds or ActionType.RAISE in la.kinds
            if raise_first and seen["raised_to"] is None and can_size and la.max_to > la.min_to:
                sl = t.bet.slider.rect
                h.drag(sl.midleft, (sl.x + sl.width * 0.3, sl.centery))
                chosen = t.bet.amount
                assert la.min_to < chosen <= la.max_to
                assert t.bar.buttons["raise"].sublabel.replace(",", "") == str(chosen)
                before = len(hero_acts(t))
                h.click(t.bar.buttons["raise"].rect.center)
                acts = hero_acts(t)
                assert len(acts) == before + 1
                assert acts[-1].kind in (ActionType.BET, ActionType.RAISE, ActionType.ALLIN)
                assert acts[-1].to == chosen
                seen["raised_to"] = chosen
            else:
                before = len(hero_acts(t))
                h.click(t.bar.buttons["call"].rect.center)
                assert len(hero_acts(t)) == before + 1
                assert hero_acts(t)[-1].kind in (ActionType.CHECK, ActionType.CALL)
        elif mode == "draw":
            cards = t.hand.view(t.hero).own_cards
            for k in discard:
                h.click(t.layout.seats[t.hero].cards[k].center)
            assert t.pick.selected == set(discard)
            label = t.bar.buttons["draw"].label
            assert label == (f"Draw {len(discard)}" if discard else "Stand pat")
            assert not any(isinstance(e, Discarded) and e.seat == t.hero for e in t.hand.events), \
                "nothing may be sent before the player confirms"
            h.click(t.bar.buttons["draw"].rect.center)
            mine = [e for e in t.hand.events if isinstance(e, Discarded) and e.seat == t.hero]
            assert len(mine) == 1
            assert mine[0].count == len(discard)
            assert set(mine[0].cards or ()) == {cards[k] for k in discard}
            seen["drew"] = mine[0]
        elif mode == "show":
            h.click(t.bar.buttons["show"].rect.center)
            seen["showed"] = True
    return seen


@pytest.mark.harness(seed=11)
def test_complete_hands_with_the_mouse_raise_slider_discard_and_showdown(h: Harness) -> None:
    t = h.sit_down(persist=False)
    total = sum(t.stacks)
    raised = drew = False
    for hand_no in range(8):
        seen = play_hand_with_mouse(h, t, raise_first=not raised, discard=(0, 2))
        assert t.hand.is_over
        raised = raised or seen["raised_to"] is not None
        drew = drew or seen["drew"] is not None
        h.until(lambda: t.mode in ("over", "busted"))
        assert sum(t.stacks) == total, "chips created or lost"
        assert t.visual.hand_over and t.visual.summary, "the end-of-hand summary is shown"
        if raised and drew:
            break
        if t.mode == "busted":
            h.click(t.bar.buttons["rebuy"].rect.center)
        else:
            h.click(t.bar.buttons["next"].rect.center)
        assert t.hand_no == hand_no + 2
    assert raised and drew


@pytest.mark.harness(seed=11)
def test_keyboard_plays_a_hand_and_selection_is_cleared_next_hand(h: Harness) -> None:
    # fixed limit: calling every bet can't lose the whole stack in the first hand (at no
    # limit the computer players' shoves busted the player and no next hand was dealt)
    t = h.sit_down(persist=False, rules=TableRules.from_dict({"structure": "fixed-limit",
                                                              "ante": 5}))
    for _ in range(10):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode == "bet":
            before = len(hero_acts(t))
            h.key(pygame.K_c, "c")
            assert len(hero_acts(t)) == before + 1
        elif mode == "draw":
            h.key(pygame.K_1, "1")
            h.key(pygame.K_5, "5")
            h.key(pygame.K_5, "5")  # again: keep it
            assert t.pick.selected == {0}
            h.key(pygame.K_2, "2")
            h.key(pygame.K_RETURN, "\r")
            mine = [e for e in t.hand.events if isinstance(e, Discarded) and e.seat == t.hero]
            assert mine and mine[0].count == 2
        elif mode == "show":
            h.key(pygame.K_s, "s")
        else:
            break
    assert t.hand.is_over
    first = t.hand_no
    t.pick.selected.update({1, 3})  # a stale highlight must not survive the deal (B47)
    h.key(pygame.K_RETURN, "\r")
    assert t.hand_no == first + 1
    assert t.pick.selected == set()
    # Drawing with nothing selected stands pat and keeps exactly five cards.
    for _ in range(10):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode == "bet":
            h.key(pygame.K_c, "c")
        elif mode == "draw":
            assert t.bar.buttons["draw"].label == "Stand pat"
            h.key(pygame.K_RETURN, "\r")
            mine = [e for e in t.hand.events if isinstance(e, Discarded) and e.seat == t.hero]
            assert mine[0].count == 0
            assert len(t.hand.view(t.hero).own_cards) == 5
        elif mode == "show":
            h.key(pygame.K_s, "s")
        else:
            break


@pytest.mark.known_fault("B52")
@pytest.mark.harness(seed=11)
def test_resize_mid_hand_keeps_clicks_on_target_b52(h: Harness) -> None:
    t = h.sit_down(persist=False)
    assert reach_draw(h, t)
    h.resize((1600, 900))
    assert h.app.size == (1600, 900)
    assert t.layout.size == (1600, 900)
    right = t.layout.seats[t.hero].cards[4]
    assert right.right > 1280 * 0.5
    h.click(right.center)
    assert t.pick.selected == {4}
    h.resize((1024, 768))
    assert t.layout.size == (1024, 768)
    h.click(t.layout.seats[t.hero].cards[0].center)
    assert t.pick.selected == {0, 4}
    h.click(t.bar.buttons["draw"].rect.center)
    mine = [e for e in t.hand.events if isinstance(e, Discarded) and e.seat == t.hero]
    assert mine and mine[0].count == 2
    # a window smaller than the minimum is laid out at the minimum
    h.resize((600, 400))
    assert h.app.size[0] >= 960 and h.app.size[1] >= 540


@pytest.mark.harness(seed=11)
def test_f11_toggles_fullscreen_and_back(h: Harness) -> None:
    t = h.sit_down(persist=False)
    h.frames(5)
    h.key(pygame.K_F11)
    assert h.app.settings.fullscreen is True
    assert t.layout.size == h.app.size
    h.frames(3)
    h.key(pygame.K_F11)
    assert h.app.settings.fullscreen is False
    assert h.app.size == (1280, 720)
    assert t.layout.size == (1280, 720)


@pytest.mark.harness(seed=11)
def test_escape_opens_the_pause_menu_and_space_skips_animation(h: Harness) -> None:
    t = h.sit_down(persist=False)
    h.frames(3)
    assert t.director.busy, "the deal is being animated"
    h.key(pygame.K_SPACE, " ")
    assert not t.director.busy, "Space plays the queued animations at once"
    h.key(pygame.K_ESCAPE)
    assert h.app.stack.top is not t
    h.key(pygame.K_ESCAPE)
    h.frames(20)
    assert h.app.stack.top is t


@pytest.mark.harness(seed=11)
def test_clicking_skips_and_computer_turns_wait_for_the_animation(h: Harness) -> None:
    t = h.sit_down(persist=False)
    h.app.settings = h.app.settings.replace(animation_speed="slow")
    h.frames(2)
    acted_before = [e for e in t.hand.events if isinstance(e, PlayerActed)]
    h.frames(10)
    assert [e for e in t.hand.events if isinstance(e, PlayerActed)] == acted_before, \
        "no computer turn while the deal is still flying"
    h.click((5, 300))
    assert not t.director.busy


@pytest.mark.harness(seed=1)
def test_profile_keeps_the_table_and_bankroll(h: Harness) -> None:
    t = h.sit_down()  # persist=True: the normal user folder (tmp_path)
    assert t.keeper is not None
    profile = h.app.profile
    start = profile.bankroll
    assert start == 1000 - BUY_IN, "the buy-in came out of the profile's bankroll"
    for _ in range(10):
        mode = h.wait_mode("bet", "draw", "show", "over")
        if mode == "over":
            break
        h.answer(mode, bet="f")
    assert t.keeper.last_hand_id is not None, "the hand was recorded in the profile"
    stack = t.stacks[t.hero]
    assert 0 < stack < BUY_IN, "antes were paid and the player folded"
    t.leave()
    assert profile.bankroll == start + stack, "leaving cashes the stack back in"


@pytest.mark.harness(seed=11)
def test_draw_advisor_gives_exact_odds_and_pot_odds(h: Harness) -> None:
    from drawpoker.odds import analyze_holds
    from drawpoker.session.advisor import improve_words

    t = h.sit_down(persist=False)
    assert t.seat.advisor_lines(t.pick.selected, t.pick.odds) == [], "the advisor is off by default"
    h.key(pygame.K_h, "h")
    assert h.app.settings.advisor_enabled is True
    assert reach_draw(h, t)
    cards = t.hand.view(t.hero).own_cards
    h.click(t.layout.seats[t.hero].cards[4].center)
    kept = tuple(cards[:4])
    expected = next(a for a in analyze_holds(list(cards)) if a.keep == kept)
    lines = t.seat.advisor_lines(t.pick.selected, t.pick.odds)
    assert f"{float(expected.p_improve) * 100:.1f}% to make {improve_words(expected)}" in lines[0]
    assert lines[1].startswith("Best chance to win: keep")


def test_a_stored_table_continues_mid_hand_after_a_restart(tmp_path: Path) -> None:
    from drawpoker.persistence.resume import TableKeeper
    from drawpoker.ui.table.scene import TableScene

    first = Harness(tmp_path, seed=4)
    t = first.sit_down()
    assert first.wait_mode("bet", "draw") in ("bet", "draw")
    hand_no, events = t.hand_no, len(t.hand.events)
    stacks_before = list(t.stacks)
    first.app.stack.clear()  # the window closes mid-hand (no leave)
    if hasattr(first.app.profile, "close"):
        first.app.profile.close()
    pygame.quit()

    second = Harness(tmp_path, seed=4)
    try:
        keeper = TableKeeper(second.app.profile)
        restored = keeper.restore()
        assert restored is not None and restored.hand is not None
        scene = TableScene(keeper=keeper, restored=restored)
        second.app.stack.push(scene)
        second.frames(2)
        assert scene.hand_no == hand_no
        assert len(scene.hand.events) == events
        assert scene.stacks == stacks_before
        assert scene.names[scene.hero] == t.names[t.hero]
        mode = second.wait_mode("bet", "draw")
        assert mode in ("bet", "draw")
        second.answer(mode)
        assert len(scene.hand.events) > events, "the restored hand goes on from where it was"
    finally:
        second.close()


@pytest.mark.known_fault("B51")
@pytest.mark.parametrize("preset", [None, "system"])
def test_windows_dpi_awareness_hint_is_set_before_the_display_opens_b51(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, preset: str | None) -> None:
    """B51: SDL reads SDL_WINDOWS_DPI_AWARENESS when the video system starts, so the app
    sets it (per-monitor v2) before pygame.init / display init, unless the user set it."""
    from argparse import Namespace

    from drawpoker.ui.app import App

    if preset is None:
        monkeypatch.delenv("SDL_WINDOWS_DPI_AWARENESS", raising=False)
    else:
        monkeypatch.setenv("SDL_WINDOWS_DPI_AWARENESS", preset)
    seen: list[tuple[str, str | None]] = []
    real_init, real_display_init = pygame.init, pygame.display.init

    def spy_init():  # type: ignore[no-untyped-def]
        seen.append(("init", __import__("os").environ.get("SDL_WINDOWS_DPI_AWARENESS")))
        return real_init()

    def spy_display_init():  # type: ignore[no-untyped-def]
        seen.append(("display", __import__("os").environ.get("SDL_WINDOWS_DPI_AWARENESS")))
        return real_display_init()

    pygame.quit()
    monkeypatch.setattr(pygame, "init", spy_init)
    monkeypatch.setattr(pygame.display, "init", spy_display_init)
    app = App(Namespace(size="960x540", data_dir=str(tmp_path), seed=1), realtime=False)
    try:
        assert seen, "the app never initialised pygame"
        expected = preset or "permonitorv2"
        assert all(value == expected for _where, value in seen), seen
        # the layout is computed from the real window surface, so clicks land
        assert app.size == pygame.display.get_surface().get_size()
        assert app.size == pygame.display.get_window_size()
    finally:
        pygame.quit()


@pytest.mark.harness(seed=11)
def test_a_failing_computer_player_still_plays_legally_to_the_showdown(
        h: Harness, capsys: pytest.CaptureFixture[str]) -> None:
    """A computer player whose policy raises gets a legal stand-in action in every phase:
    stand pat at the draw, show at the showdown (a fold there looped 'Not allowed')."""

    class Broken:
        def decide(self, view, rng):  # type: ignore[no-untyped-def]
            raise RuntimeError("policy bug")

        choose_discards = decide

    t = h.sit_down(persist=False)
    for seat in list(t.session.policies):
        t.session.set_policy(seat, Broken())
    h.key(pygame.K_SPACE, " ")
    refused = 0
    for _ in range(40):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode in ("over", "busted"):
            break
        h.answer(mode)  # the player checks or calls, stands pat and shows
        refused += sum(1 for line in t.visual.log if "Not allowed" in str(line))
    assert t.mode == "over", t.mode
    assert refused == 0
    shown = {e.seat for e in t.hand.events if isinstance(e, ShowdownReveal)}
    assert shown - {t.hero}, "the computer players showed their hands"
    assert "policy bug" in capsys.readouterr().err


@pytest.mark.reported("issue-16")
@pytest.mark.harness(seed=11)
def test_the_advisor_tells_the_chance_now_and_keeps_the_draw_odds(h: Harness) -> None:
    """While betting the advisor gives the player's chance against what the opponents'
    play suggests (from his own view only), and after the draw the odds his draw had."""
    import copy

    from drawpoker.session.advisor import chance_now

    t = h.sit_down(persist=False)
    h.key(pygame.K_h, "h")
    assert h.wait_mode("bet") == "bet"
    lines = t.seat.advisor_lines(t.pick.selected, t.pick.odds)
    assert lines and lines[0].startswith("Your chance now: "), lines
    passive = Preferring(ActionType.SHOW, ActionType.CHECK, ActionType.CALL, discard=3)
    for seat in t.session.policies:  # to the second betting round
        t.session.set_policy(seat, passive)
    view = t.hand.view(t.hero)
    chance = chance_now(view)
    assert chance is not None and 0.0 < chance < 1.0
    # an opponent's cards are not his to see: other hole cards, the same chance
    other = next(i for i in range(t.n) if i != t.hero)
    state = copy.deepcopy(t.hand)
    state.hands[other] = list(reversed(state.hands[(other % (t.n - 1)) + 1]))
    assert chance_now(state.view(t.hero)) == chance
    seen = []
    for _ in range(40):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        seen.append((mode, t.hand.phase.value))
        if mode == "draw":
            h.key(pygame.K_5, "5")
            h.key(pygame.K_RETURN, "\r")
            continue
        if mode == "bet" and t.hand.view(t.hero).seats[t.hero].cards_drawn is not None:
            h.frames(1)
            lines = t.seat.advisor_lines(t.pick.selected, t.pick.odds)
            assert lines[0].startswith("Your chance now: "), lines
            assert lines[-1].startswith(("Your draw had ", "You stood pat")), lines
            return
        if mode in ("over", "busted"):
            h.key(pygame.K_RETURN, "\r")
            continue
        h.answer(mode)
    pytest.fail(f"never bet after the draw {seen}")
