"""The coach's tone for a beginner: the review after one of the first hands a player ever
plays leads with what went right and calls a mistake something to learn from, with its
chips all the same (honest, never hidden); later the review speaks plainly.

Pure words, no drawing: :mod:`drawpoker.ui.scenes.coach` and the summary's tags
(:mod:`drawpoker.ui.widgets.coach_summary`) choose their colours from the kinds given
here.
"""

from __future__ import annotations

from drawpoker.coach.decision import CoachDecision
from drawpoker.coach.review import Review
from drawpoker.coach.words import verdict_kind, verdict_tag
from drawpoker.i18n import _, format_chips, ngettext

__all__ = ["BEGINNER_HANDS", "is_beginner", "lessons_heading", "opening", "tag", "tag_kind"]

#: A player who has played at most this many hands (every deal at a cash table,
#: ``Profile.hand_count``) gets the beginner's tone.
BEGINNER_HANDS = 5


def is_beginner(hands: int) -> bool:
    """True for a player who has played ``hands`` hands, ``hands`` <= :data:`BEGINNER_HANDS`."""
    return hands <= BEGINNER_HANDS


def opening(review: Review, *, gentle: bool) -> list[tuple[str, str]]:
    """The review's first lines as ``(text, kind)``: kind ``"praise"`` (what went right),
    ``"lesson"`` (what to learn, with its chips) or ``"summary"`` (the plain verdict).

    Plainly: "All your decisions were sound." (or, when some of them were close,
    :func:`~drawpoker.coach.words.verdict_kind`, "None of your decisions cost chips, but
    1 was close: ...", so the summary agrees with the "Close" tags below it) or "Your
    mistakes cost about N chips in expectation.". For a beginner (``gentle``) with
    something to learn: how many of his decisions were sound first (or that every hand
    teaches something), then how many things there are to learn from and what they were
    worth."""
    mistakes = review.mistakes()
    if not mistakes:
        close = sum(1 for d in review.decisions if verdict_kind(d) == "close")
        if close:
            return [(ngettext("None of your decisions cost chips, but {count} was close: the "
                              "pot odds and the hard computer player did not agree on it.",
                              "None of your decisions cost chips, but {count} were close: the "
                              "pot odds and the hard computer player did not agree on them.",
                              close).format(count=close), "summary")]
        return [(_("All your decisions were sound."), "summary")]
    lost = round(review.chips_lost)
    chips = format_chips(lost)
    if not gentle:
        return [(ngettext("Your mistakes cost about {chips} chip in expectation.",
                          "Your mistakes cost about {chips} chips in expectation.",
                          lost).format(chips=chips), "summary")]
    n, good = len(review.decisions), len(review.good_plays())
    first = (ngettext("Good start: {good} of your {n} decision was sound.",
                      "Good start: {good} of your {n} decisions were sound.", n).format(
                 good=good, n=n) if good else
             _("Every hand teaches something: here is what to try next time."))
    # TRANSLATORS: {worth} is "worth about {chips} chips", counted by the chips.
    worth = ngettext("worth about {chips} chip", "worth about {chips} chips", lost).format(
        chips=chips)
    lesson = ngettext("{count} thing to learn from below, {worth}.",
                      "{count} things to learn from below, {worth}.",
                      len(mistakes)).format(count=len(mistakes), worth=worth)
    return [(first, "praise"), (lesson, "lesson")]


def lessons_heading(*, gentle: bool) -> str:
    """The heading over the decisions that lost chips."""
    return _("To learn from") if gentle else _("Mistakes, most costly first")


def tag_kind(d: CoachDecision, *, gentle: bool) -> str:
    """``coach.words.verdict_kind``, a beginner's costly decision ``"learn"``."""
    kind = verdict_kind(d)
    return "learn" if gentle and kind == "costly" else kind


def tag(d: CoachDecision, *, gentle: bool) -> str:
    """``coach.words.verdict_tag``; a beginner's costly decision "To learn: 233 chips"."""
    if tag_kind(d, gentle=gentle) == "learn":
        lost = round(d.chips_lost)
        return ngettext("To learn: {chips} chip", "To learn: {chips} chips", lost).format(
            chips=format_chips(lost))
    return verdict_tag(d)
