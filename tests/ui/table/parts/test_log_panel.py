"""The log panel part alone: open or closed, scrolled within its lines, its picture made
again only when the log or the scroll changed; the table's story and the computer
players' reasons on two tabs, names and amounts in colour, readable at 960x540."""

from __future__ import annotations

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui.layout import Layout, compute_layout
from drawpoker.ui.table.log_lines import last_hand_reasons, pieces, tab_entries
from drawpoker.ui.table.log_panel import ROLE_COLORS, LogPanel, log_px
from drawpoker.ui.theme import GOLD
from tests.support.i18n import LANGS


def test_scrolling_stays_within_the_lines_there_are() -> None:
    pygame.init()
    lay = compute_layout((1280, 720), 6, 0, log_open=True)
    assert lay.log_panel is not None
    panel = LogPanel()
    log = [(f"line {k}", "info") for k in range(3)]
    panel.scroll_by(-5)
    assert panel.scroll == 0
    panel.scroll_by(50)
    panel.render(lay.log_panel, lay, log)
    assert panel.scroll == 0  # three lines fit: nothing to scroll back to
    long = [(f"line {k}", "action") for k in range(200)]
    panel.scroll_by(50)
    panel.render(lay.log_panel, lay, long)
    assert 0 < panel.scroll <= 50


def test_the_picture_is_made_again_only_when_the_log_changes() -> None:
    pygame.init()
    lay = compute_layout((1280, 720), 6, 0, log_open=True)
    assert lay.log_panel is not None
    surface = pygame.Surface(lay.size)
    panel = LogPanel()
    made: list[int] = []
    real = panel.render

    def counting(*args: object) -> pygame.Surface:
        made.append(1)
        return real(*args)  # type: ignore[arg-type]

    panel.render = counting  # type: ignore[method-assign]
    log = [("Ada bets 20.", "action")]
    panel.draw(surface, lay, log)
    panel.draw(surface, lay, log)
    assert len(made) == 1
    log.append(("Bob folds.", "action"))
    panel.draw(surface, lay, log)
    assert len(made) == 2
    panel.toggle()
    assert not panel.open


# ------------------------------------------------------- the story and the reasons
STORY = [("Hand #4", "hand"), ("Before the draw", "head"), ("Ada bets 1,200", "action"),
         ("You call 1,200", "action"), ("Deck revealed: seed 1391", "proof"),
         ("Ada wins the pot (2,400)", "win"), ("Why they played that way", "why_head"),
         ("Ada: Betting 1,200 into 60: 71% to win", "why"), ("Hand #5", "hand"),
         ("Ada folds", "action")]


@pytest.mark.reported("new-player-evening: the hand log mixes the AI's reasoning into the story")
def test_the_story_and_the_reasons_are_two_tabs() -> None:
    story = [str(t) for t, _k in tab_entries(STORY, "story")]
    reasons = [str(t) for t, _k in tab_entries(STORY, "reasons")]
    assert "Ada bets 1,200" in story and not any(t.startswith("Ada:") for t in story)
    assert "Why they played that way" not in story
    assert reasons == ["Hand #4", "Ada: Betting 1,200 into 60: 71% to win"]  # #5: no reason
    with pytest.raises(ValueError, match="log tab"):
        tab_entries(STORY, "chat")


def test_names_and_amounts_are_pieces_of_their_own() -> None:
    line = "You call 1,200 after Ada and Ada Lovelace bet 600"
    got = pieces(line, ["You", "Ada", "Ada Lovelace"], "You")
    assert "".join(p for p, _r in got) == line
    roles = {p: r for p, r in got if r != "text"}
    assert roles == {"You": "you", "1,200": "amount", "Ada": "name", "Ada Lovelace": "name",
                     "600": "amount"}
    assert pieces("Вы коллируете 1\u00a0200", ["Вы"], "Вы")[-1] == ("1\u00a0200", "amount")
    assert all(r == "text" for _p, r in pieces("Adam checks", ["Ada"], "You"))


def _drawn(panel: LogPanel, lay: Layout, monkeypatch: pytest.MonkeyPatch
           ) -> dict[str, tuple[int, ...]]:
    """What the panel's picture draws: each word's colour."""
    from drawpoker.ui import text as ui_text

    got: dict[str, tuple[int, ...]] = {}
    real = ui_text.draw_text

    def spy(surface: pygame.Surface, text: str, pos: object, px: int, color: tuple[int, ...],
            **kw: object) -> pygame.Rect:
        got[text] = tuple(color)
        return real(surface, text, pos, px, color, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(ui_text, "draw_text", spy)
    assert lay.log_panel is not None
    panel.render(lay.log_panel, lay, STORY, ["You", "Ada"], "You")
    monkeypatch.setattr(ui_text, "draw_text", real)
    return got


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", LANGS)
def test_the_tabs_fit_the_panel_and_the_words_are_readable(size: tuple[int, int],
                                                           language: str) -> None:
    pygame.init()
    i18n.set_language(language)
    try:
        lay = compute_layout(size, 6, 0, log_open=True)
        assert lay.log_panel is not None
        tabs = LogPanel.tab_rects(lay)
        assert list(tabs) == ["story", "reasons"]
        inner = lay.log_panel.inflate(-4, 0)
        assert all(inner.contains(r) for r in tabs.values()), (size, language, tabs)
        assert not tabs["story"].colliderect(tabs["reasons"])
        assert log_px(lay) >= 12
    finally:
        i18n.set_language("en")


def test_a_click_on_a_tab_shows_it_and_the_picture_tells_them_apart(
        monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.init()
    lay = compute_layout((960, 540), 6, 0, log_open=True)
    assert lay.log_panel is not None
    panel = LogPanel()
    story = _drawn(panel, lay, monkeypatch)
    assert story["You"] == ROLE_COLORS["you"] and story["Ada"] == ROLE_COLORS["name"]
    assert story["1,200"] == ROLE_COLORS["amount"]
    assert " call " in story and not any(t.startswith(": Betting") for t in story)
    panel.scroll = 3
    assert panel.click(LogPanel.tab_rects(lay)["reasons"].center, lay)
    assert panel.tab == "reasons" and panel.scroll == 0
    assert not panel.click((lay.log_panel.centerx, lay.log_panel.bottom - 5), lay)
    reasons = _drawn(panel, lay, monkeypatch)
    assert ": Betting " in reasons and " call " not in reasons


def test_the_reasons_tab_is_marked_while_the_last_hand_has_reasons() -> None:
    assert last_hand_reasons(STORY[:8]) == 1  # hand 4 over, its reason given
    assert last_hand_reasons(STORY) == 0  # hand 5 dealt
    pygame.init()
    lay = compute_layout((1280, 720), 6, 0, log_open=True)
    assert lay.log_panel is not None
    tab = LogPanel.tab_rects(lay)["reasons"].move(-lay.log_panel.x, -lay.log_panel.y)
    corner = pygame.Rect(tab.right - 9, tab.top, 9, 9)
    panel = LogPanel()

    def gold_in_corner(log: list[tuple[str, str]]) -> bool:
        img = panel.render(lay.log_panel, lay, log)
        return any(tuple(img.get_at((x, y)))[:3] == GOLD
                   for x in range(corner.left, corner.right) for y in range(corner.top, corner.bottom))

    assert gold_in_corner(STORY[:8]) and not gold_in_corner(STORY)
    panel.show_tab("reasons")
    assert not gold_in_corner(STORY[:8])  # read: no mark on the tab shown
