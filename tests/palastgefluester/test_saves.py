"""JSON round trips and damaged saves."""

import copy
import json
import random

import pytest

from game.engine import StateFormatError
from game.games.palastgefluester.rules import GAME


def midgame(seed=4, moves=40):
    s = GAME.new_game(4, seed, {"intrigues_in_the_dark": True})
    rng = random.Random(seed)
    for _ in range(moves):
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_round_trip_continues_identically():
    s = midgame()
    loaded = GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(s))))
    assert GAME.state_to_json(loaded) == GAME.state_to_json(s)
    rng_a, rng_b = random.Random(9), random.Random(9)
    while not s.is_terminal():
        a = rng_a.choice(s.legal_actions())
        b = rng_b.choice(loaded.legal_actions())
        s.apply(a)
        loaded.apply(b)
    assert GAME.state_to_json(loaded) == GAME.state_to_json(s)


def damage(data, path, value):
    out = copy.deepcopy(data)
    target = out
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return out


@pytest.mark.parametrize(("path", "value"), [
    (("game",), "palace"),
    (("version",), 99),
    (("num_players",), 7),
    (("num_players",), "4"),
    (("hands",), KeyError),
    (("hands", 0), "x"),
    (("hands", 0, 0), -1),
    (("hands", 0, 0), True),
    (("deck",), []),
    (("king_open",), ["spy"]),
    (("king_deck",), ["fool", "fool"]),
    (("points", 0), -2),
    (("points",), [9, 0, 0, 0]),
    (("phase",), "dance"),
    (("turn",), 4),
    (("options",), {"maid_discard": "sideways"}),
    (("options",), {"unknown": 1}),
    (("rng",), [1, 2]),
    (("log",), [{"kind": "x"}]),
    (("revealed", 1), [0]),
    (("magic",), {"target": 1, "count": 1, "pick": None}),
    (("tied",), [0]),
    (("last_card",), 3),
    (("why",), {"kind": "colour", "by": 1, "card": "x"}),
    (("why",), {"kind": "whim"}),
    (("why",), []),
])
def test_damaged_saves_raise_state_format_error(path, value):
    data = GAME.state_to_json(GAME.new_game(4, 5))
    with pytest.raises(StateFormatError):
        GAME.state_from_json(damage(data, path, value))


@pytest.mark.parametrize("data", [None, [], "state", 3, {}])
def test_garbage_raises_state_format_error(data):
    with pytest.raises(StateFormatError):
        GAME.state_from_json(data)


def test_moving_a_card_between_zones_breaks_conservation():
    data = GAME.state_to_json(GAME.new_game(4, 5))
    data["deck"].append(data["hands"][0].pop())
    with pytest.raises(StateFormatError):
        GAME.state_from_json(data)
    data = GAME.state_to_json(GAME.new_game(4, 5))
    data["hands"][1].append(data["hands"][0][0])
    with pytest.raises(StateFormatError):
        GAME.state_from_json(data)
