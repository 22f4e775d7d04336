"""Screen drivers on top of the harness's event posting (tests.support.harness): clicks and
keys on a bare App, the title's buttons, a screen's rows and footer buttons (the screens
around the table)."""

from __future__ import annotations

from argparse import Namespace
from pathlib import Path
from typing import Any

import pygame

from drawpoker.persistence.settings import load_settings
from drawpoker.session.tournament.setup import TournamentSetup
from drawpoker.session.tournament.state import Tournament
from drawpoker.ui.app import App
from drawpoker.ui.flows import tournaments as tournament_flow
from drawpoker.ui.scene import Scene
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.scenes.settings import SettingsScene
from drawpoker.ui.scenes.title import TitleScene
from drawpoker.ui.scenes.tournament_table import TournamentTableScene
from tests.support.harness import Harness, frames, post_click, post_key
from tests.support.records import play_hands


def make_app(data_dir: Path, size: str = "960x540", seed: int = 11) -> App:
    """The real App (headless, ``realtime=False``) in ``data_dir`` at ``size`` ("WxH" pixels), its
    scenes started (the first start's tutorial offer counted as answered), two frames run."""
    app = App(Namespace(size=size, data_dir=str(data_dir), seed=seed), realtime=False)
    app.settings = app.settings.replace(tutorial_offered=True)  # the first start's offer answered
    app.start_scenes()
    frames(app, 2)
    return app


def click(app: App, pos: tuple[int, int], n_frames: int = 2) -> None:
    """A real left click (press and release) at ``pos``."""
    post_click((int(pos[0]), int(pos[1])))
    frames(app, n_frames)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press at ``start``, move to ``end`` with the button held, release; two frames."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app, 2)


def key(app: App, k: int, text: str = "", n_frames: int = 1) -> None:
    """Post a key press ``k`` (typing ``text``) and run ``n_frames`` frames."""
    post_key(k, text, release=False)
    frames(app, n_frames)


def type_text(app: App, text: str) -> None:
    """Post one key press per character of ``text``, then one frame."""
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(ch.lower()) if ch.isalpha() else 0,
                                             mod=0, unicode=ch))
    frames(app, 1)


def title_button(app: App, label: str) -> pygame.Rect:
    """The Rect of the title screen's entry ``label``."""
    title = app.stack.find(TitleScene)
    for b in title.buttons:
        if b.label == label:
            return b.rect
    raise AssertionError(f"no title entry {label!r}: {[b.label for b in title.buttons]}")


def row(scene: MenuScene, label: str) -> Any:
    """The row of ``scene`` labelled ``label``."""
    for r in scene.rows:
        if r.label == label:
            return r
    raise AssertionError(f"no row {label!r}")


def bring_into_view(app: App, scene: MenuScene, r: Any) -> None:
    """Scroll ``scene`` so that row ``r`` is visible, then one frame."""
    scene.scroll_to(r)
    frames(app, 1)


def footer(scene: Any, label: str) -> Any:
    """The footer button of ``scene`` labelled ``label``."""
    for b in scene.footer:
        if b.label == label:
            return b
    raise AssertionError(f"no footer button {label!r}")


def saved(data_dir: Path) -> dict[str, Any]:
    """The settings saved in ``data_dir`` (as a dict)."""
    settings, _notices, _w = load_settings(data_dir / "settings.json")
    return settings.to_dict()


# --------------------------------------------------------------------------- pause
class FakeTable(Scene):
    """Stands for the table under the pause menu: counts leaves, holds a hand."""

    def __init__(self, in_hand: bool) -> None:
        super().__init__()
        self.left = 0
        self.hand = Namespace(is_over=not in_hand)

    def leave(self) -> None:
        self.left += 1
        self.app.stack.clear()
        self.app.stack.push(TitleScene())

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((20, 90, 50))


# --------------------------------------------------------------------------- history
def open_history(app: App, n: int = 8) -> Any:
    """Record ``n`` played hands and open the hand history from the title; the history scene."""
    ids = play_hands(app.profile, n)
    click(app, title_button(app, "Hand history").center)
    scene = app.stack.top
    assert type(scene).__name__ == "HistoryScene"
    assert [r.record.id for r in scene.hand_rows()] == ids[::-1]
    return scene


def switch_language_in_pause_menu(h: Harness, steps: int) -> None:
    """Esc, Settings, move the Language choice ``steps`` to the right (to the left when
    negative), Esc back to the table."""
    from drawpoker.ui.scenes.pause import PauseScene
    from drawpoker.ui.table.scene import TableScene

    h.key(pygame.K_ESCAPE)
    pause = h.app.stack.top
    assert isinstance(pause, PauseScene)
    h.click(pause.buttons[1].rect.center)
    settings = h.app.stack.top
    assert isinstance(settings, SettingsScene)
    for _k in range(abs(steps)):
        h.key(pygame.K_RIGHT if steps > 0 else pygame.K_LEFT)
    h.key(pygame.K_ESCAPE)
    assert h.app.stack.top is pause
    h.frames(2)  # the table is drawn under the pause menu with the new labels
    h.key(pygame.K_ESCAPE)
    assert isinstance(h.app.stack.top, TableScene)


def open_setup(app: App):  # type: ignore[no-untyped-def]
    """Open the table setup from the title; the setup scene."""
    click(app, title_button(app, "Table setup").center)
    return app.stack.top


def step_row(app: App, scene, label: str, right: bool = True) -> None:  # type: ignore[no-untyped-def]
    """Click the right (or left) arrow of the choice row ``label`` of ``scene``."""
    r = next(x for x in scene.rows if x.label == label and hasattr(x, "choices"))
    bring_into_view(app, scene, r)
    c = r.control_rect(scene.px)
    click(app, c.midright if right else c.midleft)


def reach_draw(h: Harness, t) -> bool:  # type: ignore[no-untyped-def]
    """Answer the table's questions until the draw (True) or the end of the hand (False)."""
    for _ in range(20):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode == "draw":
            return True
        h.answer(mode)
    return False


#: ``sit_at_tournament(stacks=...)`` for a four-seat sit-and-go where the player has 5
#: chips: he posts all in at once and plays his last hand (the seat after him the rest).
LAST_CHIPS = {0: 5, 1: 1995}


def sit_at_tournament(h: Harness, seats: int | None = None, n_frames: int = 3, *,
                      stacks: dict[int, int] | None = None
                      ) -> tuple[Tournament, TournamentTableScene]:
    """From the title, a new sit-and-go of the default set-up (``seats`` players if given;
    ``stacks``: the chips some seats start with instead, seat to chips) and its table on
    the screen after ``n_frames`` frames."""
    h.app.start_scenes()
    h.frames(2)
    setup = TournamentSetup()
    if seats is not None:
        setup.seats = seats
    t = tournament_flow.new_tournament(h.app, setup)
    for seat, chips in (stacks or {}).items():
        t.table.seats[seat].stack = chips
    h.app.nav.reset("tournament_table", tournament=t)
    h.frames(n_frames)
    table = h.app.stack.top
    assert isinstance(table, TournamentTableScene)
    return t, table


def open_from_title(h: Harness, label: str, scene: str) -> Any:
    """The screen of the title's entry ``label`` opened as a player does: the title
    pushed, the entry clicked; returns the top scene, which must be of class ``scene``
    (AssertionError if another screen came)."""
    h.app.nav.push("title")
    h.frames(3)
    h.click(title_button(h.app, label).center)
    h.frames(2)
    top = h.app.stack.top
    assert type(top).__name__ == scene, type(top).__name__
    return top


def open_tutorial(h: Harness) -> Any:
    """The tutorial opened from the title (:func:`open_from_title`)."""
    return open_from_title(h, "Tutorial", "TutorialScene")
