"""The pause menu: Esc over the table — Resume, Settings, Rules, Leave table.

It draws over the table (which stays visible, darkened and frozen) and takes
every input. Keys: Up/Down move, Enter chooses, Esc resumes. *Leave table*
asks first when a hand is in progress (the hand is then settled by the table
scene's ``leave``). Settings and Rules open as overlays above it and come back
here when closed.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from drawpoker.i18n import _
from drawpoker.ui import text as ui_text
from drawpoker.ui.input import Intent, Key
from drawpoker.ui.layout import scale_of
from drawpoker.ui.paint import shade, wood_panel
from drawpoker.ui.prompts import draw_hint_line
from drawpoker.ui.scene import Scene
from drawpoker.ui.text import text_width
from drawpoker.ui.theme import CREAM, MUTED
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton, label_px_at


class PauseScene(Scene):
    """Esc menu over the table (see module doc)."""

    overlay = True
    modal = True

    def __init__(self) -> None:
        super().__init__()
        #: the menu's buttons, top to bottom; one highlight for the pointer and the keys
        self.buttons = ButtonSet(focus=0, pointer_focus=True)
        self.box = pygame.Rect(0, 0, 0, 0)

    def entries(self) -> list[tuple[str, str, Callable[[], None]]]:
        """``(label, style, action)`` of each menu button, top to bottom."""
        return [
            (_("Resume"), "primary", self.resume_table),
            (_("Settings"), "neutral", self.open_settings),
            (_("Rules & hand rankings"), "neutral", self.open_rules),
            (_("Leave table"), "fold", self.leave),
        ]

    def enter(self) -> None:
        self.build()

    def resume(self) -> None:
        self.build()  # labels again: the language may have changed in Settings

    def build(self) -> None:
        """Create the buttons (translated now) and lay them out."""
        self.buttons.set(FancyButton(label, style, action=action)
                         for label, style, action in self.entries())
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        sw, sh = size
        s = scale_of(size)
        base = round(54 * s)  # the buttons' height at 100 % text: their labels' size
        bh = ui_text.grown(base)
        bpx = label_px_at(base)
        gap = round(14 * s)
        title_px = round(46 * s)
        bw = max([round(300 * s), text_width(_("Paused"), title_px, bold=True) + round(40 * s)]
                 + [b.preferred_width(bpx) for b in self.buttons])
        bw = min(bw, sw - round(80 * s))
        head = round(96 * s)
        # the "Esc to resume" hint sits inside the box (under it, it covered the player's plate)
        height = head + len(self.buttons) * (bh + gap) + round(44 * s)
        self.box = pygame.Rect(0, 0, bw + round(80 * s), height)
        self.box.center = (sw // 2, sh // 2)
        y = self.box.y + head
        for b in self.buttons:
            b.rect, b.px_height = pygame.Rect(0, y, bw, bh), base
            b.rect.centerx = sw // 2
            y += bh + gap

    # actions -----------------------------------------------------------------
    def resume_table(self) -> None:
        """Close the menu; the table goes on."""
        self.app.stack.pop()

    def open_settings(self) -> None:
        """Settings over the table."""
        self.app.nav.push("settings", overlay=True)

    def open_rules(self) -> None:
        """Rules and hand rankings over the table."""
        table = self._table()
        self.app.nav.push("rules", overlay=True, table_rules=getattr(table, "rules", None))

    def _table(self) -> object | None:
        for scene in reversed(self.app.stack.scenes):
            if hasattr(scene, "leave") and scene is not self:
                return scene
        return None

    def leave(self) -> None:
        """Leave the table (asks first when a hand is being played)."""
        table = self._table()
        hand = getattr(table, "hand", None)
        in_hand = hand is not None and not getattr(hand, "is_over", True)
        view = getattr(hand, "view", None)
        if in_hand and view is not None:  # folded or sitting out: nothing of his is played
            hero = getattr(table, "hero", 0)  # out, so no warning (new player 2, finding 12)
            in_hand = bool(view(hero).seats[hero].in_hand)

        def go() -> None:
            if self.app.stack.top is self:
                self.app.stack.pop()
            if table is not None:
                table.leave()  # type: ignore[attr-defined]
            else:  # pragma: no cover - the pause menu is always over a table
                self.app.nav.reset("title")

        if in_hand:
            self.app.nav.push(
                "notice", heading=_("Leave in the middle of a hand?"),
                message=_("The hand is played to its end without you: you check when you "
                          "can and fold otherwise. The chips you already put in stay in the pot."),
                choices=[(_("Leave table"), "fold", go), (_("Stay"), "primary", None)],
                default=1, cancel=1, kind="confirm")
        else:
            go()

    # input -------------------------------------------------------------------
    def spoken_focus(self) -> str | None:
        """The lit button's label."""
        return self.buttons.focused_label()

    @property
    def focus(self) -> int:
        """The index of the lit button (pointed at or moved to with the keys)."""
        return self.buttons.focus or 0

    def navigate(self, dx: int, dy: int) -> bool:
        return self.buttons.navigate(dx, dy)

    def handle(self, intent: Intent) -> bool:
        if self.buttons.handle(intent, self.app.play_sound):
            return True
        if isinstance(intent, Key) and intent.key == pygame.K_ESCAPE:
            self.resume_table()
        return True  # modal: nothing reaches the table

    def draw(self, surface: pygame.Surface) -> None:
        if not self.buttons:
            return
        sw, sh = surface.get_size()
        s = scale_of((sw, sh))
        shade(surface, 150)
        wood_panel(surface, self.box, s, alpha=255)  # opaque: no cards show through the menu
        ui_text.draw_text(surface, _("Paused"), (self.box.centerx, self.box.y + round(50 * s)),
                    round(46 * s), CREAM, bold=True)
        self.buttons.draw(surface)
        draw_hint_line(surface, _("{key} to resume"), "back",
                       (self.box.centerx, self.box.bottom - round(24 * s)), round(15 * s), MUTED)
