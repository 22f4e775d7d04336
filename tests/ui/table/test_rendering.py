"""What the table draws, read back from the real scene: seat names beside their stacks, the header, badges on shown cards, the "Hand over" box and the dealer button, the pot, and the order of shown cards."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui.app import App
from tests.support.harness import app_after_play_now

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
LONG = "Zofia the Great Poker Champion"


def table_app(tmp_path: Path, size: tuple[int, int], seats: int,
              rules: dict[str, Any] | None = None) -> App:
    """The real game at a table of ``seats`` players just after Play now (a hand dealt)."""
    from drawpoker.session.config import TableConfig

    cfg = TableConfig()
    if rules:
        cfg.rules = dict(rules)
    cfg.seats = seats
    return app_after_play_now(tmp_path, f"{size[0]}x{size[1]}", last_table=cfg.to_last_table())


def spy_text(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Record every ``draw_text`` of the table scene as ``(text, rect)``."""
    from drawpoker.ui import text as ui_text

    drawn: list[tuple[str, pygame.Rect]] = []
    real = ui_text.draw_text

    def spy(surface: pygame.Surface, text: str, *a: Any, **kw: Any) -> pygame.Rect:
        r = real(surface, text, *a, **kw)
        drawn.append((str(text), r))
        return r

    monkeypatch.setattr(ui_text, "draw_text", spy)
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
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.reported("new-player-2#1")
def test_a_long_name_never_runs_into_the_stack(tmp_path: Path, size: tuple[int, int],
                                               seats: int, percent: int, cleanup: list[App],
                                               monkeypatch: pytest.MonkeyPatch,
                                               request: pytest.FixtureRequest) -> None:
    """"Zofia the Great Poker Champion" was drawn over the player's own chip
    count; at every seat and text size the name is cut with "…" to the room left
    of/above the stack and stays inside its plate."""
    from drawpoker.i18n import format_chips as fmt
    from drawpoker.ui import text as ui_text
    from drawpoker.ui.table.scene import TableScene

    app = table_app(tmp_path, size, seats)
    cleanup.append(app)
    app.change_settings(text_size=percent)
    request.addfinalizer(lambda: ui_text.set_text_scale(1.0))
    table = app.stack.find(TableScene)
    assert table is not None and table.layout is not None
    table.seat.profile_name = LONG  # the name set in Profile
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
@pytest.mark.reported("new-player-2#7")
def test_the_header_keeps_one_size_and_shortens_by_words(tmp_path: Path, size: tuple[int, int],
                                                         cleanup: list[App],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """At 1280x720 a practice lowball table read "Practice · Pot-limit
    Ace-to-five lowball · jo… · blinds 5/20", and the title changed size with the phase
    label beside it. Now the same title (text and size) in every phase, and from
    1280x720 up a compact form ("A-5 lowball") instead of a word cut with "…"."""
    from drawpoker.ui.table import scene as table_mod

    app = table_app(tmp_path, size, 6, {"game": "ace-to-five", "structure": "pot-limit",
                                        "wild": "joker", "small_blind": 5, "big_blind": 20,
                                        "ante": 0})
    cleanup.append(app)
    table = app.stack.find(table_mod.TableScene)
    assert table is not None
    real = table.texts.stakes
    # as the practice table (history.PracticeTableScene) marks its header
    monkeypatch.setattr(table.texts, "stakes", lambda **o: "Practice · " + real(**o))
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
@pytest.mark.reported("new-player-2#8")
def test_the_wild_badge_sits_in_the_visible_strip_of_fanned_shown_cards(
        tmp_path: Path, size: tuple[int, int], cleanup: list[App],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The joker's WILD badge in an opponent's shown cards was cut to "WIL" by
    the next card. The gold badge now lies wholly in the part of the card left showing,
    at every seat and place in the hand (the last card shows whole)."""
    from drawpoker.cards import JOKER, parse_cards
    from drawpoker.ui import theme
    from drawpoker.ui.table.model import CardSprite
    from drawpoker.ui.table.scene import TableScene

    app = table_app(tmp_path, size, 6, {"game": "ace-to-five", "wild": "joker"})
    cleanup.append(app)
    table = app.stack.find(TableScene)
    assert table is not None and table.layout is not None
    real_rect = pygame.draw.rect
    badges: list[pygame.Rect] = []

    def spy(surface: pygame.Surface, color: Any, rect: Any, width: int = 0,
            *a: Any, **kw: Any) -> pygame.Rect:
        if surface is app.screen and tuple(color)[:3] == tuple(theme.GOLD) and width == 0:
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


@pytest.mark.reported("new-player-2#13")
def test_a_passed_out_pot_stays_on_the_table_until_the_redeal() -> None:
    """"Nobody opened: the pot stays", yet the pot's chips and amount vanished
    from the table until the re-deal. The director keeps the carried pot after the deal."""
    from drawpoker.engine.events import HandEnded, Redeal
    from drawpoker.ui.table.director import Director
    from drawpoker.ui.table.model import SeatVisual, TableVisual

    visual = TableVisual([SeatVisual(name=n, badge="", stack=490) for n in "ABCDEF"])
    d = Director(visual, 0, describe=lambda cards: "")
    visual.pots = [60]  # the antes, collected
    d._on_Redeal(Redeal("not-opened", 60))
    d._on_HandEnded(HandEnded((490,) * 6, 60))
    assert visual.pots == [60]
    assert visual.hand_over
    d._on_HandEnded(HandEnded((490,) * 6))  # an ordinary end: the pot was won
    assert visual.pots == []


@pytest.mark.parametrize(("game", "wild", "dealt", "laid_out"), [
    ("high", "none", "Ac 5d 2h As Kc", "Ac As Kc 5d 2h"),  # the report's split pair
    ("high", "none", "7h 8c Qs 8d 7c", "8c 8d 7h 7c Qs"),
    ("high", "none", "9s Kd 9h Kc Ks", "Kd Kc Ks 9s 9h"),
    ("high", "none", "3c Ah 5d 2s 4h", "5d 4h 3c 2s Ah"),  # the wheel reads from the five
    ("high", "joker", "Kd 5c Jk Ks 2h", "Kd Ks Jk 5c 2h"),  # the joker beside its kings
    ("high", "deuces", "2c 9h 9s 4d Qc", "9h 9s 2c Qc 4d"),
    ("ace-to-five", "none", "2c 7d 4h Ac 5s", "7d 5s 4h 2c Ac"),  # from the top card down
    ("ace-to-five", "joker", "7d Jk 4h Ac 5s", "7d 5s 4h Jk Ac"),  # the joker is the deuce
    ("deuce-to-seven", "none", "2c 7d 4h 3c 5s", "7d 5s 4h 3c 2c"),
    ("deuce-to-seven", "none", "Kc 9d 9h 3c 5s", "9d 9h Kc 5s 3c"),
])
@pytest.mark.reported("new-player-2#21")
def test_shown_hands_are_laid_out_as_they_read(game: str, wild: str, dealt: str,
                                                laid_out: str) -> None:
    """Dmitri showed "A 5 2 A K" (pair split) while Boris's "7 7 8 8 Q" was
    grouped. Every seat's shown cards are laid out in the hand's reading order, lowball
    from the top card down."""
    from drawpoker.cards import parse_cards
    from drawpoker.engine.events import ShowdownReveal
    from drawpoker.evaluator import reading_order
    from drawpoker.ui.table.director import Director
    from drawpoker.ui.table.model import SeatVisual, TableVisual

    cards = tuple(parse_cards(dealt))
    assert reading_order(cards, game, wild) == tuple(parse_cards(laid_out))
    visual = TableVisual([SeatVisual(name=n, badge="", stack=490) for n in "AB"])
    d = Director(visual, 0, arrange=lambda c: reading_order(c, game, wild))
    for seat in (0, 1):  # the player's own seat and an opponent's alike
        anim, _wait = d._on_ShowdownReveal(ShowdownReveal(seat, cards, "x"))
        assert anim is not None
        anim.finish()  # the cards turned over
        sprites = visual.seats[seat].cards
        assert tuple(sp.card for sp in sprites) == tuple(parse_cards(laid_out))


@pytest.mark.reported("new-player-2#21")
def test_the_table_lays_out_every_seats_shown_hand_in_reading_order(
        tmp_path: Path, cleanup: list[App]) -> None:
    """At the real table: an opponent's and the player's shown "A 5 2 A K"
    are laid out "A A K 5 2" (pair together), not as dealt."""
    from drawpoker.cards import parse_cards
    from drawpoker.engine.events import ShowdownReveal
    from drawpoker.ui.table.scene import TableScene

    app = table_app(tmp_path, (1280, 720), 4)
    cleanup.append(app)
    table = app.stack.find(TableScene)
    assert table is not None
    for seat in (1, table.hero):
        anim, _wait = table.director._on_ShowdownReveal(
            ShowdownReveal(seat, tuple(parse_cards("Ac 5d 2h As Kc")), "x"))
        assert anim is not None
        anim.finish()
        shown = [sp.card for sp in table.visual.seats[seat].cards]
        assert shown == parse_cards("Ac As Kc 5d 2h"), (seat, shown)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", range(2, 9))
@pytest.mark.reported("new-player-2#9")
def test_the_dealer_button_never_lies_on_cards_lifted_or_not(size: tuple[int, int],
                                                             n: int) -> None:
    """When the player won uncontested the dealer button lay on his lifted
    8♦. No seat's button covers any seat's cards, resting or lifted as winners."""
    from drawpoker.ui.layout import button_rect, compute_layout

    for log_open in (True, False):
        lay = compute_layout(size, n, hero=0, log_open=log_open)
        cards = []
        for sl in lay.seats.values():
            for r in (*sl.cards, *sl.shown):
                cards.append(r.union(r.move(0, -round(r.height * 0.18))))
        for i, sl in lay.seats.items():
            b = button_rect(sl.button, lay.scale)
            assert b.collidelist(cards) == -1, (size, n, log_open, i, b)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.reported("new-player-2#9")
def test_the_hand_over_box_covers_no_hand_name_and_no_dealer_button(
        tmp_path: Path, size: tuple[int, int], cleanup: list[App],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The "Hand over" box hid the end of Ada's "Two pair, jacks and sixes,
    ace kicker" and covered the dealer button. Whichever seat shows a hand and whichever
    has the button, the box drawn covers neither."""
    from drawpoker.ui import paint
    from drawpoker.ui.layout import button_rect
    from drawpoker.ui.table.scene import TableScene
    from drawpoker.ui.table.text_fit import hand_label

    app = table_app(tmp_path, size, 6)
    cleanup.append(app)
    table = app.stack.find(TableScene)
    assert table is not None and table.layout is not None
    lay = table.layout
    panels: list[pygame.Rect] = []
    real_panel = paint.panel

    def spy(surface: pygame.Surface, rect: pygame.Rect, *a: Any, **kw: Any) -> Any:
        panels.append(pygame.Rect(rect))
        return real_panel(surface, rect, *a, **kw)

    monkeypatch.setattr(paint, "panel", spy)
    monkeypatch.setattr(TableScene, "mode", property(lambda self: "over"))  # hand over
    drawn = spy_text(monkeypatch)
    v = table.visual
    v.hand_over = True
    v.summary = ["Clara wins the main pot (648) with three of a kind, kings",
                 "Clara wins the side pot (468) with three of a kind, kings"]
    v.pots = []
    for sv in v.seats:
        sv.bet = 0
    label = "Two pair, jacks and sixes, ace kicker"
    for shown in lay.seats:
        for sv in v.seats:
            sv.hand_name = ""
        v.seats[shown].hand_name = label
        _img, hr = hand_label(lay, shown, label, hero=shown == table.hero)
        for button in lay.seats:
            v.button = button
            panels.clear()
            drawn.clear()
            table.draw(app.screen)
            title = [r for t, r in drawn if t == "Hand over"]
            assert title, "no Hand over box drawn"
            box = min((p for p in panels if p.contains(title[0])), key=lambda p: p.width)
            assert not box.colliderect(hr), (size, shown, button, box, hr)
            b = button_rect(lay.seats[button].button, lay.scale)
            assert not box.colliderect(b), (size, shown, button, box, b)


@pytest.mark.reported("new-player-evening-2#9")
@pytest.mark.parametrize("size", [(88, 123), (66, 92), (46, 64)])
def test_the_wild_badge_leaves_a_deuces_pips_whole(size: tuple[int, int]) -> None:
    """The WILD badge sat over a deuce's upper pip: on a whole deuce it lies in the
    empty middle of its face, and every pixel of the card's face outside the badge is
    drawn as the card itself draws it (its pips and indices whole); the joker keeps it
    between its corner indices where the word fits there."""
    from drawpoker.cards import parse_cards
    from drawpoker.ui.sprites.cards import card_surface, deck_for
    from drawpoker.ui.sprites.wild_badge import draw_wild_badge

    pygame.init()
    for card in parse_cards("2c 2d 2h 2s Jk"):
        face = card_surface(card, size, back="blue", deck=deck_for(False))
        shown = pygame.Surface(size, pygame.SRCALPHA)
        shown.blit(face, (0, 0))
        rect = shown.get_rect()
        pills: list[pygame.Rect] = []
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(pygame.draw, "rect", _pill_spy(pills))
            draw_wild_badge(shown, "WILD", rect, rank=card.rank)
        badge = pills[-1]
        if card.rank == 2:
            assert abs(badge.centery - rect.centery) <= 2, (card, badge)
            inner = rect.inflate(-6, -6)
            for x in range(inner.left, inner.right):
                for y in range(inner.top, inner.bottom):
                    if not badge.inflate(2, 2).collidepoint(x, y):
                        assert shown.get_at((x, y)) == face.get_at((x, y)), (card, x, y)
        elif size[0] >= 66:  # where the word fits between the corner indices
            assert badge.top <= rect.top + 4, (card, badge)


def _pill_spy(pills: list[pygame.Rect]) -> Any:
    """``pygame.draw.rect`` that notes each filled Rect (a badge's pill; an outline has a
    width) in ``pills``."""
    real = pygame.draw.rect

    def spy(surface: pygame.Surface, color: object, r: object, width: int = 0,
            **kw: object) -> pygame.Rect:
        if width == 0:
            pills.append(pygame.Rect(r))  # type: ignore[arg-type]
        return real(surface, color, r, width, **kw)  # type: ignore[arg-type]

    return spy
