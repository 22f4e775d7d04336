"""Verify this hand (issue 31, docs/fairness.md §3): every hand of a 200-hand recorded
session is exactly its committed shuffle, the commitment shown before each deal is the
one its revealed seed and salt give, and each of four tamperings is named by its own
verdict."""

from __future__ import annotations

from typing import Any

import pytest

from drawpoker.engine.shuffle import CommittedShuffle
from drawpoker.scenario.verify import Verdict, verify_document
from tests.support.verify import demo_profile, draw_items, tampered


@pytest.fixture(scope="module")
def documents(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[dict[str, Any]], list[str]]:
    prof, shown = demo_profile(tmp_path_factory.mktemp("verify") / "p.sqlite3", 200)
    try:
        records = prof.hands(limit=None)
        docs = [prof.hand_history(r.id) for r in sorted(records, key=lambda r: r.id)]
    finally:
        prof.close()
    return docs, shown


def test_every_recorded_hand_is_its_committed_shuffle(documents: Any) -> None:
    docs, _ = documents
    assert len(docs) == 200
    verdicts = [verify_document(d) for d in docs]
    assert all(v.exact for v in verdicts), [v for v in verdicts if not v.exact][:3]
    assert sum(len(draw_items(d)) for d in docs) > 500  # the draws were checked too
    reshuffled = [d for d in docs for deal in d["deals"] if len(deal["stub"].split()) < 40
                  and sum(len(a.get("received", "").split()) for a in deal["actions"]) >= 17]
    assert reshuffled, "no deal of the session ran the stub out"


def test_commitment_shown_before_matches_seed_and_salt_revealed_after(documents: Any) -> None:
    docs, shown = documents
    revealed = [CommittedShuffle.from_dict(deal["shuffle"]).commitment
                for d in docs for deal in d["deals"]]
    assert revealed == shown[:len(revealed)]


@pytest.mark.parametrize("how", ["card", "seed", "salt", "swapped-draw"])
def test_each_tampering_has_its_own_verdict(documents: Any, how: str) -> None:
    docs, _ = documents
    checked = 0
    for doc in docs:
        try:
            bad = tampered(doc, how)
        except LookupError:
            continue
        verdict = verify_document(bad)
        assert verdict.kind == how, verdict
        checked += 1
    assert checked >= 20


def test_sentences_differ_and_name_the_card() -> None:
    kinds = ["exact", "not-committed", "seed", "salt", "card", "stub", "draw", "swapped-draw",
             "unreadable"]
    sentences = {Verdict(k, 1, "Bea", 3, "7h", "9c", "Cy").sentence() for k in kinds}
    assert len(sentences) == len(kinds)
    assert Verdict("exact").sentence() == "This deal is exactly the shuffle committed before it."
    card = Verdict("card", 1, "Bea", 3, "7h", "9c").sentence()
    assert "Bea" in card and "7h" in card and "9c" in card


def test_a_deal_without_a_shuffle_is_not_committed(documents: Any) -> None:
    docs, _ = documents
    doc = {**docs[0], "deals": [{k: v for k, v in deal.items() if k != "shuffle"}
                                for deal in docs[0]["deals"]]}
    assert verify_document(doc).kind == "not-committed"
    assert verify_document({"format": "nonsense"}).kind == "unreadable"
