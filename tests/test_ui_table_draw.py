"""What the table draws, read back from the real scene: seat names beside their stacks,
the header, badges on shown cards, the "Hand over" box and the dealer button, the pot,
and the order of shown cards (second new player's findings 1, 7, 8, 9, 13, 21)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from argparse import Namespace  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from drawpoker import i18n  # noqa: E402
from drawpoker.ui.app import App  # noqa: E402

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
LONG = "Zofia the Great Poker Champion"


def table_app(tmp_path: Path, size: tuple[int, int], seats: int,
              rules: dict[str, Any] | None = None) -> App:
    """The real game at a table of ``seats`` players just after Play now (a hand dealt)."""
    from drawpoker.ui.scenes.setup import TableConfig

    i18n.set_language("en")
    app = App(Namespace(size=f"{size[0]}x{size[1]}", data_dir=str(tmp_path), seed=11,
                        language="en"), realtime=False)
    cfg = TableConfig()
    if rules:
        cfg.rules = dict(rules)
    cfg.seats = seats
    app.settings["last_table"] = cfg.to_last_table()
    app.start_scenes()
    for _ in range(3):
        app.step_frame()
    for kind in (pygame.KEYDOWN, pygame.KEYUP):  # Play now
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="",
                                             scancode=0))
    for _ in range(40):
        app.step_frame()
    return app


def spy_text(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Record every ``draw_text`` of the table scene as ``(text, rect)``."""
    from drawpoker.ui.scenes import table as table_mod

    drawn: list[tuple[str, pygame.Rect]] = []
    real = table_mod.w.draw_text

    def spy(surface: pygame.Surface, text: str, *a: Any, **kw: Any) -> pygame.Rect:
        r = real(surface, text, *a, **kw)
        drawn.append((str(text), r))
        return r

    monkeypatch.setattr(table_mod.w, "draw_text", spy)
    return drawn


@pytest.fixture
def cleanup() -> Iterator[list[App]]:
    apps: list[App] = []
    yield apps
    for a in apps:
        a.stack.clear()
    i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 6, 8])
def test_a_long_name_never_runs_into_the_stack(tmp_path: Path, size: tuple[int, int],
                                               seats: int, cleanup: list[App],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Finding 1: "Zofia the Great Poker Champion" was drawn over the player's own chip
    count; at every seat the name is cut with "…" to the room left of/above the stack and
    stays inside its plate."""
    from drawpoker.ui.director import fmt
    from drawpoker.ui.scenes.table import TableScene

    app = table_app(tmp_path, size, seats)
    cleanup.append(app)
    table = app.stack.find(TableScene)
    assert table is not None and table.layout is not None
    table._profile_name = LONG  # the name set in Profile
    for sv in table.visual.seats:
        sv.name = LONG
    drawn = spy_text(monkeypatch)
    table.draw(app.screen)
    names = [(t, r) for t, r in drawn if t.startswith("Zofia")]
    assert len(names) == seats, names
    assert any(t.endswith("…") for t, _r in names)
    for i, sl in table.layout.seats.items():
        plate = sl.plate
        mine = [r for t, r in names if plate.contains(r) or plate.colliderect(r)]
        assert len(mine) == 1, (i, plate, names)
        stack = fmt(table.visual.seats[i].stack)
        stacks = [r for t, r in drawn if t in (stack, "All in", "Out") and plate.colliderect(r)]
        assert stacks, (i, stack)
        assert not mine[0].colliderect(stacks[0]), (i, mine[0], stacks[0])
        assert mine[0].left >= plate.left and mine[0].right <= plate.right, (i, mine[0], plate)


@pytest.mark.parametrize("size", SIZES)
def test_the_header_keeps_one_size_and_shortens_by_words(tmp_path: Path, size: tuple[int, int],
                                                         cleanup: list[App],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Finding 7: at 1280x720 a practice lowball table read "Practice · Pot-limit
    Ace-to-five lowball · jo… · blinds 5/20", and the title changed size with the phase
    label beside it. Now the same title (text and size) in every phase, and from
    1280x720 up a compact form ("A-5 lowball") instead of a word cut with "…"."""
    from drawpoker.ui.scenes import table as table_mod

    app = table_app(tmp_path, size, 6, {"game": "ace-to-five", "structure": "pot-limit",
                                        "wild": "joker", "small_blind": 5, "big_blind": 20,
                                        "ante": 0})
    cleanup.append(app)
    table = app.stack.find(table_mod.TableScene)
    assert table is not None
    real = table.stakes_text
    # as the practice table (history.PracticeTableScene) marks its header
    monkeypatch.setattr(table, "stakes_text", lambda **o: "Practice · " + real(**o))
    drawn = spy_text(monkeypatch)
    seen: set[tuple[str, int]] = set()
    for phase in ("", "Before the draw", "The draw", "After the draw", "Showdown"):
        table.visual.round_name = phase
        drawn.clear()
        table.draw(app.screen)
        titles = [(t, r.height) for t, r in drawn if t.startswith("Practice")]
        assert len(titles) == 1, drawn
        seen.add(titles[0])
        ph = [r for t, r in drawn if phase and t == phase]
        title_rect = next(r for t, r in drawn if t.startswith("Practice"))
        assert not ph or title_rect.right < ph[0].left, (phase, title_rect, ph)
    assert len(seen) == 1, seen
    text = next(iter(seen))[0]
    if size[0] >= 1280:
        assert "…" not in text and "blinds 5/20" in text and "joker wild" in text, text


@pytest.mark.parametrize("size", SIZES)
def test_the_wild_badge_sits_in_the_visible_strip_of_fanned_shown_cards(
        tmp_path: Path, size: tuple[int, int], cleanup: list[App],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Finding 8: the joker's WILD badge in an opponent's shown cards was cut to "WIL" by
    the next card. The gold badge now lies wholly in the part of the card left showing,
    at every seat and place in the hand (the last card shows whole)."""
    from drawpoker.cards import JOKER, parse_cards
    from drawpoker.ui import widgets as w
    from drawpoker.ui.director import CardSprite
    from drawpoker.ui.scenes.table import TableScene

    app = table_app(tmp_path, size, 6, {"game": "ace-to-five", "wild": "joker"})
    cleanup.append(app)
    table = app.stack.find(TableScene)
    assert table is not None and table.layout is not None
    real_rect = pygame.draw.rect
    badges: list[pygame.Rect] = []

    def spy(surface: pygame.Surface, color: Any, rect: Any, width: int = 0,
            *a: Any, **kw: Any) -> pygame.Rect:
        if surface is app.screen and tuple(color)[:3] == tuple(w.GOLD) and width == 0:
            badges.append(pygame.Rect(rect))
        return real_rect(surface, color, rect, width, *a, **kw)

    monkeypatch.setattr(pygame.draw, "rect", spy)
    others = parse_cards("2c 3d 4h 5s")
    for i, sl in table.layout.seats.items():
        if sl.is_hero or not sl.shown:
            continue
        for k in range(5):
            cards = others[:k] + [JOKER] + others[k:]
            table.visual.seats[i].cards = [CardSprite(card=c, face_up=True, src=(0, 0),
                                                      dst=(0, 0), t=1.0) for c in cards]
            badges.clear()
            table.draw(app.screen)
            card = sl.shown[k]
            strip = card.copy()
            if k < 4:
                strip.width = sl.shown[k + 1].left - card.left
            mine = [b for b in badges if b.colliderect(card) and card.contains(b)]
            assert mine, (i, k, card, badges)
            for b in mine:
                assert strip.contains(b), (size, i, k, b, strip)


def test_a_passed_out_pot_stays_on_the_table_until_the_redeal() -> None:
    """Finding 13: "Nobody opened: the pot stays", yet the pot's chips and amount vanished
    from the table until the re-deal. The director keeps the carried pot after the deal."""
    from drawpoker.engine.events import HandEnded, Redeal
    from drawpoker.ui.director import Director, SeatVisual, TableVisual

    visual = TableVisual([SeatVisual(name=n, badge="", stack=490) for n in "ABCDEF"])
    d = Director(visual, 0, describe=lambda cards: "")
    visual.pots = [60]  # the antes, collected
    d._on_Redeal(Redeal("not-opened", 60))
    d._on_HandEnded(HandEnded((490,) * 6, 60))
    assert visual.pots == [60]
    assert visual.hand_over
    d._on_HandEnded(HandEnded((490,) * 6))  # an ordinary end: the pot was won
    assert visual.pots == []
