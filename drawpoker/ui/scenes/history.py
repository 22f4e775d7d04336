"""Hand history: the recent hands, a replay on the table, export, and "play this deal again".

* :class:`HistoryScene` — the list of recent hands (newest first) with their
  result; the chosen hand's details on the right (starting cards drawn with the
  card sprites, game, pot, draw, seed). Buttons: *Watch replay*, *Export .json*
  (``Profile.export_hand`` into the exports folder: a scenario file that
  ``drawpoker replay`` plays), *Play this deal again* (a table dealt with the
  hand's seed, so the same cards come again), *Back*.
* :class:`ReplayScene` — the hand replayed on the real table with the animation
  system (the table scene's drawing and the director's animations). The events
  come from ``persistence.history.replay`` of the stored document. Step forward
  (→) plays the next decision with its animations; step back (←) rebuilds the
  table instantly up to the previous decision; Space plays/pauses; Home restarts;
  Esc closes.
* :class:`DealAgainScene` — a table whose first deal uses the stored hand's seed,
  button and stacks (the player in the same place), so the same cards are dealt.
"""

from __future__ import annotations

import inspect
import random
from dataclasses import dataclass
from typing import Any

import pygame

from drawpoker.cards import display_card, parse_card
from drawpoker.i18n import N_, _, ngettext
from drawpoker.ui import userdata
from drawpoker.ui import widgets as w
from drawpoker.ui.input import Click, Intent, Key, Motion, Release, Wheel
from drawpoker.ui.scenes._kit import (
    NEGATIVE,
    POSITIVE,
    SOFT,
    TEXT,
    FancyButton,
    MenuScene,
    Row,
    chips,
    moment,
    scale_of,
    signed_chips,
    text_width,
)

try:  # the table scene is the core engineer's; the replay builds on it
    from drawpoker.ui.scenes.table import TableScene as _TableBase
except Exception:  # pragma: no cover - older table module
    from drawpoker.ui.scene import Scene as _TableBase  # type: ignore[assignment]

#: Engine events that are a player's decision: replay steps stop before each.
DECISIONS: frozenset[str] = frozenset({"PlayerActed", "Discarded", "ShowdownReveal", "Mucked"})

GAMES = {"high": N_("Five Card Draw"), "ace-to-five": N_("Ace-to-five lowball"),
         "deuce-to-seven": N_("Deuce-to-seven lowball")}


def result_line(h: Any) -> str:
    """A hand's result in words ("Won 240 chips at the showdown", "Lost 45 chips")."""
    from drawpoker.persistence.stats import result_text

    return str(result_text(h))


def entry_result(entry: DealEntry) -> str:
    """A deal's result in words: the hand's result for the deal played out, else the redeal."""
    if entry.final:
        return result_line(entry.record)
    return _("Nobody opened: dealt again (hand {number})").format(number=entry.number + 1)


def pretty_cards(text: str) -> str:
    """``"As Td"`` -> ``"A♠ 10♦"`` for a line of text (a token that is not a card is kept)."""
    out = []
    for tok in text.split():
        try:
            out.append(display_card(parse_card(tok)))
        except ValueError:
            out.append(tok)
    return " ".join(out)


@dataclass(frozen=True, slots=True)
class DealEntry:
    """One deal the player saw, as a row of the history list.

    A recorded hand (``HandRecord``) is one chain of deals: a jackpots deal nobody
    opened and its redeal(s) are one record with ``deals`` > 1 (replayed as one
    scenario), but each deal had its own number at the table and is listed.

    Attributes:
        record: the recorded hand the deal belongs to.
        number: the number the table showed for the deal ("Hand #8").
        index: 0-based deal index within the record.
        start_cards: the player's first five cards of this deal (``"As Kd ..."``).
        final: the deal that was played out (the record's result belongs to it).
    """

    record: Any
    number: int
    index: int
    start_cards: str
    final: bool


def deal_entries(profile: Any, records: list[Any]) -> list[DealEntry]:
    """Every deal of ``records`` (newest first, like ``records``), numbered as at the table.

    A record of several deals is expanded with its stored document (the earlier deals'
    starting cards); one that cannot be read lists its last deal only.
    """
    out: list[DealEntry] = []
    for rec in records:
        deals = max(1, int(getattr(rec, "deals", 1) or 1))
        final = DealEntry(rec, rec.hand_no + deals - 1, deals - 1, rec.start_cards, True)
        earlier: list[DealEntry] = []
        if deals > 1:
            try:
                doc = profile.hand_history(rec.id)
                name = doc["seats"][rec.hero_seat]["name"]
                for i, deal in enumerate(doc["deals"][:deals - 1]):
                    hole = " ".join(str(deal.get("hole", {}).get(name, "")).split()[:5])
                    earlier.append(DealEntry(rec, rec.hand_no + i, i, hole, False))
            except Exception:  # noqa: BLE001 - an unreadable document: list what is known
                earlier = []
        out.append(final)
        out.extend(reversed(earlier))
    return out


def deal_title(entry: DealEntry, session_no: int | None) -> str:
    """The heading of a deal: its sitting's number and the table's number for it
    ("Session 3 · hand 1"), so hands of different sittings are told apart."""
    if session_no is None:
        return _("Hand {number}").format(number=entry.number)
    return _("Session {session} \u00b7 hand {number}").format(session=session_no, number=entry.number)


def session_numbers(profile: Any) -> dict[int, int]:
    """Each sitting with recorded hands numbered from the oldest (1) on: ``{session id: n}``."""
    sessions = sorted((sess for sess in profile.sessions() if sess.hands > 0), key=lambda sess: sess.id)
    return {sess.id: k for k, sess in enumerate(sessions, 1)}


class HandRow(Row):
    """One deal in the list: sitting and number, time, starting cards, result."""

    units = 1.6

    def __init__(self, entry: DealEntry, on_focus: Any, session_no: int | None = None) -> None:
        super().__init__(deal_title(entry, session_no))
        self.entry = entry
        self.record = entry.record
        self.on_focus = on_focus

    def control_width(self, px: int) -> int:
        if not self.entry.final:
            return px
        return text_width(signed_chips(self.record.net), px, bold=True) + px

    def activate(self) -> bool:
        self.on_focus(self, open_replay=True)
        return False

    def click(self, pos: tuple[int, int], px: int) -> bool:
        self.on_focus(self, open_replay=False)
        return False

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        r = self.rect
        if focused:
            bg = pygame.Surface(r.size, pygame.SRCALPHA)
            bg.fill((232, 190, 92, 34))
            surface.blit(bg, r.topleft)
            pygame.draw.rect(surface, w.GOLD, (r.x, r.y + 3, 3, r.height - 6))
        elif hovered:
            bg = pygame.Surface(r.size, pygame.SRCALPHA)
            bg.fill((255, 255, 255, 14))
            surface.blit(bg, r.topleft)
        h = self.record
        when = moment(h.played_at)
        top = r.y + r.height * 0.3
        w.draw_text(surface, self.label, (r.x + px, top), px, TEXT, anchor="midleft", bold=True)
        lw = text_width(self.label, px, bold=True)
        net_w = text_width(signed_chips(h.net), px, bold=True) if self.entry.final else 0
        when_x = r.x + px * 1.8 + lw
        room = max(1, round(r.right - px - net_w - px * 0.6 - when_x))  # long ru/sk dates
        w.draw_text(surface, when, (when_x, top), round(px * 0.8), SOFT, anchor="midleft",
                    shadow=False, max_width=room)
        if self.entry.final:
            color = POSITIVE if h.net > 0 else NEGATIVE if h.net < 0 else TEXT
            w.draw_text(surface, signed_chips(h.net), (r.right - px, top), px, color,
                        anchor="midright", bold=True)
        line2 = _("{cards} \u00b7 {result}").format(cards=pretty_cards(self.entry.start_cards),
                                                  result=entry_result(self.entry))
        w.draw_text(surface, line2, (r.x + px, r.y + r.height * 0.72), round(px * 0.82), SOFT,
                    anchor="midleft", shadow=False, max_width=r.width - 2 * px)
        pygame.draw.line(surface, (62, 58, 46), (r.x + px, r.bottom - 1), (r.right - px, r.bottom - 1))


class HistoryScene(MenuScene):
    """Recent hands and what can be done with one (see module doc)."""

    panel_width = 1120
    LIMIT = 200

    def __init__(self) -> None:
        super().__init__()
        self.selected: Any = None
        self.detail = pygame.Rect(0, 0, 0, 0)

    def title(self) -> str:
        return _("Hand history")

    def enter(self) -> None:
        self.profile = userdata.profile_of(self.app)
        self.records = self.profile.hands(limit=self.LIMIT)
        self.entries = deal_entries(self.profile, self.records)
        try:
            self.session_no = session_numbers(self.profile)
        except Exception:  # noqa: BLE001 - an unreadable sitting: plain hand numbers
            self.session_no = {}
        self._stack_before: dict[int, int | None] = {}
        self.selected = self.records[0] if self.records else None
        self.selected_entry: DealEntry | None = self.entries[0] if self.entries else None
        super().enter()
        from drawpoker.ui.scenes.notice import tell_damaged_hands

        tell_damaged_hands(self.app, self.profile)  # damaged hand rows were left out

    def build(self) -> None:
        self.rows = [HandRow(e, self.pick, self.session_no.get(e.record.session_id)) for e in self.entries]
        has = bool(self.records)
        self.watch = FancyButton(_("Watch replay"), "primary", action=self.watch_replay)
        self.export = FancyButton(_("Export .json"), "neutral", action=self.export_json)
        self.again = FancyButton(_("Play this deal again"), "call", action=self.play_again)
        for b in (self.watch, self.export, self.again):
            b.enabled = has
        self.footer = [self.watch, self.export, self.again, FancyButton(_("Back"), "neutral", action=self.back)]

    def layout_extra(self) -> None:
        # list on the left, details on the right
        full = self.panel.copy()
        s = self.s
        detail_w = max(round(full.width * 0.36), round(300 * s))
        self.panel = pygame.Rect(full.x, full.y, full.width - detail_w - round(18 * s), full.height)
        self.detail = pygame.Rect(self.panel.right + round(18 * s), full.y, detail_w, full.height)

    def stack_before(self, record: Any) -> int | None:
        """The player's stack at the table before ``record`` (from its stored document;
        ``None`` if it cannot be read), in chips."""
        if record.id not in self._stack_before:
            try:
                doc = self.profile.hand_history(record.id)
                self._stack_before[record.id] = int(doc["seats"][record.hero_seat]["stack"])
            except Exception:  # noqa: BLE001 - an unreadable document: leave the line out
                self._stack_before[record.id] = None
        return self._stack_before[record.id]

    def pick(self, row: HandRow, *, open_replay: bool) -> None:
        """Select ``row``'s hand (and open its replay on Enter)."""
        self.selected, self.selected_entry = row.record, row.entry
        if open_replay:
            self.watch_replay()

    def move_focus(self, delta: int) -> None:
        super().move_focus(delta)
        item = self.focused_item()
        if isinstance(item, HandRow):
            self.selected, self.selected_entry = item.record, item.entry

    # actions -------------------------------------------------------------------
    def _document(self) -> dict[str, Any] | None:
        if self.selected is None:
            return None
        try:
            return dict(self.profile.hand_history(self.selected.id))
        except Exception as exc:
            self.say(_("This hand cannot be read: {reason}").format(reason=str(exc)), error=True)
            return None

    def watch_replay(self) -> None:
        """Replay the selected hand on the table."""
        doc = self._document()
        if doc is None:
            return
        try:
            scene = ReplayScene(doc, self.selected.hero_seat, hand_id=self.selected.id,
                                hand_no=self.selected.hand_no,
                                styles=seat_styles(self.profile, self.selected, doc))
        except Exception as exc:
            self.say(_("This hand cannot be replayed: {reason}").format(reason=str(exc)), error=True)
            return
        self.app.stack.push(scene)

    def export_json(self) -> None:
        """Export the selected hand as a scenario ``.json`` file."""
        if self.selected is None:
            return
        try:
            path = self.profile.export_hand(self.selected.id, userdata.export_dir(self.app))
        except Exception as exc:
            self.say(_("The hand could not be exported: {reason}").format(reason=str(exc)), error=True)
            return
        self.say(_("Saved as {path}").format(path=str(path)))

    def play_again(self) -> None:
        """Sit down at a table dealt with the selected hand's seed (the same cards)."""
        doc = self._document()
        if doc is None:
            return
        setup = None
        for session in self.profile.sessions():
            if session.id == self.selected.session_id:
                setup = session.seats
        try:
            scene = DealAgainScene.from_document(doc, self.selected.hero_seat, setup)
        except Exception as exc:
            self.say(_("This deal cannot be played again: {reason}").format(reason=str(exc)), error=True)
            return
        self.app.stack.clear()
        self.app.stack.push(scene)

    # drawing -------------------------------------------------------------------
    def draw_outside(self, surface: pygame.Surface) -> None:
        self._draw_detail(surface)

    def draw_extra(self, surface: pygame.Surface) -> None:
        if not self.records:
            v = self.viewport
            w.draw_text(surface, _("No hands played yet."), (v.centerx, v.centery - self.px), round(self.px * 1.2),
                        TEXT, bold=True)
            w.draw_text(surface, _("Every hand you play is kept here."), (v.centerx, v.centery + self.px),
                        round(self.px * 0.9), SOFT, max_width=v.width - 2 * self.px)

    def _draw_detail(self, surface: pygame.Surface) -> None:
        from drawpoker.cards import parse_cards
        from drawpoker.ui import visuals
        from drawpoker.ui.scenes._kit import wood_panel

        d = self.detail
        s = self.s
        wood_panel(surface, d, s)
        h = self.selected
        px = max(13, round(17 * s))
        if h is None:
            return
        entry = self.selected_entry
        if entry is None or entry.record is not h:
            entry = DealEntry(h, h.hand_no + max(1, h.deals) - 1, 0, h.start_cards, True)
        x, y = d.x + px, d.y + px
        w.draw_text(surface, deal_title(entry, self.session_no.get(h.session_id)), (x, y), round(px * 1.3), w.CREAM,
                    anchor="topleft", bold=True, max_width=d.width - 2 * px)
        y += round(px * 2.1)
        w.draw_text(surface, _("Your starting cards"), (x, y), round(px * 0.85), w.GOLD, anchor="topleft",
                    shadow=False)
        y += round(px * 1.5)
        try:
            cards = parse_cards(entry.start_cards)
        except ValueError:
            cards = []
        if cards:
            gap = max(2, px // 4)
            cw = min(round((d.width - 2 * px - 4 * gap) / 5), round(px * 3.6))
            ch = round(cw * 7 / 5)
            four = bool(self.app.settings.get("four_color"))
            for i, c in enumerate(cards):
                img = visuals.card_surface(c, (cw, ch), four_color=four)
                surface.blit(img, (x + i * (cw + gap), y))
            y += ch + px
        color = (POSITIVE if h.net > 0 else NEGATIVE if h.net < 0 else TEXT) if entry.final else TEXT
        w.draw_text(surface, entry_result(entry), (x, y), px, color, anchor="topleft", bold=True,
                    max_width=d.width - 2 * px)
        y += round(px * 1.8)
        if not entry.final:  # an unopened deal: no pot, no draw; the replay shows the chain
            hint = _("The replay plays hands {first} to {last}: the deals until one was opened.").format(
                first=h.hand_no, last=h.hand_no + max(1, h.deals) - 1)
            for line in w.wrap_text(hint, round(px * 0.85), d.width - 2 * px):
                w.draw_text(surface, line, (x, y), round(px * 0.85), SOFT, anchor="topleft", shadow=False)
                y += round(px * 1.3)
            return
        draw = (_("Stood pat") if h.draw_count == 0 else _("Did not draw") if h.draw_count is None
                else ngettext("Drew {n} card", "Drew {n} cards", h.draw_count).format(n=h.draw_count))
        facts = [
            (_("Game"), _(GAMES.get(h.game, h.game))),
            (_("Pot"), chips(h.pot)),
            (_("Draw"), draw),
        ]
        before = self.stack_before(h)
        if before is not None:  # the stack at the table, then every chip (bankroll + stack)
            facts.append((_("Your stack"), _("{before} \u2192 {after}").format(
                before=chips(before), after=chips(before + h.net))))
        facts += [
            (_("All your chips after"), chips(h.total_after)),
            (_("Played"), moment(h.played_at)),
            (_("Seed"), str(h.seed)),
        ]
        for label, value in facts:
            if y > d.bottom - px * 1.5:
                break
            w.draw_text(surface, label, (x, y), round(px * 0.85), SOFT, anchor="topleft", shadow=False)
            w.draw_text(surface, value, (d.right - px, y), round(px * 0.85), TEXT, anchor="topright",
                        shadow=False, max_width=d.width - 2 * px - text_width(label, round(px * 0.85)) - px)
            y += round(px * 1.45)
        if y < d.bottom - px * 3:
            hint = _("Play this deal again deals the same cards at a practice table: your "
                     "bankroll is not used and nothing is recorded.")
            for line in w.wrap_text(hint, round(px * 0.78), d.width - 2 * px):
                w.draw_text(surface, line, (x, y + px * 0.3), round(px * 0.78), SOFT, anchor="topleft",
                            shadow=False)
                y += round(px * 1.15)


# --------------------------------------------------------------------------- replay
def seat_styles(profile: Any, record: Any, document: dict[str, Any]) -> list[str]:
    """Each seat's personality key in a recorded hand (``""`` for the player and unknowns).

    The sitting's seat set-up (``SessionRecord.seats``, e.g. ``{"player": "hard:rock"}``)
    is stored in seat order when the player sits down, so seat ``i`` of the hand's
    document is entry ``i`` of the set-up.
    """
    n = len(document.get("seats", []))
    styles = [""] * n
    try:
        setup = next((s.seats for s in profile.sessions() if s.id == record.session_id), None)
    except Exception:  # noqa: BLE001 - no styles rather than no replay
        setup = None
    if not isinstance(setup, list) or len(setup) != n:
        return styles
    from drawpoker.ai.personalities import PERSONALITIES

    for i, entry in enumerate(setup):
        spec = str(entry.get("player", "")) if isinstance(entry, dict) else ""
        style = spec.partition(":")[2]
        if i != record.hero_seat and style in PERSONALITIES:
            styles[i] = style
    return styles


def replay_events(document: dict[str, Any]) -> tuple[list[Any], Any, Any]:
    """Every engine event of the stored hand (showdown hands shown), its last deal and the
    engine table it was replayed at."""
    from drawpoker.persistence.history import auto_show, replay

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


class ReplayScene(_TableBase):
    """A stored hand replayed on the table, step by step (see module doc).

    Args:
        document: the hand's scenario-format document (``Profile.hand_history``).
        hero_seat: the player's seat in it (drawn at the bottom).
        hand_id: the profile's id of the hand (for export), if any.
        hand_no: the table's number of the first deal (the replay shows the same numbers).
        styles: each seat's personality key (``seat_styles``), shown as the style tags
            beside the names like at the live table; ``""`` for none.

    Raises:
        drawpoker.persistence.history.JournalError: the document cannot be replayed.
    """

    def __init__(self, document: dict[str, Any], hero_seat: int = 0, *, hand_id: int | None = None,
                 hand_no: int | None = None, styles: list[str] | None = None) -> None:
        import dataclasses

        from drawpoker.engine import TableRules

        self.document = document
        self.hand_id = hand_id
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
        extra: dict[str, Any] = {}
        if "persist" in inspect.signature(_TableBase.__init__).parameters:
            extra["persist"] = False  # a replay never touches the profile's chips
        super().__init__(rules=rules, opponents=opponents, **extra)
        self.replay_hero = hero_seat
        self.last_deal = last
        self.pos = 0
        self.reveal = False
        self._revealed: list[Any] = []
        self.playing = False
        self.play_timer = 0.0
        self.rbuttons: dict[str, FancyButton] = {}

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
        self.table = self.replay_table
        self.policies = {}
        self.hero_policy = None
        self._fresh_visual()
        self.rbuttons = {
            "restart": FancyButton("\u23ee", "neutral", action=self.restart),
            "back": FancyButton("\u25c0", "neutral", action=lambda: None if self.step_back() else None),
            "play": FancyButton("\u25b6", "primary", action=self.toggle_play),
            "forward": FancyButton("\u25b6\u2759", "neutral", action=lambda: None if self.step_forward() else None),
            "reveal": FancyButton(_("Show all cards"), "neutral", action=self.toggle_reveal),
            "export": FancyButton(_("Export .json"), "neutral", action=self.export_json),
            "again": FancyButton(_("Play this deal again"), "call", action=self.play_again),
            "close": FancyButton(_("Close"), "neutral", action=self.close),
        }
        self.rbuttons["forward"].label = "\u25b6|"
        self.rbuttons["restart"].label = "|\u25c0"
        self.resize(self.app.size)
        self.hand = self.last_deal
        self.step_forward()

    def _fresh_visual(self, *, quiet: bool = False) -> None:
        from drawpoker.ui.director import Director, SeatVisual, TableVisual, reading_order

        self.visual = TableVisual([SeatVisual(name=self.names[i], badge=self.badges[i],
                                              stack=self.start_stacks[i])
                                   for i in range(self.n)])
        sound = (lambda name: None) if quiet else self.app.play_sound
        rules = self.rules  # shown hands laid out as they read, as at the table (finding 21)
        self.director = Director(self.visual, self.hero, speed=lambda: self.app.speed or 1.0,
                                 sound=sound,
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
        from drawpoker.ui.director import Say

        if self.hand_id is None:
            return
        try:
            path = userdata.profile_of(self.app).export_hand(self.hand_id, userdata.export_dir(self.app))
        except Exception as exc:
            self.visual.banner = _("The hand could not be exported: {reason}").format(reason=str(exc))
            return
        self.visual.add_log(Say(lambda: _("Saved as {path}").format(path=str(path))), "info")
        self.visual.banner = _("Exported")

    def play_again(self) -> None:
        """Sit down and play the same deal."""
        profile = userdata.profile_of(self.app)
        setup = None
        if self.hand_id is not None:
            rec = profile.hand(self.hand_id)
            for session in profile.sessions():
                if session.id == rec.session_id:
                    setup = session.seats
        scene = DealAgainScene.from_document(self.document, self.hero, setup)
        self.app.stack.clear()
        self.app.stack.push(scene)

    # table overrides ----------------------------------------------------------
    @property
    def legal(self) -> Any:
        return None

    @property
    def mode(self) -> str:
        return "replay"

    def new_hand(self) -> None:  # a replay never deals
        return

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
        order = ["restart", "back", "play", "forward"]
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
        if isinstance(intent, Motion):
            for b in self.rbuttons.values():
                b.hover(intent.pos)
            return True
        if isinstance(intent, Click) and intent.button == 1:
            for b in self.rbuttons.values():
                if b.hit(intent.pos):
                    b.pressed = True
                    self.app.play_sound("click")
                    if b.action:
                        b.action()
                    return True
            if self.director.busy:
                self.director.skip()
            return True
        if isinstance(intent, Release):
            for b in self.rbuttons.values():
                b.pressed = False
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
            elif k == pygame.K_s:
                self.toggle_reveal()
            return True
        return True

    def _draw_controls(self, surface: pygame.Surface, lay: Any) -> None:
        bar = lay.controls.bar
        grad = w.vertical_gradient(bar.size, (26, 32, 38), (12, 15, 18))
        surface.blit(grad, bar.topleft)
        pygame.draw.line(surface, (70, 80, 76), bar.topleft, bar.topright)
        s = lay.scale
        px = lay.font_px
        self.rbuttons["play"].label = "\u275a\u275a" if self.playing else "\u25b6"
        total = len(self.stops)
        text = _("Replay \u00b7 step {step} of {total}").format(step=self.step_index, total=total)
        w.draw_text(surface, text, (bar.x + round(16 * s), bar.y + round(20 * s)), px, w.CREAM,
                    anchor="midleft", bold=True)
        hint = _("\u2190 \u2192 step, Space play or pause, S cards, Esc close")
        w.draw_text(surface, hint, (bar.right - round(16 * s), bar.y + round(20 * s)), round(px * 0.85),
                    w.MUTED, anchor="midright", shadow=False)
        # progress track
        track = pygame.Rect(bar.x + round(16 * s), bar.y + round(38 * s), bar.width - round(32 * s),
                            max(4, round(5 * s)))
        pygame.draw.rect(surface, (8, 10, 12), track, border_radius=3)
        done = track.copy()
        done.width = round(track.width * self.step_index / max(1, len(self.stops)))
        pygame.draw.rect(surface, w.GOLD, done, border_radius=3)
        for b in self.rbuttons.values():
            b.draw(surface)


PRACTICE_RESERVE = 10**9
"""Practice chips behind every seat of a practice table (chips, never the bankroll)."""


class DealAgainScene(_TableBase):
    """A practice table whose first deal is a stored hand's deal again (same seed,
    button, stacks).

    Seats are rotated so the player sits at the bottom as usual; rotating every seat
    and the button together keeps the dealing order, so the same cards come again.

    It is practice: every seat, the player's too, starts with its stack of that deal
    (even above the table's maximum buy-in, as it was then), no chip comes from or goes
    to the player's bankroll, the table is not kept as the one to continue and its hands
    are not recorded. Play may go on after the deal; whoever goes broke then buys in
    again for the table's buy-in (within its limits, RULES.md §2) from practice chips.
    """

    @classmethod
    def from_document(cls, document: dict[str, Any], hero_seat: int,
                      setup: list[dict[str, Any]] | None = None) -> DealAgainScene:
        """The table for ``document`` (``setup``: the session's seats, for personalities)."""
        from drawpoker.cards import parse_cards
        from drawpoker.engine import TableRules
        from drawpoker.engine.table import Positions

        seats = document["seats"]
        n = len(seats)
        if not 0 <= hero_seat < n:
            raise ValueError(f"hero seat {hero_seat} is not one of the {n} seats")
        order = [(hero_seat + k) % n for k in range(n)]
        names = [s["name"] for s in seats]
        button = document.get("button")
        b = names.index(button) if isinstance(button, str) and button in names else int(button or 0)
        styles: list[str] = []
        for i in order[1:]:
            style = "shark"
            if setup and i < len(setup):
                spec = str(setup[i].get("player", ""))
                if ":" in spec:
                    style = spec.split(":", 1)[1]
            styles.append(style)
        rules = TableRules.from_dict(document.get("rules", {}))
        stacks = [int(seats[i]["stack"]) for i in order]
        # rebuys after the deal: the buy-in the table was set up with (older sessions did
        # not keep it: the player's stack of the deal); the table scene keeps it in limits
        buy_in = stacks[0] or rules.max_buy_in_chips
        if setup and hero_seat < len(setup) and isinstance(setup[hero_seat], dict):
            stored = setup[hero_seat].get("buy_in")
            if isinstance(stored, int) and not isinstance(stored, bool) and stored > 0:
                buy_in = stored
        scene = cls(rules=rules, opponents=[(names[i], st) for i, st in zip(order[1:], styles, strict=True)],
                    buy_in=buy_in, persist=False)
        deal = document["deals"][0]
        new_index = {names[i]: k for k, i in enumerate(order)}
        hole = {new_index[name]: parse_cards(text) for name, text in deal.get("hole", {}).items()}
        stub = parse_cards(deal["stub"]) if deal.get("stub") else None
        pos = deal.get("positions") or {}

        def seat_of(key: str) -> int | None:
            value = pos.get(key)
            return new_index.get(value)

        button_seat = seat_of("button")
        if button_seat is None:
            button_seat = (b - hero_seat) % n
        positions = Positions(button_seat, seat_of("small_blind"), seat_of("big_blind"))
        scene.again = (int(document.get("seed", 0)), stacks, hole, stub, positions)
        return scene

    again: tuple[int, list[int], dict[int, Any], Any, Any] | None = None
    practice = True  # the out-of-chips offer names practice chips, not the bankroll

    def _open_session(self) -> None:
        """Sit every seat down with its stack of the stored deal, from practice chips
        (no ``TableKeeper``: the bankroll and the open table are left alone)."""
        from drawpoker.engine import Seat, Table

        self.keeper = None
        stacks = self.again[1] if self.again is not None else [self.buy_in] * self.n
        seats = [Seat(self.names[i], stacks[i], bankroll=PRACTICE_RESERVE) for i in range(self.n)]
        self.table = Table(self.rules, seats, self.rng.randrange(self.n))

    def enter(self) -> None:
        super().enter()
        from drawpoker.ui.director import Say

        self.visual.add_log(Say(lambda: _("Practice: your bankroll is not used and this table "
                                          "is not saved or recorded.")), "info")

    def stakes_text(self, **options: Any) -> str:
        """The game and stakes (``options`` as for ``TableScene.stakes_text``), marked as
        practice."""
        return _("Practice · {stakes}").format(stakes=super().stakes_text(**options))

    def new_hand(self) -> None:
        if self.again is None:
            super().new_hand()
            return
        seed, stacks, hole, stub, positions = self.again
        self.again = None
        table = self.table
        for i, seat in enumerate(table.seats):
            seat.stack = stacks[i]
            self.visual.seats[i].stack = stacks[i]
        deal = table.new_hand

        def first_deal(rng: Any, **_kw: Any) -> Any:
            del table.new_hand  # back to the class method for every later hand
            return deal(random.Random(seed), hole=hole or None, stub=stub, seed_chain=False,
                        positions=positions)

        table.__dict__["new_hand"] = first_deal  # this deal only (removed again below)
        try:
            super().new_hand()
        finally:
            if "new_hand" in vars(table):
                del table.new_hand
