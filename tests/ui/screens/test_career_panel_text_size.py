"""The career map's room panel at every window size and text size, in every language and
for every state a room can be in (locked, open, in progress with its final locked, its
final open, its final refused for the bankroll, finished): every fact of the room is
shown whole at the text size asked, scrolled into view where the panel is shorter than
its facts (Page Down, the pad's RB, the wheel); nothing is cut with "…", nothing dropped
(the "play N more hands" hint), no text over another; the road's names stay larger than
their 9-pixel floor at a larger text."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.career import ROOMS, RoomStanding, RoomState
from drawpoker.persistence.career import RoomRecord
from drawpoker.ui import text as ui_text
from drawpoker.ui.input import Wheel
from drawpoker.ui.widgets.road_panel import room_panel_view
from drawpoker.ui.widgets.road_view import name_floor
from tests.support.harness import frames, post_key, post_pad
from tests.support.screens import make_app
from tests.support.text_layout import Drawn, cut_labels, overlaps, texts_of_frame

SIZES = ["960x540", "1280x720", "1280x800", "1920x1080"]
LANGUAGES = ["en", "de", "ru", "sk"]
_FINISHED = RoomRecord(finals=2, best_place=1, finished_at="2026-11-02T20:15:00Z")


def _road(cleared: int, hands: int, record: RoomRecord | None = None) -> list[RoomStanding]:
    """The rooms with the first ``cleared`` finished, the next open with ``hands`` played
    there (and its finals ``record``), the rest locked."""
    out = []
    for i, r in enumerate(ROOMS):
        if i < cleared:
            out.append(RoomStanding(r, RoomState.FINISHED, r.hands_for_final + 4, _FINISHED))
        elif i == cleared:
            out.append(RoomStanding(r, RoomState.OPEN, hands, record or RoomRecord()))
        else:
            out.append(RoomStanding(r, RoomState.LOCKED, 0, RoomRecord()))
    return out


#: (what, the road, the room chosen, the bankroll in chips)
STATES: list[tuple[str, list[RoomStanding], int, int]] = [
    ("open, nothing played", _road(0, 0), 0, 500),
    ("locked", _road(0, 0), 1, 500),
    ("in progress, the final locked", _road(3, 7), 3, 6000),
    ("the final open", _road(5, 40, RoomRecord(finals=1, best_place=4)), 5, 90000),
    ("the final refused for the bankroll", _road(6, 60), 6, 50),
    ("finished", _road(8, 0), 7, 250000),
]


def _panel_texts(drawn: list[Drawn]) -> list[Drawn]:
    return [d for d in drawn if d.caller.startswith("drawpoker.ui.widgets.road_panel")]


def _whole_in(view: pygame.Rect, d: Drawn) -> bool:
    return d.shown == d.whole and view.contains(d.whole)


def _through_the_panel(app: Any, scene: Any, where: str, monkeypatch: pytest.MonkeyPatch,
                       found: list[str]) -> tuple[list[Drawn], set[str]]:
    """Every frame from the panel's top to its end (Page Down): what is wrong in each
    (added to ``found``); returns every panel text drawn and the texts shown whole."""
    view = room_panel_view(scene.panel, scene.s)
    drawn: list[Drawn] = []
    whole: set[str] = set()
    for _page in range(20):
        frame = texts_of_frame(app, monkeypatch)
        found.extend(f"{where} at {scene.facts.scroll}: {p}"
                     for p in overlaps(frame, app.size) + cut_labels(frame))
        mine = _panel_texts(frame)
        drawn += mine
        whole |= {d.text for d in mine if _whole_in(view, d)}
        if scene.facts.scroll >= scene.facts.most:
            break
        post_key(pygame.K_PAGEDOWN)
        frames(app, 1)
    return drawn, whole


def _road_names_px(scene: Any, monkeypatch: pytest.MonkeyPatch) -> set[int]:
    """The sizes the road's stop names are drawn at."""
    names = {i18n._(r.name) for r in ROOMS}
    sizes: set[int] = set()
    real = ui_text.draw_text

    def spy(surface: Any, text: str, pos: Any, size_px: int, *a: Any, **kw: Any) -> Any:
        if sys._getframe(1).f_code.co_name == "draw_stop" and kw.get("bold") \
                and any(text and text in n for n in names):
            sizes.add(size_px)
        return real(surface, text, pos, size_px, *a, **kw)

    monkeypatch.setattr(ui_text, "draw_text", spy)
    scene.draw(pygame.Surface(scene.app.size))
    monkeypatch.undo()
    return sizes


@pytest.mark.reported("issue#32")
@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_every_fact_of_every_room_is_shown_whole(tmp_path: Path, size: str, language: str,
                                                 percent: int,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, size)
    i18n.set_language(language)
    app.change_settings(text_size=percent)
    scene: Any = app.nav.push("career")
    frames(app, 2)
    found: list[str] = []
    for what, standings, chosen, bankroll in STATES:
        scene.standings, scene.bankroll, scene.selected = standings, bankroll, chosen
        scene.facts.to_top()
        scene.resize(app.size)
        frames(app, 1)
        where = f"{size} {language} {percent} % {what}"
        drawn, whole = _through_the_panel(app, scene, where, monkeypatch, found)
        found += [f"{where}: {t!r} never shown whole" for t in {d.text for d in drawn} - whole]
        st = scene.standing
        rule = " ".join(d.text for d in drawn if d.caller.endswith(":_house_rule")
                        and d.text in whole)
        if not set(i18n._(st.room.house_rule).split()) <= set(rule.split()):
            found.append(f"{where}: the house rule is not all shown: {rule!r}")
        note = st.final_refusal(bankroll) if st.sit_refusal(bankroll) is None \
            else st.sit_refusal(bankroll)
        shown = " ".join(t for t in whole)
        if note and note.split()[-1] not in shown:
            found.append(f"{where}: the note {note!r} is dropped")
        if percent > 100:
            body = ui_text.font(max(12, round(18 * scene.s))).get_height()
            small = [d.text for d in drawn if d.caller.endswith(":_house_rule")
                     and d.whole.height < body - 1]
            found += [f"{where}: the house rule drawn smaller than asked: {t!r}" for t in small]
            floor = name_floor()
            if min(_road_names_px(scene, monkeypatch)) <= floor:
                found.append(f"{where}: a road name at its floor ({floor} px)")
    app.stack.clear()
    assert not found, "\n".join(found)


@pytest.mark.reported("issue#32")
def test_the_panel_scrolls_by_keys_pad_and_wheel_and_starts_at_the_top_for_a_new_room(
        tmp_path: Path) -> None:
    app = make_app(tmp_path, "960x540")
    app.change_settings(text_size=150)
    scene: Any = app.nav.push("career")
    scene.standings, scene.bankroll, scene.selected = _road(3, 7), 6000, 3
    scene.resize(app.size)
    frames(app, 2)
    facts = scene.facts
    assert facts.most > 0 and facts.scroll == 0
    post_key(pygame.K_PAGEDOWN)
    frames(app, 1)
    assert facts.scroll > 0
    post_key(pygame.K_PAGEUP)
    frames(app, 1)
    assert facts.scroll == 0
    post_pad("rb")
    frames(app, 2)
    assert facts.scroll > 0
    post_pad("lb")
    frames(app, 2)
    assert facts.scroll == 0
    assert scene.handle(Wheel(-1, facts.rect.center))  # the wheel turned down over the panel
    assert facts.scroll > 0
    post_key(pygame.K_LEFT)
    frames(app, 1)
    assert scene.selected == 2 and facts.scroll == 0
    app.stack.clear()
