"""A view read from outside (a host's ``state`` message on a remote app) checked against its game's view type, the
``TypedDict`` of the game's ``rules/view.py``, once where it is read: afterwards the game's presenter reads it as
that type. The check follows the type's annotations (TypedDicts, lists, dicts, tuples, unions, ``Literal``,
``None`` and the JSON scalars); keys a view type does not name are let be, an ``Any`` is anything.

:func:`check_view` raises :class:`StateFormatError` naming the first field that is wrong. No I/O.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING

from game.engine.json_read import JSONIn, StateFormatError

if TYPE_CHECKING:
    from game.engine.protocol import SomeGame

_JSON_SCALARS: dict[object, Callable[[object], bool]] = {
    int: lambda v: type(v) is int,
    float: lambda v: type(v) in (int, float),
    str: lambda v: type(v) is str,
    bool: lambda v: type(v) is bool,
    type(None): lambda v: v is None,
    None: lambda v: v is None,
}


def view_type(view: Callable[..., object]) -> object | None:
    """The view type a game's view function (``StateParts.view``) is annotated to return, or None (not a
    ``TypedDict``: nothing but the keys every view has is known of it)."""
    try:
        made = typing.get_type_hints(view).get("return")
    except (NameError, TypeError):  # an annotation that cannot be evaluated here
        return None
    return made if typing.is_typeddict(made) else None


def view_shape(game: SomeGame) -> object | None:
    """The view type of ``game`` (:func:`view_type` of its ``StateParts.view``), None when it has none to check."""
    return _shape_of(type(game), game.parts.view) if game.parts is not None else None


@cache
def _shape_of(kind: type, view: Callable[..., object]) -> object | None:
    return view_type(view)


def check_view(value: JSONIn, shape: object, what: str = "the view") -> None:
    """``value`` has the shape of the view type ``shape`` (StateFormatError naming the first field that has not)."""
    problem = _problem(value, shape, what)
    if problem:
        raise StateFormatError(problem)


@cache
def _fields(typed_dict: type) -> tuple[dict[str, object], frozenset[str]]:
    """A TypedDict's fields and its required keys, read off its annotations (``NotRequired`` written in a module
    of postponed annotations is not seen by the class itself)."""
    hints = typing.get_type_hints(typed_dict, include_extras=True)
    total = getattr(typed_dict, "__total__", True)
    fields, required = {}, set()
    for key, hint in hints.items():
        wrapper = typing.get_origin(hint)
        if wrapper in (typing.Required, typing.NotRequired):
            hint = typing.get_args(hint)[0]
        if wrapper is typing.Required or (total and wrapper is not typing.NotRequired):
            required.add(key)
        fields[key] = hint
    return fields, frozenset(required)


def _problem(value: object, shape: object, what: str) -> str:  # noqa: PLR0911 - one answer per kind of type
    if shape is typing.Any or shape is object:
        return ""
    scalar = _JSON_SCALARS.get(shape)
    if scalar is not None:
        return "" if scalar(value) else f"{what} is not {getattr(shape, '__name__', shape)}"
    if isinstance(shape, type) and typing.is_typeddict(shape):
        if not isinstance(value, dict):
            return f"{what} is not an object"
        hints, required = _fields(shape)
        missing = sorted(required - value.keys())
        if missing:
            return f"{what} has no {missing[0]}"
        for key, field in hints.items():
            if key in value and (problem := _problem(value[key], field, f"{what}'s {key}")):
                return problem
        return ""
    origin, args = typing.get_origin(shape), typing.get_args(shape)
    if origin in (typing.Union, types.UnionType):
        problems = [_problem(value, option, what) for option in args]
        return "" if "" in problems else problems[0]
    if origin is typing.Literal:
        return "" if any(type(value) is type(a) and value == a for a in args) else f"{what} is not one of {args}"
    if origin in (list, Sequence):
        if not isinstance(value, list | tuple):
            return f"{what} is not a list"
        return next((p for i, v in enumerate(value) if (p := _problem(v, args[0], f"{what}[{i}]"))), "")
    if origin is tuple:
        if not isinstance(value, list | tuple):
            return f"{what} is not a list"
        if len(args) == 2 and args[1] is Ellipsis:
            return next((p for i, v in enumerate(value) if (p := _problem(v, args[0], f"{what}[{i}]"))), "")
        if len(value) != len(args):
            return f"{what} has {len(value)} entries, not {len(args)}"
        return next((p for i, (v, a) in enumerate(zip(value, args, strict=True))
                     if (p := _problem(v, a, f"{what}[{i}]"))), "")
    if origin in (dict, Mapping):
        if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
            return f"{what} is not an object"
        if args[1] is typing.Any or args[1] is object:
            return ""
        return next((p for k, v in value.items() if (p := _problem(v, args[1], f"{what}[{k!r}]"))), "")
    return f"{what}: a view type this check cannot read ({shape!r})"
