"""The career's map (route ``"career"``): the road of card rooms across the felt, each a
chip medallion (locked, open or finished) with its name and progress under it, and the
chosen room in a panel: its house rule in plain words, its regulars, the bankroll it
asks, the hands played at its table towards its final, its final and the best finish.

*Sit at the table* (Enter) sits down at the room's cash table, *Enter the final* (F) at
its sit-and-go final (``flows.career``), asked first with its buy-in and prizes; either is disabled, the reason shown, while the
room's rule refuses it (``career.road``). A final left half-played is *Final in progress*
on the road: *Resume the final* (F) sits down at it again, *Give up the final* asks first
(its buy-in is lost); while a tournament is in progress no other final can be entered,
the reason naming where it is. Left/Right, Home/End or 1-8 choose a room, as a
click on its medallion does; Esc goes back; the wheel over the panel, Page Up and Page
Down (the pad's LB and RB) scroll it where its facts are taller than it (a larger text).
Chips are the profile's bankroll (docs/career.md).

Args:
    room: the room chosen at first (default: the first room not finished yet).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from drawpoker.career import ROOMS, RoomStanding, RoomState, road
from drawpoker.i18n import _, format_chips, format_number
from drawpoker.persistence.career import RoomRecord
from drawpoker.session import seating
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows.career import enter_final, final_offer, sit_at_room
from drawpoker.ui.flows.tournaments import abandon, busy_text, in_progress
from drawpoker.ui.input import Click, Intent, Key, Motion
from drawpoker.ui.layout import scale_of
from drawpoker.ui.scene import Scene
from drawpoker.ui.services import Services
from drawpoker.ui.text import draw_heading
from drawpoker.ui.theme import CREAM, GOLD, SOFT
from drawpoker.ui.toast import control_rects
from drawpoker.ui.widgets.box_scroll import BoxScroll
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton, place_in_a_row
from drawpoker.ui.widgets.road_panel import draw_room_panel, room_panel_view
from drawpoker.ui.widgets.road_view import (
    ROOM_COLOURS,
    draw_stop,
    plate_span,
    road_backdrop,
    stop_centres,
    stop_name_px,
)

_DIGITS = {getattr(pygame, f"K_{i + 1}"): i for i in range(len(ROOMS))}


def status_text(standing: RoomStanding, *, final_playing: bool = False) -> str:
    """The line under a stop: Final in progress (``final_playing``: its final was left
    half-played), Finished, Locked, Final open, or the hands played of those the final
    asks ("Hands 7/15")."""
    if final_playing:
        return _("Final in progress")
    if standing.state is RoomState.FINISHED:
        return _("Finished")
    if standing.state is RoomState.LOCKED:
        return _("Locked")
    if standing.final_ready:
        return _("Final open")
    return _("Hands {n}/{of}").format(
        n=format_number(standing.hands), of=format_number(standing.room.hands_for_final))


class CareerScene(Scene):
    """The road's map (see the module doc)."""

    def __init__(self, room: str | None = None) -> None:
        super().__init__()
        self.wanted = room
        self.standings: list[RoomStanding] = []
        self.bankroll = 0
        #: why the profile could not be read (the rooms are shown, nothing can be played)
        self.problem: str | None = None
        #: the tournament in progress (``flows.tournaments.in_progress``: None, "" for
        #: the Tournament screen's, or the room whose final it is)
        self.playing: str | None = None
        self.selected = 0
        self.hovered: int | None = None
        self.buttons = ButtonSet(claim_clicks=False)
        self.stop_rects: list[pygame.Rect] = []
        self.centres: list[tuple[int, int]] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        #: the panel's facts scrolled where they are taller than it (a larger text)
        self.facts = BoxScroll()
        #: the keys' hints beside the buttons (:meth:`_key_lines`)
        self.keys: list[str] = []
        self.time = 0.0
        self.s = 1.0

    # the road ---------------------------------------------------------------------
    def enter(self) -> None:
        self.read()
        ids = [s.room.id for s in self.standings]
        if self.wanted in ids:
            self.selected = ids.index(self.wanted)
        else:
            self.selected = next((i for i, s in enumerate(self.standings)
                                  if s.state is RoomState.OPEN), 0)
        self.resize(self.app.size)

    def resume(self) -> None:
        """Back from a dialog: read again (the language may have changed)."""
        self.read()
        self.resize(self.app.size)

    def read(self) -> None:
        """Read where the player stands on the road and his bankroll from the profile."""
        try:
            profile = self.app.profile
            self.standings = road(profile)
            self.bankroll = int(profile.bankroll)
            self.playing = in_progress(self.app)
            self.problem = None
        except seating.PROFILE_ERRORS as exc:
            self.standings = [RoomStanding(r, RoomState.OPEN if i == 0 else RoomState.LOCKED,
                                           0, RoomRecord()) for i, r in enumerate(ROOMS)]
            self.problem = _("Your profile cannot be read, so the road cannot be played "
                             "now: {reason}").format(reason=str(exc))

    @property
    def standing(self) -> RoomStanding:
        """The chosen room as the player stands in it."""
        return self.standings[self.selected]

    def choose(self, index: int) -> None:
        """Choose room ``index`` (0-based, kept on the road)."""
        index = max(0, min(len(self.standings) - 1, index))
        if index != self.selected:
            self.selected = index
            self.facts.to_top()
            self.app.play_sound("click")
            self.resize(self.app.size)

    def refusals(self) -> tuple[str | None, str | None]:
        """Why the chosen room's table, and its final, cannot be entered now (None: they
        can)."""
        if self.problem is not None:
            return self.problem, self.problem
        st = self.standing
        if self.playing is None or self.playing == st.room.id:
            final = None if self.playing else st.final_refusal(self.bankroll)
        else:
            final = busy_text(self.playing)
        return st.sit_refusal(self.bankroll), final

    # actions ----------------------------------------------------------------------
    def sit(self) -> None:
        """Sit down at the chosen room's cash table."""
        self._go(sit_at_room)

    def final(self) -> None:
        """Enter the chosen room's final, asked first (its buy-in and prizes named); a
        final in progress is sat down at again at once, a refused one told."""
        r = self.standing.room
        if self.playing == r.id or self.refusals()[1] is not None:
            self._go(enter_final)
            return
        self.app.nav.push(
            "notice", heading=_("Enter the final of {room}?").format(room=_(r.name)),
            message=final_offer(r),
            choices=[(_("Pay {chips} and play").format(chips=format_chips(r.final_buy_in)),
                      "raise", lambda: self._go(enter_final)),
                     (_("Not now"), "neutral", lambda: None)],
            default=0, cancel=1)

    def give_up(self) -> None:
        """Give up the chosen room's final in progress, asked first (its buy-in is lost)."""
        r = self.standing.room
        self.app.nav.push(
            "notice", heading=_("Give up the final of {room}?").format(room=_(r.name)),
            message=_("Your buy-in of {chips} is lost.").format(
                chips=format_chips(r.final_buy_in)),
            choices=[(_("Give it up"), "fold", self._give_up),
                     (_("Keep it"), "neutral", lambda: None)],
            default=1, cancel=1, kind="warning")

    def _give_up(self) -> None:
        abandon(self.app)
        self.read()
        self.resize(self.app.size)

    def _go(self, action: Callable[[Services, str], str | None]) -> None:
        try:
            refusal = action(self.app, self.standing.room.id)
        except seating.PROFILE_ERRORS as exc:
            refusal = str(exc)
        if refusal:
            self.app.show_toast(refusal, error=True)

    def back(self) -> None:
        self.app.stack.pop()

    # layout and input -------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        sw, sh = size
        self.s = s = scale_of(size)
        margin = round(36 * s)
        bh = round(46 * s)
        top = sh - ui_text.grown(bh) - round(16 * s)  # the buttons' box grows with their text
        self.panel = pygame.Rect(margin + round(6 * s), round(392 * s) + (sh - round(720 * s)) // 2,
                                 sw - 2 * margin - round(12 * s), 0)
        if ui_text.text_scale() == 1.0:
            road_box = pygame.Rect(margin, round(146 * s), sw - 2 * margin, round(112 * s))
            self.centres = stop_centres(road_box, len(ROOMS))
        else:
            self.panel.top = self._road_of_larger_text(size, margin)
        self.panel.height = top - round(20 * s) - self.panel.top
        sit_no, final_no = self.refusals()
        sit = FancyButton(_("Sit at the table"), "primary", action=self.sit)
        sit.enabled = sit_no is None
        here = self.problem is None and self.playing == self.standing.room.id
        final = FancyButton(_("Resume the final") if here else _("Enter the final"), "raise",
                            action=self.final)
        final.hotkey, final.enabled = "F", final_no is None
        back = FancyButton(_("Back"), "neutral", action=self.back)
        row = [sit, final, back]
        if here:
            row.insert(2, FancyButton(_("Give up the final"), "fold", action=self.give_up))
        place_in_a_row(row, sw // 2, top, bh, sw - 2 * margin, s)
        self.keys = self._key_lines(row[0].rect.left - round(36 * s))
        need = max(ui_text.text_width(line, self.keys_px) for line in self.keys)
        if need > row[0].rect.left - round(36 * s):  # the buttons make room for the keys
            left = round(48 * s) + need
            place_in_a_row(row, (left + sw - margin) // 2, top, bh, sw - margin - left, s)
        self.buttons.set(row)

    @property
    def keys_px(self) -> int:
        """The size of the keys' hints left of the buttons (pixels at 100 %)."""
        return max(10, round(14 * self.s))

    def _key_lines(self, room: int) -> list[str]:
        """The keys' hints: on one line where it fits ``room`` pixels at
        :attr:`keys_px`, else one key a line (their size kept: the buttons move right to
        give them their width, :meth:`resize`)."""
        keys = _("←/→ or 1-8: choose a room · Enter: sit down · F: the final")
        return [keys] if ui_text.text_width(keys, self.keys_px) <= room else keys.split(" · ")

    def _label_width(self) -> int:
        """A stop's plate width (pixels): the room between two stops; at a larger text the
        plates take turns under and over the road, each twice as wide."""
        s = self.s
        step = self.centres[1][0] - self.centres[0][0] if len(self.centres) > 1 \
            else round(150 * s)
        return round(step) - round(6 * s) if ui_text.text_scale() == 1.0 \
            else 2 * round(step) - round(14 * s)

    def _intro(self, width: int) -> tuple[list[str], int]:
        """The line under the heading in a window ``width`` pixels wide: its lines and
        their size (:func:`ui_text.fit_or_wrap`)."""
        return ui_text.fit_or_wrap(_("Eight card rooms from the kitchen table to the Grand "
                                     "Invitational. Your career chips are your bankroll."),
                                   max(11, round(17 * self.s)), width - round(60 * self.s))

    def _road_of_larger_text(self, size: tuple[int, int], margin: int) -> int:
        """At a larger text: a flatter road placed between the line under the heading and
        the chosen room's panel, every other stop's plate over it; returns the panel's top
        (pixels)."""
        s = self.s
        px = max(11, round(17 * s))
        under_intro = round(98 * s) + ui_text.font(px).get_height() // 2 + round(6 * s) \
            + (len(self._intro(size[0])[0]) - 1) * ui_text.grown(px * 1.3)
        box = pygame.Rect(margin, 0, size[0] - 2 * margin, round(20 * s))
        self.centres = stop_centres(box, len(ROOMS))
        diameter, width = round(66 * s), self._label_width()
        names = tuple(_(st.room.name) for st in self.standings)
        name_px = stop_name_px(names, diameter, width)
        spans = [plate_span(n, diameter=diameter, label_width=width, name_px=name_px,
                            above=i % 2 == 1) for i, n in enumerate(names)]
        down = under_intro - min(y + span[0] for (_x, y), span in zip(self.centres, spans,
                                                                       strict=True))
        self.centres = [(x, y + down) for x, y in self.centres]
        return max(y + span[1] for (_x, y), span in zip(self.centres, spans, strict=True)) \
            + round(14 * s)  # (the panel's wooden rim is drawn outside its Rect)

    def update(self, dt: float) -> None:
        self.time += dt

    def toast_clear(self, size: tuple[int, int]) -> list[pygame.Rect]:  # noqa: D102
        return control_rects(self.buttons)

    def navigate(self, dx: int, dy: int) -> bool:
        """The pad: down goes from the road to the buttons under it, up back to the road;
        on the buttons left and right go along them (on the road they choose a room, as
        the arrow keys do). A then presses the focused button, or sits down from the road."""
        if self.buttons.focus is None:
            return dy > 0 and self.buttons.navigate(dx, dy)
        if dy < 0:
            self.buttons.focus = None
            return True
        return self.buttons.navigate(dx, dy) if dx else False

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Motion):
            self.hovered = next((i for i, r in enumerate(self.stop_rects)
                                 if r.collidepoint(intent.pos)), None)
        if isinstance(intent, Click) and intent.button == 1:
            for i, r in enumerate(self.stop_rects):
                if r.collidepoint(intent.pos):
                    self.choose(i)
                    return True
        if self.buttons.handle(intent, self.app.play_sound) or self.facts.handle(intent):
            return True
        if not isinstance(intent, Key):
            return False
        k = intent.key
        if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
        elif k in (pygame.K_LEFT, pygame.K_a):
            self.choose(self.selected - 1)
        elif k in (pygame.K_RIGHT, pygame.K_d):
            self.choose(self.selected + 1)
        elif k == pygame.K_HOME:
            self.choose(0)
        elif k == pygame.K_END:
            self.choose(len(self.standings) - 1)
        elif k in _DIGITS:
            self.choose(_DIGITS[k])
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.buttons[0].enabled:
                self.app.play_sound("click")
                self.sit()
        elif k == pygame.K_f:
            if self.buttons[1].enabled:
                self.app.play_sound("click")
                self.final()
        else:
            return False
        return True

    # drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        s = self.s
        reached = max((i for i, st in enumerate(self.standings)
                       if st.state is not RoomState.LOCKED), default=0)
        surface.blit(road_backdrop(size, tuple(self.centres),
                                   str(self.app.settings.table_color), s, reached), (0, 0))
        draw_heading(surface, _("The road"), s)
        lines, px = self._intro(size[0])
        for k, line in enumerate(lines):  # wrapped at a larger text, one line at 100 %
            ui_text.draw_text(surface, line, (size[0] / 2, round(98 * s) + k * ui_text.grown(
                px * 1.3)), px, SOFT, max_width=size[0] - round(60 * s))
        ui_text.draw_text(surface, _("Bankroll {chips}").format(
            chips=format_chips(self.bankroll)), (size[0] - round(24 * s), round(24 * s)),
            max(11, round(18 * s)), GOLD, anchor="topright", bold=True)
        self._draw_stops(surface)
        sit_no, final_no = self.refusals()
        self.facts.shown(room_panel_view(self.panel, s), draw_room_panel(
            surface, self.panel, self.standing, self.bankroll, s, sit_refusal=sit_no,
            final_refusal=final_no, scroll=self.facts.scroll,
            final_playing=self.problem is None and self.playing == self.standing.room.id))
        self.buttons.draw(surface)
        lines, px, y = self.keys, self.keys_px, size[1] - round(40 * s)
        if len(lines) > 1:  # one key a line, beside the buttons, centred on their band
            y = (self.buttons[0].rect.top - round(6 * s) + size[1] - round(4 * s)) // 2
        step = ui_text.font(px).get_linesize()
        for k, line in enumerate(lines):
            ui_text.draw_text(surface, line, (round(24 * s), y + (k - (len(lines) - 1) / 2) * step),
                              px, CREAM, anchor="midleft")

    def _draw_stops(self, surface: pygame.Surface) -> None:
        s = self.s
        diameter = round(66 * s)
        width = self._label_width()
        turns = ui_text.text_scale() != 1.0
        glow = 0.5 + 0.5 * math.sin(self.time * 3.0)
        self.stop_rects = []
        name_px = stop_name_px(tuple(_(st.room.name) for st in self.standings), diameter, width)
        for i, (st, centre) in enumerate(zip(self.standings, self.centres, strict=True)):
            self.stop_rects.append(draw_stop(
                surface, centre, colour=ROOM_COLOURS.get(st.room.id, (92, 98, 104)),
                state=st.state.value, number=i + 1, name=_(st.room.name),
                status=status_text(st, final_playing=st.room.id == self.playing),
                diameter=diameter, label_width=width,
                selected=i == self.selected, hovered=i == self.hovered, glow=glow,
                name_px=name_px, above=turns and i % 2 == 1))
