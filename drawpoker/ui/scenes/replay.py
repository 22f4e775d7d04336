"""A stored hand replayed on the real table, step by step.

:class:`ReplayScene` (route ``"replay"``) shows the hand with the table scene's
drawing and the director's animations. The events come from
``persistence.history.replay`` of the stored document. Step forward (→) plays the next
decision with its animations (▶▶ in the bar); step back (← or ◀◀) rebuilds the table
instantly up to the previous decision; |◀ and Home go to the first step, ▶| and End to
the last (the hand's end, rebuilt instantly); Space or ▶ plays/pauses; Esc closes. A
button the pointer rests on shows its hint.
"""

from __future__ import annotations

import dataclasses
import sqlite3
from typing import Any

import pygame

from drawpoker.engine import TableRules
from drawpoker.i18n import Text, _
from drawpoker.persistence.history import replay
from drawpoker.persistence.profile import ProfileError
from drawpoker.scenario.run import auto_show
from drawpoker.session.table.session import TableSession
from drawpoker.ui.input import Click, Intent, Key, Motion, Wheel
from drawpoker.ui.layout import Layout
from drawpoker.ui.scene import Scene
from drawpoker.ui.table import labels
from drawpoker.ui.table.bet_amount import BetAmount
from drawpoker.ui.table.canvas import TableCanvas, lay_out
from drawpoker.ui.table.control_bar import ControlBar
from drawpoker.ui.table.controls_model import ControlMode, ControlsModel
from drawpoker.ui.table.director import Director
from drawpoker.ui.table.discard_pick import DiscardPick
from drawpoker.ui.table.language import TableLanguage
from drawpoker.ui.table.lifts import lifts_moving, update_lifts
from drawpoker.ui.table.log_panel import LogPanel
from drawpoker.ui.table.model import TableVisual
from drawpoker.ui.table.note import CentreNote
from drawpoker.ui.table.picture import TablePicture
from drawpoker.ui.table.pre_actions import PreActions
from drawpoker.ui.table.replay_bar import ReplayBar
from drawpoker.ui.table.seat import PlayerSeat
from drawpoker.ui.table.sitting import own_profile_name
from drawpoker.ui.table.snapshot import TableFrame
from drawpoker.ui.table.texts import ReplayTexts, TableTexts
from drawpoker.ui.table.tooltips import TableTips
from drawpoker.ui.widgets.buttons import FancyButton
from drawpoker.ui.widgets.tooltip import DELAY

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


class ReplayScene(Scene):
    """A stored hand replayed on the table, step by step (see module doc).

    The scene composes the table's parts it shows (the seats as the director animates
    them, the player's seat, the texts, the log panel, the tooltip, the top bar's
    buttons) and the table's canvas (:class:`~drawpoker.ui.table.canvas.TableCanvas`)
    with its own controls bar; nobody plays: the stored events are fed to the director.

    Args:
        document: the hand's scenario-format document (``Profile.hand_history``).
        hero_seat: the player's seat in it (drawn at the bottom).
        hand_id: the profile's id of the hand (for export), if any.
        hand_no: the table's number of the first deal (the replay shows the same numbers).
        styles: each seat's personality key (``seat_styles``), shown as the style tags
            beside the names like at the live table; ``""`` for none.
        record / session_no: the stored hand (``HandRecord``) and its sitting's number
            or room (``career.sitting_names``): the header names the deal as the hand
            history does ("Tournament 2 · level 3 · hand 14").
        people: a pass-and-play table's hand: every seat, the bottom one too, is named
            by its person, never "You".

    Raises:
        drawpoker.persistence.history.JournalError: the document cannot be replayed.
    """

    #: a replay plays none of the player's chips and nobody decides
    demo = False
    practice = False
    cash_sitting = False
    #: The replay bar's parts are its own: any change draws the whole table.
    retained = False
    reads_pad = False
    """The pad means keys here (A plays or pauses, the D-pad steps through the hand)."""

    def __init__(self, document: dict[str, Any], hero_seat: int = 0, *, hand_id: int | None = None,
                 hand_no: int | None = None, styles: list[str] | None = None,
                 record: Any = None, session_no: int | str | None = None,
                 people: bool = False) -> None:
        super().__init__()
        self.document = document
        self.people = people
        self.hand_id = hand_id
        self.events, last, replay_table = replay_events(document)
        if hand_no is not None:  # number the deals as they were numbered at the table
            first = next((e.hand_no for e in self.events if type(e).__name__ == "HandStarted"), 1)
            self.events = [dataclasses.replace(e, hand_no=e.hand_no - first + hand_no)
                           if type(e).__name__ == "HandStarted" else e for e in self.events]
        self.stops = step_stops(self.events)
        seats = document["seats"]
        self.rules = TableRules.from_dict(document.get("rules", {}))
        self.n = len(seats)
        self.hero = hero_seat
        self.names = [s["name"] for s in seats]
        self.badges = list(styles) if styles is not None and len(styles) == self.n else [""] * self.n
        self.start_stacks = [int(s["stack"]) for s in seats]
        # the replay's table and its last deal, watched: nobody decides, no session plays
        self.replay_table, self.last_deal = replay_table, last
        self.session: TableSession | None = None
        self.time = 0.0
        self.note = CentreNote()  # the centre says nothing here
        self.layout: Layout | None = None
        self.visual = TableVisual.seated(self.names, self.badges, self.start_stacks)
        # the parts the table is drawn with, each owning its state
        self.seat = PlayerSeat(self)
        self.director = self._director(quiet=True)
        self.texts: TableTexts = ReplayTexts(self, record, session_no, pass_and_play=people)
        self.bet = BetAmount()
        self.pick = DiscardPick()
        self.pre = PreActions(session=False)
        self.log_panel = LogPanel()
        self.tips = TableTips()
        self.bar = ControlBar()
        self.controls = ControlsModel(ControlMode.WAIT)
        self.language = TableLanguage(self)
        self.canvas = TableCanvas(self, TablePicture(bar=self._draw_bar),
                                  sync=self.language.sync, resize=self.resize)
        self.pos = 0
        self.reveal = False
        self._revealed: list[Any] = []
        self.playing = False
        self.play_timer = 0.0
        self.replay_bar = ReplayBar()

    # set-up ------------------------------------------------------------------
    def enter(self) -> None:
        self.seat.profile_name = own_profile_name(self.app.profile_if_open)
        if self.people:  # the bottom seat by its person's name too
            self.seat.profile_name = self.names[self.hero]
        self.director = self._director()
        self.replay_bar.build({
            "restart": self.restart, "back": self.step_back, "play": self.toggle_play,
            "step": self.step_forward, "forward": self.to_end, "reveal": self.toggle_reveal,
            "export": self.export_json, "again": self.play_again, "close": self.close})
        self.language.relabel()
        self.resize(self.app.size)
        self.step_forward()

    def _director(self, *, quiet: bool = False) -> Director:
        """A director of the replay's table (``quiet``: no sound while it rebuilds)."""
        sound = (lambda name: None) if quiet else self.app.play_sound
        return Director(self.visual, self.hero, speed=lambda: self.app.speed or 1.0,
                        sound=sound, keep_own=True, say_you=not self.people,
                        own_name=self.seat.profile_name,
                        arrange=labels.reading_arrangement(self.rules))

    def _fresh_visual(self, *, quiet: bool = False) -> None:
        self.visual = TableVisual.seated(self.names, self.badges, self.start_stacks)
        self.director = self._director(quiet=quiet)

    # the table shown (read by its parts) ---------------------------------------
    @property
    def hand(self) -> Any:
        """The stored hand's last deal, as it ended."""
        return self.last_deal

    @property
    def table(self) -> Any:
        """The engine table the hand was replayed at."""
        return self.replay_table

    @property
    def hand_no(self) -> int:
        """Number of the deal replayed."""
        return int(self.replay_table.hand_no)

    @property
    def bankroll(self) -> int:
        """None of the player's chips: 0."""
        return 0

    @property
    def legal(self) -> None:
        """Nobody decides in a replay."""
        return None

    @property
    def mode(self) -> str:
        """The controls show the replay's bar."""
        return ControlMode.REPLAY

    def refresh_controls(self) -> None:
        """The table's words changed: the replay's own bar reads them when drawn."""
        self.canvas.stale()

    # stepping ------------------------------------------------------------------
    @property
    def rbuttons(self) -> dict[str, FancyButton]:
        """The replay bar's buttons by name (``replay_bar.STEP_KEYS``, ``RIGHT_KEYS``)."""
        return self.replay_bar.buttons

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

    # the scene ---------------------------------------------------------------
    def wake_in(self) -> float | None:
        """0 while the hand plays or anything moves; the seconds until a hint shows while
        the pointer rests on a button; None when paused and still."""
        moving = lifts_moving(self.visual, self.hero, self.pick.selected, None)
        if self.playing or self.director.busy or moving:
            return 0.0
        tip = self.tips.tooltip
        if tip.key is not None and not tip.visible:
            return max(0.0, DELAY - tip.rest)
        return None

    def update(self, dt: float) -> None:
        self.canvas.stale()
        self.time += dt
        self.tips.tick(dt)
        self.director.update(dt)
        self._apply_reveal()
        update_lifts(self.visual, self.hero, self.pick.selected, None, dt,
                     reduced=bool(self.app.settings.reduced_motion))
        if self.playing and not self.director.busy:
            self.play_timer += dt
            if self.play_timer >= 0.5:
                self.play_timer = 0.0
                if not self.step_forward():
                    self.playing = False

    def resize(self, size: tuple[int, int]) -> None:
        self.canvas.stale()
        self.layout = lay_out(size, self.n, self.hero, log_open=self.log_panel.open,
                              bar=self.bar, slider=self.bet.slider, pre=self.pre)
        self.replay_bar.place(self.layout, size)

    def handle(self, intent: Intent) -> bool:
        self.canvas.stale()
        if isinstance(intent, Motion):
            self.tips.tooltip.hover(*self.replay_bar.hint_at(intent.pos))
        elif isinstance(intent, Click | Key):
            self.tips.hide()
        if self.replay_bar.handle(intent, self.app.play_sound):
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
        """The replay's bar (:class:`.replay_bar.ReplayBar`) at the step it is at."""
        self.replay_bar.draw(surface, lay, step=self.step_index, total=len(self.stops),
                             playing=self.playing)

    def needs_redraw(self) -> bool:
        return self.canvas.changed()

    def invalidate(self, rect: pygame.Rect | None = None) -> None:
        Scene.invalidate(self, rect)
        self.canvas.forget(rect)

    def redraw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        rects = self.canvas.redraw(surface, whole=not self.retained,
                                   forced=Scene.needs_redraw(self))
        Scene.drawn(self)
        return rects

    def draw(self, surface: pygame.Surface) -> None:
        self.canvas.draw(surface)
