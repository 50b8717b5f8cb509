"""Preparation: components per player count, the grid, bribes, starting discs, the 4-player purple disc."""

from collections import Counter

import pytest

from game.games.road_to_the_palace.rules import GAME
from game.games.road_to_the_palace.rules.cards import CARDS, FACES, cards_in_play, total_discs
from game.games.road_to_the_palace.rules.state import BRIBE, START, TAKE

from .scenario import play_setup


def faces_in_play(state) -> Counter:
    removed = set(state.removed)
    return Counter(CARDS[c].face for c in range(len(CARDS)) if c not in removed)


def test_the_box_holds_62_cards_and_32_discs():
    assert len(CARDS) == 62
    assert sum(f.count for f in FACES) == 62
    assert total_discs(4) == 32


def test_two_players_return_all_3s_and_play_30_cards_17_discs():
    s = GAME.new_game(2, 5)
    assert faces_in_play(s) == Counter({"yellow1": 4, "red1": 4, "blue1": 4, "yellow2": 2, "red2": 2,
                                         "blue2": 2, "black2": 5, "pink2": 5, "purple1": 2})
    assert cards_in_play(2) == 30 and len(s.deck) == 30 - 9
    assert sum(s.stock.values()) == total_discs(2) == 17
    assert s.stock == {"yellow": 5, "red": 5, "blue": 5, "purple": 2}


def test_three_players_play_46_cards_and_24_discs():
    s = GAME.new_game(3, 5)
    assert faces_in_play(s) == Counter({"yellow1": 6, "red1": 6, "blue1": 6, "yellow2": 3, "red2": 3,
                                         "blue2": 3, "black2": 6, "pink2": 6, "black3": 2, "pink3": 2,
                                         "purple1": 3})
    assert cards_in_play(3) == 46 and len(s.deck) == 46 - 12
    assert s.stock == {"yellow": 7, "red": 7, "blue": 7, "purple": 3}


@pytest.mark.parametrize("seed", range(5))
def test_four_players_return_two_random_cards_and_set_a_purple_disc_aside(seed):
    s = GAME.new_game(4, seed)
    assert len(s.removed) == 2 and len(s.deck) == 60 - 12
    assert s.stock == {"yellow": 9, "red": 9, "blue": 9, "purple": 4} and s.set_aside == 1


def test_the_two_cards_returned_at_four_players_are_random():
    assert len({tuple(GAME.new_game(4, seed).removed) for seed in range(10)}) > 1


@pytest.mark.parametrize("n, cols", [(2, 3), (3, 4), (4, 4)])
@pytest.mark.parametrize("seed", range(20))
def test_the_grid_starts_full_and_without_politicians(n, cols, seed):
    s = GAME.new_game(n, seed)
    assert len(s.grid) == 3 and all(len(row) == cols for row in s.grid)
    assert all(c is not None and CARDS[c].colour != "purple" for row in s.grid for c in row)
    politicians = sum(1 for f in faces_in_play(s).elements() if f == "purple1")
    assert sum(CARDS[c].colour == "purple" for c in s.deck) == politicians  # shuffled back into the deck


def test_every_player_starts_with_10_influence_and_three_bribes():
    s = GAME.new_game(3, 1)
    assert [p.influence for p in s.players] == [10, 10, 10]
    assert s.phase == BRIBE and len(s.legal_actions()) == 6  # 2 of 3, ordered: round 1 and round 2


def test_bribes_are_chosen_from_the_start_player_on_then_the_right_neighbour_places_the_discs():
    s = GAME.new_game(4, 1, {"starter": 2})
    order = []
    while s.phase == BRIBE:
        order.append(s.current)
        s.apply(("bribes", "blue", "yellow"))
    assert order == [2, 3, 0, 1]
    assert s.phase == START and s.current == 1  # to the right of the start player
    before = dict(s.stock)
    s.apply(("start", "red", "blue", "yellow"))
    assert s.row_disc == ["red", "blue", "yellow"]
    assert {c: before[c] - s.stock[c] for c in before} == {"yellow": 1, "red": 1, "blue": 1, "purple": 0}
    assert s.phase == TAKE and s.current == 2
    assert all(p.bribes == ["blue", "yellow"] for p in s.players)


def test_starting_discs_lie_on_the_leftmost_column():
    s = GAME.new_game(3, 4)
    play_setup(s)
    assert [s.leftmost(r) for r in range(3)] == [0, 0, 0]
    assert sorted(s.row_disc) == ["blue", "red", "yellow"]


def test_start_player_option_is_validated():
    with pytest.raises(ValueError):
        GAME.new_game(3, 1, {"starter": 3})
    with pytest.raises(ValueError):
        GAME.new_game(5, 1)
