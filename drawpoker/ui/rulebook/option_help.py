"""A plain sentence for each option of Table setup and Tournament setup, for a new player.

:func:`option_help` gives, for a row's label (translated), one sentence saying what the
option does at the table, without the rules' jargon, and the docs/rules.md section it
comes from. The set-up screens show it for the row under the pointer or with the keyboard
focus (:meth:`drawpoker.ui.scenes.menu.MenuScene.explanation`).
"""

from __future__ import annotations

from drawpoker.i18n import _


def option_helps() -> dict[str, tuple[str, str]]:
    """Row label -> (plain sentence, docs/rules.md section such as ``"3.3"``), both
    translated into the current language (labels as the set-up screens show them)."""
    return {
        _("Game"): (_("High: the best poker hand wins. Lowball: the lowest hand wins, and "
                      "pairs are bad."), "1"),
        _("Wild cards"): (_("A wild card stands for any card you need, so strong hands come "
                            "far more often."), "1"),
        _("Opening"): (_("Jacks or better: nobody may make the first bet without a pair of "
                         "jacks or better; if nobody can, the cards are dealt again."), "3.3"),
        _("If everyone checks"): (_("If nobody bets, the hand goes on to the draw, or the "
                                    "cards are dealt again with the pot kept; not used when "
                                    "the table plays blinds."), "3.3"),
        _("Second round starts with"): (_("Who speaks first after the draw: the first player "
                                          "left of the button, or the last one who bet or "
                                          "raised before the draw."), "3.6"),
        _("Structure"): (_("How much you may bet: any amount up to all your chips (no-limit), "
                           "up to the pot (pot-limit), or fixed steps (fixed-limit)."), "4"),
        _("Ante"): (_("A small bet every player puts in before the deal, so there is always "
                      "something to win."), "2"),
        _("Small blind"): (_("A forced bet from the player left of the button, before the "
                             "cards are dealt."), "2"),
        _("Big blind"): (_("A bigger forced bet from the next player; everyone must at least "
                           "match it to stay in."), "2"),
        _("Small bet"): (_("The smallest bet allowed; in fixed-limit every bet and raise "
                           "before the draw is exactly this much."), "4"),
        _("Big bet"): (_("In fixed-limit, every bet and raise after the draw is exactly this "
                         "much."), "4"),
        _("Raise cap"): (_("In fixed-limit, how many times a betting round may be raised "
                           "after the first bet."), "4"),
        _("Most cards drawn"): (_("How many of your five cards you may throw away and "
                                  "replace in the draw."), "3.5"),
        _("Four with an ace"): (_("When only three cards may be drawn, a player who keeps an "
                                  "ace and shows it may draw four."), "3.5"),
        _("Minimum buy-in"): (_("The fewest chips you may bring to this table, counted in "
                                "antes or big blinds."), "2"),
        _("Maximum buy-in"): (_("The most chips you may bring to this table, counted in "
                                "antes or big blinds."), "2"),
        _("Your buy-in"): (_("The chips you take from your bankroll to the table; what is "
                             "left over comes back when you leave."), "2"),
        _("Seats"): (_("How many players sit at the table, you included: fewer players "
                       "means more hands worth playing."), "2"),
        _("People at this table"): (_("More than one: people take turns at this computer, "
                                      "each hiding their cards from the others."), "2"),
        _("Level 1"): (_("The forced bets the tournament starts with; they rise at every "
                         "level."), "6"),
        _("Starting chips"): (_("Every player starts with these chips; they are tournament "
                                "chips, not your bankroll."), "6"),
        _("Buy-in"): (_("What you pay from your bankroll to play; all buy-ins together are "
                        "the prizes."), "6"),
        _("Schedule"): (_("How fast the forced bets rise: a quick schedule ends the "
                          "tournament sooner."), "6"),
        _("Levels go by"): (_("A new level starts after a number of hands, or after a number "
                              "of minutes."), "6"),
        _("Level length"): (_("How many hands or minutes each level of forced bets "
                              "lasts."), "6"),
        _("Rise per level"): (_("How much bigger the forced bets get at each new level."), "6"),
        _("Field size"): (_("How many players start the tournament, you included; the last "
                            "one with chips wins."), "6"),
    }


def option_help(label: str) -> str:
    """The plain sentence for the option labelled ``label`` ("" for a row without one)."""
    return option_helps().get(label, ("", ""))[0]
