"""Progress that rewards decisions, not luck: experience from the coach's verdicts, named
levels, achievements and the daily challenge (docs/progress.md).

Modules:
    ``xp``: a decision's grade (good, close, costly by chips lost) and the experience it
    gives; a sitting's summary.
    ``levels``: the named levels and the experience each needs.
    ``achievements``: the achievements, each a counter reaching a target.
    ``facts``: what a finished hand counts towards the achievements.
    ``daily``: the daily challenge dealt from the date alone, scored against the best line.
    ``award``: all of it written to the profile in one transaction.

No pygame here; the profile is reached only through ``drawpoker.persistence.progress``.
"""
