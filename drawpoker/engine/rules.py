"""Table options: every house rule of docs/rules.md as one frozen, validated value.

Field names are exactly the scenario-format ``rules`` names (scenario-format.md), plus
``min_buy_in`` / ``max_buy_in``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, Literal

from drawpoker.engine.chips import MAX_CHIPS, shown

Game = Literal["high", "ace-to-five", "deuce-to-seven"]
Wild = Literal["none", "joker", "bug", "deuces"]
Structure = Literal["no-limit", "pot-limit", "fixed-limit"]
OpenRequirement = Literal["none", "jacks-or-better"]
CheckAround = Literal["draw", "redeal"]
SecondRoundFirst = Literal["left-of-button", "last-aggressor"]

GAMES: tuple[str, ...] = ("high", "ace-to-five", "deuce-to-seven")
WILDS: tuple[str, ...] = ("none", "joker", "bug", "deuces")
STRUCTURES: tuple[str, ...] = ("no-limit", "pot-limit", "fixed-limit")
OPEN_REQUIREMENTS: tuple[str, ...] = ("none", "jacks-or-better")
CHECK_AROUNDS: tuple[str, ...] = ("draw", "redeal")
SECOND_ROUND_FIRSTS: tuple[str, ...] = ("left-of-button", "last-aggressor")


class RulesError(ValueError):
    """Invalid table rules; ``field`` names the option (``rules.ante``; ``rules`` for the
    whole object) and ``message`` says what is wrong. ``str(err)`` is ``"field: message"``."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


def _check_int(name: str, value: object, minimum: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(f"rules.{name}", f"must be a whole number of chips, got {value!r}")
    if value < minimum:
        raise RulesError(f"rules.{name}", f"must be at least {minimum}, got {shown(value)}")
    if value > MAX_CHIPS:
        raise RulesError(f"rules.{name}", f"must be at most {MAX_CHIPS:,} chips, "
                                          f"got {shown(value)}")


def _check_default(name: str, value: int, source: str) -> None:
    """A default bet (``name``, worked out from the option ``source``) within the chip
    bound; else the error names ``source``, the amount the rules gave."""
    if value > MAX_CHIPS:
        raise RulesError(f"rules.{source}", f"makes the default {name} {shown(value)} chips, "
                                            f"more than {MAX_CHIPS:,}")


def _check_choice(name: str, value: object, choices: tuple[str, ...]) -> None:
    if value not in choices:
        raise RulesError(f"rules.{name}", f"must be one of {', '.join(choices)}; got {value!r}")


@dataclass(frozen=True, slots=True)
class TableRules:
    """The options of one table (docs/rules.md §1-§4). All chip amounts are whole chips.

    Attributes:
        game: ``high`` (default), ``ace-to-five`` or ``deuce-to-seven`` lowball (docs/rules.md §1).
        wild: ``none`` (default), ``joker``, ``bug`` or ``deuces`` (docs/rules.md §1).
        structure: ``no-limit`` (default), ``pot-limit`` or ``fixed-limit`` (docs/rules.md §4).
        ante: chips each seat dealt in antes. Defaults to 1 when no blinds are set; through
            :meth:`from_dict` an omitted ante is 0 when blinds are given (docs/rules.md §2).
        small_blind: small blind in chips (0 = none).
        big_blind: big blind in chips (0 = no blinds).
        small_bet: fixed-limit: the bet before the draw; otherwise the minimum bet. 0 means the
            default: the big blind with blinds, otherwise 2 antes (docs/rules.md §4).
        big_bet: fixed-limit bet after the draw; 0 means 2 small bets (docs/rules.md §4).
        raise_cap: fixed-limit raises allowed after the bet in a round (``None`` = no cap).
        max_draw: most cards a player may draw: 3, 4 or 5 (docs/rules.md §3.5).
        four_with_ace: with ``max_draw`` 3, a player keeping an ace (and showing it) may draw 4.
        open_requirement: ``none`` or ``jacks-or-better`` (jackpots, docs/rules.md §3.3).
        check_around: when everybody checks the first round without an open requirement:
            ``draw`` (default) goes on, ``redeal`` redeals with the pot kept.
        second_round_first: who starts the second betting round (docs/rules.md §3.6).
        min_buy_in: smallest buy-in, in antes (or big blinds when there are blinds).
        max_buy_in: largest buy-in, in antes (or big blinds) (docs/rules.md §2).

    Raises:
        RulesError: on construction, for a bad value or an invalid combination (``field``
            names it).
    """

    game: Game = "high"
    wild: Wild = "none"
    structure: Structure = "no-limit"
    ante: int = 1
    small_blind: int = 0
    big_blind: int = 0
    small_bet: int = 0
    big_bet: int = 0
    raise_cap: int | None = 3
    max_draw: int = 5
    four_with_ace: bool = False
    open_requirement: OpenRequirement = "none"
    check_around: CheckAround = "draw"
    second_round_first: SecondRoundFirst = "left-of-button"
    min_buy_in: int = 1
    max_buy_in: int = 50

    def __post_init__(self) -> None:
        _check_choice("game", self.game, GAMES)
        _check_choice("wild", self.wild, WILDS)
        _check_choice("structure", self.structure, STRUCTURES)
        _check_choice("open_requirement", self.open_requirement, OPEN_REQUIREMENTS)
        _check_choice("check_around", self.check_around, CHECK_AROUNDS)
        _check_choice("second_round_first", self.second_round_first, SECOND_ROUND_FIRSTS)
        _check_int("ante", self.ante, 0)
        _check_int("small_blind", self.small_blind, 0)
        _check_int("big_blind", self.big_blind, 0)
        _check_int("small_bet", self.small_bet, 0)
        _check_int("big_bet", self.big_bet, 0)
        if self.raise_cap is not None:
            _check_int("raise_cap", self.raise_cap, 0)
        if not isinstance(self.max_draw, int) or isinstance(self.max_draw, bool) \
                or self.max_draw not in (3, 4, 5):
            raise RulesError("rules.max_draw", f"must be 3, 4 or 5, got {self.max_draw!r}")
        if not isinstance(self.four_with_ace, bool):
            raise RulesError("rules.four_with_ace", f"must be true or false, got {self.four_with_ace!r}")
        _check_int("min_buy_in", self.min_buy_in, 1)
        _check_int("max_buy_in", self.max_buy_in, 1)
        if self.max_buy_in < self.min_buy_in:
            raise RulesError(
                "rules.max_buy_in", f"{self.max_buy_in} is below min_buy_in {self.min_buy_in}"
            )
        if self.small_blind > 0 and self.big_blind == 0:
            raise RulesError("rules.big_blind", "a small blind needs a big blind")
        if self.small_blind > self.big_blind:
            raise RulesError(
                "rules.small_blind", f"{self.small_blind} is larger than the big blind {self.big_blind}"
            )
        if self.ante == 0 and self.big_blind == 0:
            raise RulesError("rules.ante", "a table needs a forced bet: an ante, blinds, or both")
        small_from = "small_bet"
        if self.small_bet == 0:
            small_from = "big_blind" if self.big_blind else "ante"
            _check_default("small_bet", self.big_blind or 2 * self.ante, small_from)
            object.__setattr__(self, "small_bet", self.big_blind or 2 * self.ante)
        if self.big_bet == 0:
            _check_default("big_bet", 2 * self.small_bet, small_from)
            object.__setattr__(self, "big_bet", 2 * self.small_bet)
        if self.big_blind and self.small_bet < self.big_blind and self.structure != "fixed-limit":
            raise RulesError(
                "rules.small_bet", f"the minimum bet {self.small_bet} is below the big blind "
                f"{self.big_blind}"
            )
        if self.big_bet < self.small_bet:
            raise RulesError(
                "rules.big_bet", f"{self.big_bet} is below the small bet {self.small_bet}"
            )
        if self.four_with_ace and self.max_draw != 3:
            raise RulesError(
                "rules.four_with_ace", "only makes sense with max_draw 3 "
                f"(got max_draw {self.max_draw})"
            )
        if self.open_requirement == "jacks-or-better":
            if self.game != "high":
                raise RulesError("rules.open_requirement", "jacks-or-better needs the high game")
            if self.big_blind:
                raise RulesError("rules.open_requirement", "jacks-or-better is played with antes only")
        if self.game == "ace-to-five" and self.wild == "deuces":
            raise RulesError("rules.wild", "ace-to-five lowball plays with the joker, not deuces")
        if self.game == "deuce-to-seven" and self.wild != "none":
            raise RulesError("rules.wild", "deuce-to-seven lowball has no wild cards")
        if self.check_around == "redeal" and self.big_blind:
            raise RulesError("rules.check_around", "redeal is played with antes only")

    @property
    def has_blinds(self) -> bool:
        """True when the table plays blinds (docs/rules.md §2)."""
        return self.big_blind > 0

    @property
    def buy_in_unit(self) -> int:
        """Chips per buy-in unit: the big blind with blinds, else the ante."""
        return self.big_blind if self.big_blind else self.ante

    @property
    def min_buy_in_chips(self) -> int:
        """Smallest buy-in in chips."""
        return self.min_buy_in * self.buy_in_unit

    @property
    def max_buy_in_chips(self) -> int:
        """Largest buy-in in chips."""
        return self.max_buy_in * self.buy_in_unit

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TableRules:
        """Build rules from a scenario-format ``rules`` object; omitted keys take defaults.

        An omitted ``ante`` is 0 when blinds are given, 1 otherwise. An omitted ``max_draw``
        is 3 when ``four_with_ace`` is true.

        Raises:
            RulesError: unknown key, bad value or invalid combination (``field`` names it).
        """
        if not isinstance(data, Mapping):
            raise RulesError("rules", "must be an object")
        known = {f.name for f in fields(cls)}
        for key in data:
            if key not in known:
                raise RulesError(f"rules.{key}", "unknown option")
        kwargs: dict[str, Any] = dict(data)
        if "ante" not in kwargs:
            kwargs["ante"] = 0 if kwargs.get("big_blind") else 1
        if "max_draw" not in kwargs and kwargs.get("four_with_ace") is True:
            kwargs["max_draw"] = 3
        if kwargs.get("small_bet") is None:
            kwargs.pop("small_bet", None)
        if kwargs.get("big_bet") is None:
            kwargs.pop("big_bet", None)
        return cls(**kwargs)

    def to_dict(self) -> dict[str, Any]:
        """The rules as a scenario-format ``rules`` object (every option, resolved)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}
