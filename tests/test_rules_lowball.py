"""The rules screen opened at a lowball table leads with that game's ranking, and its
draw-odds page shows that game's odds (second new player's report, finding 16: at an
ace-to-five joker table it led with the high ranking, said nothing on how pairs rank,
and showed only high-hand odds "with 52 cards")."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from test_ui_harness import Harness  # noqa: E402

from drawpoker import i18n  # noqa: E402

SHOTS = Path(os.environ.get("DRAWPOKER_SHOTS", "/tmp/rules-lowball-shots"))


def _open_rules_from_pause(h: Harness, monkeypatch: pytest.MonkeyPatch,
                           page_key: int | None = None) -> list[str]:
    """Esc, click "Rules & hand rankings"; returns the texts the rules pages drew."""
    from drawpoker.ui import text as ui_text
    from drawpoker.ui.rulebook import pages as rules_pages
    from drawpoker.ui.scenes import rules
    from drawpoker.ui.scenes.pause import PauseScene

    drawn: list[str] = []
    real = ui_text.draw_text

    def spy(surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> Any:
        drawn.append(str(text))
        return real(surface, text, *args, **kw)

    monkeypatch.setattr(ui_text, "draw_text", spy)
    rules_pages.render_page.cache_clear()
    h.key(pygame.K_ESCAPE)
    pause = h.app.stack.top
    assert isinstance(pause, PauseScene)
    button = [b for b in pause.buttons if b.label == i18n._("Rules & hand rankings")][0]
    h.click(button.rect.center)
    assert isinstance(h.app.stack.top, rules.RulesScene)
    if page_key is not None:
        drawn.clear()
        h.key(page_key)
    h.frames(20)
    return drawn


def _rules(game: str, wild: str) -> Any:
    from drawpoker.engine import TableRules

    return TableRules(game=game, wild=wild)


@pytest.mark.parametrize(("game", "wild", "heading"), [
    ("ace-to-five", "joker", "Ace-to-five lowball: hands, best first"),
    ("deuce-to-seven", "none", "Deuce-to-seven lowball: hands, best first"),
])
def test_a_lowball_table_leads_the_rankings_with_its_low_ranking(
        h: Harness, monkeypatch: pytest.MonkeyPatch, game: str, wild: str, heading: str) -> None:
    h.sit_down(persist=False, rules=_rules(game, wild))
    drawn = _open_rules_from_pause(h, monkeypatch)
    SHOTS.mkdir(parents=True, exist_ok=True)
    h.app.save_screenshot(SHOTS / f"rankings_{game}.png")
    assert heading in drawn, drawn[:20]
    high = drawn.index("Hand rankings, best first") if "Hand rankings, best first" in drawn else 10**6
    assert drawn.index(heading) < high, "the high ranking still leads"
    # how pairs rank in lowball is said
    assert any("Every hand without a pair beats every pair" in t for t in drawn)
    if game == "deuce-to-seven":
        assert any("worse than three of a kind" in t for t in drawn)  # the straight counts against


def test_a_high_table_keeps_the_high_ranking_first(h: Harness,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    h.sit_down(persist=False, rules=_rules("high", "none"))
    drawn = _open_rules_from_pause(h, monkeypatch)
    assert "Hand rankings, best first" in drawn
    assert not any("lowball: hands, best first" in t for t in drawn)


@pytest.mark.parametrize(("game", "wild", "cards"), [
    ("ace-to-five", "joker", "53 cards"),
    ("deuce-to-seven", "none", "52 cards"),
])
def test_the_draw_odds_page_at_a_lowball_table_shows_that_game(
        h: Harness, monkeypatch: pytest.MonkeyPatch, game: str, wild: str, cards: str) -> None:
    h.sit_down(persist=False, rules=_rules(game, wild))
    drawn = _open_rules_from_pause(h, monkeypatch, page_key=pygame.K_3)
    SHOTS.mkdir(parents=True, exist_ok=True)
    h.app.save_screenshot(SHOTS / f"odds_{game}.png")
    assert f"Chances after the draw: {game} lowball" in drawn, drawn[:10]
    assert any(cards in t for t in drawn)
    assert "8 or better" in drawn and "Pair" not in drawn and "Flush" not in drawn
    # A-5, one card to 7-4-3-2: 12 cards (A, 5, 6; 13 with the joker) of 47 (48) make a 7
    seven = "25.5%" if wild == "none" else "27.1%"
    if game == "ace-to-five":
        assert seven in drawn, drawn


def test_the_draw_odds_page_names_the_high_game(h: Harness,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    h.sit_down(persist=False, rules=_rules("high", "deuces"))
    drawn = _open_rules_from_pause(h, monkeypatch, page_key=pygame.K_3)
    assert "Chances after the draw: Five Card Draw, high hand" in drawn
    assert any("without wild cards" in t for t in drawn)
