"""The committed shuffle (docs/fairness.md): pinned deck vectors, the algorithm as the
document writes it, the commitment, and the engine dealing and drawing from it."""

from __future__ import annotations

import hashlib
import random
from collections import Counter

import pytest

from drawpoker.cards import format_cards, full_deck
from drawpoker.engine import TableRules
from drawpoker.engine.actions import Action, ActionType, Phase
from drawpoker.engine.hand import Hand
from drawpoker.engine.shuffle import ALGORITHM, CommittedShuffle, Stream

SALT = bytes(range(16))

#: (seed, salt, deal, jokers) -> (deck top first, commitment); the same on every OS/Python
VECTORS = [
    ((0, SALT, 0, 0),
     "7s Qc Kd Ks 4d 7d Js Ts Tc 6c 7h 6d Jc 2d 5d 3d 8h 2h 8c 4c Qh Qd Kc 3h As Ad 4s Ac Qs "
     "3s 9d 7c 3c Jd 9h Ah 9c Th Jh 5h 5c 9s 2s 4h 8d Td Kh 8s 5s 6s 2c 6h",
     "8d58f72834e70bad30dcd5fae17e807ff92f60fb3c5f232c6f3beafe4d148ae8"),
    ((42, SALT, 0, 0),
     "Qs 2h Ad 9h 4h 5h Jh 8d Kd 5d 8s Qh 7h 8c 6h 6d 7s 3d Ah Js Jc Kc 3h 9d Jd 3c 9s 4d As "
     "2c Tc Qc 7c 5s Ac 4s 3s 8h 4c Th Ks Qd Ts Td 9c 2d 5c 7d 2s Kh 6c 6s",
     "a6bd3c9971b7f6684901f95c0172513e8875ad356954a35f1730f8bb6d57bd13"),
    ((2**63 - 1, SALT, 0, 0),
     "7h 4d 6d 4s Ad 2h Td Js Qd 3s As Qs 3d 5h 7s 6s Ah 4h Jc 3c Th Ts Kh 6h 9h Kc 8h 3h 5d "
     "Kd 2d 8d 5s 9s 9c 6c 7d 8s 2s Jd Qc 9d Jh Ac 8c 5c 4c Qh Ks Tc 2c 7c",
     "aca75a942026fe3478447005a2947f6b84d521b570a0b2cad377c48b69ad0cde"),
    ((42, bytes(16), 1, 1),
     "7s Ah 8d Qh 4h 2d Jc 7h Ac 3s 8c 6h Jk 3h Ts 2c Qs 4c 7c 5s Jd 6c 2h 9c 6d 9d 4s 9h Kc "
     "3c 5h 8h 7d Jh Td Th Kd 2s Tc Kh As 6s 8s Qd 5c 3d 9s Js 4d Ad Qc Ks 5d",
     "4afdf6d4b4ab0e3b48ca13273d31b4afe496d979a33b169bc8cc183554b0f768"),
]


@pytest.mark.parametrize(("key", "deck", "commitment"), VECTORS)
def test_deck_matches_pinned_vectors(key: tuple[int, bytes, int, int], deck: str,
                                     commitment: str) -> None:
    seed, salt, deal, jokers = key
    s = CommittedShuffle(seed, salt, deal)
    assert format_cards(s.deck(jokers)) == deck
    assert s.commitment == commitment
    assert s.short == " ".join([commitment[0:4], commitment[4:8], commitment[8:12]])


def test_stream_words_and_reshuffle_pinned() -> None:
    stream = Stream(42, "deal/0")
    assert [stream.word() for _ in range(4)] == [1683045435, 185785417, 1568052996, 3299722135]
    s = CommittedShuffle(42, bytes(16), 1)
    pile = s.deck()[:10]
    s.reshuffle(pile, 1)
    assert format_cards(pile) == "4c 3h 5d 4d Jc 6s 9d 3c 2c Js"


def _reference_deck(seed: int, deal: int) -> list[str]:
    """docs/fairness.md §2, written out again from the text."""
    words: list[int] = []
    counter = 0
    deck = [str(c) for c in full_deck()]

    def word() -> int:
        nonlocal counter
        if not words:
            block = hashlib.sha256(b"drawpoker-shuffle/1\0" + f"deal/{deal}".encode() + b"\0"
                                   + seed.to_bytes(8, "big") + counter.to_bytes(8, "big")).digest()
            counter += 1
            words.extend(int.from_bytes(block[i:i + 4], "big") for i in range(0, 32, 4))
        return words.pop(0)

    for i in range(len(deck) - 1, 0, -1):
        n = i + 1
        while True:
            w = word()
            if w < 2**32 - 2**32 % n:
                break
        j = w % n
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@pytest.mark.parametrize("seed", [0, 1, 7, 123456789, 2**62 + 5])
def test_documented_algorithm_gives_the_same_deck(seed: int) -> None:
    for deal in (0, 3):
        assert [str(c) for c in CommittedShuffle(seed, SALT, deal).deck()] == \
            _reference_deck(seed, deal)


def test_commitment_covers_seed_salt_and_deal() -> None:
    base = CommittedShuffle(5, SALT)
    assert base.commitment == hashlib.sha256(
        b"drawpoker-commit/1\0" + SALT + (5).to_bytes(8, "big") + (0).to_bytes(4, "big")
    ).hexdigest()
    others = {CommittedShuffle(6, SALT).commitment, CommittedShuffle(5, bytes(16)).commitment,
              CommittedShuffle(5, SALT, 1).commitment}
    assert base.commitment not in others and len(others) == 3


def test_round_trip_and_bad_blocks() -> None:
    s = CommittedShuffle.draw(99, random.Random(3), deal=2, origin="seeded")
    block = s.to_dict()
    assert block["algorithm"] == ALGORITHM and block["commitment"] == s.commitment
    assert CommittedShuffle.from_dict(block) == s
    with pytest.raises(ValueError, match="^salt: "):
        CommittedShuffle.from_dict({**block, "salt": "zz"})
    with pytest.raises(ValueError, match="^seed: "):
        CommittedShuffle.from_dict({**block, "seed": -1})
    with pytest.raises(ValueError, match="^algorithm: "):
        CommittedShuffle.from_dict({**block, "algorithm": "mt19937"})


def test_every_card_lands_everywhere_about_equally() -> None:
    """2,600 decks: the top card is each of the 52 about 50 times (chi-square, 51 degrees of
    freedom, far below the 0.1 % critical value 87.97)."""
    tops = Counter(CommittedShuffle(seed, SALT).deck()[0] for seed in range(2600))
    assert len(tops) == 52
    chi2 = sum((n - 50) ** 2 / 50 for n in tops.values())
    assert chi2 < 87.97


def test_hand_deals_and_draws_off_the_committed_deck() -> None:
    s = CommittedShuffle(2024, SALT)
    deck = s.deck()
    hand = Hand(TableRules(), [("Ann", 100), ("Bob", 100), ("Cy", 100)], 0,
                random.Random(1), shuffle=s)
    hand.start()
    order = hand.order
    for j, seat in enumerate(order):
        assert hand.hands[seat] == deck[j:15:3]
    assert hand.stub == deck[15:]
    while hand.phase is not Phase.DRAW:
        hand.act(Action(hand.to_act, ActionType.CALL if ActionType.CALL in
                        hand.legal_actions().kinds else ActionType.CHECK))
    seat = hand.to_act
    thrown = tuple(hand.hands[seat][:3])
    hand.act(Action(seat, ActionType.DRAW, discard=thrown))
    assert hand.hands[seat][:3] == deck[15:18]
    assert hand.history()["shuffle"]["commitment"] == s.commitment
    assert hand.history()["actions"][-1]["received"] == format_cards(deck[15:18])


def _draw_everything(seed: int, rng_seed: int) -> Hand:
    """Eight seats check or call, then each throws all five cards."""
    hand = Hand(TableRules(), [(f"P{i}", 100) for i in range(8)], 0, random.Random(rng_seed),
                shuffle=CommittedShuffle(seed, SALT))
    hand.start()
    while hand.phase is not Phase.DRAW:
        kinds = hand.legal_actions().kinds
        hand.act(Action(hand.to_act, ActionType.CHECK if ActionType.CHECK in kinds
                        else ActionType.CALL))
    while hand.phase is Phase.DRAW:
        seat = hand.to_act
        hand.act(Action(seat, ActionType.DRAW, discard=tuple(hand.hands[seat])))
    return hand


def test_reshuffle_comes_from_the_committed_stream() -> None:
    """Eight seats drawing five each run the stub out: the reshuffle comes from the deal's
    own stream, not from the hand's ``random.Random`` (two rngs, the same cards)."""
    first = _draw_everything(77, 1)
    assert any(type(ev).__name__ == "Reshuffled" for ev in first.events)
    again = _draw_everything(77, 2)
    assert [format_cards(h) for h in first.hands] == [format_cards(h) for h in again.hands]
    other = _draw_everything(78, 1)
    assert [format_cards(h) for h in first.hands] != [format_cards(h) for h in other.hands]


def test_a_seeded_table_deals_the_same_committed_decks_every_run() -> None:
    """``--seed``: the same session seed gives the same seeds, salts, commitments and cards;
    a table dealt without a salt source keeps the ``random.Random`` shuffle."""
    from drawpoker.engine.table import Table

    def deal(seed: int) -> list[tuple[str, str]]:
        table = Table(TableRules(), [("Ann", 100), ("Bob", 100), ("Cy", 100)], 0)
        rng = random.Random(seed)
        out = []
        for _ in range(3):
            hand = table.new_hand(rng, salt_rng=rng, origin="seeded")
            hand.start()
            assert hand.shuffle is not None and hand.shuffle.origin == "seeded"
            out.append((hand.shuffle.commitment, format_cards(hand.hands[hand.order[0]])))
            while not hand.is_over:
                hand.act(Action(hand.to_act, ActionType.FOLD if ActionType.FOLD in
                                hand.legal_actions().kinds else ActionType.CHECK))
            table.finish_hand(hand)
        return out

    assert deal(5) == deal(5)
    assert deal(5) != deal(6)
    plain = Table(TableRules(), [("Ann", 100), ("Bob", 100)], 0).new_hand(random.Random(5))
    assert plain.shuffle is None
