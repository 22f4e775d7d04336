"""The table being set up, without pygame: ``TableConfig`` (rules, seats, opponents,
buy-in), its ``last_table`` settings form, the house-rule fixes of ``harmonise`` (rows in
:mod:`drawpoker.variants`), plain reasons for an invalid set-up and one-line summaries.

Every option is a scenario-format ``rules`` name (docs/rules.md §1-§5); a set-up is valid when
:class:`~drawpoker.engine.TableRules` accepts it and the player's buy-in is in its range.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from drawpoker.ai.personalities import LEVELS, PERSONALITIES
from drawpoker.engine import TableRules
from drawpoker.engine.rules import RulesError
from drawpoker.i18n import _, format_chips, ngettext
from drawpoker.session.defaults import (
    DEFAULT_BUY_IN_UNITS,
    DEFAULT_RULES,
    DEFAULT_SEATS,
    DEFAULT_STYLES,
    NAMES,
)
from drawpoker.variants import (
    GAME,
    HOUSE_RULE_FIXES,
    STRUCTURE,
    WILD,
    game_name,
    structure_name,
)

if TYPE_CHECKING:
    from drawpoker.session.buy_in import BuyInPlan

#: The small blinds the setup offers (chips); ``harmonise`` lowers to one of them.
SMALL_BLINDS: tuple[int, ...] = (0, 1, 2, 5, 10, 20, 25, 50)
#: The big blinds the setup offers (chips); ``harmonise`` raises to one of them.
BIG_BLINDS: tuple[int, ...] = (0, 2, 5, 10, 20, 25, 50, 100)


def personalities() -> list[tuple[str, str]]:
    """``(key, translated name)`` of every computer personality."""
    return [(k, _(p.name)) for k, p in PERSONALITIES.items()]


def levels() -> list[tuple[str, str]]:
    """``(key, translated name)`` of every difficulty level."""
    return [(k, _(lv.name)) for k, lv in LEVELS.items()]


def _tidy(name: str) -> str:
    """A typed person's name with its spaces tidied, at most 20 characters."""
    return " ".join(name.split())[:20]


class TableConfig:
    """The table being set up: rules (scenario-format dict), seats and buy-in.

    Attributes:
        rules: scenario-format rules (only the options the player set).
        opponents: ``[name, personality key, level key]`` per computer seat (7 kept,
            the first ``seats - 1`` used).
        seats: 2..8.
        buy_in_units: the player's buy-in in antes (or big blinds with blinds).
        people: how many people play at this one computer (1..``seats``; 1 is the
            usual game; 2 and more is pass and play, for table chips only).
        first_name: the first person's name as typed ("" keeps ``own_name`` or "Player 1").
        own_name: the name the player gave himself in his profile ("": none; not stored).
        people_names: the names of people 2..8 as typed ("" keeps "Player N").
    """

    def __init__(self) -> None:
        self.rules: dict[str, Any] = dict(DEFAULT_RULES)
        self.opponents: list[list[str]] = [[n, p, "medium"] for n, p in zip(NAMES, DEFAULT_STYLES,
                                                                          strict=True)]
        self.seats = DEFAULT_SEATS
        self.buy_in_units = DEFAULT_BUY_IN_UNITS
        self.people = 1
        self.first_name = self.own_name = ""
        self.people_names: list[str] = [""] * 7

    @property
    def pass_and_play(self) -> bool:
        """True when two or more people share the table (table chips only)."""
        return self.people >= 2

    def person_names(self) -> list[str]:
        """The people's names in seat order: each typed name or "Player N" (the first
        person's: the player's own name when he gave himself one)."""
        typed = [_tidy(n) for n in [self.first_name or self.own_name, *self.people_names]]
        return [typed[i - 1] or _("Player {n}").format(n=i) for i in range(1, self.people + 1)]

    def set_person_name(self, k: int, name: str) -> None:
        """Person ``k``'s (1..8) name as typed: spaces tidied, at most 20 characters;
        "" or spaces only: "Player k" again.

        Raises:
            ValueError: ``k`` is not 1..8.
        """
        if not 1 <= k <= 8:
            raise ValueError(f"set_person_name: person {k} is not 1 to 8")
        if k == 1:
            self.first_name = _tidy(name)
        else:
            self.people_names[k - 2] = _tidy(name)

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
                low=format_chips(rules.min_buy_in_chips), high=format_chips(rules.max_buy_in_chips)))
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
        return {"rules": dict(self.rules), "seats": seats, "opponents": self.opponents,
                "people": self.people, "first_name": self.first_name,
                "people_names": list(self.people_names)}

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
        people, names = data.get("people"), data.get("people_names")
        if isinstance(people, int) and not isinstance(people, bool) and 1 <= people <= cfg.seats:
            cfg.people = people
        if isinstance(names, list):
            for i, name in enumerate(names[:7]):
                if isinstance(name, str):
                    cfg.people_names[i] = _tidy(name)
        if isinstance(data.get("first_name"), str):
            cfg.first_name = _tidy(data["first_name"])
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
        if not 1 <= self.people <= self.seats:
            raise ValueError(ngettext("People at this table: {people} is more than the table's "
                                      "{seats} seat.",
                                      "People at this table: {people} is more than the table's "
                                      "{seats} seats.", self.seats).format(
                people=self.people, seats=self.seats))
        opps = self.opponents[: self.seats - self.people]
        kwargs: dict[str, Any] = {
            "rules": rules,
            "opponents": [(name, style) for name, style, _lv in opps],
            "buy_in": self.buy_in_units * rules.buy_in_unit,
        }
        kwargs["levels"] = [lv for _n, _s, lv in opps]
        kwargs["level"] = (Counter(lv for _n, _s, lv in opps).most_common(1)[0][0]
                           if opps else "medium")
        if self.pass_and_play:
            names = self.person_names()
            if len({n.casefold() for n in names} | {n.casefold() for n, _s, _l in opps}) \
                    < len(names) + len(opps):
                raise ValueError(_("Two seats share a name: give each person his own."))
            kwargs["people"] = names
        return kwargs


def last_table_config(stored: Any) -> tuple[TableConfig, bool]:
    """The set-up stored as the settings' ``last_table``, or the default table.

    Returns:
        ``(set-up, True)`` when ``stored`` is a valid set-up, else ``(TableConfig(), False)``:
        you and 5 opponents, no limit, ante 10, buy-in 500.
    """
    if isinstance(stored, dict):
        cfg = TableConfig.from_last_table(stored)
        try:
            cfg.table_rules()
        except ValueError:
            return TableConfig(), False
        return cfg, True
    return TableConfig(), False


def table_summary(cfg: TableConfig, rules: TableRules | None = None, *,
                  plan: BuyInPlan | None = None) -> str:
    """One line describing the set-up ``cfg`` (game, structure, stakes, seats, buy-in).

    ``plan``: what sitting down will do with the player's bankroll
    (``session.buy_in.buy_in_plan``); the line then gives the buy-in he will really have, and a
    sentence says why it is not the set-up's: a bankroll that holds less, one under the
    minimum that the house refills first, or one short of this table's minimum (no
    table opens). None: the set-up's buy-in.

    Raises:
        ValueError: ``cfg.rules`` are invalid (only when ``rules`` is not given).
    """
    if rules is None:
        rules = TableRules.from_dict(cfg.rules)
    game, structure, stakes = _summary_parts(rules)
    if cfg.pass_and_play:
        return _("{game} · {structure} · {stakes} · people: {people}, computer players: {computers} "
                 "· Pass and play · table chips only").format(
            game=game, structure=structure, stakes=stakes, people=cfg.people,
            computers=cfg.seats - cfg.people)
    asked = cfg.buy_in_chips()
    own = plan.own if plan is not None and not plan.short else asked
    line = ngettext("{game} · {structure} · {stakes} · {seats} seat · your buy-in {chips}",
                    "{game} · {structure} · {stakes} · {seats} seats · your buy-in {chips}",
                    cfg.seats).format(
        game=game, structure=structure, stakes=stakes, seats=cfg.seats,
        chips=format_chips(own))
    if plan is None:
        return line
    if plan.short:
        return line + ". " + _(
            "Your bankroll ({bankroll}) does not cover this table's minimum buy-in of "
            "{minimum}. Choose smaller stakes in Table setup.").format(
                bankroll=format_chips(plan.bankroll),
                minimum=format_chips(rules.min_buy_in_chips))
    if plan.fresh is not None:
        return line + ". " + _("Your bankroll is under this table's minimum buy-in: the house "
                               "gives you a fresh bankroll of {fresh} first.").format(
            fresh=format_chips(plan.fresh))
    if own < asked:
        return line + ". " + _("That is all your bankroll holds, not the {asked} set "
                               "here.").format(asked=format_chips(asked))
    return line


def _next_at_least(values: tuple[int, ...], low: int) -> int:
    """The smallest of ``values`` that is at least ``low`` (the largest if none is)."""
    return next((v for v in values if v >= low), values[-1])


def harmonise(cfg: TableConfig, changed: str) -> list[str]:
    """Adjust the options that depend on the one just ``changed`` (docs/rules.md §1-§5).

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
    for fix in HOUSE_RULE_FIXES:
        if fix.applies(r):
            fix.fix(r)
            notes.append(_(fix.message))
    sb, bb = int(r.get("small_blind", 0)), int(r.get("big_blind", 0))
    if sb > bb:
        if changed == "big_blind":
            lower = max(v for v in SMALL_BLINDS if v <= bb // 2)
            if lower:
                r["small_blind"] = lower
            else:
                r.pop("small_blind")
            notes.append(_("The small blind cannot be larger than the big blind, so it was lowered."))
        else:
            r["big_blind"] = _next_at_least(BIG_BLINDS, 2 * sb)
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
        exc: the ``ValueError`` raised by :meth:`TableConfig.table_rules`: the engine's
            ``RulesError`` names the option in ``field``.

    Returns:
        The translated sentence; the buy-in message (already plain) is kept as it is.
    """
    if not isinstance(exc, RulesError):
        return str(exc)
    field = exc.field.removeprefix("rules.")
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

    Wild cards (docs/rules.md §1: the joker, the bug, deuces wild) and the opening
    requirement (jacks or better). The lowball kind is part of the game's name.

    Args:
        rules: the table's rules.
        short: "jacks or better" instead of "jacks or better to open" (table header).

    Returns:
        e.g. ``["deuces wild", "jacks or better to open"]``; empty for a plain game.
    """
    out: list[str] = []
    house = WILD[rules.wild].house if rules.wild in WILD else ""
    if house:
        out.append(_(house))
    if rules.open_requirement == "jacks-or-better":
        out.append(_("jacks or better") if short else _("jacks or better to open"))
    return out


def _summary_parts(rules: TableRules) -> tuple[str, str, str]:
    """``(game with its house rules, structure, stakes)`` in the current language, e.g.
    ``("Five Card Draw (deuces wild)", "Fixed-limit", "ante 10")``."""
    structure = _(STRUCTURE[rules.structure].title)
    if rules.has_blinds and not rules.small_blind:  # a big blind alone (docs/rules.md §2)
        stakes = _("big blind {big}").format(big=format_chips(rules.big_blind))
    elif rules.has_blinds:
        stakes = _("blinds {small}/{big}").format(small=format_chips(rules.small_blind),
                                                 big=format_chips(rules.big_blind))
        if rules.ante:
            stakes = _("{blinds}, ante {ante}").format(blinds=stakes, ante=format_chips(rules.ante))
    else:
        stakes = _("ante {ante}").format(ante=format_chips(rules.ante))
    game = _(GAME[rules.game].title)
    extras = house_rules(rules)
    if extras:
        game = _("{game} ({house_rules})").format(game=game, house_rules=", ".join(extras))
    return game, structure, stakes


def table_summary_rules(rules: TableRules) -> str:
    """One line naming a table's game, house rules, structure and stakes (no seats or buy-in),
    e.g. "Five Card Draw (deuces wild) · Fixed-limit · ante 10"."""
    game, structure, stakes = _summary_parts(rules)
    return _("{game} · {structure} · {stakes}").format(game=game, structure=structure,
                                                      stakes=stakes)


def table_type_name(rules: TableRules) -> str:
    """A table's type in words, as the table's header names it but without stakes: the
    structure and game, then the house rules (docs/rules.md §1, §3.3, §4), e.g.
    "Fixed-limit Five Card Draw · deuces wild" (the hand history's table filter)."""
    head = _("{structure} {game}").format(structure=structure_name(rules.structure),
                                          game=game_name(rules.game, short=True))
    return " · ".join([head, *house_rules(rules, short=True)])
