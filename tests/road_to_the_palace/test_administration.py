"""Administration part: taking a leftmost card and its disc, refilling, placing discs, Politicians, purple
discs, column order, and when the rounds end."""

import random

import pytest

from game.games.road_to_the_palace.rules import GAME
from game.games.road_to_the_palace.rules.cards import CARDS
from game.games.road_to_the_palace.rules.state import PLACE, TAKE

from .scenario import make_player, play_setup


def card_of(face: str, state) -> int:
    """A card of ``face`` taken out of the deck (so that the cards stay conserved)."""
    card = next(c for c in state.deck if CARDS[c].face == face)
    state.deck.remove(card)
    return card


def started(n: int = 3, seed: int = 1):
    s = GAME.new_game(n, seed)
    play_setup(s, discs=("yellow", "red", "blue"))
    return s


def test_taking_gains_the_leftmost_card_and_its_disc():
    s = started()
    card = s.grid[1][0]
    s.apply(("take", 1))
    p = s.players[0]
    assert p.cards == [card] and p.order == [CARDS[card].colour]
    assert p.discs["red"] == 1 and s.grid[1][0] is None and s.row_disc[1] is None
    assert s.phase == PLACE and s.current == 0 and s.pending_row == 1


def test_only_leftmost_cards_can_be_taken():
    s = started()
    s.apply(("take", 1))
    s.apply(("place", "yellow"))
    assert s.legal_actions() == [("take", 0), ("take", 1), ("take", 2)]
    assert s.leftmost(1) == 1


def test_the_chosen_stock_disc_goes_onto_the_new_leftmost_card_of_that_row():
    s = started()
    s.apply(("take", 2))
    before = s.stock["purple"]
    assert ("place", "purple") in s.legal_actions()
    s.apply(("place", "purple"))
    assert s.row_disc[2] == "purple" and s.leftmost(2) == 1 and s.stock["purple"] == before - 1
    assert s.phase == TAKE and s.current == 1


def test_an_empty_row_is_refilled_right_to_left_then_gets_a_disc():
    s = started(3)
    s.deck = s.grid[0][:3] + s.deck  # leave one card in the top row
    s.grid[0][:3] = [None, None, None]
    top = list(reversed(s.deck[-4:]))  # drawn in this order
    s.apply(("take", 0))
    assert [s.grid[0][c] for c in (3, 2, 1, 0)] == top
    assert s.phase == PLACE and s.pending_row == 0
    s.apply(("place", "blue"))
    assert s.row_disc[0] == "blue" and s.leftmost(0) == 0


def test_with_an_empty_deck_an_emptied_row_stays_empty_and_gets_no_disc():
    s = started(2)
    s.round = 2
    s.deck, s.removed = [], s.removed + s.deck
    s.removed += [c for c in s.grid[0][:2]]
    s.grid[0][:2] = [None, None]
    stock = dict(s.stock)
    s.apply(("take", 0))
    assert all(c is None for c in s.grid[0]) and s.row_disc[0] is None and s.stock == stock
    assert s.phase == TAKE and s.current == 1
    assert ("take", 0) not in s.legal_actions()


def test_a_single_stock_colour_is_placed_without_asking():
    s = started()
    s.stock = {"yellow": 0, "red": 0, "blue": 2, "purple": 0}
    s.apply(("take", 0))
    assert s.phase == TAKE and s.row_disc[0] == "blue" and s.stock["blue"] == 1 and s.current == 1


def test_a_politician_goes_face_down_on_the_bribe_of_the_round_and_its_disc_to_the_board():
    s = started()
    politician = card_of("purple1", s)
    s.deck.append(s.grid[0][0])
    s.grid[0][0] = politician
    s.apply(("take", 0))
    p = s.players[0]
    assert p.politicians == [[politician], []] and p.cards == [] and p.order == []
    assert p.discs["yellow"] == 1


def test_a_purple_disc_on_a_politician_joins_the_board_card_discs():
    s = started()
    politician = card_of("purple1", s)
    s.deck.append(s.grid[0][0])
    s.grid[0][0] = politician
    s.stock["yellow"] += 1
    s.stock["purple"] -= 1
    s.row_disc[0] = "purple"
    s.apply(("take", 0))
    assert s.players[0].discs["purple"] == 1 and s.players[0].purple_on == {}


def test_a_purple_disc_stays_on_its_card_and_adds_one_impression():
    s = started()
    s.stock["yellow"] += 1
    s.stock["purple"] -= 1
    s.row_disc[0] = "purple"
    card = s.grid[0][0]
    s.apply(("take", 0))
    p = s.players[0]
    colour = CARDS[card].colour
    assert p.purple_on == {colour: 1} and p.discs["purple"] == 0
    assert p.total(colour, 0) == CARDS[card].impression + 1


def test_columns_sort_by_impression_and_a_tie_does_not_overtake():
    p = make_player(["yellow2", "red1"])
    assert p.columns(0) == [("yellow", 2), ("red", 1)]
    p = make_player(["yellow2", "red1", "red1"])
    assert p.order == ["yellow", "red"]  # red reached 2: stays right of yellow
    p = make_player(["yellow2", "red1", "red1", "blue2"])
    assert p.order == ["yellow", "red", "blue"]  # a new column with as many points goes to the right
    p = make_player(["yellow2", "red1", "red1", "blue2", "blue1"])
    assert p.columns(0) == [("blue", 3), ("yellow", 2), ("red", 2)]


@pytest.mark.parametrize("n, turns", [(2, 14), (3, 21), (4, 28)])
@pytest.mark.parametrize("seed", range(3))
def test_round_one_ends_when_the_stock_is_empty_after_seven_turns_each(n, turns, seed):
    s = GAME.new_game(n, seed)
    rng = random.Random(seed)
    takers = []
    while s.round == 1:
        if s.phase == TAKE:
            takers.append(s.current)
        s.apply(rng.choice(s.legal_actions()))
    assert s.turns[0] == len(takers) == turns
    assert all(takers.count(seat) == 7 for seat in range(n))
    assert [e.kind for e in s.log].count("round_end") == 1
    on_grid = sum(d is not None for d in s.row_disc)
    assert on_grid == 3  # the three discs left on the open cards
    assert sum(s.stock.values()) + on_grid == {2: 17, 3: 24, 4: 32}[n]  # all back, 4 players: + set aside
    assert s.current == s.starter and s.phase == TAKE


@pytest.mark.parametrize("n", [2, 3, 4])
def test_round_two_ends_when_every_card_is_gained(n):
    s = GAME.new_game(n, 9)
    rng = random.Random(9)
    while s.round == 1:
        s.apply(rng.choice(s.legal_actions()))
    cards = s.cards_left()
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    assert s.turns[1] == cards
    kinds = [e.kind for e in s.log]
    assert kinds.count("round_end") == 2 and kinds[-1] == "game_end"


def test_cards_without_a_disc_can_be_taken_once_the_stock_is_empty():
    s = started()
    s.round = 2
    s.stock = dict.fromkeys(s.stock, 0)
    s.row_disc[1] = None
    assert ("take", 1) in s.legal_actions()
    card = s.grid[1][0]
    s.apply(("take", 1))
    p = s.players[0]
    assert p.cards == [card] and sum(p.discs.values()) == 0
    assert s.row_disc[1] is None and s.phase == TAKE and s.current == 1
