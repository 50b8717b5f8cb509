"""The Easy and Normal bots' valuation and choices (hidden-information invariance is in the shared harness)."""

import random

import pytest

from game.catalog import get_entry
from game.games.road_to_the_palace import bots as bots
from game.games.road_to_the_palace.rules import GAME
from game.games.road_to_the_palace.rules.cards import CARDS
from game.games.road_to_the_palace.rules.state import PLACE, RoadState
from tests.road_to_the_palace.scenario import make_player, position


def noble_on_a_yellow_disc() -> RoadState:
    """Round 1, seat 0 to take; the top row offers a Noble with a yellow disc, and seat 0 bribes yellow."""
    s = GAME.new_game(2, 3)
    s.apply(("bribes", "yellow", "red"))
    s.apply(("bribes", "blue", "red"))
    s.apply(("start", "yellow", "red", "blue"))
    noble = next(c for c in s.deck if CARDS[c].colour == "yellow")
    s.deck.remove(noble)
    s.deck.append(s.grid[0][0])
    s.grid[0][0] = noble
    return s


def test_round_one_outlook_adds_the_queen_relations_again_and_the_start_pawn():
    """Queens stay in the columns, so round 2 is likely to pay the same relations: seat 0 (most Queen)
    receives 3, seat 2 (least) pays 3, at the round-2 weight; no King anywhere, so the tie gives the start
    pawn to seat 1, the tied seat after the start player."""
    s = position([make_player(["pink3"]), make_player(["pink2"]), make_player()])
    extra = [o - p for o, p in zip(bots.outlook(s), bots.projected_influence(s), strict=True)]
    w = bots.ROUND_TWO_WEIGHT
    assert extra == pytest.approx([3 * w, bots.START_PAWN, -3 * w])


def test_round_two_outlook_is_the_plain_projection():
    s = position([make_player(["pink3"]), make_player(["pink2"]), make_player()], round=2)
    assert bots.outlook(s) == bots.projected_influence(s)


def test_projection_scores_the_round_as_if_it_ended_now_plus_the_king():
    """Seat 0: 2 yellow discs on its leftmost Noble column (+6), Queen receiver (+3, seat 1 pays 3), and
    King 2 for the final evaluation; seat 1 pays 1 for its unscored red disc to seat 0."""
    s = position([make_player(["yellow2", "pink2", "black2"], discs={"yellow": 2}),
                  make_player(["red1"], discs={"blue": 1}, bribes=("red", "yellow"))])
    assert bots.projected_influence(s) == [10 + 6 + 2 + 1 + 2, 10 - 2 - 1]


def test_normal_does_not_place_a_disc_the_next_player_scores():
    """Seat 0 took from the top row, the only row left: a yellow disc on the Noble there would score 3 on
    seat 1's leftmost Noble column, any other disc costs seat 1 a point paid to seat 0."""
    s = noble_on_a_yellow_disc()
    for _ in range(2):
        noble = next(c for c in s.deck if CARDS[c].colour == "yellow")
        s.deck.remove(noble)
        s.players[1].gain(noble, 0)
    for row in (1, 2):
        s.deck.extend(c for c in s.grid[row] if c is not None)
        s.grid[row] = [None] * len(s.grid[row])
    s.row_disc = [None, None, None]
    s.phase, s.pending_row = PLACE, 0
    legal = s.legal_actions()
    assert ("place", "yellow") in legal
    for seed in range(5):
        assert get_entry(GAME.id).make_bot("normal", seed).choose(GAME.view(s, 0), legal) != ("place", "yellow")


def test_easy_takes_its_greedy_card_unless_it_slips(monkeypatch):
    """Only the top row's disc matches its card (the other rows start Soldiers, now under blue discs)."""
    s = noble_on_a_yellow_disc()
    assert [CARDS[s.grid[r][0]].colour for r in (1, 2)] == ["red", "red"]
    s.row_disc = ["yellow", "blue", "blue"]
    s.stock["red"] += 1
    s.stock["blue"] -= 1
    legal = s.legal_actions()
    monkeypatch.setattr(bots, "EASY_SLIP", 0.0)
    assert {get_entry(GAME.id).make_bot("easy", seed).choose(GAME.view(s, 0), legal) for seed in range(10)} == {("take", 0)}
    monkeypatch.setattr(bots, "EASY_SLIP", 1.0)
    assert len({get_entry(GAME.id).make_bot("easy", seed).choose(GAME.view(s, 0), legal) for seed in range(20)}) > 1


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_bots_choose_legal_moves_deterministically_from_the_view(level):
    s = GAME.new_game(3, 11)
    rng = random.Random(11)
    while not s.is_terminal():
        seat, legal = s.current_player(), s.legal_actions()
        if rng.random() < 0.3:
            choice = get_entry(GAME.id).make_bot(level, seat).choose(GAME.view(s, seat), legal)
            assert choice in legal
            assert get_entry(GAME.id).make_bot(level, seat).choose(GAME.view(s, seat), legal) == choice
            s.apply(choice)
        else:
            s.apply(rng.choice(legal))
