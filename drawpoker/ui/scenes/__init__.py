"""The game's scenes.

One module per screen: title, setup, pause, settings, rules, stats, history, replay,
deal_again, profile, and the modal dialog (``dialog.NoticeScene``); the table has its own
package, :mod:`drawpoker.ui.table`. Each scene
subclasses :class:`drawpoker.ui.scene.Scene`; see that module for the lifecycle and how
overlays draw over the scene below. Scenes never import one another: they open the next
screen by route name (``self.app.nav.push("settings")``, :mod:`drawpoker.ui.routes`).
"""
