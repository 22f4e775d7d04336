"""A dialog at a larger text shows its whole message: the box grows to hold every line
(and widens when the window's height is not enough), no line is dropped under the
buttons (the "Welcome back" notice at 150 % in Russian at 960x540 lost its last lines)."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker import i18n
from tests.support.screens import make_app
from tests.support.text_layout import cut_labels, overlaps, texts_of_frame

SIZES = ["960x540", "1280x720", "1280x800", "1920x1080"]



@pytest.mark.reported("new-player-150-percent#4")
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
@pytest.mark.parametrize("size", SIZES)
def test_the_whole_message_is_shown(tmp_path: Path, size: str, language: str,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, size)
    i18n.set_language(language)
    app.change_settings(text_size=150)
    message = i18n._(
        "You left a table in the middle of hand {hand}. You can continue it exactly "
        "where it was, or leave the table: the hand is then played to its end with "
        "you checking or folding, and your chips go back to your bankroll.").format(hand=1)
    dialog = app.nav.push("notice", heading=i18n._("Welcome back"), message=message,
                          choices=[(i18n._("Continue"), "primary", None),
                                   (i18n._("Leave the table"), "neutral", None)])
    app.step_frame()
    drawn = texts_of_frame(app, monkeypatch)
    mine = [d for d in drawn if d.caller.startswith("drawpoker.ui.scenes.dialog")]
    assert " ".join(d.text for d in mine if d.text in message) == message
    top = min(b.rect.top for b in dialog.buttons)
    assert all(d.whole.bottom <= top for d in mine if d.text in message)
    assert not cut_labels(mine) and not overlaps(mine, app.size)
    app.stack.clear()


def _dialogs() -> list[tuple[str, str, list[tuple[str, str, None]]]]:
    """The dialogs players found overlapped by their buttons at 150 %: heading, message,
    buttons (translated now)."""
    _ = i18n._
    return [
        (_("A fresh bankroll"), _(
            "Your bankroll ({before}) does not cover this table's minimum buy-in of {minimum}. "
            "The house gives you a fresh bankroll of {chips} chips. Your statistics mark "
            "where this happened.").format(before=0, minimum=i18n.format_chips(100),
                                           chips=i18n.format_chips(1000)),
         [(_("OK"), "primary", None)]),
        (_("Leave in the middle of a hand?"), _(
            "The hand is played to its end without you: you check when you can and fold "
            "otherwise. The chips you already put in stay in the pot."),
         [(_("Leave table"), "fold", None), (_("Stay"), "primary", None)]),
        (_("You are out in {place} place").format(place=_("3rd")),
         _("Your prize: {prize}.").format(prize=i18n.format_chips(150)) + "\n" + _(
             "Watch the rest at high speed, or have it played out in a moment: the final "
             "standings are played, never guessed."),
         [(_("Watch to the end"), "neutral", None), (_("Finish now"), "primary", None)]),
    ]


@pytest.mark.reported("players-150-percent#3")
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
@pytest.mark.parametrize("size", SIZES)
def test_the_box_holds_its_text_above_its_buttons(tmp_path: Path, size: str, language: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """One rule for every dialog: each line of the message is drawn, whole and above the
    buttons' top, and the heading is not cut."""
    app = make_app(tmp_path, size)
    i18n.set_language(language)
    app.change_settings(text_size=150)
    found = []
    for heading, message, choices in _dialogs():
        dialog = app.nav.push("notice", heading=heading, message=message, choices=choices)
        app.step_frame()
        drawn = texts_of_frame(app, monkeypatch)
        mine = [d for d in drawn if d.caller.startswith("drawpoker.ui.scenes.dialog")]
        lines = [d for d in mine if d.text in message]
        top = min(b.rect.top for b in dialog.buttons)
        if "".join("".join(d.text for d in lines).split()) != "".join(message.split()):
            found.append(f"{heading}: lines missing, shown {[d.text for d in lines]}")
        found.extend(f"{heading}: {d.text!r} {d.whole} under the buttons' top {top}"
                     for d in lines if d.whole.bottom > top)
        found.extend(f"{heading}: {p}" for p in cut_labels(mine) + overlaps(mine, app.size))
        app.stack.pop()
    assert not found, "\n".join(found)
    app.stack.clear()
