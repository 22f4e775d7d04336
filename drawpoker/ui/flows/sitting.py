"""Sitting down at a table from the menus: the last table set up, and taking a seat.

Shared by the title screen (*Play now*) and Table setup (*Sit down*): a player whose
bankroll is short for the stakes (but not broke, ``session.defaults.broke_below``) is told
to choose smaller stakes; otherwise every screen is replaced by the table (route
``"table"``).
"""

from __future__ import annotations

import sys

from drawpoker.engine import TableRules
from drawpoker.i18n import _, format_chips
from drawpoker.session.config import TableConfig, last_table_config
from drawpoker.session.defaults import broke_below
from drawpoker.ui.services import Services


def last_table(app: Services | None) -> tuple[TableConfig, bool]:
    """The table last set up (settings ``last_table``), or the default table.

    Returns:
        ``(set-up, True)`` when a valid stored set-up was found, else
        ``(TableConfig(), False)``: you and 5 opponents, no limit, ante 10, buy-in 500.
    """
    return last_table_config(app.settings.last_table if app is not None else None)


def play_now(app: Services) -> None:
    """*Play now*: sit down at once at the table last set up (or the default table, if
    none was); a hand-edited set-up that cannot make a table never stops it
    (:func:`seat_at_table` with ``fallback``)."""
    cfg, _stored = last_table(app)
    seat_at_table(app, cfg, fallback=True)


def seat_at_table(app: Services, cfg: TableConfig, *, fallback: bool = False) -> None:
    """Replace every screen by a table set up as ``cfg`` (the player sits down at once).

    Args:
        app: the App.
        cfg: the set-up.
        fallback: when ``cfg`` cannot make a table (a hand-edited settings file), sit down
            at the default table instead and say so in a toast (Play now).

    Raises:
        ValueError: ``cfg`` is invalid (without ``fallback``).
    """

    short = None if cfg.pass_and_play else _bankroll_short_of(app, cfg)
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
        kwargs = cfg.table_kwargs()  # people: a pass-and-play table (table chips only)
        app.nav.reset("hotseat_table" if "people" in kwargs else "table", **kwargs)
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
