"""One ``ast.parse`` per source file and text in a test worker: the import graph, the class sizes, the msgids of
``tr`` and the other source checks each walk every module of ``game/`` and ``scenes/`` (parsing them all takes
about a second and a half, several times over). A tree is a pure function of the file's text, so the worker keeps
it keyed by the path and the whole text (read anew at every call: a changed file is parsed again).

The trees are shared: a caller reads them (``ast.walk``, ``ast.unparse``) and never changes one."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path


def source_tree(path: Path) -> ast.Module:
    """The syntax tree of the Python file at ``path`` (shared: read it, never change it)."""
    return _parsed(str(path), path.read_text(encoding="utf-8"))


@cache
def _parsed(filename: str, source: str) -> ast.Module:
    return ast.parse(source, filename=filename)


def source_nodes(path: Path) -> tuple[ast.AST, ...]:
    """Every node of :func:`source_tree`'s tree of ``path``, in ``ast.walk``'s order (shared, as the tree)."""
    return _walked(str(path), path.read_text(encoding="utf-8"))


@cache
def _walked(filename: str, source: str) -> tuple[ast.AST, ...]:
    return tuple(ast.walk(_parsed(filename, source)))
