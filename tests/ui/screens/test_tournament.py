"""Sit-and-go screens through the real window code with injected events (issue 18): the
title's *Tournament*, the set-up, a whole turbo sit-and-go with the player folding every
hand to the results screen, a knock-out with *Finish now*, leaving and resuming."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from drawpoker.i18n import set_language
from drawpoker.persistence import progress as progress_store
from drawpoker.persistence import tournaments as book
from drawpoker.session.tournament.setup import TournamentSetup
from drawpoker.session.tournament.state import Finish
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows import tournaments as flow
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.scenes.history import HistoryScene
from drawpoker.ui.scenes.replay import ReplayScene
from drawpoker.ui.scenes.tournament_results import TournamentResultsScene
from drawpoker.ui.scenes.tournament_setup import TournamentSetupScene
from drawpoker.ui.scenes.tournament_table import TournamentTableScene
from tests.support.harness import Harness
from tests.support.screens import (
    LAST_CHIPS,
    bring_into_view,
    footer,
    row,
    sit_at_tournament,
    title_button,
)


def _to_setup(h: Harness) -> TournamentSetupScene:
    h.app.start_scenes()
    h.frames(3)
    h.click(title_button(h.app, "Tournament").center)
    h.frames(3)
    scene = h.app.stack.top
    assert isinstance(scene, TournamentSetupScene)
    return scene


def _fold_until(h: Harness, done: Any, limit: int = 60000) -> int:
    """Fold every hand (check when free, stand pat, show) until ``done()``; the folds."""
    folds = 0
    for _ in range(limit):
        if done():
            return folds
        top = h.app.stack.top
        if isinstance(top, NoticeScene) and top.heading == "Please confirm":
            h.key(pygame.K_RETURN, "\r")  # fold when a check is free? the offered default
            continue
        if isinstance(top, TournamentTableScene):
            mode = top.playing.mode
            if mode == "bet":
                h.key(pygame.K_f, "f")
                folds += 1
                continue
            if mode in ("draw", "over"):
                h.key(pygame.K_RETURN, "\r")
                continue
            if mode == "show":
                h.key(pygame.K_s, "s")
                continue
        h.frames(1)
    raise AssertionError(f"not done after {limit} frames; top {h.app.stack.top!r}")


@pytest.mark.harness(seed=5, speed="instant")
def test_a_whole_turbo_sit_and_go_folding_to_the_results(h: Harness) -> None:
    setup = _to_setup(h)
    players = row(setup, "Field size")
    bring_into_view(h.app, setup, players)
    for _ in range(3):  # 6 players down to 3: you and two computer players
        h.click(players.control_rect(setup.px).midleft)
    assert setup.setup.seats == 3
    assert row(setup, "Schedule").get() == "turbo"
    bankroll = h.app.profile.bankroll
    h.click(footer(setup, "Start tournament").rect.center)
    h.frames(3)
    table = h.app.stack.top
    assert isinstance(table, TournamentTableScene)
    assert h.app.profile.bankroll == bankroll - 100  # the buy-in
    # the first of five hands at level 1 is dealt: four more before level 2
    assert table.playing.texts.stakes().endswith("Level 1 · No-limit Five Card Draw · ante 10 · "
                                        "next: Ante 15 in 4 hands")
    folds = _fold_until(h, lambda: isinstance(h.app.stack.top, TournamentResultsScene))
    assert folds > 0
    results = h.app.stack.top
    assert isinstance(results, TournamentResultsScene)
    doc = results.result
    assert sorted(p[0] for p in doc["places"]) == [0, 1, 2]
    assert sum(p[2] for p in doc["places"]) == doc["prize_pool"] == 300
    assert len(doc["history"]) == doc["hands"] + 1 and doc["levels"] >= 2
    mine = next(p for p in doc["places"] if p[0] == 0)
    (rec,) = book.tournament_results(h.app.profile)
    assert (rec.place, rec.prize) == (mine[1], mine[2])
    assert h.app.profile.bankroll == bankroll - 100 + mine[2]
    assert book.open_tournament(h.app.profile) is None
    # counted towards the achievements with the result (progress.award.award_tournament)
    counted = progress_store.counters(h.app.profile)
    assert (counted["tournaments"], counted["tournaments_won"]) == (1, int(mine[1] == 1))
    assert "tournament_played" in progress_store.unlocked(h.app.profile)
    assert "place" in results.heading() or "win" in results.heading()
    h.frames(2)
    h.key(pygame.K_ESCAPE)
    assert type(h.app.stack.top).__name__ == "TitleScene"
    _the_hands_are_in_the_history(h, doc)


def _the_hands_are_in_the_history(h: Harness, doc: dict[str, Any]) -> None:
    """Every hand the player was dealt in is in the hand history, named by the tournament
    and its level, replayable; none in the cash figures."""
    profile = h.app.profile
    kept = profile.hands(limit=None, tournaments=True)
    assert kept and all(r.tournament_level is not None for r in kept)
    assert max(r.tournament_level for r in kept) == doc["levels"] >= 2
    assert profile.hand_count() == 0 and profile.statistics().hands_played == 0
    h.app.nav.push("history")
    h.frames(3)
    history = h.app.stack.top
    assert isinstance(history, HistoryScene)
    titles = [r.label for r in history.hand_rows()]
    newest = kept[0]
    assert titles[0] == (f"Tournament 1 · level {newest.tournament_level} · "
                         f"hand {newest.hand_no + newest.deals - 1}")
    assert len(titles) >= len(kept)
    h.key(pygame.K_RETURN, "\r")  # the newest deal has the focus: Enter replays it
    h.frames(3)
    replay = h.app.stack.top
    assert isinstance(replay, ReplayScene) and replay.hand_id == newest.id


@pytest.mark.harness(seed=3, speed="instant")
def test_knocked_out_then_finish_now(h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    t, _table = sit_at_tournament(h, 4, 0, stacks=LAST_CHIPS)
    _fold_until(h, lambda: isinstance(h.app.stack.top, NoticeScene)
                and h.app.stack.top.heading.startswith("You are out"))
    notice = h.app.stack.top
    assert notice.heading == "You are out in 4th place"
    assert [c[0] for c in notice.choices] == ["Watch to the end", "Finish now"]
    table = h.app.stack.find(TournamentTableScene)
    assert table is not None  # the place is on the player's plate at once, in every language
    assert table.playing.texts.seat_out(0) == "Out · 4th"
    assert _plate_texts(h, table, 0, monkeypatch) >= {"Out · 4th"}
    for lang, text in (("ru", "Вне игры · 4-е"), ("sk", "Mimo hry · 4."),
                       ("de", "Raus · 4.")):
        set_language(lang)
        assert table.playing.texts.seat_out(0) == text
    set_language("en")
    assert table.playing.texts.seat_out(1) is None  # still in
    h.key(pygame.K_RETURN, "\r")  # Finish now
    h.frames(2)
    results = h.app.stack.top
    assert isinstance(results, TournamentResultsScene)
    assert h.app.toast is None, "the knock-out toasts would lie over the results' title"
    places = results.result["places"]
    assert places[-1][:2] == [0, 4] and sorted(p[0] for p in places) == [0, 1, 2, 3]
    assert t.is_over and sum(t.stacks) == 4 * 1000


@pytest.mark.harness(seed=9, speed="instant")
def test_leave_and_resume_from_the_tournament_screen(h: Harness) -> None:
    setup = _to_setup(h)
    h.click(footer(setup, "Start tournament").rect.center)
    h.frames(3)
    table = h.app.stack.top
    assert isinstance(table, TournamentTableScene)
    _fold_until(h, lambda: table.tournament.hands_dealt >= 3 and table.playing.mode == "over")
    table.leave()  # what the pause menu's Leave table does
    h.frames(2)
    kept = book.open_tournament(h.app.profile)
    assert kept is not None and kept["hands_dealt"] == 3
    setup = _to_setup_again(h)
    notice = h.app.stack.top
    assert isinstance(notice, NoticeScene) and notice.heading == "A tournament is in progress"
    h.key(pygame.K_RETURN, "\r")  # Continue
    h.frames(3)
    again = h.app.stack.top
    assert isinstance(again, TournamentTableScene)
    assert again.tournament.stacks == kept["stacks"] and again.tournament.hands_dealt == 4
    assert setup is not again


def _plate_texts(h: Harness, table: TournamentTableScene, seat: int,
                 monkeypatch: pytest.MonkeyPatch) -> set[str]:
    """The texts drawn inside seat ``seat``'s plate on the next frame."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = ui_text.draw_text

    def spy(surface: pygame.Surface, text: str, *a: Any, **kw: Any) -> pygame.Rect:
        r = real(surface, text, *a, **kw)
        drawn.append((str(text), r))
        return r

    monkeypatch.setattr(ui_text, "draw_text", spy)
    table.playing.draw(h.app.screen)
    monkeypatch.setattr(ui_text, "draw_text", real)
    assert table.playing.layout is not None
    plate = table.playing.layout.seats[seat].plate
    return {t for t, r in drawn if plate.colliderect(r)}


@pytest.mark.harness(seed=3, speed="instant")
def test_places_shared_in_one_hand_are_named_on_the_plates(h: Harness) -> None:
    t, table = sit_at_tournament(h, seats=5, n_frames=2)
    t.finishes += [Finish(4, 5, 0, 1), Finish(2, 3, 0, 2), Finish(3, 3, 0, 2)]
    assert [table.playing.texts.seat_out(i) for i in range(5)] == [
        None, None, "Out · 3rd, shared", "Out · 3rd, shared", "Out · 5th"]


def _to_setup_again(h: Harness) -> TournamentSetupScene:
    h.click(title_button(h.app, "Tournament").center)
    h.frames(4)
    scene = h.app.stack.find(TournamentSetupScene)
    assert scene is not None
    return scene


def test_an_unseeded_tournament_is_seeded_from_the_secure_source(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without ``--seed`` the sit-and-go's deals come from 63 bits of the operating
    system's secure source (docs/fairness.md), never from a guessable generator."""
    asked: list[int] = []

    def secure_bits(_self: random.SystemRandom, k: int) -> int:
        asked.append(k)
        return 2**62 + 12345

    monkeypatch.setattr(random.SystemRandom, "getrandbits", secure_bits)
    monkeypatch.setattr(h.app, "seed", None)
    t = flow.new_tournament(h.app, TournamentSetup())
    assert asked == [63]
    assert t.seed == 2**62 + 12345
