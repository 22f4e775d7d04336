"""Table setup: every table option of RULES.md, the seats and the computer opponents.

Options (RULES.md §1-§5, scenario-format ``rules`` names): game, wild cards,
opening requirement, what happens when everyone checks, who starts the second
round, betting structure, ante, small and big blind, small and big bet, raise cap,
most cards drawn, four with an ace, minimum and maximum buy-in, and the player's
own buy-in; then the number of seats (2-8) and each opponent's personality
(``drawpoker.ai.personalities.PERSONALITIES``) and difficulty (``LEVELS``).

Every change is checked at once by building :class:`~drawpoker.engine.TableRules`;
an invalid combination shows the engine's reason (its ``ValueError`` text) under
the panel and *Sit down* stays disabled until it is fixed. A valid table is
remembered in the settings (``last_table``) and comes back next time.
"""

from __future__ import annotations

import sys
from collections import Counter
from typing import Any

import pygame

from drawpoker.ai.personalities import LEVELS, PERSONALITIES
from drawpoker.engine import TableRules
from drawpoker.i18n import _, format_chips, ngettext
from drawpoker.ui import text as ui_text
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.services import Services
from drawpoker.ui.text import text_width
from drawpoker.ui.theme import BADGE_COLORS, TEXT
from drawpoker.ui.widgets.buttons import FancyButton
from drawpoker.ui.widgets.rows import ChoiceRow, Row, Section, ToggleRow

#: Opponents' names in seat order (a new table; the player may keep them).
NAMES: tuple[str, ...] = ("Ada", "Boris", "Clara", "Dmitri", "Elena", "Farid", "Greta")
DEFAULT_STYLES: tuple[str, ...] = ("shark", "maniac", "rock", "station", "trickster", "shark", "rock")
#: The default table of the Play button: you + 5, ante 10 no-limit, buy-in 50 antes.
DEFAULT_RULES: dict[str, Any] = {"structure": "no-limit", "ante": 10}
DEFAULT_BUY_IN_UNITS = 50

_ANTES = (0, 1, 2, 5, 10, 20, 25, 50, 100)
_SMALL_BLINDS = (0, 1, 2, 5, 10, 20, 25, 50)
_BIG_BLINDS = (0, 2, 5, 10, 20, 25, 50, 100)
_BETS = (0, 2, 5, 10, 20, 25, 40, 50, 100, 200)
_BUY_IN_UNITS = (1, 5, 10, 20, 25, 30, 40, 50, 75, 100, 150, 200)


def personalities() -> list[tuple[str, str]]:
    """``(key, translated name)`` of every computer personality."""
    return [(k, _(p.name)) for k, p in PERSONALITIES.items()]


def levels() -> list[tuple[str, str]]:
    """``(key, translated name)`` of every difficulty level."""
    return [(k, _(lv.name)) for k, lv in LEVELS.items()]


class TableConfig:
    """The table being set up: rules (scenario-format dict), seats and buy-in.

    Attributes:
        rules: scenario-format rules (only the options the player set).
        opponents: ``[name, personality key, level key]`` per computer seat (7 kept,
            the first ``seats - 1`` used).
        seats: 2..8.
        buy_in_units: the player's buy-in in antes (or big blinds with blinds).
    """

    def __init__(self) -> None:
        self.rules: dict[str, Any] = dict(DEFAULT_RULES)
        self.opponents: list[list[str]] = [[n, p, "medium"] for n, p in zip(NAMES, DEFAULT_STYLES,
                                                                          strict=True)]
        self.seats = 6
        self.buy_in_units = DEFAULT_BUY_IN_UNITS

    # conversions -------------------------------------------------------------
    def table_rules(self) -> TableRules:
        """The engine's rules for this set-up.

        Raises:
            ValueError: an invalid option or combination (the engine names the field).
        """
        rules = TableRules.from_dict(self.rules)
        unit = rules.buy_in_unit
        if not rules.min_buy_in <= self.buy_in_units <= rules.max_buy_in:
            raise ValueError(ngettext("Your buy-in of {chips} chip is outside the table's "
                                      "{low} to {high}.",
                                      "Your buy-in of {chips} chips is outside the table's "
                                      "{low} to {high}.",
                                      self.buy_in_units * unit).format(
                                          chips=format_chips(self.buy_in_units * unit),
                                                         low=format_chips(rules.min_buy_in_chips),
                                                         high=format_chips(rules.max_buy_in_chips)))
        return rules

    def buy_in_chips(self) -> int:
        """The player's buy-in in chips (0 when the rules are invalid)."""
        try:
            return self.buy_in_units * TableRules.from_dict(self.rules).buy_in_unit
        except ValueError:
            return 0

    def to_last_table(self) -> dict[str, Any]:
        """The set-up as the settings' ``last_table`` value."""
        seats: list[dict[str, Any]] = [{"name": "You", "player": "human",
                                        "buy_in": self.buy_in_chips(),
                                        "buy_in_units": self.buy_in_units}]
        for name, style, level in self.opponents[: self.seats - 1]:
            seats.append({"name": name, "player": f"{level}:{style}"})
        return {"rules": dict(self.rules), "seats": seats, "opponents": self.opponents}

    @classmethod
    def from_last_table(cls, data: Any) -> TableConfig:
        """A set-up from a stored ``last_table`` (defaults for anything unusable)."""
        cfg = cls()
        if not isinstance(data, dict):
            return cfg
        rules = data.get("rules")
        if isinstance(rules, dict):
            try:
                TableRules.from_dict(rules)
                cfg.rules = dict(rules)
            except ValueError:
                pass
        seats = data.get("seats")
        if isinstance(seats, list) and 2 <= len(seats) <= 8:
            cfg.seats = len(seats)
            if isinstance(seats[0], dict) and isinstance(seats[0].get("buy_in_units"), int):
                cfg.buy_in_units = int(seats[0]["buy_in_units"])
        opps = data.get("opponents")
        known_p = {k for k, _n in personalities()}
        known_l = {k for k, _n in levels()}
        if isinstance(opps, list):
            for i, item in enumerate(opps[:7]):
                if (isinstance(item, list) and len(item) == 3 and isinstance(item[0], str)
                        and item[0] and item[1] in known_p and item[2] in known_l):
                    cfg.opponents[i] = [item[0][:20], item[1], item[2]]
        cfg._unique_names()
        return cfg

    def _unique_names(self) -> None:
        """Give an opponent whose name repeats an earlier seat's (or the player's "You")
        an unused name from :data:`NAMES`: the engine refuses two seats of one name."""
        taken = {"you", _("You").casefold()}
        for i, opp in enumerate(self.opponents):
            if " ".join(opp[0].split()).casefold() in taken:
                others = {o[0].casefold() for o in self.opponents}
                opp[0] = next((n for n in NAMES if n.casefold() not in taken | others),
                              f"{NAMES[i % len(NAMES)]} {i + 2}")
            taken.add(" ".join(opp[0].split()).casefold())

    def table_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for ``TableScene`` (rules, opponents, level(s), buy-in).

        Raises:
            ValueError: the set-up is invalid.
        """
        rules = self.table_rules()
        opps = self.opponents[: self.seats - 1]
        kwargs: dict[str, Any] = {
            "rules": rules,
            "opponents": [(name, style) for name, style, _lv in opps],
            "buy_in": self.buy_in_units * rules.buy_in_unit,
        }
        kwargs["levels"] = [lv for _n, _s, lv in opps]
        kwargs["level"] = Counter(lv for _n, _s, lv in opps).most_common(1)[0][0]
        return kwargs


class OpponentRow(Row):
    """One computer opponent: name, then two pills: personality and difficulty.

    Click a pill to cycle it; with the keyboard Left/Right change the personality and
    Enter the difficulty.
    """

    def __init__(self, index: int, cfg: TableConfig, on_change: Any) -> None:
        super().__init__(cfg.opponents[index][0])
        self.help = _("Click to change; ← → style, Enter level")
        self.index = index
        self.cfg = cfg
        self.on_change = on_change
        self.styles = personalities()
        self.levels = levels()

    def _widths(self, px: int) -> tuple[int, int]:
        sw = max(text_width(t, px, bold=True) for _k, t in self.styles) + px * 2
        lw = max(text_width(t, px, bold=True) for _k, t in self.levels) + px * 2
        return sw, lw

    def control_width(self, px: int) -> int:
        sw, lw = self._widths(px)
        return sw + lw + px

    def pills(self, px: int) -> tuple[pygame.Rect, pygame.Rect]:
        """The personality pill and the difficulty pill."""
        c = self.control_rect(px)
        sw, lw = self._widths(px)
        return (pygame.Rect(c.x, c.y, sw, c.height), pygame.Rect(c.right - lw, c.y, lw, c.height))

    def _cycle(self, slot: int, choices: list[tuple[str, str]], d: int) -> bool:
        keys = [k for k, _t in choices]
        cur = self.cfg.opponents[self.index][slot]
        i = keys.index(cur) if cur in keys else 0
        self.cfg.opponents[self.index][slot] = keys[(i + d) % len(keys)]
        self.on_change()
        return True

    def step(self, direction: int) -> bool:
        return self._cycle(1, self.styles, direction)

    def activate(self) -> bool:
        return self._cycle(2, self.levels, +1)

    def click(self, pos: tuple[int, int], px: int) -> bool:
        p, lv = self.pills(px)
        if p.collidepoint(pos):
            return self._cycle(1, self.styles, +1)
        if lv.collidepoint(pos):
            return self._cycle(2, self.levels, +1)
        return False

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        self.hint = self.help if (focused or hovered) else ""  # the help only where it is needed
        super().draw(surface, px, focused=focused, hovered=hovered)
        _name, style, level = self.cfg.opponents[self.index]
        texts = (dict(self.styles).get(style, style), dict(self.levels).get(level, level))
        colors = (BADGE_COLORS.get(style, (90, 90, 100)),
                  {"easy": (70, 120, 80), "medium": (150, 120, 50), "hard": (160, 60, 60)}.get(
                      level, (90, 90, 100)))
        for rect, text, color in zip(self.pills(px), texts, colors, strict=True):
            pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 2), border_radius=rect.height // 2)
            pygame.draw.rect(surface, color, rect, border_radius=rect.height // 2)
            pygame.draw.rect(surface, (255, 255, 255), rect, 1, border_radius=rect.height // 2)
            ui_text.draw_text(surface, text, rect.center, round(px * 0.9), TEXT, bold=True,
                        max_width=rect.width - px)


class SetupScene(MenuScene):
    """The table setup screen (see module doc)."""

    panel_width = 900

    def __init__(self) -> None:
        super().__init__()
        self.cfg = TableConfig()
        self.valid = True
        self.sit: FancyButton | None = None
        #: plain sentences about options adjusted after the last change (shown once)
        self.notes: list[str] = []

    def title(self) -> str:
        return _("Table setup")

    def enter(self) -> None:
        self.cfg = TableConfig.from_last_table(self.app.settings.last_table)
        super().enter()
        self.validate()

    # rules helpers ------------------------------------------------------------
    def _rule(self, key: str, default: Any) -> Any:
        if key in self.cfg.rules:
            return self.cfg.rules[key]
        if key == "ante":
            return 0 if self.cfg.rules.get("big_blind") else 1
        return default

    def _set_rule(self, key: str, default: Any) -> Any:
        def set_(value: Any) -> None:
            if value == default and key not in ("ante",):
                self.cfg.rules.pop(key, None)
            else:
                self.cfg.rules[key] = value
            if key == "max_draw" and value != 3:
                self.cfg.rules.pop("four_with_ace", None)
            self.notes = harmonise(self.cfg, key)
            self.refresh()

        return set_

    def _chip_choices(self, values: tuple[int, ...], zero: str) -> list[tuple[int, str]]:
        return [(v, zero if v == 0 else format_chips(v)) for v in values]

    def build(self) -> None:
        r, sr = self._rule, self._set_rule
        games = [("high", _("High (Five Card Draw)")), ("ace-to-five", _("Ace-to-five lowball")),
                 ("deuce-to-seven", _("Deuce-to-seven lowball"))]
        wilds = [("none", _("None")), ("joker", _("Joker (fully wild)")),
                 ("bug", _("The bug (joker as ace or to fill)")), ("deuces", _("Deuces wild"))]
        self._wilds = wilds
        structures = [("no-limit", _("No limit")), ("pot-limit", _("Pot limit")),
                      ("fixed-limit", _("Fixed limit"))]
        opens = [("none", _("Anything opens")), ("jacks-or-better", _("Jacks or better to open"))]
        arounds = [("draw", _("Go on to the draw")), ("redeal", _("Redeal, pot stays"))]
        seconds = [("left-of-button", _("First seat left of the button")),
                   ("last-aggressor", _("Last bettor or raiser"))]
        caps: list[tuple[Any, str]] = [(None, _("No cap"))] + [(n, str(n)) for n in range(0, 6)]
        draws = [(5, "5"), (4, "4"), (3, "3")]
        seats = [(n, str(n)) for n in range(2, 9)]
        default = _("Default")
        self.rows = [
            Section(_("Game")),
            ChoiceRow(_("Game"), games, lambda: r("game", "high"), sr("game", "high")),
            ChoiceRow(_("Wild cards"), wilds, lambda: r("wild", "none"), sr("wild", "none")),
            ChoiceRow(_("Opening"), opens, lambda: r("open_requirement", "none"),
                      sr("open_requirement", "none")),
            ChoiceRow(_("If everyone checks"), arounds, lambda: r("check_around", "draw"),
                      sr("check_around", "draw")),
            ChoiceRow(_("Second round starts with"), seconds,
                      lambda: r("second_round_first", "left-of-button"),
                      sr("second_round_first", "left-of-button")),
            Section(_("Betting")),
            ChoiceRow(_("Structure"), structures, lambda: r("structure", "no-limit"),
                      sr("structure", "no-limit")),
            ChoiceRow(_("Ante"), self._chip_choices(_ANTES, _("None")), lambda: r("ante", 1),
                      sr("ante", 1)),
            ChoiceRow(_("Small blind"), self._chip_choices(_SMALL_BLINDS, _("None")),
                      lambda: r("small_blind", 0), sr("small_blind", 0)),
            ChoiceRow(_("Big blind"), self._chip_choices(_BIG_BLINDS, _("None")),
                      lambda: r("big_blind", 0), sr("big_blind", 0)),
            ChoiceRow(_("Small bet"), self._chip_choices(_BETS, default), lambda: r("small_bet", 0),
                      sr("small_bet", 0), hint=_("The smallest bet; in fixed limit, the bet before the draw")),
            ChoiceRow(_("Big bet"), self._chip_choices(_BETS, default), lambda: r("big_bet", 0),
                      sr("big_bet", 0), hint=_("Fixed limit: the bet after the draw")),
            ChoiceRow(_("Raise cap"), caps, lambda: r("raise_cap", 3), sr("raise_cap", 3),
                      hint=_("Fixed limit: raises allowed after the bet")),
            Section(_("Draw")),
            ChoiceRow(_("Most cards drawn"), draws, lambda: r("max_draw", 5), sr("max_draw", 5)),
            ToggleRow(_("Four with an ace"), lambda: bool(r("four_with_ace", False)),
                      sr("four_with_ace", False),
                      hint=_("With a three-card limit, show an ace to draw four")),
            Section(_("Buy-in")),
            ChoiceRow(_("Minimum buy-in"), [(n, self._units(n)) for n in _BUY_IN_UNITS],
                      lambda: r("min_buy_in", 1), sr("min_buy_in", 1)),
            ChoiceRow(_("Maximum buy-in"), [(n, self._units(n)) for n in _BUY_IN_UNITS],
                      lambda: r("max_buy_in", 50), sr("max_buy_in", 50)),
            ChoiceRow(_("Your buy-in"), [(n, self._units(n, with_chips=True)) for n in _BUY_IN_UNITS],
                      lambda: self.cfg.buy_in_units, self._set_buy_in),
            Section(_("Players")),
            ChoiceRow(_("Seats"), seats, lambda: self.cfg.seats, self._set_seats,
                      hint=_("You and the computer players")),
        ]
        self.opponent_rows = [OpponentRow(i, self.cfg, self.refresh) for i in range(7)]
        self.rows += self.opponent_rows
        self.sit = FancyButton(_("Sit down"), "primary", action=self.sit_down)
        self.footer = [
            self.sit,
            FancyButton(_("Default table"), "neutral", action=self.reset),
            FancyButton(_("Back"), "neutral", action=self.back),
        ]
        self._apply_visibility()

    def _units(self, n: int, *, with_chips: bool = False) -> str:
        try:
            rules = TableRules.from_dict(self.cfg.rules)
            blinds = rules.has_blinds
            unit = rules.buy_in_unit
        except ValueError:
            blinds, unit = bool(self.cfg.rules.get("big_blind")), 0
        if blinds:
            text = ngettext("{n} big blind", "{n} big blinds", n).format(n=n)
        else:
            text = ngettext("{n} ante", "{n} antes", n).format(n=n)
        if with_chips and unit:
            return ngettext("{units} ({chips} chip)", "{units} ({chips} chips)", n * unit).format(
                units=text, chips=format_chips(n * unit))
        return text

    def _set_buy_in(self, units: int) -> None:
        self.cfg.buy_in_units = units
        self.notes = harmonise(self.cfg, "buy_in")
        self.refresh()

    def _set_seats(self, n: int) -> None:
        self.cfg.seats = n
        self.refresh()

    def _apply_visibility(self) -> None:
        for i, row in enumerate(self.opponent_rows):
            row.visible = i < self.cfg.seats - 1
        structure = self.cfg.rules.get("structure", "no-limit")
        for any_row in self.rows:
            if any_row.label == _("Raise cap"):
                any_row.enabled = structure == "fixed-limit"
            if any_row.label == _("Big bet"):
                any_row.enabled = structure == "fixed-limit"
            if any_row.label == _("Four with an ace"):
                any_row.enabled = self.cfg.rules.get("max_draw", 5) == 3
            game = self.cfg.rules.get("game", "high")
            blinds = bool(self.cfg.rules.get("big_blind"))
            if any_row.label == _("Opening"):  # jacks or better: high game, antes only
                any_row.enabled = game == "high" and not blinds
                any_row.hint = "" if any_row.enabled else (
                    _("Only in the high game") if game != "high" else _("Only with antes"))
            if any_row.label == _("If everyone checks"):  # redeal: antes only
                any_row.enabled = not blinds
                any_row.hint = "" if any_row.enabled else _("Redeal: only with antes")
            if any_row.label == _("Wild cards") and isinstance(any_row, ChoiceRow):
                any_row.enabled = game != "deuce-to-seven"
                any_row.hint = "" if any_row.enabled else _("None in deuce-to-seven")
                any_row.choices = [c for c in self._wilds
                                   if not (game == "ace-to-five" and c[0] == "deuces")]

    def refresh(self) -> None:
        """Re-check the set-up after a change and relabel rows that depend on it."""
        had_focus = self.focused_item()
        self._apply_visibility()
        # labels of buy-in choices depend on ante/blinds: rebuild the choice texts
        for row in self.rows:
            if isinstance(row, ChoiceRow) and row.label in (_("Minimum buy-in"), _("Maximum buy-in"),
                                                           _("Your buy-in")):
                with_chips = row.label == _("Your buy-in")
                row.choices = [(n, self._units(n, with_chips=with_chips)) for n in _BUY_IN_UNITS]
        self.resize(self.size)
        items = self.focusables()
        if had_focus in items:
            self.focus = items.index(had_focus)
        self.validate()

    def validate(self) -> bool:
        """Check the set-up; show the reason and disable *Sit down* if it is invalid."""
        try:
            self.cfg.table_rules()
        except ValueError as exc:
            self.valid = False
            self.say(plain_reason(exc), error=True)
        else:
            self.valid = True
            rules = TableRules.from_dict(self.cfg.rules)
            self.say(" ".join(self.notes) if self.notes else self.summary(rules))
            self.app.change_settings(last_table=self.cfg.to_last_table())
        if self.sit is not None:
            self.sit.enabled = self.valid
        return self.valid

    def summary(self, rules: TableRules) -> str:
        """One line describing the table (game, structure, stakes)."""
        return table_summary(self.cfg, rules)


    def changed(self, row: Row) -> None:
        if not isinstance(row, OpponentRow):
            self.validate()

    # actions -----------------------------------------------------------------
    def reset(self) -> None:
        """Back to the default table."""
        self.cfg = TableConfig()
        self.notes = []
        self.rebuild()
        self.validate()

    def sit_down(self) -> None:
        """Start the table as set up (replaces the menu screens)."""
        if not self.validate():
            return
        start_table(self.app, self.cfg)


def last_table(app: Services | None) -> tuple[TableConfig, bool]:
    """The table last set up (settings ``last_table``), or the default table.

    Returns:
        ``(set-up, True)`` when a valid stored set-up was found, else
        ``(TableConfig(), False)``: you and 5 opponents, no limit, ante 10, buy-in 500.
    """
    stored = app.settings.last_table if app is not None else None
    if isinstance(stored, dict):
        cfg = TableConfig.from_last_table(stored)
        try:
            cfg.table_rules()
        except ValueError:
            return TableConfig(), False
        return cfg, True
    return TableConfig(), False


def start_table(app: Services, cfg: TableConfig, *, fallback: bool = False) -> None:
    """Replace every screen by a table set up as ``cfg`` (the player sits down at once).

    Args:
        app: the App.
        cfg: the set-up.
        fallback: when ``cfg`` cannot make a table (a hand-edited settings file), sit down
            at the default table instead and say so in a toast (Play now).

    Raises:
        ValueError: ``cfg`` is invalid (without ``fallback``).
    """
    from drawpoker.ui.scenes.table import broke_below  # until the default table leaves the UI

    short = _bankroll_short_of(app, cfg)
    if short is not None and short[0] >= broke_below():
        # not broke, only short for these stakes: no free chips from the house (a fresh
        # bankroll is for a player who cannot sit at any table); smaller stakes instead
        app.nav.push("notice", heading=_("Not enough chips for this table"), message=_(
            "Your bankroll ({bankroll}) does not cover this table's minimum buy-in of "
            "{minimum}. Choose smaller stakes in Table setup.").format(
                bankroll=format_chips(short[0]), minimum=format_chips(short[1])),
            kind="warning", cancel=0)
        return
    try:
        app.nav.reset("table", **cfg.table_kwargs())
    except ValueError as exc:
        if not fallback or cfg.to_last_table() == TableConfig().to_last_table():
            raise
        print(f"drawpoker: the last table could not be set up: {exc}", file=sys.stderr)
        app.nav.reset("table", **TableConfig().table_kwargs())
        app.show_toast(_("Your last table could not be set up, so you sit at the default table."),
                       error=True)


def _bankroll_short_of(app: Services, cfg: TableConfig) -> tuple[int, int] | None:
    """``(bankroll, minimum buy-in)`` in chips when the player's bankroll cannot cover the
    table's minimum buy-in, else ``None`` (also when either is unknown)."""
    try:
        minimum = TableRules.from_dict(cfg.rules).min_buy_in_chips
    except ValueError:
        return None
    bankroll = int(app.profile.bankroll)
    return (bankroll, minimum) if bankroll < minimum else None


def table_summary(cfg: TableConfig, rules: TableRules | None = None) -> str:
    """One line describing the set-up ``cfg`` (game, structure, stakes, seats, buy-in).

    Raises:
        ValueError: ``cfg.rules`` are invalid (only when ``rules`` is not given).
    """
    if rules is None:
        rules = TableRules.from_dict(cfg.rules)
    game, structure, stakes = _summary_parts(rules)
    return ngettext("{game} · {structure} · {stakes} · {seats} seat · your buy-in {chips}",
                    "{game} · {structure} · {stakes} · {seats} seats · your buy-in {chips}",
                    cfg.seats).format(
        game=game, structure=structure, stakes=stakes, seats=cfg.seats,
        chips=format_chips(cfg.buy_in_chips()))


def _next_at_least(values: tuple[int, ...], low: int) -> int:
    """The smallest of ``values`` that is at least ``low`` (the largest if none is)."""
    return next((v for v in values if v >= low), values[-1])


def harmonise(cfg: TableConfig, changed: str) -> list[str]:
    """Adjust the options that depend on the one just ``changed`` (RULES.md §1-§5).

    The engine refuses some combinations (jacks or better outside the high game or
    with blinds, wild cards in deuce-to-seven, deuces in ace-to-five, a redeal with
    blinds, a small blind above the big blind, no forced bet, a maximum buy-in below
    the minimum). Instead of showing an error, the option the player did *not* just
    touch is changed to fit and a plain sentence says so.

    Args:
        cfg: the set-up; its ``rules`` and ``buy_in_units`` are changed in place.
        changed: the rules key the player changed (``"buy_in"`` for the own buy-in).

    Returns:
        One translated sentence per adjustment (empty when nothing had to change).
    """
    r = cfg.rules
    notes: list[str] = []
    game = r.get("game", "high")
    if r.get("open_requirement") == "jacks-or-better":
        if game != "high":
            r.pop("open_requirement")
            notes.append(_("Jacks or better is played only in the high game, so anything opens now."))
        elif r.get("big_blind"):
            r.pop("open_requirement")
            notes.append(_("Jacks or better is played with antes only, so anything opens now."))
    if game == "deuce-to-seven" and r.get("wild", "none") != "none":
        r.pop("wild")
        notes.append(_("Deuce-to-seven lowball has no wild cards, so wild cards are off now."))
    if game == "ace-to-five" and r.get("wild") == "deuces":
        r["wild"] = "joker"
        notes.append(_("Ace-to-five lowball is played with the joker, not deuces: the joker is wild now."))
    if r.get("check_around") == "redeal" and r.get("big_blind"):
        r.pop("check_around")
        notes.append(_("A redeal is played with antes only: if everyone checks, the game goes on "
                       "to the draw."))
    sb, bb = int(r.get("small_blind", 0)), int(r.get("big_blind", 0))
    if sb > bb:
        if changed == "big_blind":
            lower = max(v for v in _SMALL_BLINDS if v <= bb // 2)
            if lower:
                r["small_blind"] = lower
            else:
                r.pop("small_blind")
            notes.append(_("The small blind cannot be larger than the big blind, so it was lowered."))
        else:
            r["big_blind"] = _next_at_least(_BIG_BLINDS, 2 * sb)
            notes.append(_("The big blind was raised to {chips} to stay above the small blind.").format(
                chips=format_chips(r["big_blind"])))
    if r.get("ante", 1) == 0 and not r.get("big_blind"):
        if changed == "ante":
            r["small_blind"], r["big_blind"] = 5, 10
            notes.append(_("A table needs a forced bet: with no ante, blinds of 5/10 are posted."))
        else:
            r["ante"] = 10
            notes.append(_("A table needs a forced bet: with no blinds, everyone antes 10."))
    try:
        rules = TableRules.from_dict(r)
    except ValueError:
        rules = None
    if r.get("big_blind") and "small_bet" in r and rules is None:
        r.pop("small_bet")  # the default minimum bet follows the big blind
    if "big_bet" in r and int(r["big_bet"]) < int(r.get("small_bet", 0) or 0):
        r.pop("big_bet")
    lo, hi = int(r.get("min_buy_in", 1)), int(r.get("max_buy_in", 50))
    if hi < lo:
        if changed == "max_buy_in":
            r["min_buy_in"] = hi
            notes.append(_("The minimum buy-in was lowered to the new maximum."))
        else:
            r["max_buy_in"] = lo
            notes.append(_("The maximum buy-in was raised to the new minimum."))
        lo, hi = int(r.get("min_buy_in", 1)), int(r.get("max_buy_in", 50))
    if not lo <= cfg.buy_in_units <= hi:
        if changed == "buy_in":
            r["min_buy_in"] = min(lo, cfg.buy_in_units)
            r["max_buy_in"] = max(hi, cfg.buy_in_units)
            notes.append(_("The table's buy-in range was widened to fit your buy-in."))
        else:
            cfg.buy_in_units = min(max(cfg.buy_in_units, lo), hi)
            notes.append(_("Your buy-in was moved into the table's range."))
    return notes


def plain_reason(exc: ValueError) -> str:
    """A player-facing sentence for an invalid set-up (never the engine's ``rules.x:`` text).

    Args:
        exc: the ``ValueError`` raised by :meth:`TableConfig.table_rules`.

    Returns:
        The translated sentence; the buy-in message (already plain) is kept as it is.
    """
    text = str(exc)
    if not text.startswith("rules"):
        return text
    field = text.split(":", 1)[0].removeprefix("rules.")
    reasons = {
        "open_requirement": _("Jacks or better is played only in the high game with antes."),
        "wild": _("This game cannot be played with these wild cards."),
        "check_around": _("A redeal is played with antes only."),
        "small_blind": _("The small blind cannot be larger than the big blind."),
        "big_blind": _("A small blind needs a big blind."),
        "ante": _("A table needs a forced bet: an ante, blinds, or both."),
        "small_bet": _("The smallest bet cannot be below the big blind."),
        "big_bet": _("The big bet cannot be below the small bet."),
        "max_buy_in": _("The maximum buy-in cannot be below the minimum."),
        "four_with_ace": _("Four with an ace needs a three-card draw limit."),
    }
    return reasons.get(field, _("These options do not go together; please change one of them."))


def house_rules(rules: TableRules, *, short: bool = False) -> list[str]:
    """Short translated names of the house rules in play beyond the game itself.

    Wild cards (RULES.md §1: the joker, the bug, deuces wild) and the opening
    requirement (jacks or better). The lowball kind is part of the game's name.

    Args:
        rules: the table's rules.
        short: "jacks or better" instead of "jacks or better to open" (table header).

    Returns:
        e.g. ``["deuces wild", "jacks or better to open"]``; empty for a plain game.
    """
    out: list[str] = []
    wild = {"joker": _("joker wild"), "bug": _("the bug"), "deuces": _("deuces wild")}
    if rules.wild in wild:
        out.append(wild[rules.wild])
    if rules.open_requirement == "jacks-or-better":
        out.append(_("jacks or better") if short else _("jacks or better to open"))
    return out


def _summary_parts(rules: TableRules) -> tuple[str, str, str]:
    """``(game with its house rules, structure, stakes)`` in the current language, e.g.
    ``("Five Card Draw (deuces wild)", "Fixed limit", "ante 10")``."""
    structure = {"no-limit": _("No limit"), "pot-limit": _("Pot limit"),
                 "fixed-limit": _("Fixed limit")}[rules.structure]
    if rules.has_blinds:
        stakes = _("blinds {small}/{big}").format(small=format_chips(rules.small_blind),
                                                 big=format_chips(rules.big_blind))
        if rules.ante:
            stakes = _("{blinds}, ante {ante}").format(blinds=stakes, ante=format_chips(rules.ante))
    else:
        stakes = _("ante {ante}").format(ante=format_chips(rules.ante))
    game = {"high": _("Five Card Draw"), "ace-to-five": _("Ace-to-five lowball"),
            "deuce-to-seven": _("Deuce-to-seven lowball")}[rules.game]
    extras = house_rules(rules)
    if extras:
        game = _("{game} ({house_rules})").format(game=game, house_rules=", ".join(extras))
    return game, structure, stakes


def table_summary_rules(rules: TableRules) -> str:
    """One line naming a table's game, house rules, structure and stakes (no seats or buy-in),
    e.g. "Five Card Draw (deuces wild) · Fixed limit · ante 10"."""
    game, structure, stakes = _summary_parts(rules)
    return _("{game} · {structure} · {stakes}").format(game=game, structure=structure,
                                                      stakes=stakes)
