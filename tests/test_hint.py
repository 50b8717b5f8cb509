"""The generic Hint (game.ai.hint): every game without hints of its own gets its Hard bot's move, with the
search's statistics when it searched."""

import random

import pytest

from game.catalog import get_entry

NAMES = ["Ann", "Ben", "Cy", "Di", "Eve"]


@pytest.mark.parametrize("game_id", ["palace", "palastgefluester", "road-to-the-palace"])
def test_every_other_game_hints_hards_move(game_id):
    entry = get_entry(game_id)
    players = entry.rules.min_players
    state = entry.rules.new_game(players, 4)
    rng = random.Random(2)
    for _ in range(6):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    seat = state.current_player()
    view, legal = state.view(seat), state.legal_actions()
    result = entry.hint(view, legal, 9)
    assert result.action == entry.make_bot("hard", 9).choose(view, legal)
    assert result.reason.code in ("search", "hard", "only")
    assert entry.presenter().hint_line(view, result.reason, NAMES[:players])
