"""The sit-and-go table (route ``"tournament_table"``): a scene composing the playing
table (``ui.table.scene.TableScene``) at the tournament's session
(``session.tournament.sitting.TournamentSession``, docs/rules.md §6).

Each deal comes from :meth:`Tournament.deal` at the level due (announced in the log and
with a toast when it rises); each finished hand is settled (knock-outs told at once
with their place and prize, a level reached or an achievement earned by the hand's
experience queued as toasts) and the tournament kept in the profile; the hand in play is
kept after every action, so a quit or a crash resumes it exactly where it was
(``session.tournament.in_play``, the cash table's rule). The header shows
the level, the stakes and the next level's forced bets with the hands or the time left.
Knocked out (told by the dialog alone, no toast with it), the player chooses *Watch to
the end* (the rest dealt fast, without him: the controls bar says he watches and offers
*Skip to result*, which Enter or the pad's A also does) or *Finish now* (played out
headless in a moment, same engine and seeds); when one player holds every chip the result
is recorded and the results screen opens.
"""

from __future__ import annotations

import functools
import random
from typing import Any

import pygame

from drawpoker.career import room
from drawpoker.career.final import room_of
from drawpoker.i18n import Text, _, format_chips
from drawpoker.session.table.session import HandOutcome, TableSession
from drawpoker.session.tournament.in_play import Resumed
from drawpoker.session.tournament.results import (
    knock_out_text,
    level_up_text,
    next_level_text,
    next_level_when,
    place_name,
    winner_text,
)
from drawpoker.session.tournament.setup import level_text
from drawpoker.session.tournament.sitting import TournamentOutcome, TournamentSession
from drawpoker.session.tournament.state import Finish, Tournament
from drawpoker.ui.flows import tournaments as flow
from drawpoker.ui.flows.coaching import coach_after_hand
from drawpoker.ui.flows.progress import tell_earned
from drawpoker.ui.input import Intent, Key, PadPress
from drawpoker.ui.table.course import TableCourse
from drawpoker.ui.table.host import TableHost
from drawpoker.ui.table.scene import TableScene
from drawpoker.ui.table.sitting import deciders_for
from drawpoker.ui.table.texts import SpokenTable, TableTexts

#: Seconds the last hand stays on the table before the results screen.
RESULTS_AFTER = 2.5
#: Seconds the hand that knocked the player out stays in view, its showdown played out,
#: before the dialog asking him to watch or finish (it covered the showdown at once).
OUT_AFTER = 2.5
#: Animation speed-up while the knocked-out player watches.
WATCH_BOOST = 16.0
#: Seconds each hand's result stays on the table while the knocked-out player watches,
#: before the next hand follows (no *Next hand* countdown).
WATCH_PAUSE = 0.6


class TournamentTableScene(TableHost):
    """A sit-and-go at the table; the player sits at seat 0.

    The scene composes the playing table (:attr:`playing`, shown through
    :class:`~drawpoker.ui.table.host.TableHost`: a
    :class:`~drawpoker.ui.table.scene.TableScene` given the tournament's session and
    course, :class:`~drawpoker.ui.table.course.TableCourse`, and the tournament's texts)
    and adds the tournament's own course: levels told, knock-outs told, watch or finish
    now, the results.

    Args:
        tournament: the tournament (new, or resumed from the profile), between hands.
        resumed: the tournament as read back from the profile (``flows.tournaments.saved``),
            with the hand that was in play, played again up to where it was.

    Attributes:
        playing: the table being played (its session, its parts, its drawing).
        sng: the tournament's session (opened when the table sits down at enter()).
    """

    def __init__(self, tournament: Tournament, resumed: Resumed | None = None) -> None:
        t = tournament
        players = t.players()
        opponents = [(t.names[i], players[i - 1][0]) for i in range(1, t.field)]
        levels = [players[i - 1][1] for i in range(1, t.field)]
        # no sitting out, no rebuys; out of chips is out of the tournament (the hand over)
        super().__init__(TableScene(
            rules=t.table.rules, opponents=opponents, levels=levels, buy_in=t.starting_chips,
            persist=False, cash_sitting=False,
            course=TableCourse(open_session=self._open_session, hand_ended=self._hand_ended,
                               may_deal=self._may_deal, dealt=self._dealt,
                               next_pause=self._next_pause, watch_line=self._watch_line,
                               skip_watching=self.skip_to_result)))
        self.playing.texts = TournamentTexts(self.playing, t)
        self.playing.coached = True  # kept by the tournament, not the table; the coach reviews it
        self.tournament = t
        self.resumed = resumed
        self.sng: TournamentSession | None = None
        #: where the session keeps the tournament (and each hand's experience)
        self.keeping: flow.ProfileKeeping | None = None
        self.watching = False
        self.ending: float | None = None
        #: the player's own knock-out and the seconds before its dialog (None: none due)
        self._out: tuple[Finish, float] | None = None
        self._results: dict[str, Any] | None = None

    # sitting ----------------------------------------------------------------------
    def _open_session(self, ai_rng: random.Random) -> TableSession:
        """The tournament's session (its own table and random sources; no cash-table
        keeper: the tournament is kept in the profile through ``flows.tournaments``)."""
        del ai_rng  # the tournament's own
        table = self.playing
        deciders = deciders_for(table.names, table.opponents, table.levels, level=table.level,
                                demo=False)
        self.keeping = flow.ProfileKeeping(self.app)
        self.sng = TournamentSession(self.tournament, deciders, self.keeping, self.resumed)
        return self.sng

    def _session(self) -> TournamentSession:
        assert self.sng is not None, "the table sits down at enter()"
        return self.sng

    def enter(self) -> None:
        table = self.playing
        self.watching = self.tournament.finish_of(table.hero) is not None
        if self.watching:
            table.deal_boost = WATCH_BOOST
        super().enter()
        if self.resumed is not None and self.resumed.taken:
            self._tell(self.resumed.taken)

    # hands ------------------------------------------------------------------------
    def _may_deal(self) -> bool:
        """A next deal may come: the tournament goes on and its results are not due."""
        return not self.tournament.is_over and self.ending is None and self._out is None

    def _next_pause(self) -> float | None:
        """While the player watches: each hand's result for :data:`WATCH_PAUSE`, then
        the next at once; else the table's own pause (None)."""
        return WATCH_PAUSE if self.watching else None

    def _dealt(self) -> None:
        """After a deal at the level due now: the table plays the level's rules, and a
        level that rose is told."""
        t = self.tournament
        self.playing.rules = t.table.rules
        if self._session().level_rose:
            self.playing.visual.add_log(Text(functools.partial(level_up_text, t.level)), "head")
            if t.level_rose:
                self.app.show_toast(level_up_text(t.level), seconds=4.0)

    def _hand_ended(self, outcome: HandOutcome) -> None:
        """The places taken in the hand told, then a level reached or an achievement
        earned by the hand's experience (queued toasts, as at a cash table); the
        tournament over: its results follow; knocked out: watch or finish now; the
        coach's review of a hand the player played (none while he watches the rest)."""
        t = self.tournament
        taken = outcome.taken if isinstance(outcome, TournamentOutcome) else []
        self._tell(taken)
        for award in self.keeping.take_outcomes() if self.keeping is not None else []:
            tell_earned(self.app, award)
        if t.is_over:
            self.ending = RESULTS_AFTER  # the results open once the coach is closed
        elif t.table.in_redeal_chain:
            return  # one hand until its redeal is played: kept as the hand in play
        else:
            mine = next((f for f in taken if f.seat == self.playing.hero), None)
            if mine is not None:  # the dialog once the hand has been seen (:meth:`update`)
                self._out = (mine, OUT_AFTER)
        if not self.watching:
            coach_after_hand(self.playing)

    def _tell(self, taken: list[Finish]) -> None:
        """Log each place taken, and toast it but the player's own knock-out (its dialog
        says it: the two never show at once, :meth:`_offer_watch`)."""
        table = self.playing
        for f in taken:
            name = table.names[f.seat]
            you = f.seat == table.hero
            if f.place == 1:
                line = winner_text(name, f.prize, you=you)
            else:
                line = knock_out_text(name, f, you=you)
            table.visual.add_log(Text(functools.partial(
                lambda n, fin, y: winner_text(n, fin.prize, you=y) if fin.place == 1
                else knock_out_text(n, fin, you=y), name, f, you)), "head")
            if not (you and f.place > 1 and not self.tournament.is_over):
                self.app.show_toast(line, seconds=5.0)

    def _offer_watch(self, mine: Finish) -> None:
        prize = (_("Your prize: {prize}.").format(prize=format_chips(mine.prize)) if mine.prize
                 else _("No prize this time."))
        self.app.nav.push(
            "notice", heading=_("You are out in {place} place").format(
                place=place_name(mine.place)),
            message=prize + "\n" + _("Watch the rest at high speed, or have it played out "
                                     "in a moment: the final standings are played, never "
                                     "guessed."),
            choices=[(_("Watch to the end"), "neutral", self.watch),
                     (_("Finish now"), "primary", self.finish_now)], default=1, kind="result")

    def _watch_line(self) -> str:
        """The controls bar's line while the player watches ("Watching — you are out in
        3rd place", beside *Skip to result*); "" while he plays."""
        mine = self.tournament.finish_of(self.playing.hero)
        if not self.watching or mine is None:
            return ""
        return _("Watching — you are out in {place} place").format(place=place_name(mine.place))

    def watch(self) -> None:
        """Watch the rest of the tournament, dealt fast without the player; *Skip to
        result* on the controls bar, Enter or the pad's A skip to the result
        (:meth:`skip_to_result`), as a toast says."""
        self.watching = True
        table = self.playing
        table.director.boost = table.deal_boost = WATCH_BOOST
        self.app.show_toast(_("Watching at high speed: press Enter to skip to the result."),
                            seconds=6.0)

    def handle(self, intent: Intent) -> bool:
        """While the player watches the rest, Enter (or the pad's A) skips to the result
        (:meth:`skip_to_result`, as the bar's *Skip to result* does); else the table's own
        keys."""
        skip = (isinstance(intent, Key) and intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                or isinstance(intent, PadPress) and intent.button == "a")
        if self.watching and skip:
            self.skip_to_result()
            return True
        return super().handle(intent)

    def skip_to_result(self) -> None:
        """While the player watches: the rest played out at once (:meth:`finish_now`) and
        the results shown; the tournament already over, its results shown now rather than
        after :data:`RESULTS_AFTER`. Nothing while he plays."""
        if not self.watching:
            return
        if self.tournament.is_over:
            self._show_results()
        else:
            self.finish_now()

    def finish_now(self) -> None:
        """Play the rest of the tournament headless at once, then show the results."""
        self._tell(self._session().finish_now(self.playing.hero))
        self._show_results()

    def _show_results(self) -> None:
        if self._results is None:
            self._results = flow.record(self.app, self.tournament, self.playing.hero)
        self.ending = None
        self.app.nav.reset("tournament_results", result=self._results)

    def leave(self) -> None:
        """Leave for the title (a career room's final: for the road, that room chosen,
        where it is resumed): a hand in progress is played out without the player (check
        when he can, else fold) and the tournament kept to resume; knocked out, the rest
        is played out at once and the results shown."""
        hero = self.playing.hero
        if self.tournament.finish_of(hero) is not None:
            self.finish_now()
        elif self._session().leave(hero):
            self._show_results()
        else:
            self.app.nav.reset("title")
            room_id = room_of(self.tournament.setup)
            if room_id is not None:
                self.app.nav.push("career", room=room_id)

    def update(self, dt: float) -> None:
        """The playing table's frame (dealing on at the watcher's pace while the player
        watches, :meth:`_next_pause`); the knock-out's dialog :data:`OUT_AFTER` seconds
        after the hand's showdown has played out; the results when due."""
        self.playing.update(dt)
        if self._out is not None and not self.playing.director.busy \
                and self.app.stack.top is self:
            mine, left = self._out
            self._out = (mine, left - dt)
            if left - dt <= 0:
                self._out = None
                self._offer_watch(mine)
        if self.ending is not None:
            self.ending -= dt
            if self.ending <= 0 and self.app.stack.top is self:
                self._show_results()


class TournamentTexts(TableTexts):
    """What the sit-and-go table says: the level in the header, no bankroll, an out
    seat's finishing place (docs/rules.md §6)."""

    def __init__(self, table: SpokenTable, tournament: Tournament) -> None:
        super().__init__(table)
        self.tournament = tournament

    def seat_out(self, i: int) -> str | None:
        """A knocked-out seat's plate shows its finishing place from the moment the hand
        that knocked it out is settled ("Out · 5th"; players knocked out in one hand
        with equal stacks share the first of their places, "Out · 5th, shared",
        docs/rules.md §6)."""
        f = self.tournament.finish_of(i)
        if f is not None and f.place > 1:
            shared = sum(g.place == f.place for g in self.tournament.finishes) > 1
            text = _("Out · {place}, shared") if shared else _("Out · {place}")
            return text.format(place=place_name(f.place))
        return super().seat_out(i)

    def bankroll(self) -> str:
        """None: at a sit-and-go the player's tournament stack is what counts, and the
        bankroll paid the buy-in before the first deal (the title shows it)."""
        return ""

    def stakes(self, *, compact: int = 0) -> str:
        """The header: the level, the game and stakes, the next level's forced bets and
        the hands or time to it (a career room's final: "The Kitchen Table final" first,
        "Final" where the room's name does not fit, dropped only at ``compact`` 4); shorter
        at ``compact`` 1 (the level's forced bets for the game and stakes), 2 (only when
        the next level starts) and 3..4 (the level and its forced bets alone: like the cash
        table's header, the forced bets are the last thing dropped)."""
        plain = self._stakes(compact)
        room_id = room_of(self.tournament.setup)
        if room_id is None or compact >= 4:
            return plain
        if compact >= 1:
            return _("Final · {stakes}").format(stakes=plain)
        return _("{room} final · {stakes}").format(room=_(room(room_id).name), stakes=plain)

    def _stakes(self, compact: int) -> str:
        t = self.tournament
        level = _("Level {number}").format(number=t.level.number)
        stakes = super().stakes() if compact == 0 else level_text(t.level)
        if t.next_level is None or compact >= 3:  # short: the level and its bets first
            return _("{level} · {stakes}").format(level=level, stakes=stakes)
        nxt = (next_level_text(t) if compact < 2
               else _("next level {when}").format(when=next_level_when(t)))
        return _("{level} · {stakes} · {next}").format(level=level, stakes=stakes, next=nxt)
