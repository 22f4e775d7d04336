"""Starting, resuming and ending a sit-and-go from the screens (docs/rules.md §6).

Shared by the tournament set-up (*Start tournament*, the resume offer) and the
tournament table (its end): the buy-in is taken from the bankroll and the state kept in
the profile (``persistence.tournaments``) before the first deal, again after every hand
and, with the hand in play, after every action (``session.tournament.in_play``: a quit or
a crash resumes the hand exactly where it was, as at a cash table); the result is
recorded and the prize paid when one player holds every chip.

Experience: each recorded hand of the player is awarded from the coach's verdicts in the
transaction that records it (``session.table.experience.award_writer``, context
``tournament``: the cash table's rule), the awards waiting in ``ProfileKeeping`` for the
table to tell; the result's transaction finishes the sitting
(``progress.award.finish_sitting``) and the result document keeps its decisions and
experience (``"xp"``, ``flows.progress.sitting_data``) for the results screen.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from drawpoker.career import final_finished, link_table, room
from drawpoker.career.final import room_of
from drawpoker.engine import Hand, HandStarted
from drawpoker.i18n import _, format_chips
from drawpoker.persistence import tournaments as book
from drawpoker.persistence.notices import Notice, NoticeKind
from drawpoker.persistence.profile import ProfileError
from drawpoker.progress.award import Outcome, award_tournament, finish_sitting
from drawpoker.session import seating
from drawpoker.session.table.experience import award_writer
from drawpoker.session.tournament import in_play
from drawpoker.session.tournament.results import result_document
from drawpoker.session.tournament.setup import TournamentSetup
from drawpoker.session.tournament.state import Tournament
from drawpoker.ui.flows.notices import tell_notice
from drawpoker.ui.flows.progress import final_data, sitting_data, tell_earned, tell_outcome
from drawpoker.ui.services import Services

#: The player's seat in every tournament the screens start.
HERO = 0


def new_tournament(app: Services, setup: TournamentSetup) -> Tournament:
    """The tournament ``setup`` describes, seeded from ``--seed`` (else from the operating
    system's secure random source), the player at seat 0, the button on a seat drawn from
    the seed.

    Raises:
        ValueError: an invalid set-up.
    """
    seed = tournament_seed(app)
    names = [_("You")] + [name for name, _p, _l in setup.players()]
    button = random.Random(seed).randrange(len(names))
    data = setup.to_dict()
    data["players"] = [[str(p), str(lv)] for _n, p, lv in setup.players()]
    return Tournament(setup.base_rules(), setup.schedule(), names, setup.starting_chips,
                      setup.buy_in, seed=seed, button=button, setup=data)


def tournament_seed(app: Services) -> int:
    """A new tournament's seed: ``--seed``, else 63 bits from the operating system's
    secure source, so no deal of the tournament can be foretold from its first ones
    (docs/fairness.md)."""
    seed = getattr(app, "seed", None)
    return int(seed) if seed is not None else random.SystemRandom().getrandbits(63)


def start(app: Services, setup: TournamentSetup) -> str | None:
    """Pay the buy-in, keep the tournament ``setup`` describes and sit down at it (every
    screen replaced).

    Returns:
        None, or why it could not start (a plain sentence; nothing changed).
    """
    try:
        t = new_tournament(app, setup)
    except ValueError as exc:
        return str(exc)
    return sit_in(app, t)


def sit_in(app: Services, t: Tournament) -> str | None:
    """Pay ``t``'s buy-in from the bankroll, keep it as the open tournament and sit down at
    it (every screen replaced); a career room's final is one (``career.final``).

    Returns:
        None, or why it could not start (a plain sentence; nothing changed).
    """
    profile = _profile(app)
    if profile is not None:
        try:
            if profile.bankroll < t.buy_in:
                return _("Your bankroll ({bankroll}) does not cover the buy-in of {buy_in}."
                         ).format(bankroll=format_chips(profile.bankroll),
                                  buy_in=format_chips(t.buy_in))
            book.start_tournament(profile, t.to_dict(), t.buy_in)
        except book.TournamentInProgress:
            return busy_text(in_progress(app))
        except ProfileError as exc:
            return str(exc)
        except book.DB_ERRORS as exc:
            print(f"drawpoker: the tournament is not saved: {exc!r}", file=sys.stderr)
    app.nav.reset("tournament_table", tournament=t)
    return None


#: :func:`in_progress` of a tournament started on the Tournament screen
SCREEN = ""


def in_progress(app: Services) -> str | None:
    """Which tournament is in progress: None (none, or no profile), :data:`SCREEN` for
    one of the Tournament screen (or a save that cannot be read: that screen calls it
    off), or the id of the career room whose final it is (``career.final.room_of``)."""
    profile = _profile(app)
    if profile is None:
        return None
    try:
        data = book.open_tournament(profile)
    except ValueError:
        return SCREEN
    except book.DB_ERRORS as exc:
        print(f"drawpoker: the open tournament cannot be read: {exc}", file=sys.stderr)
        return None
    if data is None:
        return None
    setup = data.get("setup")
    room_id = room_of(setup) if isinstance(setup, dict) else None
    return SCREEN if room_id is None else room_id


def busy_text(where: str | None) -> str:
    """Why no other tournament can start while the one ``where`` (:func:`in_progress`) is
    in progress: a sentence naming where to resume it or give it up."""
    if where:
        return _("The final of {room} is still in progress: resume it or give it up on "
                 "the road first.").format(room=_(room(where).name))
    return _("A tournament from the Tournament screen is still in progress: continue it "
             "or give it up there first.")


def in_progress_heading(setup: Mapping[str, Any]) -> str:
    """The heading of the offer to continue the tournament in progress whose set-up data
    is ``setup`` (``Tournament.setup``): a career room's final is named by its room."""
    room_id = room_of(setup)
    if room_id is None:
        return _("A tournament is in progress")
    return _("The final of {room} is in progress").format(room=_(room(room_id).name))


def saved(app: Services) -> in_play.Resumed | None:
    """The tournament in progress kept in the profile, its hand in play dealt and played
    again (``in_play.resume``), or None: none, or unreadable: then it is called off
    (``persistence.tournaments.void_tournament``: kept aside, the buy-in refunded) and
    the player told in the window."""
    profile = _profile(app)
    if profile is None:
        return None
    try:
        data = book.open_tournament(profile)
        return None if data is None else in_play.resume(data)
    except ValueError as exc:
        _void(app, str(exc))
    except book.DB_ERRORS as exc:
        print(f"drawpoker: the open tournament cannot be read: {exc}", file=sys.stderr)
    return None


def _void(app: Services, reason: str) -> None:
    """Call off the open tournament that could not be read (``reason``) and tell the
    player where it was kept and what came back to his bankroll."""
    profile = _profile(app)
    if profile is None:
        return
    print(f"drawpoker: the saved tournament could not be read: {reason}", file=sys.stderr)
    try:
        refund, kept = book.void_tournament(profile, reason)
    except book.DB_ERRORS as exc:  # kept as it is: told again next time
        print(f"drawpoker: the saved tournament could not be set aside: {exc}",
              file=sys.stderr)
        app.nav.push("notice", heading=_("The saved tournament could not be read"),
                     message=_("It could not be set aside either, so it is left as it is "
                               "and you will be asked again next time. Reason: {reason}"
                               ).format(reason=str(exc)), kind="error", cancel=0)
        return
    path = Path(profile.path or "")
    tell_notice(app, Notice(NoticeKind.TOURNAMENT_VOID, "profile", path, kept_aside=kept,
                            detail=reason, chips=refund))


def resume(app: Services, resumed: in_play.Resumed) -> None:
    """Sit down again at the tournament in progress (every screen replaced), in the hand
    that was in play if there was one; a hand that could not be played again was voided:
    the tournament is kept as it is now and the player told (the cash table's notice)."""
    t = resumed.tournament
    if resumed.voided is not None:
        _save(app, resumed.before)  # the stacks before it, and a new shuffle
    app.nav.reset("tournament_table", tournament=t, resumed=resumed)
    if resumed.voided is None:
        return
    path = Path(getattr(app.profile_if_open, "path", None) or "")
    tell_notice(app, Notice(NoticeKind.HAND_VOIDED, "profile", path, detail=resumed.voided,
                            chips=t.stacks[HERO]))


def abandon(app: Services) -> None:
    """Give up the tournament in progress (its buy-in stays paid)."""
    profile = _profile(app)
    if profile is None:
        return
    try:
        book.abandon_tournament(profile)
    except book.DB_ERRORS as exc:
        print(f"drawpoker: the open tournament cannot be dropped: {exc!r}", file=sys.stderr)


def keep_hand(app: Services, t: Tournament, deals: Sequence[Hand], hero: int = HERO,
              awards: list[Outcome] | None = None) -> None:
    """Keep a finished hand the player was dealt in in the hand history, named by the
    tournament's sitting (``t.setup["sitting"]``, started with its first hand; a career
    room's final links it to the room, ``career.link_table``) and the level it was dealt
    at, with the seed of its own shuffle (so "play this deal again" deals its cards), with its experience from the coach's verdicts in the same
    transaction (appended to ``awards``; None: not awarded); a failure is one line on
    stderr (play goes on)."""
    profile = app.profile_if_open
    start = deals[0].events[0] if deals and deals[0].events else None
    if profile is None or not isinstance(start, HandStarted) or hero not in start.dealt_in:
        return
    hook = None
    if awards is not None:
        into = awards

        def hook(document: Mapping[str, Any]) -> Callable[[int], None] | None:
            return award_writer(profile, document, str(t.names[hero]), "tournament", into)
    shuffle = deals[0].shuffle  # the hand's own seed shuffled it, not the tournament's
    seed = shuffle.seed if shuffle is not None else 0
    try:
        sitting, _hand_id = book.record_tournament_hand(
            profile, t.setup.get("sitting"), names=t.names, hero_seat=hero, deals=deals,
            seed=seed, level=t.level.number, award=hook)
    except (*book.DB_ERRORS, ValueError) as exc:
        print(f"drawpoker: the tournament hand is not recorded: {exc!r}", file=sys.stderr)
        return
    room_id = room_of(t.setup)
    if room_id is not None and t.setup.get("sitting") != sitting:
        try:  # a final's sitting is named by its room (its hands count for no final)
            link_table(profile, sitting, room_id)
        except book.DB_ERRORS as exc:
            print(f"drawpoker: the final's hands are not named by the room: {exc!r}",
                  file=sys.stderr)
    t.setup["sitting"] = sitting


def keep(app: Services, t: Tournament) -> dict[str, Any]:
    """Save the tournament between hands (a failure is one line on stderr: play goes on);
    returns the state kept (``t.to_dict()``), which :func:`keep_in_play` adds the next
    hand to."""
    state = t.to_dict()
    _save(app, state)
    return state


def keep_in_play(app: Services, before: dict[str, Any], t: Tournament,
                 deals: Sequence[Hand]) -> None:
    """Save the tournament with its hand in play (``deals``, as played so far) added to
    ``before``, the state kept before the hand (``in_play.journal``)."""
    _save(app, in_play.journal(before, t, deals))


class ProfileKeeping:
    """Where a sit-and-go's session keeps the tournament (``TournamentKeeping``): the
    profile of ``app``, through :func:`keep`, :func:`keep_in_play` and :func:`keep_hand`;
    each hand's award waits in ``outcomes`` for the table to tell (:meth:`take_outcomes`)."""

    def __init__(self, app: Services) -> None:
        self.app = app
        #: the experience of each hand recorded since the table last took them
        self.outcomes: list[Outcome] = []

    def take_outcomes(self) -> list[Outcome]:
        """The awards of the hands recorded since the last call (oldest first)."""
        taken, self.outcomes = self.outcomes, []
        return taken

    def keep(self, tournament: Tournament) -> dict[str, Any]:
        """Keep the tournament between hands (:func:`keep`)."""
        return keep(self.app, tournament)

    def keep_in_play(self, before: dict[str, Any], tournament: Tournament,
                     deals: Sequence[Hand]) -> None:
        """Keep it with its hand in play (:func:`keep_in_play`)."""
        keep_in_play(self.app, before, tournament, deals)

    def keep_hand(self, tournament: Tournament, deals: Sequence[Hand]) -> None:
        """Put a finished hand in the hand history with its experience (:func:`keep_hand`)."""
        keep_hand(self.app, tournament, deals, awards=self.outcomes)


def _save(app: Services, state: dict[str, Any]) -> None:
    profile = app.profile_if_open
    if profile is None:
        return
    try:
        book.save_tournament(profile, state)
    except book.DB_ERRORS as exc:
        print(f"drawpoker: the tournament is not saved: {exc!r}", file=sys.stderr)


def record(app: Services, t: Tournament, hero: int = HERO) -> dict[str, Any]:
    """Record the finished tournament, pay the player's prize, count it towards the
    achievements (``progress.award.award_tournament``), finish its sitting (its decisions
    and experience kept in the document's ``"xp"``, ``flows.progress.sitting_data``) and,
    for a career room's final, the road (``career.final_finished``), all in the same
    transaction; returns the result document
    (``session.tournament.results.result_document``)."""
    doc = result_document(t, hero)
    finish = t.finish_of(hero)
    profile = app.profile_if_open
    if profile is not None and finish is not None:
        try:
            with profile.transaction():  # the result and the progress it earns, together
                outcome = award_tournament(profile, won=finish.place == 1)
                sitting = t.setup.get("sitting")
                ended = (None if not isinstance(sitting, int)
                         else finish_sitting(profile, sitting, "tournament"))
                if ended is not None:
                    doc["xp"] = sitting_data(ended)
                room_id = room_of(t.setup)
                if room_id is not None:  # a career room's final: kept for the road too
                    doc["career"] = final_data(final_finished(profile, room_id, finish.place),
                                               outcome)
                book.finish_tournament(profile, field=t.field, buy_in=t.buy_in,
                                       place=finish.place, prize=finish.prize,
                                       hands=t.hands_dealt, levels=t.level_index + 1,
                                       result=doc)
        except book.DB_ERRORS as exc:
            doc.pop("career", None)  # nothing of it was kept
            doc.pop("xp", None)
            print(f"drawpoker: the tournament result is not recorded: {exc!r}", file=sys.stderr)
        else:
            if outcome.unlocks and "career" not in doc:  # a final's are on its results
                tell_outcome(app, outcome)
            if ended is not None:
                tell_earned(app, ended)
    return doc


def _profile(app: Services) -> Any:
    try:
        return app.profile
    except seating.PROFILE_ERRORS as exc:
        print(f"drawpoker: no profile for the tournament: {exc!r}", file=sys.stderr)
        return None
