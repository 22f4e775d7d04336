"""The Profile screen's progress rows: the level with its experience bar, and one row per
achievement with its rule, its unlock date or, for a counted one, its progress.

API: ``LevelRow(standing)``, ``AchievementRow(title, rule, value, target, unlocked_at)``,
``level_rows(progress)`` and ``achievement_rows(progress)`` (``-> [Row]``, from a
``progress.award.Progress``); ``draw_xp_bar(surface, bar, standing)``, the experience bar
every screen draws.
"""

from __future__ import annotations

import pygame

from drawpoker.i18n import _, format_chips, format_stored_date
from drawpoker.progress.achievements import ACHIEVEMENTS
from drawpoker.progress.award import Progress, achievement_progress
from drawpoker.progress.levels import Standing
from drawpoker.ui import text as ui_text
from drawpoker.ui.text import text_width
from drawpoker.ui.theme import GOLD, SOFT
from drawpoker.ui.widgets.rows import Row, Section

#: the experience bar's colours: its track and its fill
BAR_TRACK = (40, 44, 40)
BAR_FILL = (214, 176, 84)


def draw_xp_bar(surface: pygame.Surface, bar: pygame.Rect, now: Standing) -> None:
    """Draw the experience bar ``bar`` (pixels) filled by the share its label "{xp} of
    {next} XP" reads (``Standing.share``): "325 of 750" fills 325/750 of its width; no
    experience fills nothing."""
    pygame.draw.rect(surface, BAR_TRACK, bar, border_radius=bar.height // 2)
    width = round(bar.width * now.share)
    if width > 0:
        fill = pygame.Rect(bar.left, bar.top, width, bar.height)
        pygame.draw.rect(surface, BAR_FILL, fill, border_radius=min(width, bar.height) // 2)


class LevelRow(Row):
    """The level's number and name on the left, the experience bar and figures right."""

    focusable = False

    def __init__(self, standing: Standing) -> None:
        super().__init__(_("Level {n}: {name}").format(n=standing.level, name=standing.name),
                         hint=_("Experience comes from good decisions, never from chips won"))
        self.standing = standing

    def figures(self) -> str:
        st = self.standing
        return _("{xp} of {next} XP").format(xp=format_chips(st.xp),
                                             next=format_chips(st.ceiling))

    def control_width(self, px: int) -> int:
        return text_width(self.figures(), px, bold=True) + px * 9

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=False, hovered=False)
        r = self.control_rect(px)
        bar = pygame.Rect(r.x, r.centery - px // 3, px * 8, max(4, px * 2 // 3))
        draw_xp_bar(surface, bar, self.standing)
        ui_text.draw_text(surface, self.figures(), (r.right, r.centery), px, GOLD, bold=True,
                          anchor="midright")


class AchievementRow(Row):
    """One achievement: its title and rule, and its unlock date or progress."""

    def __init__(self, title: str, rule: str, value: int, target: int,
                 unlocked_at: str | None) -> None:
        super().__init__(title, hint=rule)
        self.value, self.target, self.unlocked_at = value, target, unlocked_at
        self.enabled = unlocked_at is not None

    def status(self) -> str:
        if self.unlocked_at is not None:
            return format_stored_date(self.unlocked_at)
        if self.target > 1:
            return _("{n} of {target}").format(n=format_chips(self.value),
                                              target=format_chips(self.target))
        return _("Locked")

    def control_width(self, px: int) -> int:
        return text_width(self.status(), px, bold=True) + px

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=focused, hovered=hovered)
        ui_text.draw_text(surface, self.status(), (self.rect.right - px, self.rect.centery), px,
                          GOLD if self.unlocked_at else SOFT, bold=True, anchor="midright")


def level_rows(progress: Progress) -> list[Row]:
    """The progress section: the level and its experience bar."""
    return [Section(_("Progress")), LevelRow(progress.standing)]


def achievement_rows(progress: Progress) -> list[Row]:
    """Every achievement, unlocked ones first (in the table's order)."""
    have = sum(1 for a in ACHIEVEMENTS if a in progress.unlocked)
    rows: list[Row] = [Section(_("Achievements: {n} of {total}").format(
        n=have, total=len(ACHIEVEMENTS)))]
    shown = sorted(achievement_progress(progress), key=lambda a: a[3] is None)
    rows += [AchievementRow(_(ACHIEVEMENTS[key].title), _(ACHIEVEMENTS[key].rule), value,
                            target, at) for key, value, target, at in shown]
    return rows
