"""The coach's review of the player's decisions in one hand (or the last hands).

Reached from Hand history (*Coach*) and, with the coach setting on, after each hand at
the table. The review is :func:`drawpoker.coach.review_document` of the hand's history
for the player's seat (from Hand history, *This session* reviews the last hands of that
sitting together, where the leaks show), from his own view only: at the top the hand's
cards as small cards and its decisions as colour-coded tags (:mod:`..widgets.coach_summary`),
then the leaks (plain words, with the figures), then the mistakes, most chips lost first, then the good plays. Each decision
says where it was (before the draw, the draw, after the draw), what was done, the
verdict and the figures behind it. Wheel, arrows and Page keys scroll; Esc or *Back*
closes.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from typing import Any

import pygame

from drawpoker.cards import display_cards
from drawpoker.career import sitting_names
from drawpoker.coach import CoachError, Review, review_document, review_documents
from drawpoker.coach.tone import lessons_heading, opening
from drawpoker.coach.words import (
    action_label,
    details,
    headline,
    is_close,
    kept_label,
    phase_label,
)
from drawpoker.i18n import _, mid_sentence, ngettext
from drawpoker.persistence.profile import ProfileError
from drawpoker.session.hand_list import chain_titles, hand_title
from drawpoker.ui import text as ui_text
from drawpoker.ui.input import Intent, Key, Wheel
from drawpoker.ui.layout import scale_of
from drawpoker.ui.paint import COVER, framed, scrollbar, shade, wood_panel
from drawpoker.ui.scene import Scene
from drawpoker.ui.sprites.cards import deck_for
from drawpoker.ui.sprites.table import felt_background
from drawpoker.ui.text import draw_heading
from drawpoker.ui.theme import CREAM, GOLD, NEGATIVE, POSITIVE, SOFT
from drawpoker.ui.toast import control_rects
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton, SegmentedButton, place_in_a_row
from drawpoker.ui.widgets.coach_summary import LEARN, draw_summary, summary_plan

Line = tuple[str, tuple[int, ...], bool, int]  # text, colour, bold, indent
#: A session's review covers at most its last this many hands.
SESSION_HANDS = 40


class CoachScene(Scene):
    """The coach's review (route ``"coach"``).

    Args:
        document: the hand's history (scenario format).
        hero_seat: the player's seat index in it.
        record: instead of both, a stored hand (``HandRecord``) read from the profile.
        overlay: drawn over the table (after a hand) instead of the room.
        hand_no: with ``document``, the table's number of its first deal (the review
            names the deals as the table's header did); None: as the document numbers them.
        gentle: the player is a beginner (``coach.tone``): the review leads with what
            went right and calls a mistake something to learn from, its chips shown.
    """

    def __init__(self, document: Mapping[str, Any] | None = None, hero_seat: int = 0, *,
                 record: Any = None, overlay: bool = False, hand_no: int | None = None,
                 gentle: bool = False) -> None:
        super().__init__()
        self.overlay = overlay
        self.gentle = gentle
        self.document: Mapping[str, Any] = document or {}
        self.record = record
        self.hero_seat = hero_seat
        self.review: Review | None = None
        self.hand_review: Review | None = None
        self.session_review: Review | None = None
        self.scope = "hand"
        #: each reviewed deal's name as the hand history gives it (``hand_list.hand_title``)
        self.titles: list[str] = []
        self.hand_titles: list[str] = []
        self.session_titles: list[str] = []
        if hand_no is not None:
            deals = max(1, len(self.document.get("deals") or []))
            self.titles = self.hand_titles = [hand_title(None, hand_no + k, None)
                                              for k in range(deals)]
        self.problem = ""
        self.scroll = 0
        self.max_scroll = 0
        #: the screen's buttons (pointer only: its keys are its own)
        self.buttons = ButtonSet()
        self.box = pygame.Rect(0, 0, 0, 0)
        self.s = 1.0

    def set_scope(self, scope: str) -> None:
        """Review the stored hand alone (``hand``) or the last :data:`SESSION_HANDS` hands of
        its session (``session``: the leaks are patterns over many hands)."""
        if scope == self.scope or self.record is None:
            return
        self.scope, self.scroll = scope, 0
        if scope == "hand":
            self.review, self.problem, self.titles = self.hand_review, "", self.hand_titles
            return
        if self.session_review is None:
            try:
                records = self.app.profile.hands(SESSION_HANDS, session_id=self.record.session_id)
                docs = [self.app.profile.hand_history(r.id) for r in reversed(records)]
                names = [str(d["seats"][r.hero_seat]["name"])
                         for d, r in zip(docs, reversed(records), strict=True)]
                self.session_review = review_documents(docs, names=names)
                number = self._session_no()
                self.session_titles = [t for r in reversed(records)
                                       for t in chain_titles(r, number)]
            except (ProfileError, sqlite3.Error, LookupError, TypeError, CoachError) as exc:
                self.problem = _("This session cannot be reviewed: {reason}").format(reason=str(exc))
        self.review, self.titles = self.session_review, self.session_titles

    def _session_no(self) -> int | str | None:
        """The number, or room, the hand history names the record's sitting by (None if
        unreadable)."""
        try:
            return sitting_names(self.app.profile).get(self.record.session_id)
        except (ProfileError, sqlite3.Error):  # unreadable sittings: plain hand numbers, as
            return None                        # the hand history shows them then

    def enter(self) -> None:
        if self.record is not None:
            try:
                self.document = self.app.profile.hand_history(self.record.id)
                self.hero_seat = int(self.record.hero_seat)
                self.titles = self.hand_titles = chain_titles(self.record, self._session_no())
            except (ProfileError, sqlite3.Error) as exc:
                self.problem = _("This hand cannot be read: {reason}").format(reason=str(exc))
                self.resize(self.app.size)
                return
        seats = self.document.get("seats") or []
        name = None
        if 0 <= self.hero_seat < len(seats) and isinstance(seats[self.hero_seat], Mapping):
            name = seats[self.hero_seat].get("name")
        try:
            self.review = review_document(self.document, str(name) if name else None)
        except CoachError as exc:
            self.problem = _("This hand cannot be reviewed: {reason}").format(reason=str(exc))
        self.hand_review = self.review
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.s = s = scale_of(size)
        bh = ui_text.grown(round(46 * s))
        self.box = pygame.Rect(round(40 * s), round(96 * s), size[0] - round(80 * s),
                               size[1] - round(96 * s) - bh - round(36 * s))
        back = FancyButton(_("Back"), "primary", action=self.close)
        buttons: list[FancyButton] = [back]
        if self.record is not None:
            scope = SegmentedButton([("hand", _("This hand")), ("session", _("This session"))],
                                    lambda: self.scope, self.set_scope)
            buttons.insert(0, scope)
        self.buttons.set(buttons)
        place_in_a_row(self.buttons, size[0] // 2, size[1] - bh - round(16 * s), round(46 * s),
                       size[0], s)

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def lines(self) -> list[Line]:
        """Everything the review says, in reading order."""
        if self.review is None:
            return [(self.problem or _("Nothing to review."), NEGATIVE, True, 0)]
        r = self.review
        out: list[Line] = []
        if self.scope == "session":
            hands = len(r.finals)
            out.append((ngettext("Your last {n} hand at this table", "Your last {n} hands at this table",
                                 hands).format(n=hands), SOFT, False, 0))
        if not r.decisions:
            out.append((_("You made no decision in this hand."), SOFT, False, 0))
            return out
        gentle = self.gentle
        tones = {"summary": GOLD, "praise": POSITIVE, "lesson": GOLD}
        out += [(text, tones[kind], True, 0) for text, kind in opening(r, gentle=gentle)]
        if r.leaks:
            out.append((_("Leaks"), GOLD, True, 0))
            out += [("• " + leak.text(), CREAM, False, 1) for leak in r.leaks]
        lessons: list[Line] = []
        mistakes, good = r.mistakes(), r.good_plays()
        if mistakes:
            lessons.append((lessons_heading(gentle=gentle), GOLD, True, 0))
            for d in mistakes:
                lessons += self._decision(d, LEARN if gentle else NEGATIVE)
        praise: list[Line] = []
        if good:
            praise.append((_("Good plays"), GOLD, True, 0))
            for d in good:  # a close call or fold: neither praised nor blamed
                praise += self._decision(d, GOLD if is_close(d) else POSITIVE)
        # a beginner reads what went right first; later the costliest mistake leads
        return out + (praise + lessons if gentle else lessons + praise)

    def _decision(self, d: Any, color: tuple[int, ...]) -> list[Line]:
        did = mid_sentence(action_label(d.did)) if d.phase != "draw" else _("kept {cards}").format(
            cards=kept_label(list(d.verdict.chosen.keep)))
        deal = d.point.deal
        hand = (self.titles[deal] if 0 <= deal < len(self.titles)
                else hand_title(None, d.point.view.hand_no, None))
        where = _("{hand} · {phase} · {cards} · you: {did}").format(
            hand=hand, phase=phase_label(d.phase),
            cards=display_cards(list(d.point.view.own_cards)), did=did)
        out: list[Line] = [(where, SOFT, True, 1), (headline(d), color, False, 1)]
        out += [(line, CREAM, False, 2) for line in details(d)]
        return out

    def toast_clear(self, size: tuple[int, int]) -> list[pygame.Rect]:  # noqa: D102
        return [framed(self.box, self.s), *control_rects(self.buttons)]

    def toast_spot(self, size: tuple[int, int]) -> pygame.Rect | None:
        """A queued toast (a level reached) goes beside the title, left of it, clear of
        the panel under it."""
        s = self.s
        band = ui_text.heading_band(size[0], s)
        title = ui_text.text_width(_("Coach"), ui_text.display_px(round(44 * s), grow=1.2),
                                   bold=True)
        width = (size[0] - title) // 2 - round(60 * s)
        top = round(14 * s)
        return pygame.Rect(round(24 * s), top, width, band.bottom - top) if width > 0 else None

    def navigate(self, dx: int, dy: int) -> bool:
        return self.buttons.navigate(dx, dy)

    def handle(self, intent: Intent) -> bool:
        if self.buttons.handle(intent, self.app.play_sound):
            return True
        step = round(60 * self.s)
        if isinstance(intent, Wheel):
            self.scroll_by(-intent.dy * step)
            return True
        if isinstance(intent, Key):
            k = intent.key
            if k in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_BACKSPACE):
                self.close()
            elif k in (pygame.K_DOWN, pygame.K_UP):
                self.scroll_by(step if k == pygame.K_DOWN else -step)
            elif k in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.scroll_by(self.box.height * (1 if k == pygame.K_PAGEDOWN else -1))
            else:
                return False
            return True
        return self.modal

    def scroll_by(self, dy: int) -> None:
        self.scroll = min(max(self.scroll + dy, 0), self.max_scroll)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        s = self.s
        if self.overlay:
            shade(surface, COVER)
        else:
            # felt_background keeps the last few sizes and felts itself
            surface.blit(felt_background(size, str(self.app.settings.table_color)), (0, 0))
        draw_heading(surface, _("Coach"), s)
        wood_panel(surface, self.box, s, alpha=245)
        px = max(12, round(17 * s))
        inner = self.box.inflate(-round(36 * s), -round(28 * s))
        clip = surface.get_clip()
        surface.set_clip(inner)
        y = inner.top - self.scroll
        if self.review is not None and self.review.decisions:  # the hand at a glance
            plan = summary_plan(self.review, inner.width, s, gentle=self.gentle)
            settings = self.app.settings
            draw_summary(surface, plan, (inner.left, y), s,
                         deck=deck_for(bool(settings.four_color_deck)),
                         back=str(settings.card_back))
            y += plan.height + round(px * 0.6)
        for text, color, bold, indent in self.lines():
            x = inner.left + indent * round(18 * s)
            if bold and y > inner.top - self.scroll:
                y += px // 2 if indent == 0 else px // 3
            for line in ui_text.wrap(text, px, inner.right - x, bold=bold):
                if inner.top - px * 2 < y < inner.bottom + px:
                    ui_text.draw_text(surface, line, (x, y), px, color, anchor="topleft",
                                      bold=bold, shadow=False)
                y += ui_text.grown(px * 1.4)
            y += ui_text.grown(px * 0.25)
        surface.set_clip(clip)
        content = y + self.scroll - inner.top
        self.max_scroll = max(0, content - inner.height)
        if self.max_scroll:
            scrollbar(surface, inner, self.scroll, self.max_scroll, content, s)
        self.buttons.draw(surface)
