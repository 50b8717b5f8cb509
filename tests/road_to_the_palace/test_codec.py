"""Saves: an exact JSON round trip, and damaged data refused with StateFormatError."""

import copy
import json
import random

import pytest

from game.engine import StateFormatError
from game.games.road_to_the_palace.rules import GAME


def played(n: int, seed: int, moves: int):
    s = GAME.new_game(n, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("moves", [0, 4, 30, 70, 1000])
def test_round_trip_is_exact_and_play_continues_identically(n, moves):
    s = played(n, moves, moves)
    data = json.loads(json.dumps(GAME.state_to_json(s)))
    t = GAME.state_from_json(data)
    assert GAME.state_to_json(t) == GAME.state_to_json(s)
    rng_a, rng_b = random.Random(1), random.Random(1)
    while not s.is_terminal():
        s.apply(rng_a.choice(s.legal_actions()))
        t.apply(rng_b.choice(t.legal_actions()))
    assert GAME.state_to_json(t) == GAME.state_to_json(s) and t.returns() == s.returns()


def damage(data, path, value):
    out = copy.deepcopy(data)
    node = out
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return out


@pytest.fixture
def saved():
    s = played(3, 3, 25)
    assert s.phase in ("take", "place")
    return GAME.state_to_json(s)


@pytest.mark.parametrize("path, value", [
    (("game",), "palace"),
    (("num_players",), 5),
    (("deck",), "x"),
    (("stock", "yellow"), -1),
    (("set_aside",), 1),
    (("phase",), "dance"),
    (("round",), 3),
    (("starter",), 3),
    (("current",), True),
    (("pending_row",), 7),
    (("players", 0, "influence"), "10"),
    (("players", 0, "bribes"), ["yellow", "yellow"]),
    (("players", 1, "order"), ["pink"]),
    (("players", 2, "discs"), {"yellow": 1}),
    (("rng",), [3, [1, 2], None]),
    (("log",), [{"kind": "take"}]),
])
def test_damaged_fields_are_refused(saved, path, value):
    with pytest.raises(StateFormatError):
        GAME.state_from_json(damage(saved, path, value))


def test_a_duplicated_or_missing_card_is_refused(saved):
    with pytest.raises(StateFormatError, match="cards"):
        GAME.state_from_json(damage(saved, ("deck",), saved["deck"] + saved["deck"][:1]))
    with pytest.raises(StateFormatError, match="cards"):
        GAME.state_from_json(damage(saved, ("deck",), saved["deck"][1:]))


def test_a_missing_or_extra_disc_is_refused(saved):
    with pytest.raises(StateFormatError, match="discs"):
        GAME.state_from_json(damage(saved, ("stock", "red"), saved["stock"]["red"] + 1))


def test_unsorted_columns_are_refused():
    s = played(3, 8, 40)
    p = next(p for p in s.players if len({t for _, t in p.columns(s.revealed())}) > 1)
    seat = s.players.index(p)
    with pytest.raises(StateFormatError, match="unsorted"):
        GAME.state_from_json(damage(GAME.state_to_json(s), ("players", seat, "order"), list(reversed(p.order))))


@pytest.mark.parametrize("junk", [None, [], "state", 3, {}, {"game": "road-to-the-palace"}])
def test_foreign_data_is_refused(junk):
    with pytest.raises(StateFormatError):
        GAME.state_from_json(junk)
