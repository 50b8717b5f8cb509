"""What a host sends a remote app is untrusted too: each message the app reads is checked here, field by field (types,
ranges, seats against the welcome, the game against the catalog, list lengths), before the remote match
(:mod:`game.net.remote`) uses it. Anything else raises :class:`HostError`; the remote match then treats the host as
one that refused it (the connection is closed, the player told why), and never raises out of the frame loop.

The host's own words (an error's message, a reason) are cleaned and cut (:mod:`game.textclean`) before anyone
shows them. Fields a message may carry beyond these are ignored, as are message types this app does not read.
The game-specific parts (a view, actions, events) are checked where they are decoded, by the game's own code.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game import catalog
from game.engine import JSON
from game.net import wire
from game.net.wire import Message
from game.textclean import clean_text, clip

MAX_MOVES = 1_000_000
"""The highest move number a host may name (a remote app keeps one entry per move)."""
MAX_AWAY_S = 24 * 3600
TEXT_LIMIT = 120
"""The most characters of the host's own words shown."""
KINDS = ("local", "bot", "remote")  # as game.net.hosted.KINDS


class HostError(ValueError):
    """A message from the host that breaks the protocol (the text says what, for people)."""


def host_words(value: object, limit: int = TEXT_LIMIT) -> str:
    """Text the host wrote, fit to show: one line, no control or direction marks, at most ``limit`` characters."""
    return clip(" ".join(clean_text(value)[: limit * 4].split()), limit)


def _check(ok: bool, what: str) -> None:
    if not ok:
        raise HostError(what)


def _whole(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _seat(value: object, seats: int, what: str) -> int:
    if type(value) is not int or not 0 <= value < seats:
        raise HostError(f"{what} is not a seat")
    return value


def _list(value: object, what: str, length: int | None = None) -> list[JSON]:
    if not isinstance(value, list):
        raise HostError(f"{what} is not a list")
    _check(length is None or len(value) == length, f"{what} has {len(value)} entries, not {length}")
    return value


@dataclass(frozen=True)
class Welcome:
    seat: int
    game_id: str
    names: list[str]
    kinds: list[str]


NO_SEAT = -1
"""A spectator's :attr:`Welcome.seat` (its welcome names none: :func:`check_watch_welcome`)."""


def check_watch_welcome(message: Message) -> Welcome:
    """A spectator's ``welcome``: as :func:`check_welcome`'s, naming no seat (``"seat": null``)."""
    _check("seat" in message and message["seat"] is None, "a spectator's welcome names a seat")
    return check_welcome(message, watch=True)


def check_welcome(message: Message, watch: bool = False) -> Welcome:
    """A ``welcome``: this protocol's version, a game this app has, its seats' names and kinds, and our seat (a
    remote one among them; ``watch``: a spectator's, :data:`NO_SEAT`)."""
    _check(message.get("version") == wire.VERSION and type(message.get("version")) is int, "the welcome's version")
    game_id = message.get("game")
    _check(isinstance(game_id, str) and game_id in catalog.available_game_ids(),
           f"a game this app does not have ({host_words(game_id, 40)!r})")
    rules = catalog.get_game(str(game_id))
    names = _list(message.get("names"), "the names")
    _check(rules.min_players <= len(names) <= rules.max_players, "the number of seats")
    _check(all(isinstance(n, str) and len(n) <= 400 for n in names), "a seat's name")
    kinds = _list(message.get("kinds"), "the seats' kinds", len(names))
    _check(all(isinstance(k, str) and k in KINDS for k in kinds), "a seat's kind")
    seat = NO_SEAT if watch else _seat(message.get("seat"), len(names), "the welcome's seat")
    _check(watch or kinds[seat] == "remote", "the welcome's seat is not a remote one")
    _check(isinstance(message.get("options", {}), dict), "the options")
    return Welcome(seat, str(game_id), list(names), list(kinds))


def check_same_table(welcome: Welcome, again: Welcome) -> None:
    """A welcome after a rejoin names the same seat at the same game."""
    _check((again.seat, again.game_id, len(again.names)) == (welcome.seat, welcome.game_id, len(welcome.names)),
           "a welcome to another seat or game")


@dataclass(frozen=True)
class Seats:
    connected: list[bool | None]
    names: list[str]
    away: list[int | float | None]


def check_seats(message: Message, seats: int) -> Seats:
    """A ``seats``: who is connected (None: not a remote seat), the names, the seconds each dropped player has."""
    connected = _list(message.get("connected"), "the connected seats", seats)
    _check(all(c is None or isinstance(c, bool) for c in connected), "a connected seat")
    names = _list(message.get("names"), "the names", seats)
    _check(all(isinstance(n, str) and len(n) <= 400 for n in names), "a seat's name")
    away = _list(message.get("away", [None] * seats), "the away seats", seats)
    _check(all(a is None or (isinstance(a, int | float) and not isinstance(a, bool) and 0 <= a <= MAX_AWAY_S)
               for a in away), "an away seat's time")
    return Seats(list(connected), list(names), list(away))


def check_error(message: Message) -> Message:
    """An ``error``: its code and message as short clean text, the versions (whole numbers) a mismatch names."""
    out: Message = {"t": "error", "code": host_words(message.get("code"), 24),
                           "message": host_words(message.get("message"))}
    for key in ("host", "client", "strikes", "limit"):
        if _whole(message.get(key), 0, 10**6):
            out[key] = message[key]
    return out


def check_closed(message: Message) -> str:
    reason = message.get("reason", "host_quit")
    _check(isinstance(reason, str), "the reason the table closed")
    return host_words(reason, 24)


@dataclass(frozen=True)
class State:
    """A ``state`` checked for its form; its view, actions and events are JSON the game decodes."""

    n: int
    actor: int | None
    current: int | None
    view: JSON
    legal: list[JSON]
    events: list[JSON]
    held: JSON
    scores: list[float | None]
    winners: list[int]
    mine: JSON


def check_state(message: Message, seats: int) -> State:
    """A ``state``: the move number, the seats that moved and move now (None: nobody / the game is over), the
    view, the legal actions, the events, the scores (one per seat, a number or None) and the winners (seats)."""
    n = message.get("n")
    if type(n) is not int or not 0 <= n <= MAX_MOVES:
        raise HostError("the move number")
    actor, current = message.get("actor"), message.get("current")
    _check(actor is None or _whole(actor, 0, seats - 1), "the seat that moved")
    _check(current is None or _whole(current, 0, seats - 1), "the seat to move")
    _check(message.get("view") is not None, "the view")
    legal = _list(message.get("legal", []), "the legal actions")
    events = _list(message.get("events", []), "the events")
    _check(all(isinstance(e, dict) for e in events), "an event")
    scores = _list(message.get("scores", [None] * seats), "the scores", seats)
    _check(all(s is None or (isinstance(s, int | float) and not isinstance(s, bool) and math.isfinite(s))
               for s in scores), "a score")
    winners = [_seat(w, seats, "a winner") for w in _list(message.get("winners", []), "the winners")]
    _check(len(set(winners)) == len(winners), "the winners")
    return State(n, actor, current, message["view"], legal, events, message.get("held"), list(scores),
                 winners, message.get("mine"))
