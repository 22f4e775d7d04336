"""Pure UI pieces: easing and tweens, the scene stack, input intents and the layout."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from drawpoker.ui import tween as tw  # noqa: E402
from drawpoker.ui.input import Click, Key, Quit, Release, Resize, Wheel, to_intents  # noqa: E402
from drawpoker.ui.layout import MIN_SIZE, compute_layout  # noqa: E402
from drawpoker.ui.scene import Scene, SceneStack  # noqa: E402

# --------------------------------------------------------------------------- tweens


@pytest.mark.parametrize("name", sorted(tw.EASINGS))
def test_easings_start_at_0_and_end_at_1(name: str) -> None:
    ease = tw.EASINGS[name]
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9)
    assert ease(1.0) == pytest.approx(1.0, abs=1e-9)


def test_ease_out_cubic_is_ahead_of_linear_and_back_overshoots() -> None:
    assert tw.ease_out_cubic(0.3) > 0.3
    assert tw.ease_in_quad(0.3) < 0.3
    assert max(tw.ease_out_back(t / 100) for t in range(101)) > 1.0


def test_tween_reports_eased_progress_and_leftover_time() -> None:
    seen: list[float] = []
    done: list[bool] = []
    t = tw.Tween(1.0, tw.linear, on_update=seen.append, on_done=lambda: done.append(True))
    assert t.update(0.25) == 0.0
    assert seen[-1] == pytest.approx(0.25)
    assert not t.done
    leftover = t.update(1.0)
    assert t.done and done == [True]
    assert leftover == pytest.approx(0.25)
    assert seen[-1] == pytest.approx(1.0)


def test_tween_delay_and_bad_duration() -> None:
    started: list[int] = []
    t = tw.Tween(0.5, delay=0.5, on_start=lambda: started.append(1))
    t.update(0.4)
    assert not started
    t.update(0.2)
    assert started == [1]
    with pytest.raises(ValueError, match="duration"):
        tw.Tween(-1.0)


def test_sequence_plays_in_order_and_parallel_waits_for_longest() -> None:
    log: list[str] = []
    seq = tw.Sequence([tw.Tween(0.5, on_done=lambda: log.append("a")), tw.Call(lambda: log.append("b")),
                       tw.Tween(0.5, on_done=lambda: log.append("c"))])
    seq.update(0.6)
    assert log == ["a", "b"]
    seq.update(0.5)
    assert log == ["a", "b", "c"] and seq.done
    par = tw.Parallel([tw.Tween(0.2), tw.Tween(1.0)])
    par.update(0.5)
    assert not par.done
    par.update(0.6)
    assert par.done


def test_finish_fires_every_callback() -> None:
    log: list[int] = []
    seq = tw.Sequence([tw.Tween(5, on_done=lambda: log.append(1)), tw.Wait(3), tw.Call(lambda: log.append(2))])
    seq.finish()
    assert seq.done and log == [1, 2]


# --------------------------------------------------------------------------- scene stack


class Recorder(Scene):
    def __init__(self, name: str, log: list[str], *, overlay: bool = False, modal: bool = True,
                 consume: bool = False) -> None:
        super().__init__()
        self.name, self.log, self.consume = name, log, consume
        self.overlay, self.modal = overlay, modal

    def enter(self) -> None:
        self.log.append(f"{self.name}.enter")

    def exit(self) -> None:
        self.log.append(f"{self.name}.exit")

    def pause(self) -> None:
        self.log.append(f"{self.name}.pause")

    def resume(self) -> None:
        self.log.append(f"{self.name}.resume")

    def handle(self, intent: object) -> bool:
        self.log.append(f"{self.name}.handle")
        return self.consume

    def update(self, dt: float) -> None:
        self.log.append(f"{self.name}.update")

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"{self.name}.draw")

    def resize(self, size: tuple[int, int]) -> None:
        self.log.append(f"{self.name}.resize{size}")


def test_scene_stack_lifecycle_order() -> None:
    log: list[str] = []
    stack = SceneStack(app=None)
    a = Recorder("a", log)
    stack.push(a)
    stack.push(Recorder("b", log))
    stack.pop()
    stack.replace(Recorder("c", log))
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "a.resume", "a.exit", "c.enter"]
    assert a.app is None and len(stack) == 1
    stack.pop()
    with pytest.raises(IndexError):
        stack.pop()


def test_overlay_draws_over_the_scene_below_and_only_top_updates() -> None:
    log: list[str] = []
    stack = SceneStack(app=None)
    stack.push(Recorder("old", log))
    stack.push(Recorder("table", log))
    stack.push(Recorder("menu", log, overlay=True))
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    stack.update(0.1)
    assert log == ["table.draw", "menu.draw", "menu.update"]


def test_intents_go_down_only_through_non_modal_scenes_and_resize_reaches_all() -> None:
    log: list[str] = []
    stack = SceneStack(app=None)
    stack.push(Recorder("table", log, consume=True))
    stack.push(Recorder("hud", log, overlay=True, modal=False))
    log.clear()
    assert stack.handle(Click((1, 1))) is True
    assert log == ["hud.handle", "table.handle"]
    stack.push(Recorder("menu", log, overlay=True, modal=True))
    log.clear()
    assert stack.handle(Click((1, 1))) is False
    assert log == ["menu.handle"]
    log.clear()
    stack.handle(Resize((1000, 600)))
    assert log == ["table.resize(1000, 600)", "hud.resize(1000, 600)", "menu.resize(1000, 600)"]


# --------------------------------------------------------------------------- input


def test_pygame_events_become_intents() -> None:
    E = pygame.event.Event
    assert to_intents(E(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=1)) == [Click((5, 6), 1)]
    assert to_intents(E(pygame.MOUSEBUTTONUP, pos=(5, 6), button=1)) == [Release((5, 6), 1)]
    assert to_intents(E(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=4)) == []
    assert to_intents(E(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f")) == [Key(pygame.K_f, 0, "f")]
    assert to_intents(E(pygame.VIDEORESIZE, w=1000, h=600, size=(1000, 600))) == [Resize((1000, 600))]
    assert to_intents(E(pygame.QUIT)) == [Quit()]
    wheel = to_intents(E(pygame.MOUSEWHEEL, x=0, y=-1))
    assert len(wheel) == 1 and isinstance(wheel[0], Wheel) and wheel[0].dy == -1
    assert to_intents(E(pygame.USEREVENT)) == []


# --------------------------------------------------------------------------- layout

SIZES = [(960, 540), (1280, 720), (1920, 1080), (3840, 2160), (1024, 768), (1600, 900)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", range(2, 9))
def test_layout_keeps_every_seat_inside_and_apart(size: tuple[int, int], n: int) -> None:
    lay = compute_layout(size, n, hero=0)
    window = pygame.Rect(0, 0, *size)
    plates = [lay.seats[i].plate for i in range(n)]
    for i, p in enumerate(plates):
        assert window.contains(p), f"seat {i} plate {p} outside {size}"
        assert lay.table_area.contains(p), f"seat {i} plate {p} outside the table area"
        for q in plates[i + 1:]:
            assert not p.colliderect(q), f"plates overlap at {size}, {n} seats"
    hero_cards = lay.seats[0].cards
    for a, b in zip(hero_cards, hero_cards[1:], strict=False):
        assert a.right <= b.left, "the player's cards must not overlap (they are clicked)"
    for i in range(1, n):
        for c in lay.seats[i].cards:
            for hc in hero_cards:
                assert not c.colliderect(hc), f"seat {i} cards cover the player's cards"
    c = lay.controls
    for r in (c.fold, c.call, c.raise_, c.allin, c.draw, c.slider, *c.quick):
        assert c.bar.contains(r), f"control {r} outside the bar {c.bar} at {size}"
    assert not c.fold.colliderect(c.call) and not c.call.colliderect(c.raise_)
    assert not c.raise_.colliderect(c.allin)


def test_layout_scales_with_the_window_and_rejects_bad_tables() -> None:
    small = compute_layout(MIN_SIZE, 6)
    big = compute_layout((2560, 1440), 6)
    assert big.large_card[1] == pytest.approx(small.large_card[1] * 2560 / 960, rel=0.05)
    assert big.controls.fold.height > small.controls.fold.height
    with pytest.raises(ValueError, match="n_seats"):
        compute_layout((1280, 720), 9)
    with pytest.raises(ValueError, match="hero"):
        compute_layout((1280, 720), 4, hero=4)


def test_hero_is_bottom_centre_and_seats_go_clockwise() -> None:
    lay = compute_layout((1280, 720), 6, hero=2)
    hero = lay.seats[2].point
    nxt = lay.seats[3].point
    assert hero[1] == max(s.point[1] for s in lay.seats.values())
    assert nxt[0] < hero[0], "the seat after the player sits to his left on screen (clockwise)"


# --------------------------------------------------------------------------- director text


def _director(hero: int = 0, n: int = 3):  # type: ignore[no-untyped-def]
    from drawpoker.engine import TableRules
    from drawpoker.ui.table.director import Director
    from drawpoker.ui.table.labels import describe_hand
    from drawpoker.ui.table.model import SeatVisual, TableVisual

    names = ["You", "Ada", "Dmitri", "Bo"][:n]
    visual = TableVisual([SeatVisual(name=nm, stack=500) for nm in names])
    rules = TableRules()
    return Director(visual, hero, speed=lambda: 0.0,
                    describe=lambda cards: describe_hand(cards, rules)), visual


def _log(visual) -> list[str]:  # type: ignore[no-untyped-def]
    return [str(text) for text, _kind in visual.log]


def test_the_players_own_lines_are_second_person_sentences() -> None:
    """"You wins the pot": the player's seat has its own whole-sentence templates."""
    from drawpoker.cards import parse_cards
    from drawpoker.engine import ActionType, PlayerActed, PotAwarded, ShowdownReveal

    d, visual = _director()
    cards = tuple(parse_cards("As Ad Kc 7h 2s"))
    other = tuple(parse_cards("Qs Qd 9c 8h 3s"))
    d.feed([PlayerActed(1, ActionType.BET, 20, 20, False, False),
            PlayerActed(0, ActionType.CALL, 20, 20, False, False),
            ShowdownReveal(1, other, "Pair of queens"),
            ShowdownReveal(0, cards, "Pair of aces"),
            PotAwarded(0, 40, (0, 1), (0,), ((0, 40),))])
    d.skip()
    lines = _log(visual)
    assert "You call 20" in lines
    assert any(line.startswith("Ada: ") for line in lines)
    assert any(line.startswith("You show pair of aces") for line in lines)
    win = [line for line in lines if "pot" in line]
    assert win and win[-1].startswith("You win the pot (40) with pair of aces"), win
    assert not any("You wins" in line or "You shows" in line or "You: " in line for line in lines)
    assert str(visual.summary[-1]) == win[-1]
    # someone else's win stays third person
    d2, v2 = _director()
    d2.feed([ShowdownReveal(1, other, "Pair of queens"),
             PotAwarded(0, 40, (0, 1), (1,), ((1, 40),))])
    d2.skip()
    assert _log(v2)[-1].startswith("Ada wins the pot (40) with pair of queens")


def test_log_and_hand_names_follow_a_language_switch_mid_hand() -> None:
    """Hand names are made from the cards when drawn, never carried as text made in
    another language (the engine's description, or a describe() cached per language)."""
    from drawpoker import i18n
    from drawpoker.cards import parse_cards
    from drawpoker.engine import PotAwarded, ShowdownReveal

    d, visual = _director()
    cards = tuple(parse_cards("As Ad Kc 7h 2s"))
    try:
        i18n.set_language("en")
        d.feed([ShowdownReveal(1, cards, "ENGINE TEXT"), PotAwarded(0, 40, (1,), (1,), ((1, 40),))])
        d.skip()
        english = str(visual.seats[1].hand_name)
        assert "ENGINE" not in english and "aces" in english.lower()
        i18n.set_pseudo(True)
        pseudo_name = str(visual.seats[1].hand_name)
        assert str(visual.round_name).startswith(i18n.PSEUDO_OPEN)
        assert pseudo_name.startswith(i18n.PSEUDO_OPEN) and "aces" not in pseudo_name
        for line in _log(visual):
            assert line.startswith(i18n.PSEUDO_OPEN), line
            assert "aces" not in line
        i18n.set_pseudo(False)
        i18n.set_language("de")
        assert str(visual.seats[1].hand_name) != english
        assert "Asse" in _log(visual)[-1] and "aces" not in _log(visual)[-1]
        assert visual.round_name == i18n._("Showdown")
    finally:
        i18n.set_pseudo(False)
        i18n.set_language("en")


def test_why_they_played_shows_only_reasons_about_hands_shown_at_the_showdown() -> None:
    """A folded or mucked hand stays hidden: its reasons ("mucked two pair", a bluff)
    are never shown; shown hands and the player's own seat keep theirs."""
    from types import SimpleNamespace

    from drawpoker.cards import parse_cards
    from drawpoker.engine import Mucked, ShowdownReveal
    from drawpoker.ui.table.labels import public_reasons

    hand = SimpleNamespace(events=[ShowdownReveal(2, tuple(parse_cards("As Ad Kc 7h 2s")), "x"),
                                   Mucked(1)])
    reasons = [(1, "Bluff with king high"), (3, "Folds two pair to the raise"),
               (2, "Value bet with aces"), (0, "Demo seat draws three"), (1, "Mucked two pair")]
    assert public_reasons(hand, reasons, hero=0) == [(2, "Value bet with aces"),
                                                    (0, "Demo seat draws three")]
    assert public_reasons(SimpleNamespace(events=[]), reasons, hero=0) == [
        (0, "Demo seat draws three")]
    assert public_reasons(None, [(1, "x")], hero=0) == []


# --------------------------------------------------------------------------- label fit

LONG_LABELS = {
    "en": "Two pair, queens and jacks, ten kicker",
    "de": "Zwei Paare: Damen und Buben, Kicker: Zehn",
    "ru": "Две пары: дамы и валеты, кикер: десятка",
}


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("n", range(2, 9))
def test_hand_names_bets_and_cards_fit_and_keep_apart(size: tuple[int, int], n: int) -> None:
    """The longest realistic hand names (en/de/ru) stay inside the window below the top
    bar; bets, name plates and cards of different seats never overlap (the labels were
    cut at the table edges, bet chips lay on the plates)."""
    pygame.init()
    from drawpoker.ui.table.text_fit import hand_label

    window = pygame.Rect(0, 0, *size)
    for log_open in (True, False):
        lay = compute_layout(size, n, hero=0, log_open=log_open)
        d = max(10, round(22 * lay.scale))
        # the widest chip pile (4 columns, sprites.chip_pile_surface) and its amount below
        bets = {i: pygame.Rect(0, 0, round(d * 4.2), round(d * 2.3)) for i in range(n)}
        for i, r in bets.items():
            r.midtop = (round(lay.seats[i].bet[0]), round(lay.seats[i].bet[1] - d * 0.9))
            assert window.contains(r) and not r.colliderect(lay.top_bar)
        for text in LONG_LABELS.values():
            for i in range(n):
                img, r = hand_label(lay, i, text, hero=i == 0)
                panel = r.inflate(14 * lay.scale, 6 * lay.scale)
                assert window.contains(panel), (text, i, panel, size, n)
                assert panel.top >= lay.top_bar.bottom, ("under the top bar", i, panel)
                assert lay.table_area.contains(r), (text, i, r)
                if log_open:
                    assert not panel.colliderect(lay.log_panel), (i, panel)
                assert img.get_width() == r.width
        for i in range(n):
            sl = lay.seats[i]
            for j in range(n):
                if j == i:
                    continue
                other = lay.seats[j]
                assert not bets[i].colliderect(other.plate), (f"seat {i} bet on seat {j} plate",
                                                              size, n)
                for c in other.cards:
                    assert not sl.plate.colliderect(c), (f"seat {j} cards on seat {i} plate",
                                                         size, n)
            assert not bets[i].colliderect(sl.plate), (f"seat {i} bet on its own plate", size, n)


def test_bet_amounts_snap_to_steps_with_exact_min_and_all_in() -> None:
    from drawpoker.ui.table.controls import snap_amount

    assert snap_amount(479, 20, 500, 10) == 480
    assert snap_amount(474, 20, 500, 10) == 470
    assert snap_amount(496, 20, 479, 10) == 479  # all in exactly
    assert snap_amount(476, 20, 479, 10) == 479  # within half a step of all in
    assert snap_amount(19, 25, 479, 10) == 25  # the minimum exactly
    assert snap_amount(27, 25, 479, 10) == 30
    assert snap_amount(33, 31, 479, 10) == 31
    assert snap_amount(31, 25, 479, 10) == 30
    assert snap_amount(253, 25, 479, 1) == 253
    for v in range(0, 600, 7):
        got = snap_amount(v, 25, 479, 10)
        assert got in (25, 479) or (25 < got < 479 and got % 10 == 0), (v, got)


def test_fonts_survive_pygame_quit_and_init() -> None:
    """pygame.quit() kills every Font: the cached ones are dropped, never reused dead."""
    import pygame

    from drawpoker.ui import text as ui_text
    from drawpoker.ui import theme

    pygame.init()
    ui_text.render_text("Pot 60", 17, theme.WHITE)
    ui_text.font(23)
    pygame.quit()
    pygame.init()
    try:
        assert ui_text.render_text("Two pair, queens and jacks", 17, theme.WHITE).get_width() > 0
        assert ui_text.font(23).size("Pot")[0] > 0
    finally:
        pygame.quit()


def test_wrap_never_starts_a_line_with_a_percent_sign_or_a_dash() -> None:
    from drawpoker.ui import text as ui_text

    pygame.init()
    text = "Ada: Calling 370 into 1,205: 42 % to win, 23 % needed — a close call"
    px = 14
    f = ui_text.font(px)
    for width in range(f.size("Calling 370")[0], f.size(text)[0] + 1, 7):
        lines = ui_text.wrap_text(text, px, width)
        assert " ".join(lines) == text, width  # nothing lost or added
        for line in lines[1:]:
            assert not line.startswith(("%", "\u2014")), (width, lines)
        for line in lines:
            assert f.size(line)[0] <= width or " " not in line, (width, line)
