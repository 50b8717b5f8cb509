"""No class over 300 lines in ``game/`` or ``scenes/`` (issue 40, item 3): a class that grows past it is split by
job into parts that compose. :data:`OVERSIZED` lists the classes still being split: it may only shrink — a class
taken off it must stay within the limit, and a listed class that is within it must leave the list."""

from __future__ import annotations

import ast
from pathlib import Path

from source_trees import source_nodes

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 300
"""The most lines a class may take (its ``class`` line to its last line, docstrings and comments included)."""

OVERSIZED: frozenset[str] = frozenset()
"""Classes over :data:`LIMIT` when the test came (issue 40), as ``"<file name>:<Class>"``: being split; none may
join."""


def class_lengths() -> dict[str, int]:
    """``"<file name>:<Class>"`` → its length in lines, for every class (nested ones too) in ``game/`` and ``scenes/``
    (the longest of a name that is in several files)."""
    lengths = {}
    for base in ("game", "scenes"):
        for path in sorted((ROOT / base).rglob("*.py")):
            for node in source_nodes(path):
                if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                    name = f"{path.name}:{node.name}"
                    lengths[name] = max(lengths.get(name, 0), node.end_lineno - node.lineno + 1)
    return lengths


def test_no_class_over_the_limit() -> None:
    over = {name: length for name, length in class_lengths().items() if length > LIMIT and name not in OVERSIZED}
    assert not over, f"classes over {LIMIT} lines (split them by job): {over}"


def test_the_list_of_oversized_classes_only_shrinks() -> None:
    lengths = class_lengths()
    within = sorted(name for name in OVERSIZED if lengths.get(name, 0) <= LIMIT)
    assert not within, f"within {LIMIT} lines now (or gone): take them off OVERSIZED: {within}"
