"""The daily challenge screen, reached from the title by its route and played with keys and
clicks: the score after each decision, the day's one scored try written at the end (with
its toast), a second try that is practice only; and the Profile's level and achievements."""

from __future__ import annotations

import os
from datetime import date

import pygame
import pytest

from drawpoker.persistence import progress as store
from drawpoker.progress.award import progress_of
from tests.support.harness import Harness
from tests.support.screens import title_button

DAY = date(2026, 12, 6)


def _open(h: Harness):  # type: ignore[no-untyped-def]
    """Open the daily challenge from the title (today's), then the one of :data:`DAY` (the
    day the test sets, by the same route)."""
    h.app.nav.push("title")
    h.frames(3)
    h.click(title_button(h.app, "Daily challenge").center)
    h.frames(2)
    today = h.app.stack.top
    assert type(today).__name__ == "DailyScene" and today.day == date.today()
    h.app.stack.pop()
    h.app.nav.push("daily", day=DAY)
    h.frames(2)
    return h.app.stack.top


def _shot(h: Harness, name: str) -> None:
    folder = os.environ.get("DRAWPOKER_SHOTS")
    if folder:
        pygame.image.save(pygame.display.get_surface(), f"{folder}/{name}.png")


def _play_best(h: Harness, d) -> None:  # type: ignore[no-untyped-def]
    for k, item in enumerate(d.challenge.items):
        best = item.holds()[0]
        for i, card in enumerate(item.drill.hand):
            if card not in best.keep:
                if k % 2:
                    h.key(pygame.K_1 + i)  # keys on odd decisions, clicks on even ones
                else:
                    h.click(d.card_rects[i].center)
        h.key(pygame.K_RETURN)
        h.frames(1)
        assert d.answer is not None and d.answer.points == 100
        assert d.total == 100 * (k + 1)
        if k == 5:
            _shot(h, "daily_answer")
        h.key(pygame.K_RETURN)
        h.frames(1)


def test_the_daily_challenge_is_played_and_scored_once(h: Harness) -> None:
    d = _open(h)
    assert d.scored and d.card_rects
    _play_best(h, d)
    assert d.finished and d.total == 1000
    prof = h.app.profile
    assert progress_of(prof).calendar == {"2026-12-06": 1000}
    assert {"daily_first", "daily_perfect"} <= set(store.unlocked(prof))
    toast = h.app.toast
    assert toast is not None and "Achievement earned: Perfect day" in toast[0]
    assert "10 good decisions" in toast[0]
    h.frames(1)
    _shot(h, "daily_end")
    h.key(pygame.K_RETURN)  # leaves
    h.frames(1)
    again = _open(h)
    assert not again.scored  # the day's try is taken: a replay is practice
    _play_best(h, again)
    assert len(store.awards(prof)) == 1 and progress_of(prof).calendar == {"2026-12-06": 1000}


def test_the_profile_shows_the_level_and_the_achievements(h: Harness) -> None:
    d = _open(h)
    _play_best(h, d)
    h.key(pygame.K_RETURN)
    h.frames(1)
    h.app.nav.push("profile")
    h.frames(30)
    p = h.app.stack.top
    labels = [r.label for r in p.rows]
    assert "Level 2: Penny ante" in labels
    shown = {r.label: r for r in p.rows if type(r).__name__ == "AchievementRow"}
    assert len(shown) >= 30
    assert shown["Perfect day"].unlocked_at is not None and shown["Perfect day"].status()
    assert shown["A week of dailies"].status() == "1 of 7"
    assert shown["Royal"].status() == "Locked"
    _shot(h, "profile")


def test_a_deuce_in_a_deuces_wild_deal_wears_the_tables_wild_badge(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """The daily challenge drew wild deuces with no WILD mark (the table marks them)."""
    from drawpoker.ui.sprites import wild_badge

    d = _open(h)
    item = d.challenge.items[0]  # DAY's first decision: deuces wild, 2h and 2s dealt
    assert item.drill.wild == "deuces"
    marks: list[str] = []
    real = wild_badge.draw_wild_badge

    def spy(surface, mark, rect, visible=None, **kw):  # type: ignore[no-untyped-def]
        marks.append(mark)
        return real(surface, mark, rect, visible, **kw)

    monkeypatch.setattr("drawpoker.ui.widgets.lesson.draw_wild_badge", spy)
    d.draw(h.app.screen)
    assert marks == ["WILD" if c.rank == 2 else "" for c in item.drill.hand]
    assert marks.count("WILD") == 2


@pytest.mark.reported("new-player-evening#7")
def test_the_strip_colours_an_answer_by_the_grade_the_day_counts() -> None:
    from drawpoker.cards import parse_cards
    from drawpoker.progress.daily import challenge_for, score
    from drawpoker.ui.theme import NEGATIVE, POSITIVE
    from drawpoker.ui.widgets.daily_parts import answer_color, answer_lines

    items = challenge_for(DAY).items
    costly = score(items[4], parse_cards("5s 4d 2s"))  # 70 points: counted costly
    assert answer_color(costly) == NEGATIVE
    assert answer_lines(items[4], costly)[0].color == NEGATIVE
    assert answer_color(score(items[1], parse_cards("8d 8h"))) == POSITIVE  # 99: good


@pytest.mark.reported("new-player-evening#7")
def test_the_days_house_rule_is_explained_in_one_line() -> None:
    from drawpoker.progress.daily import challenge_for
    from drawpoker.ui.widgets.daily_parts import before_lines

    items = challenge_for(DAY).items
    texts = [[line.text for line in before_lines(item)] for item in items]
    assert ("You may draw at most 3 cards, or four if you keep an ace." in texts[1])
    assert ("The joker is in the deck as the bug: it counts as an ace or completes a "
            "straight or a flush." in texts[3])
    assert any(t.startswith("Deuce-to-seven lowball: the lowest hand wins") for t in texts[4])
    assert not any("lowball" in t or "joker" in t for t in texts[2])  # plain Five Card Draw


@pytest.mark.reported("new-player-evening#7")
def test_the_lowball_why_line_speaks_of_a_low() -> None:
    from drawpoker.cards import parse_cards
    from drawpoker.progress.daily import challenge_for, score
    from drawpoker.ui.widgets.daily_parts import answer_lines

    item = challenge_for(DAY).items[4]
    why = answer_lines(item, score(item, parse_cards("5s 4d 2s")))[-1].text
    assert why.startswith("Why: with it the hand ends a lower (better) low than now ")
    assert "improves" not in why and "beats" not in why


@pytest.mark.reported("new-player-evening#7")
def test_after_an_answer_the_best_hold_is_marked_apart_from_the_players_own(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Ace he threw was drawn kept, "Keep" under it: his marks stay, the best hold's
    cards say "Best: keep"."""
    import drawpoker.ui.scenes.daily as daily

    d = _open(h)
    item = d.challenge.items[0]
    best = item.holds()[0]
    thrown = [i for i, c in enumerate(item.drill.hand) if c in best.keep][:1]
    for i in thrown:  # throw one card the best hold keeps
        h.key(pygame.K_1 + i)
    h.key(pygame.K_RETURN)
    h.frames(1)
    assert d.answer is not None
    seen: list[tuple[list[bool], list[str]]] = []
    real = daily.card_row

    def spy(surface, cards, center, height, *, raised, marks, **kw):  # type: ignore[no-untyped-def]
        seen.append((list(raised), list(marks)))
        return real(surface, cards, center, height, raised=raised, marks=marks, **kw)

    monkeypatch.setattr(daily, "card_row", spy)
    d.draw(h.app.screen)
    raised, marks = seen[-1]
    assert raised == [i in thrown for i in range(5)]
    assert marks == ["Best: keep" if c in best.keep else "" for c in item.drill.hand]
