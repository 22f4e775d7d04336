"""Hand history: the recent hands, and what can be done with one.

:class:`HistoryScene` lists the recent hands (newest first) with their result; the
chosen hand's details on the right (starting cards drawn with the card sprites, game,
pot, draw, seed). Buttons: *Watch replay* (the ``"replay"`` route), *Verify this hand*
(``scenario.verify``: the deal against the shuffle committed before it), *Export .json*
(``Profile.export_hand`` into the exports folder: a scenario file that ``drawpoker
replay`` plays), *Play this deal again* (the ``"deal_again"`` route: a table dealt with
the hand's seed, so the same cards come again), *Back*. Two filters head the list (table
type, result: ``session.hand_list``); Home and End go to the newest and the oldest hand.
"""

from __future__ import annotations

import sqlite3
from typing import Any

import pygame

from drawpoker.cards import parse_cards
from drawpoker.career import sitting_names
from drawpoker.i18n import (
    _,
    format_number,
    ngettext,
)
from drawpoker.persistence.profile import ProfileError
from drawpoker.persistence.table_hands import TableHands, hands_file
from drawpoker.scenario.verify import Verdict, verify_document
from drawpoker.session.hand_list import (
    UNPLAYABLE,
    UNREADABLE,
    DealEntry,
    HandFilter,
    deal_entries,
    deal_title,
    filter_entries,
    result_choices,
    seat_styles,
    table_types,
    type_choices,
)
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows.coaching import review_opener
from drawpoker.ui.flows.notices import tell_damaged_hands
from drawpoker.ui.input import Intent
from drawpoker.ui.layout import scale_of
from drawpoker.ui.paint import edge_fade, framed, scrollbar, wood_panel
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.sprites.cards import card_surface, deck_for
from drawpoker.ui.text import text_width
from drawpoker.ui.theme import CREAM, GOLD, NEGATIVE, POSITIVE, SOFT, TEXT
from drawpoker.ui.widgets.box_scroll import BoxScroll
from drawpoker.ui.widgets.buttons import FancyButton, label_px_of_box
from drawpoker.ui.widgets.hand_facts import draw_hand_facts, lay_out_hand_facts
from drawpoker.ui.widgets.history_rows import HandRow, JumpRow
from drawpoker.ui.widgets.rows import ButtonRow, ChoiceRow


class HistoryScene(MenuScene):
    """Recent hands and what can be done with one (see module doc)."""

    panel_width = 1120
    LIMIT = 200

    def __init__(self) -> None:
        super().__init__()
        self.selected: Any = None
        self.detail = pygame.Rect(0, 0, 0, 0)
        #: the detail panel's facts scrolled where they are taller than it (a larger text)
        self.facts = BoxScroll()
        self._facts_of: object = None  # (hand id, opened, where): a new one shows its top
        self.verdict: tuple[int, Verdict] | None = None  # (hand id, its verdict)
        self.table_hands = 0  # hands kept of pass-and-play tables (their own list)

    def title(self) -> str:
        return _("Hand history")

    def enter(self) -> None:
        self.profile = self.app.profile
        self.records = self.profile.hands(limit=self.LIMIT, tournaments=True)
        self.entries = deal_entries(self.profile, self.records)
        try:
            self.session_no = sitting_names(self.profile)
        except (ProfileError, sqlite3.Error):  # an unreadable sitting: plain hand numbers
            self.session_no = {}
        self._stack_before: dict[int, int | None] = {}
        self.selected = self.records[0] if self.records else None
        self.selected_entry: DealEntry | None = self.entries[0] if self.entries else None
        try:
            self.kinds = table_types(self.profile)
        except (ProfileError, sqlite3.Error):  # unreadable sittings: no table filter
            self.kinds = {}
        self.wanted = HandFilter()
        table_hands, notices = TableHands(hands_file(self.app.data_dir)).hands()
        self.table_hands = len(table_hands)
        for notice in notices:  # a damaged file kept aside is told where it went
            self.app.show_toast(notice.message(), error=True)
        super().enter()
        if self.hand_rows():  # the newest deal has the focus: Enter replays it
            self.focus = self.focusables().index(self.hand_rows()[0])
        tell_damaged_hands(self.app, self.profile)  # damaged hand rows were left out

    def build(self) -> None:
        kinds = [self.kinds[r.session_id] for r in self.records if r.session_id in self.kinds]
        self.filters = [
            ChoiceRow(_("Table"), type_choices(kinds), lambda: self.wanted.table,
                      lambda v: self.refilter(table=v)),
            ChoiceRow(_("Result"), result_choices(), lambda: self.wanted.result,
                      lambda v: self.refilter(result=v)),
        ]
        for f in self.filters:
            f.enabled = bool(self.records)
        self.jump = JumpRow(self.to_end)
        kept: list[ButtonRow] = []
        if self.table_hands:  # the pass-and-play tables' hands: a list of their own
            kept.append(ButtonRow(
                _("Pass-and-play hands"), lambda: self.app.nav.push("table_hands"),
                text=ngettext("{count} hand", "{count} hands", self.table_hands).format(
                    count=format_number(self.table_hands))))
        self.shown = filter_entries(self.entries, self.wanted, self.kinds)
        self.rows = [*self.filters, *(HandRow(e, self.pick, self.session_no.get(e.record.session_id))
                                      for e in self.shown)]
        has = bool(self.shown)
        self.jump.enabled = has
        self.rows[len(self.filters):len(self.filters)] = [*kept, self.jump]
        self.watch = FancyButton(_("Watch replay"), "primary", action=self.watch_replay)
        self.export = FancyButton(_("Export .json"), "neutral", action=self.export_json)
        self.again = FancyButton(_("Play this deal again"), "call", action=self.play_again)
        self.coach = FancyButton(_("Coach"), "neutral", action=review_opener(self))
        # in the detail panel (V): the footer is full at 960x540
        self.verify = FancyButton(_("Verify this hand"), "neutral", action=self.verify_hand)
        for b in (self.watch, self.coach, self.export, self.again):
            b.enabled = has
        self.footer.set([self.watch, self.coach, self.export, self.again,
                         FancyButton(_("Back"), "neutral", action=self.back)])

    def focusables(self) -> list[Any]:
        """The rows, then the detail panel's *Verify this hand* (when it shows), then the
        footer buttons: Tab, the arrows and the pad reach it, Enter presses it."""
        items = super().focusables()
        if self.verify.visible and self.selected is not None:
            items.insert(len(items) - sum(1 for b in self.footer if b.visible), self.verify)
        return items

    def _update_focus_flags(self) -> None:
        super()._update_focus_flags()
        self.verify.focused = self.focused_item() is self.verify

    def hand_rows(self) -> list[HandRow]:
        """The rows of the deals shown (the filters' rows left out)."""
        return [r for r in self.rows if isinstance(r, HandRow)]

    def refilter(self, **change: Any) -> None:
        """Apply a filter change (``table=`` and/or ``result=``): the list again, the newest
        deal shown selected, and the count in the status line."""
        self.wanted = HandFilter(**{"table": self.wanted.table, "result": self.wanted.result,
                                    **change})
        focus = self.focus
        self.rebuild()
        self.focus = focus
        rows = self.hand_rows()
        self.selected = rows[0].record if rows else None
        self.selected_entry = rows[0].entry if rows else None
        self.say(ngettext("{shown} of {total} deal shown", "{shown} of {total} deals shown",
                          len(self.entries)).format(
                     shown=format_number(len(rows)), total=format_number(len(self.entries))))

    def handle(self, intent: Intent) -> bool:
        """The detail panel's facts take the wheel over them, Page Up and Page Down (the
        pad's LB and RB) while they are taller than the panel; the list the rest."""
        return self.facts.handle(intent) or super().handle(intent)

    def toast_clear(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """The menu's (``MenuRedraw.toast_clear``) and the detail panel with its rim."""
        return [*super().toast_clear(size), framed(self.detail, scale_of(size))]

    def key_extra(self, intent: Any) -> bool:
        """Home / End: the newest / the oldest deal of the list; V verifies the hand."""
        if intent.key == pygame.K_v:
            self.verify_hand()
            return True
        if intent.key not in (pygame.K_HOME, pygame.K_END):
            return False
        self.to_end(intent.key == pygame.K_END)
        return True

    def to_end(self, oldest: bool) -> None:
        """Focus, show and select the newest (or the ``oldest``) deal of the list."""
        rows = self.hand_rows()
        if not rows:
            return
        target = rows[-1] if oldest else rows[0]
        self.focus = self.focusables().index(target)
        self.scroll_to(target)
        self._update_focus_flags()
        self.selected, self.selected_entry = target.record, target.entry

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        # the filters' selectors take the list's width (a table type is a long name)
        filters = getattr(self, "filters", [])  # none before the first build
        label = max((text_width(f.label, self.px) for f in [*filters, self.jump]), default=0) \
            if filters else 0
        for f in filters:
            f.min_width = max(f.min_width, self.viewport.width - label - self.px * 4)

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
            except UNREADABLE:  # an unreadable document: leave the line out
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
        except (ProfileError, sqlite3.Error) as exc:
            self.say(_("This hand cannot be read: {reason}").format(reason=str(exc)), error=True)
            return None

    def watch_replay(self) -> None:
        """Replay the selected hand on the table."""
        doc = self._document()
        if doc is None:
            return
        try:
            scene = self.app.nav.make("replay", document=doc, hero_seat=self.selected.hero_seat,
                                      hand_id=self.selected.id, hand_no=self.selected.hand_no,
                                      styles=seat_styles(self.profile, self.selected, doc),
                                      record=self.selected,
                                      session_no=self.session_no.get(self.selected.session_id))
        except UNPLAYABLE as exc:
            self.say(_("This hand cannot be replayed: {reason}").format(reason=str(exc)), error=True)
            return
        self.app.stack.push(scene)

    def verify_hand(self) -> None:
        """Check the selected hand against the shuffle committed before each of its deals
        (``scenario.verify``); the verdict shows under the button."""
        doc = self._document()
        if doc is None:
            return
        verdict = verify_document(doc)
        self.verdict = (self.selected.id, verdict)

    def click_extra(self, pos: tuple[int, int]) -> bool:
        """The detail panel's *Verify this hand* button."""
        if self.selected is not None and self.verify.visible and self.verify.rect.collidepoint(pos):
            self.verify_hand()
            return True
        return False

    def export_json(self) -> None:
        """Export the selected hand as a scenario ``.json`` file."""
        if self.selected is None:
            return
        try:
            path = self.profile.export_hand(self.selected.id, self.app.export_dir())
        except (ProfileError, sqlite3.Error, OSError, ValueError) as exc:
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
            scene = self.app.nav.make("deal_again", document=doc,
                                      hero_seat=self.selected.hero_seat, setup=setup)
        except UNPLAYABLE as exc:
            self.say(_("This deal cannot be played again: {reason}").format(reason=str(exc)), error=True)
            return
        self.app.stack.clear()
        self.app.stack.push(scene)

    # drawing -------------------------------------------------------------------
    def draw_outside(self, surface: pygame.Surface) -> None:
        self._draw_detail(surface)

    def draw_extra(self, surface: pygame.Surface) -> None:
        if self.records and not self.shown:
            v = self.viewport
            ui_text.draw_text(surface, _("No hand matches these filters."), (v.centerx, v.centery),
                              round(self.px * 1.1), TEXT, bold=True, max_width=v.width - 2 * self.px)
        if not self.records:
            v = self.viewport
            ui_text.draw_text(surface, _("No hands played yet."), (v.centerx, v.centery - self.px), round(self.px * 1.2),
                        TEXT, bold=True)
            ui_text.draw_text(surface, _("Every hand you play is kept here."), (v.centerx, v.centery + self.px),
                        round(self.px * 0.9), SOFT, max_width=v.width - 2 * self.px)

    def _verdict_lines(self, d: pygame.Rect, px: int) -> list[str]:
        """The shown verdict's lines under the button (none before it is pressed)."""
        shown = self.verdict
        if shown is None or self.selected is None or shown[0] != self.selected.id:
            return []
        return ui_text.wrap_text(shown[1].sentence(), round(px * 0.85), d.width - 2 * px, bold=True)

    def _verify_room(self, d: pygame.Rect, px: int) -> int:
        """The height the *Verify this hand* button and its verdict take (pixels): kept
        free at the panel's foot, so a larger text drops facts, never the button."""
        lines = len(self._verdict_lines(d, px))
        return (ui_text.grown(px * 2.1) + round(px * 0.8)
                + lines * ui_text.grown(round(px * 0.85) * 1.3))

    def _draw_verify(self, surface: pygame.Surface, d: pygame.Rect, px: int, y: int) -> int:
        """The *Verify this hand* button at ``y`` and, once pressed, the verdict under it;
        returns the ``y`` below them (pixels)."""
        bh = ui_text.grown(px * 2.1)
        self.verify.visible = True
        width = min(d.width - 2 * px, self.verify.preferred_width(label_px_of_box(bh)))
        self.verify.rect = pygame.Rect(d.x + px, y + round(px * 0.3), width, bh)
        self.verify.draw(surface)
        y = self.verify.rect.bottom + round(px * 0.5)
        shown = self.verdict
        if shown is None or shown[0] != self.selected.id:
            return y
        verdict = shown[1]
        color = (POSITIVE if verdict.exact else TEXT if verdict.kind == "not-committed"
                 else NEGATIVE)
        size = round(px * 0.85)
        for line in self._verdict_lines(d, px):
            ui_text.draw_text(surface, line, (d.x + px, y), size, color, anchor="topleft",
                              bold=True, shadow=False)
            y += ui_text.grown(size * 1.3)
        return y

    def _draw_detail(self, surface: pygame.Surface) -> None:
        d = self.detail
        s = self.s
        wood_panel(surface, d, s)
        h = self.selected
        px = max(13, round(17 * s))
        self.verify.visible = False  # shown below with a played hand's facts
        if h is None:
            return
        entry = self.selected_entry
        if entry is None or entry.record is not h:
            entry = DealEntry(h, h.hand_no + max(1, h.deals) - 1, 0, h.start_cards, True)
        x, y = d.x + px, d.y + px
        ui_text.draw_text(surface, deal_title(entry, self.session_no.get(h.session_id)), (x, y), round(px * 1.3), CREAM,
                    anchor="topleft", bold=True, max_width=d.width - 2 * px)
        y += ui_text.grown(px * 2.1)
        # the facts between the title and the button's room kept at the foot, scrolled
        # where they are taller than that (a larger text at a small window)
        view = pygame.Rect(d.x, y, d.width, d.bottom - (self._verify_room(d, px) if entry.final
                                                        else px // 2) - y)
        if self._facts_of != (h.id, entry.final, view.topleft):
            self.facts.to_top()
            self._facts_of = (h.id, entry.final, view.topleft)
        gap = max(2, px // 4)
        cw = min(round((d.width - 2 * px - 4 * gap) / 5), round(px * 3.6))
        ch = round(cw * 7 / 5)
        texts, end = lay_out_hand_facts(x, y, d.width - 2 * px, px, h, entry, self.stack_before(h))
        cards = self._start_cards(entry)
        lift = ui_text.grown(px * 1.5) + ch + px  # the cards, unless all would not fit
        if end + lift - y > view.height:  # (the result names them)
            cards, lift = [], 0
        height = end + lift - y
        self.facts.shown(view, height)
        scroll = self.facts.scroll
        clip = surface.get_clip()
        surface.set_clip(view.clip(clip))
        try:
            if cards:
                self._draw_cards(surface, cards, (x, y - scroll), px, (cw, ch), gap)
            draw_hand_facts(surface, texts, lift - scroll)
        finally:
            surface.set_clip(clip)
        if height > view.height:  # the facts fade out at an edge with more beyond it
            fade = max(8, round(18 * s))
            if scroll > 0:
                surface.blit(edge_fade(view.width - 2 * px, fade, up=True), (x, view.top))
            if scroll < self.facts.most:
                surface.blit(edge_fade(view.width - 2 * px, fade, up=False),
                             (x, view.bottom - fade))
            scrollbar(surface, view.inflate(-2 * px, 0), scroll, self.facts.most, height, s)
        if not entry.final:
            return
        y = self._draw_verify(surface, d, px, min(y + height, view.bottom))
        hint = _("Play this deal again deals the same cards at a practice table: your "
                 "bankroll is not used and nothing is recorded.")
        lines = ui_text.wrap_text(hint, round(px * 0.78), d.width - 2 * px)
        if y + px * 0.3 + len(lines) * ui_text.grown(px * 1.15) <= d.bottom - px // 2:
            for line in lines:  # where it fits whole in the panel
                ui_text.draw_text(surface, line, (x, y + px * 0.3), round(px * 0.78), SOFT, anchor="topleft",
                            shadow=False)
                y += ui_text.grown(px * 1.15)

    def _start_cards(self, entry: DealEntry) -> list[Any]:
        """The deal's starting cards (none where they cannot be read)."""
        try:
            return list(parse_cards(entry.start_cards))
        except ValueError:
            return []

    def _draw_cards(self, surface: pygame.Surface, cards: list[Any], at: tuple[int, int],
                    px: int, size: tuple[int, int], gap: int) -> None:
        """*Your starting cards* over the card sprites from ``at`` (pixels)."""
        x, y = at
        ui_text.draw_text(surface, _("Your starting cards"), (x, y), round(px * 0.85), GOLD,
                          anchor="topleft", shadow=False)
        y += ui_text.grown(px * 1.5)
        deck = deck_for(self.app.settings.four_color_deck)
        for i, c in enumerate(cards):
            surface.blit(card_surface(c, size, deck=deck), (x + i * (size[0] + gap), y))
