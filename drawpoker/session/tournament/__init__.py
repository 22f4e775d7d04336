"""Sit-and-go tournaments without pygame (docs/rules.md §6): the schedule of rising forced bets
(:mod:`.schedule`), the prize tables (:mod:`.prizes`), the set-up (:mod:`.setup`), the state
of a tournament in progress with its places (:mod:`.state`) and whole sit-and-gos played
headless with the same engine and seeds (:mod:`.play`).
"""
