"""The messages between a host and a remote app: JSON objects, each with a type ``t``.

On the local network they travel sealed, after a key exchange on the seat's code (:mod:`game.net.secure`); through
an invite's wormhole, as the wormhole's messages. Either way the connection is bound to its seat before the first
message here. A remote app sends ``hello`` first (the protocol name and version, its player's name), then
``act`` (the move number it answers and the action), ``ping`` or ``bye``. The host answers ``welcome`` (the seat,
the game, the names) and then sends ``state`` after every move (that seat's view, its legal actions when it is to
move, the events it may see), ``seats`` (who is connected), ``error`` and ``closed``.

Everything a remote app sends is untrusted: :func:`parse_client` checks the size, the JSON, the type and every
field, and raises :class:`WireError` with a code and a one-line message for anything else.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import NoReturn

from game.engine import JSONIn, JSONValue
from game.engine.json_read import is_arr, is_obj
from game.textclean import NAME_LIMIT, clean_text, clip

PROTOCOL = "palace-table"
VERSION = 2
"""The protocol version; a host and an app of different versions refuse each other, each naming both. Version 2:
the key exchange on the seat's code and sealed frames on the local network; the code is no longer in the hello."""

MAX_CLIENT_BYTES = 16 * 1024
"""The largest message a remote app may send (an action is a few dozen bytes)."""
MAX_HOST_BYTES = 8 * 1024 * 1024
"""The largest message a host sends (a view with a long game's log)."""
MAX_ACTION_DEPTH = 4
MAX_ACTION_ITEMS = 64

Message = dict[str, JSONIn]
"""A message as read: a JSON object, its type in ``t``, each field untrusted until its reader checks it."""
Outgoing = dict[str, object]
"""A message as sent: a JSON object, its type in ``t``, made here of JSON values (views, events, actions as the
engine writes them: :func:`encode` refuses anything else). The same type as :data:`Message`: a message the app
makes for itself (a lost link) goes where the host's go."""

CLIENT_TYPES = frozenset({"hello", "act", "ping", "bye"})


class WireError(ValueError):
    """A message that breaks the protocol: ``code`` is stable (tests, logs), the text is for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class Hello:
    version: int
    name: str


@dataclass(frozen=True)
class Act:
    move: int
    action: JSONValue  # the action's JSON, checked against the legal actions by the host


@dataclass(frozen=True)
class Ping:
    token: int


@dataclass(frozen=True)
class Bye:
    pass


ClientMessage = Hello | Act | Ping | Bye


def encode(message: Mapping[str, object]) -> str:
    """``message`` as JSON text (TypeError or ValueError for a value that is not JSON: no NaN, no infinity)."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def decode_object(raw: str | bytes, limit: int) -> Message:
    """A frame as a JSON object (WireError ``size``, ``text``, ``json`` or ``schema`` otherwise)."""
    if len(raw) > limit:
        raise WireError("size", f"message too large ({len(raw)} bytes, at most {limit})")
    if isinstance(raw, bytes):
        raise WireError("text", "messages are JSON text, not binary")
    try:
        data = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise WireError("json", f"not JSON: {clip(clean_text(str(exc)), 80)}") from None
    if not is_obj(data) or not isinstance(data.get("t"), str):
        raise WireError("schema", "a message is an object with a type \"t\"")
    return data


def _no_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not JSON")


def parse_client(raw: str | bytes) -> ClientMessage:
    """One message from a remote app, checked field by field."""
    data = decode_object(raw, MAX_CLIENT_BYTES)
    kind = data["t"]
    if kind not in CLIENT_TYPES:
        raise WireError("schema", f"unknown message type {clip(clean_text(kind), 20)!r}")
    if kind == "hello":
        if data.get("protocol") != PROTOCOL:
            raise WireError("protocol", "not a Palace Table app")
        if "version" not in data:
            raise WireError("schema", "bad hello message: missing version")
        version = _int(data, "version", 0, 10**6)
        if version != VERSION:  # another version's hello, whatever its fields: refused naming both versions
            return Hello(version, "")
        _fields(data, {"t", "protocol", "version", "name"})
        name = data["name"]
        if not isinstance(name, str) or len(name) > 4 * NAME_LIMIT:
            raise WireError("schema", "the name must be short text")
        return Hello(version, clip(" ".join(clean_text(name).split()), NAME_LIMIT))
    if kind == "act":
        _fields(data, {"t", "n", "action"})
        move = _int(data, "n", 0, 10**7)
        return Act(move, _action_shape(data["action"]))
    if kind == "ping":
        _fields(data, {"t", "id"})
        return Ping(_int(data, "id", 0, 2**53))
    _fields(data, {"t"})
    return Bye()


def _fields(data: Message, wanted: set[str]) -> None:
    if set(data) != wanted:
        extra, missing = sorted(set(data) - wanted), sorted(wanted - set(data))
        what = f"unexpected {', '.join(extra)}" if extra else f"missing {', '.join(missing)}"
        raise WireError("schema", f"bad {data['t']} message: {clip(clean_text(what), 60)}")


def _int(data: Message, key: str, low: int, high: int) -> int:
    value = data[key]
    if type(value) is not int or not low <= value <= high:
        raise WireError("schema", f"{key} must be a whole number from {low} to {high}")
    return value


def _action_shape(value: JSONIn, depth: int = 0) -> JSONValue:
    """An action is a small JSON value: lists of text, numbers, booleans and null, nested a few levels (given back
    as it is, now typed)."""
    if depth > MAX_ACTION_DEPTH:
        raise WireError("schema", "the action is nested too deeply")
    if is_arr(value):
        if len(value) > MAX_ACTION_ITEMS:
            raise WireError("schema", "the action is too long")
        return [_action_shape(item, depth + 1) for item in value]
    if is_obj(value):
        if len(value) > MAX_ACTION_ITEMS:
            raise WireError("schema", "the action is too long")
        out: dict[str, JSONValue] = {}
        for key, item in value.items():
            _action_shape(key, depth + 1)
            if not isinstance(key, str):
                raise WireError("schema", "the action holds something that is not JSON")
            out[key] = _action_shape(item, depth + 1)
        return out
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise WireError("schema", "the action holds something that is not JSON")


def hello(name: str, version: int = VERSION) -> Outgoing:
    """The app's first message once its connection is bound to its seat (the code was proved before it)."""
    return {"t": "hello", "protocol": PROTOCOL, "version": version, "name": name}


def error(code: str, message: str, **extra: JSONValue) -> Outgoing:
    return {"t": "error", "code": code, "message": message, **extra}


def canonical(action_json: JSONValue) -> str:
    """An action's JSON as one comparable string (tuples and lists alike)."""
    return json.dumps(action_json, separators=(",", ":"), sort_keys=True)
