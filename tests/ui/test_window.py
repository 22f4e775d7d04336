"""The game window: resizing, fullscreen, every screen relayouts, and the saved window size (real App, real pygame events)."""

from __future__ import annotations

from argparse import Namespace
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui import window as window_module
from drawpoker.ui.app import App
from drawpoker.ui.layout import MIN_SIZE
from tests.support.harness import app_after_play_now


@pytest.fixture
def desk_app(tmp_path: Path) -> Iterator[App]:
    """An App whose window is as large as the (dummy) desktop, so F11 keeps its size."""
    pygame.init()
    dw, dh = pygame.display.get_desktop_sizes()[0]
    a = App(Namespace(size=f"{dw}x{dh}", data_dir=str(tmp_path), seed=11, demo=1),
            realtime=False)
    a.start_scenes()
    for _ in range(3):
        a.step_frame()
    yield a
    a.stack.clear()
    i18n.set_language("en")


def _record_presents(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    calls: list[Any] = []
    monkeypatch.setattr(pygame.display, "flip", lambda: calls.append("flip"))
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: calls.append(list(rects or [])))
    return calls


def test_the_frame_after_f11_is_presented_whole(desk_app: App,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """F11 in and out: the first frame after each switch is drawn and sent whole (only the
    changed bands were sent, so the unchanged top bar stayed black in the new window)."""
    app = desk_app
    size = app.size
    calls = _record_presents(monkeypatch)
    for _ in range(2):
        calls.clear()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0,
                                             unicode="", scancode=0))
        app.step_frame()
        assert app.size == size  # the same size: nothing else forces a whole frame
        assert calls and calls[0] == "flip", calls
        # and the whole window holds the table: its top bar is not black
        assert app.screen.get_at((5, 5))[:3] != (0, 0, 0) or \
            app.screen.get_at((size[0] // 3, 10))[:3] != (0, 0, 0)


def test_an_exposed_window_is_presented_whole(desk_app: App,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A window the system uncovered or showed again gets a whole frame, not just changes."""
    calls = _record_presents(monkeypatch)
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    desk_app.step_frame()
    assert calls and calls[0] == "flip", calls


def test_a_window_made_smaller_than_the_minimum_grows_back(tmp_path: Path) -> None:
    """Without a window manager the minimum-size hint does not hold: a resize to 800×450
    is answered by setting the window back to 960×540 (it stayed 800×450, overlapping)."""
    app = App(Namespace(size="1280x720", data_dir=str(tmp_path), seed=11, demo=1),
              realtime=False)
    app.start_scenes()
    app.step_frame()
    try:
        # what pygame-ce does when the system resizes the window: the display Surface is
        # already the new size when the event arrives
        app.screen = pygame.display.set_mode((800, 450), pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=800, h=450,
                                             size=(800, 450)))
        app.step_frame()
        assert app.size == MIN_SIZE
        assert pygame.display.get_surface().get_size() == MIN_SIZE
        scene = app.stack.scenes[0]
        assert scene.layout.size == MIN_SIZE
    finally:
        app.stack.clear()


# --------------------------------------------------------------------------- layout
SIZES = [(960, 540), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", range(2, 9))
def test_plates_cover_no_cards_and_the_button_no_chips(size: tuple[int, int], n: int) -> None:
    """Name plates cover none of the player's cards nor anyone's shown cards; shown cards
    are below the top bar even when a winning card is lifted; the dealer button covers no
    bet, plate, cards or the deck (it lay on the bet chips)."""
    from drawpoker.ui.layout import bet_rect, button_rect, compute_layout

    for log_open in (True, False):
        lay = compute_layout(size, n, hero=0, log_open=log_open)
        s = lay.scale
        cw, ch = lay.small_card
        deck = pygame.Rect(round(lay.deck[0] - cw / 2), round(lay.deck[1] - ch / 2), cw, ch)
        bets = [bet_rect(sl.bet, s) for sl in lay.seats.values()]
        for i, sl in lay.seats.items():
            for card in (sl.shown or sl.cards) if not sl.is_hero else sl.cards:
                assert not card.colliderect(sl.plate), (size, n, i, card, sl.plate)
                lifted = card.move(0, -round(card.height * 0.18))
                if not sl.is_hero and lifted.top >= lay.table_area.top:
                    continue
                assert card.top >= lay.table_area.top, (size, n, i, card)
            for j, other in lay.seats.items():
                if j != i:
                    assert sl.plate.collidelist(list(other.shown)) == -1, (
                        size, n, f"seat {j} shown cards on seat {i} plate")
            if sl.is_hero:
                continue
            btn = button_rect(sl.button, s)
            assert lay.table_area.contains(btn), (size, n, i, btn)
            assert btn.collidelist(bets) == -1, (size, n, i, "button on chips", btn)
            assert not btn.colliderect(deck), (size, n, i, "button on the deck")
            for other in lay.seats.values():
                assert not btn.colliderect(other.plate), (size, n, i, "button on a plate")
                assert btn.collidelist(list(other.cards)) == -1, (size, n, i, "button on cards")


LONGEST = {"de": "Zwei Paare, Vieren und Dreien, Kicker: Acht",
           "ru": "Две пары: дамы и валеты, кикер: десятка",
           "en": "Two pair, queens and jacks, ten kicker"}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", range(2, 9))
def test_long_hand_names_keep_off_the_edges_and_the_shown_cards(size: tuple[int, int],
                                                                n: int) -> None:
    """A long hand name is at most about two card rows wide (two lines if need be), its
    panel keeps a margin from the window's edges, and it covers none of the seat's own
    shown cards even when they are lifted as winners (it ran to the screen edge)."""
    pygame.init()
    from drawpoker.ui.layout import compute_layout
    from drawpoker.ui.table.text_fit import hand_label

    lay = compute_layout(size, n, hero=0)
    s = lay.scale
    for text in LONGEST.values():
        for i, sl in lay.seats.items():
            img, r = hand_label(lay, i, text, hero=sl.is_hero)
            panel = r.inflate(14 * s, 6 * s)
            assert panel.left >= lay.table_area.left + 6 * s, (text, i, panel)
            assert panel.right <= lay.table_area.right - 6 * s, (text, i, panel)
            assert panel.top >= lay.table_area.top, (text, i, panel)
            assert r.width <= 335 * s or sl.is_hero, (text, i, r)
            for card in sl.shown if not sl.is_hero else sl.cards:
                lifted = card.move(0, -round(card.height * 0.18)).clip(lay.table_area)
                assert not r.colliderect(lifted), (text, i, r, lifted)
            for j, other in lay.seats.items():
                if j != i:
                    assert not panel.colliderect(other.plate), (text, i, j, "on a plate")
                    assert panel.collidelist(list(other.shown)) == -1, (text, i, j, "on cards")


# --------------------------------------------------------------------------- drawn table
def _table(tmp_path: Path, size: str, language: str) -> tuple[App, Any]:
    from drawpoker.ui.table.scene import TableScene

    app = app_after_play_now(tmp_path, size, language=language, n_frames=0)
    for _ in range(600):
        app.step_frame()
        if app.stack.find(TableScene) is not None:
            break
    table = app.stack.find(TableScene)
    assert table is not None
    for _ in range(30):
        app.step_frame()
    return app, table


@pytest.mark.parametrize("language", ["de", "ru"])
@pytest.mark.parametrize("size", ["960x540", "1280x720", "1920x1080"])
def test_plate_texts_drawn_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                 language: str, size: str) -> None:
    """On every plate the stack keeps the full text size next to the longest personality
    badge ("1,725" shrank), the Drew tag sits inside its plate and covers no shown card
    ("Getauscht: 1" was cut at the window edge and hid a joker), and the game/stakes line
    of the header keeps a clear gap from the phase ("blinds 10/20Before the draw")."""
    from drawpoker.ui import text as ui_text
    from drawpoker.ui.table import scene as table_mod

    app, table = _table(tmp_path, size, language)
    try:
        lay = table.layout
        for i, sv in enumerate(table.visual.seats):
            sv.stack = 1725
            sv.badge = "calling_station"
            sv.drawn = 1 if i != table.hero else None
            sv.folded = False
            sv.dealt_in = True
        table.visual.round_name = i18n._("Before the draw")
        drawn: list[tuple[str, tuple[float, float], int, str, int | None]] = []
        real_draw_text = ui_text.draw_text

        def spy(surface: pygame.Surface, text: str, pos: tuple[float, float], size_px: int,
                *args: Any, **kw: Any) -> pygame.Rect:
            drawn.append((text, pos, size_px, kw.get("anchor", "center"), kw.get("max_width")))
            return real_draw_text(surface, text, pos, size_px, *args, **kw)

        tags: list[pygame.Rect] = []
        real_rect = pygame.draw.rect

        def rect_spy(surface: pygame.Surface, color: Any, rect: Any, *a: Any, **kw: Any) -> Any:
            if tuple(color)[:3] == (236, 226, 200):
                tags.append(pygame.Rect(rect))
            return real_rect(surface, color, rect, *a, **kw)

        monkeypatch.setattr(ui_text, "draw_text", spy)
        monkeypatch.setattr(table_mod.pygame.draw, "rect", rect_spy)
        table.draw(app.screen)
        stack_text = i18n.format_number(1725)
        stacks = [d for d in drawn if d[0] == stack_text]
        assert len(stacks) == len(table.visual.seats), drawn
        for _t, _p, px, _a, max_w in stacks:
            assert px == lay.font_px
            assert max_w is None or ui_text.font(px, True).size(stack_text)[0] <= max_w
        assert len(tags) == len(table.visual.seats) - 1
        for tag in tags:
            owner = [sl for sl in lay.seats.values() if sl.plate.contains(tag)]
            assert owner, ("Drew tag outside every plate", tag)
            for sl in lay.seats.values():
                assert tag.collidelist(list(sl.shown)) == -1, ("Drew tag on shown cards", tag)
        # the header: title (anchored midleft) ends well before the phase label starts
        phase = i18n._("Before the draw")
        ph = [d for d in drawn if d[0] == phase]
        title = [d for d in drawn if d[3] == "midleft" and d[1][1] == lay.top_bar.centery
                 and table.texts.stakes().startswith(d[0].rstrip("…")[:10])]
        assert ph and title, drawn
        t = title[-1]
        title_right = t[1][0] + ui_text.font(t[2]).size(t[0])[0]
        phase_left = ph[0][1][0] - ui_text.font(ph[0][2], True).size(phase)[0] / 2
        assert phase_left - title_right >= 24 * lay.scale, (t, ph)
    finally:
        app.stack.clear()
        i18n.set_language("en")


def test_the_pause_panel_is_opaque(tmp_path: Path) -> None:
    """Nothing of the table shows through the pause menu's panel (cards showed through)."""
    from drawpoker.ui.scenes.pause import PauseScene

    app, table = _table(tmp_path, "1280x720", "en")
    try:
        app.stack.push(PauseScene())
        for _ in range(3):
            app.step_frame()
        pause = app.stack.scenes[-1]
        box = pause.box
        probe = (box.x + 12, box.bottom - 12)
        seen = []
        for fill in ((0, 0, 0), (255, 255, 255)):
            surf = pygame.Surface(app.size)
            surf.fill(fill)
            pause.draw(surf)
            seen.append(surf.get_at(probe))
        assert seen[0] == seen[1], seen
    finally:
        app.stack.clear()


def test_a_window_kept_smaller_than_the_minimum_shows_the_minimum_layout_shrunk(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the system keeps the window below 960×540, the scenes still lay out at the
    minimum (on a canvas of the window's shape) and the frame is shrunk into the window;
    clicks are mapped back (at 800×450 the table was laid out smaller and overlapped)."""
    from drawpoker.ui.input import Click, Key

    app = App(Namespace(size="1280x720", data_dir=str(tmp_path), seed=11, demo=1),
              realtime=False)
    app.start_scenes()
    app.step_frame()
    try:
        window = pygame.display.set_mode((800, 450), pygame.RESIZABLE)
        # a system that keeps the window at 800×450 whatever the game asks for
        monkeypatch.setattr(app.window, "open",
                            lambda full: app.window.draw_target(pygame.display.get_surface()))
        app.screen = app.window.draw_target(window)
        app.repaint_all()
        for _ in range(3):
            app.step_frame()
        assert app.size == MIN_SIZE
        assert app.stack.scenes[0].layout.size == MIN_SIZE
        assert pygame.display.get_surface().get_size() == (800, 450)
        # the window shows the shrunk frame: its top bar is the canvas's top bar
        canvas_px = app.screen.get_at((MIN_SIZE[0] // 2, 3))
        window_px = window.get_at((400, 2))
        assert max(abs(a - b) for a, b in zip(canvas_px[:3], window_px[:3], strict=True)) < 40
        assert app.window.to_canvas(Click((400, 225), 1)).pos == (480, 270)
        assert app.window.to_canvas(Key(pygame.K_a, 0, "a")) == Key(pygame.K_a, 0, "a")
    finally:
        app.stack.clear()


def test_action_pills_are_drawn_under_every_seats_cards(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """At seven and eight seats a side seat's pill ("Fold") lies where its lower
    neighbour's shown cards go: pills are drawn first, so shown cards stay whole."""
    from drawpoker.ui.table import view_seats

    app, table = _table(tmp_path, "1280x720", "en")
    try:
        order: list[str] = []
        real = view_seats.draw_seat

        def spy(surface: pygame.Surface, lay: Any, shown: Any, i: int, part: str) -> None:
            order.append(part)
            real(surface, lay, shown, i, part)

        monkeypatch.setattr(view_seats, "draw_seat", spy)
        table.draw(app.screen)
        n = len(table.visual.seats)
        assert order.count("pill") == n and order.count("cards") == n
        assert max(k for k, p in enumerate(order) if p == "pill") < min(
            k for k, p in enumerate(order) if p == "cards")
    finally:
        app.stack.clear()


def test_f11_puts_the_window_at_the_screen_origin_and_back(desk_app: App,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """With no window manager the fullscreen window stayed where the window was (part of
    the frame off screen): F11 first moves the window to the top left, and F11 again
    puts it back where it was."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        win = pygame.Window.from_display_module()
    if desk_app.settings.fullscreen:
        desk_app.toggle_fullscreen()
    win.position = (40, 30)
    if tuple(win.position) != (40, 30):
        pytest.skip("this video driver does not place windows")
    moves: list[tuple[int, int] | None] = []
    real = window_module.move_window

    def spy(pos: tuple[int, int] | None) -> tuple[int, int] | None:
        moves.append(pos)
        return real(pos)

    monkeypatch.setattr(window_module, "move_window", spy)
    desk_app.toggle_fullscreen()
    assert moves[0] == (0, 0)
    desk_app.toggle_fullscreen()
    assert moves[-1] == (40, 30)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert tuple(pygame.Window.from_display_module().position) == (40, 30)


@pytest.mark.parametrize("size", ["960x540", "1280x720"])
@pytest.mark.parametrize("extra", [{}, {"wild": "joker"}])
def test_the_header_names_blinds_and_the_ante_together(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch,
                                                       size: str, extra: dict[str, str]) -> None:
    """A table with blinds AND an ante names both in its header (it showed "Pot-limit Five
    Card Draw · blinds 10/20" while antes of 10 were taken), the stakes kept whole even when
    the house rules make the line too long."""
    from drawpoker.session.config import TableConfig
    from drawpoker.ui import text as ui_text
    from drawpoker.ui.table import scene as table_mod

    cfg = TableConfig()
    cfg.rules = {"structure": "pot-limit", "ante": 10, "small_blind": 10, "big_blind": 20,
                 **extra}
    cfg.seats = 4
    app = app_after_play_now(tmp_path, size, last_table=cfg.to_last_table(), n_frames=60)
    try:
        table = app.stack.find(table_mod.TableScene)
        assert table is not None and table.hand is not None
        assert table.hand.events[0].stacks  # antes and blinds were taken
        drawn: list[str] = []
        real = ui_text.draw_text

        def spy(surface: pygame.Surface, text: str, *a: Any, **kw: Any) -> Any:
            drawn.append(str(text))
            return real(surface, text, *a, **kw)

        monkeypatch.setattr(ui_text, "draw_text", spy)
        table.draw(app.screen)
        titles = [t for t in drawn if t.endswith("ante 10")]
        assert titles, drawn
        assert titles[0].endswith("blinds 10/20, ante 10"), titles
        if extra:
            assert "joker" in table.texts.stakes()
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", range(2, 9))
def test_shown_cards_lifted_and_outlined_stay_below_the_top_bar(size: tuple[int, int],
                                                                 n: int) -> None:
    """Nothing of a seat's shown cards goes under the top bar or its bottom line: not the
    card lifted as a winner (as ``view_seats.card_blit`` lifts it) nor its 2-pixel gold
    outline (the top seat's winners lost their top edge and outline at 1280×720)."""
    from drawpoker.ui.layout import compute_layout
    from drawpoker.ui.table.text_fit import lifted_rect

    for log_open in (True, False):
        lay = compute_layout(size, n, hero=0, log_open=log_open)
        bar_line = lay.top_bar.bottom  # the bar's line is drawn on this row
        for i, sl in lay.seats.items():
            if sl.is_hero:
                continue
            for card in sl.shown:
                for lift in (0.0, 0.5, 1.0):
                    r = lifted_rect(lay, card, lift)
                    outline = r.inflate(4, 4)  # the winning cards' gold outline
                    assert outline.top > bar_line, (size, n, log_open, i, lift, r)
                    assert outline.top >= lay.table_area.top + 1, (size, n, i, lift, r)


@pytest.mark.reported("new-player-evening#6")
def test_leaving_fullscreen_gives_the_window_its_size_back(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """With no window manager (X11), leaving fullscreen with F11 left the window the
    screen's size and mostly off screen: set_mode kept the fullscreen size. The window
    gets the size it had before F11."""
    import warnings

    pygame.init()
    a = App(Namespace(size="1024x600", data_dir=str(tmp_path), seed=11, demo=1), realtime=False)
    a.start_scenes()
    a.step_frame()
    desk = pygame.display.get_desktop_sizes()[0]
    real = pygame.display.set_mode

    def like_x11(size: Any = (0, 0), flags: int = 0, *args: Any, **kw: Any) -> pygame.Surface:
        screen = real(size, flags, *args, **kw)
        if flags & pygame.RESIZABLE:  # the window manager-less X server keeps the size
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().size = desk
            screen = pygame.display.get_surface()
        return screen

    try:
        a.toggle_fullscreen()
        monkeypatch.setattr(pygame.display, "set_mode", like_x11)
        a.toggle_fullscreen()
        assert not a.settings.fullscreen
        assert a.size == (1024, 600)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            assert tuple(pygame.Window.from_display_module().size) == (1024, 600)
    finally:
        a.stack.clear()
