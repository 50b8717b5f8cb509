"""Road to the Palace's card reference (moved here from the generic tests/test_card_reference.py)."""

from __future__ import annotations

import pytest
from test_card_reference import played, reference


@pytest.mark.parametrize(("n", "cards"), [(2, 30), (3, 46), (4, 62)])
def test_road_counts_the_cards_of_the_player_count(n: int, cards: int) -> None:
    """The printed rule returns cards to the box by player count (4 players: 2 more at random, still unseen)."""
    game, state = played("road-to-the-palace", n, 1, 0)
    refs = reference("road-to-the-palace", game.view(state, 0), n)
    assert sum(r.count for r in refs if not r.faces[0].startswith(("bribe.", "disc."))) == cards
    assert all(r.unseen == 0 for r in refs if r.faces[0].startswith("disc.")), "the discs are public"
