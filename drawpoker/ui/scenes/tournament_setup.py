"""Tournament set-up (route ``"tournament"``, *Tournament* on the title screen): a
sit-and-go of any game the table set-up offers (docs/rules.md §6).

Rows: the game, wild cards, opening, betting structure and level 1's forced bets
(antes, blinds or both); the starting chips, the buy-in, the schedule (turbo, regular,
slow or custom; levels by hands or minutes; a custom length and rise); the players and
each opponent's personality and level. Beside the panel the prize table for the field
and the schedule's levels are shown before sitting down. A tournament in progress is
offered first (continue it, or give it up).
"""

from __future__ import annotations

from typing import Any

import pygame

from drawpoker.i18n import _, format_chips, format_signed_percent, ngettext
from drawpoker.session.config import plain_reason
from drawpoker.session.tournament.results import place_name
from drawpoker.session.tournament.schedule import CUSTOM, LENGTHS, PRESETS, RISES, Level
from drawpoker.session.tournament.setup import (
    BUY_INS,
    STARTING_CHIPS,
    TournamentSetup,
    length_text,
    level_text,
    preset_name,
    rise_text,
)
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows import tournaments as flow
from drawpoker.ui.paint import wood_panel
from drawpoker.ui.rulebook.option_help import option_help
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.theme import CREAM, GOLD, MUTED, SOFT
from drawpoker.ui.widgets.buttons import FancyButton
from drawpoker.ui.widgets.opponent_row import OpponentRow
from drawpoker.ui.widgets.rows import ChoiceRow, Row, Section
from drawpoker.variants import game_choices, structure_choices, wild_choices

#: Level 1's forced bets the set-up offers: (ante, small blind, big blind).
FORCED: tuple[tuple[int, int, int], ...] = (
    (5, 0, 0), (10, 0, 0), (20, 0, 0), (25, 0, 0),
    (0, 5, 10), (0, 10, 20), (0, 25, 50), (1, 5, 10), (2, 10, 20), (5, 25, 50))
#: Levels listed beside the panel.
SHOWN_LEVELS = 12
#: The levels the panel lists before the note on how much they rise, whatever its height.
FIRST_LEVELS = 3


class TournamentSetupScene(MenuScene):
    """The sit-and-go set-up screen (see the module doc)."""

    panel_width = 700
    explains = True  # a plain sentence about the pointed option (rulebook.option_help)

    def __init__(self) -> None:
        super().__init__()
        self.setup = TournamentSetup()
        self.start_button: FancyButton | None = None
        self.valid = True
        self.preview = pygame.Rect(0, 0, 0, 0)
        self._offer = True

    def title(self) -> str:
        return _("Tournament")

    def explanation(self, row: Row) -> str:
        """The pointed option in one plain sentence (docs/rules.md, :mod:`drawpoker.ui.rulebook.option_help`)."""
        return "" if isinstance(row, Section) else option_help(row.label)

    # rows ---------------------------------------------------------------------------
    def _rule(self, key: str, default: Any) -> Any:
        return self.setup.rules.get(key, default)

    def _set_rule(self, key: str, default: Any) -> Any:
        def set_(value: Any) -> None:
            if value == default:
                self.setup.rules.pop(key, None)
            else:
                self.setup.rules[key] = value
            if key == "game" and value != "high":
                self.setup.rules.pop("open_requirement", None)
            if key == "game" and value == "deuce-to-seven":
                self.setup.rules.pop("wild", None)
            self.refresh()

        return set_

    def _forced(self) -> int:
        r = self.setup.rules
        now = (int(r.get("ante", 0)), int(r.get("small_blind", 0)), int(r.get("big_blind", 0)))
        return FORCED.index(now) if now in FORCED else 1

    def _set_forced(self, index: int) -> None:
        ante, sb, bb = FORCED[index]
        r = self.setup.rules
        r.update(ante=ante, small_blind=sb, big_blind=bb)
        if bb:
            r.pop("open_requirement", None)  # jacks or better is played with antes only
        self.refresh()

    def _set(self, name: str) -> Any:
        def set_(value: Any) -> None:
            setattr(self.setup, name, value)
            self.refresh()

        return set_

    def build(self) -> None:
        r, sr, st = self._rule, self._set_rule, self.setup
        opens = [("none", _("Anything opens")), ("jacks-or-better", _("Jacks or better to open"))]
        forced = [(i, level_text(Level(1, a, sb, bb))) for i, (a, sb, bb) in enumerate(FORCED)]
        chips = [(n, format_chips(n)) for n in STARTING_CHIPS]
        buy_ins = [(n, format_chips(n) if n else _("Free")) for n in BUY_INS]
        presets = [(k, preset_name(k)) for k in (*PRESETS, CUSTOM)]
        units = [("hands", _("Hands")), ("minutes", _("Minutes"))]
        lengths = [(n, (ngettext("{count} hand", "{count} hands", n) if st.unit == "hands"
                        else ngettext("{count} minute", "{count} minutes", n)).format(count=n))
                   for n in LENGTHS]
        rises = [(n, format_signed_percent(n)) for n in RISES]
        self.rows = [
            Section(_("Game")),
            ChoiceRow(_("Game"), game_choices(), lambda: r("game", "high"), sr("game", "high")),
            ChoiceRow(_("Wild cards"), wild_choices(), lambda: r("wild", "none"),
                      sr("wild", "none")),
            ChoiceRow(_("Opening"), opens, lambda: r("open_requirement", "none"),
                      sr("open_requirement", "none")),
            ChoiceRow(_("Structure"), structure_choices(), lambda: r("structure", "no-limit"),
                      sr("structure", "no-limit")),
            ChoiceRow(_("Level 1"), forced, self._forced, self._set_forced,
                      hint=_("The forced bets the schedule starts from")),
            Section(_("Tournament")),
            ChoiceRow(_("Starting chips"), chips, lambda: st.starting_chips,
                      self._set("starting_chips")),
            ChoiceRow(_("Buy-in"), buy_ins, lambda: st.buy_in, self._set("buy_in"),
                      hint=_("From your bankroll, into the prize pool")),
            ChoiceRow(_("Schedule"), presets, lambda: st.preset, self._set("preset")),
            ChoiceRow(_("Levels go by"), units, lambda: st.unit, self._set_unit),
            ChoiceRow(_("Level length"), lengths, st.level_length, self._set("length")),
            ChoiceRow(_("Rise per level"), rises, st.level_rise, self._set("rise")),
            Section(_("Players")),
            ChoiceRow(_("Field size"), [(n, str(n)) for n in range(2, 9)], lambda: st.seats,
                      self._set("seats"), hint=_("You and the computer players")),
        ]
        self.opponent_rows = [OpponentRow(i, st, self.refresh) for i in range(7)]
        self.rows += self.opponent_rows
        self.start_button = FancyButton(_("Start tournament"), "primary", action=self.start)
        self.footer.set([self.start_button,
                         FancyButton(_("Your tournaments"), "neutral", action=self.open_stats),
                         FancyButton(_("Back"), "neutral", action=self.back)])
        self._apply()

    def open_stats(self) -> None:
        """The player's tournament statistics and past results."""
        self.app.nav.push("tournament_stats")

    def _set_unit(self, unit: str) -> None:
        self.setup.unit = unit
        self.rebuild()
        self.validate()

    def _apply(self) -> None:
        custom = self.setup.preset == CUSTOM
        game = self.setup.rules.get("game", "high")
        for row in self.rows:
            if row.label in (_("Level length"), _("Rise per level")):
                row.enabled = custom
                row.hint = "" if custom else _("Set by the schedule; choose Custom to change")
            if row.label == _("Rise per level") and custom:
                row.hint = _("About this much a level, rounded to chip amounts")
            if row.label == _("Opening"):
                row.enabled = game == "high" and not self.setup.rules.get("big_blind")
            if row.label == _("Wild cards"):
                row.enabled = game != "deuce-to-seven"
        for i, orow in enumerate(self.opponent_rows):  # in place, greyed when not seated
            orow.enabled = i < self.setup.seats - 1

    def refresh(self) -> None:
        """Re-check the set-up after a change."""
        had = self.focused_item()
        self._apply()
        self.resize(self.size)
        items = self.focusables()
        if had in items:
            self.focus = items.index(had)
        self.validate()

    def changed(self, row: Any) -> None:
        if not isinstance(row, OpponentRow):
            self.validate()

    def validate(self) -> bool:
        """Check the set-up; say why and disable *Start tournament* if it cannot start."""
        problem = ""
        try:
            self.setup.schedule()
        except ValueError as exc:
            problem = plain_reason(exc)
        if not problem:
            profile = self.app.profile_if_open
            bankroll = profile.bankroll if profile is not None else None
            if bankroll is not None and bankroll < self.setup.buy_in:
                problem = _("Your bankroll ({bankroll}) does not cover the buy-in of "
                            "{buy_in}.").format(bankroll=format_chips(bankroll),
                                                buy_in=format_chips(self.setup.buy_in))
        self.valid = not problem
        if problem:
            self.say(problem, error=True)
        else:
            self.say(ngettext("{count} player, everyone on {chips} chips.",
                              "{count} players, everyone on {chips} chips.",
                              self.setup.seats).format(
                count=self.setup.seats, chips=format_chips(self.setup.starting_chips)))
        if self.start_button is not None:
            self.start_button.enabled = self.valid
        return self.valid

    # flow ---------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.validate()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._offer and self.app.stack.top is self:
            self._offer = False
            self._offer_resume()

    def _offer_resume(self) -> None:
        resumed = flow.saved(self.app)
        if resumed is None:
            self.validate()  # a save called off gave its buy-in back
            return
        t = resumed.tournament
        in_play = resumed.hand is not None or t.table.in_redeal_chain
        hero = t.finish_of(flow.HERO)
        done = t.hands_dealt - (1 if in_play else 0)  # hands played to their end
        mine = int(resumed.before["stacks"][flow.HERO]) if in_play else t.stacks[flow.HERO]
        where = (ngettext("Level {level}, after {count} hand.", "Level {level}, after {count} "
                          "hands.", done).format(level=t.level.number, count=done))
        state = (_("You are out in {place} place.").format(place=place_name(hero.place))
                 if hero is not None else ngettext(
                     "You have {chips} chip, {left} of {field} players are left.",
                     "You have {chips} chips, {left} of {field} players are left.", mine).format(
            chips=format_chips(mine), left=len(t.alive()), field=t.field))
        message = where + " " + state
        if in_play:
            message += " " + _("You left in the middle of hand {hand}: it goes on exactly "
                               "where it was.").format(hand=t.table.hand_no)
        self.app.nav.push(
            "notice", heading=flow.in_progress_heading(t.setup), message=message,
            choices=[(_("Continue"), "primary", lambda: flow.resume(self.app, resumed)),
                     (_("Give it up"), "fold", lambda: self._confirm_give_up(t.buy_in))],
            default=0)

    def _confirm_give_up(self, buy_in: int) -> None:
        """Giving up loses the tournament's ``buy_in`` (chips): asked first; keeping it
        goes back to the offer to continue."""
        message = (_("Your buy-in of {chips} is lost.").format(chips=format_chips(buy_in))
                   if buy_in > 0 else "")
        self.app.nav.push(
            "notice", heading=_("Give up the tournament?"), message=message,
            choices=[(_("Give it up"), "fold", self._give_up),
                     (_("Keep it"), "neutral", self._offer_resume)],
            default=1, cancel=1, kind="warning")

    def _give_up(self) -> None:
        flow.abandon(self.app)
        self.validate()

    def start(self) -> None:
        """Pay the buy-in and sit down at the tournament."""
        if not self.validate():
            return
        problem = flow.start(self.app, self.setup)
        if problem:
            self.say(problem, error=True)

    # the preview beside the panel ------------------------------------------------------
    def layout_extra(self) -> None:
        sw, _sh = self.size
        s = self.s
        gap = round(20 * s)
        side = round(min(400 * s, sw * 0.3))
        width = min(self.panel.width, sw - side - gap - round(48 * s))
        self.panel.width = width
        self.panel.x = (sw - width - side - gap) // 2
        self.preview = pygame.Rect(self.panel.right + gap, self.panel.y, side, self.panel.height)

    def draw_outside(self, surface: pygame.Surface) -> None:
        box = self.preview
        if box.width < 60:
            return
        s = self.s
        wood_panel(surface, box, s)
        px = self.px
        x, right = box.x + round(16 * s), box.right - round(16 * s)
        y = box.y + round(14 * s)
        line = ui_text.grown(px * 1.35)
        try:
            schedule = self.setup.schedule()
            prizes = self.setup.prizes()
        except ValueError:
            return
        ui_text.draw_text(surface, _("Prizes"), (x, y), px, GOLD, anchor="topleft", bold=True)
        ui_text.draw_text(surface, _("Pool {chips}").format(chips=format_chips(
            self.setup.prize_pool)), (right, y), round(px * 0.85), SOFT, anchor="topright")
        y += line
        for place, prize in enumerate(prizes, start=1):
            if prize <= 0:
                break
            ui_text.draw_text(surface, place_name(place), (x, y), px, CREAM, anchor="topleft")
            ui_text.draw_text(surface, format_chips(prize), (right, y), px, CREAM,
                              anchor="topright", bold=True)
            y += line
        y += round(10 * s)
        heads, hpx = ui_text.fit_or_wrap(_("Levels, {length}").format(
            length=length_text(schedule)), px, right - x, bold=True)
        for head in heads:  # wrapped at a larger text, never shrunk under its size
            ui_text.draw_text(surface, head, (x, y), hpx, GOLD, anchor="topleft", bold=True,
                              max_width=right - x)
            y += line
        small = round(px * 0.9)
        note_px = round(px * 0.8)
        note_step = ui_text.grown(px * 0.8 * 1.3)
        listed = schedule.levels[:SHOWN_LEVELS]  # the note tells how much they really rise
        note = ui_text.wrap_text(rise_text(listed, self.setup.level_rise()), note_px, right - x)
        first = min(len(listed), FIRST_LEVELS + 1)  # the first levels and "and N more"
        bottom = box.bottom - round(12 * s)
        if bottom - y - len(note) * note_step - round(4 * s) < first * ui_text.grown(small * 1.4):
            note = []  # the levels come first: the note gives way where both do not fit
        for text in note:
            ui_text.draw_text(surface, text, (x, y), note_px, SOFT, anchor="topleft")
            y += note_step
        y += round(4 * s)
        _levels_list(surface, listed,
                     pygame.Rect(x, y, right - x, box.bottom - round(12 * s) - y), small, s)


def _levels_list(surface: pygame.Surface, levels: Any, area: pygame.Rect, px: int,
                 s: float) -> None:
    """The schedule's ``levels`` in ``area`` (pixels) at ``px``: one column, else two
    where their texts fit half of it; what does not fit is counted on the last line ("and
    5 more levels") rather than dropped unsaid (a larger text shows fewer, at its size)."""
    size = px
    step = ui_text.grown(size * 1.4)
    rows = max(1, area.height // step)
    half = area.width // 2 - round(30 * s)
    cols = 1 if rows >= len(levels) else 2 if all(
        ui_text.text_width(level_text(lv), size) <= half for lv in levels) else 1
    shown = list(levels) if rows * cols >= len(levels) else list(levels)[:(rows - 1) * cols]
    width = area.width // cols
    for k, lv in enumerate(shown):
        down = rows if len(shown) == len(levels) else max(1, rows - 1)
        x, y = area.x + (k // down) * width, area.y + (k % down) * step
        ui_text.draw_text(surface, str(lv.number), (x + round(18 * s), y), size, MUTED,
                          anchor="topright")
        ui_text.draw_text(surface, level_text(lv), (x + round(30 * s), y), size, CREAM,
                          anchor="topleft", max_width=width - round(30 * s))
    if len(shown) < len(levels):
        more = len(levels) - len(shown)  # across the last row, under every column
        ui_text.draw_text(surface, ngettext("and {count} more level", "and {count} more levels",
                                            more).format(count=more),
                          (area.x + round(30 * s), area.y + (rows - 1) * step), size, MUTED,
                          anchor="topleft", max_width=area.width - round(30 * s))
