"""Palace's card reference (moved here from the generic tests/test_card_reference.py)."""

from __future__ import annotations

from test_card_reference import played, reference


def test_palace_has_one_entry_per_rank_with_the_rank_rule() -> None:
    game, state = played("palace", 6, 1, 0)
    refs = {r.title: r for r in reference("palace", game.view(state, 0), 6)}
    assert refs["2"].count == 4 and refs["Joker"].count == 2
    assert refs["10"].effect == "Goes on anything and burns the pile; you play again."
    assert refs["5"].effect == "Goes on an equal or lower rank."
