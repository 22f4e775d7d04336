"""The coach: reviews of a player's decisions, draw drills and the tutorial's steps (pure).

Everything here sees a hand only as the reviewed seat saw it (its censored
:class:`~drawpoker.engine.PlayerView`) and counts draws exactly
(:mod:`drawpoker.odds`). Modules: ``walk`` (a hand history -> the seat's decisions and
views), ``draws`` (every legal hold's exact figures, the draw verdict), ``betting`` (calls
against pot odds and the implied range; checks, bets and folds against the hard computer
player), ``leaks`` (patterns in plain words), ``review`` (the whole review, the command
line's JSON), ``words`` (the verdicts as sentences), ``tone`` (the beginner's tone of the
review over his first hands), ``drills`` (draw drills: hands,
scoring, spaced repetition), ``tutorial`` (the tutorial's steps as data and checks).
"""

from drawpoker.coach.decision import CoachDecision
from drawpoker.coach.review import Review, review_document, review_documents
from drawpoker.coach.walk import CoachError

__all__ = ["CoachDecision", "CoachError", "Review", "review_document", "review_documents"]
