"""``same_json(a, b)`` answers as ``plain(a) == plain(b)`` does, and raises where it raises."""

from __future__ import annotations

import pytest
from plain_json import plain, same_json

NAN = float("nan")
PAIRS = [
    ({"a": 1, "b": [1, 2]}, {"a": 1, "b": [1, 2]}),
    ({"a": 1, "b": 2}, {"b": 2, "a": 1}),  # other key order: other texts, the same values
    ({"a": (1, 2)}, {"a": [1, 2]}),  # a tuple reads back as a list
    ({1: "x"}, {"1": "x"}),  # a number key reads back as text
    ([1, 2], [2, 1]),
    ({"a": 1}, {"a": 1, "b": None}),
    ([NAN], [NAN]),  # one NaN: the same text, yet read back it equals nothing
    ([float("inf")], [float("inf")]),
    (["NaN"], ["NaN"]),  # the word in a text is no NaN
    ([True], [1]),
]


@pytest.mark.parametrize("first, second", PAIRS)
def test_same_json_is_the_comparison_of_the_plain_copies(first, second):
    assert same_json(first, second) == (plain(first) == plain(second))
    assert same_json(first, second, second) == (plain(first) == plain(second))
    try:
        strict = plain(first, allow_nan=False) == plain(second, allow_nan=False)
    except ValueError:
        with pytest.raises(ValueError):
            same_json(first, second, allow_nan=False)
    else:
        assert same_json(first, second, allow_nan=False) == strict


def test_a_value_json_cannot_hold_raises_as_plain_does():
    for bad in ({"a": {1, 2}}, [object()]):
        with pytest.raises(TypeError):
            same_json(bad, bad)
