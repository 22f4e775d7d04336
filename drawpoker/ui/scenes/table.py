"""The table: where hands are played.

The scene owns a session (seats, stacks, button), the engine ``Hand`` being
played, the computer players' policies, a :class:`~drawpoker.ui.table.director.Director`
that animates the hand's events, and the player's controls:

* betting controls built from ``hand.legal_actions()`` (Fold, Check/Call n,
  Bet/Raise to n with slider, typed amount and quick sizes, All-in; fixed-limit
  shows the fixed amounts); keys F, C, R, A, arrows / wheel, Enter;
* click-to-discard: a click (or keys 1–5) marks a card, which lifts and says
  "discard"; the button reads "Draw n" / "Stand pat"; the draw limit and the
  4-with-an-ace rule are checked here with a visible reason before anything is
  sent (RULES.md §3.5). The selection is cleared on every new hand (B47);
* pre-action boxes while waiting (RULES.md §5);
* end-of-hand summary with Next hand; rebuy or leave when out of chips.

Computer turns and the player's controls wait while the director is busy.
"""

from __future__ import annotations

import contextlib
import functools
import math
import random
import sys
from concurrent.futures import Future, ThreadPoolExecutor
from functools import lru_cache
from typing import Any

import pygame

from drawpoker.ai import make_player
from drawpoker.engine import (
    Action,
    ActionType,
    LegalActions,
    Phase,
    PreAction,
    TableRules,
    resolve_pre_action,
)
from drawpoker.evaluator import evaluate_game, reading_order
from drawpoker.i18n import Text as Say
from drawpoker.i18n import (
    _,
    catalog_key,
    format_number,
    format_percent,
    ngettext,
    say_again,
)
from drawpoker.i18n import format_chips as fmt
from drawpoker.session.config import house_rules
from drawpoker.session.defaults import (
    DEFAULT_BANKROLL,
    DEFAULT_BUY_IN,
    DEFAULT_OPPONENTS,
    DEFAULT_RULES,
    REFILL_FLOOR,
    broke_below,
)
from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows import notices
from drawpoker.ui.input import Click, Intent, Key, Motion, Release, Wheel
from drawpoker.ui.layout import Layout, button_rect, compute_layout, shown_floor
from drawpoker.ui.scene import Scene
from drawpoker.ui.sprites.cards import card_surface, deck_for
from drawpoker.ui.sprites.chips import dealer_button_surface, draw_chips
from drawpoker.ui.sprites.table import table_surface
from drawpoker.ui.table.director import Director
from drawpoker.ui.table.model import SeatVisual, TableVisual
from drawpoker.ui.theme import BADGE_COLORS, CREAM, GOLD, MUTED, RED, WHITE
from drawpoker.ui.tween import lerp
from drawpoker.ui.widgets.buttons import Button
from drawpoker.ui.widgets.slider import Checkbox, Slider

#: Seconds a computer player "thinks" before acting (normal speed).
THINK_SECONDS = 0.55


def public_reasons(hand: Any, reasons: list[tuple[int, str]],
                   hero: int) -> list[tuple[int, str]]:
    """The computer players' reasons that may be shown after the hand.

    A reason talks about the player's own cards ("mucked two pair", "a bluff with
    king high"), so it is shown only when those cards are public: for a seat that
    showed its hand at the showdown (a ``ShowdownReveal`` event) and for the player's
    own seat. Reasons of seats that folded, mucked or won without a showdown are
    dropped whole: their cards stay hidden (RULES.md §7: only hands turned face up are seen).

    Args:
        hand: the finished hand (its ``events`` are read), or None.
        reasons: ``(seat, reason)`` in the order the decisions were made.
        hero: the player's seat.

    Returns:
        The reasons that reveal nothing hidden, in the same order.
    """
    from drawpoker.engine import ShowdownReveal

    shown = {hero}
    for ev in getattr(hand, "events", ()) or ():
        if isinstance(ev, ShowdownReveal):
            shown.add(ev.seat)
    return [(seat, reason) for seat, reason in reasons if seat in shown]


def snap_amount(value: int, lo: int, hi: int, step: int) -> int:
    """``value`` rounded to a multiple of ``step`` chips, kept in ``lo..hi``.

    Args:
        value: the raw amount (chips), e.g. under the slider knob.
        lo: the smallest legal amount (returned exactly at or below it).
        hi: the largest (all in; returned exactly at or above it, or within half a step).
        step: the bet step in chips (>= 1).

    Returns:
        ``lo``, ``hi`` or a multiple of ``step`` strictly between them.
    """
    step = max(1, int(step))
    if value <= lo:
        return lo
    if value >= hi or hi - value < step / 2:
        return hi
    snapped = int(math.floor(value / step + 0.5)) * step
    if snapped <= lo:
        return lo if value - lo < step / 2 else min(hi, lo - lo % step + step)
    return min(hi, snapped)


def hand_label(lay: Layout, seat: int, text: str, *, hero: bool = False
               ) -> tuple[pygame.Surface, pygame.Rect]:
    """The rendered hand name of ``seat`` and where it goes (pixels, window coordinates).

    Above the seat's cards; under the action pill when there is no room above (the top
    seat, below the top bar); the player's own to the left of his plate. The text
    shrinks (down to 60 %) until it fits the table area, and the Rect is moved inside it
    with its panel margin, so no label is cut at a window edge or by the top bar.

    Args:
        lay: the current layout.
        seat: engine seat index (a key of ``lay.seats``).
        text: the hand's name in the current language.
        hero: the player's own seat.

    Returns:
        ``(image, rect)``; ``rect`` has the image's size.
    """
    s = lay.scale
    sl = lay.seats[seat]
    plate = sl.plate
    # the panel drawn around the label (14·s, 6·s larger) stays off the window's edges too
    area = lay.table_area.inflate(-round(30 * s), -round(16 * s))
    base = round(lay.font_px * 0.85)
    size = base
    room = area.width * 0.46 if hero else min(area.width * 0.9, 330 * s)
    img = ui_text.render_text(text, size, WHITE, bold=True)
    while img.get_width() > room and size > base * 0.75:
        size -= 1
        img = ui_text.render_text(text, size, WHITE, bold=True)
    if img.get_width() > room:  # a long name (de/ru) goes on two lines instead of to the edge
        img = _two_lines(text, size, room)
    r = (sl.shown or sl.cards)[0].union((sl.shown or sl.cards)[-1])
    # room for the winning cards' lift (18 % of a card, TableScene._card_blit)
    hr = img.get_rect(midbottom=(r.centerx, r.top - 4 * s))
    if hero:
        hr.midright = (plate.left - 14 * s, plate.centery)
        if hr.left < area.left:  # no room left of the plate: above the cards
            hr.midbottom = (r.centerx, r.top - 4 * s)
        hr.clamp_ip(area)
        return img, hr
    # the first place that stays in the table area and off the other seats' plates and
    # cards: above the cards (centred, then flush with either end), then under the
    # action pill; each on one line and then on two (eight seats leave little room)
    blocked = [o.plate.inflate(round(8 * s), round(6 * s)) for k, o in lay.seats.items()
               if k != seat]
    for k, o in lay.seats.items():
        if k != seat:
            blocked.extend(o.shown if not o.is_hero else o.cards)
    lift = r.height * 0.18
    images = [img]
    if img.get_height() < base * 2:  # a narrower two-line version as well
        images.append(_two_lines(text, size, min(room, max(r.width * 1.3, 150 * s))))
    spots: list[tuple[pygame.Surface, pygame.Rect]] = []
    for im in images:
        above = im.get_rect(midbottom=(r.centerx, r.top - 4 * s - lift))
        spots += [(im, above), (im, above.move(r.left - above.left, 0)),
                  (im, above.move(r.right - above.right, 0)),
                  (im, im.get_rect(midtop=(plate.centerx, plate.bottom + 32 * s)))]
    # last resorts: beside the plate on the table's side, on two lines
    inward = 1 if plate.centerx < lay.center[0] else -1
    for im in images[1:]:
        side = im.get_rect(midleft=(plate.right + 14 * s, plate.centery)) if inward > 0 \
            else im.get_rect(midright=(plate.left - 14 * s, plate.centery))
        spots += [(im, side), (im, side.move(0, plate.height / 2 + im.get_height() / 2))]
    for im, spot in spots:
        panel = spot.inflate(round(14 * s), round(6 * s))
        if area.contains(spot) and panel.collidelist(blocked) == -1:
            return im, spot
    hr = spots[0][1] if spots[0][1].top >= area.top else spots[3][1]
    hr.clamp_ip(area)
    return img, hr


def _two_lines(text: str, size: int, room: float) -> pygame.Surface:
    """``text`` broken at the space nearest its middle (after a comma if one is near) into
    two centred lines of at most ``room`` pixels (shrunk further only if needed)."""
    words = text.split(" ")
    if len(words) < 2:
        return ui_text.render_text(text, size, WHITE, bold=True)
    best = min(range(1, len(words)),
               key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:])))
               - (3 if words[k - 1].endswith(",") else 0))
    lines = [" ".join(words[:best]), " ".join(words[best:])]
    while size > 8 and max(ui_text.font(size, True).size(t)[0] for t in lines) > room:
        size -= 1
    imgs = [ui_text.render_text(t, size, WHITE, bold=True) for t in lines]
    out = pygame.Surface((max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs)),
                         pygame.SRCALPHA)
    y = 0
    for i in imgs:
        out.blit(i, ((out.get_width() - i.get_width()) // 2, y))
        y += i.get_height()
    return out


#: Modifier keys that turn the letter shortcuts (F, C, R, A, ...) off while held.
SHORTCUT_BLOCKING_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META | pygame.KMOD_GUI


def describe_hand(cards: tuple[Any, ...], rules: TableRules) -> str:
    """The player's current hand in words ("Pair of kings")."""
    if len(cards) != 5 or any(c is None for c in cards):
        return ""
    return _describe_cached(tuple(cards), rules.game, rules.wild, catalog_key())


@lru_cache(maxsize=256)
def _describe_cached(cards: tuple[Any, ...], game: str, wild: str,
                     catalog: tuple[str, bool, int]) -> str:
    del catalog  # the cache key only: the text is made in the catalog in force
    rules = TableRules(game=game, wild=wild)  # type: ignore[arg-type]
    return str(evaluate_game(list(cards), game=rules.game, wild=rules.wild).describe())


def lifted_rect(lay: Layout, rect: pygame.Rect, lift: float) -> pygame.Rect:
    """``rect`` of a card lifted by ``lift`` (0..1 of 18 % of its height: selected for
    discard or part of the winning hand), never up to ``shown_floor`` or higher: the card,
    its gold outline and the lift stay below the top bar (the top seat's shown cards)."""
    floor = shown_floor(lay.table_area, lay.scale)
    return rect.move(0, -min(round(rect.height * 0.18 * lift), max(0, rect.top - floor)))


def fit_title(text: str, px: int, room: int) -> tuple[str, int]:
    """``text`` made to fit ``room`` pixels (regular weight): first shrunk down to 80 % of
    ``px``, then cut with "…". The part after the last " · " (the stakes) is kept whole
    when it fits and the game name before it is cut instead. Returns ``(text, size_px)``;
    ``("", size_px)`` when not even "…" fits."""
    floor = max(9, round(px * 0.8))
    size = ui_text.fit_text(text, px, room, min_px=floor)
    f = ui_text.font(size)
    if f.size(text)[0] <= room:
        return text, size
    head, sep, tail = text.rpartition(" · ")
    keep = sep + tail if head and f.size("…" + sep + tail)[0] <= room else ""
    body = head if keep else text
    cut = len(body)
    while cut > 0 and f.size(body[:cut].rstrip(" ·") + "…" + keep)[0] > room:
        cut -= 1
    if cut == 0:
        return ("…", size) if f.size("…")[0] <= room else ("", size)
    return body[:cut].rstrip(" ·") + "…" + keep, size


def phase_labels() -> tuple[str, ...]:
    """Every betting-round label the top bar shows (as ``Director`` names them), in the
    current language: the header's title keeps the room the widest one leaves."""
    return (_("Before the draw"), _("After the draw"), _("The draw"), _("Showdown"))


@functools.lru_cache(maxsize=64)
def header_title(texts: tuple[str, ...], px: int, room: int) -> tuple[str, int]:
    """The table header's title in ``room`` pixels: the first of ``texts`` (the game and
    stakes, fullest first, then compact forms) that fits whole at ``px``; else the first
    that fits whole shrunk to 80 %; else the most compact one cut with "…" (``fit_title``).
    Returns ``(text, size_px)``. Depends on nothing but its arguments, so the title keeps
    one size for a table and window size (finding 7)."""
    for text in texts:
        if ui_text.font(px).size(text)[0] <= room:
            return text, px
    for text in texts:
        title, size = fit_title(text, px, room)
        if title == text:
            return title, size
    return fit_title(texts[-1], px, room)


def fit_name(text: str, px: int, room: int) -> tuple[str, int]:
    """A seat's name (bold) made to fit ``room`` pixels: shrunk to no less than 85 % of
    ``px``, then cut with "…" ("Zofia the Gr…"), so it never runs into the stack beside
    or below it. Returns ``(text, size_px)``; ``("", size_px)`` when not even "…" fits."""
    room = max(0, int(room))
    size = ui_text.fit_text(text, px, room, bold=True, min_px=max(9, round(px * 0.85)))
    f = ui_text.font(size, True)
    if f.size(text)[0] <= room:
        return text, size
    cut = len(text)
    while cut > 0 and f.size(text[:cut].rstrip() + "…")[0] > room:
        cut -= 1
    if cut == 0:
        return ("…", size) if f.size("…")[0] <= room else ("", size)
    return text[:cut].rstrip() + "…", size


def _not_allowed_line(hand: Any, action: Action) -> Say:
    """The log line "Not allowed: <reason>" for a refused ``action``, drawn in the language
    current when the log is shown: the reason is asked again of a frozen copy of ``hand``
    (the live hand moves on), so a language switch re-words it.

    Args:
        hand: the engine hand that refused ``action`` (has ``why_illegal``).
        action: the refused action.
    """
    import copy

    try:
        frozen = copy.deepcopy(hand)
    except Exception:  # a hand that cannot be copied: keep the reason as worded now
        said = hand.why_illegal(action) or ""
        return Say(lambda: _("Not allowed: {reason}").format(reason=said))
    return Say(lambda: _("Not allowed: {reason}").format(reason=frozen.why_illegal(action) or ""))


def _reason_line(name: str, reason: str) -> str:
    """One line of the "why they played that way" log, in the current language (a reason
    made before a language switch is made again from its numbers: ``i18n.say_again``)."""
    return _("{name}: {reason}").format(name=name, reason=say_again(reason))


def personality_name(key: str) -> str:
    """Translated display name of a personality key."""
    try:
        from drawpoker.ai.personalities import PERSONALITIES

        return _(PERSONALITIES[key].name)
    except Exception:
        return key.capitalize()


@lru_cache(maxsize=64)
def _card_shadow(size: tuple[int, int]) -> pygame.Surface:
    sh = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(sh, (0, 0, 0, 70), sh.get_rect(), border_radius=max(3, size[0] // 9))
    return sh


@lru_cache(maxsize=32)
def _holds(cards: tuple[Any, ...], game: str, wild: str, max_draw: int,
           opponents: int = 3) -> list[Any]:
    """Every hold of ``cards``, best chance to win against ``opponents`` first."""
    try:
        from drawpoker.odds import analyze_holds

        return analyze_holds(list(cards), game=game, wild=wild, max_draw=max_draw,
                             opponents=min(8, max(1, opponents)))
    except Exception:
        return []


def _card_text(card: Any) -> str:
    suits = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
    rank = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}.get(card.rank, str(card.rank))
    return f"{rank}{suits.get(card.suit, '')}" if card.rank else "★"


class TableScene(Scene):
    """A table with the player and computer opponents.

    Args:
        demo: the computer plays the player's seat too; the app quits after
            ``app.demo_hands`` hands.
        rules: table options (``TableRules``); default ante-based no-limit.
        opponents: ``(name, personality key)`` per computer seat (1..7).
        level: computer difficulty (``easy`` / ``medium`` / ``hard``).
        buy_in: chips each player sits down with.
    """

    practice: bool = False
    """A practice table: rebuys come from practice chips, never the player's bankroll."""

    def __init__(self, demo: bool = False, *, rules: TableRules | None = None,
                 opponents: list[tuple[str, str]] | None = None, level: str = "medium",
                 levels: list[str] | None = None, buy_in: int = DEFAULT_BUY_IN,
                 keeper: Any = None, restored: Any = None, persist: bool = True) -> None:
        super().__init__()
        self.demo = demo
        self.restored = restored
        self.keeper = keeper
        self.persist = persist
        if restored is not None:
            rules = restored.table.rules
            opponents = []
            levels = []
            for k, entry in enumerate(restored.setup):
                if k == restored.hero_seat:
                    continue
                spec = str(entry.get("player", "medium:shark"))
                lvl, _sep, pers = spec.partition(":")
                opponents.append((str(entry.get("name", "?")), pers or "shark"))
                levels.append(lvl or "medium")
        self.rules = rules or TableRules.from_dict(DEFAULT_RULES)
        self.opponents = list(opponents or DEFAULT_OPPONENTS[:5])
        if not 1 <= len(self.opponents) <= 7:
            raise ValueError(f"a table needs 1..7 opponents, got {len(self.opponents)}")
        self.level = level
        self.levels = list(levels) if levels else [level] * len(self.opponents)
        if len(self.levels) != len(self.opponents):
            raise ValueError(f"levels: {len(self.levels)} given for {len(self.opponents)} opponents")
        if restored is not None:  # the buy-in the table was set up with (kept in the seat set-up)
            entry = restored.setup[restored.hero_seat] if 0 <= restored.hero_seat < len(restored.setup) else {}
            stored = entry.get("buy_in") if isinstance(entry, dict) else None
            if isinstance(stored, int) and not isinstance(stored, bool):
                buy_in = stored
        # every buy-in and rebuy at this table is within its limits (RULES.md §2)
        self.buy_in = min(max(int(buy_in), self.rules.min_buy_in_chips), self.rules.max_buy_in_chips)
        self.hero = 0
        self.n = len(self.opponents) + 1
        self.hand: Any = None
        self.selected: set[int] = set()
        self.amount = 0
        self.quick_chosen: int | None = None
        self.think = 0.0
        self.over_timer = 0.0
        self.draw_reason = ""
        self.log_open = True
        self.log_scroll = 0
        self.time = 0.0
        self.preaction: PreAction | None = None
        self.pre_call: int | None = None  # a ticked "Call N": call exactly N chips
        self.sat_down_with: tuple[int, int] | None = None  # (buy-in, asked) to tell
        self.sit_out = False
        self.auto_rebuy = False
        self.hands_done = 0
        self.layout: Layout | None = None
        self.buttons: dict[str, Button] = {}
        self.slider = Slider()
        self.pre_boxes: list[tuple[PreAction | str, Checkbox]] = []
        self.typed = ""
        self.reasons: list[tuple[int, str]] = []
        self._pending: Any = None
        self._executor: ThreadPoolExecutor | None = None

    # setup ----------------------------------------------------------------
    def enter(self) -> None:
        seed = getattr(self.app, "seed", None)
        self.rng = random.Random(seed)
        self.ai_rng = random.Random(None if seed is None else seed + 1)
        self.names = [_("You")] + [name for name, _k in self.opponents]
        self.badges = [""] + [k for _n, k in self.opponents]
        self._open_session()
        others = [i for i in range(self.n) if i != self.hero]
        self.badges = [""] * self.n
        for seat, (_n, k) in zip(others, self.opponents, strict=True):
            self.badges[seat] = k
        self.policies: dict[int, Any] = {
            seat: make_player(f"{self.levels[i]}:{k}")
            for i, (seat, (_n, k)) in enumerate(zip(others, self.opponents, strict=True))
        }
        self.hero_policy = make_player(f"{self.level}:shark") if self.demo else None
        if self.demo:
            self.auto_rebuy = True  # the computer keeps playing the player's seat
        # Computer players think on a worker thread in the real-time loop, so a long
        # decision never freezes the animation; tests run them inline (deterministic).
        self._executor = ThreadPoolExecutor(max_workers=1) if getattr(self.app, "realtime", False) else None
        self.visual = TableVisual([SeatVisual(name=self.names[i], badge=self.badges[i],
                                              stack=self.stacks[i]) for i in range(self.n)])
        self.director = Director(self.visual, self.hero, speed=lambda: self.app.speed,
                                 sound=self.app.play_sound,
                                 describe=lambda cards: describe_hand(cards, self.rules),
                                 arrange=lambda cards: reading_order(cards, self.rules.game,
                                                                     self.rules.wild))
        self._profile_name = self._own_profile_name()
        self._make_widgets()
        self.resize(self.app.size)
        restored_hand = getattr(self.restored, "hand", None)
        if restored_hand is not None and not restored_hand.is_over:
            self.hand = restored_hand
            self.director.feed(restored_hand.view(self.hero).events)
            self.director.skip()
        else:
            self._tell_buy_in()
            self.new_hand()

    def _tell_buy_in(self) -> None:
        """Log "You buy in for N." at a fresh sit-down; when the setup's buy-in was cut to
        what the bankroll holds, say so in a toast too (new player 2, finding 6: he asked
        for 1,000 and sat with 860 without a word)."""
        sat = getattr(self, "sat_down_with", None)
        self.sat_down_with = None
        if sat is None or self.demo:
            return
        got, asked = sat
        self.visual.add_log(Say(functools.partial(
            lambda amount: _("You buy in for {amount}.").format(amount=fmt(amount)), got)), "info")
        if got < asked and getattr(self.app, "toast", None) is None:  # never over another
            self.app.show_toast(_("Your buy-in is {amount}, not {asked}: that is all your "
                                  "bankroll holds.").format(amount=fmt(got), asked=fmt(asked)),
                                seconds=8.0)

    def _own_profile_name(self) -> str:
        """The name the player gave himself in the profile, or "" while it is the default
        ("Player" in whichever language the profile was made) or no profile is open."""
        profile = self.app.profile_if_open
        if profile is None or self.demo:
            return ""
        try:
            from drawpoker.i18n import translations_of
            from drawpoker.persistence.profile import DEFAULT_NAME

            name = str(profile.player().name).strip()
        except Exception:
            return ""
        return "" if name in translations_of(DEFAULT_NAME) else name

    def _open_session(self) -> None:
        """Sit down: a new engine ``Table`` (kept in the profile through a ``TableKeeper``
        when the profile can be opened), or the restored one."""
        from drawpoker.engine import Seat, Table

        if self.restored is not None:
            self.table = self.restored.table
            self.hero = self.restored.hero_seat
            self.names = [s.name for s in self.table.seats]
            return
        profile = None
        if self.persist and self.keeper is None:
            try:
                from drawpoker.persistence.resume import TableKeeper

                profile = self.app.profile
                keeper = TableKeeper(profile)
                if keeper.saved() is not None:  # an open table the player did not continue
                    keeper.restore()
                    keeper.leave()
                self.keeper = keeper
            except Exception as exc:
                self.keeper = None
                profile = None
                self._note_busy(exc)
        bankroll = int(profile.bankroll) if profile is not None else DEFAULT_BANKROLL
        if profile is not None and bankroll < min(self.rules.min_buy_in_chips, broke_below()):
            try:  # broke: the house gives a fresh bankroll, and says so (finding 6)
                given = profile.refill(self.refill_target(profile))
                if given:
                    self.refill_notice: tuple[int, int] | None = (bankroll,
                                                                  int(profile.bankroll))
                bankroll = int(profile.bankroll)
            except Exception:
                pass
        # The computer players always buy in for the table's buy-in; only the player's own
        # buy-in is cut down to what his bankroll holds (never below the table minimum).
        hero_buy = max(self.rules.min_buy_in_chips, min(self.buy_in, bankroll))
        # told at the deal: the log line, and a toast when the buy-in was cut (finding 6)
        self.sat_down_with = (hero_buy, self.buy_in)
        seats = [Seat(self.names[0], 0, bankroll=bankroll)]
        seats += [Seat(self.names[i], 0, bankroll=10**9) for i in range(1, self.n)]
        table = Table(self.rules, seats, self.rng.randrange(self.n))
        for i in range(self.n):
            table.buy_in(i, hero_buy if i == self.hero else self.buy_in)
        self.table = table
        if self.keeper is not None:
            setup = [{"name": "You", "player": "human", "buy_in": self.buy_in}] + [
                {"name": n, "player": f"{self.levels[k]}:{p}"}
                for k, (n, p) in enumerate(self.opponents)]
            try:
                self.keeper.sit_down(table, self.hero, setup)
            except Exception as exc:
                self.keeper = None
                self._note_busy(exc)

    def _make_widgets(self) -> None:
        b = self.buttons
        b["fold"] = Button("", "fold", hotkey="F")
        b["call"] = Button("", "call", hotkey="C")
        b["raise"] = Button("", "raise", hotkey="R")
        b["allin"] = Button("", "allin", hotkey="A")
        b["draw"] = Button("", "primary", hotkey="↵")
        b["next"] = Button("", "primary", hotkey="↵")
        b["rebuy"] = Button("", "call")
        b["leave"] = Button("", "neutral")
        b["show"] = Button("", "call", hotkey="S")
        b["muck"] = Button("", "fold", hotkey="M")
        b["menu"] = Button("≡", "neutral")
        b["log"] = Button("", "neutral")
        self.quick = [Button("", "neutral") for _k in range(5)]
        self.pre_boxes = [(key, Checkbox()) for key in (
            PreAction.CHECK_FOLD, PreAction.CHECK, PreAction.CALL_ANY, PreAction.FOLD,
            PreAction.RAISE_ANY, "sit_out", "auto_rebuy")]
        self._relabel()

    def _relabel(self) -> None:
        """Give every fixed label its text in the current language, and the player's seat
        its name (:meth:`hero_name`). Called when the widgets are made and whenever the
        language differs from the one the labels were made in (a switch in Settings from
        the pause menu shows at once, even under the pause menu)."""
        b = self.buttons
        for key, text in (("fold", _("Fold")), ("call", _("Check")), ("raise", _("Raise")),
                          ("allin", _("All in")), ("draw", _("Stand pat")),
                          ("next", _("Next hand")), ("rebuy", _("Rebuy")),
                          ("leave", _("Leave table")), ("show", _("Show")), ("muck", _("Muck")),
                          ("log", _("Log"))):
            b[key].label = text
        self.quick_labels = [_("Min"), _("½ Pot"), _("¾ Pot"), _("Pot"), _("Max")]
        for btn, text in zip(self.quick, self.quick_labels, strict=True):
            btn.label = text
        box_text = {PreAction.CHECK_FOLD: _("Check/Fold"), PreAction.CHECK: _("Check"),
                    PreAction.CALL_ANY: _("Call any"), PreAction.FOLD: _("Fold"),
                    PreAction.RAISE_ANY: _("Raise any"), "sit_out": _("Sit out next hand"),
                    "auto_rebuy": _("Auto-rebuy")}
        visual = getattr(self, "visual", None)
        facing = self.facing_bet() if visual is not None and len(visual.seats) > self.hero else 0
        if facing > 0:  # facing a bet the box reads as _arrange_pre_boxes words it
            box_text[PreAction.CHECK] = _("Call {amount}").format(amount=fmt(facing))
        for key, box in self.pre_boxes:
            box.label = box_text[key]
        self._labels_in = catalog_key()
        self._name_hero()

    def hero_name(self) -> str:
        """The player's seat name as shown: the name set in the profile, else "You" in the
        current language (the name the table was created with is not shown, so a table
        made or saved in another language never shows its "Du" or "Вы")."""
        own = getattr(self, "_profile_name", None)
        return own if own else _("You")

    def _name_hero(self) -> None:
        name = self.hero_name()
        if getattr(self, "names", None):
            self.names[self.hero] = name
        visual = getattr(self, "visual", None)
        if visual is not None and self.hero < len(visual.seats):
            visual.seats[self.hero].name = name

    def _sync_language(self) -> None:
        """Relabel when the language changed since the labels were made (cheap otherwise);
        keep the player's seat named in the current language after each new hand (the
        director copies the engine's seat names in at every hand start)."""
        if getattr(self, "_labels_in", None) != catalog_key():
            self._relabel()
        elif self.visual.seats[self.hero].name != self.hero_name():
            self._name_hero()

    def resize(self, size: tuple[int, int]) -> None:
        """Recompute the layout for the new window ``size`` (B52)."""
        self.layout = compute_layout(size, self.n, self.hero, log_open=self.log_open)
        lay = self.layout
        c = lay.controls
        b = self.buttons
        b["fold"].rect = c.fold
        b["call"].rect = c.call
        b["raise"].rect = c.raise_
        b["allin"].rect = c.allin
        b["draw"].rect = c.draw
        b["next"].rect = c.next_hand
        b["rebuy"].rect = c.call
        b["show"].rect = c.call
        b["muck"].rect = c.fold
        b["leave"].rect = c.raise_.union(c.allin)
        b["menu"].rect = lay.menu_button
        b["log"].rect = lay.log_button
        for btn, rect in zip(self.quick, c.quick, strict=True):
            btn.rect = rect
        self.slider.rect = c.slider
        s = lay.scale
        pre_w = round(158 * s)
        for i, (_k, box) in enumerate(self.pre_boxes[:5]):
            col, row = i % 2, i // 2
            box.rect = pygame.Rect(c.info.x + col * (pre_w + round(8 * s)),
                                   c.info.y + round(30 * s) + row * round(27 * s), pre_w, round(24 * s))
        self._pre_slots = [box.rect.copy() for _k, box in self.pre_boxes[:5]]
        # session boxes (sit out, auto-rebuy) on the top row of the action area
        for i, (_k, box) in enumerate(self.pre_boxes[5:]):
            box.rect = pygame.Rect(c.quick[0].x + i * round(200 * s), c.quick[0].y, round(190 * s),
                                   round(24 * s))

    # session ----------------------------------------------------------------
    @property
    def stacks(self) -> list[int]:
        """Every seat's chips between hands (the session's record)."""
        return [seat.stack for seat in self.table.seats]

    @property
    def bankroll(self) -> int:
        """The player's chips off the table."""
        return int(self.table.seats[self.hero].bankroll or 0)

    @property
    def hand_no(self) -> int:
        """Number of the current deal."""
        return int(self.table.hand_no)

    def new_hand(self) -> None:
        """Deal the next hand (the table moves the button; busted computer players rebuy)."""
        table = self.table
        if not table.in_redeal_chain:
            for i in range(1, self.n):
                if table.seats[i].stack <= 0:
                    table.buy_in(i, self.buy_in)
                    self.visual.add_log(Say(functools.partial(
                        lambda name, amount: _("{name} buys in for {amount}.").format(
                            name=name, amount=fmt(amount)), self.names[i], self.buy_in)), "info")
                    self.visual.seats[i].stack = table.seats[i].stack
            table.sit_out(self.hero, self.sit_out)
            table.set_auto_rebuy(self.hero, self.auto_rebuy)
        if not table.can_deal():
            table.sit_out(self.hero, False)
        if self.keeper is not None:
            with contextlib.suppress(Exception):
                self.keeper.save()
            events = self.keeper.deal(self.rng)
            self.hand = self.keeper.hand or self.keeper.last_deal
        else:
            self.hand = table.new_hand(self.rng)
            events = self.hand.start()
        self.selected.clear()  # B47: no selection carries over
        self.draw_reason = ""
        self.preaction = None
        for _k, box in self.pre_boxes:
            if _k not in ("sit_out", "auto_rebuy"):
                box.checked = False
        self.think = THINK_SECONDS
        self.over_timer = 0.0
        self.director.boost = 1.0
        self.director.feed(events)

    def exit(self) -> None:
        executor = getattr(self, "_executor", None)
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    def _finish_hand(self) -> None:
        reasons = public_reasons(self.hand, self.reasons, self.hero)
        self.reasons = []
        if reasons:
            self.visual.add_log(Say(lambda: _("Why they played that way")), "head")
            for seat, reason in reasons:
                name = self.names[seat]
                self.visual.add_log(Say(functools.partial(_reason_line, name, reason)), "info")
        if self.keeper is None and self.table.current is self.hand:
            self.table.finish_hand(self.hand)
        self.hands_done += 1
        self.app.hands_played = getattr(self.app, "hands_played", 0) + 1

    # helpers --------------------------------------------------------------
    @property
    def legal(self) -> LegalActions | None:
        """The player's legal actions when it is his turn and the table is idle."""
        if self.hand is None or self.director.busy or self.hand.is_over:
            return None
        la = self.hand.legal_actions()
        if la is None or la.seat != self.hero or self.demo:
            return None
        return la

    @property
    def mode(self) -> str:
        """What the controls show: ``wait``, ``bet``, ``draw``, ``over`` or ``busted``."""
        if self.hand is None:
            return "wait"
        if self.hand.is_over and not self.director.busy:
            if self.stacks[self.hero] <= 0 and not self.demo:
                return "busted"
            return "over"
        la = self.legal
        if la is None:
            return "wait"
        if la.phase is Phase.DRAW:
            return "draw"
        if la.phase is Phase.SHOWDOWN:
            return "show"
        return "bet"

    def pot_total(self) -> int:
        """Every chip in play (chips): the pots plus every bet in front of a seat, posted
        blinds included (the pot of RULES.md §4 pot-limit); the engine's figure while a
        hand is on, else what the table shows."""
        if self.hand is not None:
            with contextlib.suppress(Exception):
                return int(self.hand.view(self.hero).pot_total)
        return sum(self.visual.pots) + sum(s.bet for s in self.visual.seats)

    def _send_confirmed(self, action: Action) -> None:
        """Send ``action`` once the player has confirmed it in a notice."""
        self._send(action)

    def _send(self, action: Action) -> bool:
        why = self.hand.why_illegal(action)
        if why:
            self.visual.add_log(_not_allowed_line(self.hand, action), "info")
            return False
        if self.keeper is not None:
            self.director.feed(self.keeper.act(action))
        else:
            self.director.feed(self.hand.act(action))
        if action.kind is ActionType.FOLD and action.seat == self.hero:
            self.director.boost = 3.0
        self.think = THINK_SECONDS
        self.typed = ""
        return True

    def _own_cards(self) -> tuple[Any, ...]:
        try:
            return tuple(self.hand.view(self.hero).own_cards)
        except Exception:
            return ()

    # betting --------------------------------------------------------------
    def _sizing_range(self, la: LegalActions) -> tuple[int, int]:
        return la.min_to, la.max_to

    def quick_amount(self, k: int, la: LegalActions) -> int:
        """Amount (raise-to, chips) of quick size ``k``: min, ½ pot, ¾ pot, pot, max."""
        lo, hi = self._sizing_range(la)
        call = la.call_amount
        pot_after_call = self.pot_total() + call
        base = la.current_bet
        if k == 0:
            v = lo
        elif k == 4:
            v = hi
        else:
            frac = (0.5, 0.75, 1.0)[k - 1]
            v = base + round(pot_after_call * frac)
        return max(lo, min(hi, v))

    def act_kind(self, kind: str) -> bool:
        """Play ``fold``, ``call`` (check or call), ``raise`` (bet/raise to the chosen
        amount) or ``allin`` for the player, if legal now. Returns True if sent."""
        la = self.legal
        if la is None or la.phase is Phase.DRAW:
            return False
        seat = self.hero
        if kind == "fold" and ActionType.FOLD in la.kinds:
            if ActionType.CHECK in la.kinds:
                return self._ask_fold_or_check(seat)
            return self._send(Action(seat, ActionType.FOLD))
        if kind == "call":
            if ActionType.CHECK in la.kinds:
                return self._send(Action(seat, ActionType.CHECK))
            if ActionType.CALL in la.kinds:
                return self._confirm_or_send(Action(seat, ActionType.CALL), la)
            return False
        if kind == "raise":
            amt = max(la.min_to, min(la.max_to, self.amount))
            if ActionType.BET in la.kinds:
                return self._confirm_or_send(Action(seat, ActionType.BET, to=amt), la)
            if ActionType.RAISE in la.kinds:
                return self._confirm_or_send(Action(seat, ActionType.RAISE, to=amt), la)
            return False
        if kind == "allin" and ActionType.ALLIN in la.kinds:
            return self._confirm_or_send(Action(seat, ActionType.ALLIN), la)
        return False

    def _ask_fold_or_check(self, seat: int) -> bool:
        """Folding when checking is free: ask first, offering the check (always asked:
        folding a hand that could see the next card for nothing is never wanted)."""
        self.app.nav.push(
            "notice", heading=_("Please confirm"), message=_("Fold when you could check for free?"),
            choices=[(_("Check"), "primary", functools.partial(self._send_confirmed, Action(seat, ActionType.CHECK))),
                     (_("Fold"), "neutral", functools.partial(self._send_confirmed, Action(seat, ActionType.FOLD))),
                     (_("Cancel"), "neutral", None)],
            default=0, cancel=2, kind="warning")
        return False

    def _needs_confirmation(self, action: Action, la: LegalActions) -> str | None:
        """The question to ask before ``action``, or None: setting ``confirm_allin`` for
        anything that puts the last chip in (a call of the whole stack too), setting
        ``confirm_call`` for a call of over that share of the stack ("over half":
        exactly half is not asked)."""
        settings = self.app.settings
        stack = self.hand.view(self.hero).seats[self.hero].stack
        allin = action.kind is ActionType.ALLIN or (action.to is not None and action.to >= la.allin_to) \
            or (action.kind is ActionType.CALL and la.call_amount >= stack)
        if allin:
            if settings.confirm_allin:
                # the number the button showed: a call's chips added, else the whole bet
                shown = min(la.call_amount, stack) if action.kind is ActionType.CALL else la.allin_to
                return _("Go all in for {amount}?").format(amount=fmt(shown))
            if action.kind is not ActionType.CALL:
                return None
        # a call over the share asks whatever ``confirm_allin`` says: a call of the whole
        # stack is the biggest call of all (new player 2, finding 11); asked once only
        share = float(settings.confirm_call_fraction)
        paid = min(la.call_amount, stack)
        if action.kind is ActionType.CALL and share > 0 and stack > 0 and paid > share * stack:
            return _("Call {amount}? That is {percent} of your stack.").format(
                amount=fmt(paid), percent=format_percent(round(100 * paid / stack)))
        return None

    def _confirm_or_send(self, action: Action, la: LegalActions) -> bool:
        question = self._needs_confirmation(action, la)
        if question is None:
            return self._send(action)
        self.app.nav.push(
            "notice", heading=_("Please confirm"), message=question,
            choices=[(_("Yes"), "primary", functools.partial(self._send_confirmed, action)),
                     (_("Cancel"), "neutral", None)],
            default=0, cancel=1, kind="warning")
        return False

    def set_amount(self, value: int) -> None:
        """Set the bet/raise-to amount (clamped to the legal range)."""
        la = self.legal
        if la is None:
            return
        lo, hi = self._sizing_range(la)
        self.amount = max(lo, min(hi, int(value)))
        self.slider.set_value(self.amount)
        self.quick_chosen = None  # a quick-size button is lit only right after its click

    def pre_actions_apply(self) -> bool:
        """True while the pre-action boxes (Check/Fold, Call any...) mean something: the
        hand is in a betting round and the player is still in it with chips behind (not
        folded, not all in, dealt in)."""
        hand = self.hand
        if hand is None or hand.is_over or hand.phase is Phase.DRAW:
            return False
        sv = self.visual.seats[self.hero]
        if sv.folded or sv.all_in or not sv.dealt_in:
            if self.preaction is not None:
                self.preaction = None
                for k, box in self.pre_boxes:
                    if k not in ("sit_out", "auto_rebuy"):
                        box.checked = False
            return False
        return True

    def snap(self, value: int) -> int:
        """A slider/wheel/arrow amount snapped to whole bet steps (ante or big blind,
        :meth:`_bet_step`) inside the legal range; the minimum and the all-in maximum
        are always reachable exactly (no 479 when the steps are 10)."""
        la = self.legal
        if la is None:
            return int(value)
        lo, hi = self._sizing_range(la)
        return snap_amount(int(value), lo, hi, self._bet_step())

    def _bet_step(self) -> int:
        return max(1, self.rules.ante, self.rules.big_blind, (self.rules.small_bet or 0) // 2)

    # advisor ----------------------------------------------------------------
    def advisor_lines(self) -> list[str]:
        """Draw advisor text (settings ``advisor``), shown under the player's hand.

        In the draw: for the marked draw, the exact chance to improve and the chance to
        win (showdown equity against the opponents still in, ``odds.analyze_holds``
        score); then the hold with the best chance to win, with that chance, the number
        it is ranked by (finding 11: it used to show the chance to improve beside a
        ranking by equity). Facing a bet: the pot odds.
        """
        if not self.app.settings.advisor_enabled:
            return []
        la = self.legal
        if la is None:
            return []
        if la.phase is Phase.DRAW:
            cards = self._own_cards()
            live = sum(1 for i, sv in enumerate(self.visual.seats)
                       if i != self.hero and sv.dealt_in and not sv.folded)
            holds = _holds(cards, self.rules.game, self.rules.wild, la.max_discard, live)
            if not holds:
                return []
            kept = tuple(c for k, c in enumerate(cards) if k not in self.selected)
            mine = next((hd for hd in holds if hd.keep == kept), None)
            best = holds[0]
            lines = []
            if mine is not None:
                lines.append(_("Your draw: {improve} to improve, {win} to win").format(
                    improve=format_percent(float(mine.p_improve) * 100, places=1),
                    win=format_percent(mine.score * 100, places=1)))
            best_cards = " ".join(_card_text(c) for c in best.keep) or _("nothing")
            lines.append(_("Best chance to win: keep {cards} ({win})").format(
                cards=best_cards, win=format_percent(best.score * 100, places=1)))
            return lines
        if la.call_amount > 0:
            pot = self.pot_total()
            return [_("Pot odds: {ratio} to 1 ({call} to win {pot})").format(
                ratio=format_number(pot / la.call_amount, places=1), call=fmt(la.call_amount), pot=fmt(pot))]
        return []

    # draw -----------------------------------------------------------------
    def toggle_discard(self, index: int) -> None:
        """Mark or unmark the player's card ``index`` (0..4) for discarding."""
        if self.mode != "draw" or not 0 <= index < 5:
            return
        if index in self.selected:
            self.selected.discard(index)
        else:
            self.selected.add(index)
        self.draw_reason = self.discard_problem() or ""
        self.app.play_sound("click")

    def discard_problem(self) -> str | None:
        """Why the current selection may not be drawn (RULES.md §3.5), or None."""
        la = self.legal
        if la is None:
            return None
        n = len(self.selected)
        if n > la.max_discard:
            return ngettext("You may draw at most {n} card.", "You may draw at most {n} cards.",
                            la.max_discard).format(n=la.max_discard)
        if la.four_with_ace_needed and n == la.max_discard:
            cards = self._own_cards()
            kept_ace = any(c.rank == 14 for k, c in enumerate(cards) if k not in self.selected)
            if not kept_ace:
                return ngettext("You may draw {n} card only when you keep an ace.",
                                "You may draw {n} cards only when you keep an ace.",
                                n).format(n=n)
        return None

    def confirm_draw(self) -> bool:
        """Send the marked cards as one draw action (stand pat when none)."""
        la = self.legal
        if la is None or la.phase is not Phase.DRAW:
            return False
        problem = self.discard_problem()
        if problem:
            self.draw_reason = problem
            self.app.play_sound("click")
            return False
        cards = self._own_cards()
        discard = tuple(cards[k] for k in sorted(self.selected) if k < len(cards))
        ok = self._send(Action(self.hero, ActionType.DRAW, discard=discard))
        if ok:
            self.selected.clear()
            self.draw_reason = ""
        return ok

    def show_or_muck(self, show: bool) -> bool:
        """At showdown: show the hand (or muck it, when the rules allow)."""
        la = self.legal
        if la is None or la.phase is not Phase.SHOWDOWN:
            return False
        kind = ActionType.SHOW if show else ActionType.MUCK
        if kind not in la.kinds:
            return False
        return self._send(Action(self.hero, kind))

    # end of hand ------------------------------------------------------------
    def next_hand(self) -> None:
        """Deal the next hand if the current one is over."""
        if self.hand is not None and self.hand.is_over and not self.director.busy:
            self.new_hand()

    def refill_target(self, profile: Any) -> int:
        """The fresh bankroll the house gives a broke player (chips): his starting bankroll,
        at least 1,000 and at least this table's buy-in."""
        try:
            start = int(profile.player().starting_bankroll)
        except Exception:
            start = 0
        return max(start, REFILL_FLOOR, self.buy_in)

    def _profile_or_none(self) -> Any:
        try:
            return self.app.profile
        except Exception:
            return None

    def can_rebuy(self) -> bool:
        """The bankroll covers at least the table's minimum buy-in."""
        return self.bankroll > 0 and min(self.buy_in, self.bankroll) >= self.rules.min_buy_in_chips

    def refill_and_rebuy(self) -> None:
        """Out of chips and the bankroll cannot cover a buy-in: take the house's fresh
        bankroll (recorded in the profile as a refill), then buy in."""
        try:
            profile = self.app.profile
            before = self.bankroll
            given = profile.refill(self.refill_target(profile))
        except Exception:
            return
        if given <= 0:
            return
        self.table.seats[self.hero].bankroll = before + given
        chips = before + given
        self.visual.add_log(Say(lambda: _("The house gives you a fresh bankroll of {chips}.").format(
            chips=fmt(chips))), "info")
        self.rebuy()

    def _note_busy(self, exc: BaseException) -> None:
        """The profile could not be written at sitting down because another program holds
        it: the table plays unsaved and the player is told once (breaker 4)."""
        from drawpoker.persistence.profile import is_busy

        if is_busy(exc):
            self.busy_at_start = True

    def show_busy_notice(self) -> None:
        """Tell the player once that his profile is busy (another program holds it), so
        this table is not saved now (at sitting down) or for the moment (mid-play, see
        ``TableKeeper.unsaved``)."""
        self.busy_told = True
        notices.tell_profile_busy(self.app, at_start=getattr(self, "busy_at_start", False))

    def show_refill_notice(self) -> None:
        """Tell the player the house refilled his bankroll (set when the table opened)."""
        notice = getattr(self, "refill_notice", None)
        if notice is None:
            return
        self.refill_notice = None
        before, after = notice
        notices.tell_fresh_bankroll(self.app, before, self.rules.min_buy_in_chips, after)

    def rebuy(self) -> None:
        """Buy back in from the bankroll (out of chips)."""
        amount = min(self.buy_in, self.bankroll)
        if amount <= 0 or amount < self.rules.min_buy_in_chips:
            return
        self.table.buy_in(self.hero, amount)
        if self.keeper is not None:
            self.keeper.save()
        self.visual.seats[self.hero].stack = self.stacks[self.hero]
        self.visual.add_log(Say(lambda: _("You buy in for {amount}.").format(amount=fmt(amount))),
                            "info")
        self.new_hand()

    def leave(self) -> None:
        """Leave the table for the title screen (a hand in progress is played out without
        the player, see ``TableKeeper.leave``; his stack goes back to the bankroll)."""
        self._stand_up()
        self.app.nav.reset("title")

    def _stand_up(self) -> None:
        """Stand up from the table: a hand in progress is played out by the computer
        (``TableKeeper.leave``), the stack goes back to the bankroll, the keeper is dropped."""
        if self.keeper is None:
            return
        try:
            from drawpoker.persistence.resume import policy_decider

            self.keeper.leave(policy_decider(self.policies, self.ai_rng))
        except Exception:
            pass
        self.keeper = None

    # frame ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        if getattr(self, "refill_notice", None) is not None and self.app.stack.top is self:
            self.show_refill_notice()
        if not getattr(self, "busy_told", False) and self.app.stack.top is self and (
                getattr(self, "busy_at_start", False)
                or getattr(self.keeper, "unsaved", None) is not None):
            self.show_busy_notice()
        self.director.update(dt)
        self._update_lifts(dt)
        self._adapt_pre_actions()
        if self.hand is None or self.director.busy:
            return
        if self.hand.is_over:
            if self.over_timer == 0.0:
                self._finish_hand()
                if self.demo and self.app.demo_hands and self.hands_done >= self.app.demo_hands:
                    self._stand_up()
                    self.app.quit()
                    return
            self.over_timer += dt
            auto = float(self.app.settings.auto_next_hand_seconds)
            if self.demo:
                auto = 1.4
            if auto and self.over_timer >= auto and self.mode == "over":
                self.new_hand()
            return
        la = self.hand.legal_actions()
        if la is None:
            return
        if la.seat == self.hero and not self.demo:
            if la.phase is Phase.SHOWDOWN and la.kinds == frozenset({ActionType.SHOW}):
                self._send(Action(self.hero, ActionType.SHOW))  # nothing to decide: show
                return
            self._prepare_controls(la)
            self._adapt_pre_actions()
            if self.preaction and la.phase is not Phase.DRAW:
                action = resolve_pre_action(self.preaction, la)
                call_n = getattr(self, "pre_call", None)
                if call_n is not None and (ActionType.CALL not in la.kinds or min(
                        la.call_amount, self.hand.stacks[self.hero]) != call_n):
                    action = None  # "Call N" ticked, but the call is no longer N
                self.pre_call = None
                self.preaction = None
                for k, box in self.pre_boxes:
                    if k not in ("sit_out", "auto_rebuy"):
                        box.checked = False
                if action is not None:
                    self._send(action)
            return
        speed = self.app.speed * self.director.boost
        self.think -= dt * (speed if speed > 0 else 1e9)
        key = (self.hand_no, len(self.hand.events))
        if self._pending is None or self._pending[0] != key:
            policy = self.hero_policy if la.seat == self.hero else self.policies.get(la.seat)
            view = self.hand.view(la.seat)
            if self._executor is not None:
                self._pending = (key, self._executor.submit(self._decide, policy, view, la))
            else:
                self._pending = (key, self._decide(policy, view, la))
        if self.think > 0:
            return
        result = self._pending[1]
        if isinstance(result, Future):
            if not result.done():
                return
            result = result.result()
        self._pending = None
        action, reason = result
        if self.hand.why_illegal(action):
            action, reason = self._fallback_action(la), ""
        if reason:
            self.reasons.append((la.seat, reason))
        self._send(action)

    def _decide(self, policy: Any, view: Any, la: LegalActions) -> tuple[Action, str]:
        """A computer player's decision and its one-line reason (runs on the AI thread)."""
        try:
            if la.phase is Phase.DRAW:
                decision = policy.choose_discards(view, self.ai_rng)
            else:
                decision = policy.decide(view, self.ai_rng)
            reason = getattr(decision, "reason", "") or ""
            # a reason made by i18n.sentence is kept as it is (str() would drop how to say
            # it again in another language: the log then mixed languages after a switch)
            return getattr(decision, "action", decision), (
                reason if isinstance(reason, str) else str(reason))
        except Exception as exc:  # the game goes on with a legal action; leave a trace
            print(f"drawpoker: computer player at seat {la.seat} failed: {exc!r}",
                  file=sys.stderr)
            return self._fallback_action(la), ""

    def _fallback_action(self, la: LegalActions) -> Action:
        """A legal action when a computer player's own was illegal or failed: stand pat at
        the draw, show at the showdown, else check, call or fold (always one of
        ``la.kinds``)."""
        if la.phase is Phase.DRAW:
            return Action(la.seat, ActionType.DRAW)
        for kind in (ActionType.SHOW, ActionType.CHECK, ActionType.CALL, ActionType.FOLD,
                     ActionType.MUCK):
            if kind in la.kinds:
                return Action(la.seat, kind)
        return Action(la.seat, next(iter(sorted(la.kinds))))

    def _prepare_controls(self, la: LegalActions) -> None:
        key = (self.hand_no, len(self.hand.events))
        if getattr(self, "_prepared", None) == key:
            return
        self._prepared = key
        if la.phase is Phase.DRAW:
            return
        lo, hi = self._sizing_range(la)
        self.slider.set_range(lo, hi, lo)
        self.amount = lo
        self.typed = ""
        self.quick_chosen = None  # a new turn: no quick size is chosen yet
        for q in self.quick:
            q.hovered = False
        self.app.play_sound("your_turn")

    def _update_lifts(self, dt: float) -> None:
        k = min(1.0, dt * 14)
        hero = self.visual.seats[self.hero]
        hover = getattr(self, "_hover_card", None) if self.mode == "draw" else None
        for i, sp in enumerate(hero.cards):
            if sp is None:
                continue
            target = 1.0 if (i in self.selected or sp.winning) else (0.3 if i == hover else 0.0)
            sp.lift += (target - sp.lift) * k
        for i, sv in enumerate(self.visual.seats):
            if i == self.hero:
                continue
            for sp in sv.cards:
                if sp is not None:
                    target = 1.0 if sp.winning else 0.0
                    sp.lift += (target - sp.lift) * k

    # input ----------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Motion):
            for b in (*self.buttons.values(), *self.quick):
                b.hover(intent.pos)
            self._hover_card = None
            if self.layout is not None:
                for k, r in enumerate(self.layout.seats[self.hero].cards):
                    if r.collidepoint(intent.pos):
                        self._hover_card = k
            if self.slider.dragging and self.legal is not None:
                self.set_amount(self.snap(self.slider.value_at(intent.pos[0])))
            return True
        if isinstance(intent, Release):
            self.slider.dragging = False
            return True
        if isinstance(intent, Wheel):
            if self.layout and self.layout.log_panel and self.layout.log_panel.collidepoint(intent.pos):
                self.log_scroll = max(0, self.log_scroll + intent.dy)
                return True
            if self.mode == "bet":
                self.set_amount(self.snap(self.amount + intent.dy * self._bet_step()))
            return True
        if isinstance(intent, Click):
            return self._click(intent.pos, intent.button)
        if isinstance(intent, Key):
            return self._key(intent)
        return False

    def _click(self, pos: tuple[int, int], button: int) -> bool:
        b = self.buttons
        if b["menu"].hit(pos):
            self.open_pause()
            return True
        if b["log"].hit(pos):
            self.log_open = not self.log_open
            self.resize(self.app.size)
            return True
        if self.director.busy:
            self.director.skip()
            return True
        mode = self.mode
        if mode == "bet":
            for name in ("fold", "call", "raise", "allin"):
                if b[name].visible and b[name].hit(pos):
                    self.act_kind(name)
                    return True
            la = self.legal
            for k, q in enumerate(self.quick):
                if la is not None and q.visible and q.hit(pos):
                    self.set_amount(self.quick_amount(k, la))
                    self.quick_chosen = k
                    return True
            if self.slider.visible and self.slider.hit(pos):
                self.slider.dragging = True
                self.set_amount(self.snap(self.slider.value_at(pos[0])))
                return True
        elif mode == "draw":
            if b["draw"].hit(pos):
                self.confirm_draw()
                return True
            assert self.layout is not None
            rects = self.layout.seats[self.hero].cards
            for k in range(4, -1, -1):
                r = rects[k].copy()
                if k in self.selected:
                    r.y -= round(r.height * 0.18)
                if r.collidepoint(pos):
                    self.toggle_discard(k)
                    return True
        elif mode == "show":
            if b["show"].hit(pos):
                self.show_or_muck(True)
                return True
            if b["muck"].hit(pos):
                self.show_or_muck(False)
                return True
        elif mode == "over":
            if b["next"].hit(pos):
                self.next_hand()
                return True
        elif mode == "busted":
            if b["rebuy"].hit(pos):
                if self.can_rebuy():
                    self.rebuy()
                elif self.bankroll < broke_below():
                    self.refill_and_rebuy()
                return True
            if b["leave"].hit(pos):
                self.leave()
                return True
        if mode in ("wait", "bet", "draw", "over"):
            for pre_key, box in self.pre_boxes:
                if box.visible and box.hit(pos):
                    box.toggle()
                    if pre_key == "sit_out":
                        # the box reads "Sit in next hand" while he sits out: a click
                        # always turns the wish around, the box shows it (finding 19)
                        self.sit_out = not self.sit_out
                        self._label_sit_out_box()
                    elif pre_key == "auto_rebuy":
                        self.auto_rebuy = box.checked
                    else:
                        for k2, other in self.pre_boxes:
                            if other is not box and k2 not in ("sit_out", "auto_rebuy"):
                                other.checked = False
                        self.preaction = pre_key if box.checked else None  # type: ignore[assignment]
                        self.pre_call = None
                        facing = self.facing_bet()
                        if box.checked and pre_key is PreAction.CHECK and facing > 0:
                            # the Check box reads "Call N" facing a bet: call exactly N
                            self.preaction, self.pre_call = PreAction.CALL_ANY, facing
                        self._pre_facing = facing
                    return True
        return False

    def _key(self, intent: Key) -> bool:
        key = intent.key
        for q in self.quick:  # the keyboard took over: no hover highlight left behind
            q.hovered = False
        if key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if intent.mod & SHORTCUT_BLOCKING_MODS:
            # Ctrl+A, Alt+F, Cmd+C ... are not poker actions (Ctrl+A in the amount box
            # went all in): no shortcut fires while Ctrl, Alt, Meta or the OS key is held.
            return False
        if key == pygame.K_h:
            self.app.settings = self.app.settings.replace(advisor_enabled=not self.app.settings.advisor_enabled)
            return True
        if key == pygame.K_TAB:
            self.log_open = not self.log_open
            self.resize(self.app.size)
            return True
        if self.director.busy:
            if key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.director.skip()
                return True
            return False
        mode = self.mode
        if mode == "bet":
            la = self.legal
            assert la is not None
            if self.typed and intent.text.isalpha():
                return True  # a letter typed into the amount box is swallowed, not an action
            if key == pygame.K_f:
                return self.act_kind("fold")
            if key == pygame.K_c or key == pygame.K_k:
                return self.act_kind("call")
            if key in (pygame.K_r, pygame.K_b):
                return self.act_kind("raise")
            if key == pygame.K_a:
                return self.act_kind("allin")
            if key in (pygame.K_UP, pygame.K_RIGHT):
                self.set_amount(self.snap(self.amount + self._bet_step()))
                return True
            if key in (pygame.K_DOWN, pygame.K_LEFT):
                self.set_amount(self.snap(self.amount - self._bet_step()))
                return True
            if key == pygame.K_PAGEUP:
                self.set_amount(self.snap(self.amount + 10 * self._bet_step()))
                return True
            if key == pygame.K_PAGEDOWN:
                self.set_amount(self.snap(self.amount - 10 * self._bet_step()))
                return True
            if intent.text and intent.text.isascii() and intent.text.isdigit():
                # only 0-9: "²" or "①" are digits to str.isdigit() but not to int()
                self.quick_chosen = None
                self.typed = (self.typed + intent.text)[-9:]
                self.amount = int(self.typed)
                self.slider.set_value(self.amount)
                return True
            if key == pygame.K_BACKSPACE:
                self.typed = self.typed[:-1]
                if self.typed:
                    self.amount = int(self.typed)
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if ActionType.BET in la.kinds or ActionType.RAISE in la.kinds:
                    if self.typed:
                        self.set_amount(self.amount)
                    return self.act_kind("raise")
                return self.act_kind("call")
        elif mode == "draw":
            if pygame.K_1 <= key <= pygame.K_5:
                self.toggle_discard(key - pygame.K_1)
                return True
            if pygame.K_KP1 <= key <= pygame.K_KP5:
                self.toggle_discard(key - pygame.K_KP1)
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_d):
                return self.confirm_draw()
        elif mode == "show":
            if key in (pygame.K_s, pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.show_or_muck(True)
            if key == pygame.K_m:
                return self.show_or_muck(False)
        elif mode == "over" and key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_n):
            # not Space: Space only skips an animation, so hurried presses at the end of a
            # hand leave the player looking at the result (new player 2, finding 5)
            self.next_hand()
            return True
        return False

    def open_pause(self) -> None:
        """Open the pause menu over the table (Esc): the ``"pause"`` route."""
        self.app.nav.push("pause")

    def needs_redraw(self) -> bool:
        """Redraw while anything moves or changes; an idle table (waiting for the
        player) is redrawn only when its turn glow steps (15 times a second)."""
        if self.director.busy or self.slider.dragging:
            return True
        hero = self.visual.seats[self.hero]
        for i, sp in enumerate(hero.cards):
            if sp is not None:
                target = 1.0 if (i in self.selected or sp.winning) else None
                if target is not None and abs(sp.lift - target) > 0.01:
                    return True
                if target is None and 0.01 < sp.lift < 0.99:
                    return True
        for sv in self.visual.seats:
            for sp in sv.cards:
                if sp is not None and (sp.t < 1.0 or sp.flip < 1.0 or 0.01 < sp.lift < 0.99):
                    return True
        signature = (self.mode, self.hand_no, len(self.hand.events) if self.hand else 0,
                     len(self.visual.log), tuple(sorted(self.selected)), self.amount, self.typed,
                     self.log_open, self.log_scroll, self.app.settings.advisor_enabled,
                     catalog_key(), int(self.time * 15))
        if signature != getattr(self, "_drawn_signature", None):
            self._drawn_signature = signature
            return True
        return False

    # drawing ----------------------------------------------------------------
    def anchor_rect(self, anchor: tuple[Any, ...], large: bool = False) -> pygame.Rect:
        """Resolve a director anchor to a card-sized Rect under the current layout."""
        lay = self.layout
        assert lay is not None
        kind = anchor[0]
        cw, ch = lay.small_card
        if kind == "card":
            return lay.seats[anchor[1]].cards[anchor[2]]
        if kind == "deck":
            pt = lay.deck
        elif kind == "muck":
            pt = lay.muck
        elif kind == "plate":
            pt = lay.seats[anchor[1]].plate.center
        elif kind == "bet":
            pt = lay.seats[anchor[1]].bet
        elif kind == "pot":
            pt = self.pot_point(anchor[1])
        else:
            pt = lay.center
        return pygame.Rect(round(pt[0] - cw / 2), round(pt[1] - ch / 2), cw, ch)

    def pot_point(self, k: int) -> tuple[float, float]:
        """Centre of pot ``k`` (main pot 0 in the middle, side pots to its right)."""
        lay = self.layout
        assert lay is not None
        pots = self.visual.pots
        n = max(1, len(pots))
        step = 132 * lay.scale
        if n > 1:  # labels side by side never overlap: step by the widest label and a gap
            px = round(lay.font_px * 0.78)
            widest = max(ui_text.render_text(self._pot_label(j, amt, n), px, CREAM, bold=True).get_width()
                         for j, amt in enumerate(pots))
            step = max(step, widest + 26 * lay.scale)
        return (lay.pot[0] + (k - (n - 1) / 2) * step, lay.pot[1])

    @staticmethod
    def _pot_label(k: int, amount: int, n: int) -> str:
        """The label under pot ``k`` of ``n`` pots ("Pot 60", "Main pot 1,660", "Side pot 120")."""
        if n == 1:
            return _("Pot {amount}").format(amount=fmt(amount))
        if k == 0:
            return _("Main pot {amount}").format(amount=fmt(amount))
        return _("Side pot {amount}").format(amount=fmt(amount))

    def draw(self, surface: pygame.Surface) -> None:
        self._sync_language()
        lay = self.layout
        if lay is None or lay.size != surface.get_size():
            self.resize(surface.get_size())
            lay = self.layout
        assert lay is not None
        felt = str(self.app.settings.table_color)
        surface.blit(table_surface(lay.size, felt=felt, felt_rect=lay.felt), (0, 0))
        self._draw_center(surface, lay)
        for i in range(self.n):
            self._draw_seat(surface, lay, i, "pill")
        for i in range(self.n):
            self._draw_seat(surface, lay, i, "cards")
        self._draw_flights(surface, lay, "cards")
        for i in range(self.n):
            self._draw_seat(surface, lay, i, "plate")
        self._draw_flights(surface, lay, "chips")
        self._draw_top_bar(surface, lay)
        self._draw_controls(surface, lay)
        if lay.log_panel is not None:
            self._draw_log(surface, lay)
        if self.mode in ("over", "busted") and self.visual.summary:
            self._draw_summary(surface, lay)

    def _draw_center(self, surface: pygame.Surface, lay: Layout) -> None:
        s = lay.scale
        v = self.visual
        # the deck (stub)
        cw, ch = lay.small_card
        back = card_surface(None, (cw, ch), back=str(self.app.settings.card_back))
        dx, dy = lay.deck
        if 0.0 < v.shuffle < 1.0 and not self.app.settings.reduced_motion:
            # a riffle: the deck splits in two halves that slide apart and back together
            spread = abs(math.sin(2 * math.pi * v.shuffle)) * cw * 0.62
            for k in range(3):
                surface.blit(back, (round(dx - cw / 2 - spread - k * 1.2 * s), round(dy - ch / 2 - k * 1.5 * s)))
                surface.blit(back, (round(dx - cw / 2 + spread - k * 1.2 * s),
                                    round(dy - ch / 2 - (k + 0.5) * 1.5 * s)))
        else:
            for k in range(4 if not v.hand_over else 0):
                surface.blit(back, (round(dx - cw / 2 - k * 1.2 * s), round(dy - ch / 2 - k * 1.5 * s)))
        # pots
        pots = [p for p in v.pots]
        total = sum(pots) + sum(sv.bet for sv in v.seats)
        chip_d = max(10, round(24 * s))
        for k, amt in enumerate(pots):
            if amt <= 0:
                continue
            px, py = self.pot_point(k)
            draw_chips(surface, amt, (px, py), chip_d)
            label = self._pot_label(k, amt, len(pots))
            lbl_rect = pygame.Rect(0, 0, 10, 10)
            img = ui_text.render_text(label, round(lay.font_px * (0.9 if len(pots) == 1 else 0.78)), CREAM,
                                bold=True)
            lbl_rect = img.get_rect(center=(round(px), round(py + chip_d * 1.05)))
            paint.panel(surface, lbl_rect.inflate(14 * s, 6 * s), alpha=150, radius=round(10 * s))
            surface.blit(img, lbl_rect)
        if total and (len([p for p in pots if p]) != 1 or total != sum(pots)):
            # bets in front of the seats (posted blinds too) count: the total in play
            ui_text.draw_text(surface, _("Total pot {amount}").format(amount=fmt(total)),
                        (lay.pot[0], lay.pot[1] - 40 * s), round(lay.font_px * 0.85), GOLD)

    def wild_mark(self, card: Any) -> str:
        """The badge on a face-up wild card under this table's rules (RULES.md §1):
        "WILD" for the joker (joker wild) or a deuce (deuces wild), "BUG" for the bug;
        "" for any other card."""
        wild = self.rules.wild
        if wild in ("joker", "bug") and getattr(card, "rank", None) == 0:
            return _("WILD") if wild == "joker" else _("BUG")
        if wild == "deuces" and getattr(card, "rank", None) == 2:
            return _("WILD")
        return ""

    def _mark_wild(self, surface: pygame.Surface, card: Any, rect: pygame.Rect,
                   visible: int | None = None) -> None:
        """A gold badge on a wild card and a gold outline (finding 8).

        ``visible``: the width (pixels) of the card's strip left uncovered by the next card
        of a fanned hand (None: the whole card shows). A whole card has the badge between
        its corner indices; a fanned one has it in its visible strip below the corner
        index, across the strip when it fits, else running up it, so the next card never
        hides part of it (second new player, finding 8: "WIL")."""
        mark = self.wild_mark(card)
        if not mark or rect.width < 12:
            return
        radius = max(3, rect.width // 9)
        pygame.draw.rect(surface, GOLD, rect.inflate(2, 2), 2, border_radius=radius)
        base = max(9, round(rect.height * 0.12))
        ink = (40, 30, 10)
        whole = visible is None or visible >= rect.width * 0.75
        # between the corner indices: shrunk to ~60 % of the card's width
        px = ui_text.fit_text(mark, base, round(rect.width * 0.6) - 8, bold=True)
        t = ui_text.render_text(mark, px, ink, bold=True)
        if whole and t.get_width() <= round(rect.width * 0.6) - 8:
            tr = t.get_rect(midtop=(rect.centerx, rect.top + 3))
            pygame.draw.rect(surface, GOLD, tr.inflate(8, 2), border_radius=5)
            surface.blit(t, tr)
            return
        strip = pygame.Rect(rect.left, rect.top, rect.width if whole else max(1, visible or 0),
                            rect.height)
        room = strip.width - 6  # the badge's padding and a pixel clear of the next card
        px = ui_text.fit_text(mark, base, room, bold=True, min_px=8)
        t = ui_text.render_text(mark, px, ink, bold=True)
        if t.get_width() > room:  # too narrow a strip: the badge runs up it
            px = ui_text.fit_text(mark, base, round(rect.height * 0.5) - 4, bold=True, min_px=7)
            t = pygame.transform.rotate(ui_text.render_text(mark, px, ink, bold=True), 90)
        tr = t.get_rect(center=(strip.centerx, round(rect.top + rect.height * 0.66)))
        badge = tr.inflate(4, 2).clamp(strip)
        tr.center = badge.center
        pygame.draw.rect(surface, GOLD, badge, border_radius=3)
        surface.blit(t, tr)

    def _card_blit(self, surface: pygame.Surface, sprite: Any, rect: pygame.Rect, *,
                   dim: bool = False, tag: str = "", visible: int | None = None) -> None:
        four = bool(self.app.settings.four_color_deck)
        back = str(self.app.settings.card_back)
        img = card_surface(sprite.card if sprite.face_up else None, rect.size, back=back,
                           deck=deck_for(four))
        if img.get_size() != rect.size:
            img = pygame.transform.smoothscale(img, rect.size)
        flip = getattr(sprite, "flip", 1.0)
        if flip < 1.0:
            sx = abs(math.cos(math.pi * flip))
            nw = max(1, round(rect.width * sx))
            img = pygame.transform.smoothscale(img, (nw, rect.height))
            rect = pygame.Rect(rect.centerx - nw // 2, rect.y, nw, rect.height)
        lift = getattr(sprite, "lift", 0.0)
        if lift and self.layout is not None:
            rect = lifted_rect(self.layout, rect, lift)
        surface.blit(_card_shadow(rect.size), rect.move(2, 3))
        if dim:
            img = img.copy()
            img.fill((110, 110, 110, 255), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(img, rect)
        if sprite.face_up and sprite.card is not None:
            self._mark_wild(surface, sprite.card, rect, visible)
        if getattr(sprite, "winning", False):
            pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), 2, border_radius=max(3, rect.width // 9))
        if tag:
            px = max(10, round(rect.height * 0.13))
            t = ui_text.render_text(tag, px, WHITE, bold=True)
            tr = t.get_rect(midbottom=(rect.centerx, rect.bottom - 6))
            pygame.draw.rect(surface, RED, tr.inflate(10, 4), border_radius=6)
            surface.blit(t, tr)

    def _draw_seat(self, surface: pygame.Surface, lay: Layout, i: int, part: str) -> None:
        """Draw seat ``i``: ``part`` "pill" (its action or status pill), "cards" (its
        resting cards) or "plate" (the rest)."""
        sl = lay.seats[i]
        sv = self.visual.seats[i]
        s = lay.scale
        to_act = (self.hand is not None and not self.director.busy and not self.hand.is_over
                  and self.hand.to_act == i)
        faded = sv.folded or not sv.dealt_in
        if part == "cards":
            draw_mode = self.mode == "draw"
            rects = [sl.shown[k] if (sp is not None and sp.face_up and i != self.hero
                                     and sl.shown) else sl.cards[k]
                     for k, sp in enumerate(sv.cards)]
            for k, sp in enumerate(sv.cards):
                if sp is None or sp.t < 1.0:
                    continue
                tag = _("DISCARD") if (i == self.hero and draw_mode and k in self.selected) else ""
                rect = rects[k]
                # the strip of a fanned card the next one leaves showing (its wild badge)
                visible = None
                nxt = sv.cards[k + 1] if k + 1 < len(sv.cards) else None
                if nxt is not None and nxt.t >= 1.0 and rect.left < rects[k + 1].left < rect.right:
                    visible = rects[k + 1].left - rect.left
                self._card_blit(surface, sp, rect, dim=faded, tag=tag, visible=visible)
            return
        if part == "pill":  # drawn under every seat's cards: shown cards stay whole
            self._draw_status(surface, lay, i, to_act, faded)
            return
        # plate
        plate = sl.plate
        glow = to_act
        if glow:
            pulse = 1.0 if self.app.settings.reduced_motion else 0.5 + 0.5 * math.sin(self.time * 5)
            g = pygame.Surface(plate.inflate(16 * s, 16 * s).size, pygame.SRCALPHA)
            pygame.draw.rect(g, (*GOLD, round(60 + 80 * pulse)), g.get_rect(), border_radius=round(16 * s))
            surface.blit(g, plate.inflate(16 * s, 16 * s).topleft)
        bg = (16, 20, 24) if not faded else (30, 32, 34)
        paint.panel(surface, plate, alpha=225 if not faded else 170, color=bg, radius=round(12 * s),
                border=(*GOLD, 255) if glow else ((*GOLD, 255) if sv.winner else (90, 100, 96, 200)))
        name_color = WHITE if not faded else (150, 150, 150)
        px = lay.font_px
        stack_text = fmt(sv.stack)
        if sv.all_in and sv.stack == 0 and not faded:
            stack_text = _("All in")
        if not sv.dealt_in and self.hand is not None and sv.stack <= 0:
            stack_text = _("Out")
        stack_color = GOLD if not faded else (140, 130, 100)
        inner = round(plate.width - 20 * s)
        if sl.is_hero:  # one line below his cards: name on the left, stack on the right
            sw = min(ui_text.font(px, True).size(stack_text)[0], inner // 2)
            ui_text.draw_text(surface, stack_text, (plate.right - 10 * s, plate.centery), px, stack_color,
                        anchor="midright", bold=True, max_width=sw)
            name_right = round(plate.right - 10 * s - sw - 8 * s)
            # his own draw ("Pat" / "Drew 3", as the opponents' plates show it, for the rest
            # of the hand: finding 20) or that he sits out (finding 19), left of the stack
            tag = self.hero_plate_tag()
            if tag and self.sitting_out_now():  # no cards then: the tag over the plate
                tpx = ui_text.fit_text(tag, max(10, round(px * 0.8)), inner, bold=True, min_px=8)
                img = ui_text.render_text(tag, tpx, (20, 24, 28), bold=True)
                br = img.get_rect(midbottom=(plate.centerx, plate.top - round(10 * s)))
                pygame.draw.rect(surface, (236, 226, 200), br.inflate(16 * s, 8 * s),
                                 border_radius=round(9 * s))
                surface.blit(img, br)
            elif tag:
                tpx = ui_text.fit_text(tag, max(9, round(px * 0.68)), inner // 2, bold=True, min_px=8)
                img = ui_text.render_text(tag, tpx, (20, 24, 28), bold=True)
                br = img.get_rect(midright=(name_right - round(5 * s), plate.centery))
                pill = br.inflate(10 * s, 4 * s)
                pygame.draw.rect(surface, (236, 226, 200), pill, border_radius=round(7 * s))
                surface.blit(img, br)
                name_right = round(pill.left - 6 * s)
            name, npx = fit_name(sv.name, px, round(name_right - plate.x - 10 * s))
            ui_text.draw_text(surface, name, (plate.x + 10 * s, plate.centery), npx, name_color,
                        anchor="midleft", bold=True)
        else:
            row1, row2 = plate.y + plate.height * 0.3, plate.y + plate.height * 0.72
            name_room = inner
            # how many cards he drew stays visible for the rest of the hand (RULES.md §5):
            # a tag in the plate's name row, so it covers no card and is never cut off
            if sv.drawn is not None and not sv.folded:
                text = _("Pat") if sv.drawn == 0 else _("Drew {count}").format(count=sv.drawn)
                tpx = ui_text.fit_text(text, max(9, round(px * 0.68)), inner // 2, bold=True, min_px=8)
                img = ui_text.render_text(text, tpx, (20, 24, 28), bold=True)
                br = img.get_rect(midright=(plate.right - 10 * s, row1))
                pill = br.inflate(10 * s, 4 * s)
                pygame.draw.rect(surface, (236, 226, 200), pill, border_radius=round(7 * s))
                surface.blit(img, br)
                name_room = round(pill.left - plate.x - 16 * s)
            name, npx = fit_name(sv.name, px, name_room)
            ui_text.draw_text(surface, name, (plate.x + 10 * s, row1), npx, name_color,
                        anchor="midleft", bold=True)
            # the stack keeps its full size; the personality badge gets the rest of the row
            stack_w = min(ui_text.font(px, True).size(stack_text)[0], inner)
            ui_text.draw_text(surface, stack_text, (plate.x + 10 * s, row2), px, stack_color,
                        anchor="midleft", bold=True, max_width=stack_w)
            if sv.badge:
                text = personality_name(sv.badge)
                room = round(inner - stack_w - 8 * s - 12 * s)
                bpx = ui_text.fit_text(text, max(9, round(px * 0.68)), room, bold=True, min_px=8)
                while len(text) > 1 and ui_text.font(bpx, True).size(text)[0] > room:
                    text = text[:-2].rstrip() + "…"
                img = ui_text.render_text(text, bpx, WHITE, bold=True)
                br = img.get_rect(midright=(plate.right - 10 * s, row2))
                col = BADGE_COLORS.get(sv.badge, (90, 90, 90))
                if faded:
                    col = (col[0] // 2 + 30, col[1] // 2 + 30, col[2] // 2 + 30)
                pill = br.inflate(12 * s, 4 * s)
                pygame.draw.rect(surface, col, pill, border_radius=round(8 * s))
                surface.blit(img, br)
        # hand name at showdown
        if sv.hand_name:
            img, hr = hand_label(lay, i, str(sv.hand_name), hero=i == self.hero)
            paint.panel(surface, hr.inflate(14 * s, 6 * s), alpha=210,
                    color=(90, 60, 10) if sv.winner else (20, 24, 28), radius=round(8 * s))
            surface.blit(img, hr)
        # bet in front
        if sv.bet > 0:
            d = max(10, round(22 * s))
            bx, by = sl.bet
            draw_chips(surface, sv.bet, (bx, by), d)
            ui_text.draw_text(surface, fmt(sv.bet), (bx, by + d * 0.95), round(px * 0.85), WHITE, bold=True)
        # dealer button
        if self.visual.button == i:
            d = max(16, round(34 * s))
            img = dealer_button_surface(d)
            surface.blit(img, img.get_rect(center=(round(sl.button[0]), round(sl.button[1]))))

    def _draw_status(self, surface: pygame.Surface, lay: Layout, i: int, to_act: bool,
                     faded: bool) -> None:
        """Seat ``i``'s action or status pill ("Calls 20", "Wins 600", "Your turn") under
        its plate (the player's: right of it)."""
        sl = lay.seats[i]
        sv = self.visual.seats[i]
        s = lay.scale
        plate = sl.plate
        px = lay.font_px
        status = str(sv.last_action)
        if sv.winner and sv.won:
            status = _("Wins {amount}").format(amount=fmt(sv.won))
        if to_act and i != self.hero:
            dots = "." * (1 + int(self.time * 3) % 3)
            status = _("Thinking") + dots
        if to_act and i == self.hero:
            status = _("Your turn")
        if status:
            spx = round(px * 0.8)
            col = (40, 30, 10) if sv.winner or to_act else ((235, 235, 230) if not faded else (160, 160, 160))
            bgc = GOLD if (sv.winner or to_act) else (44, 52, 58)
            img = ui_text.render_text(status, spx, col, bold=True)
            if i == self.hero:
                tr = img.get_rect(midleft=(plate.right + 18 * s, plate.centery))  # clear of the glow
            else:
                tr = img.get_rect(midtop=(plate.centerx, plate.bottom + 5 * s))
            pygame.draw.rect(surface, bgc, tr.inflate(14 * s, 6 * s), border_radius=round(9 * s))
            surface.blit(img, tr)

    def _draw_flights(self, surface: pygame.Surface, lay: Layout, part: str) -> None:
        """Draw what is moving: ``part`` "cards" (dealt, discarded, folded) or "chips"."""
        v = self.visual
        if part == "chips":
            d = max(10, round(22 * lay.scale))
            for fl in v.flights:
                fa = self.anchor_rect(fl.src).center
                fb = self.anchor_rect(fl.dst).center
                draw_chips(surface, fl.amount, (lerp(fa[0], fb[0], fl.t), lerp(fa[1], fb[1], fl.t)), d)
            return
        # cards in flight (dealt, discarded, folded)
        moving: list[tuple[Any, Any]] = []
        for i, sv in enumerate(v.seats):
            for sp in sv.cards:
                if sp is not None and sp.t < 1.0:
                    moving.append((sp, i))
        for sp in v.loose:
            moving.append((sp, None))
        for sp, _i in moving:
            a = self.anchor_rect(sp.src)
            b = self.anchor_rect(sp.dst)
            t = sp.t
            x = lerp(a.x, b.x, t)
            y = lerp(a.y, b.y, t) - math.sin(math.pi * min(1.0, max(0.0, t))) * 18 * lay.scale
            ww = lerp(a.width, b.width, t)
            hh = lerp(a.height, b.height, t)
            if self.app.settings.reduced_motion:
                y = lerp(a.y, b.y, t)
            self._card_blit(surface, sp, pygame.Rect(round(x), round(y), max(1, round(ww)), max(1, round(hh))))

    def _draw_top_bar(self, surface: pygame.Surface, lay: Layout) -> None:
        s = lay.scale
        bar = lay.top_bar
        pygame.draw.rect(surface, (12, 15, 18), bar)
        pygame.draw.line(surface, (60, 70, 66), bar.bottomleft, bar.bottomright)
        px = lay.font_px
        gap = round(12 * s)
        hand = _("Hand #{number}").format(number=self.visual.hand_no or self.hand_no)
        hand_rect = ui_text.draw_text(surface, hand, (14 * s, bar.centery), px, WHITE, anchor="midleft",
                                bold=True)
        # The phase label keeps its place (left of the Log button); the game and stakes
        # take the room left of it, shrinking and then ending in "…" (long ru/de names).
        right = self.buttons["log"].rect.left - gap
        # the title's room is what the widest phase label leaves, whatever the phase now:
        # its text and size stay the same through the hand (finding 7: it changed size)
        phase = str(self.visual.round_name or "")
        bold = ui_text.font(px, True)
        widest = max(bold.size(p)[0] for p in (*phase_labels(), phase))
        title_right = round(min(lay.table_area.centerx + 140 * s, right - widest / 2)
                            - widest / 2) - 3 * gap  # a clear gap: the two never read as one
        if phase:
            pw = bold.size(phase)[0]
            cx = min(lay.table_area.centerx + 140 * s, right - pw / 2)
            ui_text.draw_text(surface, phase, (cx, bar.centery), px, (150, 220, 170), bold=True)
        x = max(150 * s, hand_rect.right + gap)
        title, size = header_title(tuple(self.stakes_text(compact=level) for level in range(3)),
                                   px, max(0, round(title_right - x)))
        if title:
            ui_text.draw_text(surface, title, (x, bar.centery), size, GOLD, anchor="midleft")
        self.buttons["menu"].draw(surface)
        self.buttons["log"].draw(surface)

    def stakes_text(self, *, compact: int = 0) -> str:
        """The game, house rules and stakes, e.g. "No-limit Five Card Draw · ante 10" or
        "Fixed-limit Five Card Draw · deuces wild · jacks or better · ante 10"
        (``compact`` 1: without "Five Card Draw" when house rules are listed; 2: also the
        lowball games' short names, "A-5 lowball", "2-7 lowball")."""
        r = self.rules
        structure = {"no-limit": _("No-limit"), "pot-limit": _("Pot-limit"),
                     "fixed-limit": _("Fixed-limit")}.get(r.structure, r.structure)
        game = {"high": _("Five Card Draw"), "ace-to-five": _("Ace-to-five lowball"),
                "deuce-to-seven": _("Deuce-to-seven lowball")}.get(r.game, r.game)
        if compact >= 2:
            game = {"ace-to-five": _("A-5 lowball"),
                    "deuce-to-seven": _("2-7 lowball")}.get(r.game, game)
        if r.big_blind:
            stakes = _("blinds {small}/{big}").format(small=fmt(r.small_blind), big=fmt(r.big_blind))
            if r.ante:  # blinds and an ante: both, worded as the setup summary (verifier f3)
                stakes = _("{blinds}, ante {ante}").format(blinds=stakes, ante=fmt(r.ante))
        else:
            stakes = _("ante {ante}").format(ante=fmt(r.ante))
        extras = house_rules(r, short=True)
        if not extras:
            return _("{structure} {game} · {stakes}").format(structure=structure, game=game,
                                                             stakes=stakes)
        if compact and r.game == "high":  # the house rules matter more than "Five Card Draw"
            head = structure
        else:
            head = _("{structure} {game}").format(structure=structure, game=game)
        # the stakes stay last: fit_title keeps the part after the last " · " whole
        return " · ".join([head, *extras, stakes])

    def _draw_controls(self, surface: pygame.Surface, lay: Layout) -> None:
        c = lay.controls
        s = lay.scale
        bar = c.bar
        grad = paint.vertical_gradient(bar.size, (26, 32, 38), (12, 15, 18))
        surface.blit(grad, bar.topleft)
        pygame.draw.line(surface, (70, 80, 76), bar.topleft, bar.topright)
        px = lay.font_px
        mode = self.mode
        b = self.buttons
        # the player's hand in words + bankroll
        words = describe_hand(self._own_cards(), self.rules) if self.hand is not None else ""
        hero = self.visual.seats[self.hero]
        if hero.folded or not hero.dealt_in or any(sp is None or not sp.face_up for sp in hero.cards):
            words = ""
        if words:
            ui_text.draw_text(surface, words, (c.info.x, c.info.y + 10 * s), round(px * 1.05), CREAM,
                        anchor="midleft", bold=True, max_width=c.info.width)
        for n, line in enumerate(self.advisor_lines()):
            ui_text.draw_text(surface, line, (c.info.x, c.info.y + (36 + 22 * n) * s), round(px * 0.8),
                        (150, 210, 255), anchor="midleft", max_width=c.info.width)
        if mode == "bet":
            self._draw_bet_controls(surface, lay)
        elif mode == "draw":
            n = len(self.selected)
            b["draw"].label = _("Stand pat") if n == 0 else _("Draw {count}").format(count=n)
            problem = self.discard_problem()
            b["draw"].enabled = problem is None
            b["draw"].draw(surface)
            hint = problem or _("Click the cards you want to throw away (keys 1–5), then confirm.")
            ui_text.draw_text(surface, hint, (b["draw"].rect.centerx, c.quick[0].centery), round(px * 0.9),
                        (255, 140, 120) if problem else MUTED, max_width=bar.right - c.fold.x - 20)
        elif mode == "show":
            la = self.legal
            b["muck"].visible = la is not None and ActionType.MUCK in la.kinds
            b["show"].draw(surface)
            b["muck"].draw(surface)
            ui_text.draw_text(surface, _("Showdown: show your hand or muck it."),
                        (c.fold.x, c.quick[0].centery), px, MUTED, anchor="midleft")
        elif mode == "over":
            b["next"].draw(surface)
        elif mode == "busted":
            # never a disabled "Rebuy 0": offer what the player can do (finding 6)
            if self.practice:  # practice chips, never the real bankroll (verifier f1c)
                b["rebuy"].label = _("Rebuy")
                b["rebuy"].sublabel = fmt(min(self.buy_in, self.bankroll))
                busted = _("You are out of chips. Rebuy with {chips} practice chips or leave "
                           "the table.").format(chips=fmt(min(self.buy_in, self.bankroll)))
            elif self.can_rebuy():
                b["rebuy"].label = _("Rebuy")
                b["rebuy"].sublabel = fmt(min(self.buy_in, self.bankroll))
                busted = _("You are out of chips. Rebuy from your bankroll ({chips} left) or "
                           "leave the table.").format(chips=fmt(self.bankroll))
            elif self.bankroll < broke_below():
                b["rebuy"].label = _("Fresh bankroll")
                b["rebuy"].sublabel = fmt(self.refill_target(self._profile_or_none()))
                busted = _("You are out of chips and your bankroll is empty. The house offers "
                           "you a fresh bankroll.") if self.bankroll <= 0 else _(
                    "You are out of chips; your bankroll ({chips}) does not cover a buy-in. "
                    "The house offers you a fresh bankroll.").format(chips=fmt(self.bankroll))
            else:  # short for these stakes only: no free chips, smaller stakes instead
                busted = _("You are out of chips. Your bankroll ({chips}) does not cover this "
                           "table's minimum buy-in of {minimum}: leave and choose smaller "
                           "stakes.").format(chips=fmt(self.bankroll),
                                              minimum=fmt(self.rules.min_buy_in_chips))
            b["rebuy"].enabled = True
            if self.can_rebuy() or self.bankroll < broke_below():
                b["rebuy"].draw(surface)
            b["leave"].draw(surface)
            ui_text.draw_text(surface, busted, (c.fold.x, c.quick[0].centery), px,
                        (255, 160, 140), anchor="midleft", max_width=bar.right - c.fold.x - 20)
        if mode in ("wait", "over") and not self.demo:
            acts = mode == "wait" and self.pre_actions_apply()
            self._place_session_boxes(lay)
            for k, box in self.pre_boxes:
                box.visible = acts or k in ("sit_out", "auto_rebuy")
            if acts:
                self._arrange_pre_boxes()
            for _k, box in self.pre_boxes:
                box.draw(surface)
            if mode == "wait" and self.hand is not None and not self.hand.is_over:
                who = self.hand.to_act
                if self.director.busy:
                    msg = _("Click or press Space to skip the animation.")
                elif who is not None and who != self.hero:
                    msg = _("Waiting for {name}…").format(name=self.names[who])
                else:
                    msg = ""
                if msg:
                    ui_text.draw_text(surface, msg, ((c.fold.x + bar.right) / 2, c.fold.centery), px, MUTED)
        else:
            for _k, box in self.pre_boxes:
                box.visible = False
        if self.demo:
            ui_text.draw_text(surface, _("Demo: the computer plays your seat."),
                        ((c.fold.x + bar.right) / 2, bar.centery), px, MUTED)

    def facing_bet(self) -> int:
        """Chips the player would have to add to call now, as the table shows it (the
        seats' bets in front; at most his stack); 0 when nobody bet more than he did."""
        seats = self.visual.seats
        hero = seats[self.hero]
        return max(0, min(max(sv.bet for sv in seats) - hero.bet, hero.stack))

    def _adapt_pre_actions(self) -> None:
        """Keep a ticked pre-action true to the situation (new player 2, finding 14): when
        someone bets, "Check" is cleared and "Check/Fold" becomes "Fold"; "Call N" is
        cleared when the amount to call changes (a raise)."""
        if not self.pre_boxes:
            return
        facing = self.facing_bet()
        if facing == getattr(self, "_pre_facing", 0):
            return
        self._pre_facing = facing
        pre = self.preaction
        boxes = dict(self.pre_boxes)
        if pre is None:
            return
        if facing > 0 and pre is PreAction.CHECK and getattr(self, "pre_call", None) is None:
            self._clear_pre_action()
        elif facing > 0 and pre is PreAction.CHECK_FOLD:
            self._clear_pre_action()
            self.preaction = PreAction.FOLD
            boxes[PreAction.FOLD].checked = True
        elif getattr(self, "pre_call", None) is not None and self.pre_call != facing:
            self._clear_pre_action()

    def _clear_pre_action(self) -> None:
        """Untick every pre-action box (not the session boxes)."""
        self.preaction = None
        self.pre_call = None
        for k, box in self.pre_boxes:
            if k not in ("sit_out", "auto_rebuy"):
                box.checked = False

    def _arrange_pre_boxes(self) -> None:
        """Offer the pre-actions that fit (new player 2, finding 14): facing a bet "Fold",
        "Call N", "Call any", "Raise any"; otherwise "Check/Fold", "Check", "Call any",
        "Raise any". The visible boxes fill the slots in that order."""
        facing = self.facing_bet()
        boxes = dict(self.pre_boxes)
        check = boxes[PreAction.CHECK]
        if facing > 0:
            order = [PreAction.FOLD, PreAction.CHECK, PreAction.CALL_ANY, PreAction.RAISE_ANY]
            check.label = _("Call {amount}").format(amount=fmt(facing))
        else:
            order = [PreAction.CHECK_FOLD, PreAction.CHECK, PreAction.CALL_ANY, PreAction.RAISE_ANY]
            check.label = _("Check")
        slots = getattr(self, "_pre_slots", [])
        for k, box in self.pre_boxes[:5]:
            if k not in order:
                box.visible = False
        for k, rect in zip(order, slots, strict=False):
            boxes[k].rect = rect.copy()

    def hero_plate_tag(self) -> str:
        """The tag on the player's own plate: "Sitting out" while he sits out, else his
        draw this hand ("Pat", "Drew 3") once he has drawn and while he is in the hand
        (the opponents' plates show the same, RULES.md §5); "" otherwise."""
        if self.sitting_out_now():
            return _("Sitting out")
        sv = self.visual.seats[self.hero]
        if sv.drawn is not None and not sv.folded and self.hand is not None:
            return _("Pat") if sv.drawn == 0 else _("Drew {count}").format(count=sv.drawn)
        return ""

    def sitting_out_now(self) -> bool:
        """True while the player sits out: the table left him out of this deal
        (``Seat.sitting_out``) because he asked to (RULES.md §2)."""
        table = getattr(self, "table", None)
        if table is None or self.hand is None:
            return False
        return bool(table.seats[self.hero].sitting_out) and not self.visual.seats[self.hero].dealt_in

    def _label_sit_out_box(self) -> None:
        """The sit-out box says what a tick does next hand (new player 2, finding 19):
        "Sit out next hand" while he plays, "Sit in next hand" while he sits out."""
        box = dict(self.pre_boxes).get("sit_out")
        if box is None:
            return
        if self.sitting_out_now():
            box.label, box.checked = _("Sit in next hand"), not self.sit_out
        else:
            box.label, box.checked = _("Sit out next hand"), self.sit_out

    def _place_session_boxes(self, lay: Layout) -> None:
        """Set the sit-out and auto-rebuy boxes side by side, each as wide as its label in
        the current language (the long ru/de labels ran into the next box)."""
        c = lay.controls
        s = lay.scale
        x = c.quick[0].x
        self._label_sit_out_box()
        for _k, box in self.pre_boxes[5:]:
            h = box.rect.height or round(24 * s)
            side = max(10, h - 6)
            text_w = ui_text.font(max(10, round(h * 0.6))).size(box.label)[0]
            box.rect = pygame.Rect(x, c.quick[0].y, side + 8 + text_w + 2, h)
            x = box.rect.right + round(22 * s)

    def fixed_limit_hint(self, la: LegalActions) -> str:
        """The fixed-limit line under the buttons: the structure's bet size this round
        (small bet before the draw, big bet after it, RULES.md §4), and that only an all
        in is left when the player's chips do not make a whole bet or raise."""
        size = self.rules.small_bet if la.phase is Phase.FIRST_BETTING else self.rules.big_bet
        if la.min_to >= la.allin_to:
            return _("Fixed limit: bets and raises are {amount}; your chips cover only an all in.").format(
                amount=fmt(size))
        return _("Fixed limit: bets and raises are {amount}.").format(amount=fmt(size))

    def _draw_bet_controls(self, surface: pygame.Surface, lay: Layout) -> None:
        la = self.legal
        assert la is not None
        c = lay.controls
        b = self.buttons
        s = lay.scale
        kinds = la.kinds
        b["fold"].enabled = ActionType.FOLD in kinds
        # Numbers on the buttons: Call shows the chips it adds; Bet, Raise to, the amount
        # box and All in show the player's whole bet this round ("to"), as the log does.
        # One action is never offered by two buttons.
        stack = self.hand.view(self.hero).seats[self.hero].stack
        in_front = la.allin_to - stack
        call_allin = ActionType.CALL in kinds and la.call_amount >= stack
        if ActionType.CHECK in kinds:
            b["call"].label, b["call"].sublabel = _("Check"), ""
        else:
            b["call"].label = _("Call")
            b["call"].sublabel = (_("{amount}, all in") if call_allin else "{amount}").format(
                amount=fmt(la.call_amount))
        b["call"].enabled = ActionType.CHECK in kinds or ActionType.CALL in kinds
        can_size = ActionType.BET in kinds or ActionType.RAISE in kinds
        only_allin = can_size and la.min_to >= la.allin_to  # every raise he can make is all in
        b["raise"].visible = can_size and not only_allin
        b["raise"].label = _("Bet") if ActionType.BET in kinds else _("Raise to")
        sized = max(la.min_to, min(la.max_to, self.amount))
        b["raise"].sublabel = fmt(sized)
        b["raise"].enabled = sized < la.allin_to  # the amount at all in: the All in button
        b["allin"].visible = not call_allin
        b["allin"].enabled = ActionType.ALLIN in kinds
        b["allin"].sublabel = fmt(la.allin_to) if in_front <= 0 else \
            _("to {amount}").format(amount=fmt(la.allin_to))
        fixed = self.rules.structure == "fixed-limit"
        for name in ("fold", "call", "raise", "allin"):
            b[name].draw(surface)
        if b["allin"].visible and b["allin"].enabled and can_size and not b["raise"].enabled \
                and not only_allin:
            pygame.draw.rect(surface, GOLD, b["allin"].rect.inflate(6, 6), 2,
                             border_radius=max(4, b["allin"].rect.height // 5) + 3)
        show_sizing = can_size and not fixed and la.max_to > la.min_to and not only_allin
        self.slider.visible = show_sizing
        for q in self.quick:
            q.visible = show_sizing
        if show_sizing:
            chosen = getattr(self, "quick_chosen", None)
            for k, q in enumerate(self.quick):
                q.draw(surface)
                if k == chosen:  # lit while the amount is the one this button set
                    pygame.draw.rect(surface, GOLD, q.rect, 2, border_radius=max(4, q.rect.height // 5))
            self.slider.draw(surface)
            box = c.amount
            pygame.draw.rect(surface, (8, 10, 12), box, border_radius=round(6 * s))
            pygame.draw.rect(surface, GOLD if self.typed else (90, 100, 96), box, 1,
                             border_radius=round(6 * s))
            text = fmt(self.amount) + ("▏" if self.typed and int(self.time * 2) % 2 == 0 else "")
            ui_text.draw_text(surface, text, box.center, lay.font_px, WHITE, bold=True, shadow=False)
        elif can_size and fixed:
            ui_text.draw_text(surface, self.fixed_limit_hint(la),
                        (c.fold.x, c.quick[0].centery), lay.font_px, MUTED, anchor="midleft",
                        max_width=c.allin.right - c.fold.x)
        elif self.cannot_open(la):
            ui_text.draw_text(surface, _("You need jacks or better to open."),
                        (c.fold.x, c.quick[0].centery), lay.font_px, MUTED, anchor="midleft",
                        max_width=c.allin.right - c.fold.x)

    def cannot_open(self, la: LegalActions) -> bool:
        """True when the Bet button is missing only because the player's hand does not
        open: a jackpots table (RULES.md §3, jacks or better to open), nobody has opened
        yet and the player may check but not bet (new player 2, finding 10)."""
        return (self.rules.open_requirement == "jacks-or-better"
                and la.phase is Phase.FIRST_BETTING and ActionType.CHECK in la.kinds
                and ActionType.BET not in la.kinds and ActionType.RAISE not in la.kinds
                and la.current_bet == 0)

    def _draw_log(self, surface: pygame.Surface, lay: Layout) -> None:
        panel = lay.log_panel
        assert panel is not None
        key = (panel.size, len(self.visual.log), self.visual.log[-1:] and id(self.visual.log[-1][0]),
               self.log_scroll, catalog_key())
        if getattr(self, "_log_key", None) != key:
            self._log_key = key
            self._log_img = self._render_log(panel, lay)
        surface.blit(self._log_img, panel.topleft)

    def _render_log(self, panel: pygame.Rect, lay: Layout) -> pygame.Surface:
        """Render the hand log panel (cached until the log, scroll or size changes)."""
        img = pygame.Surface(panel.size)
        img.fill((14, 17, 20))
        pygame.draw.line(img, (60, 70, 66), (0, 0), (0, panel.height))
        s = lay.scale
        px = max(11, round(lay.font_px * 0.82))
        ui_text.draw_text(img, _("Hand log"), (12 * s, 16 * s), round(px * 1.1), GOLD,
                    anchor="midleft", bold=True)
        colors = {"info": (170, 178, 174), "action": (225, 225, 220), "win": (255, 214, 120),
                  "head": (120, 200, 150)}
        line_h = round(px * 1.35)
        top = 32 * s
        max_w = panel.width - round(24 * s)
        lines: list[tuple[str, str]] = []
        for text, kind in self.visual.log[-120:]:
            for piece in ui_text.wrap_text(str(text), px, max_w, bold=kind in ("head", "win")):
                lines.append((piece, kind))
        visible = max(1, int((panel.height - top - 8 * s) // line_h))
        self.log_scroll = min(self.log_scroll, max(0, len(lines) - visible))
        end = len(lines) - self.log_scroll
        chunk = lines[max(0, end - visible):end]
        y = top
        for text, kind in chunk:
            ui_text.draw_text(img, text, (12 * s, y + line_h / 2), px, colors.get(kind, WHITE),
                        anchor="midleft", bold=kind in ("head", "win"), shadow=False)
            y += line_h
        return img

    def summary_keep_clear(self, lay: Layout) -> list[pygame.Rect]:
        """What the "Hand over" box must not cover (pixels, window coordinates): the dealer
        button, the seats' hand names, plates, cards (lifted winners too) and bets, and a
        pot that stays (a passed-out deal)."""
        s = lay.scale
        out: list[pygame.Rect] = []
        if self.visual.button is not None and self.visual.button in lay.seats:
            out.append(button_rect(lay.seats[self.visual.button].button, s))
        for i, sl in lay.seats.items():
            sv = self.visual.seats[i] if i < len(self.visual.seats) else None
            out.append(sl.plate)
            if sv is None:
                continue
            lifted = sv.winner  # the winners' cards are lifted by 18 % of their height
            for r in [*sl.cards, *sl.shown]:
                out.append(r.union(r.move(0, -round(r.height * 0.18))) if lifted else r)
            if sv.hand_name:
                _img, hr = hand_label(lay, i, str(sv.hand_name), hero=i == self.hero)
                out.append(hr.inflate(14 * s, 6 * s))
            if sv.bet > 0:
                out.append(pygame.Rect(round(sl.bet[0] - 30 * s), round(sl.bet[1] - 14 * s),
                                       round(60 * s), round(40 * s)))
        if any(self.visual.pots):
            out.append(pygame.Rect(round(lay.pot[0] - 70 * s), round(lay.pot[1] - 20 * s),
                                   round(140 * s), round(50 * s)))
        return out

    def summary_box(self, lay: Layout) -> tuple[pygame.Rect, list[str]]:
        """Where the "Hand over" box goes and its wrapped lines: the middle of the felt
        when that covers nothing of ``summary_keep_clear`` (a hand name, the dealer
        button: second new player, finding 9), else the nearest narrower or shifted
        place that covers nothing, else the one that covers least."""
        s = lay.scale
        px = lay.font_px
        lines = [str(line) for line in self.visual.summary[-4:]]
        full = round(min(lay.felt.width * 0.5, 520 * s))
        clear = self.summary_keep_clear(lay)
        cx, cy = round(lay.center[0]), round(lay.center[1] - lay.felt.height * 0.02)
        best: tuple[int, pygame.Rect, list[str]] | None = None
        for frac in (1.0, 0.9, 0.8, 0.7, 0.6):
            width = round(full * frac)
            wrapped: list[str] = []
            for line in lines:
                wrapped.extend(ui_text.wrap_text(line, px, width - round(30 * s)))
            height = round(46 * s + len(wrapped) * px * 1.4)
            for dx, dy in [(dx, dy) for dy in (0, -0.06, 0.06, -0.12, 0.12, -0.18, 0.18)
                           for dx in (0, -0.06, 0.06, -0.12, 0.12)]:
                rect = pygame.Rect(0, 0, width, height)
                rect.center = (round(cx + dx * lay.felt.width), round(cy + dy * lay.felt.height))
                rect.clamp_ip(lay.table_area)
                cover = sum((rect.clip(o).width * rect.clip(o).height) for o in clear)
                if cover == 0:
                    return rect, wrapped
                if best is None or cover < best[0]:
                    best = (cover, rect, wrapped)
        assert best is not None
        return best[1], best[2]

    def _draw_summary(self, surface: pygame.Surface, lay: Layout) -> None:
        s = lay.scale
        px = lay.font_px
        rect, wrapped = self.summary_box(lay)
        paint.panel(surface, rect, alpha=215, color=(12, 16, 20), radius=round(14 * s), border=(*GOLD, 220))
        ui_text.draw_text(surface, _("Hand over"), (rect.centerx, rect.y + 18 * s), round(px * 1.05), GOLD,
                    bold=True)
        y = rect.y + 40 * s
        for line in wrapped:
            ui_text.draw_text(surface, line, (rect.centerx, y + px * 0.5), px, WHITE)
            y += px * 1.4


class PauseOverlay(Scene):
    """Esc menu over the table: Resume, Leave table (a minimal version)."""

    overlay = True

    def __init__(self) -> None:
        super().__init__()
        self.buttons: list[tuple[Button, str]] = []

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        sw, sh = size
        s = min(sw / 1280, sh / 720)
        bw, bh = round(280 * s), round(54 * s)
        labels = [(_("Resume"), "resume", "primary"), (_("Leave table"), "leave", "neutral")]
        self.buttons = []
        for i, (label, key, style) in enumerate(labels):
            r = pygame.Rect(0, 0, bw, bh)
            r.center = (sw // 2, round(sh * 0.48 + i * (bh + 14 * s)))
            self.buttons.append((Button(label, style, rect=r), key))

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Motion):
            for b, _k in self.buttons:
                b.hover(intent.pos)
            return True
        if isinstance(intent, Key) and intent.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        if isinstance(intent, Click):
            for b, key in self.buttons:
                if b.hit(intent.pos):
                    if key == "resume":
                        self.app.stack.pop()
                    else:
                        table = self.app.stack.find(TableScene)
                        self.app.stack.pop()
                        if table is not None:
                            table.leave()
                    return True
        return True  # modal: nothing reaches the table

    def draw(self, surface: pygame.Surface) -> None:
        sw, sh = surface.get_size()
        shade = pygame.Surface((sw, sh), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        s = min(sw / 1280, sh / 720)
        ui_text.draw_text(surface, _("Paused"), (sw / 2, sh * 0.34), round(48 * s), CREAM, bold=True)
        for b, _k in self.buttons:
            b.draw(surface)

