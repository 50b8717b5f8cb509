"""Comparing values as JSON: ``plain(a) == plain(b)`` (each as it reads back from a JSON file), for less."""

from __future__ import annotations

import json

from game.engine import JSON

_ENCODERS = {allow_nan: json.JSONEncoder(allow_nan=allow_nan, check_circular=False).encode
             for allow_nan in (True, False)}
"""``json.dumps(..., allow_nan=...)`` (the same text), made once, without the book of the containers met (a sixth
of the encoding): a value that holds itself fails all the same (RecursionError for ValueError)."""


def dumps(data: JSON, allow_nan: bool = True) -> str:
    """``json.dumps(data, allow_nan=allow_nan)``."""
    return _ENCODERS[allow_nan](data)


def plain(data: JSON, allow_nan: bool = True) -> JSON:
    """``data`` as it reads back from a JSON file (``json.dumps`` then ``json.loads``; ``allow_nan``: as
    ``json.dumps`` has it)."""
    return json.loads(dumps(data, allow_nan))


def same_json(first: JSON, *others: JSON, allow_nan: bool = True) -> bool:
    """``plain(first, allow_nan) == plain(other, allow_nan)`` for each of ``others``, and what it raises: when the JSON texts are the same
    the values read back alike, so the texts are compared first and read back only when they differ (an object's
    keys in another order, a tuple for a list) or hold a NaN (read back, a NaN equals nothing)."""
    encode = _ENCODERS[allow_nan]
    text = encode(first)
    texts = [encode(other) for other in others]
    if all(other == text for other in texts) and "NaN" not in text:
        return True
    read = json.loads(text)
    return all(json.loads(other) == read for other in texts)
