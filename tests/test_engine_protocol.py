import random

import pytest

from game.engine import OptionSpec, StateFormatError, resolve_options, rng_from_json, rng_to_json


def test_rng_round_trip_continues_identically():
    rng = random.Random(42)
    rng.random()
    copy = rng_from_json(rng_to_json(rng))
    assert [rng.random() for _ in range(5)] == [copy.random() for _ in range(5)]


@pytest.mark.parametrize("bad", [None, [], [3, [1, 2], None], "x", [3, list(range(624)) + ["a"], None],
                                 [3, [-1] * 625, None]])
def test_rng_rejects_garbage(bad):
    with pytest.raises(StateFormatError):
        rng_from_json(bad)


def test_options_defaults_unknown_and_conflicts():
    specs = [
        OptionSpec("a", "A", "bool", False, conflicts=("b",)),
        OptionSpec("b", "B", "bool", False),
        OptionSpec("n", "N", "int", 3, bounds=(1, 5)),
    ]
    assert resolve_options(specs, None) == {"a": False, "b": False, "n": 3}
    with pytest.raises(ValueError):
        resolve_options(specs, {"zzz": 1})
    with pytest.raises(ValueError):
        resolve_options(specs, {"a": True, "b": True})
    with pytest.raises(ValueError):
        resolve_options(specs, {"n": 9})
