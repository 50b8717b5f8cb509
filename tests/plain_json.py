"""Comparing values as JSON: ``plain(a) == plain(b)`` (each as it reads back from a JSON file), for less."""

from __future__ import annotations

import json

from game.engine import JSON


def plain(data: JSON, allow_nan: bool = True) -> JSON:
    """``data`` as it reads back from a JSON file (``json.dumps`` then ``json.loads``; ``allow_nan``: as
    ``json.dumps`` has it)."""
    return json.loads(json.dumps(data, allow_nan=allow_nan))


def same_json(first: JSON, *others: JSON, allow_nan: bool = True) -> bool:
    """``plain(first, allow_nan) == plain(other, allow_nan)`` for each of ``others``, and what it raises: when the JSON texts are the same
    the values read back alike, so the texts are compared first and read back only when they differ (an object's
    keys in another order, a tuple for a list) or hold a NaN (read back, a NaN equals nothing)."""
    text = json.dumps(first, allow_nan=allow_nan)
    texts = [json.dumps(other, allow_nan=allow_nan) for other in others]
    if all(other == text for other in texts) and "NaN" not in text:
        return True
    read = json.loads(text)
    return all(json.loads(other) == read for other in texts)
