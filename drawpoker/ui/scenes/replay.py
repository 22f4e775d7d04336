"""A stored hand replayed on the real table, step by step.

:class:`ReplayScene` (route ``"replay"``) shows the hand with the table scene's
drawing and the director's animations. The events come from
``persistence.history.replay`` of the stored document. Step forward (→) plays the next
decision with its animations; step back (←) rebuilds the table instantly up to the
previous decision; |◀ and Home go to the first step, ▶| and End to the last (the hand's
end, rebuilt instantly); Space plays/pauses; Esc closes.
"""

from __future__ import annotations

import dataclasses
import random
import sqlite3
from typing import Any

import pygame

from drawpoker.engine import TableRules
from drawpoker.evaluator import reading_order
from drawpoker.i18n import Text, _
from drawpoker.persistence.history import replay
from drawpoker.persistence.profile import ProfileError
from drawpoker.scenario.run import auto_show
from drawpoker.session.table.deciders import Person
from drawpoker.session.table.session import TableSession
from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.input import Click, Intent, Key, Wheel
from drawpoker.ui.layout import Layout, scale_of
from drawpoker.ui.table.director import Director
from drawpoker.ui.table.lifts import lifts_moving
from drawpoker.ui.table.model import SeatVisual, TableVisual
from drawpoker.ui.table.picture import TablePicture
from drawpoker.ui.table.scene import TableScene
from drawpoker.ui.table.snapshot import TableFrame
from drawpoker.ui.table.texts import ReplayTexts
from drawpoker.ui.theme import CREAM, GOLD, MUTED
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton

#: Engine events that are a player's decision: replay steps stop before each.
DECISIONS: frozenset[str] = frozenset({"PlayerActed", "Discarded", "ShowdownReveal", "Mucked"})


def replay_events(document: dict[str, Any]) -> tuple[list[Any], Any, Any]:
    """Every engine event of the stored hand (showdown hands shown), its last deal and the
    engine table it was replayed at."""
    table, hands, _rng = replay(document)
    auto_show(hands[-1])
    events: list[Any] = []
    for hand in hands:
        events.extend(hand.events)
    return events, hands[-1], table


def step_stops(events: list[Any]) -> list[int]:
    """Positions where replay steps end: before each decision, and at the end."""
    stops = [i for i, ev in enumerate(events) if type(ev).__name__ in DECISIONS and i > 0]
    stops.append(len(events))
    return sorted(set(stops))


class ReplayScene(TableScene):
    """A stored hand replayed on the table, step by step (see module doc).

    Args:
        document: the hand's scenario-format document (``Profile.hand_history``).
        hero_seat: the player's seat in it (drawn at the bottom).
        hand_id: the profile's id of the hand (for export), if any.
        hand_no: the table's number of the first deal (the replay shows the same numbers).
        styles: each seat's personality key (``seat_styles``), shown as the style tags
            beside the names like at the live table; ``""`` for none.
        record / session_no: the stored hand (``HandRecord``) and its sitting's number
            (``hand_list.session_numbers``): the header names the deal as the hand
            history does ("Tournament 2 · level 3 · hand 14").

    Raises:
        drawpoker.persistence.history.JournalError: the document cannot be replayed.
    """

    reads_pad = False
    """The pad means keys here (A plays or pauses, the D-pad steps through the hand)."""

    def __init__(self, document: dict[str, Any], hero_seat: int = 0, *, hand_id: int | None = None,
                 hand_no: int | None = None, styles: list[str] | None = None,
                 record: Any = None, session_no: int | None = None) -> None:
        self.document = document
        self.hand_id = hand_id
        self.record, self.session_no = record, session_no
        self.events, last, self.replay_table = replay_events(document)
        if hand_no is not None:  # number the deals as they were numbered at the table
            first = next((e.hand_no for e in self.events if type(e).__name__ == "HandStarted"), 1)
            self.events = [dataclasses.replace(e, hand_no=e.hand_no - first + hand_no)
                           if type(e).__name__ == "HandStarted" else e for e in self.events]
        self.stops = step_stops(self.events)
        seats = document["seats"]
        rules = TableRules.from_dict(document.get("rules", {}))
        n = len(seats)
        self.styles = list(styles) if styles is not None and len(styles) == n else [""] * n
        opponents = [(s["name"], self.styles[i] or "shark") for i, s in enumerate(seats)
                     if i != hero_seat]
        # a replay never touches the profile's chips
        super().__init__(rules=rules, opponents=opponents, persist=False)
        self.replay_hero = hero_seat
        self.last_deal = last
        self.pos = 0
        self.reveal = False
        self._revealed: list[Any] = []
        self.playing = False
        self.play_timer = 0.0
        self.rbuttons: dict[str, FancyButton] = {}
        #: the bar's buttons worked together (a click off them skips the animation)
        self.bar_buttons = ButtonSet(claim_clicks=False)
        self.texts = ReplayTexts(self, record, session_no)
        self.picture = TablePicture(bar=self._draw_bar)

    # set-up ------------------------------------------------------------------
    def enter(self) -> None:
        # The table scene sets up everything it draws with (its own table is never dealt:
        # new_hand does nothing here); then the replay's table, names and visuals replace it.
        super().enter()
        seats = self.document["seats"]
        self.n = len(seats)
        self.hero = self.replay_hero
        self.names = [s["name"] for s in seats]
        self.badges = list(self.styles)  # the style tags, as at the live table
        self.start_stacks = [int(s["stack"]) for s in seats]
        # the replay's table, watched (nobody decides: the stored actions are shown)
        self.session = TableSession(self.replay_table, [Person(n) for n in self.names],
                                    rng=random.Random(0), ai_rng=random.Random(0))
        self._fresh_visual()
        self.rbuttons = {
            "restart": FancyButton("|\u25c0", "neutral", action=self.restart),
            "back": FancyButton("\u25c0", "neutral", action=lambda: None if self.step_back() else None),
            "play": FancyButton("\u25b6", "primary", action=self.toggle_play),
            "step": FancyButton("\u25b6", "neutral", action=lambda: None if self.step_forward() else None),
            "forward": FancyButton("\u25b6|", "neutral", action=self.to_end),
            "reveal": FancyButton(_("Show all cards"), "neutral", action=self.toggle_reveal),
            "export": FancyButton(_("Export .json"), "neutral", action=self.export_json),
            "again": FancyButton(_("Play this deal again"), "call", action=self.play_again),
            "close": FancyButton(_("Close"), "neutral", action=self.close),
        }
        self.bar_buttons.set(self.rbuttons.values())
        self.resize(self.app.size)
        self.session.hand = self.last_deal
        self.step_forward()

    def _fresh_visual(self, *, quiet: bool = False) -> None:
        self.visual = TableVisual([SeatVisual(name=self.names[i], badge=self.badges[i],
                                              stack=self.start_stacks[i])
                                   for i in range(self.n)])
        sound = (lambda name: None) if quiet else self.app.play_sound
        rules = self.rules  # shown hands laid out as they read, as at the table (finding 21)
        self.director = Director(self.visual, self.hero, speed=lambda: self.app.speed or 1.0,
                                 sound=sound, keep_own=True,
                                 arrange=lambda cards: reading_order(cards, rules.game, rules.wild))

    # stepping ------------------------------------------------------------------
    @property
    def step_index(self) -> int:
        """How many steps have been played (0 = nothing yet)."""
        return sum(1 for s in self.stops if s <= self.pos)

    def step_forward(self) -> bool:  # also a button action (the result is ignored there)
        """Animate the next decision and what follows it automatically; False at the end."""
        if self.director.busy:
            self.director.skip()
        nxt = next((s for s in self.stops if s > self.pos), None)
        if nxt is None:
            self.playing = False
            return False
        self.director.feed(self.events[self.pos:nxt])
        self.pos = nxt
        return True

    def step_back(self) -> bool:
        """Show the table as it was one step earlier (rebuilt instantly); False at the start."""
        prev = [s for s in self.stops if s < self.pos]
        if not prev:
            return False
        target = prev[-1] if len(prev) > 0 else 0
        self.playing = False
        self._seek(target)
        return True

    def _seek(self, target: int) -> None:
        self._fresh_visual(quiet=True)
        self.director.feed(self.events[:target])
        self.director.skip()
        self.director.sound = self.app.play_sound
        self.pos = target

    def restart(self) -> None:
        """Back to the deal."""
        self.playing = False
        self._seek(0)
        self.step_forward()

    def to_end(self) -> None:
        """To the last step: the hand as it ended (rebuilt instantly)."""
        self.playing = False
        self._seek(len(self.events))

    def toggle_play(self) -> None:
        """Play the remaining steps one after another / pause."""
        self.playing = not self.playing
        if self.playing and self.pos >= len(self.events):
            self.restart()
            self.playing = True
        self.play_timer = 0.0

    def known_cards(self) -> dict[tuple[int, int], Any]:
        """``(seat, index) -> card`` of every hand as dealt and drawn so far (the stored
        history knows every card)."""
        known: dict[tuple[int, int], Any] = {}
        for ev in self.events[: self.pos]:
            if type(ev).__name__ in ("CardDealt", "ReplacementDealt") and ev.card is not None:
                known[(ev.seat, ev.index)] = ev.card
        return known

    def toggle_reveal(self) -> None:
        """Show every player's cards face up (or hide them again)."""
        self.reveal = not self.reveal
        self.rbuttons["reveal"].label = _("Hide cards") if self.reveal else _("Show all cards")
        if not self.reveal:
            for sp in self._revealed:
                sp.face_up = False
            self._revealed = []
        self.resize(self.app.size)

    def _apply_reveal(self) -> None:
        if not self.reveal:
            return
        known = self.known_cards()
        for i, sv in enumerate(self.visual.seats):
            if i == self.hero:
                continue
            for k, sp in enumerate(sv.cards):
                if sp is not None and not sp.face_up and (i, k) in known:
                    sp.card = known[(i, k)]
                    sp.face_up = True
                    self._revealed.append(sp)

    def close(self) -> None:
        """Back to the hand list."""
        self.app.stack.pop()

    def export_json(self) -> None:
        """Export the hand (as in the history list)."""
        if self.hand_id is None:
            return
        try:
            path = self.app.profile.export_hand(self.hand_id, self.app.export_dir())
        except (ProfileError, sqlite3.Error, OSError, ValueError) as exc:
            self.visual.banner = _("The hand could not be exported: {reason}").format(reason=str(exc))
            return
        self.visual.add_log(Text(lambda: _("Saved as {path}").format(path=str(path))), "info")
        self.visual.banner = _("Exported")

    def play_again(self) -> None:
        """Sit down and play the same deal."""
        profile = self.app.profile
        setup = None
        if self.hand_id is not None:
            rec = profile.hand(self.hand_id)
            for session in profile.sessions():
                if session.id == rec.session_id:
                    setup = session.seats
        self.app.nav.reset("deal_again", document=self.document, hero_seat=self.hero, setup=setup)

    # table overrides ----------------------------------------------------------
    @property
    def legal(self) -> Any:
        return None

    @property
    def mode(self) -> str:
        return "replay"

    def new_hand(self) -> None:  # a replay never deals
        return

    #: The replay bar's parts are its own: any change draws the whole table.
    retained = False
    redraw_on_input = True

    def wake_in(self) -> float | None:
        """0 while the hand plays or anything moves; None when paused and still."""
        moving = lifts_moving(self.visual, self.hero, self.pick.selected, None)
        return 0.0 if self.playing or self.director.busy or moving else None

    def update(self, dt: float) -> None:
        self.time += dt
        self.director.update(dt)
        self._apply_reveal()
        self._update_lifts(dt)
        if self.playing and not self.director.busy:
            self.play_timer += dt
            if self.play_timer >= 0.5:
                self.play_timer = 0.0
                if not self.step_forward():
                    self.playing = False

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        if not self.rbuttons or self.layout is None:
            return
        bar = self.layout.controls.bar
        s = scale_of(size)
        bh = round(44 * s)
        bpx = max(11, round(bh * 0.36))
        gap = round(10 * s)
        order = ["restart", "back", "play", "step", "forward"]
        x = bar.x + round(16 * s)
        y = bar.bottom - bh - round(14 * s)
        for k in order:
            b = self.rbuttons[k]
            b.rect = pygame.Rect(x, y, round(bh * 1.15), bh)
            x += b.rect.width + gap
        right_keys = ("close", "again", "export", "reveal")
        widths = [self.rbuttons[k].preferred_width(bpx) for k in right_keys]
        room = bar.right - round(16 * s) - (x + gap) - gap * (len(right_keys) - 1)
        if sum(widths) > room:  # a narrow window or long words: squeeze, never overlap
            widths = [max(1, w_ * room // sum(widths)) for w_ in widths]
        right = bar.right - round(16 * s)
        for k, bw in zip(right_keys, widths, strict=True):
            b = self.rbuttons[k]
            b.rect = pygame.Rect(right - bw, y, bw, bh)
            right -= bw + gap

    def handle(self, intent: Intent) -> bool:
        if self.bar_buttons.handle(intent, self.app.play_sound):
            return True
        if isinstance(intent, Click) and intent.button == 1:
            if self.director.busy:
                self.director.skip()
            return True
        if isinstance(intent, Wheel):
            return True
        if isinstance(intent, Key):
            k = intent.key
            if k == pygame.K_ESCAPE:
                self.close()
            elif k == pygame.K_RIGHT:
                self.step_forward()
            elif k == pygame.K_LEFT:
                self.step_back()
            elif k == pygame.K_SPACE:
                self.toggle_play()
            elif k == pygame.K_HOME:
                self.restart()
            elif k == pygame.K_END:
                self.to_end()
            elif k == pygame.K_s:
                self.toggle_reveal()
            return True
        return True

    def _draw_bar(self, surface: pygame.Surface, lay: Layout, _shown: TableFrame) -> None:
        """The replay's bar: its step, its keys, its progress and its buttons."""
        bar = lay.controls.bar
        grad = paint.vertical_gradient(bar.size, (26, 32, 38), (12, 15, 18))
        surface.blit(grad, bar.topleft)
        pygame.draw.line(surface, (70, 80, 76), bar.topleft, bar.topright)
        s = lay.scale
        px = lay.font_px
        self.rbuttons["play"].label = "\u275a\u275a" if self.playing else "\u25b6"
        total = len(self.stops)
        text = _("Replay \u00b7 step {step} of {total}").format(step=self.step_index, total=total)
        left = ui_text.draw_text(surface, text, (bar.x + round(16 * s), bar.y + round(20 * s)), px,
                                 CREAM, anchor="midleft", bold=True)
        hint = _("\u2190 \u2192 step, Home End first or last, Space play or pause, S cards, Esc close")
        ui_text.draw_text(surface, hint, (bar.right - round(16 * s), bar.y + round(20 * s)), round(px * 0.85),
                    MUTED, anchor="midright", shadow=False,
                    max_width=bar.right - round(16 * s) - left.right - round(24 * s))
        # progress track
        track = pygame.Rect(bar.x + round(16 * s), bar.y + round(38 * s), bar.width - round(32 * s),
                            max(4, round(5 * s)))
        pygame.draw.rect(surface, (8, 10, 12), track, border_radius=3)
        done = track.copy()
        done.width = round(track.width * self.step_index / max(1, len(self.stops)))
        pygame.draw.rect(surface, GOLD, done, border_radius=3)
        self.bar_buttons.draw(surface)

