"""The table as a headless session: the one object every front end drives (see
:mod:`.session`). Kinds: :class:`~.cash.CashSession` (cash, practice, pass and play),
``session.tournament.sitting.TournamentSession`` (a sit-and-go)."""
