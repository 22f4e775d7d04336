"""Building computer players: :func:`make_player` from a spec, :func:`warm_up` for a table.

The one module that knows both kinds of player: the real ones
(:class:`~drawpoker.ai.player.AIPlayer`, a level and a personality) and the measuring
bots of :mod:`drawpoker.ai.baselines`.
"""

from __future__ import annotations

from drawpoker.ai.baselines import BASELINES
from drawpoker.ai.best_response import LocalBestResponse
from drawpoker.ai.mode import Mode
from drawpoker.ai.personalities import level, personality
from drawpoker.ai.player import AIPlayer
from drawpoker.ai.protocol import Policy
from drawpoker.ai.tables import tables_for
from drawpoker.odds import analyze_holds


def warm_up(rules: object) -> None:
    """Load the lookup tables for a table's rules (shipped prebuilt: milliseconds) and build
    the evaluator's exact-odds scheme the draw needs (about half a second, once per process
    and game mode), so that the first decision at that table is as fast as the others.

    Args:
        rules: a :class:`~drawpoker.engine.TableRules`.
    """
    tables = tables_for(Mode.of(rules))
    deck = tables.deck
    hand = [deck[0], deck[5], deck[10], deck[15], deck[20]]
    counts = analyze_holds(hand, wild=tables.mode.wild, game=tables.mode.game, max_draw=1)
    tables.strength_buckets(len(counts[0].counts))


def make_player(spec: str) -> Policy:
    """A computer player from a spec: ``LEVEL:PERSONALITY`` or a baseline name.

    Levels: ``easy``, ``medium``, ``hard``. Personalities: ``shark``, ``maniac``,
    ``rock``, ``station``, ``trickster``. Baselines (for measurement): ``random``,
    ``station``, ``maniac``, ``rock``, ``seed-rules``, ``bettor`` and the exploit suite; ``lbr@SPEC``: the local
    best response to the player ``SPEC`` (:mod:`drawpoker.ai.best_response`).

    Raises:
        ValueError: an unknown level, personality or baseline (the message lists them).
    """
    text = spec.strip().lower()
    if text.startswith("lbr@"):
        target = text[4:]
        return LocalBestResponse(make_player(target), target)
    if ":" in text:
        lv, _sep, pers = text.partition(":")
        return AIPlayer(personality(pers), level(lv))
    if text in BASELINES:
        return BASELINES[text]()
    raise ValueError(
        f"unknown player {spec!r}: use LEVEL:PERSONALITY (e.g. hard:shark) or one of "
        f"{', '.join(BASELINES)}"
    )
