"""The table as the player lives it, without pygame: defaults, table config, seating and bankroll, turns, confirmations, advisor."""
