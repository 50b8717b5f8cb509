"""Love Letter's card reference (moved here from the generic tests/test_card_reference.py)."""

from __future__ import annotations

from test_card_reference import played, reference


def test_love_letter_counts_follow_the_edition() -> None:
    classic = {r.title: r.count for r in reference("love-letter", played("love-letter", 2, 1, 0)[0].view(
        played("love-letter", 2, 1, 0)[1], 0), 2)}
    premium = {r.title: r.count for r in reference("love-letter", played("love-letter", 6, 1, 0)[0].view(
        played("love-letter", 6, 1, 0)[1], 0), 6)}
    assert classic["Guard"] == 5 and sum(classic.values()) == 16
    assert premium["Guard"] == 8 and sum(premium.values()) == 32
