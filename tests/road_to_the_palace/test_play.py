"""Property tests over random games, and the bots."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.catalog import get_entry
from game.engine import BOT_LEVELS
from game.games.road_to_the_palace.rules import GAME
from game.games.road_to_the_palace.rules.cards import CARDS, DISCS
from game.games.road_to_the_palace.rules.state import TAKE


@settings(max_examples=25, deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32 - 1), starter=st.integers(0, 3))
def test_random_games_keep_every_invariant(n, seed, starter):
    s = GAME.new_game(n, seed, {"starter": starter % n})
    rng = random.Random(seed)
    takes = [0] * n
    while not s.is_terminal():
        if s.round == 1 and s.phase == TAKE:
            takes[s.current] += 1
        s.apply(rng.choice(s.legal_actions()))
        if rng.random() < 0.2:
            GAME.state_from_json(GAME.state_to_json(s))  # cards and discs conserved, columns sorted, phases coherent
    assert takes == [7] * n
    assert s.stock == {**DISCS[n]} and all(d is None for d in s.row_disc)  # every disc back in the stock
    assert s.cards_left() == 0
    assert sorted(s.returns()) == [0.0] * (n - 1) + [1.0]
    assert s.winners() == [s.ranking()[0]]
    assert sum(s.scores()) == sum(p.influence for p in s.players)


@settings(max_examples=10, deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 2**16))
def test_a_gained_card_moves_only_its_column_and_never_past_a_tie(n, seed):
    s = GAME.new_game(n, seed)
    rng = random.Random(seed)
    while s.round == 1:
        seat, action = s.current, rng.choice(s.legal_actions())
        before = list(s.players[seat].order)
        s.apply(action)
        if action[0] != "take" or s.round != 1:
            continue
        colour = CARDS[next(e for e in reversed(s.log) if e.kind == "take").args["card"]].colour
        p = s.players[seat]
        if colour == "purple":
            assert p.order == before
            continue
        assert [c for c in p.order if c != colour] == [c for c in before if c != colour]
        i, total = p.order.index(colour), p.total(colour, 0)
        assert all(p.total(c, 0) >= total for c in p.order[:i])
        assert all(p.total(c, 0) < total for c in p.order[i + 1:])


def test_every_bot_level_plays_a_legal_game():
    s = GAME.new_game(3, 5)
    bots = [get_entry(GAME.id).make_bot(level, i) for i, level in enumerate(("random", "easy", "normal"))]
    while not s.is_terminal():
        seat = s.current_player()
        action = bots[seat].choose(GAME.view(s, seat), s.legal_actions())
        assert action in s.legal_actions()
        s.apply(action)
    assert set(BOT_LEVELS) == {"random", "easy", "normal", "hard"}


def test_the_hard_bot_chooses_legal_moves_deterministically():
    s = GAME.new_game(3, 6)
    rng = random.Random(6)
    for _ in range(20):
        s.apply(rng.choice(s.legal_actions()))
    seat = s.current_player()
    first = get_entry(GAME.id).make_bot("hard", 3).choose(GAME.view(s, seat), s.legal_actions())
    assert first in s.legal_actions()
    assert get_entry(GAME.id).make_bot("hard", 3).choose(GAME.view(s, seat), s.legal_actions()) == first


def test_normal_takes_the_disc_that_scores_on_its_leftmost_column():
    """The top row offers a Noble with a yellow disc: with the yellow round 1 bribe it makes a leftmost
    Noble column worth 3 points per yellow disc."""
    s = GAME.new_game(2, 3)
    s.apply(("bribes", "yellow", "red"))
    s.apply(("bribes", "blue", "red"))
    s.apply(("start", "yellow", "red", "blue"))
    noble = next(c for c in s.deck if CARDS[c].colour == "yellow")
    s.deck.remove(noble)
    s.deck.append(s.grid[0][0])
    s.grid[0][0] = noble
    bot = get_entry(GAME.id).make_bot("normal", 1)
    assert bot.choose(GAME.view(s, 0), s.legal_actions()) == ("take", 0)

