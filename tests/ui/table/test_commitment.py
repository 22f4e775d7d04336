"""The committed shuffle at the table (issue 31, docs/fairness.md §1): the commitment under
the deck and in the log before the first card, the seed and salt in the log after the
hand, and the two agree; an arranged deal is labelled."""

from __future__ import annotations

import re

import pygame
import pytest

from drawpoker.engine.shuffle import CommittedShuffle
from drawpoker.ui.table.view_commitment import commitment_hint, commitment_label
from tests.support.harness import Harness


@pytest.mark.harness(seed=3)
def test_commitment_shown_before_the_deal_matches_the_seed_revealed_after(h: Harness) -> None:
    h.app.settings = h.app.settings.replace(confirm_free_fold=False)
    t = h.sit_down(persist=False)
    hand = t.hand
    assert hand is not None and hand.shuffle is not None
    log = [str(text) for text, _kind in t.visual.log]
    before = next(line for line in log if line.startswith("Deck committed before the deal"))
    assert not any(line.startswith("Deck revealed") for line in log)
    shown = "".join(before.split("SHA-256 ")[1].split())
    assert commitment_label(hand) == ("Deck committed", hand.shuffle.short)
    assert shown.startswith(hand.shuffle.short.replace(" ", ""))
    assert shown in commitment_hint(hand).replace(" ", "")
    for _ in range(30):
        mode = h.wait_mode("bet", "draw", "show", "over")
        if mode == "over":
            break
        h.answer(mode, bet="f")
    after = next(str(text) for text, _kind in t.visual.log
                 if str(text).startswith("Deck revealed"))
    seed, salt = re.match(r"Deck revealed: seed (\d+), salt ([0-9a-f ]+)\.", after).groups()
    revealed = CommittedShuffle(int(seed), bytes.fromhex(salt.replace(" ", "")))
    assert revealed.commitment == shown
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
