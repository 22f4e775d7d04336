"""The title screen: the game's name over the felt, Play now, the screens around the
table, and Quit.

:attr:`TitleScene.entries` holds ``(label, callback)`` pairs: *Play now*, then
:func:`title_entries` (Table setup, Tournament, Settings, Rules & hand rankings,
Tutorial, Practice, Daily challenge, Career, Statistics, Hand history, Profile: each pushes its
route over the title), then *Quit*.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from drawpoker.cards import Card, parse_cards
from drawpoker.engine import TableRules
from drawpoker.i18n import _, format_chips, ngettext
from drawpoker.session.buy_in import buy_in_plan
from drawpoker.session.config import table_summary
from drawpoker.ui import even_lines, routes
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows.sitting import last_table, play_now
from drawpoker.ui.input import Intent, Key
from drawpoker.ui.paint import panel
from drawpoker.ui.scene import Scene
from drawpoker.ui.sprites.cards import tilted_card_surface
from drawpoker.ui.sprites.chips import chip_surface
from drawpoker.ui.sprites.table import room_surface
from drawpoker.ui.theme import CREAM, GOLD, GOLD_DARK
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton, label_px_at

#: Each menu entry's icon (a glyph of the game font) in :attr:`TitleScene.entries`
#: order: Play now, the screens of :func:`title_entries`, Quit.
TITLE_ICONS = ("\u25b6", "\u2663", "\u265b", "\u2699", "\u2660", "?", "\u2666", "\u2605",
               "\u2691", "\u25a4", "\u21ba", "\u263a", "\u2715")


def title_entries(owner: Scene) -> list[tuple[str, Callable[[], None]]]:
    """Menu entries (translated now) opening each screen over ``owner`` (a scene)."""
    def opener(route: str) -> Callable[[], None]:
        def open_screen() -> None:
            owner.app.nav.push(route)

        return open_screen

    return [
        (_("Table setup"), opener("setup")),
        (_("Tournament"), opener("tournament")),
        (_("Settings"), opener("settings")),
        (_("Rules & hand rankings"), opener("rules")),
        (_("Tutorial"), opener("tutorial")),
        (_("Practice"), opener("practice")),
        (_("Daily challenge"), opener("daily")),
        (_("Career"), opener("career")),
        (_("Statistics"), opener("stats")),
        (_("Hand history"), opener("history")),
        (_("Profile"), opener("profile")),
    ]


class TitleScene(Scene):
    """First screen. ``Play now`` seats the player at once at the table last set up (the
    default table if none was); ``Table setup`` edits the table first. A line under the
    menu says what the pointed entry does; the player's bankroll is shown in the top right
    corner."""

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[tuple[str, Callable[[], None]]] = []
        self._make_entries()
        #: one button an entry; one highlight, which the pointer moves too
        self.buttons = ButtonSet(focus=0, pointer_focus=True)
        self.time = 0.0
        self._bg: pygame.Surface | None = None
        #: the profile's bankroll in chips (read once the profile is open, again on
        #: resume; None: not read yet or unreadable)
        self.bankroll: int | None = None
        self._bankroll_read = False
        #: a tournament is kept to resume: its entry says "In progress" (read with the
        #: bankroll)
        self.in_tournament = False

    def _make_entries(self) -> None:
        self.entries = [(_("Play now"), self.play), *title_entries(self), (_("Quit"), self.ask_quit)]

    def enter(self) -> None:
        if self.app.profile_if_open is not None:  # else when it opens (App.finish_start)
            self.read_bankroll()
        self.resize(self.app.size)

    def read_bankroll(self) -> None:
        """Read the player's bankroll (chips off the table) from the profile (None when
        it cannot be read: no figure rather than no title screen)."""
        self._bankroll_read = True
        self.bankroll = routes.deferred("read_bankroll")(self.app)
        in_tournament = bool(routes.deferred("tournament_in_progress")(self.app))
        if in_tournament != self.in_tournament:
            self.in_tournament = in_tournament
            self.resize(self.app.size)

    def pause(self) -> None:
        if self._bankroll_read:  # a dialog over it may tell a new bankroll (a table left)
            self.read_bankroll()

    def resume(self) -> None:
        """Back from a menu screen: labels again (the language may have changed)."""
        self._make_entries()
        self.read_bankroll()
        self.resize(self.app.size)
        self._bg = None

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out the menu for the window ``size``: *Play now* across the top, the other
        screens and *Quit* last in two columns under it (in reading order; an odd last
        entry centred)."""
        sw, sh = size
        s = min(sw / 1280, sh / 720)
        top, bottom = sh * 0.25 + 110 * s, sh - 24 * s - max(14, round(22 * s))  # hint line below
        n = len(self.entries)
        rest = max(0, n - 1)  # the entries under Play now, Quit the last of them
        rows = 1 + (rest + 1) // 2
        bh0 = round(min(58 * s, (bottom - top) / (rows * 1.22)))  # the labels' size: as at 100 %
        # a larger text: the subtitle's and the longest hint's second lines taken from the menu
        wrap = ui_text.fit_or_wrap  # (one line at 100 %)
        top += (len(wrap(self.tagline(), round(24 * s), sw - round(60 * s))[0]) - 1) \
            * ui_text.grown(24 * s * 1.2)
        hpx = max(11, round(17 * s))
        more = max(len(wrap(self.hint(i), hpx, sw - round(40 * s))[0]) for i in range(n))
        bottom -= (more - 1) * ui_text.grown(hpx * 1.25)
        bh = min(bh0, round(min(58 * s, (bottom - top) / (rows * 1.22))))
        gap = round(min(16 * s, bh * 0.22))
        px = label_px_at(bh0)
        widest = max(ui_text.font(px, True).size(label)[0] for label, _cb in self.entries)
        icon = round(bh * 0.86)  # Button.icon_room
        bw = min((sw - round(40 * s) - gap) // 2, max(round(260 * s), widest + px * 3 + icon))
        full = 2 * bw + gap
        y0 = top + ((bottom - top) - rows * bh - (rows - 1) * gap) / 2
        buttons: list[FancyButton] = []
        for i, (label, cb) in enumerate(self.entries):
            button = FancyButton(label, "primary" if i == 0 else "neutral", action=cb)
            button.icon = TITLE_ICONS[i] if len(self.entries) == len(TITLE_ICONS) else ""
            if self.in_tournament and label == _("Tournament"):
                button.sublabel = _("In progress")
                # TRANSLATORS: the title's Tournament entry with "In progress" on one line,
                # where a larger text leaves no room for two
                button.one_line = _("Tournament in progress")
            if i == 0:
                row, width, cx = 0, full, sw // 2
            else:
                k = i - 1
                row, width = 1 + k // 2, bw
                alone = k == rest - 1 and rest % 2 == 1  # an odd last entry is centred
                cx = sw // 2 if alone else sw // 2 + (-1 if k % 2 == 0 else 1) * (bw + gap) // 2
            button.rect = pygame.Rect(0, 0, width, bh)
            button.px_height = bh0  # the menu's room is fixed: the box keeps its height
            button.rect.midtop = (cx, round(y0 + row * (bh + gap)))
            buttons.append(button)
        self.buttons.set(buttons)
        self._bg = None

    def tagline(self) -> str:
        """The subtitle under the game's name: the poker played."""
        return _("Five Card Draw at a real table, with every house rule.")

    def play(self) -> None:
        """Sit down at once at the table last set up (or the default table, if none was)."""
        play_now(self.app)

    def hint(self, index: int) -> str:
        """What entry ``index`` does, shown under the menu while it is pointed at or focused."""
        label = self.entries[index][0]
        if label == _("Play now"):
            cfg, stored = last_table(self.app)
            profile = self.app.profile_if_open
            plan = None if profile is None or cfg.pass_and_play else buy_in_plan(
                profile, TableRules.from_dict(cfg.rules), cfg.buy_in_chips())
            summary = table_summary(cfg, plan=plan)
            if stored:
                return _("Sit down at once at your last table: {table}").format(table=summary)
            return _("Sit down at once at the default table: {table}").format(table=summary)
        if label == _("Table setup"):
            return _("Choose the game, stakes and opponents first, then sit down.")
        if label == _("Tournament") and self.in_tournament:
            return _("A tournament is in progress: open it to go on where you left it, or to give it up.")
        if label == _("Tutorial"):
            return _("New to draw poker? Learn it in ten short steps at a real table.")
        if label == _("Practice"):
            return _("Draw drills: what would you keep? Exact odds for every hold.")
        if label == _("Career"):
            return _("The road: eight card rooms, each with its house rule, its regulars "
                     "and a final that opens the next.")
        if label == _("Daily challenge"):
            return _("Today's five draws and five hands, the same for every player: one scored try a day.")
        return ""

    def spoken_focus(self) -> str | None:
        """The highlighted entry and what it does."""
        if not self.entries:
            return None
        i = self.pointed()
        label = str(self.entries[i][0])
        about = self.hint(i)
        return f"{label}. {about}" if about else label

    @property
    def focus(self) -> int:
        """The index of the button with the keyboard focus (see :meth:`pointed`)."""
        return self.buttons.focus or 0

    def pointed(self) -> int:
        """The highlighted entry: the one the player last pointed at or moved to with the keys.

        The mouse and the keyboard share one highlight (finding 18): moving the
        pointer onto an entry moves the focus there, arrow keys move it on from there.
        """
        return self.focus % max(1, len(self.entries))

    def quit(self) -> None:
        """Close the game."""
        self.app.quit()

    def ask_quit(self) -> None:
        """*Quit* and Esc alike: ask before closing the game (Cancel is the default)."""
        self.app.nav.push(
            "notice", heading=_("Quit the game?"),
            message=_("Close Draw Poker now? Your profile and settings are saved."),
            choices=[(_("Quit"), "fold", self.quit), (_("Cancel"), "neutral", None)],
            default=1, cancel=1, kind="confirm")

    def navigate(self, dx: int, dy: int) -> bool:
        return self.buttons.navigate(dx, dy)

    def handle(self, intent: Intent) -> bool:
        if self.buttons.handle(intent, self.app.play_sound):  # acts on release, like a desktop
            return True
        if isinstance(intent, Key) and intent.key == pygame.K_ESCAPE:
            self.ask_quit()
            return True
        return False

    def update(self, dt: float) -> None:
        self.time += dt
        if not self._bankroll_read and self.app.profile_if_open is not None:
            self.read_bankroll()  # the profile opened just after the first frame

    # drawing: only the title's band while it bobs --------------------------
    #: Steps a second at which a still title screen looks ahead for the title's next pixel.
    BOB_CHECKS = 60

    def _title_y(self, ahead: float = 0.0) -> int:
        """The title's centre row ``ahead`` seconds from now (pixels): it bobs a few
        pixels up and down."""
        sw, sh = self.app.size
        s = min(sw / 1280, sh / 720)
        return round(sh * 0.25 + math.sin((self.time + ahead) * 1.6) * 4 * s)

    def _changed(self) -> bool:
        """Something besides the bob changed: the screen is drawn whole."""
        return Scene.needs_redraw(self) or self.bankroll_text() != getattr(self, "_drawn_badge",
                                                                             None)

    def needs_redraw(self) -> bool:
        return self._changed() or self._title_y() != getattr(self, "_drawn_y", None)

    def drawn(self) -> None:
        super().drawn()
        self._drawn_y = self._title_y()
        self._drawn_badge = self.bankroll_text()

    def wake_in(self) -> float | None:
        """0 when the title moved; else when it next moves a pixel (looked up at
        :data:`BOB_CHECKS` steps a second, at most half a second ahead)."""
        if self.needs_redraw():
            return 0.0
        y = self._title_y()
        for k in range(1, self.BOB_CHECKS // 2 + 1):
            if self._title_y(k / self.BOB_CHECKS) != y:
                return k / self.BOB_CHECKS
        return 0.5

    def redraw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Only the title's band when only the bob moved it; else the whole screen."""
        if self._changed() or surface.get_size() != (self._bg.get_size() if self._bg
                                                              else None):
            return super().redraw(surface)
        y, was = self._title_y(), getattr(self, "_drawn_y", None)
        if was is None or y == was:
            return []
        sw, sh = surface.get_size()
        s = min(sw / 1280, sh / 720)
        half = round(84 * s * 0.8) + 2
        wide = min(sw, ui_text.text_width(_("Draw Poker"), ui_text.display_px(round(84 * s)),
                                          bold=True) + 40)
        band = pygame.Rect((sw - wide) // 2, min(y, was) - half, wide, abs(y - was) + 2 * half)
        surface.set_clip(band)
        self.draw(surface)
        surface.set_clip(None)
        self.drawn()
        return [band]

    def draw(self, surface: pygame.Surface) -> None:
        sw, sh = surface.get_size()
        if self._bg is None or self._bg.get_size() != (sw, sh):
            self._bg = room_surface((sw, sh))
            # a larger text widens the menu: the fans may go to the top corners instead
            corner = self.corner((sw, sh)) if ui_text.text_scale() > 1.0 else None
            _draw_fans(self._bg, min((b.rect.left for b in self.buttons), default=sw // 2),
                       corner)
        surface.blit(self._bg, (0, 0))
        s = min(sw / 1280, sh / 720)
        bob = math.sin(self.time * 1.6) * 4 * s
        # The game's own name, the same words as the window title in every language;
        # the subtitle names the poker played. Long titles shrink, never clipped.
        # TRANSLATORS: the game's own name (title screen, window title), written as
        # docs/glossary.md "The game's names" says: German keeps "Draw Poker" (the name
        # German poker players and rooms use), Slovak writes "Draw poker", Russian
        # "Дро-покер".
        ui_text.draw_text(surface, _("Draw Poker"), (sw / 2, sh * 0.25 + bob),
                          ui_text.display_px(round(84 * s)),
                    CREAM, bold=True, max_width=sw - round(60 * s))
        lines, px = ui_text.fit_or_wrap(self.tagline(), round(24 * s), sw - round(60 * s))
        for k, line in enumerate(lines):
            ui_text.draw_text(surface, line, (sw / 2, sh * 0.25 + 70 * s + k * ui_text.grown(
                24 * s * 1.2)), px, GOLD, max_width=sw - round(60 * s))
        lit = self.pointed()
        for i, b in enumerate(self.buttons):
            # one highlight only (finding 18): the lit entry has the primary face and the
            # focus ring; no separate hover face, no permanently coloured default
            b.focused = i == lit
            b.hovered = False
            b.style = "primary" if i == lit else "neutral"
            b.draw(surface)
        if self.buttons:
            step = ui_text.grown(max(11, round(17 * s)) * 1.25)
            lines, hpx = even_lines.fit_or_wrap_even(self.hint(self.pointed()),
                                                     max(11, round(17 * s)), sw - round(40 * s))
            y = min(self.buttons[-1].rect.bottom + hpx * 1.1 + 4 * s,
                    sh - hpx * 0.8 - (len(lines) - 1) * step)
            for k, line in enumerate(filter(None, lines)):
                ui_text.draw_text(surface, line, (sw / 2, y + k * step), hpx, CREAM,
                                  max_width=sw - round(40 * s))
        self._draw_bankroll(surface, s)

    def corner(self, size: tuple[int, int]) -> pygame.Rect:
        """The free room in the top left corner (pixels; the top right one is its mirror):
        left of the game's name, under the bankroll, above the subtitle, margins kept.
        A fan goes there when there is too little room beside the menu (a larger text)."""
        sw, sh = size
        s = min(sw / 1280, sh / 720)
        name_px = ui_text.display_px(round(84 * s))
        name_w = min(sw - round(60 * s), ui_text.text_width(_("Draw Poker"), name_px, bold=True))
        px = max(13, round(20 * s))  # the bankroll's pill (_draw_bankroll)
        top = round(18 * s) + round(px * 1.5) + round(px * 0.6) + round(10 * s)
        sub_h = ui_text.font(round(24 * s)).get_height()
        bottom = round(sh * 0.25 + 70 * s - sub_h / 2 - 8 * s)
        return pygame.Rect(round(18 * s), top, max(0, (sw - name_w) // 2 - round(36 * s)),
                           max(0, bottom - top))

    def bankroll_text(self) -> str:
        """"Bankroll: 1,000 chips" in the current language; "Bankroll: …" until the
        profile is open (the first frame: the badge is in its place from the start), ""
        when it cannot be read."""
        if not self._bankroll_read:
            return _("Bankroll: …")
        if self.bankroll is None:
            return ""
        return ngettext("Bankroll: {chips} chip", "Bankroll: {chips} chips", self.bankroll).format(
            chips=format_chips(self.bankroll))

    def _draw_bankroll(self, surface: pygame.Surface, s: float) -> None:
        """The bankroll in a dark pill with a chip, in the top right corner."""
        text = self.bankroll_text()
        if not text:
            return
        px = max(13, round(20 * s))
        d = round(px * 1.5)
        pad = round(px * 0.6)
        w = d + pad * 3 + ui_text.text_width(text, px, bold=True)
        rect = pygame.Rect(0, 0, w, d + pad)
        rect.topright = (surface.get_width() - round(20 * s), round(18 * s))
        panel(surface, rect, alpha=160, radius=rect.height // 2, border=GOLD_DARK)
        chip = chip_surface(100, d)
        surface.blit(chip, chip.get_rect(midleft=(rect.x + pad, rect.centery)))
        ui_text.draw_text(surface, text, (rect.x + pad * 2 + d, rect.centery), px, CREAM,
                          anchor="midleft", bold=True)


#: How far each card of a title fan sits right of the one under it, in card widths:
#: enough to show its corner index and the left half of its face.
FAN_STEP = 0.5


def fan_cards(size: tuple[int, int], menu_left: int, corner: pygame.Rect | None = None
              ) -> list[tuple[Card, tuple[int, int], float, tuple[int, int]]]:
    """The title's two fans, a royal flush at the left and four aces at the right.

    Args:
        size: the window (pixels).
        menu_left: the menu's left edge (pixels); the fans fit between it and the window's
            edges, the menu centred.
        corner: the free room in the top left corner (pixels, :meth:`TitleScene.corner`;
            the top right one its mirror; None: the fans stand beside the menu, as at the
            normal text size): where a larger text leaves too little room
            beside the menu for cards of their full size, the fans stand there when their
            cards are larger there.

    Returns:
        ``(card, centre, angle, card size)`` per card, drawn in this order (each covers the
        right half of the one before: every index stays readable); none when a fan would
        be narrower than a card 80 pixels tall in either place.
    """
    sw, sh = size
    s = min(sw / 1280, sh / 720)
    span = 1 + 4 * FAN_STEP + 0.6  # a fan's width in card widths, its tilt included
    room = menu_left - round(36 * s)  # from the window's edge to the menu, less margins
    full = round(150 * s * 5 / 7)  # the cards' width wherever there is room
    cw = min(full, int(room / span))
    left, cy = round(18 * s + room / 2), sh * 0.64
    if corner is not None and cw < full:
        # the fan's height: its cards, their tilt and the arc (16 * s) under the middle one
        high = int((corner.height - 16 * s) / (7 / 5 + 0.25))
        up = min(round(150 * s * 5 / 7), int(corner.width / span), high)
        if up > cw:
            cw, left, cy = up, corner.centerx, corner.centery - 8 * s
    ch = round(cw * 7 / 5)
    if ch < 80:
        return []
    placed: list[tuple[Card, tuple[int, int], float, tuple[int, int]]] = []
    hands = [(parse_cards("Ts Js Qs Ks As"), left), (parse_cards("Ac Ad Ah As Kh"), sw - left)]
    for cards, cx in hands:
        for k, card in enumerate(cards):
            x = cx + (k - 2) * cw * FAN_STEP
            y = cy + (k - 2) ** 2 * 4 * s
            placed.append((card, (round(x), round(y)), (k - 2) * -6.0, (cw, ch)))
    return placed


def _draw_fans(surface: pygame.Surface, menu_left: int, corner: pygame.Rect | None) -> None:
    """Draw :func:`fan_cards` with their soft shadows."""
    s = min(surface.get_width() / 1280, surface.get_height() / 720)
    for card, (x, y), angle, size in fan_cards(surface.get_size(), menu_left, corner):
        img = tilted_card_surface(card, size, angle)
        shadow = pygame.Surface(img.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 60))
        shadow.blit(img, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(shadow, shadow.get_rect(center=(round(x + 4 * s), round(y + 6 * s))))
        surface.blit(img, img.get_rect(center=(x, y)))
