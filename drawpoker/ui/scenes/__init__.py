"""The game's scenes.

* :mod:`drawpoker.ui.scenes.title` — title screen (Play now, Quit).
* :mod:`drawpoker.ui.scenes.table` — the table where hands are played.
* :mod:`drawpoker.ui.scenes.table` also holds the minimal pause overlay (Esc).

Each scene subclasses :class:`drawpoker.ui.scene.Scene`; see that module for the
lifecycle and how overlays draw over the scene below.
"""
