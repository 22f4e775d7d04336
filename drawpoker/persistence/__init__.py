"""Everything the player keeps between runs: settings, profile, hand histories, open table.

No pygame here. Modules and packages (each documents its API at the top):
    ``paths``      user folders (platformdirs; ``--data-dir`` / ``DRAWPOKER_DATA_DIR``
                   override), ``atomic_write_text``, ``kept_aside_path``.
    ``notices``    ``Notice``: what to tell the player about a damaged / newer / upgraded file.
    ``settings``   ``Settings`` (defaults in code, ``settings.model``) and ``SettingsStore``
                   (versioned JSON file, ``settings.store``).
    ``profile``    ``open_profile`` -> ``Profile`` (SQLite: player, bankroll, sessions, hands,
                   ledger, statistics; schema migrations).
    ``records``    ``PlayerInfo``, ``HandRecord``, ``SessionRecord``, ``LedgerEntry``.
    ``summaries``  per-hand summaries from engine events (``summarize_events``,
                   ``classify_decisions``, ``result_text``).
    ``stats``      pure statistics (``compute_statistics`` -> ``Statistics``), starting-hand
                   categories.
    ``history``    replay of scenario-format hand documents (``replay``, ``replay_events``,
                   ``replay_steps``; the documents are written by ``drawpoker.scenario``).
    ``resume``     ``TableKeeper``: the open table and the hand journal; leave/continue.
    ``user_data``  everything in one call: ``open_user_data(data_dir=None, *, lock=True)
                   -> UserData`` (paths, loaded settings store, open profile, a keeper, and
                   every notice to show the player).

This package imports none of its modules itself: the game's first frame needs only
``paths``, ``notices`` and ``settings``, and opens the profile (``profile``, which brings
the engine and the hand-history format with it) just after that frame is shown.
"""

