"""The committed shuffle at the table (issue 31, docs/fairness.md §1): the commitment under
the deck before the first card, the seed and salt kept in the hand history after the
hand, and the two agree; the hand log says only where to verify; an arranged deal is
labelled."""

from __future__ import annotations

import re

import pygame
import pytest

from drawpoker.engine.shuffle import CommittedShuffle
from drawpoker.ui.table.view_commitment import commitment_hint, commitment_label
from tests.support.harness import Harness


def _shuffle_blocks(node: object) -> list[dict]:
    """Every ``shuffle`` block in a hand history document."""
    if isinstance(node, dict):
        found = [node["shuffle"]] if isinstance(node.get("shuffle"), dict) else []
        return found + [b for v in node.values() for b in _shuffle_blocks(v)]
    if isinstance(node, list):
        return [b for v in node for b in _shuffle_blocks(v)]
    return []


@pytest.mark.harness(seed=3)
@pytest.mark.reported("fresh new player, issue 29: seed and SHA-256 lines weighed on the log")
def test_commitment_shown_before_the_deal_matches_the_seed_kept_after(h: Harness) -> None:
    """The full commitment is at the table before the deal (under the deck, its hint);
    the hand log's story carries no hex: one short line at the hand's end says where the
    deal is verified, and the hand history keeps the seed and salt that give the
    commitment shown."""
    h.app.settings = h.app.settings.replace(confirm_free_fold=False)
    t = h.sit_down()
    hand = t.hand
    assert hand is not None and hand.shuffle is not None
    shown = hand.shuffle.commitment
    assert commitment_label(hand) == ("Deck sealed", hand.shuffle.short)
    assert " ".join(shown[i:i + 8] for i in range(0, 64, 8)) in commitment_hint(hand)
    for _ in range(30):
        mode = h.wait_mode("bet", "draw", "show", "over")
        if mode == "over":
            break
        h.answer(mode, bet="f")
    log = [(str(text), kind) for text, kind in t.visual.log]
    assert not [line for line, _k in log if re.search(r"SHA-256|seed|salt|[0-9a-f]{8}", line)], log
    assert [line for line, kind in log if kind == "proof"] == [
        "This deal can be verified in Hand history (Verify this hand)."]
    record = h.app.profile.hands(limit=1)[0]
    (block,) = _shuffle_blocks(h.app.profile.hand_history(record.id))
    kept = CommittedShuffle(int(block["seed"]), bytes.fromhex(block["salt"]),
                            deal=int(block["deal"]))
    assert kept.commitment == shown
    # the hand's summary box takes the centre: no label half hidden behind it
    assert commitment_label(hand) is None
    h.key(pygame.K_RETURN, "\r")


def test_an_arranged_deal_is_labelled() -> None:
    import random

    from drawpoker.cards import parse_cards
    from drawpoker.engine import TableRules
    from drawpoker.engine.hand import Hand

    hand = Hand(TableRules(), [("A", 100), ("B", 100)], 0, random.Random(1),
                hole={0: parse_cards("As Ad Ac Ah Ks"), 1: parse_cards("2c 3d 4h 5s 7c")})
    hand.start()
    assert commitment_label(hand) == ("Arranged deal", "not counted")
    assert "not counted in the fairness figures" in commitment_hint(hand)


@pytest.mark.reported("new-player-evening-2#18")
def test_the_deck_caption_says_what_it_is_in_plain_words() -> None:
    """"Deck committed" read as jargon: the caption says the deck is sealed, and its hint
    first says what that means for the player (the order cannot change during the hand,
    where to check it) before the hash and its method."""
    import random

    from drawpoker.engine import TableRules
    from drawpoker.engine.hand import Hand

    hand = Hand(TableRules(), [("A", 100), ("B", 100)], 0, random.Random(1),
                shuffle=CommittedShuffle(7, bytes(16)))
    hand.start()
    heading, _short = commitment_label(hand) or ("", "")
    assert heading == "Deck sealed"
    hint = commitment_hint(hand)
    assert hint.startswith("The deck was shuffled and sealed before this deal")
    assert hint.index("Verify this hand") < hint.index("SHA-256")
    assert "Commitment" not in hint
