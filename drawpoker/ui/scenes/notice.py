"""Modal notices: something the player must read or decide before going on.

* :class:`NoticeScene` — a dialog over whatever is below: a heading, a wrapped
  message and one to three buttons sized to their text. Enter presses the default
  button, Esc the cancel button, Left/Right/Tab move between them.
* :func:`notice_for` — the dialog for a persistence
  :class:`~drawpoker.persistence.notices.Notice` (settings or profile file damaged
  and kept aside, file from a newer version, values reset, upgraded).
* :func:`resume_offer` — "You left a table in the middle of a hand: continue or
  leave?" for a table stored by :class:`~drawpoker.persistence.resume.TableKeeper`.
  Leaving settles it at once with every chip accounted for (``keeper.leave``);
  continuing hands the restored table to the table scene (``TableScene(keeper=...,
  restored=...)`` when the table scene supports it).
* :func:`push_startup_notices` — what the app shows on start, after the title.
* :func:`tell_asset_problems` — "Some game files are missing or damaged" once on start
  (a dialog), and a toast for a file that fails to load later
  (:func:`drawpoker.resources.problems`).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pygame

from drawpoker.i18n import _, ngettext
from drawpoker.persistence.notices import combine
from drawpoker.ui import userdata
from drawpoker.ui import widgets as w
from drawpoker.ui.input import Intent, Key, Motion
from drawpoker.ui.scene import Scene
from drawpoker.ui.scenes._kit import (
    FancyButton,
    chips,
    click_on_buttons,
    scale_of,
    shade,
    text_width,
    wood_panel,
    wrap,
)

Choice = tuple[str, str, Callable[[], None] | None]  # (label, style, action)


class NoticeScene(Scene):
    """A modal dialog.

    Args:
        heading: bold first line (translated).
        message: the text (translated; wrapped to the dialog's width; ``\\n`` breaks).
        choices: ``(label, style, action)`` per button, left to right; an action of
            ``None`` just closes. The dialog closes before the action runs.
        default: index of the button Enter presses.
        cancel: index of the button Esc presses (``None``: Esc closes without action).
        kind: ``info``, ``warning`` or ``error`` (colour of the heading's mark).
    """

    overlay = True
    modal = True

    def __init__(self, heading: str, message: str, choices: Sequence[Choice] = (),
                 *, default: int = 0, cancel: int | None = None, kind: str = "info") -> None:
        super().__init__()
        self.heading = heading
        self.message = message
        self.choices = list(choices) or [(_("OK"), "primary", None)]
        self.default = default
        self.cancel = cancel
        self.kind = kind
        self.buttons: list[FancyButton] = []
        self.focus = default
        self.box = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        self.px = 18
        self.closed = False
        self.pressed: FancyButton | None = None

    def enter(self) -> None:
        self.buttons = [FancyButton(label, style) for label, style, _a in self.choices]
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        sw, sh = size
        s = scale_of(size)
        self.px = px = max(14, round(20 * s))
        bh = round(48 * s)
        bpx = max(11, round(bh * 0.36))
        widths = [max(round(140 * s), b.preferred_width(bpx)) for b in self.buttons]
        gap = round(14 * s)
        buttons_w = sum(widths) + gap * (len(widths) - 1)
        width = min(sw - round(40 * s), max(round(620 * s), buttons_w + round(60 * s)))
        self.lines = wrap(self.message, px, width - round(64 * s))
        head_h = round(px * 2.6)
        text_h = round(len(self.lines) * px * 1.45)
        height = min(sh - round(40 * s), head_h + text_h + bh + round(70 * s))
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (sw // 2, sh // 2)
        if buttons_w > width - round(40 * s):
            k = (width - round(40 * s) - gap * (len(widths) - 1)) / sum(widths)
            widths = [round(x * k) for x in widths]
            buttons_w = sum(widths) + gap * (len(widths) - 1)
        x = self.box.centerx - buttons_w // 2
        y = self.box.bottom - bh - round(24 * s)
        for b, bw in zip(self.buttons, widths, strict=True):
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap

    def close(self, index: int | None) -> None:
        """Close the dialog and run the action of button ``index`` (None: no action)."""
        if self.closed:
            return
        self.closed = True
        if self.app.stack.top is self:
            self.app.stack.pop()
        elif self in self.app.stack.scenes:
            self.app.stack.scenes.remove(self)
        if index is not None:
            action = self.choices[index][2]
            if action is not None:
                action()

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Motion):
            for b in self.buttons:
                b.hover(intent.pos)
            return True
        consumed, clicked = click_on_buttons(self, intent)
        if clicked is not None:
            self.app.play_sound("click")
            self.close(self.buttons.index(clicked))
        if consumed:
            return True
        if isinstance(intent, Key):
            k = intent.key
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.close(self.focus)
            elif k == pygame.K_ESCAPE:
                self.close(self.cancel)
            elif k in (pygame.K_LEFT, pygame.K_UP) or (k == pygame.K_TAB and intent.mod & pygame.KMOD_SHIFT):
                self.focus = (self.focus - 1) % len(self.buttons)
            elif k in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % len(self.buttons)
            return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if not self.buttons:
            return
        s = scale_of(surface.get_size())
        shade(surface, 150)
        wood_panel(surface, self.box, s, alpha=245)
        px = self.px
        mark = {"error": (232, 104, 96), "warning": w.GOLD}.get(self.kind, (112, 180, 230))
        hx = self.box.x + round(32 * s)
        hy = self.box.y + round(px * 1.5)
        pygame.draw.circle(surface, mark, (hx + px * 0.4, hy), px * 0.4)
        w.draw_text(surface, self.heading, (hx + px * 1.2, hy), round(px * 1.15), w.CREAM, bold=True,
                    anchor="midleft", max_width=self.box.width - round(80 * s))
        y = self.box.y + round(px * 2.8)
        for line in self.lines:
            if y > self.buttons[0].rect.top - px:
                break
            w.draw_text(surface, line, (self.box.x + round(32 * s), y), px, (226, 226, 214),
                        anchor="topleft", shadow=False)
            y += round(px * 1.45)
        for i, b in enumerate(self.buttons):
            b.focused = i == self.focus
            b.draw(surface)


def notice_for(notice: Any) -> NoticeScene:
    """The dialog telling the player about a settings/profile file problem."""
    kind = str(getattr(notice, "severity", "error"))
    file = str(getattr(notice, "file", ""))
    heading = {
        "settings": _("About your settings"),
        "profile": _("About your profile"),
        "both": _("About your settings and profile"),
    }.get(file, _("Notice"))
    try:
        message = notice.message()
    except Exception:
        message = str(notice)
    return NoticeScene(heading, message, [(_("OK"), "primary", None)], kind=kind, cancel=0)


def tell_damaged_hands(app: Any, profile: Any) -> None:
    """Tell the player once per run that some recorded hands are damaged and left out
    (``profile.damaged_hands``, filled while the statistics or the history are read)."""
    damaged = sorted(getattr(profile, "damaged_hands", ()) or ())
    if not damaged or getattr(app, "told_damaged_hands", False):
        return
    app.told_damaged_hands = True
    from drawpoker.persistence.notices import Notice, NoticeKind

    notice = Notice(NoticeKind.DAMAGED_HANDS, "profile", Path(getattr(profile, "path", "") or ""),
                    keys=tuple(str(i) for i in damaged))
    app.stack.push(notice_for(notice))


def table_notices(keeper: Any, restored: Any = None) -> list[NoticeScene]:
    """The dialogs telling the player that his stored table could not be read and was
    closed (``keeper.broken_table``: his stack went back to the bankroll) or that the hand
    in progress could not be restored and was called off (``restored.voided``: the stacks
    before it stand). Each is told once: the reason is cleared."""
    from drawpoker.persistence.notices import Notice, NoticeKind

    path = Path(getattr(getattr(keeper, "profile", None), "path", "") or "")
    out: list[NoticeScene] = []
    if getattr(keeper, "broken_table", None):
        out.append(notice_for(Notice(NoticeKind.TABLE_CLOSED, "profile", path,
                                     detail=str(keeper.broken_table),
                                     chips=int(getattr(keeper, "broken_table_chips", 0)))))
        keeper.broken_table = None
    if restored is not None and getattr(restored, "voided", None):
        stack = int(restored.table.seats[restored.hero_seat].stack)
        out.append(notice_for(Notice(NoticeKind.HAND_VOIDED, "profile", path,
                                     detail=str(restored.voided), chips=stack)))
        restored.voided = None
    return out


def _table_supports_resume() -> bool:
    try:
        from drawpoker.ui.scenes.table import TableScene

        params = inspect.signature(TableScene.__init__).parameters
        return "keeper" in params and "restored" in params
    except Exception:
        return False


def resume_offer(app: Any, keeper: Any, saved: Any) -> NoticeScene:
    """The "continue where you left off?" dialog for a stored open table.

    Args:
        app: the app (its stack gets the table on Continue).
        keeper: a :class:`~drawpoker.persistence.resume.TableKeeper` of the profile.
        saved: ``keeper.saved()``.
    """
    stack = chips(int(saved.hero_stack))
    if saved.hand_in_progress:
        message = _("You left a table in the middle of hand {hand}. You can continue it exactly "
                    "where it was, or leave the table: the hand is then played to its end with "
                    "you checking or folding, and your chips go back to your bankroll.").format(
                        hand=saved.hand_no)
    else:
        message = ngettext("You left a table with {chips} chip in front of you. You can sit "
                           "down there again, or leave the table and take your chip back to "
                           "your bankroll.",
                           "You left a table with {chips} chips in front of you. You can sit "
                           "down there again, or leave the table and take your chips back to "
                           "your bankroll.", int(saved.hero_stack)).format(chips=stack)

    def leave() -> None:
        try:
            restored = keeper.restore()
            told = table_notices(keeper, restored)
            bankroll = keeper.leave()
        except Exception as exc:  # a table the keeper cannot settle: say so, lose nothing
            app.stack.push(NoticeScene(
                _("The table could not be closed"),
                _("Your chips stay where they are and you will be asked again next time. "
                  "Reason: {reason}").format(reason=str(exc)), kind="error", cancel=0))
            return
        app.stack.push(NoticeScene(
            _("You left the table"),
            _("Every chip is accounted for. Your bankroll is now {chips}.").format(
                chips=chips(bankroll)), kind="info", cancel=0))
        for scene in told:  # why the hand in progress was called off: read first
            app.stack.push(scene)

    def cont() -> None:
        from drawpoker.ui.scenes.table import TableScene

        restored = keeper.restore()
        told = table_notices(keeper, restored)
        app.stack.clear()
        kwargs = {"keeper": keeper, "restored": restored}
        app.stack.push(TableScene(**kwargs))
        for scene in told:  # the hand could not be restored: say so over the table
            app.stack.push(scene)

    choices: list[Choice] = []
    if _table_supports_resume():
        choices.append((_("Continue"), "primary", cont))
    choices.append((_("Leave the table"), "neutral", leave))
    return NoticeScene(_("Welcome back"), message, choices, default=0, cancel=None,
                       kind="info")


def push_startup_notices(app: Any) -> None:
    """On start (over the title): file notices first, then the resume offer on top of them.

    The dialogs are pushed so that the resume offer is answered after the notices about
    damaged files (the last pushed is shown first).
    """
    try:
        profile = userdata.profile_of(app)
    except Exception as exc:  # an unwritable folder: tell the player, keep playing
        app.stack.push(NoticeScene(_("About your profile"),
                                   _("Your profile could not be opened: {reason}").format(
                                       reason=str(exc)), kind="error", cancel=0))
        return
    pending = list(getattr(app, "pending_notices", []) or [])
    app.pending_notices = []
    pending = combine(pending)  # one folder that cannot be made: said once
    keeper: Any = None
    try:
        from drawpoker.persistence.resume import TableKeeper

        keeper = TableKeeper(profile)
        saved = keeper.saved()
    except Exception:
        saved = None
    if saved is not None:
        app.stack.push(resume_offer(app, keeper, saved))
    elif keeper is not None:
        for scene in table_notices(keeper):  # a damaged open table was closed: say so
            app.stack.push(scene)
    for notice in reversed(pending):
        if getattr(notice, "severity", "error") == "info" and str(getattr(notice, "kind", "")) == "upgraded":
            continue  # an upgrade needs no dialog
        app.stack.push(notice_for(notice))


#: At most this many file names are listed in the missing-files notice.
MAX_NAMED_ASSETS = 3


def asset_problems_text(names: Sequence[str]) -> str:
    """The sentence telling the player which game files are missing or damaged.

    Args:
        names: asset paths relative to ``assets/`` (e.g. ``"fonts/dejavusans.ttf"``);
            the first :data:`MAX_NAMED_ASSETS` are named, the rest counted.
    """
    shown = ", ".join(names[:MAX_NAMED_ASSETS])
    more = len(names) - MAX_NAMED_ASSETS
    if more <= 0:
        return _("Some game files are missing or damaged: {files}. The game uses plain "
                 "stand-ins; reinstalling the game restores them.").format(files=shown)
    return ngettext("Some game files are missing or damaged: {files} and {count} more file. "
                    "The game uses plain stand-ins; reinstalling the game restores them.",
                    "Some game files are missing or damaged: {files} and {count} more files. "
                    "The game uses plain stand-ins; reinstalling the game restores them.",
                    more).format(files=shown, count=more)


def tell_asset_problems(app: Any, *, dialog: bool = True) -> bool:
    """Tell the player about asset files reported missing or damaged and not told yet.

    The first time (``dialog`` True, on start) it is a dialog over the current scene
    (``app.asset_notice``); files found later (a card image that fails when first drawn)
    are added to that dialog while it is open, else told in a toast. Each file is told
    once per run (``app.told_assets``).

    Returns:
        True when something was told.
    """
    from drawpoker import resources

    told: set[str] = getattr(app, "told_assets", set())
    app.told_assets = told
    new = [p.relpath for p in resources.problems() if p.relpath not in told]
    if not new:
        return False
    told.update(new)
    shown: NoticeScene | None = getattr(app, "asset_notice", None)
    if shown is not None and not shown.closed and shown in app.stack.scenes:
        shown.message = asset_problems_text(sorted(told, key=_report_order(resources)))
        shown.resize(app.size)  # the dialog is still open: it lists the new files too
    elif dialog:
        app.asset_notice = NoticeScene(_("Missing game files"), asset_problems_text(new),
                                       kind="warning", cancel=0)
        app.stack.push(app.asset_notice)
    else:
        app.show_toast(asset_problems_text(new), error=True, seconds=8.0)
    return True


def _report_order(resources: Any) -> Callable[[str], int]:
    order = {p.relpath: i for i, p in enumerate(resources.problems())}
    return lambda name: order.get(name, len(order))


__all__ = ["NoticeScene", "notice_for", "resume_offer", "push_startup_notices", "text_width",
           "tell_damaged_hands", "table_notices", "tell_asset_problems", "asset_problems_text"]
