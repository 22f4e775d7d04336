"""Table setup: every table option of docs/rules.md, the seats and the computer opponents.

Options (docs/rules.md §1-§5, scenario-format ``rules`` names): game, wild cards,
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

from typing import Any

from drawpoker.engine import TableRules
from drawpoker.i18n import _, format_chips, ngettext
from drawpoker.session.buy_in import buy_in_plan
from drawpoker.session.config import BIG_BLINDS as _BIG_BLINDS
from drawpoker.session.config import SMALL_BLINDS as _SMALL_BLINDS
from drawpoker.session.config import (
    TableConfig,
    harmonise,
    plain_reason,
    table_summary,
)
from drawpoker.ui.flows.sitting import seat_at_table
from drawpoker.ui.rulebook.option_help import option_help
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.table.sitting import own_profile_name
from drawpoker.ui.widgets.buttons import FancyButton
from drawpoker.ui.widgets.opponent_row import OpponentRow
from drawpoker.ui.widgets.rows import ChoiceRow, Row, Section, ToggleRow
from drawpoker.ui.widgets.text_row import TextRow
from drawpoker.variants import everyone_checks, game_choices, structure_choices, wild_choices

_ANTES = (0, 1, 2, 5, 10, 20, 25, 50, 100)
_BETS = (0, 2, 5, 10, 20, 25, 40, 50, 100, 200)
_BUY_IN_UNITS = (1, 5, 10, 20, 25, 30, 40, 50, 75, 100, 150, 200)


class SetupScene(MenuScene):
    """The table setup screen (see module doc)."""

    panel_width = 900
    explains = True  # a plain sentence about the pointed option (rulebook.option_help)

    def __init__(self) -> None:
        super().__init__()
        self.cfg = TableConfig()
        self.valid = True
        self.sit: FancyButton | None = None
        #: plain sentences about options adjusted after the last change (shown until the
        #: next change, made at the set-up :attr:`_noted_at`)
        self.notes: list[str] = []
        self._noted_at: dict[str, Any] | None = None

    def title(self) -> str:
        return _("Table setup")

    def explanation(self, row: Row) -> str:
        """The pointed option in one plain sentence (docs/rules.md, :mod:`drawpoker.ui.rulebook.option_help`)."""
        return "" if isinstance(row, Section) else option_help(row.label)

    def enter(self) -> None:
        self.cfg = TableConfig.from_last_table(self.app.settings.last_table)
        self._own_name()
        super().enter()
        self.validate()

    def _own_name(self) -> None:
        """The first person of a pass-and-play table is the player: his profile's name."""
        self.cfg.own_name = own_profile_name(self.app.profile_if_open)

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
            self.notes, self._noted_at = harmonise(self.cfg, key), None
            self.refresh()

        return set_

    def _chip_choices(self, values: tuple[int, ...], zero: str) -> list[tuple[int, str]]:
        return [(v, zero if v == 0 else format_chips(v)) for v in values]

    def build(self) -> None:
        r, sr = self._rule, self._set_rule
        games = game_choices()
        wilds = wild_choices()
        self._wilds = wilds
        structures = structure_choices()
        opens = [("none", _("Anything opens")), ("jacks-or-better", _("Jacks or better to open"))]
        arounds = [("draw", _("Go on to the draw")), ("redeal", _("Redeal, pot stays"))]
        seconds = [("left-of-button", _("First seat left of the button")),
                   ("last-aggressor", _("Last bettor or raiser"))]
        caps: list[tuple[Any, str]] = [(n, str(n)) for n in range(0, 6)] + [(None, _("No cap"))]
        draws = [(3, "3"), (4, "4"), (5, "5")]  # < fewer, > more
        seats = [(n, str(n)) for n in range(2, 9)]
        default = _("Default")
        self.rows = [
            Section(_("Game")),
            ChoiceRow(_("Game"), games, lambda: r("game", "high"), sr("game", "high")),
            ChoiceRow(_("Wild cards"), wilds, lambda: r("wild", "none"), sr("wild", "none")),
            ChoiceRow(_("Opening"), opens, lambda: r("open_requirement", "none"),
                      sr("open_requirement", "none")),
            ChoiceRow(_("If everyone checks"), arounds, lambda: everyone_checks(self.cfg.rules),
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
                      sr("small_bet", 0), hint=_("The smallest bet; in fixed-limit, the bet before the draw")),
            ChoiceRow(_("Big bet"), self._chip_choices(_BETS, default), lambda: r("big_bet", 0),
                      sr("big_bet", 0), hint=_("Fixed-limit: the bet after the draw")),
            ChoiceRow(_("Raise cap"), caps, lambda: r("raise_cap", 3), sr("raise_cap", 3),
                      hint=_("Fixed-limit: raises allowed after the bet")),
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
            ChoiceRow(_("People at this table"), [(n, str(n)) for n in range(1, 9)],
                      lambda: self.cfg.people, self._set_people,
                      hint=_("2 or more: pass and play for table chips only")),
        ]
        if self.cfg.pass_and_play:  # a name row for each person, the first too
            self.rows += [self._person_row(k) for k in range(1, self.cfg.people + 1)]
        self.opponent_rows = [OpponentRow(i, self.cfg, self.refresh) for i in range(7)]
        self.rows += self.opponent_rows
        self.sit = FancyButton(_("Sit down"), "primary", action=self.sit_down)
        self.footer.set([
            self.sit,
            FancyButton(_("Default table"), "neutral", action=self.reset),
            FancyButton(_("Back"), "neutral", action=self.back),
        ])
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
        self.notes, self._noted_at = harmonise(self.cfg, "buy_in"), None
        self.refresh()

    def _set_seats(self, n: int) -> None:
        self.cfg.seats = n
        self.cfg.people = min(self.cfg.people, n)
        self.refresh()

    def _set_people(self, n: int) -> None:
        """People at this one computer (pass and play from 2); more seats if needed."""
        self.cfg.people = n
        self.cfg.seats = max(self.cfg.seats, n)
        self.rebuild()  # a name row for each person
        self.validate()

    def _person_row(self, k: int) -> TextRow:
        """The name row of person ``k`` (1..8) at a pass-and-play table."""
        return TextRow(_("Player {n}'s name").format(n=k), lambda: self.cfg.person_names()[k - 1],
                       lambda name: self._set_person_name(k, name), max_len=20)

    def _set_person_name(self, k: int, name: str) -> None:
        """Person ``k``'s (1..8) typed name ("" or spaces: "Player k" again)."""
        self.cfg.set_person_name(k, name)
        self.validate()

    def _apply_visibility(self) -> None:
        for i, row in enumerate(self.opponent_rows):  # every row stays in its place (fewer
            row.enabled = i < self.cfg.seats - self.cfg.people  # seats moved the rows
            # under the pointer); the people sit first, the computer players after them
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
            if any_row.label == _("Opening"):  # jacks or better: the high game, no blinds
                any_row.enabled = game == "high" and not blinds
                any_row.hint = "" if any_row.enabled else (
                    _("Only in the high game") if game != "high" else _("Not with blinds"))
            if any_row.label == _("If everyone checks"):  # redeal: no blinds; jackpots
                jacks = self.cfg.rules.get("open_requirement") == "jacks-or-better"  # redeal
                any_row.enabled = not blinds and not jacks
                any_row.hint = ("" if any_row.enabled else _("Redeal: not with blinds")
                                if blinds else _("Jacks or better: dealt again if nobody opens"))
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
            self.cfg.table_kwargs()  # the rules, and the people and their names
        except ValueError as exc:
            self.valid = False
            self.say(plain_reason(exc), error=True)
        else:
            self.valid = True
            rules = TableRules.from_dict(self.cfg.rules)
            stored = self.cfg.to_last_table()
            if self.notes and self._noted_at is not None and self._noted_at != stored:
                self.notes = []  # told until the next change: then the summary again
            self._noted_at = stored
            self.say(" ".join(self.notes) if self.notes else self.summary(rules))
            self.app.change_settings(last_table=stored)
        if self.sit is not None:
            self.sit.enabled = self.valid
        return self.valid

    def summary(self, rules: TableRules) -> str:
        """One line describing the table (game, structure, stakes), with the buy-in
        sitting down will really take from the bankroll (``session.buy_in.buy_in_plan``)."""
        plan = None if self.cfg.pass_and_play else buy_in_plan(
            self.app.profile, rules, self.cfg.buy_in_chips())
        return table_summary(self.cfg, rules, plan=plan)


    def changed(self, row: Row) -> None:
        if not isinstance(row, OpponentRow):
            self.validate()

    # actions -----------------------------------------------------------------
    def reset(self) -> None:
        """Back to the default table."""
        self.cfg = TableConfig()
        self._own_name()
        self.notes = []
        self.rebuild()
        self.validate()

    def sit_down(self) -> None:
        """Start the table as set up (replaces the menu screens)."""
        if not self.validate():
            return
        seat_at_table(self.app, self.cfg)
