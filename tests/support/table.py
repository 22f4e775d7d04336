"""Table drivers on top of the harness: betting turns, folding, playing a hand out, drawn texts."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker.engine import Action, ActionType, PlayerActed, TableRules
from drawpoker.session.defaults import DEFAULT_BUY_IN
from drawpoker.ui.app import App
from drawpoker.ui.scenes.dialog import NoticeScene
from tests.support.harness import Harness
from tests.support.screens import frames


class Preferring:
    """A scripted computer player: plays the first of ``kinds`` that is legal (else folds)
    and draws by throwing away its first ``discard`` cards."""

    def __init__(self, *kinds: ActionType, discard: int = 0) -> None:
        self.kinds = kinds
        self.discard = discard

    def decide(self, view: Any, rng: Any) -> Action:
        la = view.legal
        kind = next((k for k in self.kinds if k in la.kinds), ActionType.FOLD)
        return Action(la.seat, kind)

    def choose_discards(self, view: Any, rng: Any) -> Action:
        return Action(view.seat, ActionType.DRAW, discard=tuple(view.own_cards[:self.discard]))


def play_out_checking(h: Harness) -> str:
    """Check/call to the end of the hand; returns the final mode."""
    for _ in range(40):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode in ("over", "busted"):
            return mode
        h.answer(mode)
    raise AssertionError("the hand never ended")


def fold_until_over(h: Harness) -> str:
    """Give the hand up: F at each bet, Enter (stand pat) at the draw, M (muck) at the
    showdown, until it is over; returns the final mode ("over" or "busted")."""
    for _ in range(20):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode in ("over", "busted"):
            return mode
        h.key({"bet": pygame.K_f, "draw": pygame.K_RETURN, "show": pygame.K_m}[mode])
    raise AssertionError("the hand never ended")


def check_until_over(h: Harness) -> None:
    """Press C (check or call) at each of the player's bets until the hand is over, at most
    ten times (the other seats play by their policies)."""
    for _ in range(10):
        if h.wait_mode("bet", "over") == "over":
            return
        h.key(pygame.K_c, "c")


def fold(h: Harness) -> None:
    """F; when checking is free the question is answered with its Fold button."""
    h.key(pygame.K_f, "f")
    top = h.app.stack.top
    if isinstance(top, NoticeScene):
        fold = [b for b in top.buttons if b.label == "Fold"][0]
        h.click(fold.rect.center)


def texts_drawn_now(h: Harness | App, monkeypatch: pytest.MonkeyPatch,
                 fn: str = "draw_text") -> list[str]:
    """Texts drawn with ``drawpoker.ui.text.<fn>`` when the scenes of ``h`` (a harness or
    its App) are drawn once more."""
    from drawpoker.ui import text as ui_text

    got: list[str] = []
    real = getattr(ui_text, fn)

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        got.append(str(args[1] if fn == "draw_text" else args[0]))
        return real(*args, **kwargs)

    app = h.app if isinstance(h, Harness) else h
    monkeypatch.setattr(ui_text, fn, spy)
    app.stack.draw(app.screen)
    monkeypatch.setattr(ui_text, fn, real)
    return got


BUY_IN = DEFAULT_BUY_IN  # TableScene() sits down at the default table


def hero_acts(table) -> list[PlayerActed]:  # type: ignore[no-untyped-def]
    """The PlayerActed events of the player's own seat in the table's current hand."""
    return [e for e in table.hand.events if isinstance(e, PlayerActed) and e.seat == table.hero]


def drawn_texts(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string the next frames draw through ``drawpoker.ui.text.draw_text`` (the
    first of them drawn whole: a frame draws only what changed)."""
    from drawpoker.ui import text as ui_text

    seen: list[str] = []
    real = ui_text.draw_text

    def spy(surface: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        seen.append(str(text))
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(ui_text, "draw_text", spy)
    app.repaint_all()
    frames(app, 2)
    monkeypatch.setattr(ui_text, "draw_text", real)
    return seen


def next_hand_with_stacks(h: Harness, t, stacks: dict[int, int]) -> None:  # type: ignore[no-untyped-def]
    """Play the current hand out (check/call), set the seats' chips between hands and
    press Enter for the next deal."""
    for _ in range(40):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode in ("over", "busted"):
            break
        h.answer(mode)
    for seat, chips in stacks.items():
        t.table.seats[seat].stack = chips
    h.key(pygame.K_RETURN, "\r")


def bet_turn(h: Harness, t):  # type: ignore[no-untyped-def]
    """Run to the player's next betting turn (None if the hand ends first)."""
    mode = h.wait_mode("bet", "over", "busted", "draw", "show")
    while mode in ("draw", "show"):
        h.answer(mode)
        mode = h.wait_mode("bet", "over", "busted", "draw", "show")
    if mode != "bet":
        return None
    h.frames(1)  # the controls are laid out by a drawn frame
    return t.legal


def five_chip_call(h: Harness):  # type: ignore[no-untyped-def]
    """Sit heads-up at no-limit 10/20 against a rock and deal until the player, with 15
    chips, faces the big blind with 5 chips behind: ``(table scene, legal actions)`` at
    that turn, the call being all in.

    Raises:
        Failed (pytest.fail): six hands without that turn.
    """
    rules = TableRules.from_dict({"structure": "no-limit", "small_blind": 10, "big_blind": 20})
    t = h.sit_down(persist=False, rules=rules, opponents=[("Ada", "rock")], buy_in=400)
    for _ in range(6):
        next_hand_with_stacks(h, t, {t.hero: 15, 1: 400})
        la = bet_turn(h, t)
        if la is not None and ActionType.CALL in la.kinds:
            return t, la
    pytest.fail("the player never faced the big blind with 5 chips")


def pills_drawn(h: Harness, monkeypatch: pytest.MonkeyPatch, color: tuple[int, int, int]
                ) -> list[pygame.Rect]:
    """The Rects filled in ``color`` (RGB) when the scenes are drawn once: the pills and
    tags of that colour."""
    got: list[pygame.Rect] = []
    real = pygame.draw.rect

    def spy(surface: Any, c: Any, rect: Any, *a: Any, **kw: Any) -> Any:
        if tuple(c)[:3] == color:
            got.append(pygame.Rect(rect))
        return real(surface, c, rect, *a, **kw)

    monkeypatch.setattr(pygame.draw, "rect", spy)
    h.app.stack.draw(h.app.screen)
    monkeypatch.setattr(pygame.draw, "rect", real)
    return got


def leave_after_a_hand(h: Harness) -> Any:
    """Open the profile as the title does, sit down, play one hand by the keys (check or
    call, stand pat, show) until it is awarded, leave the table: the sitting summary
    scene it shows."""
    from drawpoker.persistence import progress as store
    from drawpoker.ui.scenes.sitting_summary import SittingSummaryScene

    h.app.start_scenes()
    h.frames(2)
    h.app.stack.clear()
    t = h.sit_down()
    h.frames(2)
    for _ in range(40):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if store.awards(h.app.profile):
            break
        h.answer(mode)
    t.leave()
    h.frames(1)
    top = h.app.stack.top
    assert isinstance(top, SittingSummaryScene)
    return top
